import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { now } from "@/lib/clock";

// What a merge moved from the merged record to the survivor; an undo puts exactly this back.
export type Moved = { applicationIds: number[]; noteIds: number[]; tagsAdded: string[]; tagsOfMerged: string[]; poolsAdded: number[]; poolsOfMerged: number[] };

type Row = { id: number; name: string; erasedAt: Date | null; mergedIntoId: number | null };

// POST /api/candidates/{id}/merge {otherCandidateId} (decision 352): the other record's
// applications, notes, tags and pool places go to this one, which survives; the other stays, marked
// merged into it, so its address keeps leading here and an undo within a day can split them again.
// For `candidates.merge`, which its route declares. Two records with applications to the same job cannot be merged (409).
export async function mergeCandidates(caller: Caller, survivorId: number, mergedId: number) {
  if (!isStorableId(survivorId)) throw new NotFound("Candidate");
  const refuse = (message: string) => new BadRequest(`Invalid body: otherCandidateId: ${message}`, [{ path: "otherCandidateId", message }]);
  if (mergedId === survivorId) throw refuse("is this candidate; name the other record");
  return db.$transaction(async (tx) => {
    // both rows, locked in id order so that two merges of the same pair cannot deadlock
    const ids = isStorableId(mergedId) ? [survivorId, mergedId] : [survivorId];
    const rows = await tx.$queryRaw<Row[]>`
      SELECT id, name, erased_at AS "erasedAt", merged_into_id AS "mergedIntoId" FROM candidates WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`;
    const survivor = rows.find((r) => r.id === survivorId);
    const merged = rows.find((r) => r.id === mergedId);
    if (!survivor) throw new NotFound("Candidate");
    if (!merged) throw refuse("is not a candidate of this organization");
    for (const [row, what] of [[survivor, "This candidate"], [merged, "The other candidate"]] as const) {
      if (row.erasedAt) throw new Conflict(`${what}'s data was erased; an erased record cannot be merged`);
      if (row.mergedIntoId) throw new Conflict(`${what} was merged into another record already`);
    }
    const clash = await tx.$queryRaw<{ title: string }[]>`
      SELECT j.title FROM applications a JOIN applications b ON b.job_id = a.job_id JOIN jobs j ON j.id = a.job_id
       WHERE a.candidate_id = ${survivorId} AND b.candidate_id = ${mergedId} ORDER BY j.title`;
    if (clash.length > 0) {
      throw new Conflict(`Both records have an application for ${clash.map((c) => c.title).join(", ")}; a person has one application per job, so these records cannot be merged`);
    }

    const moved = await moveEverything(tx, caller, survivorId, mergedId);
    await tx.candidate.update({ where: { id: mergedId }, data: { mergedIntoId: survivorId } });
    await tx.candidate.update({ where: { id: survivorId }, data: { updatedAt: new Date() } });
    const merge = await tx.candidateMerge.create({
      data: { organizationId: caller.orgId, survivorId, mergedId, mergedById: caller.userId, mergedAt: now(), moved },
      select: { id: true, mergedAt: true },
    });
    // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
    await recordEvent(tx, { organizationId: caller.orgId, type: "candidate.merged", data: { id: survivorId, mergedCandidateId: mergedId, mergeId: merge.id, applicationIds: moved.applicationIds }, previous: null });
    await recordMergeAudit(tx, caller, { mergeId: merge.id, survivor, merged, moved }, { notes: moved.noteIds.length });
    return { mergeId: merge.id, mergedAt: merge.mergedAt, survivorId, mergedId };
  });
}

async function moveEverything(tx: Tx, caller: Caller, survivorId: number, mergedId: number): Promise<Moved> {
  const applications = await tx.application.findMany({ where: { candidateId: mergedId }, select: { id: true } });
  // a new updatedAt: sync clients (GET /api/applications) see the application's new candidateId
  await tx.application.updateMany({ where: { candidateId: mergedId }, data: { candidateId: survivorId, updatedAt: new Date() } });
  const notes = await tx.candidateNote.findMany({ where: { candidateId: mergedId }, select: { id: true } });
  await tx.candidateNote.updateMany({ where: { candidateId: mergedId }, data: { candidateId: survivorId } });

  // tags: the survivor gains those it lacks (up to case); the merged record's own are kept in the record
  const mine = new Set((await tx.candidateTag.findMany({ where: { candidateId: survivorId }, select: { label: true } })).map((t) => t.label.toLowerCase()));
  const theirs = (await tx.candidateTag.findMany({ where: { candidateId: mergedId }, select: { label: true }, orderBy: { id: "asc" } })).map((t) => t.label);
  const tagsAdded = theirs.filter((label) => !mine.has(label.toLowerCase()));
  if (tagsAdded.length > 0) {
    await tx.candidateTag.createMany({ data: tagsAdded.map((label) => ({ organizationId: caller.orgId, candidateId: survivorId, label, addedById: caller.userId })) });
  }
  await tx.candidateTag.deleteMany({ where: { candidateId: mergedId } });

  const inPools = new Set((await tx.talentPoolMember.findMany({ where: { candidateId: survivorId }, select: { poolId: true } })).map((m) => m.poolId));
  const theirPools = (await tx.talentPoolMember.findMany({ where: { candidateId: mergedId }, select: { poolId: true } })).map((m) => m.poolId);
  const poolsAdded = theirPools.filter((id) => !inPools.has(id));
  if (poolsAdded.length > 0) await tx.talentPoolMember.createMany({ data: poolsAdded.map((poolId) => ({ poolId, candidateId: survivorId, addedById: caller.userId })) });
  await tx.talentPoolMember.deleteMany({ where: { candidateId: mergedId } });

  return { applicationIds: applications.map((a) => a.id), noteIds: notes.map((n) => n.id), tagsAdded, tagsOfMerged: theirs, poolsAdded, poolsOfMerged: theirPools };
}

// The audit entry of a merge and of its undo (`undo: true`): the survivor is the target, the other
// record named beside it.
export async function recordMergeAudit(
  tx: Tx,
  caller: Caller,
  { mergeId, survivor, merged, moved }: { mergeId: number; survivor: { id: number; name: string }; merged: { id: number; name: string }; moved: Moved },
  extra: Record<string, unknown>,
) {
  await recordAudit(tx, actorOf(caller), {
    organizationId: caller.orgId,
    action: "candidate.merged",
    targetType: "candidate",
    targetId: survivor.id,
    targetLabel: survivor.name,
    metadata: { mergeId, mergedCandidateId: merged.id, merged: merged.name, applications: moved.applicationIds.length, ...extra },
  });
}
