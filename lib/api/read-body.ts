import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from "@/lib/errors";

export const MAX_BODY_BYTES = 64 * 1024;

// Framing checks in the order DECISIONS.md gives: size (413), then media type (415),
// then JSON syntax (400). The body is read with a hard cap even without Content-Length.
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw new PayloadTooLarge(MAX_BODY_BYTES);
  const text = await readCapped(request);
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw new UnsupportedMediaType();
  if (text.trim() === "") throw new BadRequest("Request body is empty; send a JSON object");
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest("Request body is not valid JSON");
  }
}

async function readCapped(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new PayloadTooLarge(MAX_BODY_BYTES);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
