import { z } from "zod";
import { IdString } from "./common";
import { EeoReportQuery } from "./eeo";

// GET /api/reports/adverse-impact?jobId=&period= (docs/decisions/489): one job, one closed quarter
// (the latest by default), as the EEO report counts it.
export const AdverseImpactQuery = EeoReportQuery.extend({ jobId: IdString });
export type AdverseImpactQuery = z.output<typeof AdverseImpactQuery>;

const Group = z.object({
  group: z.string(),
  selected: z.number().int().nullable(),
  total: z.number().int().nullable(),
  rate: z.number().nullable(),
  impactRatio: z.number().nullable(),
  belowFourFifths: z.boolean().nullable(),
});
export const AdverseImpactResponse = z.object({
  period: z.object({ id: z.string(), from: z.string(), to: z.string() }).nullable(),
  periods: z.array(z.string()),
  minimumGroupSize: z.number().int(),
  fourFifths: z.number(),
  jobId: z.number().int(),
  stages: z.array(
    z.object({
      stageId: z.number().int(),
      name: z.string(),
      nextStage: z.string(),
      questions: z.object({ gender: z.array(Group), raceEthnicity: z.array(Group), veteranStatus: z.array(Group), disabilityStatus: z.array(Group) }),
    }),
  ),
});
