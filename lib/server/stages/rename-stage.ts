import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { stageSelect, type RenameStageBody } from "@/lib/schemas/stage";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";
import { assertStageNameFree } from "./assert-stage-name-free";

// Renames a stage of a job the caller manages, or words it for candidates (candidateLabel, null for
// its name); the same values again change nothing.
export async function renameStage(caller: Caller, stageId: number, changes: RenameStageBody) {
  if (!isStorableId(stageId)) throw new NotFound("Stage");
  return db.$transaction(async (tx) => {
    const found = await tx.stage.findFirst({
      where: { id: stageId },
      select: { jobId: true },
    });
    if (!found) throw new NotFound("Stage");
    const job = await lockManagedJob(tx, caller, found.jobId);
    const before = await tx.stage.findUniqueOrThrow({ where: { id: stageId }, select: stageSelect });
    const name = changes.name ?? before.name;
    const candidateLabel = changes.candidateLabel === undefined ? before.candidateLabel : changes.candidateLabel;
    if (before.name === name && before.candidateLabel === candidateLabel) return before;
    if (before.name !== name) await assertStageNameFree(tx, before.jobId, name, stageId);
    const stage = await tx.stage.update({ where: { id: stageId }, data: { name, candidateLabel }, select: stageSelect });
    const labelChanged = before.candidateLabel !== candidateLabel;
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "stage.renamed",
      targetType: "stage",
      targetId: stageId,
      targetLabel: name,
      metadata: {
        jobId: stage.jobId,
        job: job.title,
        before: { name: before.name, ...(labelChanged ? { candidateLabel: before.candidateLabel } : {}) },
        after: { name, ...(labelChanged ? { candidateLabel } : {}) },
      },
    });
    return stage;
  });
}
