import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/caller";
import { Forbidden } from "@/lib/errors";
import { invalidatePublicBoard } from "@/lib/cache/public-board";
import { organizationSelect, type UpdateBrandingBody } from "@/lib/schemas/organization";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// Admins only. Fields left out keep their value; an unchanged request writes nothing.
export async function updateBranding(caller: Caller, changes: UpdateBrandingBody) {
  if (!isAdmin(caller)) throw new Forbidden("Only admins can change the organization's branding");
  const organization = await db.$transaction(async (tx) => {
    const before = await tx.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: organizationSelect });
    const after = {
      logoUrl: changes.logoUrl === undefined ? before.logoUrl : changes.logoUrl,
      accentColor: changes.accentColor === undefined ? before.accentColor : changes.accentColor,
    };
    if (after.logoUrl === before.logoUrl && after.accentColor === before.accentColor) return before;
    const updated = await tx.organization.update({ where: { id: caller.orgId }, data: after, select: organizationSelect });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "organization.branding_updated",
      targetType: "organization",
      targetId: caller.orgId,
      metadata: { before: { logoUrl: before.logoUrl, accentColor: before.accentColor }, after },
    });
    return updated;
  });
  invalidatePublicBoard(organization.slug);
  return organization;
}
