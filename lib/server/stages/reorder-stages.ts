import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import { stageSelect } from "@/lib/schemas/stage";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";

// Endpoint 9: orderedIds must be exactly the job's stage ids, each once. Positions are rewritten
// in one statement; the deferred (job_id, position) constraint is checked at commit.
export async function reorderStages(caller: Caller, jobId: number, orderedIds: number[]) {
  return db.$transaction(async (tx) => {
    const job = await lockManagedJob(tx, caller, jobId);
    const current = await tx.stage.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: { id: true, name: true } });
    const before = current.map((s) => s.id);
    const nameOf = new Map(current.map((s) => [s.id, s.name]));
    const known = new Set(before);
    const isPermutation =
      orderedIds.length === before.length && new Set(orderedIds).size === orderedIds.length && orderedIds.every((id) => known.has(id));
    if (!isPermutation) {
      throw new BadRequest("Invalid body: orderedIds must list every stage id of this job exactly once");
    }
    const changed = orderedIds.some((id, i) => id !== before[i]);
    if (changed) {
      await tx.$executeRaw`
        UPDATE stages AS s SET position = o.ord - 1
        FROM unnest(${orderedIds}::int4[]) WITH ORDINALITY AS o(id, ord)
        WHERE s.id = o.id AND s.job_id = ${jobId}`;
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "stage.reordered",
        targetType: "job",
        targetId: jobId,
        targetLabel: job.title,
        // the orders as names too (`order`), so the entry reads without the stages (docs/decisions/180)
        metadata: { before, after: orderedIds, order: { before: current.map((s) => s.name), after: orderedIds.map((id) => nameOf.get(id)) } },
      });
    }
    return tx.stage.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: stageSelect });
  });
}
