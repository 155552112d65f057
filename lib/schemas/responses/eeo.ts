import { z } from "zod";
import { EEO_MIN_GROUP, EEO_QUESTIONS } from "@/lib/schemas/eeo";
import { ResourceId } from "./common";

const SuppressedCount = z
  .int()
  .min(EEO_MIN_GROUP)
  .nullable()
  .describe(`Responses in the group; null when fewer than ${EEO_MIN_GROUP}, or when showing it would let a hidden count be worked out by subtraction`);

const answersOf = (answers: readonly string[]) => z.object(Object.fromEntries(answers.map((a) => [a, SuppressedCount])) as Record<string, typeof SuppressedCount>);

const EeoAnswerCounts = z
  .object({
    gender: answersOf(EEO_QUESTIONS.gender),
    raceEthnicity: answersOf(EEO_QUESTIONS.raceEthnicity),
    veteranStatus: answersOf(EEO_QUESTIONS.veteranStatus),
    disabilityStatus: answersOf(EEO_QUESTIONS.disabilityStatus),
  })
  .describe("Per question, responses per answer; a question the candidate skipped counts as decline_to_answer");

// GET /api/reports/eeo (extension; docs/decisions/340)
export const EeoReportResponse = z
  .object({
    surveyEnabled: z.boolean().describe("The apply form offers the survey now; responses given earlier are counted either way"),
    minimumGroupSize: z.int().describe("Smallest group shown as a number"),
    jobs: z.array(
      z.object({
        id: ResourceId,
        title: z.string(),
        responses: SuppressedCount,
        answers: EeoAnswerCounts,
        stages: z
          .array(z.object({ id: ResourceId, name: z.string(), responses: SuppressedCount, answers: EeoAnswerCounts }))
          .describe("The same per stage the applications are in now, in position order"),
      }),
    ),
  })
  .describe("Voluntary self-identification counted by job and current stage; no individual answer");

// GET /api/reports/sources (extension; docs/decisions/343)
export const SourceReportResponse = z.object({
  sources: z
    .array(
      z.object({
        source: z.string().nullable().describe("The applications' source; null for those without one"),
        applications: z.int().min(0).describe("Applications created in the range from this source"),
        hired: z.int().min(0).describe("Of those, how many are now hired"),
        conversion: z.number().min(0).max(1).describe("hired / applications, rounded to 3 decimals"),
      }),
    )
    .describe("Most applications first, then by source"),
});
