import { db } from "@/lib/db";
import { inAnyScope } from "@/lib/db/caller-scope";
import { sqlRows } from "@/lib/db/sql-rows";
import type { Caller } from "@/lib/auth/caller";
import { generateToken, hashSecret, hashesMatch } from "@/lib/auth/api-keys";
import { appUrl } from "@/lib/env";
import { now } from "@/lib/clock";
import { Prisma } from "@/lib/generated/prisma/client";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// The organization's SCIM bearer token (docs/decisions/497): shown once when made, only its SHA-256
// hash kept, as an API key's is. One per organization: a new one replaces the old at once.
export const SCIM_TOKEN_PREFIX = "scim_";
const SCIM_TOKEN_PATTERN = /^scim_[A-Za-z0-9_-]{43}$/;

export function scimBaseUrl(): string {
  return `${appUrl()}/scim/v2`;
}

export async function getScimSettings(_caller: Caller) {
  const token = await db.scimToken.findFirst({ select: { createdAt: true } });
  return { enabled: token !== null, createdAt: token?.createdAt.toISOString() ?? null, baseUrl: scimBaseUrl() };
}

export async function makeScimToken(caller: Caller) {
  const token = `${SCIM_TOKEN_PREFIX}${generateToken()}`;
  const createdAt = now();
  await db.$transaction(async (tx) => {
    // the policies keep the delete to the caller's organization's one token
    const earlier = await tx.scimToken.deleteMany();
    await tx.scimToken.create({ data: { organizationId: caller.orgId, tokenHash: hashSecret(token), createdById: caller.userId || null, createdAt } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "scim.token_created",
      targetType: "organization",
      targetId: caller.orgId,
      metadata: { replaced: earlier.count > 0 },
    });
  });
  return { token, createdAt: createdAt.toISOString() };
}

export async function revokeScimToken(caller: Caller) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.scimToken.deleteMany();
    if (count > 0) await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "scim.token_revoked", targetType: "organization", targetId: caller.orgId });
  });
  return { enabled: false, createdAt: null, baseUrl: scimBaseUrl() };
}

// The organization a presented SCIM token belongs to, or null. The lookup is by hash through the
// database's scim_token_lookup() (no caller yet); the constant-time comparison guards against any
// index-level shortcut, as for API keys.
export async function organizationOfScimToken(authorization: string | null): Promise<number | null> {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization.trim()) : null;
  if (!match || !SCIM_TOKEN_PATTERN.test(match[1])) return null;
  const presented = hashSecret(match[1]);
  const [row] = await inAnyScope(() =>
    sqlRows<{ organization_id: number; token_hash: string }[]>(Prisma.sql`SELECT organization_id, token_hash FROM scim_token_lookup(${presented}::text)`),
  );
  if (!row || !hashesMatch(row.token_hash, presented)) return null;
  return row.organization_id;
}

