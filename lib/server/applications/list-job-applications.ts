import type { z } from "zod";
import { now } from "@/lib/clock";
import { awaitingAnswer } from "./awaiting-answer";
import { bodyStatement, isoTime, jsonList, jsonObject, jsonValue, pageJson, type BodyStatement } from "@/lib/db/sql-json";
import type { Caller } from "@/lib/auth/caller";
import { reachesJobs } from "@/lib/server/access/visibility";
import { NotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListJobApplicationsQuery } from "@/lib/schemas/application";
import { ApplicationListItem, ListApplicationsResponse } from "@/lib/schemas/responses/application";
import { JobShort, Stage } from "@/lib/schemas/responses/job";
import { isStorableId } from "@/lib/schemas/common";
import { likePattern } from "@/lib/server/jobs/like-pattern";

// Endpoint 7, measured under load: one statement builds the whole body as JSON (decision 056):
// the job header (hiring managers, org, canManage, stages), the page of applications with the
// details each was sent with (decision 115) and its candidate's e-mail, and the total. No row
// means the job is absent, foreign or invisible: 404.
// Reviewers (interviewers, hiring managers off the job) see only what they were asked to review.

// One candidate lookup per shown application for its e-mail (OFFSET 0 keeps each a primary-key
// probe instead of a join the planner might turn into a scan of the organization's candidates).
export const CANDIDATE_EMAIL = Prisma.sql`CROSS JOIN LATERAL (SELECT cc.email FROM candidates cc WHERE cc.id = a.candidate_id OFFSET 0) c`;

export function listJobApplicationsStatement(
  caller: Caller,
  jobId: number,
  query: ListJobApplicationsQuery,
): BodyStatement<z.output<typeof ListApplicationsResponse>> {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const filtered = applicationFilters(query, caller);
  // which rows the caller sees, and whether they manage the job, is the database's rule (decision 300)
  const canManage = Prisma.sql`caller_manages_job(j.id)`;
  const where = Prisma.join([Prisma.sql`a.job_id = ${jobId}`, ...filtered], " AND ");
  // The page's ids first, then their rows and candidates (a deferred join): skipped rows cost an
  // index entry each, not a candidate lookup, and the generic plan of the prepared statement is
  // cheap enough for Postgres to keep instead of planning every request anew. The ids and the
  // count need no candidate.
  const counted = Prisma.sql`(SELECT count(*) FROM applications a WHERE ${where})`;
  // whoever may manage the job sees its whole board: unfiltered, the total is the job's counter,
  // kept by triggers (docs/decisions/058); anyone else's total is counted
  const total = filtered.length
    ? counted
    : Prisma.sql`CASE WHEN ${canManage}
        THEN COALESCE((SELECT t.total FROM job_application_counters t WHERE t.job_id = j.id), 0) ELSE ${counted} END`;
  const body = jsonObject(ListApplicationsResponse, {
    job: jsonObject(JobShort, {
      id: Prisma.sql`j.id`,
      title: Prisma.sql`j.title`,
      slug: Prisma.sql`j.slug`,
      hiringManagerIds: jsonValue<string[]>(Prisma.sql`m.ids`),
      kitBody: Prisma.sql`j.kit_body`,
    }),
    org: jsonObject(ListApplicationsResponse.shape.org, { slug: Prisma.sql`o.slug` }),
    canManage,
    stages: jsonList(
      jsonObject(Stage, { id: Prisma.sql`s.id`, jobId: Prisma.sql`s.job_id`, name: Prisma.sql`s.name`, position: Prisma.sql`s.position`, candidateLabel: Prisma.sql`s.candidate_label` }),
      Prisma.sql`s.position`,
      Prisma.sql`FROM stages s WHERE s.job_id = j.id`,
    ),
    applications: jsonList(
      applicationListItem(),
      Prisma.sql`a.created_at, a.id`,
      Prisma.sql`FROM (SELECT a.id FROM applications a
                        WHERE ${where}
                        ORDER BY a.created_at, a.id
                        LIMIT ${query.limit} OFFSET ${query.offset}) p
                 JOIN applications a ON a.id = p.id ${CANDIDATE_EMAIL}`,
    ),
    page: pageJson(query, total),
  });
  return bodyStatement(
    body,
    Prisma.sql`FROM jobs j
    JOIN organizations o ON o.id = j.organization_id
    CROSS JOIN LATERAL (SELECT ARRAY(SELECT h.user_id FROM job_hiring_managers h WHERE h.job_id = j.id ORDER BY h.user_id) AS ids) m
    WHERE j.id = ${jobId}`,
  );
}

// A board row: an application `a` with its candidate's e-mail `c.email`; shared with GET /api/applications.
export function applicationListItem() {
  return jsonObject(ApplicationListItem, applicationListFields());
}

export function applicationListFields() {
  return {
    id: Prisma.sql`a.id`,
    candidateId: Prisma.sql`a.candidate_id`,
    currentStageId: Prisma.sql`a.current_stage_id`,
    coverLetter: Prisma.sql`a.cover_letter`,
    status: Prisma.sql`a.status`,
    createdAt: isoTime(Prisma.sql`a.created_at`),
    updatedAt: isoTime(Prisma.sql`a.updated_at`),
    name: Prisma.sql`a.candidate_name`,
    email: Prisma.sql`c.email`,
    phone: Prisma.sql`a.candidate_phone`,
    resumeUrl: Prisma.sql`a.candidate_resume_url`,
    rejectionReasonId: Prisma.sql`a.rejection_reason_id`,
    source: Prisma.sql`a.source`,
  };
}

// Conditions on an `applications` row `a` the caller may see, shared with GET /api/applications.
// q matches the name the application was sent with or its candidate's e-mail, each through its
// trigram index (docs/decisions/254): the matching candidates' ids are collected once, so both
// halves are index lookups on applications and the planner can OR their bitmaps.
export function applicationFilters(query: ListJobApplicationsQuery, caller: Caller): Prisma.Sql[] {
  const list: Prisma.Sql[] = [];
  // a stage id beyond int4 cannot exist; -1 matches nothing without overflowing the column type
  if (query.stageId !== undefined) {
    const stageId = isStorableId(query.stageId) ? query.stageId : -1;
    list.push(Prisma.sql`a.current_stage_id = ${stageId}`);
    // a stage belongs to one job: naming that job lets the (job, organization, stage, status) index
    // answer a list across jobs too, instead of reading every application of the organization. A caller
    // who only reviews (an interviewer) starts from their few review requests instead, which the hint would hide.
    if (reachesJobs(caller)) list.push(Prisma.sql`a.job_id = (SELECT s.job_id FROM stages s WHERE s.id = ${stageId})`);
  }
  if (query.status?.length === 1) list.push(Prisma.sql`a.status = ${query.status[0]}::application_status`);
  else if (query.status) list.push(Prisma.sql`a.status = ANY(${query.status}::application_status[])`);
  if (query.q) {
    const pattern = likePattern(query.q);
    list.push(Prisma.sql`(a.candidate_name ILIKE ${pattern} OR a.candidate_id = ANY (ARRAY(
      SELECT cc.id FROM candidates cc WHERE cc.email ILIKE ${pattern})))`);
  }
  if (query.awaitingAnswer) list.push(awaitingAnswer(now()));
  return list;
}
