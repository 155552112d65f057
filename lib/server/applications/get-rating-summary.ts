import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { RecommendationCounts } from "@/lib/schemas/feedback";

export type RatingSummary = { applicationId: number; averageScore: number | null; feedbackCount: number; recommendations: RecommendationCounts };

// Per application of a job: the mean of all submitted ratings (2 decimals), the number of
// feedback entries and how many give each overall recommendation, computed in SQL. Managers see every application; a reviewer sees only those
// they were asked to review and have already submitted their own feedback on: the blind rule's own
// set (caller_blind_application_ids, the one the feedback policy uses) leaves out the rest.
export async function getRatingSummary(caller: Caller, jobId: number): Promise<RatingSummary[]> {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const job = await db.job.findFirst({ where: { id: jobId }, select: { id: true } });
  if (!job) throw new NotFound("Job");
  return db.$queryRaw<RatingSummary[]>`
    SELECT a.id AS "applicationId",
           ROUND(AVG(r.score)::numeric, 2)::float8 AS "averageScore",
           COUNT(DISTINCT f.id)::int AS "feedbackCount",
           json_build_object(
             'strong_no', COUNT(DISTINCT f.id) FILTER (WHERE f.recommendation = 'strong_no'),
             'no', COUNT(DISTINCT f.id) FILTER (WHERE f.recommendation = 'no'),
             'yes', COUNT(DISTINCT f.id) FILTER (WHERE f.recommendation = 'yes'),
             'strong_yes', COUNT(DISTINCT f.id) FILTER (WHERE f.recommendation = 'strong_yes')) AS "recommendations"
    FROM applications a
    LEFT JOIN feedback f ON f.application_id = a.id
    LEFT JOIN feedback_ratings r ON r.feedback_id = f.id
    WHERE a.job_id = ${jobId}
      AND a.id NOT IN (SELECT caller_blind_application_ids())
    GROUP BY a.id
    ORDER BY a.id`;
}
