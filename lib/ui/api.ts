// The browser's one way to call the API: same-origin fetch with the session cookie, JSON in and out,
// and an ApiError carrying the API's own message and status so screens can show it next to the action.

// One field a 400 names (DECISIONS.md, Errors): its path in the body and what is wrong with it.
export type ApiErrorDetail = { path: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly details: ApiErrorDetail[];
  constructor(message: string, status: number, details: ApiErrorDetail[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.details = details;
  }
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

export async function api<T>(
  method: Method,
  path: string,
  options: { body?: unknown; query?: Query; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  const init: RequestInit = { method, credentials: "same-origin", signal: options.signal, headers };
  if (options.body instanceof FormData) {
    init.body = options.body; // multipart: the browser writes the content type with its boundary
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("Could not reach the server. Check your connection and try again.", 0);
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(errorMessage(response.status, data), response.status, detailsOf(data));
  return data as T;
}

function errorMessage(status: number, data: unknown): string {
  if (data && typeof data === "object" && typeof (data as { error?: unknown }).error === "string") {
    return (data as { error: string }).error;
  }
  if (status === 401) return "Your session has ended. Sign in again.";
  if (status === 403) return "You do not have permission to do this.";
  if (status === 404) return "Not found. It may have been deleted or you no longer have access.";
  if (status === 429) return "Too many requests. Wait a moment and try again.";
  return `The server could not complete the request (HTTP ${status}).`;
}

function detailsOf(data: unknown): ApiErrorDetail[] {
  const details = data && typeof data === "object" ? (data as { details?: unknown }).details : undefined;
  if (!Array.isArray(details)) return [];
  return details.filter((d): d is ApiErrorDetail => typeof d?.path === "string" && typeof d?.message === "string");
}

// A message for any thrown value, for catch blocks in components.
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return "Something went wrong. Try again.";
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
