import { checkResponse } from "./response-check";

export type FormFile = { name: string; bytes: Buffer; type?: string };

// POSTs multipart/form-data the way a browser's FormData does and checks the answer against the
// OpenAPI document, like call() does for JSON.
export async function postForm(baseUrl: string, path: string, fields: Record<string, string>, file?: FormFile, moreFiles: Record<string, FormFile> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  for (const [part, f] of Object.entries(moreFiles)) form.append(part, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "application/octet-stream" }), f.name);
  const response = await fetch(`${baseUrl}${path}`, { method: "POST", body: form });
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  const mismatch = checkResponse("POST", path, response.status, body, response.headers);
  if (mismatch) throw new Error(`Response does not match /api/openapi.json: ${mismatch}`);
  return { status: response.status, body };
}

// GETs a binary body (a résumé) with an API key; the body is checked as text like any non-JSON answer.
export async function getBytes(baseUrl: string, path: string, key?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get("content-type") ?? "").startsWith("application/json");
  const body = isJson ? JSON.parse(bytes.toString("utf8")) : bytes.toString("latin1");
  const mismatch = checkResponse("GET", path, response.status, body, response.headers);
  if (mismatch) throw new Error(`Response does not match /api/openapi.json: ${mismatch}`);
  return { status: response.status, headers: response.headers, bytes, body };
}
