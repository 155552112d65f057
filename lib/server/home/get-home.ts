import { sqlRows } from "@/lib/db/sql-rows";
import type { Caller } from "@/lib/auth/caller";
import { managesAllJobs } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";

export const HOME_LIST_LIMIT = 50;

type HomeTask = { applicationId: number; jobId: number; candidateName: string; jobTitle: string; requestedAt: Date };
type ReviewQueueItem = { applicationId: number; jobId: number; candidateName: string; jobTitle: string; appliedAt: Date };

// Endpoint 20, one query per list. myTasks: the caller's open review requests on active
// applications, oldest first. reviewQueue: active applications still in the first stage of
// jobs the caller manages (all jobs for admins and recruiters, their own for hiring managers).
export async function getHome(caller: Caller) {
  const [myTasks, reviewQueue] = await Promise.all([findMyTasks(caller), findReviewQueue(caller)]);
  return { myTasks, reviewQueue };
}

// The page of 50 is chosen before candidates and jobs are joined: a reviewer with hundreds of open
// requests then costs 50 lookups of each, not hundreds (docs/decisions/055).
function findMyTasks(caller: Caller) {
  return sqlRows<HomeTask[]>(Prisma.sql`
    SELECT t.application_id AS "applicationId",
           t.job_id AS "jobId",
           c.name AS "candidateName",
           j.title AS "jobTitle",
           t.created_at AS "requestedAt"
      FROM (SELECT rr.id, rr.application_id, rr.created_at, a.job_id, a.candidate_id
              FROM review_requests rr
              JOIN applications a ON a.id = rr.application_id
             WHERE rr.reviewer_id = ${caller.userId}
               AND rr.completed_at IS NULL
               AND a.organization_id = ${caller.orgId}
               AND a.status = 'active'
             ORDER BY rr.created_at, rr.id
             LIMIT ${HOME_LIST_LIMIT}) t
      JOIN candidates c ON c.id = t.candidate_id
      JOIN jobs j ON j.id = t.job_id
     ORDER BY t.created_at, t.id`);
}

async function findReviewQueue(caller: Caller): Promise<ReviewQueueItem[]> {
  if (!managesAllJobs(caller) && caller.role !== "hiring_manager") return [];
  const ownJobsOnly = managesAllJobs(caller)
    ? Prisma.empty
    : Prisma.sql`AND EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = a.job_id AND h.user_id = ${caller.userId})`;
  return sqlRows<ReviewQueueItem[]>(Prisma.sql`
    SELECT a.id AS "applicationId",
           a.job_id AS "jobId",
           c.name AS "candidateName",
           j.title AS "jobTitle",
           a.created_at AS "appliedAt"
      FROM applications a
      JOIN stages s ON s.id = a.current_stage_id AND s.position = 0
      JOIN candidates c ON c.id = a.candidate_id
      JOIN jobs j ON j.id = a.job_id
     WHERE a.organization_id = ${caller.orgId}
       AND a.status = 'active'
       ${ownJobsOnly}
     ORDER BY a.created_at, a.id
     LIMIT ${HOME_LIST_LIMIT}`);
}
