import { ownerDb } from "@/lib/db/owner";

// A submitted scorecard: one rating per criterion given (score 1-4), with optional notes and
// overall recommendation (strong_no | no | yes | strong_yes).
export async function createFeedback(
  application: { id: number },
  author: { id: string },
  data: { ratings: { criterionId: number; score: number }[]; notes?: string | null; recommendation?: string | null; createdAt?: Date },
) {
  const createdAt = data.createdAt ?? new Date();
  return ownerDb.feedback.create({
    data: {
      applicationId: application.id,
      authorId: author.id,
      notes: data.notes ?? null,
      recommendation: data.recommendation ?? null,
      createdAt,
      updatedAt: createdAt,
      ratings: { create: data.ratings.map((r) => ({ criterionId: r.criterionId, score: r.score })) },
    },
    include: { ratings: true },
  });
}
