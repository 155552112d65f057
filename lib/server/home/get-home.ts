import { sqlJsonBody } from "@/lib/db/sql-rows";
import { isoTime } from "@/lib/db/sql-json";
import type { Caller } from "@/lib/auth/caller";
import { managesAllJobs } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";

export const HOME_LIST_LIMIT = 50;

// Endpoint 20, one statement that builds the body as JSON (decision 056). myTasks: the caller's
// open review requests on active applications, oldest first. reviewQueue: active applications
// still in the first stage of jobs the caller manages (all jobs for admins and recruiters, their
// own for hiring managers; interviewers manage none).
export async function getHome(caller: Caller): Promise<string> {
  return (await sqlJsonBody(homeStatement(caller)))!;
}

export function homeStatement(caller: Caller): Prisma.Sql {
  return Prisma.sql`SELECT json_build_object('myTasks', ${myTasks(caller)}, 'reviewQueue', ${reviewQueue(caller)})::text AS body`;
}

// The page of 50 is chosen before jobs are joined: a reviewer with hundreds of open requests then
// costs 50 lookups, not hundreds (docs/decisions/055). Names are each application's own (decision 115).
function myTasks(caller: Caller): Prisma.Sql {
  return Prisma.sql`COALESCE((SELECT json_agg(json_build_object(
           'applicationId', t.application_id, 'jobId', t.job_id, 'candidateName', t.candidate_name, 'jobTitle', j.title,
           'requestedAt', ${isoTime(Prisma.sql`t.created_at`)}) ORDER BY t.created_at, t.id)
      FROM (SELECT rr.id, rr.application_id, rr.created_at, a.job_id, a.candidate_name
              FROM review_requests rr
              JOIN applications a ON a.id = rr.application_id
             WHERE rr.reviewer_id = ${caller.userId}
               AND rr.completed_at IS NULL
               AND a.organization_id = ${caller.orgId}
               AND a.status = 'active'
             ORDER BY rr.created_at, rr.id
             LIMIT ${HOME_LIST_LIMIT}) t
      JOIN jobs j ON j.id = t.job_id), '[]'::json)`;
}

function reviewQueue(caller: Caller): Prisma.Sql {
  if (!managesAllJobs(caller) && caller.role !== "hiring_manager") return Prisma.sql`'[]'::json`;
  const ownJobsOnly = managesAllJobs(caller)
    ? Prisma.empty
    : Prisma.sql`AND EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = a.job_id AND h.user_id = ${caller.userId})`;
  return Prisma.sql`COALESCE((SELECT json_agg(q.item ORDER BY q.created_at, q.id) FROM (
      SELECT a.created_at, a.id, json_build_object(
               'applicationId', a.id, 'jobId', a.job_id, 'candidateName', a.candidate_name, 'jobTitle', j.title,
               'appliedAt', ${isoTime(Prisma.sql`a.created_at`)}) AS item
        FROM applications a
        JOIN stages s ON s.id = a.current_stage_id AND s.position = 0
        JOIN jobs j ON j.id = a.job_id
       WHERE a.organization_id = ${caller.orgId}
         AND a.status = 'active'
         ${ownJobsOnly}
       ORDER BY a.created_at, a.id
       LIMIT ${HOME_LIST_LIMIT}) q), '[]'::json)`;
}
