import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { criterionSelect } from "@/lib/schemas/criterion";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";

// Removes a criterion from a job's scorecard (docs/decisions/164). One nobody has scored yet is
// deleted; one with scores is archived: no longer asked for or accepted, while the scorecards that
// rated it keep those scores. Either way the active criteria keep positions 0..n-1 and an archived
// one moves behind them. An archived criterion is gone for this endpoint (404).
export async function deleteCriterion(caller: Caller, criterionId: number) {
  if (!isStorableId(criterionId)) throw new NotFound("Criterion");
  return db.$transaction(async (tx) => {
    const where = { id: criterionId, archivedAt: null };
    const found = await tx.scorecardCriterion.findFirst({ where, select: { jobId: true } });
    if (!found) throw new NotFound("Criterion");
    const { jobId } = found;
    const job = await lockManagedJob(tx, caller, jobId);
    // locked against scores being added meanwhile (submitting feedback shares this row)
    const [criterion] = await tx.$queryRaw<{ name: string; position: number }[]>`
      SELECT name, position FROM scorecard_criteria WHERE id = ${criterionId} AND archived_at IS NULL FOR UPDATE`;
    if (!criterion) throw new NotFound("Criterion");
    const scores = await tx.feedbackRating.count({ where: { criterionId } });
    const archived = scores > 0;
    if (archived) {
      const last = (await tx.scorecardCriterion.count({ where: { jobId } })) - 1;
      // positions are checked at commit: the ones after it close the gap, it takes the last place
      await tx.$executeRaw`
        UPDATE scorecard_criteria
           SET position = CASE WHEN id = ${criterionId} THEN ${last}::int ELSE position - 1 END,
               archived_at = CASE WHEN id = ${criterionId} THEN clock_timestamp() ELSE archived_at END
         WHERE job_id = ${jobId} AND position >= ${criterion.position}`;
    } else {
      await tx.scorecardCriterion.delete({ where: { id: criterionId } });
      await tx.scorecardCriterion.updateMany({ where: { jobId, position: { gt: criterion.position } }, data: { position: { decrement: 1 } } });
    }
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: archived ? "criterion.archived" : "criterion.deleted",
      targetType: "criterion",
      targetId: criterionId,
      targetLabel: criterion.name,
      metadata: { jobId, job: job.title, name: criterion.name, position: criterion.position, scores },
    });
    const criteria = await tx.scorecardCriterion.findMany({
      where: { jobId, archivedAt: null },
      orderBy: { position: "asc" },
      select: criterionSelect,
    });
    return { criteria, archived };
  });
}
