import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { DECLINE, EEO_MIN_GROUP, EEO_QUESTION_KEYS, EEO_QUESTIONS, type EeoQuestion } from "@/lib/schemas/eeo";
import type { AdverseImpactQuery } from "@/lib/schemas/adverse-impact";
import { getEeoReport } from "./get-eeo-report";
import type { AnswerCounts, Cell } from "./suppress-eeo-cells";

// The four-fifths rule: a group selected at under 80% of the rate of the group selected most is
// read as adverse impact (29 CFR 1607.4(D); New York City's Local Law 144 audits report the same ratio).
export const FOUR_FIFTHS = 0.8;

type Level = { responses: Cell; answers: AnswerCounts };
type Stage = Level & { id: number; name: string };

// GET /api/reports/adverse-impact (`reports.eeo`, declared by the route; docs/decisions/489): per
// stage of one job and per group of each survey question, of the group's applications that reached
// the stage (now in it or a later one), how many went on past it, the rate, and its ratio to the
// highest group's rate. Every figure is worked out from the EEO report's own released cells of the
// same quarter (sums of shown stage counts, or the job's count less shown earlier stages), never from
// the responses: it publishes nothing the report does not, so no combination of the two reports, of
// periods or of jobs reveals a hidden group. A figure that would need a hidden cell is null.
export async function getAdverseImpact(caller: Caller, query: AdverseImpactQuery) {
  const report = await getEeoReport(caller, { period: query.period });
  const job = report.jobs.find((j) => j.id === query.jobId);
  if (!job) throw new NotFound("Job");
  return {
    period: report.period,
    periods: report.periods,
    minimumGroupSize: report.minimumGroupSize,
    fourFifths: FOUR_FIFTHS,
    jobId: job.id,
    stages: impactByStage(job, job.stages),
  };
}

// How many of a group reached stage `i` or later: the shown counts of those stages added up, or the
// job's count less the shown counts of the stages before; null when either needs a hidden cell.
function reached(job: Level, stages: Stage[], i: number, count: (level: Level) => Cell): number | null {
  const later = stages.slice(i).map(count);
  if (later.every((c) => c !== null)) return later.reduce<number>((sum, c) => sum + (c as number), 0);
  const total = count(job);
  const earlier = stages.slice(0, i).map(count);
  if (total !== null && earlier.every((c) => c !== null)) return total - earlier.reduce<number>((sum, c) => sum + (c as number), 0);
  return null;
}

export function impactByStage(job: Level, stages: Stage[]) {
  // the last stage has no stage after it to pass to
  return stages.slice(0, -1).map((stage, i) => ({
    stageId: stage.id,
    name: stage.name,
    nextStage: stages[i + 1].name,
    questions: Object.fromEntries(EEO_QUESTION_KEYS.map((q) => [q, groupsOf(job, stages, i, q)])) as Record<EeoQuestion, ReturnType<typeof groupsOf>>,
  }));
}

function groupsOf(job: Level, stages: Stage[], i: number, q: EeoQuestion) {
  const groups = EEO_QUESTIONS[q].map((group) => {
    const count = (level: Level) => level.answers[q][group];
    const total = reached(job, stages, i, count);
    const selected = reached(job, stages, i + 1, count);
    // a group under the minimum is not shown at all; a shown one's selected count is 0 or at least 5
    const shown = total !== null && selected !== null && total >= EEO_MIN_GROUP;
    return { group, selected: shown ? selected : null, total: shown ? total : null, rate: shown ? Math.round((selected / total) * 1000) / 1000 : null };
  });
  // "decline to answer" is not a group the rule compares
  const highest = Math.max(0, ...groups.filter((g) => g.group !== DECLINE && g.rate !== null).map((g) => g.rate as number));
  return groups.map((g) => {
    const impactRatio = g.group !== DECLINE && g.rate !== null && highest > 0 ? Math.round((g.rate / highest) * 1000) / 1000 : null;
    return { ...g, impactRatio, belowFourFifths: impactRatio === null ? null : impactRatio < FOUR_FIFTHS };
  });
}
