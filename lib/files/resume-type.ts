import { fileTypeFromBuffer } from "file-type";

// The résumé formats we take (PDF, DOC, DOCX), told by their bytes, not their name.
// A .doc is an OLE2 compound file; file-type names every such container "cfb" (old Excel and
// Outlook files too), so those pass as DOC and are served as application/msword (decision 190).
export const RESUME_TYPES = {
  pdf: { contentType: "application/pdf", label: "PDF" },
  docx: { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", label: "DOCX" },
  doc: { contentType: "application/msword", label: "DOC" },
} as const;
export type ResumeType = keyof typeof RESUME_TYPES;

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

const TYPE_BY_CONTENT = new Map<string, ResumeType>(Object.entries(RESUME_TYPES).map(([type, { contentType }]) => [contentType, type as ResumeType]));
// The type a stored résumé was kept as (its content type was set from its bytes at upload).
export function resumeTypeOfContentType(contentType: string): ResumeType | null {
  return TYPE_BY_CONTENT.get(contentType) ?? null;
}

// A stored résumé's bytes, or null once they pass the apply limit (a file stored before the limit,
// or one the store changed): read in full only within the bound.
export async function readResumeBytes(body: AsyncIterable<unknown>): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > MAX_RESUME_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
// how much of the file's start is kept for sniffing: enough for a DOCX's [Content_Types].xml
export const SNIFF_BYTES = 64 * 1024;

export async function detectResumeType(head: Uint8Array): Promise<ResumeType | null> {
  const found = await fileTypeFromBuffer(head);
  if (found?.ext === "pdf") return "pdf";
  if (found?.ext === "docx") return "docx";
  if (found?.ext === "cfb") return "doc";
  return null;
}

// The name the download is offered under: the candidate's own file name without any path or
// control characters, ending in the extension of the type its bytes have.
export function resumeFileName(original: string | undefined, type: ResumeType): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (original ?? "").split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(0, 200);
  const name = base || "resume";
  return name.toLowerCase().endsWith(`.${type}`) ? name : `${name}.${type}`;
}
