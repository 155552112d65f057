import { db } from "@/lib/db";

export type ScorecardRow = { criterionId: number; name: string; average: number | null; count: number };

// Per criterion of the job, in position order: the mean of all submitted scores on this
// application (2 decimals, null when nobody rated it) and how many there are. A removed (archived)
// criterion keeps its row where it was scored, after the active ones (docs/decisions/164).
export function computeScorecard(applicationId: number, jobId: number) {
  return db.$queryRaw<ScorecardRow[]>`
    SELECT c.id AS "criterionId",
           c.name,
           round(avg(r.score), 2)::float8 AS "average",
           count(r.score)::int AS "count"
      FROM scorecard_criteria c
      LEFT JOIN feedback_ratings r
        ON r.criterion_id = c.id
       AND r.feedback_id IN (SELECT f.id FROM feedback f WHERE f.application_id = ${applicationId})
     WHERE c.job_id = ${jobId}
     GROUP BY c.id
    HAVING c.archived_at IS NULL OR count(r.score) > 0
     ORDER BY c.position, c.id`;
}
