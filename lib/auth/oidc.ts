import type { Provider } from "next-auth/providers/index";
import { ownerDb } from "@/lib/db/owner";
import { recordSignIn } from "@/lib/auth/record-sign-in";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { DEFAULT_ROLE } from "@/lib/auth/permissions";

export const OIDC_PROVIDER_ID = "oidc";

// What resolveOidcUser reads of the ID token's claims (profile() below).
export type OidcProfile = { id: string; email: string; emailVerified: boolean; name: string; orgClaim: string | null };

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
    profile(profile: Record<string, unknown>): OidcProfile {
      return {
        id: String(profile.sub),
        name: String(profile.name ?? profile.email ?? "User"),
        email: String(profile.email ?? "").toLowerCase(),
        // only the boolean true OpenID Connect Core defines counts: a missing or "true" claim is not a verification
        emailVerified: profile.email_verified === true,
        orgClaim: profile[env().OIDC_ORG_CLAIM] == null ? null : String(profile[env().OIDC_ORG_CLAIM]),
      };
    },
  } as Provider;
}

// The ?error= codes of a refusal; each has a sentence in Recruiter.SignIn.LoginPage.errors.
export type OidcRefusal = "NotInOrganization" | "AccountDeactivated" | "EmailNotVerified" | "IdentityMismatch";
export type OidcOutcome = { userId: string } | { refused: OidcRefusal };

const select = { id: true, organizationId: true, idpSubject: true, deactivatedAt: true } as const;

// A person signing in through the identity provider is let in when their organization claim
// names an organization here (its idpOrgId). The subject (`sub`) is the only key once linked: a
// linked subject signs in as its account, and an account linked to one subject never lets another
// in. An unlinked subject is linked to the account with its e-mail, or created as an interviewer,
// only when the provider says it verified that e-mail (docs/decisions/444). A deactivated or
// removed member is refused: the identity provider cannot bring them back (docs/decisions/173).
export async function resolveOidcUser(profile: OidcProfile): Promise<OidcOutcome> {
  const refuse = (refused: OidcRefusal, detail: Record<string, unknown>): OidcOutcome => {
    // the page says why in one sentence; who and what is for the operator's log (no e-mail in it)
    logger().warn({ component: "sso", refused, subject: profile.id, orgClaim: profile.orgClaim, ...detail }, "single sign-on refused");
    return { refused };
  };
  if (!profile.orgClaim) return refuse("NotInOrganization", { reason: "no organization claim" });
  const organization = await ownerDb.organization.findUnique({ where: { idpOrgId: profile.orgClaim }, select: { id: true } });
  if (!organization) return refuse("NotInOrganization", { reason: "no organization has this idpOrgId" });

  // A linked subject signs in whatever its e-mail claims now: `sub` is the provider's stable,
  // never-reassigned key (OpenID Connect Core 5.7), and the link itself was made on a verified address.
  const linked = await ownerDb.user.findUnique({ where: { idpSubject: profile.id }, select });
  if (linked) {
    if (linked.organizationId !== organization.id) return refuse("NotInOrganization", { reason: "the subject's account is in another organization", userId: linked.id });
    if (linked.deactivatedAt) return refuse("AccountDeactivated", { reason: "deactivated", userId: linked.id });
    await recordSignIn(linked.id);
    return { userId: linked.id };
  }

  if (!profile.email || !profile.emailVerified) {
    return refuse("EmailNotVerified", { reason: profile.email ? "email_verified is not true" : "no email claim" });
  }
  const byEmail = await ownerDb.user.findUnique({ where: { email: profile.email }, select });
  if (byEmail) {
    if (byEmail.organizationId !== organization.id) return refuse("NotInOrganization", { reason: "the e-mail's account is in another organization", userId: byEmail.id });
    if (byEmail.idpSubject) return refuse("IdentityMismatch", { reason: "the e-mail's account is linked to another subject", userId: byEmail.id });
    if (byEmail.deactivatedAt) return refuse("AccountDeactivated", { reason: "deactivated", userId: byEmail.id });
    // only while still unlinked: of two first sign-ins with different subjects at once, one links
    const { count } = await ownerDb.user.updateMany({ where: { id: byEmail.id, idpSubject: null }, data: { idpSubject: profile.id } });
    if (count === 0) return refuse("IdentityMismatch", { reason: "linked to another subject meanwhile", userId: byEmail.id });
    await recordSignIn(byEmail.id);
    return { userId: byEmail.id };
  }
  const created = await ownerDb.user.create({
    data: {
      organizationId: organization.id,
      email: profile.email,
      name: profile.name,
      role: DEFAULT_ROLE,
      idpSubject: profile.id,
    },
    select: { id: true },
  });
  await recordSignIn(created.id);
  return { userId: created.id };
}
