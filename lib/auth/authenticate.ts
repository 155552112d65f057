import { inAnyScope, withCaller } from "@/lib/db/caller-scope";
import { sqlRows } from "@/lib/db/sql-rows";
import { API_KEY_PATTERN, hashSecret, hashesMatch } from "@/lib/auth/api-keys";
import { sessionOf } from "@/lib/auth/session";
import type { Caller } from "@/lib/auth/caller";
import { nowMs } from "@/lib/clock";
import { env } from "@/lib/env";
import { Unauthorized } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { isPermission } from "@/lib/auth/permissions";
import { forgetCaller, knownCaller, rememberCaller, type Credential } from "@/lib/auth/known-callers";
import { bucketState, COUNT_REQUEST_ON_CONFLICT, windowStartOf, type Bucket, type BucketState } from "@/lib/rate-limit";

export const CREDENTIAL_WINDOW_SECONDS = 60;

// The caller, and their credential's rate-limit bucket already counted for this request.
export type Authenticated = { caller: Caller; credentialLimit: BucketState };
// ... and the body of a read built in the same statement (null: over the limit, or the statement's NULL)
export type AnsweredAsCaller = Authenticated & { body: string | null };

type Row = {
  keyId: number | null;
  keyHash: string | null;
  revoked: boolean;
  deactivated: boolean;
  userId: string;
  organizationId: number;
  role: string;
  name: string;
  permissions: string[];
  usable: boolean;
  mustEnrol: boolean;
  count: number | null;
  windowStart: Date | null;
  body: string | null;
};

// The credential a request presents, checked for form only (no database).
export async function readCredential(request: Request): Promise<Credential> {
  const header = request.headers.get("authorization");
  if (header !== null) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new Unauthorized("Malformed Authorization header: expected Bearer <api key>");
    if (!API_KEY_PATTERN.test(match[1])) throw new Unauthorized("Invalid API key");
    return { kind: "api_key", keyHash: hashSecret(match[1]) };
  }
  const session = await sessionOf(request);
  if (!session) throw new Unauthorized();
  return { kind: "session", userId: session.userId, sessionId: session.sessionId };
}

export function credentialBucket(key: string): Bucket {
  return { key, limit: env().RATE_LIMIT_CREDENTIAL_PER_MINUTE, windowSeconds: CREDENTIAL_WINDOW_SECONDS };
}

// Bearer API key first (an API client), else the next-auth session cookie (the browser UI): one
// statement looks the credential up and counts it against its limit, because every request pays
// for it and a round trip to PostgreSQL cost more server CPU than either query (docs/decisions/055,
// 210). A revoked or unknown key, or one of a deactivated member, is not counted. The user row is read on
// every request, so a role change or deactivation applies at once. The lookup is a function the app
// role may call (credential_lookup), so the statement runs on whatever settings its connection
// carries and the request switches them at most once, for its own caller (docs/decisions/321).
export async function authenticateCredential(credential: Credential): Promise<Authenticated> {
  const [row] = await inAnyScope(() => sqlRows<Row[]>(credentialStatement(credential)));
  const authenticated = toAuthenticated(credential, row);
  rememberCaller(credential, authenticated.caller);
  return authenticated;
}

// The same statement with a read's body, to answer a list in one round trip (docs/decisions/057,
// 312 for what it is worth on the bench): built for the caller this
// credential resolved to before, and computed only if it still resolves to exactly that caller
// (key not revoked; same active user, organization, role, name and permissions). Null when there is no such
// guess or it is stale (then forgotten, nothing counted): the request authenticates on its own.
// A revoked key or an ended session is refused here as in authenticateCredential.
export async function answerAsKnownCaller(
  credential: Credential,
  body: (caller: Caller) => Prisma.Sql | null | Promise<Prisma.Sql | null>,
): Promise<AnsweredAsCaller | null> {
  const guess = knownCaller(credential);
  if (!guess) return null;
  let sql: Prisma.Sql | null;
  try {
    sql = await body(guess);
  } catch {
    // input that does not parse or a refused read: the ordinary path keeps the error order
    return null;
  }
  if (!sql) return null;
  // as the guessed caller, so the body is read under the database's policies for that caller; the
  // statement itself checks that the credential still resolves to exactly that caller
  const [row] = await withCaller(guess, () => sqlRows<Row[]>(credentialStatement(credential, { caller: guess, body: sql })));
  if (!row || (row.usable && row.count === null)) {
    forgetCaller(credential);
    return null;
  }
  const authenticated = toAuthenticated(credential, row);
  return { ...authenticated, body: row.body };
}

