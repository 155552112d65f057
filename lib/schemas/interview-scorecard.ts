import { z } from "zod";
import { Id } from "./common";
import { MAX_FEEDBACK_NOTES, Recommendation, Score } from "./feedback";

export const MAX_DEBRIEF_REASON = 4000;

const blankIsNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((n) => (n ? n : null));

// PUT /api/interviews/{id}/scorecard: the interviewer's scorecard against the interview's kit.
// A blank answer is no answer (the table keeps only notes with words in them).
export const SubmitInterviewScorecardBody = z.object({
  ratings: z
    .array(z.object({ attributeId: Id, score: Score }))
    .max(100, "must have at most 100 entries")
    .default([])
    .refine((rs) => new Set(rs.map((r) => r.attributeId)).size === rs.length, "rate each attribute at most once"),
  answers: z
    .array(z.object({ questionId: Id, note: blankIsNull(MAX_FEEDBACK_NOTES) }))
    .max(100, "must have at most 100 entries")
    .default([])
    .refine((as) => new Set(as.map((a) => a.questionId)).size === as.length, "answer each question at most once"),
  notes: blankIsNull(MAX_FEEDBACK_NOTES),
  recommendation: Recommendation.nullable().default(null),
});
export type SubmitInterviewScorecardBody = z.output<typeof SubmitInterviewScorecardBody>;

export const DEBRIEF_DECISIONS = ["advance", "reject", "hold"] as const;

// POST /api/applications/{id}/debrief/decision. The reason may hold @[Name](userId) mentions.
export const DebriefDecisionBody = z
  .object({
    decision: z.enum(DEBRIEF_DECISIONS, { message: "must be advance, reject or hold" }),
    reason: z.string().trim().min(1, "must not be empty").max(MAX_DEBRIEF_REASON, `must be at most ${MAX_DEBRIEF_REASON} characters`),
    rejectionReasonId: Id.nullable().optional(),
    // a reject tells the candidate as the board's reject does when asked to
    notifyCandidate: z.boolean().optional(),
  })
  .refine((b) => b.decision === "reject" || (b.rejectionReasonId == null && !b.notifyCandidate), {
    message: "rejectionReasonId and notifyCandidate only apply to a reject",
    path: ["rejectionReasonId"],
  });
export type DebriefDecisionBody = z.output<typeof DebriefDecisionBody>;
