import type { Tx } from "@/lib/db";
import { BadRequest, Conflict } from "@/lib/errors";

export type PlannedInterview = { id: number; name: string; durationMinutes: number; pool: string[] };
export type StagePlan = { jobId: number; stageId: number; stageName: string; interviews: PlannedInterview[] };

// The application's job and a stage of it (its current stage when none is named), with the stage's
// planned interviews in order, each with its pool's active members (by id). A stage of another job is
// a 400; a stage without planned interviews, or an interview whose pool has no active member, a 409:
// there is no day to find or book until the plan says who runs what.
export async function stagePlan(tx: Tx, applicationId: number, stageId: number | undefined, path = "stageId"): Promise<StagePlan> {
  const application = await tx.application.findFirstOrThrow({ where: { id: applicationId }, select: { jobId: true, currentStageId: true } });
  const id = stageId ?? application.currentStageId;
  const stage = id ? await tx.stage.findFirst({ where: { id, jobId: application.jobId }, select: { id: true, name: true } }) : null;
  if (!stage) throw new BadRequest("The stage must be one of this application's job", [{ path, message: "is not a stage of the application's job" }]);
  const rows = await tx.interviewPlanInterview.findMany({
    where: { jobId: application.jobId, stageId: stage.id, archivedAt: null },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, name: true, durationMinutes: true, pool: { select: { userId: true } } },
  });
  if (rows.length === 0) throw new Conflict(`The stage "${stage.name}" has no planned interviews; plan its interviews first`);
  const everyone = [...new Set(rows.flatMap((r) => r.pool.map((p) => p.userId)))];
  const active = new Set((await tx.user.findMany({ where: { id: { in: everyone }, deactivatedAt: null, removedAt: null }, select: { id: true } })).map((u) => u.id));
  const interviews = rows.map((r) => ({ id: r.id, name: r.name, durationMinutes: r.durationMinutes, pool: r.pool.map((p) => p.userId).filter((u) => active.has(u)).sort() }));
  const empty = interviews.find((i) => i.pool.length === 0);
  if (empty) throw new Conflict(`The interview "${empty.name}" has no active member in its pool; add interviewers to its pool first`);
  return { jobId: application.jobId, stageId: stage.id, stageName: stage.name, interviews };
}
