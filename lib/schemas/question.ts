import { z } from "zod";
import { Id, IdString } from "./common";
import { LOCALES } from "@/lib/i18n/locales";

// A job's application questions (docs/decisions/330).
export const QUESTION_TYPES = ["short_text", "long_text", "yes_no", "single_choice", "multi_choice", "number", "date", "url", "file"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CHOICE_TYPES: readonly QuestionType[] = ["single_choice", "multi_choice"];

export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 50;
export const MAX_FILE_QUESTIONS = 5;
export const QUESTION_LABEL_MAX = 200;
export const HELP_TEXT_MAX = 500;
export const OPTION_MAX = 200;
export const SHORT_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5000;
export const URL_MAX = 2048;
// a knockout's delay: at once (0) up to 30 days
export const MAX_DELAY_MINUTES = 30 * 24 * 60;

const OneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, "must be one line of text");

// rejectIf per type (decision 330): yes_no a boolean (the answer that rejects); single_choice and
// multi_choice a list of offered options (any of them chosen rejects); number a bound
// ({below} and/or {above}: an answer outside rejects). The other types have no knockout.
export const NumberBound = z
  .object({ below: z.number().finite().optional(), above: z.number().finite().optional() })
  .strict()
  .refine((b) => b.below !== undefined || b.above !== undefined, "must have below, above or both")
  .refine((b) => b.below === undefined || b.above === undefined || b.below <= b.above, "below must not be greater than above");
export type NumberBound = z.output<typeof NumberBound>;

export const Knockout = z
  .object({
    rejectIf: z.union([z.boolean(), z.array(OneLine(OPTION_MAX)).min(1, "must name at least one option"), NumberBound]).meta({
      description:
        "The answer that rejects: for `yes_no` a boolean; for `single_choice` and `multi_choice` a list of offered options (choosing any rejects); for `number` `{below, above}` (an answer below or above rejects). Other types take no knockout.",
    }),
    delayMinutes: z
      .number()
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(MAX_DELAY_MINUTES, `must be at most ${MAX_DELAY_MINUTES} (30 days)`)
      .describe("Minutes after applying until the rejection (0: at once)"),
    action: z
      .enum(["reject", "review"])
      .optional()
      .default("reject")
      .describe("Extension: `reject` rejects with the rejection e-mail once the delay passed; `review` only flags the application for a person"),
  })
  .strict();
export type Knockout = z.output<typeof Knockout>;

// A question's help text and its options, as written and in each translation
const HelpText = z
  .string()
  .trim()
  .max(HELP_TEXT_MAX, `must be at most ${HELP_TEXT_MAX} characters`)
  .nullable()
  .optional()
  .transform((v) => v || null);
const Options = z.array(OneLine(OPTION_MAX)).max(MAX_OPTIONS, `must have at most ${MAX_OPTIONS} options`).optional().default([]);

// A question's wording in one language (docs/decisions/461): the label, and the help text and the
// options' labels when the question has them. Options are translated by position: the answer a
// candidate sends, and a knockout compares, is the original option whatever the language.
export const QuestionTranslation = z
  .object({
    label: OneLine(QUESTION_LABEL_MAX),
    helpText: HelpText,
    options: Options,
  })
  .strict();
export type QuestionTranslation = z.output<typeof QuestionTranslation>;
export const QuestionTranslations = z.partialRecord(z.enum(LOCALES), QuestionTranslation);
export type QuestionTranslations = z.output<typeof QuestionTranslations>;

// The checks between a question's fields run per item, so one bad item does not hide another's.
const QuestionInput = z
  .object({
    id: Id.optional().describe("A question of this job to keep (its answers stay with it); leave out to add one"),
    label: OneLine(QUESTION_LABEL_MAX),
    type: z.enum(QUESTION_TYPES),
    required: z.boolean().optional().default(false),
    helpText: HelpText,
    options: Options,
    knockout: Knockout.nullable().optional().default(null),
    translations: QuestionTranslations.optional()
      .default({})
      .describe('Extension: the wording in other languages by locale (en, de, fr, es, pt), e.g. `{"de": {"label": "…", "helpText": "…", "options": ["…"]}}`; `options` label the options in their order (all of them or none), the answers stay the original options'),
  })
  .superRefine((item, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const isChoice = CHOICE_TYPES.includes(item.type);
    if (isChoice && item.options.length === 0) issue(["options"], `a ${item.type} question needs at least one option`);
    if (!isChoice && item.options.length > 0) issue(["options"], `a ${item.type} question has no options`);
    const seen = new Set<string>();
    item.options.forEach((option, o) => {
      if (seen.has(option.toLowerCase())) issue(["options", o], "is the same as an earlier option");
      seen.add(option.toLowerCase());
    });
    for (const [locale, translation] of Object.entries(item.translations)) {
      const count = translation?.options.length ?? 0;
      if (count > 0 && count !== item.options.length) issue(["translations", locale, "options"], `must label all ${item.options.length} options in their order, or none`);
      if (count > 0 && !isChoice) issue(["translations", locale, "options"], `a ${item.type} question has no options`);
    }
    if (item.knockout) knockoutProblems(item.type, item.options, item.knockout.rejectIf).forEach((message) => issue(["knockout", "rejectIf"], message));
  });
