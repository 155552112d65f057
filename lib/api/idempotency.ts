import { createHash } from "node:crypto";
import { mapError } from "@/lib/api/map-error";
import { httpErrorResponse } from "@/lib/api/respond";
import { sqlPool } from "@/lib/db";
import { BadRequest, Conflict, IdempotencyConflict } from "@/lib/errors";
import { sweepNowAndThen } from "@/lib/db/sweep-now-and-then";
import { now } from "@/lib/clock";

// Idempotency-Key on every POST and PATCH (IETF draft "The
// Idempotency-Key HTTP Header Field"; docs/decisions/152). The first answer (2xx, or 4xx other
// than 429) is kept 24 hours per scope (a credential, or a client address on public endpoints);
// a retry with the same key and request gets it again with `Idempotent-Replayed: true`; the
// same key with another request is 422; while the first is still running, 409.

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEPT_MS = 24 * 60 * 60 * 1000;
// a claim older than this with no answer belongs to a request that died (statements time out
// after 10 s): the key may be used again
const ABANDONED_MS = 60 * 1000;
// response headers a replay repeats; the wrapper adds its own (request id, rate limits)
const KEPT_HEADERS = ["content-type", "cache-control", "etag", "location"];

type Stored = { fingerprint: string; status: number | null; headers: Record<string, string> | null; body: string | null; created_at: Date; age_ms: number };

// `answer` produces the response (it may throw, as handlers do); `request` identifies what is
// being asked: method, path and query, and the parsed body (or multipart fields and file).
export async function answerIdempotently(
  request: Request,
  scope: string,
  body: unknown,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || (request.method !== "POST" && request.method !== "PATCH")) return answer();
  if (!/^[\x20-\x7e]{1,255}$/.test(key)) {
    throw new BadRequest("Invalid Idempotency-Key header: use 1-255 printable ASCII characters, e.g. a UUID");
  }
  sweepExpired();
  const url = new URL(request.url);
  const fingerprint = sha256(JSON.stringify([request.method, url.pathname + url.search, body ?? null]));
  const replay = await claim(scope, key, fingerprint);
  if (replay) return replay;

  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    const known = mapError(error);
    if (!known) {
      await release(scope, key);
      throw error;
    }
    response = httpErrorResponse(known);
  }
  if ((response.status >= 200 && response.status < 300) || (response.status >= 400 && response.status < 500 && response.status !== 429)) {
    const text = await response.text();
    const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
    await sqlPool().query({
      name: "idempotency_complete",
      text: "UPDATE idempotency_keys SET status = $3, headers = $4, body = $5, completed_at = now() WHERE scope = $1 AND key = $2",
      values: [scope, key, response.status, JSON.stringify(headers), text],
    });
    return new Response(text, { status: response.status, headers: response.headers });
  }
  // a 429 or a 5xx is not an answer to keep: the key may be tried again
  await release(scope, key);
  return response;
}

// Takes the key for this request, or answers from what is stored: the kept response (replay),
// 422 for another request, 409 while it is being answered. Null: the caller answers.
async function claim(scope: string, key: string, fingerprint: string): Promise<Response | null> {
  for (;;) {
    const { rowCount } = await sqlPool().query({
      name: "idempotency_claim",
      text: `INSERT INTO idempotency_keys (scope, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (scope, key) DO NOTHING`,
      values: [scope, key, fingerprint, now()],
    });
    if (rowCount === 1) return null;
    const { rows } = await sqlPool().query<Stored>({
      name: "idempotency_read",
      text: `SELECT fingerprint, status, headers, body, created_at, (extract(epoch FROM $3::timestamptz - created_at) * 1000)::float8 AS age_ms
               FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      values: [scope, key, now()],
    });
    const stored = rows[0];
    if (!stored) continue; // released or swept meanwhile: claim again
    const age = stored.age_ms;
    if (age >= KEPT_MS || (stored.status === null && age >= ABANDONED_MS)) {
      // expired, or abandoned by a request that died: forget it (if nobody else did) and claim again
      await sqlPool().query({
        name: "idempotency_forget",
        text: "DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at = $3",
        values: [scope, key, stored.created_at],
      });
      continue;
    }
    if (stored.fingerprint !== fingerprint) {
      throw new IdempotencyConflict("This Idempotency-Key was already used with a different request; use a new key for a new request");
    }
    if (stored.status === null) {
      throw new Conflict("A request with this Idempotency-Key is still being answered; retry shortly");
    }
    return new Response(stored.body, { status: stored.status, headers: { ...stored.headers, "Idempotent-Replayed": "true" } });
  }
}

async function release(scope: string, key: string): Promise<void> {
  await sqlPool().query({
    name: "idempotency_release",
    text: "DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL",
    values: [scope, key],
  });
}

// Expired keys are deleted from the request path, a bounded batch at a time (docs/decisions/152).
const sweepExpired = sweepNowAndThen("idempotency keys", sweepExpiredIdempotencyKeys);

export async function sweepExpiredIdempotencyKeys(): Promise<void> {
  await sqlPool().query({
    name: "idempotency_sweep",
    text: `DELETE FROM idempotency_keys WHERE ctid IN (
             SELECT ctid FROM idempotency_keys WHERE created_at < $1::timestamptz - interval '24 hours' LIMIT 1000)`,
    values: [now()],
  });
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
