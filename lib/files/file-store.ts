import type { Readable } from "node:stream";
import { env, fromSettings } from "@/lib/env";
import { DiskFileStore } from "./disk-file-store";
import { S3FileStore } from "./s3-file-store";

// What a stored file is put from: bytes in memory (seed data) or a file on local disk (an upload
// spooled while it streamed in), so memory stays flat whatever the file's size.
export type FileSource = { bytes: Buffer } | { path: string; size: number };

export type StoredFile = { body: Readable; size: number };

// Where résumé files live (docs/decisions/191). Keys are ours ("resumes/<org>/<uuid>"), never a
// name a caller chose. get answers null for a key that holds nothing; delete of such a key is a no-op.
export interface FileStore {
  put(key: string, source: FileSource, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

// An S3-compatible bucket when S3_BUCKET is set, else the local directory FILES_DIR (.data/files).
export const fileStore = fromSettings(
  (settings): FileStore =>
    settings.S3_BUCKET
      ? new S3FileStore({
          bucket: settings.S3_BUCKET,
          endpoint: settings.S3_ENDPOINT,
          region: settings.S3_REGION,
          credentials:
            settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
              : undefined,
        })
      : new DiskFileStore(settings.FILES_DIR),
);

// Where uploads are spooled while they stream in: beside the disk store's files (a rename then
// moves them in), also when the files go to S3.
export function uploadSpoolDir(): string {
  return `${env().FILES_DIR}/.uploads`;
}
