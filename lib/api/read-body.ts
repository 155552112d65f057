import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from "@/lib/errors";

export const MAX_BODY_BYTES = 64 * 1024;

// Framing checks in the order the OpenAPI document's Errors gives: size (413), then media type (415),
// then JSON syntax (400). The body is read with a hard cap even without Content-Length.
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  return (await readJsonText(request, maxBytes)).value;
}

// The same, with the text as it came: what a signature is computed over (the inbound-mail webhook).
export async function readJsonText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<{ value: unknown; text: string }> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw new PayloadTooLarge(maxBytes);
  const text = await readCapped(request, maxBytes);
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw new UnsupportedMediaType();
  if (text.trim() === "") throw new BadRequest("Request body is empty; send a JSON object");
  try {
    return { value: JSON.parse(text), text };
  } catch {
    throw new BadRequest("Request body is not valid JSON");
  }
}

async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PayloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
