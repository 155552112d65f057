import { db, sqlPool } from "@/lib/db";
import { API_KEY_PATTERN, hashSecret, hashesMatch } from "@/lib/auth/api-keys";
import { sessionUserId } from "@/lib/auth/session";
import type { Caller } from "@/lib/auth/caller";
import { env } from "@/lib/env";
import { Unauthorized } from "@/lib/errors";
import type { Role } from "@/lib/generated/prisma/enums";
import { rememberCaller, type Credential } from "@/lib/auth/known-callers";
import { bucketState, COUNT_REQUEST_ON_CONFLICT, windowStartOf, type Bucket, type BucketState } from "@/lib/rate-limit";

const LAST_USED_RESOLUTION_MS = 60_000;
export const CREDENTIAL_WINDOW_SECONDS = 60;

// The caller, and their credential's rate-limit bucket already counted for this request.
export type Authenticated = { caller: Caller; credentialLimit: BucketState };

type CallerRow = { userId: string; organizationId: number; role: Role; name: string; count: number | null; windowStart: Date | null };
type KeyRow = CallerRow & { id: number; keyHash: string; revokedAt: Date | null; lastUsedAt: Date | null; deactivated: boolean };

// Bearer API key first (an API client), else the next-auth session cookie (the browser UI).
// One statement per request looks the credential up and counts it against its limit
// (docs/decisions/055): this runs before every authenticated endpoint.
export async function authenticate(request: Request): Promise<Authenticated> {
  return authenticateCredential(await readCredential(request));
}

export async function authenticateCredential(credential: Credential): Promise<Authenticated> {
  const authenticated =
    credential.kind === "api_key" ? await authenticateApiKey(credential.keyHash) : await authenticateSession(credential.userId);
  rememberCaller(credential, authenticated.caller);
  return authenticated;
}

// The credential a request presents, checked for form only (no database).
export async function readCredential(request: Request): Promise<Credential> {
  const header = request.headers.get("authorization");
  if (header !== null) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new Unauthorized("Malformed Authorization header: expected Bearer <api key>");
    if (!API_KEY_PATTERN.test(match[1])) throw new Unauthorized("Invalid API key");
    return { kind: "api_key", keyHash: hashSecret(match[1]) };
  }
  const userId = await sessionUserId(request);
  if (!userId) throw new Unauthorized();
  return { kind: "session", userId };
}

export function credentialBucket(key: string): Bucket {
  return { key, limit: env().RATE_LIMIT_CREDENTIAL_PER_MINUTE, windowSeconds: CREDENTIAL_WINDOW_SECONDS };
}

const CALLER_COLUMNS = `u.id AS "userId", u.organization_id AS "organizationId", u.role::text AS role, u.name,
                        counted.count, counted.window_start AS "windowStart"`;

async function authenticateApiKey(keyHash: string): Promise<Authenticated> {
  // a revoked or unknown key, or one of a deactivated member, is not counted: it is refused below
  // either way; the user row is read on every request, so a role change or deactivation applies at once
  const { rows } = await sqlPool().query<KeyRow>({
    name: "authenticate_api_key",
    text: `WITH k AS (SELECT * FROM api_keys WHERE key_hash = $1),
                counted AS (
                  INSERT INTO rate_limit_buckets (key, window_start, count)
                  SELECT 'api_key:' || k.id, $2::timestamptz, 1 FROM k JOIN users ku ON ku.id = k.user_id
                   WHERE k.revoked_at IS NULL AND ku.deactivated_at IS NULL
                  ${COUNT_REQUEST_ON_CONFLICT}
                  RETURNING count, window_start)
           SELECT k.id, k.key_hash AS "keyHash", k.revoked_at AS "revokedAt", k.last_used_at AS "lastUsedAt",
                  u.deactivated_at IS NOT NULL AS deactivated, ${CALLER_COLUMNS}
             FROM k JOIN users u ON u.id = k.user_id LEFT JOIN counted ON true`,
    values: [keyHash, windowStartOf(CREDENTIAL_WINDOW_SECONDS)],
  });
  const row = rows[0];
  // the lookup is by hash; the constant-time comparison guards against any index-level shortcut
  if (!row || !hashesMatch(row.keyHash, keyHash)) throw new Unauthorized("Invalid API key");
  if (row.revokedAt) throw new Unauthorized("This API key has been revoked");
  if (row.deactivated) throw new Unauthorized("This API key belongs to a deactivated account");
  touchLastUsed(row.id, row.lastUsedAt);
  return toAuthenticated(row, { kind: "api_key", id: row.id });
}

async function authenticateSession(userId: string): Promise<Authenticated> {
  const { rows } = await sqlPool().query<CallerRow>({
    name: "authenticate_session",
    text: `WITH u AS (SELECT * FROM users WHERE id = $1 AND deactivated_at IS NULL),
                counted AS (
                  INSERT INTO rate_limit_buckets (key, window_start, count)
                  SELECT 'session:' || u.id, $2::timestamptz, 1 FROM u
                  ${COUNT_REQUEST_ON_CONFLICT}
                  RETURNING count, window_start)
           SELECT ${CALLER_COLUMNS} FROM u LEFT JOIN counted ON true`,
    values: [userId, windowStartOf(CREDENTIAL_WINDOW_SECONDS)],
  });
  const row = rows[0];
  if (!row) throw new Unauthorized("Your session has ended; sign in again");
  return toAuthenticated(row, { kind: "session", id: row.userId });
}

function toAuthenticated(row: CallerRow, credential: Caller["credential"]): Authenticated {
  const caller: Caller = { userId: row.userId, orgId: row.organizationId, role: row.role, name: row.name, credential };
  const bucket = credentialBucket(`${credential.kind}:${credential.id}`);
  return { caller, credentialLimit: bucketState(bucket, Number(row.count), row.windowStart!) };
}

export function touchLastUsed(id: number, lastUsedAt: Date | null) {
  const now = Date.now();
  if (lastUsedAt && now - lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  // not awaited: the request does not wait for bookkeeping, and a failure here is harmless
  db.apiKey
    .updateMany({
      where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - LAST_USED_RESOLUTION_MS) } }] },
      data: { lastUsedAt: new Date(now) },
    })
    .catch((error: unknown) => console.error("api key lastUsedAt update failed", error));
}
