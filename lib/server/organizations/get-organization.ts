import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { organizationSelect } from "@/lib/schemas/organization";

// The caller's own organization; it always exists while the caller does.
export function getOrganization(caller: Caller) {
  return db.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: organizationSelect });
}
