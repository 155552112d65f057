import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { stageSelect } from "@/lib/schemas/stage";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";
import { assertStageNameFree } from "./assert-stage-name-free";

// Renames a stage of a job the caller manages; the same name again changes nothing.
export async function renameStage(caller: Caller, stageId: number, name: string) {
  if (!isStorableId(stageId)) throw new NotFound("Stage");
  return db.$transaction(async (tx) => {
    const found = await tx.stage.findFirst({
      where: { id: stageId },
      select: { jobId: true },
    });
    if (!found) throw new NotFound("Stage");
    const job = await lockManagedJob(tx, caller, found.jobId);
    const before = await tx.stage.findUniqueOrThrow({ where: { id: stageId }, select: stageSelect });
    if (before.name === name) return before;
    await assertStageNameFree(tx, before.jobId, name, stageId);
    const stage = await tx.stage.update({ where: { id: stageId }, data: { name }, select: stageSelect });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "stage.renamed",
      targetType: "stage",
      targetId: stageId,
      targetLabel: name,
      metadata: { jobId: stage.jobId, job: job.title, before: { name: before.name }, after: { name } },
    });
    return stage;
  });
}
