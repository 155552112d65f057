import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { BadRequest } from "@/lib/errors";
import { MAX_TAGS_PER_CANDIDATE, sortTags } from "@/lib/schemas/candidate-tag";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

export type TagChange = { added: string[]; removed: string[]; respelled: { from: string; to: string }[] };

// Makes a candidate's tags exactly `next` (already distinct up to case), in the caller's
// transaction, with the candidate locked: a tag kept in another case is respelled, not removed and
// added. One audit entry names what changed; nothing changed writes nothing.
export async function setCandidateTags(
  tx: Tx,
  caller: Caller,
  candidate: { id: number; name: string },
  next: string[],
  { undo = false } = {},
): Promise<{ tags: string[]; change: TagChange }> {
  if (next.length > MAX_TAGS_PER_CANDIDATE) {
    throw new BadRequest(`A candidate can have at most ${MAX_TAGS_PER_CANDIDATE} tags`, [
      { path: "tags", message: `must have at most ${MAX_TAGS_PER_CANDIDATE} different tags` },
    ]);
  }
  const existing = await tx.candidateTag.findMany({ where: { candidateId: candidate.id }, select: { id: true, label: true } });
  const byKey = new Map(existing.map((t) => [t.label.toLowerCase(), t]));
  const wanted = new Map(next.map((label) => [label.toLowerCase(), label]));
  const change: TagChange = { added: [], removed: [], respelled: [] };

  const gone = existing.filter((t) => !wanted.has(t.label.toLowerCase()));
  if (gone.length > 0) await tx.candidateTag.deleteMany({ where: { id: { in: gone.map((t) => t.id) } } });
  change.removed = gone.map((t) => t.label);
  for (const [key, label] of wanted) {
    const kept = byKey.get(key);
    if (!kept) {
      await tx.candidateTag.create({ data: { organizationId: caller.orgId, candidateId: candidate.id, label, addedById: caller.userId } });
      change.added.push(label);
    } else if (kept.label !== label) {
      await tx.candidateTag.update({ where: { id: kept.id }, data: { label } });
      change.respelled.push({ from: kept.label, to: label });
    }
  }

  if (change.added.length + change.removed.length + change.respelled.length > 0) {
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "candidate.tags_changed",
      targetType: "candidate",
      targetId: candidate.id,
      targetLabel: candidate.name,
      metadata: { ...Object.fromEntries(Object.entries(change).filter(([, list]) => list.length > 0)), ...(undo ? { undo: true } : {}) },
    });
  }
  return { tags: sortTags(next), change };
}
