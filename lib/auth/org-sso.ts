import { ownerDb } from "@/lib/db/owner";
import { now } from "@/lib/clock";
import { appUrl } from "@/lib/env";
import { DEFAULT_ROLE } from "@/lib/auth/permissions";
import { recordSignIn } from "@/lib/auth/record-sign-in";
import { logger } from "@/lib/observability/logger";
import { recordAudit } from "@/lib/server/audit/record-audit";

// Single sign-on per organization (docs/decisions/505), the part that runs before there is a caller:
// which organization's connection an address goes to, who the identity provider's person is here,
// whether a password may still sign in, and which SAML assertions were already used. All of it on
// the owner's client, as lib/auth/oidc.ts and lib/auth/sign-in.ts do.

export type SsoConnectionRow = {
  organizationId: number;
  type: string;
  issuer: string | null;
  clientId: string | null;
  clientSecretEncrypted: string | null;
  metadataUrl: string | null;
  metadataXml: string | null;
  enforce: boolean;
  defaultRoleId: number | null;
  groupRoles: unknown;
};

// The ?error= codes of a refused single sign-on; each has a sentence in Recruiter.SignIn.LoginPage.errors.
export type SsoRefusal =
  | "NotInOrganization"
  | "AccountDeactivated"
  | "EmailNotVerified"
  | "IdentityMismatch"
  | "SsoUnavailable"
  | "SsoClock"
  | "SsoRejected"
  | "SsoExpired";

// What the identity provider says of the person, once its answer was checked.
export type SsoIdentity = { subject: string; email: string; emailVerified: boolean; name: string; groups: string[] };

export const spEntityId = (organizationId: number) => `${appUrl()}/api/auth/sso/saml/${organizationId}/metadata`;
export const spMetadataUrl = spEntityId;
export const acsUrl = (organizationId: number) => `${appUrl()}/api/auth/sso/saml/${organizationId}/acs`;
export const oidcRedirectUri = () => `${appUrl()}/api/auth/sso/oidc/callback`;

export function domainOf(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at > 0 && at < email.length - 1 ? email.slice(at + 1).trim().toLowerCase() : null;
}

// The connection of the organization that verified the address's domain, or null: an unknown
// domain and a domain whose organization has no connection look the same to the caller.
export async function connectionForEmail(email: string): Promise<SsoConnectionRow | null> {
  const domain = domainOf(email);
  if (!domain) return null;
  const owner = await ownerDb.ssoDomain.findUnique({ where: { domain }, select: { organizationId: true } });
  return owner ? connectionOf(owner.organizationId) : null;
}

export async function connectionOf(organizationId: number): Promise<SsoConnectionRow | null> {
  // the owner's read of one organization's connection, named by the caller-less sign-in itself
  return ownerDb.ssoConnection.findUnique({ where: { organizationId } });
}

// The link between a member and the identity provider's subject, per organization, so that a
// subject of one organization's provider can never be taken for another's (or the deployment's).
const linkOf = (organizationId: number, subject: string) => `sso:${organizationId}:${subject}`;

const select = { id: true, organizationId: true, idpSubject: true, deactivatedAt: true } as const;

// Who signs in: the linked member, else the member with the verified address (linked now), else a
// new member with the role the connection gives newcomers (docs/decisions/505). The address must
// be on one of the organization's own verified domains, so no organization's provider can speak
// for an address another organization holds.
export async function resolveSsoMember(connection: SsoConnectionRow, identity: SsoIdentity): Promise<{ userId: string } | { refused: SsoRefusal }> {
  const organizationId = connection.organizationId;
  const refuse = async (refused: SsoRefusal, reason: string, userId?: string) => {
    await recordSsoRefusal(organizationId, refused, reason, userId);
    return { refused };
  };
  const email = identity.email.trim().toLowerCase();
  const domain = domainOf(email);
  const held = domain ? await ownerDb.ssoDomain.findUnique({ where: { domain }, select: { organizationId: true } }) : null;
  if (!held || held.organizationId !== organizationId) return refuse("NotInOrganization", "the address is on no domain this organization verified");
  if (!identity.emailVerified) return refuse("EmailNotVerified", "email_verified is not true");

  const link = linkOf(organizationId, identity.subject);
  const linked = await ownerDb.user.findUnique({ where: { idpSubject: link }, select });
  if (linked) {
    if (linked.deactivatedAt) return refuse("AccountDeactivated", "deactivated", linked.id);
    await recordSignIn(linked.id);
    return { userId: linked.id };
  }
  const byEmail = await ownerDb.user.findUnique({ where: { email }, select });
  if (byEmail) {
    if (byEmail.organizationId !== organizationId) return refuse("NotInOrganization", "the address's account is in another organization");
    if (byEmail.deactivatedAt) return refuse("AccountDeactivated", "deactivated", byEmail.id);
    if (byEmail.idpSubject && byEmail.idpSubject !== link) return refuse("IdentityMismatch", "the account is linked to another subject", byEmail.id);
    // only while still unlinked: of two first sign-ins with different subjects at once, one links
    const { count } = await ownerDb.user.updateMany({ where: { id: byEmail.id, idpSubject: null }, data: { idpSubject: link } });
    if (count === 0) return refuse("IdentityMismatch", "linked to another subject meanwhile", byEmail.id);
    await recordSignIn(byEmail.id);
    return { userId: byEmail.id };
  }
  const role = await newcomerRole(connection, identity.groups);
  const created = await ownerDb.$transaction(async (tx) => {
    const user = await tx.user.create({ data: { organizationId, email, name: identity.name || email, role, idpSubject: link }, select: { id: true, name: true } });
    await recordAudit(tx, { userId: null, name: "Single sign-on" }, {
      organizationId,
      action: "sso.member_created",
      targetType: "member",
      targetId: user.id,
      targetLabel: user.name,
      metadata: { name: user.name, role },
    });
    return user;
  });
  await recordSignIn(created.id);
  return { userId: created.id };
}

