import { db } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { sortTags } from "@/lib/schemas/candidate-tag";
import { isStorableId } from "@/lib/schemas/common";
import { canManageJob } from "@/lib/server/access/visibility";

type FeedbackRow = { applicationId: number; count: number; averageScore: number | null; mine: boolean };

// GET /api/candidates/{id} (extension): the candidate with the applications of theirs the caller
// may see, oldest first; a candidate with none of those is not found, as for their notes.
export async function getCandidate(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Candidate");
  const candidate = await db.candidate.findFirst({
    where: { id },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      resumeUrl: true,
      createdAt: true,
      // the team's tags: empty for a caller who manages none of the applications (the policy)
      tags: { select: { label: true } },
      // the pools they are kept in: the recruiting team's, empty for anyone else (the policy)
      pools: { orderBy: { addedAt: "asc" }, select: { pool: { select: { id: true, name: true } } } },
      applications: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          jobId: true,
          job: { select: { title: true, hiringManagers: { select: { userId: true } } } },
          currentStage: { select: { name: true } },
          status: true,
          currentStageId: true,
          createdAt: true,
          updatedAt: true,
        },
      },
    },
  });
  if (!candidate) throw new NotFound("Candidate");
  // who sees every job reads every application, so none means the person has none: a referral to
  // the company in general (docs/decisions/501), whom the recruiting team must be able to open; a
  // record merged into another (decision 352) stays not found
  if (candidate.applications.length === 0 && !(can(caller, "jobs.view_all") && (await db.candidate.count({ where: { id, mergedIntoId: null } })) === 1)) throw new NotFound("Candidate");
  // the feedback summary of each application, shown under the rule of the rating summary
  // (docs/decisions/023): managers of the job, or a reviewer who has submitted their own
  const ids = candidate.applications.map((a) => a.id);
  const rows = await db.$queryRaw<FeedbackRow[]>`
    SELECT f.application_id AS "applicationId", COUNT(DISTINCT f.id)::int AS count,
           ROUND(AVG(r.score)::numeric, 2)::float8 AS "averageScore",
           bool_or(f.author_id = ${caller.userId}) AS mine
    FROM feedback f LEFT JOIN feedback_ratings r ON r.feedback_id = f.id
    WHERE f.application_id = ANY(${ids}::int[])
    GROUP BY f.application_id`;
  const byApplication = new Map(rows.map((r) => [r.applicationId, r]));
  const manages = (job: { hiringManagers: { userId: string }[] }) => canManageJob(caller, job.hiringManagers.map((m) => m.userId));
  const applications = candidate.applications.map(({ job, currentStage, ...application }) => {
    const row = byApplication.get(application.id);
    const canSee = manages(job) || Boolean(row?.mine);
    return {
      id: application.id,
      jobId: application.jobId,
      jobTitle: job.title,
      status: application.status,
      currentStageId: application.currentStageId,
      stageName: currentStage.name,
      createdAt: application.createdAt,
      updatedAt: application.updatedAt,
      feedback: canSee ? { count: row?.count ?? 0, averageScore: row?.averageScore ?? null } : null,
    };
  });
  // the same rule as the tags' policy and lockTaggableCandidate: managing one of the applications
  const canTag = candidate.applications.some((a) => manages(a.job));
  const { pools, ...person } = candidate;
  return { ...person, tags: sortTags(candidate.tags.map((t) => t.label)), canTag, talentPools: pools.map((p) => p.pool), applications };
}
