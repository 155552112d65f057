import { db } from "@/lib/db";
import { RECOMMENDATIONS, type RecommendationCounts } from "@/lib/schemas/feedback";

// How many submitted scorecards on an application give each overall recommendation, counted in
// SQL; every recommendation is present, with 0 when nobody gave it.
export async function countRecommendations(applicationId: number): Promise<RecommendationCounts> {
  const rows = await db.$queryRaw<{ recommendation: keyof RecommendationCounts; count: number }[]>`
    SELECT f.recommendation, count(*)::int AS "count"
      FROM feedback f
     WHERE f.application_id = ${applicationId} AND f.recommendation IS NOT NULL
     GROUP BY f.recommendation`;
  const counts = Object.fromEntries(RECOMMENDATIONS.map((r) => [r, 0])) as RecommendationCounts;
  for (const row of rows) counts[row.recommendation] = row.count;
  return counts;
}
