import type { Caller } from "@/lib/auth/caller";
import { page as pageOf, type PageQuery } from "@/lib/api/paging";
import { db } from "@/lib/db";
import { BadRequest, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { sortTags } from "@/lib/schemas/candidate-tag";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockPool } from "./pool-access";
import { poolSummary } from "./pool-summary";

// GET /api/talent-pools/{id}/candidates: the people in the pool, most recently added first, each
// with their tags and every application of theirs (to see at a glance what they were considered for).
export async function listPoolCandidates(_caller: Caller, id: number, query: PageQuery) {
  const pool = await poolSummary(id);
  const rows = await db.talentPoolMember.findMany({
    where: { poolId: id },
    orderBy: [{ addedAt: "desc" }, { candidateId: "desc" }],
    skip: query.offset,
    take: query.limit,
    select: {
      addedAt: true,
      candidate: {
        select: {
          id: true,
          name: true,
          email: true,
          tags: { select: { label: true } },
          applications: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, jobId: true, status: true, job: { select: { title: true } } } },
        },
      },
    },
  });
  const candidates = rows.map(({ addedAt, candidate }) => ({
    id: candidate.id,
    name: candidate.name,
    email: candidate.email,
    tags: sortTags(candidate.tags.map((t) => t.label)),
    addedAt,
    applications: candidate.applications.map((a) => ({ id: a.id, jobId: a.jobId, jobTitle: a.job.title, status: a.status })),
  }));
  return { pool, candidates, page: pageOf(query, pool.candidates) };
}

// POST /api/talent-pools/{id}/candidates: puts people in the pool; who is in it already stays as
// they were. A candidate of another organization (or none) is a 400 naming it, and nothing is added.
export async function addPoolCandidates(caller: Caller, id: number, candidateIds: number[]) {
  return db.$transaction(async (tx) => {
    const pool = await lockPool(tx, id);
    const storable = candidateIds.filter(isStorableId);
    const found = new Map((await tx.candidate.findMany({ where: { id: { in: storable } }, select: { id: true, name: true, erasedAt: true } })).map((c) => [c.id, c]));
    const details = candidateIds.flatMap((candidateId, index) => {
      const candidate = found.get(candidateId);
      if (!candidate) return [{ path: `candidateIds.${index}`, message: "is not a candidate of this organization" }];
      if (candidate.erasedAt) return [{ path: `candidateIds.${index}`, message: "names a candidate whose data was erased" }];
      return [];
    });
    if (details.length > 0) throw new BadRequest(`Invalid body: ${details.map((d) => `${d.path}: ${d.message}`).join("; ")}`, details);
    const added = await tx.talentPoolMember.createManyAndReturn({
      data: candidateIds.map((candidateId) => ({ poolId: id, candidateId, addedById: caller.userId })),
      skipDuplicates: true,
      select: { candidateId: true },
    });
    const addedIds = added.map((a) => a.candidateId);
    if (addedIds.length > 0) {
      await tx.talentPool.update({ where: { id }, data: { updatedAt: new Date() } });
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "talent_pool.candidates_added",
        targetType: "talent_pool",
        targetId: id,
        targetLabel: pool.name,
        metadata: { candidateIds: addedIds, candidates: addedIds.map((c) => found.get(c)!.name) },
      });
    }
    return { pool: await poolSummary(id, tx), added: addedIds };
  });
}

// DELETE /api/talent-pools/{id}/candidates/{candidateId}: 404 when the person is not in the pool
export async function removePoolCandidate(caller: Caller, id: number, candidateId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const pool = await lockPool(tx, id);
    if (!isStorableId(candidateId)) throw new NotFound("Candidate in this pool");
    const member = await tx.talentPoolMember.findUnique({ where: { poolId_candidateId: { poolId: id, candidateId } }, select: { candidate: { select: { name: true } } } });
    if (!member) throw new NotFound("Candidate in this pool");
    await tx.talentPoolMember.delete({ where: { poolId_candidateId: { poolId: id, candidateId } } });
    await tx.talentPool.update({ where: { id }, data: { updatedAt: new Date() } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "talent_pool.candidate_removed",
      targetType: "talent_pool",
      targetId: id,
      targetLabel: pool.name,
      metadata: { candidateId, candidate: member.candidate.name },
    });
  });
}
