import { z } from "zod";
import { ResourceId, Timestamp, UserId } from "./common";

export const KitQuestion = z.object({ id: ResourceId, text: z.string(), guidance: z.string().nullable().describe("What to listen for; null when none") });
export const KitAttribute = z.object({ id: ResourceId, name: z.string() });

export const PlanInterview = z.object({
  id: ResourceId,
  name: z.string(),
  durationMinutes: z.number().int().min(5).max(480),
  interviewerPool: z.array(UserId).describe("The members qualified to run it, by id"),
  kit: z.object({
    questions: z.array(KitQuestion).describe("In order"),
    attributes: z.array(KitAttribute).describe("The focus attributes the interview assesses, in order"),
  }),
});

export const PlanStage = z.object({
  stageId: ResourceId,
  interviews: z.array(PlanInterview).describe("The stage's planned interviews in order; empty when none"),
});

export const InterviewPlanResponse = z.object({ stages: z.array(PlanStage).describe("Every stage of the job, in position order") });

export const ApplyInterviewPlanResponse = InterviewPlanResponse.extend({
  skippedStages: z.array(z.string()).describe("Names of the source's stages with interviews that no stage of this job matched (ignoring case)"),
});

export const PlanTemplateSummary = z.object({
  id: ResourceId,
  name: z.string(),
  stageNames: z.array(z.string()).describe("The template's stages with interviews, by name"),
  interviewCount: z.number().int().min(0),
  createdAt: Timestamp,
});
export const PlanTemplatesResponse = z.object({ templates: z.array(PlanTemplateSummary).describe("By name") });
export const PlanTemplateResponse = z.object({ template: PlanTemplateSummary });

export const PlannedInterview = z.object({
  planInterviewId: ResourceId,
  name: z.string(),
  durationMinutes: z.number().int(),
  stageId: ResourceId,
  scheduled: z.boolean().describe("true: a scheduled or completed (not cancelled) interview of this application names it"),
});
export const PlannedInterviewsResponse = z.object({ interviews: z.array(PlannedInterview).describe("The planned interviews of the application's current stage, in order") });
