import type { applicationOperations } from "@/lib/openapi/operations/applications";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";
import type { feedbackOperations } from "@/lib/openapi/operations/feedback";
import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { teamOperations } from "@/lib/openapi/operations/team";
import type { ResponseOf } from "@/lib/ui/response-of";

// The shapes the application screen reads, from the declarations of the endpoints it calls.
export type Application = ResponseOf<typeof applicationOperations.getApplication>["application"];
export type ApplicationStatus = Application["status"];
export type Answer = NonNullable<Application["answers"]>[number];
export type FileAnswer = Extract<Answer["value"], { url: string }>;
export type ApplicationKnockout = NonNullable<Application["knockout"]>;

export type Stage = ResponseOf<typeof jobOperations.listStages>["stages"][number];

export type FeedbackView = ResponseOf<typeof feedbackOperations.getFeedbackView>;
export type ApplicationSummary = FeedbackView["application"];
export type FeedbackEntry = FeedbackView["feedback"][number];
export type Criterion = FeedbackView["criteria"][number];
export type ScorecardRow = FeedbackView["scorecard"][number];
export type Interviewer = FeedbackView["interviewers"][number];
export type Rating = FeedbackEntry["ratings"][number];
export type Recommendation = NonNullable<FeedbackEntry["recommendation"]>;
export type RecommendationCounts = NonNullable<FeedbackView["recommendations"]>;

export type Note = ResponseOf<typeof candidateOperations.listNotes>["notes"][number];

export type TeamMember = ResponseOf<typeof teamOperations.getTeam>["members"][number];

// Scores run 1 to 4; their words and the recommendations' are Recruiter.Labels.score and .recommendation.
export const SCORES = [1, 2, 3, 4] as const;

// Strongest no first, as Greenhouse asks it
export const RECOMMENDATIONS: Recommendation[] = ["strong_no", "no", "yes", "strong_yes"];
