import { answerIdempotently } from "@/lib/api/idempotency";
import type { RawBody } from "@/lib/api/pipeline/parse";
import type { Caller } from "@/lib/auth/caller";
import { withCaller } from "@/lib/db/caller-scope";
import { retryReadOnLostConnection } from "@/lib/db/database-errors";

// Step 5, run: the route's handler, once per Idempotency-Key and as the caller.

// A POST or PATCH with Idempotency-Key is answered once per key and request: a client that lost
// the answer to a network error can send the same request again without creating a second thing
// (lib/api/idempotency.ts; the key is per credential, or per client address on public endpoints).
export function once(request: Request, caller: Caller | null, address: string, raw: RawBody, answer: () => Promise<Response>): Promise<Response> {
  const scope = caller ? `${caller.credential.kind}:${caller.credential.id}` : `public:${address}`;
  const { file, files } = raw;
  const asked = [raw.fields, file && [file.fileName, file.size, file.head.toString("base64")], ...files.map((f) => [f.field, f.fileName, f.size, f.head.toString("base64")])];
  return answerIdempotently(request, scope, asked, answer);
}

// The one place where the handler (for a read route: its statement) runs with the authenticated
// caller; every database statement of the answer is made inside `handler`. A read (GET, HEAD) whose
// connection was lost runs again on a new connection, and only this part: the caller was
// identified and counted once, before, so the retry does not count the request twice. Writes are
// not repeated (the first may have committed); they answer 503.
export function runAsCaller<C extends Caller | null>(request: Request, caller: C, handler: (caller: C) => Promise<Response>): Promise<Response> {
  // the handler's queries run as the caller, under the database's row-level security policies
  // (lib/db/caller-scope.ts); a public route's as nobody, until its domain function names the
  // organization by a slug or token (`asPublic`)
  const asCaller = () => (caller ? withCaller(caller, () => handler(caller)) : handler(caller));
  return retryReadOnLostConnection(request.method, asCaller);
}
