// A job's interview plan as GET /api/jobs/{id}/interview-plan answers it (docs/decisions/486)
export type KitQuestion = { id?: number; text: string; guidance: string | null };
export type KitAttribute = { id?: number; name: string };
export type PlanInterview = { id?: number; name: string; durationMinutes: number; interviewerPool: string[]; kit: { questions: KitQuestion[]; attributes: KitAttribute[] } };
export type PlanStage = { stageId: number; interviews: PlanInterview[] };
export type Plan = { stages: PlanStage[] };
export type PlanTemplate = { id: number; name: string; stageNames: string[]; interviewCount: number; createdAt: string };
export type PlannedInterview = { planInterviewId: number; name: string; durationMinutes: number; stageId: number; scheduled: boolean };

// The body PUT takes: an item's id only when it has one (a new item has none)
export function planBody(plan: Plan): Plan {
  return {
    stages: plan.stages
      .filter((stage) => stage.interviews.length > 0)
      .map((stage) => ({
        stageId: stage.stageId,
        interviews: stage.interviews.map((i) => ({
          ...(i.id ? { id: i.id } : {}),
          name: i.name,
          durationMinutes: i.durationMinutes,
          interviewerPool: i.interviewerPool,
          kit: {
            questions: i.kit.questions.map((q) => ({ ...(q.id ? { id: q.id } : {}), text: q.text, guidance: q.guidance })),
            attributes: i.kit.attributes.map((a) => ({ ...(a.id ? { id: a.id } : {}), name: a.name })),
          },
        })),
      })),
  };
}

// An item moved one place up (-1) or down (+1) in its list
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
