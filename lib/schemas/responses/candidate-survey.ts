import { z } from "zod";
import { SURVEY_OUTCOMES } from "@/lib/schemas/candidate-survey";

// GET /api/public/surveys/{token} (docs/decisions/499)
export const SurveyResponse = z.object({
  state: z.enum(["open", "answered", "expired"]).describe("open: it takes an answer; answered: one was given; expired: the link's 30 days have passed"),
  outcome: z.enum(SURVEY_OUTCOMES),
  job: z.object({ title: z.string() }),
  org: z.object({ name: z.string() }),
});

export const SurveyAnsweredResponse = z.object({ ok: z.literal(true) });

const Cell = z.number().nullable();
const Ratings = z.object({ "1": Cell, "2": Cell, "3": Cell, "4": Cell, "5": Cell });
const QuestionFigures = z.object({
  mean: z.number().nullable().describe("Mean rating, two decimals; null when the group is suppressed"),
  distribution: Ratings.describe("Answers per rating; every value null when the group is suppressed"),
});
// the figures of one group, which a job and each of its stages extend (not a component of its own: nothing refers to it alone)
const SurveyGroup = z.object({
  responses: z.number().int().nullable().describe("Answers in the group; null when it is suppressed"),
  suppressed: z.boolean().describe("Fewer than minimumGroupSize answers, or hidden so that no suppressed group can be worked out from the others"),
  questions: z.object({ communication: QuestionFigures, respect: QuestionFigures, fairness: QuestionFigures }),
  comments: z.array(z.string()).nullable().describe("The group's comments in no particular order; null when the group is suppressed"),
});

export const SurveyReportResponse = z.object({
  minimumGroupSize: z.number().int(),
  countedUntil: z.string().describe("Answers of the months before this date (YYYY-MM-DD, the first of the current month, UTC) are counted; the current month's wait until it ends"),
  jobs: z.array(
    SurveyGroup.extend({
      id: z.number().int(),
      title: z.string(),
      stages: z.array(SurveyGroup.extend({ id: z.number().int().nullable().describe("null: a stage since deleted"), name: z.string().nullable() })),
    }),
  ),
});
