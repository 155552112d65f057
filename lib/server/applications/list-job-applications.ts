import { sqlRows } from "@/lib/db/sql-rows";
import type { Caller } from "@/lib/auth/caller";
import { page } from "@/lib/api/paging";
import { NotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListJobApplicationsQuery } from "@/lib/schemas/application";
import { isStorableId } from "@/lib/schemas/common";
import { canManageJob } from "@/lib/server/access/visibility";
import { likePattern } from "@/lib/server/jobs/like-pattern";
import { visibleApplicationsSql, visibleJobsSql } from "@/lib/server/access/visibility-sql";


type Header = {
  id: number;
  title: string;
  slug: string;
  hiringManagerIds: string[];
  kitBody: string | null;
  orgSlug: string;
  stages: { id: number; jobId: number; name: string; position: number }[];
};

type ListItem = {
  id: number;
  currentStageId: number;
  coverLetter: string | null;
  createdAt: Date;
  name: string;
  email: string;
  phone: string | null;
  resumeUrl: string | null;
  status: string;
};

// Endpoint 7, measured under load: the job header (with org, hiring managers and stages), the page
// of applications joined to their candidates, and the total, as three queries in one parallel round.
// Reviewers (interviewers, hiring managers off the job) see only what they were asked to review.
export async function listJobApplications(caller: Caller, jobId: number, query: ListJobApplicationsQuery) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const where = Prisma.join([Prisma.sql`a.job_id = ${jobId}`, visibleApplicationsSql(caller), ...filters(query)], " AND ");
  // One candidate lookup per application of the job (OFFSET 0 keeps the planner from turning a
  // name/email search into a scan of every candidate of the org); the count needs it only for q.
  const candidate = Prisma.sql`CROSS JOIN LATERAL (SELECT cc.name, cc.email, cc.phone, cc.resume_url
    FROM candidates cc WHERE cc.id = a.candidate_id OFFSET 0) c`;
  const [[header], applications, [{ total }]] = await Promise.all([
    sqlRows<Header[]>(Prisma.sql`
      SELECT j.id, j.title, j.slug,
             ARRAY(SELECT h.user_id FROM job_hiring_managers h WHERE h.job_id = j.id ORDER BY h.user_id) AS "hiringManagerIds",
             j.kit_body AS "kitBody", o.slug AS "orgSlug",
             COALESCE((SELECT json_agg(json_build_object('id', s.id, 'jobId', s.job_id, 'name', s.name, 'position', s.position)
                                ORDER BY s.position) FROM stages s WHERE s.job_id = j.id), '[]'::json) AS stages
      FROM jobs j JOIN organizations o ON o.id = j.organization_id
      WHERE j.id = ${jobId} AND ${visibleJobsSql(caller)}`),
    sqlRows<ListItem[]>(Prisma.sql`
      SELECT a.id, a.current_stage_id AS "currentStageId", a.cover_letter AS "coverLetter", a.created_at AS "createdAt",
             c.name, c.email, c.phone, c.resume_url AS "resumeUrl", a.status::text AS status
      FROM applications a ${candidate}
      WHERE ${where}
      ORDER BY a.created_at, a.id
      LIMIT ${query.limit} OFFSET ${query.offset}`),
    sqlRows<{ total: number }[]>(Prisma.sql`
      SELECT count(*)::int AS total FROM applications a ${query.q ? candidate : Prisma.empty} WHERE ${where}`),
  ]);
  if (!header) throw new NotFound("Job");
  const { orgSlug, stages, ...job } = header;
  return {
    job,
    org: { slug: orgSlug },
    canManage: canManageJob(caller, job.hiringManagerIds),
    stages,
    applications,
    page: page(query, total),
  };
}

function filters(query: ListJobApplicationsQuery): Prisma.Sql[] {
  const list: Prisma.Sql[] = [];
  // a stage id beyond int4 cannot exist; -1 matches nothing without overflowing the column type
  if (query.stageId !== undefined) list.push(Prisma.sql`a.current_stage_id = ${isStorableId(query.stageId) ? query.stageId : -1}`);
  if (query.status) list.push(Prisma.sql`a.status = ${query.status}::application_status`);
  if (query.q) {
    const pattern = likePattern(query.q);
    list.push(Prisma.sql`(c.name ILIKE ${pattern} OR c.email ILIKE ${pattern})`);
  }
  return list;
}
