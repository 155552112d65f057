import { afterAll, beforeAll } from "vitest";
import { checkResponse } from "./response-check";
import { startApiServer } from "./api-server";

export type ApiResult<T = any> = { status: number; body: T; headers: Headers };
export type CallOptions = {
  key?: string; // Bearer API key
  cookie?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  form?: FormData; // a multipart/form-data body (fetch writes its boundary)
};

let server: Awaited<ReturnType<typeof startApiServer>> | undefined;

// One server per test file; call at the top level of the file.
export function withApi(options: Parameters<typeof startApiServer>[0] = {}) {
  beforeAll(async () => {
    server = await startApiServer(options);
  });
  afterAll(async () => {
    await server?.close();
    server = undefined;
  });
  return { call, baseUrl: () => server!.baseUrl };
}

export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  if (!server) throw new Error("withApi() must be called in this test file");
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | FormData | undefined = options.form ?? options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // leave non-JSON bodies as text so a test can assert on them
  }
  // every response must match the operation's documented response for its status
  const mismatch = checkResponse(method, path, response.status, parsed, response.headers);
  if (mismatch) throw new Error(`Response does not match /api/openapi.json: ${mismatch}`);
  return { status: response.status, body: parsed as T, headers: response.headers };
}
