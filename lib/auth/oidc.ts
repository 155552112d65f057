import type { Provider } from "next-auth/providers/index";
import { db } from "@/lib/db";
import { recordSignIn } from "@/lib/auth/record-sign-in";
import { env } from "@/lib/env";

export const OIDC_PROVIDER_ID = "oidc";

// An optional OpenID Connect provider, configured entirely by environment (README, "Single sign-on").
export function oidcProvider(): Provider | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME } = env();
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    id: OIDC_PROVIDER_ID,
    name: OIDC_NAME,
    type: "oauth",
    wellKnown: `${OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    profile(profile: Record<string, unknown>) {
      return {
        id: String(profile.sub),
        name: String(profile.name ?? profile.email ?? "User"),
        email: String(profile.email ?? "").toLowerCase(),
        orgClaim: profile[env().OIDC_ORG_CLAIM] == null ? null : String(profile[env().OIDC_ORG_CLAIM]),
      };
    },
  } as Provider;
}

export type OidcOutcome = { userId: string } | { refused: "NotInOrganization" | "AccountDeactivated" };

// A person signing in through the identity provider is let in when their organization claim
// names an organization here (its idpOrgId); a first-time user is created as an interviewer.
// A deactivated or removed member is refused: the identity provider cannot bring them back
// (docs/decisions/173).
export async function resolveOidcUser(profile: { id: string; email: string; name: string; orgClaim: string | null }): Promise<OidcOutcome> {
  const outside = { refused: "NotInOrganization" } as const;
  if (!profile.orgClaim || !profile.email) return outside;
  const organization = await db.organization.findUnique({ where: { idpOrgId: profile.orgClaim }, select: { id: true } });
  if (!organization) return outside;
  const select = { id: true, organizationId: true, idpSubject: true, deactivatedAt: true } as const;
  // the account this subject is linked to wins over one that only shares the address
  const existing =
    (await db.user.findUnique({ where: { idpSubject: profile.id }, select })) ??
    (await db.user.findUnique({ where: { email: profile.email }, select }));
  if (existing) {
    if (existing.organizationId !== organization.id) return outside;
    if (existing.deactivatedAt) return { refused: "AccountDeactivated" };
    if (!existing.idpSubject) await db.user.update({ where: { id: existing.id }, data: { idpSubject: profile.id } });
    await recordSignIn(existing.id);
    return { userId: existing.id };
  }
  const created = await db.user.create({
    data: {
      organizationId: organization.id,
      email: profile.email,
      name: profile.name,
      role: "interviewer",
      idpSubject: profile.id,
    },
    select: { id: true },
  });
  await recordSignIn(created.id);
  return { userId: created.id };
}
