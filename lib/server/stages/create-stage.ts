import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { stageSelect } from "@/lib/schemas/stage";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";
import { assertStageNameFree } from "./assert-stage-name-free";

// A new stage goes last. The job row is locked first, so concurrent adds get 0..n-1 exactly.
export async function createStage(caller: Caller, jobId: number, name: string) {
  return db.$transaction(async (tx) => {
    const job = await lockManagedJob(tx, caller, jobId);
    await assertStageNameFree(tx, jobId, name);
    const position = await tx.stage.count({ where: { jobId } });
    const stage = await tx.stage.create({ data: { jobId, name, position }, select: stageSelect });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "stage.created",
      targetType: "stage",
      targetId: stage.id,
      targetLabel: name,
      metadata: { jobId, job: job.title, name, position },
    });
    return stage;
  });
}
