import type { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { bodyStatement, jsonAgg, jsonList, jsonObject, type BodyStatement } from "@/lib/db/sql-json";
import { Prisma } from "@/lib/generated/prisma/client";
import { StageCount, StageCountsResponse } from "@/lib/schemas/responses/job";
import { isStorableId } from "@/lib/schemas/common";

// Per visible job asked for, its stages in position order with how many of the applications the
// caller can see sit in each, active and hired (docs/decisions/168). Jobs the caller cannot see
// are left out, as unknown ids are. One statement; the (job_id, current_stage_id, status) index
// answers the counts; the route runs it after the credential statement (decision 210).
export function stageCountsStatement(caller: Caller, jobIds: number[]): BodyStatement<z.output<typeof StageCountsResponse>> {
  const ids = jobIds.filter(isStorableId);
  const stage = jsonObject(StageCount, {
    id: Prisma.sql`s.id`,
    name: Prisma.sql`s.name`,
    position: Prisma.sql`s.position`,
    active: Prisma.sql`COALESCE(c.active, 0)`,
    hired: Prisma.sql`COALESCE(c.hired, 0)`,
  });
  const stages = jsonList(
    stage,
    Prisma.sql`s.position`,
    Prisma.sql`FROM stages s
          LEFT JOIN (SELECT a.current_stage_id,
                            count(*) FILTER (WHERE a.status = 'active')::int AS active,
                            count(*) FILTER (WHERE a.status = 'hired')::int AS hired
                       FROM applications a
                      WHERE a.job_id = j.id AND a.status IN ('active', 'hired')
                      GROUP BY a.current_stage_id) c ON c.current_stage_id = s.id
         WHERE s.job_id = j.id`,
  );
  const job = jsonObject(StageCountsResponse.shape.jobs.element, { jobId: Prisma.sql`j.id`, stages });
  return bodyStatement(
    jsonObject(StageCountsResponse, { jobs: jsonAgg(job, Prisma.sql`j.id`) }),
    Prisma.sql`FROM jobs j WHERE j.id = ANY(${ids}::int4[])`,
  );
}
