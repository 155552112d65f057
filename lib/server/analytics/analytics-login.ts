import { randomBytes } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { db, isEmbeddedDatabase } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { databaseUrl } from "@/lib/env";
import { Conflict } from "@/lib/errors";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// An organization's read-only database login for its BI tool (docs/decisions/488). Its routes
// declare `settings.manage`. Making and dropping a login is DDL only the tables' owner may run
// (CREATE ROLE), so those run as the owner, in one transaction with the row that names the login
// and the audit entry: a login is never made without its row, nor its row kept without the login.

const ROLE_NAME = /^hiring_analyst_[0-9]+_[a-z0-9]{20}$/;
const PASSWORD = /^[A-Za-z0-9_-]{43}$/;

function newRoleName(organizationId: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const suffix = Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join("");
  return `hiring_analyst_${organizationId}_${suffix}`;
}

function refuseEmbedded() {
  if (isEmbeddedDatabase()) {
    throw new Conflict("Analytics logins need a PostgreSQL server: the embedded database takes no connections. Start the app with DATABASE_URL set.");
  }
}

// GET /api/orgs/me/analytics-credentials: whether a login exists, and its name; never the password
export async function getAnalyticsLogin(_caller: Caller) {
  const row = await db.analyticsLogin.findFirst({ select: { roleName: true, createdAt: true } });
  return { exists: row !== null, user: row?.roleName ?? null, createdAt: row?.createdAt ?? null };
}

// POST /api/orgs/me/analytics-credentials: a new login, shown once; the organization's earlier one
// is dropped in the same transaction, so a leaked password ends with a new one.
export async function createAnalyticsLogin(caller: Caller) {
  refuseEmbedded();
  const user = newRoleName(caller.orgId);
  const password = randomBytes(32).toString("base64url");
  // both are made here from fixed alphabets; the checks keep them safe to splice into the DDL
  if (!ROLE_NAME.test(user) || !PASSWORD.test(password)) throw new Error("analytics login: unexpected name or password shape");
  await ownerDb.$transaction(async (tx) => {
    const earlier = await tx.analyticsLogin.findUnique({ where: { organizationId: caller.orgId }, select: { roleName: true } });
    if (earlier) await dropRole(tx, earlier.roleName);
    // a statement timeout and read-only transactions: a BI tool's heavy query is ended, never a write
    await tx.$executeRawUnsafe(`CREATE ROLE "${user}" LOGIN INHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS CONNECTION LIMIT 10 PASSWORD '${password}' IN ROLE hiring_analyst`);
    await tx.$executeRawUnsafe(`ALTER ROLE "${user}" SET statement_timeout = '60s'`);
    await tx.$executeRawUnsafe(`ALTER ROLE "${user}" SET default_transaction_read_only = on`);
    await tx.analyticsLogin.upsert({
      where: { organizationId: caller.orgId },
      create: { organizationId: caller.orgId, roleName: user, createdById: caller.userId },
      update: { roleName: user, createdById: caller.userId, createdAt: new Date() },
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "analytics_credentials.created",
      targetType: "organization",
      targetId: caller.orgId,
      metadata: { user, replaced: earlier?.roleName ?? null },
    });
  });
  const url = new URL(databaseUrl());
  return { host: url.hostname, port: Number(url.port || 5432), database: decodeURIComponent(url.pathname.replace(/^\//, "")), user, password };
}

// DELETE /api/orgs/me/analytics-credentials: the login is dropped; its open sessions end with it
export async function revokeAnalyticsLogin(caller: Caller) {
  refuseEmbedded();
  await ownerDb.$transaction(async (tx) => {
    const earlier = await tx.analyticsLogin.findUnique({ where: { organizationId: caller.orgId }, select: { roleName: true } });
    if (!earlier) return;
    await dropRole(tx, earlier.roleName);
    await tx.analyticsLogin.delete({ where: { organizationId: caller.orgId } });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "analytics_credentials.revoked", targetType: "organization", targetId: caller.orgId, metadata: { user: earlier.roleName } });
  });
  return { exists: false, user: null, createdAt: null };
}

type OwnerTx = Parameters<Parameters<typeof ownerDb.$transaction>[0]>[0];

async function dropRole(tx: OwnerTx, roleName: string) {
  if (!ROLE_NAME.test(roleName)) throw new Error("analytics login: unexpected role name");
  // its sessions first: a dropped role's open connection would keep reading until it disconnects
  await tx.$queryRawUnsafe(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1`, roleName);
  await tx.$executeRawUnsafe(`DROP ROLE IF EXISTS "${roleName}"`);
}
