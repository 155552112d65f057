import type { Locale } from "@/lib/i18n/locales";
import type { Knockout, QuestionTranslations, QuestionType } from "@/lib/schemas/question";

export type QuestionRow = { id: number; label: string; type: string; required: boolean; helpText: string | null; options: string[]; knockout: unknown; translations: unknown };
export type Question = {
  id: number;
  label: string;
  type: QuestionType;
  required: boolean;
  helpText: string | null;
  options: string[];
  knockout: Knockout | null;
  translations: QuestionTranslations;
};

// A stored question as the API shows it; the type, knockout and translations were checked when written.
export function toQuestion(row: QuestionRow): Question {
  return { ...row, type: row.type as QuestionType, knockout: (row.knockout as Knockout | null) ?? null, translations: (row.translations as QuestionTranslations | null) ?? {} };
}

// What a candidate's page is built from: never which answer rejects (decision 330).
export function toTranslatableQuestion({ knockout: _rule, ...question }: Question) {
  return question;
}
export type TranslatableQuestion = ReturnType<typeof toTranslatableQuestion>;

// What a candidate sees, in their language where the question has it, else as written
// (docs/decisions/461): `options` stay the values a candidate answers with, `optionLabels` are
// what the form shows for them.
export function toPublicQuestion({ translations, ...question }: TranslatableQuestion, locale: Locale | null) {
  const translation = locale ? translations[locale] : undefined;
  return {
    ...question,
    label: translation?.label ?? question.label,
    helpText: translation?.helpText ?? question.helpText,
    optionLabels: translation?.options.length ? translation.options : question.options,
  };
}

// The label a candidate read in `locale` when it differs from the question's own, else null.
export function shownLabel(question: Question, locale: Locale | null | undefined): string | null {
  const label = locale ? question.translations[locale]?.label : undefined;
  return label && label !== question.label ? label : null;
}
