import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import type { ApplyInterviewPlanBody, InterviewPlanBody } from "@/lib/schemas/interview-plan";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";
import { planByStageName } from "./plan-source";
import { templatePlan } from "./plan-templates";
import { writePlan } from "./write-plan";

// POST /api/jobs/{id}/interview-plan/apply: a template's plan, or another job's the caller sees,
// copied into this job by stage name (ignoring case), replacing its plan as PUT does. A source
// stage no stage of this job matches is reported back, not guessed at. Pools are not copied
// (plan-source.ts says why): the copied interviews start with an empty pool.
export async function applyInterviewPlan(caller: Caller, jobId: number, body: ApplyInterviewPlanBody) {
  return db.$transaction(async (tx) => {
    const job = await lockManagedJob(tx, caller, jobId);
    if (body.fromJobId === jobId) throw new BadRequest("Invalid body: a job's plan is not copied into itself", [{ path: "fromJobId", message: "must be another job" }]);
    const source = body.templateId !== undefined ? await templatePlan(tx, body.templateId) : await planByStageName(tx, body.fromJobId!).then((s) => ({ name: s.title, plan: s.plan }));
    const stages = await tx.stage.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: { id: true, name: true } });
    const byName = new Map(stages.map((s) => [s.name.toLowerCase(), s.id]));
    const input: InterviewPlanBody["stages"] = [];
    const skippedStages: string[] = [];
    for (const stage of source.plan.stages) {
      const stageId = byName.get(stage.stageName.toLowerCase());
      if (stageId === undefined) {
        skippedStages.push(stage.stageName);
        continue;
      }
      const interviews = stage.interviews.map((i) => ({ name: i.name, durationMinutes: i.durationMinutes, interviewerPool: [], kit: i.kit }));
      const same = input.find((s) => s.stageId === stageId);
      if (same) same.interviews.push(...interviews);
      else input.push({ stageId, interviews });
    }
    const { plan, counts } = await writePlan(tx, jobId, input);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "interview_plan.applied",
      targetType: "job",
      targetId: jobId,
      targetLabel: job.title,
      metadata: {
        jobId,
        job: job.title,
        ...(body.templateId !== undefined ? { templateId: body.templateId, template: source.name } : { fromJobId: body.fromJobId, fromJob: source.name }),
        skippedStages,
        ...counts,
      },
    });
    return { ...plan, skippedStages };
  });
}
