import { z } from "zod";
import { Id } from "./common";

export const MAX_FEEDBACK_NOTES = 10_000;

// 1 strong no, 2 no, 3 yes, 4 strong yes
export const Score = z.number().int("must be a whole number").min(1, "must be 1 to 4").max(4, "must be 1 to 4");

export const Rating = z.object({ criterionId: Id, score: Score });

// The interviewer's overall recommendation (like Greenhouse's), beside the per-criterion scores.
export const RECOMMENDATIONS = ["strong_no", "no", "yes", "strong_yes"] as const;
export const Recommendation = z.enum(RECOMMENDATIONS, { message: "must be strong_no, no, yes or strong_yes" });
export type Recommendation = z.output<typeof Recommendation>;
export type RecommendationCounts = Record<Recommendation, number>;

export const SubmitFeedbackBody = z
  .object({
    // blank notes are stored as no notes
    notes: z
      .string()
      .trim()
      .max(MAX_FEEDBACK_NOTES, `must be at most ${MAX_FEEDBACK_NOTES} characters`)
      .nullable()
      .default(null)
      .transform((n) => (n ? n : null)),
    ratings: z
      .array(Rating)
      .max(100, "must have at most 100 entries")
      .default([])
      .refine((rs) => new Set(rs.map((r) => r.criterionId)).size === rs.length, "rate each criterion at most once"),
    // optional, so clients written before it keep working; sending the scorecard again replaces it
    recommendation: Recommendation.nullable().default(null),
  })
  .refine((b) => b.notes !== null || b.ratings.length > 0 || b.recommendation !== null, "give notes, a recommendation or at least one rating");
export type SubmitFeedbackBody = z.output<typeof SubmitFeedbackBody>;

export const RequestReviewersBody = z.object({
  userIds: z
    .array(z.string().min(1).max(64))
    .min(1, "name at least one user")
    .max(50, "must have at most 50 entries")
    .transform((ids) => [...new Set(ids)]),
});
export type RequestReviewersBody = z.output<typeof RequestReviewersBody>;

// A feedback entry as the feedback view shows it (before isMine and authorName are derived).
export const feedbackEntrySelect = {
  id: true,
  notes: true,
  recommendation: true,
  updatedAt: true,
  authorId: true,
  author: { select: { name: true } },
  ratings: { select: { criterionId: true, score: true }, orderBy: { criterion: { position: "asc" } } },
} as const;

export type FeedbackEntryRow = {
  id: number;
  notes: string | null;
  recommendation: string | null;
  updatedAt: Date;
  authorId: string;
  author: { name: string };
  ratings: { criterionId: number; score: number }[];
};

export function toFeedbackEntry(row: FeedbackEntryRow, callerId: string) {
  return {
    id: row.id,
    authorName: row.author.name,
    notes: row.notes,
    ratings: row.ratings,
    // the column's CHECK constraint allows only these values
    recommendation: row.recommendation as Recommendation | null,
    updatedAt: row.updatedAt,
    isMine: row.authorId === callerId,
  };
}
