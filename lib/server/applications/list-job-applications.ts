import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page } from "@/lib/api/paging";
import { NotFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applicationListItemSelect, type ListJobApplicationsQuery } from "@/lib/schemas/application";
import { isStorableId } from "@/lib/schemas/common";
import { jobShortSelect } from "@/lib/schemas/job";
import { stageSelect } from "@/lib/schemas/stage";
import { canManageJob, visibleApplicationsWhere, visibleJobsWhere } from "@/lib/server/access/visibility";
import { containsText } from "@/lib/server/jobs/contains-text";
import { toJob } from "@/lib/server/jobs/to-job";

// Endpoint 7: a job's board. The job, the page of applications and the total run in parallel;
// reviewers (interviewers, hiring managers off the job) see only applications they were asked to review.
export async function listJobApplications(caller: Caller, jobId: number, query: ListJobApplicationsQuery) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const where: Prisma.ApplicationWhereInput = {
    AND: [visibleApplicationsWhere(caller), { jobId }, ...filters(query)],
  };
  const [job, applications, total] = await Promise.all([
    db.job.findFirst({
      where: { id: jobId, ...visibleJobsWhere(caller) },
      select: {
        ...jobShortSelect,
        organization: { select: { slug: true } },
        stages: { select: stageSelect, orderBy: { position: "asc" } },
      },
    }),
    db.application.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: query.offset,
      take: query.limit,
      select: applicationListItemSelect,
    }),
    db.application.count({ where }),
  ]);
  if (!job) throw new NotFound("Job");
  const { organization, stages, ...short } = job;
  const shortJob = toJob(short);
  return {
    job: shortJob,
    org: organization,
    canManage: canManageJob(caller, shortJob.hiringManagerIds),
    stages,
    applications: applications.map(({ candidate, ...item }) => ({ ...item, ...candidate })),
    page: page(query, total),
  };
}

function filters(query: ListJobApplicationsQuery): Prisma.ApplicationWhereInput[] {
  const list: Prisma.ApplicationWhereInput[] = [];
  // a stage id beyond int4 cannot exist; -1 matches nothing without overflowing the column type
  if (query.stageId !== undefined) list.push({ currentStageId: isStorableId(query.stageId) ? query.stageId : -1 });
  if (query.status) list.push({ status: query.status });
  if (query.q) {
    const contains = containsText(query.q);
    list.push({ candidate: { OR: [{ name: contains }, { email: contains }] } });
  }
  return list;
}
