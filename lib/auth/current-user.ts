import { cookies } from "next/headers";
import { cache } from "react";
import { ownerDb } from "@/lib/db/owner";
import { sessionUserIdFromCookies } from "@/lib/auth/session";
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
};

const currentUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  roleRow: { select: { name: true, permissions: true } },
  signInCount: true,
  organization: { select: { name: true, slug: true } },
} as const;

// The signed-in user for server components, or null (also for a deactivated member, whose session
// ends at once); cached so layout and page share one query per request.
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const jar = await cookies();
  const userId = await sessionUserIdFromCookies((name) => jar.get(name)?.value);
  if (!userId) return null;
  const user = await ownerDb.user.findFirst({ where: { id: userId, deactivatedAt: null }, select: currentUserSelect });
  if (!user) return null;
  const { roleRow, ...rest } = user;
  return { ...rest, roleName: roleRow.name, permissions: roleRow.permissions.filter(isPermission) };
});