// A newcomer's role: of the roles their groups map to, the one granting the most permissions; else
// the connection's default role; else the least role. A role deleted since it was mapped is skipped.
async function newcomerRole(connection: SsoConnectionRow, groups: string[]): Promise<string> {
  const mapping = (connection.groupRoles ?? {}) as Record<string, number>;
  const mapped = groups.map((group) => mapping[group]).filter((id): id is number => typeof id === "number");
  const ids = [...new Set(mapped)];
  if (ids.length > 0) {
    const roles = await ownerDb.role.findMany({ where: { id: { in: ids }, organizationId: connection.organizationId }, select: { key: true, permissions: true } });
    roles.sort((a, b) => b.permissions.length - a.permissions.length || a.key.localeCompare(b.key));
    if (roles[0]) return roles[0].key;
  }
  if (connection.defaultRoleId !== null) {
    const role = await ownerDb.role.findFirst({ where: { id: connection.defaultRoleId, organizationId: connection.organizationId }, select: { key: true } });
    if (role) return role.key;
  }
  return DEFAULT_ROLE;
}

// The break-glass admin of an organization that enforces single sign-on: its earliest active member
// whose role may manage the settings (docs/decisions/505), who keeps a password for when the
// identity provider is down or misconfigured.
export async function breakGlassAdminId(organizationId: number): Promise<string | null> {
  const [row] = await ownerDb.$queryRaw<{ id: string }[]>`
    SELECT u.id FROM users u JOIN roles r ON r.organization_id = u.organization_id AND r.key = u.role
     WHERE u.organization_id = ${organizationId} AND u.deactivated_at IS NULL AND 'settings.manage' = ANY (r.permissions)
     ORDER BY u.created_at, u.id LIMIT 1`;
  return row?.id ?? null;
}

// Whether the organization enforces single sign-on for this member's password sign-in.
export async function passwordRefusedBySso(user: { id: string; organizationId: number }): Promise<boolean> {
  const connection = await ownerDb.ssoConnection.findUnique({ where: { organizationId: user.organizationId }, select: { enforce: true } });
  if (!connection?.enforce) return false;
  return (await breakGlassAdminId(user.organizationId)) !== user.id;
}

// Remembers an accepted SAML assertion until it expires; false when it was accepted before (a replay).
export async function rememberAssertion(organizationId: number, assertionId: string, expiresAt: Date): Promise<boolean> {
  const at = now();
  await ownerDb.ssoAssertion.deleteMany({ where: { expiresAt: { lt: at } } });
  const inserted = await ownerDb.$executeRaw`
    INSERT INTO sso_assertions (organization_id, assertion_id, expires_at) VALUES (${organizationId}, ${assertionId}, ${expiresAt})
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

// Takes back an SP-initiated SAML request the provider answered: true only once, before it expires.
export async function consumeRequest(organizationId: number, key: string): Promise<boolean> {
  const { count } = await ownerDb.ssoAssertion.deleteMany({ where: { organizationId, assertionId: key, expiresAt: { gt: now() } } });
  return count === 1;
}

// A refused single sign-on: in the organization's audit log (who, if known, and why) and one warn
// line for the operator; never the address, never a stack.
export async function recordSsoRefusal(organizationId: number, refused: SsoRefusal, reason: string, userId?: string): Promise<void> {
  logger().warn({ component: "sso", organizationId, refused, reason, userId }, "single sign-on refused");
  await recordAudit(ownerDb, { userId: null, name: "Single sign-on" }, {
    organizationId,
    action: "sso.sign_in_refused",
    targetType: "organization",
    targetId: organizationId,
    metadata: { refused, reason, ...(userId ? { userId } : {}) },
  });
}
