import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import type { InterviewPlanBody } from "@/lib/schemas/interview-plan";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";
import { writePlan } from "./write-plan";

// PUT /api/jobs/{id}/interview-plan: whoever manages the job replaces its plan in one transaction
export async function replaceInterviewPlan(caller: Caller, jobId: number, body: InterviewPlanBody) {
  return db.$transaction(async (tx) => {
    const job = await lockManagedJob(tx, caller, jobId);
    const { plan, counts } = await writePlan(tx, jobId, body.stages);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "interview_plan.updated",
      targetType: "job",
      targetId: jobId,
      targetLabel: job.title,
      metadata: { jobId, job: job.title, ...counts },
    });
    return plan;
  });
}
