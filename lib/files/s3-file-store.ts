import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { FileSource, FileStore, StoredFile } from "./file-store";

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  // without them the SDK's own chain (AWS_* variables, instance role) is used
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// Files in an S3-compatible bucket (docs/decisions/191). With an endpoint (MinIO, Ceph, R2, ...)
// addressing is path-style, which every such server understands. Uploads stream from the spooled
// file with their length, so a file is never held in memory.
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: Boolean(settings.endpoint),
      credentials: settings.credentials,
      // checksums only where S3 demands them: the SDK's default streams uploads as aws-chunked with
      // a trailing checksum, which several S3-compatible servers store verbatim (decision 191)
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, source: FileSource, contentType: string): Promise<void> {
    const body = "bytes" in source ? source.bytes : createReadStream(source.path);
    const length = "bytes" in source ? source.bytes.byteLength : source.size;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: length, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
