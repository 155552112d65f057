import type { Caller } from "@/lib/auth/caller";
import { sqlJsonBody } from "@/lib/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { isStorableId } from "@/lib/schemas/common";
import { visibleApplicationsSql, visibleJobsSql } from "@/lib/server/access/visibility-sql";

// Per visible job asked for, its stages in position order with how many of the applications the
// caller can see sit in each, active and hired (docs/decisions/168). Jobs the caller cannot see
// are left out, as unknown ids are. One statement; the (job_id, current_stage_id, status) index
// answers the counts; the wrapper may run it with the credential lookup (decision 057).
export async function listStageCounts(caller: Caller, jobIds: number[]): Promise<string> {
  return (await sqlJsonBody(stageCountsStatement(caller, jobIds)))!;
}

export function stageCountsStatement(caller: Caller, jobIds: number[]): Prisma.Sql {
  const ids = jobIds.filter(isStorableId);
  return Prisma.sql`
    SELECT json_build_object('jobs', COALESCE(json_agg(json_build_object('jobId', j.id, 'stages', (
        SELECT COALESCE(json_agg(json_build_object('id', s.id, 'name', s.name, 'position', s.position,
                 'active', COALESCE(c.active, 0), 'hired', COALESCE(c.hired, 0)) ORDER BY s.position), '[]'::json)
          FROM stages s
          LEFT JOIN (SELECT a.current_stage_id,
                            count(*) FILTER (WHERE a.status = 'active')::int AS active,
                            count(*) FILTER (WHERE a.status = 'hired')::int AS hired
                       FROM applications a
                      WHERE a.job_id = j.id AND a.status IN ('active', 'hired') AND ${visibleApplicationsSql(caller)}
                      GROUP BY a.current_stage_id) c ON c.current_stage_id = s.id
         WHERE s.job_id = j.id)) ORDER BY j.id), '[]'::json))::text AS body
      FROM jobs j
     WHERE j.id = ANY(${ids}::int4[]) AND ${visibleJobsSql(caller)}`;
}
