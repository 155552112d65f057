import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { SURVEY_MIN_GROUP, SURVEY_QUESTIONS, type SurveyReportQuery } from "@/lib/schemas/candidate-survey";
import { addTally, emptyTally, publish, shownStages, type PublishedGroup, type Tally } from "./suppress-survey-groups";

type Row = { jobId: number; stageId: number | null; communication: number[]; respect: number[]; fairness: number[]; comments: string[] | null };

// GET /api/reports/candidate-survey (`reports.view`, docs/decisions/499): "how it felt", per job and
// per stage reached, for the jobs the caller sees (the answers' policies read those of visible jobs
// only). Only whole months are counted, those before the current one, so figures change once a month
// rather than with each answer. Any group under the minimum is hidden (null), and so is whatever would
// let a hidden group be worked out from the others (suppress-survey-groups.ts). Every visible job is
// listed, newest first, so a job's presence says nothing of its answers.
export async function getSurveyReport(query: SurveyReportQuery = {}) {
  const at = now();
  const countedUntil = `${at.toISOString().slice(0, 7)}-01`;
  const jobs = await db.job.findMany({
    where: query.jobId === undefined ? {} : { id: query.jobId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, title: true, stages: { orderBy: { position: "asc" }, select: { id: true, name: true } } },
  });
  if (query.jobId !== undefined && jobs.length === 0) throw new NotFound("Job");
  const rows = await db.$queryRaw<Row[]>`
    SELECT job_id AS "jobId", stage_id AS "stageId",
           array_agg(communication::int) AS communication, array_agg(respect::int) AS respect, array_agg(fairness::int) AS fairness,
           array_agg(comment) FILTER (WHERE comment IS NOT NULL) AS comments
      FROM survey_responses
     WHERE month < ${countedUntil}::date ${query.jobId === undefined ? Prisma.empty : Prisma.sql`AND job_id = ${query.jobId}`}
     GROUP BY job_id, stage_id`;
  const byJob = new Map<number, Map<number | null, Tally>>();
  for (const row of rows) {
    const stages = byJob.get(row.jobId) ?? new Map<number | null, Tally>();
    byJob.set(row.jobId, stages);
    stages.set(row.stageId, tallyOf(row));
  }
  return {
    minimumGroupSize: SURVEY_MIN_GROUP,
    countedUntil,
    jobs: jobs.map((job) => {
      const tallies = byJob.get(job.id) ?? new Map<number | null, Tally>();
      // the job's stages as they are now, then answers whose stage was deleted since
      const groups: { id: number | null; name: string | null; tally: Tally }[] = job.stages.map((s) => ({ id: s.id, name: s.name, tally: tallies.get(s.id) ?? emptyTally() }));
      groups.push({ id: null, name: null, tally: tallies.get(null) ?? emptyTally() });
      const total = emptyTally();
      for (const group of groups) addTally(total, group.tally);
      const shown = shownStages(total.responses, groups.map((g) => g.tally.responses));
      const stages: (PublishedGroup & { id: number | null; name: string | null })[] = groups
        .map((group, i) => ({ id: group.id, name: group.name, ...publish(group.tally, shown[i]) }))
        // a deleted stage's group is listed only when it is shown, so it says nothing otherwise
        .filter((group) => group.id !== null || !group.suppressed);
      return { id: job.id, title: job.title, ...publish(total, total.responses >= SURVEY_MIN_GROUP), stages };
    }),
  };
}

function tallyOf(row: Row): Tally {
  const tally = emptyTally();
  tally.responses = row.communication.length;
  for (const q of SURVEY_QUESTIONS) for (const rating of row[q]) tally.ratings[q][rating - 1] += 1;
  tally.comments = row.comments ?? [];
  return tally;
}
