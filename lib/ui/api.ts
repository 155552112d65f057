import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import type { BodyOf, Endpoint, MethodOf, PathOf, ResponseOf } from "./response-of";

// The browser's one way to call the API: same-origin fetch with the session cookie, JSON in and out,
// and an ApiError carrying the API's own message and status so screens can show it next to the action.

// One field a 400 names (OpenAPI document, Errors): its path in the body and what is wrong with it.
export type ApiErrorDetail = { path: string; message: string };

// Why a request failed when the API gave no words of its own ("server": it did, and they are the
// message); messageOf turns the others into the reader's words (Recruiter.Ui.ApiErrors, decision 431).
export type ApiErrorCode = "server" | "offline" | "signedOut" | "forbidden" | "notFound" | "tooManyRequests" | "failed";

export class ApiError extends Error {
  readonly status: number;
  readonly details: ApiErrorDetail[];
  readonly code: ApiErrorCode;
  constructor(message: string, status: number, details: ApiErrorDetail[] = [], code: ApiErrorCode = "server") {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.details = details;
    this.code = code;
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
  // onHeaders: the answer's headers, for a screen that shows what they say (a kept answer's age)
  options: { body?: unknown; query?: Query; signal?: AbortSignal; headers?: Record<string, string>; onHeaders?: (headers: Headers) => void } = {},
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
    // the message is for developers (the console, a test); a screen shows messageOf's words
    throw new ApiError(error instanceof Error ? error.message : String(error), 0, [], "offline");
  }
  // a body that is not JSON reads as none; an abort while the body arrives stays an abort, so a
  // screen that moved on to a newer request does not take the cut-off answer for an empty one
  const data = await response.json().catch((error: unknown) => {
    if (isAbort(error)) throw error;
    return null;
  });
  if (!response.ok) throw errorOf(response.status, data);
  options.onHeaders?.(response.headers);
  return data as T;
}

function errorOf(status: number, data: unknown): ApiError {
  if (data && typeof data === "object" && typeof (data as { error?: unknown }).error === "string") {
    return new ApiError((data as { error: string }).error, status, detailsOf(data));
  }
  return new ApiError(`HTTP ${status}`, status, detailsOf(data), codeOf(status));
}

function codeOf(status: number): ApiErrorCode {
  if (status === 401) return "signedOut";
  if (status === 403) return "forbidden";
  if (status === 404) return "notFound";
  if (status === 429) return "tooManyRequests";
  return "failed";
}

function detailsOf(data: unknown): ApiErrorDetail[] {
  const details = data && typeof data === "object" ? (data as { details?: unknown }).details : undefined;
  if (!Array.isArray(details)) return [];
  return details.filter((d): d is ApiErrorDetail => typeof d?.path === "string" && typeof d?.message === "string");
}

// A message for any thrown value, for catch blocks in components (useMessageOf gives it the
// screen's translator): the API's own words as it wrote them, else Recruiter.Ui.ApiErrors'.
export function messageOf(error: unknown, t: RecruiterT): string {
  if (error instanceof ApiError && error.code !== "server") return t(`Ui.ApiErrors.${error.code}`, { status: String(error.status) });
  if (error instanceof Error) return error.message;
  return t("Ui.ApiErrors.unknown");
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

// A call to a declared endpoint (lib/ui/response-of.ts): the method, the path's shape, the body and
// the answer are the declaration's, e.g. `call<typeof offerOperations.getOffer>("GET", `/api/offers/${id}`)`.
// A multipart body (FormData) is the same fields plus a file.
export function call<E extends Endpoint>(
  method: MethodOf<E>,
  path: PathOf<E>,
  options: { body?: BodyOf<E> | FormData; query?: Query; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ResponseOf<E>> {
  return api<ResponseOf<E>>(method as Method, path, options);
}
