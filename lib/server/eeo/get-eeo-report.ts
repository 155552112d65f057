import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/caller";
import { Forbidden } from "@/lib/errors";
import { EEO_MIN_GROUP } from "@/lib/schemas/eeo";
import { cellKey, JOB_LEVEL, suppressJob, type EeoCounts } from "./suppress-eeo-cells";

type Row = { jobId: number; stageId: number | null; dimension: string; answer: string | null; responses: number };

// GET /api/reports/eeo (admins): survey responses counted by job and by current stage, each answer
// of each question too. The counts come from eeo_group_counts(), which returns no group under 5;
// suppressJob then hides what subtraction would reveal (docs/decisions/340). Every job is listed,
// newest first, so a job's presence says nothing about its responses.
export async function getEeoReport(caller: Caller) {
  if (!isAdmin(caller)) throw new Forbidden("Only admins can read the EEO report");
  const [organization, jobs, rows] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: { eeoSurveyEnabled: true } }),
    db.job.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, stages: { orderBy: { position: "asc" }, select: { id: true, name: true } } },
    }),
    db.$queryRaw<Row[]>`SELECT job_id AS "jobId", stage_id AS "stageId", dimension, answer, responses FROM eeo_group_counts()`,
  ]);
  const byJob = new Map<number, EeoCounts>();
  for (const row of rows) {
    const counts = byJob.get(row.jobId) ?? new Map<string, number>();
    counts.set(cellKey(row.stageId === null ? JOB_LEVEL : String(row.stageId), row.dimension, row.answer), row.responses);
    byJob.set(row.jobId, counts);
  }
  return {
    surveyEnabled: organization.eeoSurveyEnabled,
    minimumGroupSize: EEO_MIN_GROUP,
    jobs: jobs.map((job) => {
      const { job: total, stages } = suppressJob(byJob.get(job.id) ?? new Map(), job.stages.map((s) => s.id));
      return { id: job.id, title: job.title, ...total, stages: job.stages.map((s, i) => ({ id: s.id, name: s.name, ...stages[i] })) };
    }),
  };
}
