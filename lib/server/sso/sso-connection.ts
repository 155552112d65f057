import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest, Conflict } from "@/lib/errors";
import { now } from "@/lib/clock";
import type { PutSsoBody } from "@/lib/schemas/sso";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { decryptSecret, encryptSecret } from "@/lib/server/webhooks/secret-box";
import { acsUrl, domainOf, spMetadataUrl } from "@/lib/auth/org-sso";
import { discover } from "@/lib/auth/org-oidc";
import { fetchMetadata, parseIdpMetadata } from "@/lib/auth/org-saml";

// The organization's single sign-on connection (docs/decisions/505), kept by who holds
// `settings.manage` (its routes declare it; the policies of prisma/policies/72-sso.sql keep it).
// The client secret and pasted metadata are taken, never answered.

type Row = { type: string; issuer: string | null; clientId: string | null; metadataUrl: string | null; enforce: boolean; defaultRoleId: number | null; groupRoles: unknown };

function view(organizationId: number, row: Row | null, domains: string[]) {
  return {
    type: (row?.type ?? null) as "oidc" | "saml" | null,
    issuer: row?.issuer ?? null,
    clientId: row?.clientId ?? null,
    metadataUrl: row?.metadataUrl ?? null,
    domains,
    enforce: row?.enforce ?? false,
    defaultRoleId: row?.defaultRoleId ?? null,
    groupRoles: (row?.groupRoles ?? {}) as Record<string, number>,
    spMetadataUrl: spMetadataUrl(organizationId),
    acsUrl: acsUrl(organizationId),
  };
}

const select = { type: true, issuer: true, clientId: true, metadataUrl: true, enforce: true, defaultRoleId: true, groupRoles: true, clientSecretEncrypted: true, metadataXml: true } as const;

async function domainsOf(tx: Tx | typeof db): Promise<string[]> {
  return (await tx.ssoDomain.findMany({ select: { domain: true }, orderBy: { domain: "asc" } })).map((d) => d.domain);
}

// GET /api/orgs/me/sso
export async function getSsoConnection(caller: Caller) {
  const [row, domains] = await Promise.all([db.ssoConnection.findFirst({ select }), domainsOf(db)]);
  return view(caller.orgId, row, domains);
}

const invalid = (path: string, message: string) => new BadRequest(`Invalid body: ${path}: ${message}`, [{ path, message }]);

