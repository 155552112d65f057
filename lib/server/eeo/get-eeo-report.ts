import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { BadRequest } from "@/lib/errors";
import { closedQuarters, EEO_MIN_GROUP, quarterOf, type EeoQuarter, type EeoReportQuery } from "@/lib/schemas/eeo";
import { cellKey, JOB_LEVEL, suppressJob, type EeoCounts, type EeoGroup } from "./suppress-eeo-cells";

type Row = { jobId: number; stageId: number | null; dimension: string; answer: string | null; responses: number };
type Job = { id: number; title: string; stages: { id: number; name: string }[] };
// One job's cohort as released, kept in eeo_cohorts: its stages as they were when it was released.
export type ReleasedCohort = EeoGroup & { stages: (EeoGroup & { id: number; name: string })[] };

const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

// GET /api/reports/eeo (`reports.eeo`, declared by the route; eeo_cohort_counts() asks it again): one closed calendar quarter's survey responses counted by job and
// by stage, each answer of each question too (docs/decisions/447). A job's cohort of a quarter is
// released once, at the first read after the quarter ended, and every later read answers the same
// stored release, so no two reads differ by anyone's answers. Every job is listed, newest first, so
// a job's presence says nothing about its responses.
export async function getEeoReport(caller: Caller, query: EeoReportQuery = {}) {
  const at = now();
  const [organization, jobs] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: { eeoSurveyEnabled: true, createdAt: true } }),
    db.job.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, stages: { orderBy: { position: "asc" }, select: { id: true, name: true } } },
    }),
  ]);
  const periods = closedQuarters(organization.createdAt, at);
  const period = query.period === undefined ? periods[0] : periods.find((p) => p.id === query.period);
  if (query.period !== undefined && !period) {
    throw new BadRequest("The period is not a quarter that has ended since the organization was created", [
      { path: "period", message: `must be one of ${periods.map((p) => p.id).join(", ") || "no quarter yet"}` },
    ]);
  }
  const released = period ? await releasedCohorts(period, jobs, at) : new Map<number, ReleasedCohort>();
  const open = quarterOf(at);
  return {
    surveyEnabled: organization.eeoSurveyEnabled,
    minimumGroupSize: EEO_MIN_GROUP,
    period: period ? { id: period.id, from: period.from.toISOString(), to: period.to.toISOString() } : null,
    periods: periods.map((p) => p.id),
    notCountedSince: open.from.toISOString(),
    jobs: jobs.map((job) => {
      const cohort = released.get(job.id) ?? releaseOf(new Map(), job);
      return { id: job.id, title: job.title, responses: cohort.responses, answers: cohort.answers, stages: cohort.stages };
    }),
  };
}

// The quarter's stored releases, releasing first the cohorts of jobs that have none yet.
async function releasedCohorts(period: EeoQuarter, jobs: Job[], at: Date): Promise<Map<number, ReleasedCohort>> {
  const quarter = dateOnly(period.from);
  const stored = await db.$queryRaw<{ jobId: number; released: ReleasedCohort }[]>`
    SELECT job_id AS "jobId", released FROM eeo_released_cohorts(${quarter}::date)`;
  const byJob = new Map(stored.map((row) => [row.jobId, row.released]));
  const missing = jobs.filter((job) => !byJob.has(job.id));
  if (missing.length === 0) return byJob;
  const rows = await db.$queryRaw<Row[]>`
    SELECT job_id AS "jobId", stage_id AS "stageId", dimension, answer, responses
      FROM eeo_cohort_counts(${quarter}::date, ${at}::timestamptz)
     WHERE job_id = ANY(${missing.map((job) => job.id)}::int[])`;
  const counts = new Map<number, EeoCounts>();
  for (const row of rows) {
    const job = counts.get(row.jobId) ?? new Map<string, number>();
    job.set(cellKey(row.stageId === null ? JOB_LEVEL : String(row.stageId), row.dimension, row.answer), row.responses);
    counts.set(row.jobId, job);
  }
  const releases = missing.map((job) => releaseOf(counts.get(job.id) ?? new Map(), job));
  const kept = await db.$queryRaw<{ jobId: number; released: ReleasedCohort }[]>`
    SELECT job_id AS "jobId", released FROM release_eeo_cohorts(${quarter}::date, ${at}::timestamptz,
      ${missing.map((job) => job.id)}::int[], ${releases.map((r) => JSON.stringify(r))}::jsonb[])`;
  for (const row of kept) byJob.set(row.jobId, row.released);
  return byJob;
}

function releaseOf(counts: EeoCounts, job: Pick<Job, "stages">): ReleasedCohort {
  const { job: total, stages } = suppressJob(counts, job.stages.map((s) => s.id));
  return { ...total, stages: job.stages.map((s, i) => ({ id: s.id, name: s.name, ...stages[i] })) };
}
