import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32, inflateRawSync } from "node:zlib";
import { Piscina } from "piscina";
import type { ResumeType } from "./resume-type";

// Whether a résumé opens as the type its first bytes claim (docs/decisions/286): a PDF must load in
// pdf-lib with at least one page, a DOCX must be a readable ZIP whose word/document.xml inflates
// to what its directory says. A DOC (an OLE2 container) is taken on its signature, as before.

// pdf-lib parses in a pool of worker threads (piscina): its parser is slow on some damaged files
// (minutes), and a task stopped after this long ends its thread, which frees the CPU and memory a
// timed-out promise would not. The threads are kept between uploads: starting one per upload (a
// new V8 isolate and pdf-lib each time) cut apply throughput from 20 to 8 per second.
export const PDF_CHECK_TIMEOUT_MS = 8_000;
const PDF_WORKER_MEMORY_MB = 256;
// word/document.xml of a real résumé is well under a megabyte; more than this is a ZIP bomb
const MAX_DOCUMENT_XML_BYTES = 64 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 10_000;

export async function resumeOpens(filePath: string, type: ResumeType): Promise<boolean> {
  if (type === "pdf") return pdfOpens(filePath);
  if (type === "docx") return docxOpens(await readFile(filePath));
  return true;
}

let pool: Piscina | null = null;

function pdfPool(): Piscina {
  // the worker file from the app's own folder, so dev, tests and builds load the same file
  pool ??= new Piscina({
    filename: path.join(process.cwd(), "lib/files/pdf-opens-worker.cjs"),
    minThreads: 1,
    maxThreads: 2,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_MEMORY_MB },
  });
  return pool;
}

async function pdfOpens(filePath: string): Promise<boolean> {
  try {
    return (await pdfPool().run({ path: filePath }, { signal: AbortSignal.timeout(PDF_CHECK_TIMEOUT_MS) })) === true;
  } catch (error) {
    // too slow to parse, or more memory than a worker has: a viewer would struggle with it as well
    const code = (error as NodeJS.ErrnoException).code;
    const name = (error as Error).name;
    if (name === "AbortError" || name === "TimeoutError" || code === "ERR_WORKER_OUT_OF_MEMORY") return false;
    throw error;
  }
}

// A bounded reading of the ZIP's end record and central directory (no dependency): the entry
// word/document.xml must exist, stored or deflated, and inflate to its recorded size and CRC-32.
export function docxOpens(zip: Buffer): boolean {
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) return false;
  const entries = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  let offset = zip.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES || offset + directorySize > end) return false;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) return false;
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    if (name === "word/document.xml") return entryInflates(zip, { method, crc, compressedSize, size, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

type Entry = { method: number; crc: number; compressedSize: number; size: number; localOffset: number };

function entryInflates(zip: Buffer, entry: Entry): boolean {
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return false;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + entry.compressedSize > zip.length || entry.size > MAX_DOCUMENT_XML_BYTES || entry.size === 0) return false;
  const data = zip.subarray(start, start + entry.compressedSize);
  let xml: Buffer;
  try {
    if (entry.method === 0) xml = data;
    else if (entry.method === 8) xml = inflateRawSync(data, { maxOutputLength: MAX_DOCUMENT_XML_BYTES });
    else return false;
  } catch {
    return false;
  }
  return xml.length === entry.size && crc32(xml) === entry.crc;
}

// The end record is the last 22 bytes, or further back by a comment of at most 65535 bytes.
function findEndOfCentralDirectory(zip: Buffer): number {
  if (zip.length < 22) return -1;
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) return at;
  }
  return -1;
}