// The one credential statement (bench/explain.ts times it as the server sends it). Without a body
// its text is fixed: one prepared statement for every plain check, keys and sessions alike.
export function credentialStatement(credential: Credential, read?: { caller: Caller; body: Prisma.Sql }): Prisma.Sql {
  const limit = env().RATE_LIMIT_CREDENTIAL_PER_MINUTE;
  const windowStart = windowStartOf(CREDENTIAL_WINDOW_SECONDS);
  const keyHash = credential.kind === "api_key" ? credential.keyHash : null;
  const sessionUser = credential.kind === "session" ? credential.userId : null;
  const sessionId = credential.kind === "session" ? credential.sessionId : null;
  const guess = read?.caller;
  const sameCaller = guess
    ? Prisma.sql`AND c.user_id = ${guess.userId} AND c.organization_id = ${guess.orgId} AND c.role = ${guess.role} AND c.name = ${guess.name} AND c.permissions = ${guess.permissions}::text[]`
    : Prisma.empty;
  // The body is built before the count's upsert (the upsert reads `answer`), so the bucket row is
  // locked only from the upsert to the commit and one credential's reads do not queue behind each
  // other's bodies. A bucket already full skips the body; a race past the limit builds one and drops it.
  const body = read
    ? Prisma.sql`CASE WHEN NOT EXISTS (SELECT 1 FROM rate_limit_buckets b WHERE b.key = usable.bucket
                   AND b.window_start = ${windowStart}::timestamptz AND b.count >= ${limit}) THEN (${read.body}) END`
    : Prisma.sql`NULL::text`;
  // credential_lookup (migration 20261129300000) reads the key and its member as the owner and
  // stamps a usable key's last use, at most once a minute; a session's row (migration
  // 20261207070000) likewise, and a revoked or expired one answers as revoked
  return Prisma.sql`
    WITH credential AS (
           SELECT c.key_id, c.key_hash, c.revoked, c.deactivated, c.user_id, c.organization_id, c.role, c.name, c.bucket, c.permissions, c.must_enrol
             FROM credential_lookup(${keyHash}::text, ${sessionUser}::text, ${new Date(nowMs())}::timestamptz, ${sessionId}::text) c),
         usable AS (SELECT c.bucket FROM credential c WHERE NOT c.revoked AND NOT c.deactivated ${sameCaller}),
         answer AS MATERIALIZED (SELECT ${body} AS body FROM usable),
         counted AS (
           INSERT INTO rate_limit_buckets (key, window_start, count)
           SELECT usable.bucket, ${windowStart}::timestamptz, 1 FROM usable CROSS JOIN answer
           ${Prisma.raw(COUNT_REQUEST_ON_CONFLICT)}
           RETURNING count, window_start)
    SELECT c.key_id AS "keyId", c.key_hash AS "keyHash", c.revoked, c.deactivated,
           c.user_id AS "userId", c.organization_id AS "organizationId", c.role, c.name, c.permissions,
           c.must_enrol AS "mustEnrol", NOT c.revoked AND NOT c.deactivated AS usable, counted.count, counted.window_start AS "windowStart",
           CASE WHEN counted.count <= ${limit} THEN answer.body END AS body
      FROM credential c LEFT JOIN answer ON true LEFT JOIN counted ON true`;
}

function toAuthenticated(credential: Credential, row: Row | undefined): Authenticated {
  if (credential.kind === "session") {
    if (!row || !row.usable) throw new Unauthorized("Your session has ended; sign in again");
  } else {
    // the lookup is by hash; the constant-time comparison guards against any index-level shortcut
    if (!row || !hashesMatch(row.keyHash!, credential.keyHash)) throw new Unauthorized("Invalid API key");
    if (row.revoked) throw new Unauthorized("This API key has been revoked");
    if (row.deactivated) throw new Unauthorized("This API key belongs to a deactivated account");
  }
  const id = credential.kind === "api_key" ? row.keyId! : row.userId;
  const caller: Caller = {
    userId: row.userId,
    orgId: row.organizationId,
    role: row.role,
    permissions: row.permissions.filter(isPermission),
    name: row.name,
    credential: credential.kind === "api_key" ? { kind: "api_key", id: row.keyId! } : { kind: "session", id: row.userId, sessionId: credential.sessionId },
    ...(row.mustEnrol ? { mustEnrolTwoFactor: true } : {}),
  };
  const bucket = credentialBucket(`${credential.kind}:${id}`);
  return { caller, credentialLimit: bucketState(bucket, Number(row.count), row.windowStart!) };
}
