import { z } from "zod";
import { ResourceId, Timestamp } from "./common";
import { Knockout, QUESTION_TYPES } from "../question";
import { LOCALES } from "@/lib/i18n/locales";

export const QuestionType = z.enum(QUESTION_TYPES);

const questionFields = {
  id: ResourceId,
  label: z.string().describe("1-200 characters, one line"),
  type: QuestionType,
  required: z.boolean(),
  helpText: z.string().nullable().describe("Shown under the label on the careers form, else null"),
  options: z.array(z.string()).describe("The options of a single_choice or multi_choice question; empty for the other types"),
};

const Translation = z.object({ label: z.string(), helpText: z.string().nullable(), options: z.array(z.string()) });
const Translations = z
  .partialRecord(z.enum(LOCALES), Translation)
  .describe("Extension: the wording in other languages by locale: label, help text (else null) and the options' labels in their order (else empty); answers stay the original options (docs/decisions/461)");

export const Question = z.object({
  ...questionFields,
  knockout: Knockout.nullable().describe("The answer that rejects and after how many minutes, else null (decision 330)"),
  translations: Translations,
});

export const PublicQuestion = z
  .object({
    ...questionFields,
    label: questionFields.label.describe("In the response's `locale` when the question has it, else as written"),
    helpText: questionFields.helpText.describe("In the response's `locale` when the question has it, else as written; null without one"),
    options: questionFields.options.describe("The options a single_choice or multi_choice question is answered with, as written whatever the language; empty for the other types"),
    optionLabels: z.array(z.string()).describe("Extension: the options as the form shows them in the response's `locale`, in the order of `options`"),
  })
  .describe("A question of the apply form; its knockout rule is never shown to candidates");

export const QuestionsResponse = z.object({ questions: z.array(Question).describe("In the order the apply form asks them") });

export const FileAnswer = z
  .object({ fileName: z.string(), contentType: z.string(), size: z.number().int().min(0), url: z.string().describe("Download path, for whoever sees the application") })
  .describe("A file question's answer");

export const Answer = z.object({
  questionId: ResourceId.nullable().describe("The question answered; null once the question was removed from the job"),
  label: z.string().describe("The question's label when it was answered, as written"),
  shownLabel: z.string().nullable().describe("Extension: the translated label the candidate read, when they applied in a language the question had a translation for; else null (docs/decisions/461)"),
  type: QuestionType,
  value: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.string()), FileAnswer])
    .describe("Text (short_text, long_text, date as YYYY-MM-DD, url), a boolean (yes_no), an option (single_choice), options (multi_choice), a number, or a file"),
});

export const ApplicationKnockout = z
  .object({
    label: z.string().describe("The question's label"),
    answer: z.string().describe('The answer the rule matched, as a person reads it ("No", "1", "Go, Rust")'),
    action: z.enum(["reject", "review"]),
    state: z
      .enum(["pending", "rejected", "undone", "cancelled", "review"])
      .describe("pending: the rule rejects at `dueAt`; rejected: it did; undone: a person reopened the application since; cancelled: a person stopped it; review: flagged for a person"),
    dueAt: Timestamp,
    decidedAt: Timestamp.nullable(),
  })
  .describe("Extension: the knockout rule an answer matched (decision 331)");

const SetQuestion = Question.omit({ id: true }).extend({ knockout: Knockout.nullable() });
export const QuestionSet = z.object({
  id: ResourceId,
  name: z.string().describe("1-80 characters, unique in the organization ignoring case"),
  questions: z.array(SetQuestion).describe("Copied into a job by POST /api/jobs/{id}/questions/add-set"),
});
export const QuestionSetResponse = z.object({ set: QuestionSet });
export const QuestionSetsResponse = z.object({ sets: z.array(QuestionSet).describe("By name") });
