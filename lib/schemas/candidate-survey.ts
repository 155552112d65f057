import { z } from "zod";
import { IdString } from "@/lib/schemas/common";

// "How it felt" (docs/decisions/499): three questions, each rated 1 (poor) to 5 (very good), and an
// optional comment, asked after an application was rejected, hired or withdrawn.
export const SURVEY_QUESTIONS = ["communication", "respect", "fairness"] as const;
export type SurveyQuestion = (typeof SURVEY_QUESTIONS)[number];
export const SURVEY_OUTCOMES = ["rejected", "hired", "withdrawn"] as const;
export type SurveyOutcome = (typeof SURVEY_OUTCOMES)[number];
export const SURVEY_RATINGS = [1, 2, 3, 4, 5] as const;
// a group of fewer answers than this is never shown, its comments neither (as the EEO report's)
export const SURVEY_MIN_GROUP = 5;
export const SURVEY_COMMENT_MAX = 2000;

const Rating = z.number({ error: "must be a whole number from 1 to 5" }).int("must be a whole number from 1 to 5").min(1, "must be from 1 to 5").max(5, "must be from 1 to 5");


export const SurveyAnswerBody = z
  .object({
    communication: Rating.describe("How clearly the team kept you informed (1-5)"),
    respect: Rating.describe("How respectfully you were treated (1-5)"),
    fairness: Rating.describe("How fair the process felt (1-5)"),
    comment: z
      .string()
      .trim()
      .max(SURVEY_COMMENT_MAX, `must be at most ${SURVEY_COMMENT_MAX} characters`)
      .nullish()
      .transform((text) => (text ? text : null))
      .describe("Optional; an empty comment is none"),
  })
  .strict();
export type SurveyAnswerBody = z.output<typeof SurveyAnswerBody>;

export const SurveyReportQuery = z.object({ jobId: IdString.optional() });
export type SurveyReportQuery = z.output<typeof SurveyReportQuery>;
