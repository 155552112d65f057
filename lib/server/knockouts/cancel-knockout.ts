import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { canManageJob } from "@/lib/server/access/visibility";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";

// POST /api/applications/{id}/knockout/cancel (decision 331): whoever manages the job stops a
// rule's rejection that has not happened yet; its queued job then finds nothing to do. A rule
// that already rejected is taken back by reopening the application (the Undo), not here.
export async function cancelKnockout(caller: Caller, applicationId: number) {
  if (!isStorableId(applicationId)) throw new NotFound("Application");
  return db.$transaction(async (tx) => {
    const found = await tx.application.findFirst({
      where: { id: applicationId },
      select: { candidateName: true, job: { select: { title: true, hiringManagers: { select: { userId: true } } } }, knockout: { select: { id: true, state: true, label: true, answer: true } } },
    });
    if (!found) throw new NotFound("Application");
    if (!canManageJob(caller, found.job.hiringManagers.map((m) => m.userId))) {
      throw new Forbidden("Only admins, recruiters and this job's hiring managers can stop a knockout rule");
    }
    const { knockout } = found;
    if (!knockout) throw new NotFound("Knockout");
    const cancelled = await tx.applicationKnockout.updateMany({ where: { id: knockout.id, state: "pending" }, data: { state: "cancelled", decidedAt: now() } });
    if (cancelled.count === 0) throw new Conflict(`This knockout rule is ${knockout.state}, not pending; only a pending one can be stopped`);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "application.knockout_cancelled",
      targetType: "application",
      targetId: applicationId,
      targetLabel: applicationLabel(found.candidateName, found.job.title),
      metadata: { rule: { label: knockout.label, answer: knockout.answer } },
    });
    return toApplication(await tx.application.findUniqueOrThrow({ where: { id: applicationId }, select: applicationSelect }));
  });
}
