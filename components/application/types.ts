// Response shapes of the endpoints the application screen reads (as the OpenAPI document describes them).

export type ApplicationStatus = "active" | "rejected" | "hired" | "withdrawn";

export type Application = {
  id: number;
  jobId: number;
  candidateId: number;
  currentStageId: number;
  coverLetter: string | null;
  createdAt: string;
  status: ApplicationStatus;
  // where it came from (docs/decisions/343)
  source: string | null;
  referredBy: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null };
  // decisions 330 and 331; optional while a screen keeps an older copy
  answers?: Answer[];
  knockout?: ApplicationKnockout | null;
};

export type FileAnswer = { fileName: string; contentType: string; size: number; url: string };
export type Answer = { questionId: number | null; label: string; shownLabel?: string | null; type: string; value: string | number | boolean | string[] | FileAnswer };
export type ApplicationKnockout = { label: string; answer: string; action: "reject" | "review"; state: "pending" | "rejected" | "undone" | "cancelled" | "review"; dueAt: string; decidedAt: string | null };

export type Stage = { id: number; jobId: number; name: string; position: number };

export type Criterion = { id: number; name: string; position: number };

export type Rating = { criterionId: number; score: number };

export type Recommendation = "strong_no" | "no" | "yes" | "strong_yes";
export type RecommendationCounts = Record<Recommendation, number>;

export type ApplicationSummary = {
  id: number;
  candidateId: number;
  jobId: number;
  name: string;
  email: string;
  phone: string | null;
  resumeUrl: string | null;
  jobTitle: string;
  kitBody: string | null;
  referral: { referrerName: string; relationship: string; note: string | null; createdAt: string } | null;
  agency: { name: string } | null;
};

export type FeedbackEntry = {
  id: number;
  authorName: string;
  notes: string | null;
  ratings: Rating[];
  recommendation: Recommendation | null;
  updatedAt: string;
  isMine: boolean;
};

export type ScorecardRow = { criterionId: number; name: string; average: number | null; count: number };

export type Interviewer = { userId: string; name: string; hasSubmitted: boolean };

export type FeedbackView = {
  application: ApplicationSummary;
  canSeeAll: boolean;
  canManage: boolean;
  myFeedback: { notes: string | null; ratings: Rating[]; recommendation: Recommendation | null };
  feedback: FeedbackEntry[];
  criteria: Criterion[];
  scorecard: ScorecardRow[];
  recommendations: RecommendationCounts | null;
  interviewers: Interviewer[];
};

export type Note = { id: number; authorName: string; body: string; createdAt: string; isMine: boolean };

export type TeamMember = { id: string; name: string; email: string; role: string; status: "active" | "deactivated" };

// Scores run 1 to 4; their words and the recommendations' are Recruiter.Labels.score and .recommendation.
export const SCORES = [1, 2, 3, 4] as const;

// Strongest no first, as Greenhouse asks it
export const RECOMMENDATIONS: Recommendation[] = ["strong_no", "no", "yes", "strong_yes"];
