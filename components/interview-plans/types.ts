import type { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";
import type { ResponseOf } from "@/lib/ui/response-of";

// A job's interview plan as GET /api/jobs/{id}/interview-plan answers it (docs/decisions/486), and as
// the editor holds it: a new question, attribute or interview has no id until the plan is saved.
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
type Answered = ResponseOf<typeof interviewPlanOperations.getInterviewPlan>;
type AnsweredInterview = Answered["stages"][number]["interviews"][number];
export type KitQuestion = Optional<AnsweredInterview["kit"]["questions"][number], "id">;
export type KitAttribute = Optional<AnsweredInterview["kit"]["attributes"][number], "id">;
export type PlanInterview = Optional<Omit<AnsweredInterview, "kit">, "id"> & { kit: { questions: KitQuestion[]; attributes: KitAttribute[] } };
export type PlanStage = { stageId: Answered["stages"][number]["stageId"]; interviews: PlanInterview[] };
export type Plan = { stages: PlanStage[] };
// a plan as the API answers it, every item with its id
export type SavedPlan = Answered;
export type PlanTemplate = ResponseOf<typeof interviewPlanOperations.listInterviewPlanTemplates>["templates"][number];
export type PlannedInterview = ResponseOf<typeof interviewPlanOperations.listPlannedInterviews>["interviews"][number];

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
