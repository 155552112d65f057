import { z } from "zod";
import { Count, ResourceId, Timestamp, UserId } from "./common";
import { Criterion } from "./job";

export const RecommendationValue = z
  .enum(["strong_no", "no", "yes", "strong_yes"])
  .nullable()
  .describe("Overall recommendation: strong_no, no, yes, strong_yes; null when not given");

export const RecommendationCounts = z
  .object({ strong_no: Count, no: Count, yes: Count, strong_yes: Count })
  .describe("How many submitted scorecards give each overall recommendation");

export const Rating = z.object({
  criterionId: ResourceId,
  score: z.number().int().min(1).max(4).describe("1 strong no, 2 no, 3 yes, 4 strong yes"),
});

export const FeedbackEntry = z.object({
  id: ResourceId,
  authorName: z.string(),
  notes: z.string().nullable(),
  ratings: z.array(Rating),
  recommendation: RecommendationValue,
  updatedAt: Timestamp,
  isMine: z.boolean(),
});

export const MyFeedback = z
  .object({ notes: z.string().nullable(), ratings: z.array(Rating), recommendation: RecommendationValue })
  .describe("The caller's feedback, or {notes: null, ratings: [], recommendation: null} before submitting");

export const ApplicationSummary = z.object({
  id: ResourceId,
  candidateId: ResourceId,
  jobId: ResourceId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  jobTitle: z.string(),
  kitBody: z.string().nullable(),
  referral: z
    .object({ referrerName: z.string(), relationship: z.string(), note: z.string().nullable(), createdAt: Timestamp })
    .nullable()
    .describe("The first member's referral naming this application (docs/decisions/501): who referred the person, how they know them and their note; null when none"),
  agency: z.object({ name: z.string() }).nullable().describe("The agency whose recruiter submitted this application (docs/decisions/504); null when none"),
});

export const ScorecardRow = z.object({
  criterionId: ResourceId,
  name: z.string(),
  average: z.number().min(1).max(4).nullable().describe("Average of submitted scores, 2 decimals; null when count is 0"),
  count: Count,
});

export const Interviewer = z.object({ userId: UserId, name: z.string(), hasSubmitted: z.boolean() });

export const FeedbackViewResponse = z.object({
  application: ApplicationSummary,
  canSeeAll: z.boolean().describe("canManage, or the caller has submitted own feedback"),
  canManage: z.boolean(),
  myFeedback: MyFeedback,
  feedback: z.array(FeedbackEntry).describe("Without canSeeAll only the caller's own entry"),
  criteria: z.array(Criterion),
  scorecard: z.array(ScorecardRow).describe("In criterion position order; empty without canSeeAll"),
  recommendations: RecommendationCounts.nullable().describe("Counts per overall recommendation (extension); null without canSeeAll"),
  interviewers: z.array(Interviewer),
});

export const FeedbackResponse = z.object({ feedback: FeedbackEntry });
export const InterviewersResponse = z.object({ interviewers: z.array(Interviewer) });
