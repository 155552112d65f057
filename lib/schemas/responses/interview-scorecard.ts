import { z } from "zod";
import { ResourceId, Timestamp, UserId } from "./common";
import { RecommendationValue } from "./feedback";

const Score = z.number().int().min(1).max(4).describe("1 strong no, 2 no, 3 yes, 4 strong yes");

export const InterviewKit = z
  .object({
    questions: z.array(z.object({ id: ResourceId, text: z.string(), guidance: z.string().nullable() })).describe("The kit's questions, in the plan's order"),
    attributes: z.array(z.object({ id: ResourceId, name: z.string() })).describe("The focus attributes the interview rates, in the plan's order"),
  })
  .describe("The kit of the interview's planned interview; empty when the interview has none");

// GET|PUT /api/interviews/{id}/scorecard (decision 486)
export const InterviewScorecardResponse = z.object({
  interview: z.object({ id: ResourceId, title: z.string(), startsAt: Timestamp, applicationId: ResourceId }),
  kit: InterviewKit,
  ratings: z.array(z.object({ attributeId: ResourceId, score: Score })),
  answers: z.array(z.object({ questionId: ResourceId, note: z.string() })),
  notes: z.string().nullable(),
  recommendation: RecommendationValue,
  submitted: z.boolean().describe("Whether the caller has submitted a scorecard for this interview"),
});

export const DebriefRating = z.object({ attributeId: ResourceId, name: z.string(), score: Score });

export const DebriefEntry = z.object({
  id: ResourceId.describe("The interview"),
  name: z.string().describe("The planned interview's name, or the interview's title"),
  interviewerId: UserId,
  interviewerName: z.string(),
  submitted: z.boolean().nullable().describe("null: hidden from a caller still blind on the application"),
  recommendation: RecommendationValue,
  ratings: z.array(DebriefRating).describe("Empty when not submitted or hidden"),
});

export const DebriefDecisionView = z.object({
  id: ResourceId,
  decision: z.enum(["advance", "reject", "hold"]),
  reason: z.string(),
  rejectionReasonId: ResourceId.nullable(),
  toStageId: ResourceId.nullable(),
  decidedBy: z.object({ id: UserId, name: z.string() }).nullable().describe("null when the member was deleted since"),
  decidedAt: Timestamp,
});

export const DebriefResponse = z.object({
  interviews: z.array(DebriefEntry).describe("One entry per interview and booked interviewer, by start time"),
  attributes: z.array(z.object({ id: ResourceId, name: z.string() })).describe("The interviews' focus attributes, the grid's rows"),
  pending: z.array(z.object({ userId: UserId, name: z.string() })).describe("Booked interviewers who have not submitted; empty for a caller still blind"),
  decision: DebriefDecisionView.nullable().describe("The newest decision; null when none, or for a caller still blind"),
  canDecide: z.boolean().describe("Whether the caller may record a decision"),
});

export const DebriefDecisionResponse = z.object({ decision: DebriefDecisionView });