// What the provider answers before anything is kept, so a typo shows at once rather than at the
// next member's sign-in (as connectSlack tries a token first).
async function checkProvider(body: PutSsoBody, secret: string | null, metadataXml: string | null) {
  if (body.type === "oidc") {
    try {
      await discover(body.issuer!, body.clientId!, secret!);
    } catch (error) {
      throw invalid("issuer", `the provider's discovery document could not be read at ${body.issuer}/.well-known/openid-configuration (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (body.type === "saml") {
    try {
      parseIdpMetadata(metadataXml ?? (await fetchMetadata(body.metadataUrl!)));
    } catch (error) {
      throw invalid(metadataXml ? "metadataXml" : "metadataUrl", `the identity provider's metadata could not be used: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

// PUT /api/orgs/me/sso: the whole connection at once. A domain is verified when the organization
// holds it already, or when no other organization does and the admin's own address is on it
// (docs/decisions/505); enforcing needs a connection and a domain.
export async function putSsoConnection(caller: Caller, body: PutSsoBody) {
  const existing = await db.ssoConnection.findFirst({ select });
  const sameType = existing?.type === body.type;
  const secret = body.clientSecret ?? null;
  if (body.type === "oidc") {
    if (!body.issuer) throw invalid("issuer", "an OpenID Connect connection needs the provider's issuer URL");
    if (!body.clientId) throw invalid("clientId", "an OpenID Connect connection needs the client id the provider gave");
    if (!secret && !(sameType && existing?.clientSecretEncrypted)) throw invalid("clientSecret", "an OpenID Connect connection needs the client secret the provider gave");
  }
  const metadataXml = body.type === "saml" ? (body.metadataXml ?? (sameType && !body.metadataUrl ? (existing?.metadataXml ?? null) : null)) : null;
  if (body.type === "saml" && !body.metadataUrl && !metadataXml) throw invalid("metadataUrl", "a SAML connection needs the identity provider's metadata URL or its XML");
  if (body.enforce && body.type === null) throw invalid("enforce", "single sign-on can only be enforced with a connection");
  if (body.enforce && body.domains.length === 0) throw invalid("enforce", "single sign-on can only be enforced with at least one verified domain");

  const roleIds = [...new Set([...(body.defaultRoleId === null ? [] : [body.defaultRoleId]), ...Object.values(body.groupRoles)])];
  const roles = roleIds.length ? await db.role.findMany({ where: { id: { in: roleIds } }, select: { id: true } }) : [];
  const missing = roleIds.find((id) => !roles.some((r) => r.id === id));
  if (missing !== undefined) throw invalid(body.defaultRoleId === missing ? "defaultRoleId" : "groupRoles", `no role ${missing} in the organization`);

  const storedSecret = body.type !== "oidc" ? null : secret ? encryptSecret(secret, "hiring-sso-client-secrets") : existing!.clientSecretEncrypted;
  // without a new secret the stored one is tried: the admin changed the issuer or client id only
  await checkProvider(body, body.type === "oidc" ? (secret ?? decryptSecret(storedSecret!, "hiring-sso-client-secrets")) : null, metadataXml);

  const me = await db.user.findUnique({ where: { id: caller.userId }, select: { email: true } });
  const ownDomain = me ? domainOf(me.email) : null;
  const domains = [...new Set(body.domains)];

  return db.$transaction(async (tx) => {
    const held = await domainsOf(tx);
    for (const domain of domains) {
      if (!held.includes(domain) && domain !== ownDomain) {
        throw invalid("domains", `${domain} can be added only by an admin whose own address is on it (yours is on ${ownDomain ?? "no domain"})`);
      }
    }
    await tx.ssoDomain.deleteMany({ where: { domain: { notIn: domains } } });
    for (const domain of domains.filter((d) => !held.includes(d))) {
      // the domain is the key across organizations: another organization's row, which the policies
      // hide, makes the insert do nothing
      const inserted = await tx.$executeRaw`
        INSERT INTO sso_domains (domain, organization_id, verified_by_id, created_at) VALUES (${domain}, ${caller.orgId}, ${caller.userId || null}, ${now()})
        ON CONFLICT (domain) DO NOTHING`;
      if (inserted === 0) throw new Conflict(`${domain} is verified by another organization; it can be the domain of one organization only`);
    }
    if (body.type === null) {
      await tx.ssoConnection.deleteMany({});
    } else {
      const data = {
        type: body.type,
        issuer: body.type === "oidc" ? body.issuer! : null,
        clientId: body.type === "oidc" ? body.clientId! : null,
        clientSecretEncrypted: storedSecret,
        metadataUrl: body.type === "saml" ? (body.metadataUrl ?? null) : null,
        metadataXml: body.type === "saml" && !body.metadataUrl ? metadataXml : null,
        enforce: body.enforce,
        defaultRoleId: body.defaultRoleId,
        groupRoles: body.groupRoles,
        updatedById: caller.userId || null,
        updatedAt: now(),
      };
      if (existing) await tx.ssoConnection.updateMany({ data });
      else await tx.ssoConnection.create({ data: { organizationId: caller.orgId, ...data } });
    }
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "sso.connection_updated",
      targetType: "organization",
      targetId: caller.orgId,
      metadata: { type: body.type, enforce: body.enforce, domains, secretChanged: Boolean(body.clientSecret) },
    });
    const row = await tx.ssoConnection.findFirst({ select });
    return view(caller.orgId, row, await domainsOf(tx));
  });
}
