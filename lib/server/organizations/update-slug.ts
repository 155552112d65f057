import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import { invalidatePublicBoard } from "@/lib/cache/public-board";
import { organizationSelect } from "@/lib/schemas/organization";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

const TAKEN = "That slug is already used by another organization; choose another";

// For `settings.manage`, which its route declares. The unique index decides races between two organizations wanting the same slug.
export async function updateSlug(caller: Caller, slug: string) {
  const { before, organization } = await db
    .$transaction(async (tx) => {
      const current = await tx.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: organizationSelect });
      if (current.slug === slug) return { before: current, organization: current };
      const holder = await tx.organization.findUnique({ where: { slug }, select: { id: true } });
      if (holder) throw new Conflict(TAKEN);
      const updated = await tx.organization.update({ where: { id: caller.orgId }, data: { slug }, select: organizationSelect });
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "organization.slug_updated",
        targetType: "organization",
        targetId: caller.orgId,
        metadata: { before: { slug: current.slug }, after: { slug } },
      });
      return { before: current, organization: updated };
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown })?.code === "P2002") throw new Conflict(TAKEN);
      throw error;
    });
  if (before.slug !== organization.slug) invalidatePublicBoard(before.slug, organization.slug);
  return organization;
}
