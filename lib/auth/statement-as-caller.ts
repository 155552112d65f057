import { hashesMatch } from "@/lib/auth/api-keys";
import { credentialBucket, CREDENTIAL_WINDOW_SECONDS, touchLastUsed, type Authenticated } from "@/lib/auth/authenticate";
import type { Caller } from "@/lib/auth/caller";
import type { Credential } from "@/lib/auth/known-callers";
import { env } from "@/lib/env";
import { sqlRows } from "@/lib/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { bucketState, COUNT_REQUEST_ON_CONFLICT, windowStartOf } from "@/lib/rate-limit";

type Row = { keyId: number | null; keyHash: string | null; lastUsedAt: Date | null; count: number; windowStart: Date; body: string | null };

export type AnsweredAsCaller = Authenticated & { body: string | null };

// One round trip for a read whose whole response body is one SQL statement (docs/decisions/057):
// the credential lookup, the count against its rate limit and the body, built for `caller`, the
// caller this credential resolved to before. The lookup matches only if the credential still
// resolves to exactly that caller (key not revoked; same active user, organization, role and name), so a
// body built for a stale guess is never computed, and nothing is counted: the answer is then null
// and the request takes the ordinary path. Over its limit, the body is not sent.
export async function answerAsCaller(credential: Credential, caller: Caller, body: Prisma.Sql): Promise<AnsweredAsCaller | null> {
  const [row] = await sqlRows<Row[]>(statementAsCaller(credential, caller, body));
  // as in authenticate(): the lookup is by hash, the comparison constant-time
  if (!row || (credential.kind === "api_key" && !hashesMatch(row.keyHash!, credential.keyHash))) return null;
  const verified: Caller = {
    ...caller,
    credential: credential.kind === "api_key" ? { kind: "api_key", id: row.keyId! } : { kind: "session", id: caller.userId },
  };
  if (verified.credential.kind === "api_key") touchLastUsed(verified.credential.id, row.lastUsedAt);
  const bucket = credentialBucket(`${verified.credential.kind}:${verified.credential.id}`);
  return { caller: verified, credentialLimit: bucketState(bucket, Number(row.count), row.windowStart), body: row.body };
}

// The statement itself (bench/explain.ts times it as the server sends it).
export function statementAsCaller(credential: Credential, caller: Caller, body: Prisma.Sql): Prisma.Sql {
  const limit = env().RATE_LIMIT_CREDENTIAL_PER_MINUTE;
  const sameCaller = Prisma.sql`u.id = ${caller.userId} AND u.organization_id = ${caller.orgId}
    AND u.role::text = ${caller.role} AND u.name = ${caller.name} AND u.deactivated_at IS NULL`;
  const found =
    credential.kind === "api_key"
      ? Prisma.sql`SELECT k.id AS key_id, k.key_hash, k.last_used_at, 'api_key:' || k.id AS bucket
           FROM api_keys k JOIN users u ON u.id = k.user_id
          WHERE k.key_hash = ${credential.keyHash} AND k.revoked_at IS NULL AND ${sameCaller}`
      : Prisma.sql`SELECT NULL::int AS key_id, NULL::text AS key_hash, NULL::timestamptz AS last_used_at, 'session:' || u.id AS bucket
           FROM users u WHERE u.id = ${credential.userId} AND ${sameCaller}`;
  const windowStart = windowStartOf(CREDENTIAL_WINDOW_SECONDS);
  // The body is built before the count's upsert (the upsert reads `answer`), so the bucket row is
  // locked only from the upsert to the commit and one credential's reads do not queue behind each
  // other's bodies. A bucket already full skips the body; a race past the limit builds one and drops it.
  return Prisma.sql`
    WITH credential AS (${found}),
         answer AS MATERIALIZED (
           SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM rate_limit_buckets b WHERE b.key = credential.bucket
                                          AND b.window_start = ${windowStart}::timestamptz AND b.count >= ${limit})
                       THEN (${body}) END AS body
             FROM credential),
         counted AS (
           INSERT INTO rate_limit_buckets (key, window_start, count)
           SELECT credential.bucket, ${windowStart}::timestamptz, 1 FROM credential CROSS JOIN answer
           ${Prisma.raw(COUNT_REQUEST_ON_CONFLICT)}
           RETURNING count, window_start)
    SELECT credential.key_id AS "keyId", credential.key_hash AS "keyHash", credential.last_used_at AS "lastUsedAt",
           counted.count, counted.window_start AS "windowStart",
           CASE WHEN counted.count <= ${limit} THEN answer.body END AS body
      FROM credential CROSS JOIN answer CROSS JOIN counted`;
}
