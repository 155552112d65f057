import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { isStorableId } from "@/lib/schemas/common";
import { stageSelect } from "@/lib/schemas/stage";
import { actorOf, applicationLabel, recordAudits } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";

type Moved = { id: number; status: string; candidateName: string };

// Deletes a stage of a job the caller manages (docs/decisions/163). A job keeps at least one
// stage. Applications in the stage, whatever their status, move to `moveToStageId`; without it a
// stage that holds any is refused (409). Active ones enter the new stage now; the stage's visits
// (time spent in it) go with it. The stages after it move up one place: positions stay 0..n-1.
export async function deleteStage(caller: Caller, stageId: number, moveToStageId: number | undefined) {
  if (!isStorableId(stageId)) throw new NotFound("Stage");
  return db.$transaction(async (tx) => {
    const found = await tx.stage.findFirst({ where: { id: stageId }, select: { jobId: true } });
    if (!found) throw new NotFound("Stage");
    const { jobId } = found;
    const job = await lockManagedJob(tx, caller, jobId);
    const stages = await tx.stage.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: stageSelect });
    const stage = stages.find((s) => s.id === stageId);
    if (!stage) throw new NotFound("Stage"); // deleted by someone else while we waited for the lock
    const target = moveToStageId === undefined ? undefined : stages.find((s) => s.id === moveToStageId && s.id !== stageId);
    if (moveToStageId !== undefined && !target) {
      throw new BadRequest("Invalid query: moveToStageId must be another stage of the same job");
    }
    if (stages.length === 1) throw new Conflict("A job needs at least one stage; add another stage before deleting this one");
    const held = await tx.application.count({ where: { currentStageId: stageId } });
    if (held > 0 && !target) {
      throw new Conflict(`${stage.name} holds ${held} ${held === 1 ? "application" : "applications"}; choose a stage to move ${held === 1 ? "it" : "them"} to (moveToStageId)`);
    }

    // the stage's visits go with it (the cascade would take them; first, so the open ones are gone
    // before the moved applications open their visit in the new stage)
    await tx.stageVisit.deleteMany({ where: { stageId } });
    let moved: Moved[] = [];
    if (target && held > 0) {
      moved = await tx.$queryRaw<Moved[]>`
        WITH moved AS (
          UPDATE applications SET current_stage_id = ${target.id}
           WHERE current_stage_id = ${stageId}
          RETURNING id, status::text AS status, candidate_name AS "candidateName"
        ), visits AS (
          INSERT INTO stage_visits (application_id, stage_id, entered_at)
          SELECT id, ${target.id}, (SELECT clock_timestamp()) FROM moved WHERE status = 'active'
        )
        SELECT id, status, "candidateName" FROM moved ORDER BY id`;
    }
    await tx.stage.delete({ where: { id: stageId } });
    await tx.stage.updateMany({ where: { jobId, position: { gt: stage.position } }, data: { position: { decrement: 1 } } });

    const moves = { fromStageId: stageId, toStageId: target?.id ?? null, fromStage: stage.name, toStage: target?.name ?? null };
    await recordAudits(tx, actorOf(caller), [
      {
        organizationId: caller.orgId,
        action: "stage.deleted",
        targetType: "stage",
        targetId: stageId,
        targetLabel: stage.name,
        metadata: { jobId, job: job.title, name: stage.name, position: stage.position, movedApplications: moved.length, moveToStageId: moves.toStageId, moveToStage: moves.toStage },
      },
      ...moved.map((a) => ({
        organizationId: caller.orgId,
        action: "application.moved" as const,
        targetType: "application",
        targetId: a.id,
        targetLabel: applicationLabel(a.candidateName, job.title),
        metadata: { ...moves, reason: "stage deleted" },
      })),
    ]);
    if (moved.length > 0) {
      const applications = await tx.application.findMany({ where: { id: { in: moved.map((a) => a.id) } }, orderBy: { id: "asc" }, select: applicationSelect });
      for (const application of applications) {
        await recordEvent(tx, { organizationId: caller.orgId, type: "application.updated", data: toApplication(application), previous: { currentStageId: stageId } });
      }
    }
    const remaining = await tx.stage.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: stageSelect });
    return { stages: remaining, movedApplications: moved.length };
  });
}
