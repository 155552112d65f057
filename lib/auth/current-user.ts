import { cookies } from "next/headers";
import { cache } from "react";
import { ownerDb } from "@/lib/db/owner";
import { sessionFromCookies } from "@/lib/auth/session";
import { liveSession } from "@/lib/auth/user-sessions";
import { isPermission, type Permission } from "@/lib/auth/permissions";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  // the key of their role, for display; screens ask can(user, permission)
  role: string;
  roleName: string;
  permissions: Permission[];
  // how many times they have signed in, this session included: 1 greets a newcomer (decision 174)
  signInCount: number;
  organization: { name: string; slug: string };
  // this session's row (docs/decisions/490)
  sessionId: string;
  // a password session in an organization that requires two-factor, before the member set it up:
  // every recruiter page but the enrolment sends them there
  mustEnrolTwoFactor: boolean;
  twoFactorEnabled: boolean;
  // the agency they recruit for (docs/decisions/504): their screens are that agency's page alone
  agencyId: number | null;
  agencyName: string | null;
};

const currentUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  roleRow: { select: { name: true, permissions: true } },
  signInCount: true,
  organization: { select: { name: true, slug: true, requireTwoFactor: true } },
  totpEnabledAt: true,
  agencyId: true,
  agency: { select: { name: true } },
} as const;

// The signed-in user for server components, or null (also for a deactivated member, and for a
// session signed out, revoked or expired: its row decides); cached so layout and page share one
// lookup per request.
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const jar = await cookies();
  const ref = await sessionFromCookies((name) => jar.get(name)?.value);
  if (!ref) return null;
  const [session, user] = await Promise.all([
    liveSession(ref.userId, ref.sessionId),
    ownerDb.user.findFirst({ where: { id: ref.userId, deactivatedAt: null }, select: currentUserSelect }),
  ]);
  if (!session || !user) return null;
  const { roleRow, totpEnabledAt, organization, agency, ...rest } = user;
  return {
    ...rest,
    organization: { name: organization.name, slug: organization.slug },
    roleName: roleRow.name,
    permissions: roleRow.permissions.filter(isPermission),
    sessionId: ref.sessionId,
    mustEnrolTwoFactor: organization.requireTwoFactor && session.signInMethod === "password" && totpEnabledAt === null,
    twoFactorEnabled: totpEnabledAt !== null,
    agencyName: agency?.name ?? null,
  };
});
