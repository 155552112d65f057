import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import type { ReplaceRejectionReasonsBody } from "@/lib/schemas/rejection-reason";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { listRejectionReasons } from "./list-rejection-reasons";

// PUT /api/orgs/me/rejection-reasons (docs/decisions/281), for `settings.manage` (its route declares it): the list in the order
// given. Items with an id change that reason; items without one are created, or take back a
// reason of that label left out of the list; reasons left out are deleted, or archived (and kept
// last) while a rejection names them. One audit entry names what changed.
export async function replaceRejectionReasons(caller: Caller, body: ReplaceRejectionReasonsBody) {
  return db.$transaction(async (tx) => {
    // concurrent replacements of one organization's list queue up here
    await tx.$queryRaw`SELECT id FROM rejection_reasons ORDER BY id FOR UPDATE`;
    const existing = await tx.rejectionReason.findMany({ select: { id: true, label: true, archivedAt: true } });
    const byId = new Map(existing.map((r) => [r.id, r]));
    const details = body.reasons.flatMap((item, index) =>
      item.id !== undefined && !byId.has(item.id) ? [{ path: `reasons.${index}.id`, message: "is not a rejection reason of this organization" }] : [],
    );
    if (details.length > 0) throw new BadRequest(`Invalid body: ${details.map((d) => `${d.path}: ${d.message}`).join("; ")}`, details);

    const named = new Set(body.reasons.flatMap((item) => (item.id === undefined ? [] : [item.id])));
    const leftOut = new Map(existing.filter((r) => !named.has(r.id)).map((r) => [r.label.toLowerCase(), r]));
    // an item without id whose label a left-out reason has is that reason (its rejections keep it)
    const items = body.reasons.map((item) => {
      const same = item.id === undefined ? leftOut.get(item.label.toLowerCase()) : undefined;
      if (same) leftOut.delete(item.label.toLowerCase());
      return { ...item, id: item.id ?? same?.id };
    });
    const dropped = [...leftOut.values()];
    const used = new Set(
      (await tx.application.findMany({ where: { rejectionReasonId: { in: dropped.map((r) => r.id) } }, distinct: ["rejectionReasonId"], select: { rejectionReasonId: true } })).map(
        (a) => a.rejectionReasonId,
      ),
    );
    const change = { added: [] as string[], renamed: [] as { from: string; to: string }[], archived: [] as string[], restored: [] as string[], removed: [] as string[] };
    const now = new Date();

    const removed = dropped.filter((r) => !used.has(r.id));
    if (removed.length > 0) await tx.rejectionReason.deleteMany({ where: { id: { in: removed.map((r) => r.id) } } });
    change.removed.push(...removed.map((r) => r.label));
    // renames go through a label no person can type, so two reasons may swap labels
    const renamed = items.filter((item) => item.id !== undefined && byId.get(item.id)!.label !== item.label);
    for (const item of renamed) await tx.rejectionReason.update({ where: { id: item.id! }, data: { label: `\u0001${item.id}` } });

    for (const [index, item] of items.entries()) {
      const archivedAt = item.archived ? now : null;
      if (item.id === undefined) {
        await tx.rejectionReason.create({ data: { organizationId: caller.orgId, label: item.label, position: index, archivedAt } });
        change.added.push(item.label);
        continue;
      }
      const before = byId.get(item.id)!;
      const wasArchived = before.archivedAt !== null;
      await tx.rejectionReason.update({ where: { id: item.id }, data: { label: item.label, position: index, ...(wasArchived === Boolean(item.archived) ? {} : { archivedAt }) } });
      if (before.label !== item.label) change.renamed.push({ from: before.label, to: item.label });
      if (!wasArchived && item.archived) change.archived.push(item.label);
      if (wasArchived && !item.archived) change.restored.push(item.label);
    }
    const kept = dropped.filter((r) => used.has(r.id));
    for (const [offset, reason] of kept.entries()) {
      await tx.rejectionReason.update({ where: { id: reason.id }, data: { position: items.length + offset, archivedAt: reason.archivedAt ?? now } });
      if (!reason.archivedAt) change.archived.push(reason.label);
    }

    const changed = Object.values(change).some((list) => list.length > 0);
    if (changed) {
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "organization.rejection_reasons_updated",
        targetType: "organization",
        targetId: caller.orgId,
        metadata: Object.fromEntries(Object.entries(change).filter(([, list]) => list.length > 0)),
      });
    }
    return listRejectionReasons(caller, tx);
  });
}
