import { db, sqlPool } from "@/lib/db";
import { API_KEY_PATTERN, hashSecret, hashesMatch } from "@/lib/auth/api-keys";
import { sessionUserId } from "@/lib/auth/session";
import type { Caller } from "@/lib/auth/caller";
import { Unauthorized } from "@/lib/errors";
import type { Role } from "@/lib/generated/prisma/enums";

const LAST_USED_RESOLUTION_MS = 60_000;

const callerUserSelect = { id: true, organizationId: true, role: true, name: true } as const;

type KeyRow = {
  id: number;
  keyHash: string;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  userId: string;
  organizationId: number;
  role: Role;
  name: string;
};

// Bearer API key first (an API client), else the next-auth session cookie (the browser UI).
export async function authenticate(request: Request): Promise<Caller> {
  const header = request.headers.get("authorization");
  if (header !== null) return authenticateApiKey(header);
  const userId = await sessionUserId(request);
  if (!userId) throw new Unauthorized();
  const user = await db.user.findUnique({ where: { id: userId }, select: callerUserSelect });
  if (!user) throw new Unauthorized("Your session has ended; sign in again");
  return {
    userId: user.id,
    orgId: user.organizationId,
    role: user.role,
    name: user.name,
    credential: { kind: "session", id: user.id },
  };
}

async function authenticateApiKey(header: string): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new Unauthorized("Malformed Authorization header: expected Bearer <api key>");
  const key = match[1];
  if (!API_KEY_PATTERN.test(key)) throw new Unauthorized("Invalid API key");
  const keyHash = hashSecret(key);
  // on every API request: one round trip, a named (prepared) statement on the plain pool
  const { rows } = await sqlPool().query<KeyRow>({
    name: "authenticate_api_key",
    text: `SELECT k.id, k.key_hash AS "keyHash", k.revoked_at AS "revokedAt", k.last_used_at AS "lastUsedAt",
                  u.id AS "userId", u.organization_id AS "organizationId", u.role::text AS role, u.name
             FROM api_keys k JOIN users u ON u.id = k.user_id
            WHERE k.key_hash = $1`,
    values: [keyHash],
  });
  const row = rows[0];
  const record = row && {
    ...row,
    user: { id: row.userId, organizationId: row.organizationId, role: row.role, name: row.name },
  };
  // the lookup is by hash; the constant-time comparison guards against any index-level shortcut
  if (!record || !hashesMatch(record.keyHash, keyHash)) throw new Unauthorized("Invalid API key");
  if (record.revokedAt) throw new Unauthorized("This API key has been revoked");
  touchLastUsed(record.id, record.lastUsedAt);
  return {
    userId: record.user.id,
    orgId: record.user.organizationId,
    role: record.user.role,
    name: record.user.name,
    credential: { kind: "api_key", id: record.id },
  };
}

function touchLastUsed(id: number, lastUsedAt: Date | null) {
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
