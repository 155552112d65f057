import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { BadRequest, HttpError, PayloadTooLarge } from "@/lib/errors";
import { uploadSpoolDir } from "@/lib/files/file-store";

// Text fields of a multipart body share the JSON bodies' budget; the one file has its own.
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 20;

export type SpooledFile = {
  field: string;
  path: string; // on local disk, removed by discard()
  size: number;
  fileName: string | undefined;
  head: Buffer; // the first `headBytes` of the file, for sniffing its type
  discard(): Promise<void>;
};

export type MultipartBody = { fields: Record<string, string>; file: SpooledFile | null; files: SpooledFile[] };

// Besides the one file field, further file parts whose names start with `prefix` (the file answers
// of the apply form, `answers[<id>]`), at most `max` of them; all files together within maxFileBytes.
export type ExtraFiles = { prefix: string; max: number };

export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
}

// Streams a multipart/form-data body (docs/decisions/192): text fields into an object, the file
// field to a spool file on disk while counting its bytes, so neither the body nor the file is ever
// held in memory. More than `maxFileBytes` stops reading at once and answers 413, as does a body
// whose declared length could not fit; a body busboy cannot parse is a 400.
export async function readMultipartBody(
  request: Request,
  options: { fileField: string; maxFileBytes: number; headBytes: number; extraFiles?: ExtraFiles },
): Promise<MultipartBody> {
  const maxFiles = 1 + (options.extraFiles?.max ?? 0);
  // the files of one body share one budget: a body whose declared length could not fit is refused unread
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > options.maxFileBytes + MAX_FIELD_BYTES * 2) throw tooLarge(options.maxFileBytes);
  if (!request.body) throw new BadRequest("Request body is empty; send the form fields");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: { fileSize: options.maxFileBytes, files: maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + maxFiles },
    });
  } catch {
    throw new BadRequest("Request body is not valid multipart/form-data");
  }
  await mkdir(uploadSpoolDir(), { recursive: true });
  const source = Readable.fromWeb(request.body as WebReadableStream);
  const fields: Record<string, string> = {};
  let file: SpooledFile | null = null;
  const files: SpooledFile[] = [];
  const writes: Promise<void>[] = [];
  const fileStreams: Readable[] = [];

  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      source.unpipe(parser);
      source.destroy();
      for (const stream of fileStreams) stream.destroy(); // ends each spool's pipeline, whose promise then settles
      reject(error);
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new PayloadTooLarge(MAX_FIELD_BYTES));
      if (name !== options.fileField && !isExtraFile(name, options.extraFiles)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      const extra = name !== options.fileField && isExtraFile(name, options.extraFiles);
      if (name !== options.fileField && !extra) return stream.resume(); // any other file is ignored, like unknown fields
      if (extra && files.some((f) => f.field === name)) return stream.resume(); // the first of a name counts
      const spooled: SpooledFile = {
        field: name,
        path: path.join(uploadSpoolDir(), randomUUID()),
        size: 0,
        fileName: info.filename,
        head: Buffer.alloc(0),
        discard: () => rm(spooled.path, { force: true }),
      };
      if (extra) files.push(spooled);
      else file = spooled;
      fileStreams.push(stream);
      const head: Buffer[] = [];
      let headSize = 0;
      // piped at once: a listener attached later would miss the chunks that already flowed
      const written = pipeline(stream, createWriteStream(spooled.path));
      stream.on("data", (chunk: Buffer) => {
        spooled.size += chunk.byteLength;
        if (headSize < options.headBytes) {
          head.push(chunk.subarray(0, options.headBytes - headSize));
          headSize += Math.min(chunk.byteLength, options.headBytes - headSize);
        }
      });
      stream.on("limit", () => fail(tooLarge(options.maxFileBytes)));
      writes.push(written.then(() => void (spooled.head = Buffer.concat(head))));
    });
    parser.on("fieldsLimit", () => fail(new PayloadTooLarge(MAX_FIELD_BYTES)));
    parser.on("partsLimit", () => fail(new PayloadTooLarge(MAX_FIELD_BYTES)));
    parser.on("error", () => fail(new BadRequest("Request body is not valid multipart/form-data")));
    parser.on("close", resolve);
    source.on("error", (error) => fail(error));
  });
  source.pipe(parser);
  try {
    await done;
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await Promise.all([file as SpooledFile | null, ...files].map((f) => f?.discard()));
    throw error;
  }
  return { fields, file, files };
}

function isExtraFile(name: string, extra: ExtraFiles | undefined): boolean {
  return extra !== undefined && name.startsWith(extra.prefix);
}

function tooLarge(maxFileBytes: number) {
  return new HttpError(413, `The file is larger than ${maxFileBytes / (1024 * 1024)} MiB`, {}, "payload_too_large");
}
