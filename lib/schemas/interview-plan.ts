import { z } from "zod";
import { Id } from "./common";

// The plan's limits (issue 47; the tables' CHECKs say the same of names and durations)
export const PLAN_NAME_MAX = 120;
export const PLAN_DURATION_MIN = 5;
export const PLAN_DURATION_MAX = 480;
export const PLAN_INTERVIEWS_PER_STAGE_MAX = 20;
export const KIT_QUESTIONS_MAX = 30;
export const KIT_ATTRIBUTES_MAX = 12;
export const KIT_QUESTION_MAX = 1000;
export const KIT_GUIDANCE_MAX = 4000;
export const POOL_MAX = 50;

const PlanName = z.string().trim().min(1, "must not be empty").max(PLAN_NAME_MAX, `must be at most ${PLAN_NAME_MAX} characters`).regex(/^[^\p{Cc}]*$/u, "must be one line of text");

const KitQuestionInput = z.object({
  id: Id.optional(),
  text: z.string().trim().min(1, "must not be empty").max(KIT_QUESTION_MAX, `must be at most ${KIT_QUESTION_MAX} characters`),
  guidance: z
    .string()
    .trim()
    .max(KIT_GUIDANCE_MAX, `must be at most ${KIT_GUIDANCE_MAX} characters`)
    .transform((text) => (text === "" ? null : text))
    .nullable()
    .optional()
    .transform((text) => text ?? null),
});

const KitAttributeInput = z.object({ id: Id.optional(), name: PlanName });

const PlanInterviewInput = z.object({
  id: Id.optional(),
  name: PlanName,
  durationMinutes: z.number().int().min(PLAN_DURATION_MIN, `must be at least ${PLAN_DURATION_MIN} minutes`).max(PLAN_DURATION_MAX, `must be at most ${PLAN_DURATION_MAX} minutes`),
  interviewerPool: z
    .array(z.string().min(1).max(64))
    .max(POOL_MAX, `must have at most ${POOL_MAX} entries`)
    .refine((ids) => new Set(ids).size === ids.length, "must not name a member twice")
    .default([]),
  kit: z
    .object({
      questions: z.array(KitQuestionInput).max(KIT_QUESTIONS_MAX, `must have at most ${KIT_QUESTIONS_MAX} entries`).default([]),
      attributes: z
        .array(KitAttributeInput)
        .max(KIT_ATTRIBUTES_MAX, `must have at most ${KIT_ATTRIBUTES_MAX} entries`)
        .default([])
        .superRefine((attributes, ctx) => {
          const seen = new Set<string>();
          attributes.forEach((a, index) => {
            const key = a.name.toLowerCase();
            if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "name"], message: "must be unique within the interview (ignoring case)" });
            seen.add(key);
          });
        }),
    })
    .default({ questions: [], attributes: [] }),
});

const PlanStageInput = z.object({
  stageId: Id,
  interviews: z.array(PlanInterviewInput).max(PLAN_INTERVIEWS_PER_STAGE_MAX, `must have at most ${PLAN_INTERVIEWS_PER_STAGE_MAX} entries`),
});

// an id names one item: the same id twice would update it twice
function uniqueIds(stages: z.output<typeof PlanStageInput>[], ctx: z.RefinementCtx) {
  const seenStages = new Set<number>();
  const seen = { interview: new Set<number>(), question: new Set<number>(), attribute: new Set<number>() };
  const once = (kind: keyof typeof seen, id: number | undefined, path: (string | number)[]) => {
    if (id === undefined) return;
    if (seen[kind].has(id)) ctx.addIssue({ code: "custom", path, message: `names the ${kind} ${id} twice` });
    seen[kind].add(id);
  };
  stages.forEach((stage, s) => {
    if (seenStages.has(stage.stageId)) ctx.addIssue({ code: "custom", path: [s, "stageId"], message: "must not name a stage twice" });
    seenStages.add(stage.stageId);
    stage.interviews.forEach((interview, i) => {
      once("interview", interview.id, [s, "interviews", i, "id"]);
      interview.kit.questions.forEach((q, k) => once("question", q.id, [s, "interviews", i, "kit", "questions", k, "id"]));
      interview.kit.attributes.forEach((a, k) => once("attribute", a.id, [s, "interviews", i, "kit", "attributes", k, "id"]));
    });
  });
}

// PUT /api/jobs/{id}/interview-plan: the whole plan; a stage left out plans no interviews
export const InterviewPlanBody = z.object({
  stages: z.array(PlanStageInput).max(100, "must have at most 100 entries").superRefine(uniqueIds),
});
export type InterviewPlanBody = z.output<typeof InterviewPlanBody>;
export type PlanInterviewInput = z.output<typeof PlanInterviewInput>;

// POST /api/interview-plan-templates
export const CreatePlanTemplateBody = z.object({ name: PlanName, fromJobId: Id });
export type CreatePlanTemplateBody = z.output<typeof CreatePlanTemplateBody>;

// POST /api/jobs/{id}/interview-plan/apply: a template or another job's plan, one of them
export const ApplyInterviewPlanBody = z
  .object({ templateId: Id.optional(), fromJobId: Id.optional() })
  .refine((b) => (b.templateId === undefined) !== (b.fromJobId === undefined), { message: "give either templateId or fromJobId", path: [] });
export type ApplyInterviewPlanBody = z.output<typeof ApplyInterviewPlanBody>;

// A template's plan as stored (interview_plan_templates.plan): stages by name, no ids, no pools
export const TemplatePlan = z.object({
  stages: z.array(
    z.object({
      stageName: z.string(),
      interviews: z.array(
        z.object({
          name: z.string(),
          durationMinutes: z.number().int(),
          kit: z.object({
            questions: z.array(z.object({ text: z.string(), guidance: z.string().nullable() })),
            attributes: z.array(z.object({ name: z.string() })),
          }),
        }),
      ),
    }),
  ),
});
export type TemplatePlan = z.output<typeof TemplatePlan>;
