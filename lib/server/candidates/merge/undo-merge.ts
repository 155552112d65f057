import { can, type Caller } from "@/lib/auth/caller";
import { nowMs } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { recordMergeAudit, type Moved } from "./merge-candidates";

export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

// POST /api/candidates/{id}/merge/undo (decision 352): the latest merge into this candidate is
// taken back if it is less than a day old: the merged record gets its applications, notes, tags
// and pool places back and is a record of its own again. Changes made since to what moved stay
// (a moved application keeps its new stage); tags and pool places the survivor had before stay.
// Its route declares `candidates.merge`; of those, only the member who merged, or one who may erase
// candidates, may undo it.
export async function undoMerge(caller: Caller, survivorId: number) {
  if (!isStorableId(survivorId)) throw new NotFound("Candidate");
  return db.$transaction(async (tx) => {
    const merge = await tx.candidateMerge.findFirst({ where: { survivorId, undoneAt: null }, orderBy: [{ mergedAt: "desc" }, { id: "desc" }] });
    if (!merge) throw new NotFound("Merge into this candidate");
    // an undo takes back someone's decision: only theirs to take back, or an admin's (issue 41)
    if (merge.mergedById !== caller.userId && !can(caller, "candidates.erase")) throw new Forbidden("Only the member who merged these candidates, or one who may erase candidates, may undo the merge");
    if (nowMs() - merge.mergedAt.getTime() > UNDO_WINDOW_MS) throw new Conflict("This merge is more than a day old and can no longer be undone");
    const [survivor, merged] = await tx.$queryRaw<{ id: number; name: string }[]>`
      SELECT id, name FROM candidates WHERE id = ANY(${[survivorId, merge.mergedId]}::int[]) ORDER BY (id = ${survivorId}) DESC FOR UPDATE`;
    if (!survivor || !merged) throw new NotFound("Candidate");
    const moved = merge.moved as Moved;

    await tx.application.updateMany({ where: { id: { in: moved.applicationIds }, candidateId: survivorId }, data: { candidateId: merge.mergedId, updatedAt: new Date() } });
    await tx.candidateNote.updateMany({ where: { id: { in: moved.noteIds }, candidateId: survivorId }, data: { candidateId: merge.mergedId } });
    if (moved.tagsAdded.length > 0) {
      await tx.candidateTag.deleteMany({ where: { candidateId: survivorId, label: { in: moved.tagsAdded } } });
    }
    if (moved.tagsOfMerged.length > 0) {
      await tx.candidateTag.createMany({ data: moved.tagsOfMerged.map((label) => ({ organizationId: caller.orgId, candidateId: merge.mergedId, label })), skipDuplicates: true });
    }
    if (moved.poolsAdded.length > 0) await tx.talentPoolMember.deleteMany({ where: { candidateId: survivorId, poolId: { in: moved.poolsAdded } } });
    if (moved.poolsOfMerged.length > 0) {
      await tx.talentPoolMember.createMany({ data: moved.poolsOfMerged.map((poolId) => ({ poolId, candidateId: merge.mergedId })), skipDuplicates: true });
    }
    await tx.candidate.update({ where: { id: merge.mergedId }, data: { mergedIntoId: null } });
    await tx.candidateMerge.update({ where: { id: merge.id }, data: { undoneAt: new Date(nowMs()) } });
    await recordMergeAudit(tx, caller, { mergeId: merge.id, survivor, merged, moved }, { undo: true });
    return { survivorId, mergedId: merge.mergedId };
  });
}
