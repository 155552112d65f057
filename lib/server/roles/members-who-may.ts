import type { Permission } from "@/lib/auth/permissions";
import type { Prisma } from "@/lib/generated/prisma/client";

// A condition on users: those whose role grants the permission (approvers, the admins a failing
// webhook is reported to), for queries that pick members by what they may do rather than by a role's name.
export function membersWhoMay(permission: Permission): Prisma.UserWhereInput {
  return { roleRow: { permissions: { has: permission } } };
}
