import { z } from "zod";
import { Count, DateOnly, ResourceId } from "./common";

export const ReportResponse = z
  .object({
    totals: z.object({ applications: Count, active: Count, rejected: Count, hired: Count, withdrawn: Count }),
    prev: z
      .object({ applications: Count, hired: Count })
      .describe("The same counts for the period of equal length before the range; zeros for range=all"),
    series: z
      .array(z.object({ weekStart: DateOnly.describe("Monday of the week, YYYY-MM-DD"), applications: Count, hired: Count }))
      .describe("One entry per week of the range, oldest first, empty weeks included"),
    avgTimeToHireDays: z.number().min(0).describe("Mean days from application to hire; 0 without hires"),
    recommendations: z
      .object({ strong_no: Count, no: Count, yes: Count, strong_yes: Count })
      .describe(
        "Extension: scorecards per overall recommendation on the applications of `totals` (created in the range, of the filtered jobs); on jobs the caller does not manage, only applications where the caller has submitted their own scorecard",
      ),
    jobs: z.array(
      z.object({
        id: ResourceId,
        title: z.string(),
        stages: z.array(
          z.object({
            name: z.string(),
            count: Count.describe("Active applications now in this stage"),
            avgDaysInStage: z.number().min(0).describe("Mean days spent in the stage, completed and current stays; 0 without any"),
          }),
        ),
      }),
    ),
    rejectionReasons: z
      .array(
        z.object({
          id: ResourceId.nullable().describe("The rejection reason; null for rejections that name none of the list"),
          label: z.string().nullable().describe("Its label as it reads now; null with id null"),
          archived: z.boolean(),
          count: Count.describe("Applications of `totals` now rejected with this reason"),
        }),
      )
      .describe("Extension: the rejections among `totals`, counted by reason, most first; the counts add up to `totals.rejected`"),
  })
  .describe("Hiring report over the jobs the caller can see");