export type QuestionInput = z.output<typeof QuestionInput>;

// PUT /api/jobs/{id}/questions: the whole list in its order.
export const ReplaceQuestionsBody = z.object({
  questions: z
    .array(QuestionInput)
    .max(MAX_QUESTIONS, `must have at most ${MAX_QUESTIONS} questions`)
    .superRefine((items, ctx) => {
      // the apply takes at most MAX_FILE_QUESTIONS file parts besides the résumé
      const files = items.filter((item) => item.type === "file").length;
      if (files > MAX_FILE_QUESTIONS) ctx.addIssue({ code: "custom", path: [], message: `must have at most ${MAX_FILE_QUESTIONS} file questions` });
      const ids = new Set<number>();
      items.forEach((item, index) => {
        if (item.id === undefined) return;
        if (ids.has(item.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: "names a question twice" });
        ids.add(item.id);
      });
    }),
});
export type ReplaceQuestionsBody = z.output<typeof ReplaceQuestionsBody>;

function knockoutProblems(type: QuestionType, options: string[], rejectIf: Knockout["rejectIf"]): string[] {
  switch (type) {
    case "yes_no":
      return typeof rejectIf === "boolean" ? [] : ["must be true or false for a yes_no question"];
    case "single_choice":
    case "multi_choice": {
      if (!Array.isArray(rejectIf)) return [`must be a list of options for a ${type} question`];
      return rejectIf.filter((o) => !options.includes(o)).map((o) => `"${o}" is not one of the options`);
    }
    case "number":
      return typeof rejectIf === "object" && !Array.isArray(rejectIf) ? [] : ["must be {below, above} for a number question"];
    default:
      return [`a ${type} question cannot have a knockout`];
  }
}

export const questionSelect = { id: true, label: true, type: true, required: true, helpText: true, options: true, knockout: true, translations: true } as const;

// `answers` of the public apply (decision 330): {"<questionId>": value} as JSON, or in a multipart
// body the same object as the JSON text of the field `answers` (a file question's answer is the
// file part `answers[<questionId>]`). Each value is judged against its question by
// lib/server/questions/validate-answers.ts once the job is known.
export const AnswersInput = z
  .preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      if (v.trim() === "") return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v; // not JSON: the record below says what it must be
      }
    },
    z.record(z.string(), z.unknown(), "must be an object of answers by question id").optional(),
  )
  .meta({
    type: "object",
    additionalProperties: true,
    description:
      'Answers to the job\'s questions by question id, e.g. `{"12": "Yes", "13": true, "14": ["Go", "Rust"]}`: text for short_text, long_text, date (YYYY-MM-DD) and url, `true`/`false` for yes_no, one option for single_choice, a list of options for multi_choice, a number for number. In a multipart body, the JSON text of this object; a file question\'s answer is the file part `answers[<id>]`. A bad answer is a 400 whose `details` name `answers.<id>`.',
  });

export const AnswerFileParams = z.object({ id: IdString, answerId: IdString });

// An organization's reusable question set (docs/decisions/332): a name and questions as the PUT
// of a job's questions takes them; ids sent with them are ignored (a set's questions are copies).
export const QUESTION_SET_NAME_MAX = 80;
export const CreateQuestionSetBody = z.object({
  name: OneLine(QUESTION_SET_NAME_MAX),
  questions: ReplaceQuestionsBody.shape.questions.min(1, "must have at least one question"),
});
export type CreateQuestionSetBody = z.output<typeof CreateQuestionSetBody>;

export const AddQuestionSetBody = z.object({ setId: Id });
export type AddQuestionSetBody = z.output<typeof AddQuestionSetBody>;
