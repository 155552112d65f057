import type { z } from "zod";
import { bodyStatement, emptyJsonList, isoTime, jsonList, jsonObject, jsonValue, type BodyStatement } from "@/lib/db/sql-json";
import type { Caller } from "@/lib/auth/caller";
import { can } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import { HomeResponse, HomeTask, ReviewQueueItem } from "@/lib/schemas/responses/home";

export const HOME_LIST_LIMIT = 50;

// Endpoint 20, one statement that builds the body as JSON (decision 056). myTasks: the caller's
// open review requests on active applications, oldest first. reviewQueue: active applications
// still in the first stage of jobs the caller manages (all jobs for admins and recruiters, their
// own for hiring managers; interviewers manage none).
export function homeStatement(caller: Caller): BodyStatement<z.output<typeof HomeResponse>> {
  return bodyStatement(jsonObject(HomeResponse, { myTasks: myTasks(caller), reviewQueue: reviewQueue(caller) }));
}

// The page of 50 is chosen before jobs are joined: a reviewer with hundreds of open requests then
// costs 50 lookups, not hundreds (docs/decisions/055). Names are each application's own (decision 115).
function myTasks(caller: Caller) {
  const task = jsonObject(HomeTask, {
    applicationId: Prisma.sql`t.application_id`,
    jobId: Prisma.sql`t.job_id`,
    candidateName: Prisma.sql`t.candidate_name`,
    jobTitle: Prisma.sql`j.title`,
    requestedAt: isoTime(Prisma.sql`t.created_at`),
    // the interview the request names, as the policies let the reviewer read it (they are on it)
    interview: jsonValue(Prisma.sql`(SELECT json_build_object('id', i.id, 'title', i.title, 'startsAt', ${isoTime(Prisma.sql`i.starts_at`)}) FROM interviews i WHERE i.id = t.interview_id)`),
  });
  return jsonList(
    task,
    Prisma.sql`t.created_at, t.id`,
    // each request's application by its key (OFFSET 0 keeps it apart): joined plainly, Postgres
    // hashed the caller's requests against every active application of the organization
    Prisma.sql`FROM (SELECT rr.id, rr.application_id, rr.interview_id, rr.created_at, a.job_id, a.candidate_name
              FROM review_requests rr
              CROSS JOIN LATERAL (SELECT a.job_id, a.candidate_name, a.status FROM applications a WHERE a.id = rr.application_id OFFSET 0) a
             WHERE rr.reviewer_id = ${caller.userId}
               AND rr.completed_at IS NULL
               AND a.status = 'active'
             ORDER BY rr.created_at, rr.id
             LIMIT ${HOME_LIST_LIMIT}) t
      -- each task's job by its key (OFFSET 0 keeps it apart): joined plainly, Postgres hashed the
      -- 50 tasks against every job of the organization
      CROSS JOIN LATERAL (SELECT pj.title FROM jobs pj WHERE pj.id = t.job_id OFFSET 0) j`,
  );
}

function reviewQueue(caller: Caller) {
  if (!can(caller, "jobs.manage")) return emptyJsonList;
  const item = jsonObject(ReviewQueueItem, {
    applicationId: Prisma.sql`q.id`,
    jobId: Prisma.sql`q.job_id`,
    candidateName: Prisma.sql`q.candidate_name`,
    jobTitle: Prisma.sql`q.title`,
    appliedAt: isoTime(Prisma.sql`q.created_at`),
  });
  return jsonList(
    item,
    Prisma.sql`q.created_at, q.id`,
    Prisma.sql`FROM (
      SELECT a.created_at, a.id, a.job_id, a.candidate_name, j.title
        FROM applications a
        JOIN stages s ON s.id = a.current_stage_id AND s.position = 0
        JOIN jobs j ON j.id = a.job_id
       WHERE a.status = 'active'
         -- caller_manages_job() is true for the whole recruiting team: asked once, not per row
         AND ((SELECT caller_sees_all_jobs()) OR caller_manages_job(a.job_id))
       ORDER BY a.created_at, a.id
       LIMIT ${HOME_LIST_LIMIT}) q`,
  );
}
