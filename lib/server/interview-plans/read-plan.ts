import type { Tx } from "@/lib/db";

export type PlanQuestion = { id: number; text: string; guidance: string | null };
export type PlanAttribute = { id: number; name: string };
export type PlanInterview = {
  id: number;
  name: string;
  durationMinutes: number;
  interviewerPool: string[];
  kit: { questions: PlanQuestion[]; attributes: PlanAttribute[] };
};
export type PlanStage = { stageId: number; interviews: PlanInterview[] };
export type Plan = { stages: PlanStage[] };

// The plan's active interviews with their pools and kits, by stage, in position order. Archived
// items are history kept for the scorecards written against them (docs/decisions/486), not plan.
export async function readPlanInterviews(tx: Tx, jobId: number) {
  const rows = await tx.interviewPlanInterview.findMany({
    where: { jobId, archivedAt: null },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true,
      stageId: true,
      name: true,
      durationMinutes: true,
      pool: { select: { userId: true }, orderBy: { userId: "asc" } },
      questions: { where: { archivedAt: null }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, text: true, guidance: true } },
      attributes: { where: { archivedAt: null }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, name: true } },
    },
  });
  return rows.map((row) => ({
    stageId: row.stageId,
    interview: {
      id: row.id,
      name: row.name,
      durationMinutes: row.durationMinutes,
      interviewerPool: row.pool.map((m) => m.userId),
      kit: { questions: row.questions, attributes: row.attributes },
    } satisfies PlanInterview,
  }));
}

// Every stage of the job in position order, each with its planned interviews (maybe none)
export async function readPlan(tx: Tx, jobId: number): Promise<Plan> {
  const [stages, interviews] = await Promise.all([
    tx.stage.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: { id: true } }),
    readPlanInterviews(tx, jobId),
  ]);
  return {
    stages: stages.map((stage) => ({ stageId: stage.id, interviews: interviews.filter((i) => i.stageId === stage.id).map((i) => i.interview) })),
  };
}
