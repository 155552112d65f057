import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import { criterionSelect } from "@/lib/schemas/criterion";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";

// A scorecard criterion goes last among the active ones; names are unique among them regardless
// of case (409). Archived criteria keep the places after it (docs/decisions/164).
export async function createCriterion(caller: Caller, jobId: number, name: string) {
  return db.$transaction(async (tx) => {
    const job = await lockManagedJob(tx, caller, jobId);
    const clash = await tx.scorecardCriterion.findFirst({
      where: { jobId, archivedAt: null, name: { equals: name, mode: "insensitive" } },
      select: { id: true },
    });
    if (clash) throw new Conflict(`This job already has a criterion named "${name}"`);
    const position = await tx.scorecardCriterion.count({ where: { jobId, archivedAt: null } });
    // (job_id, position) is checked at commit, so the archived ones can step aside first
    await tx.scorecardCriterion.updateMany({ where: { jobId, archivedAt: { not: null } }, data: { position: { increment: 1 } } });
    const criterion = await tx.scorecardCriterion.create({ data: { jobId, name, position }, select: criterionSelect });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "criterion.created",
      targetType: "criterion",
      targetId: criterion.id,
      targetLabel: name,
      metadata: { jobId, job: job.title, name, position },
    });
    return criterion;
  });
}
