import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import type { ConnectBambooHrBody } from "@/lib/schemas/new-hire";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { encryptSecret } from "@/lib/server/webhooks/secret-box";
import { tryBambooHrKey, BambooHrError } from "./bamboohr-client";

const select = { companyDomain: true, updatedAt: true } as const;
const view = (row: { companyDomain: string; updatedAt: Date } | null) => ({
  connected: row !== null,
  companyDomain: row?.companyDomain ?? null,
  connectedAt: row?.updatedAt ?? null,
});

// The organization's BambooHR connection is kept by who holds `settings.manage`, which its routes declare.

// GET /api/orgs/me/bamboohr: whether new hires go to BambooHR, and to which company; never the key.
export async function getBambooHrConnection(_caller: Caller) {
  return view(await db.bambooHrConnection.findFirst({ select }));
}

// PUT /api/orgs/me/bamboohr: the key is tried with a cheap read before it is kept, encrypted
// (docs/decisions/483); a key BambooHR refuses is a 400 and nothing is stored. Replaces an earlier one.
export async function connectBambooHr(caller: Caller, body: ConnectBambooHrBody) {
  try {
    await tryBambooHrKey(body);
  } catch (error) {
    const reason = error instanceof BambooHrError ? error.message : "BambooHR did not answer";
    throw new BadRequest(`Invalid body: apiKey: BambooHR did not accept the subdomain and key (${reason})`, [{ path: "apiKey", message: "BambooHR did not accept this subdomain and key" }]);
  }
  return db.$transaction(async (tx) => {
    const key = encryptSecret(body.apiKey, "hiring-bamboohr-keys");
    await tx.$executeRaw`
      INSERT INTO bamboohr_connections (organization_id, company_domain, api_key_encrypted, connected_by_id)
      VALUES (${caller.orgId}, ${body.companyDomain}, ${key}, ${caller.userId})
      ON CONFLICT (organization_id) DO UPDATE SET company_domain = EXCLUDED.company_domain, api_key_encrypted = EXCLUDED.api_key_encrypted,
        connected_by_id = EXCLUDED.connected_by_id, updated_at = now()`;
    const row = await tx.bambooHrConnection.findFirstOrThrow({ select });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "bamboohr.connected", targetType: "organization", targetId: caller.orgId, targetLabel: body.companyDomain, metadata: { companyDomain: body.companyDomain } });
    return view(row);
  });
}

// DELETE /api/orgs/me/bamboohr: the key is forgotten; hand-offs not made yet fail, saying so.
export async function disconnectBambooHr(caller: Caller) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.bambooHrConnection.deleteMany({});
    if (count > 0) await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "bamboohr.disconnected", targetType: "organization", targetId: caller.orgId });
    return view(null);
  });
}
