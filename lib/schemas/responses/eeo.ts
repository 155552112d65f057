import { z } from "zod";
import { EEO_MIN_GROUP, EEO_QUESTIONS } from "@/lib/schemas/eeo";
import { ResourceId, Timestamp } from "./common";

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
    period: z
      .object({
        id: z.string().describe("The quarter, like 2026-Q3"),
        from: Timestamp.describe("Its first moment (UTC)"),
        to: Timestamp.describe("The moment after its last (UTC): it ended then"),
      })
      .nullable()
      .describe("The closed calendar quarter whose applications are counted; null until a quarter has ended since the organization was created"),
    periods: z.array(z.string()).describe("Every quarter that can be asked for with `period`, newest first"),
    notCountedSince: Timestamp.describe("Applications created since this moment (the current quarter's start) are not counted until their quarter ends"),
    jobs: z.array(
      z.object({
        id: ResourceId,
        title: z.string(),
        responses: SuppressedCount,
        answers: EeoAnswerCounts,
        stages: z
          .array(z.object({ id: ResourceId, name: z.string(), responses: SuppressedCount, answers: EeoAnswerCounts }))
          .describe("The same per stage, in position order: the stages the job had, and the stage each application was in, when the quarter's counts were released"),
      }),
    ),
  })
  .describe("Voluntary self-identification of one closed quarter's applications counted by job and stage; no individual answer");

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
