import type { questionOperations } from "@/lib/openapi/operations/questions";
import type { BodyOf } from "@/lib/ui/response-of";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import type { ApiErrorDetail } from "@/lib/ui/api";
import type { Locale } from "@/lib/i18n/locales";

// The questions editor's rows and their conversion to and from PUT /api/jobs/{id}/questions
// (decision 330, knockouts decision 331), with the API's rules checked per field in plain words.

// the answer types in the order the editor offers them; their names are Recruiter.Jobs.QuestionRows.types
export const QUESTION_TYPES = ["short_text", "long_text", "yes_no", "single_choice", "multi_choice", "number", "date", "url", "file"] as const;
export type QuestionTypeName = (typeof QUESTION_TYPES)[number];

type NumberRule = { below?: number; above?: number };
export type Knockout = { rejectIf: boolean | string[] | NumberRule; delayMinutes: number; action: "reject" | "review" };
export type Translation = { label: string; helpText: string | null; options: string[] };
export type Question = {
  id: number;
  label: string;
  type: QuestionTypeName;
  required: boolean;
  helpText: string | null;
  options: string[];
  knockout: Knockout | null;
  translations: Partial<Record<Locale, Translation>>;
};
// a translation as the editor's fields hold it (options one per line); languages not offered stay as they were
export type TranslationRow = { label: string; helpText: string; options: string };

export type Row = {
  key: string;
  id?: number;
  label: string;
  type: QuestionTypeName;
  required: boolean;
  helpText: string;
  options: string; // one per line
  knockout: boolean;
  rejectYes: "true" | "false";
  rejectOptions: string[];
  below: string;
  above: string;
  delay: string;
  action: "reject" | "review";
  translations: Partial<Record<Locale, TranslationRow>>;
};
export type RowField = "label" | "options" | "helpText" | "knockout" | "delay" | "translations";
export type RowErrors = Record<string, Partial<Record<RowField, string>>>;

export const KNOCKOUT_TYPES: QuestionTypeName[] = ["yes_no", "single_choice", "multi_choice", "number"];
const isChoice = (type: QuestionTypeName) => type === "single_choice" || type === "multi_choice";
export const optionList = (row: Row) => [...new Set(row.options.split("\n").map((o) => o.trim()).filter(Boolean))];

export function newRow(key: string): Row {
  return { key, label: "", type: "short_text", required: false, helpText: "", options: "", knockout: false, rejectYes: "false", rejectOptions: [], below: "", above: "", delay: "0", action: "reject", translations: {} };
}

export function toRow(q: Question): Row {
  const rule = q.knockout?.rejectIf;
  const bound = rule && typeof rule === "object" && !Array.isArray(rule) ? rule : {};
  return {
    ...newRow(`q${q.id}`),
    id: q.id,
    label: q.label,
    type: q.type,
    required: q.required,
    helpText: q.helpText ?? "",
    options: q.options.join("\n"),
    knockout: q.knockout !== null,
    rejectYes: rule === true ? "true" : "false",
    rejectOptions: Array.isArray(rule) ? rule : [],
    below: bound.below?.toString() ?? "",
    above: bound.above?.toString() ?? "",
    delay: String(q.knockout?.delayMinutes ?? 0),
    action: q.knockout?.action ?? "reject",
    translations: Object.fromEntries(
      Object.entries(q.translations ?? {}).map(([locale, tr]) => [locale, { label: tr.label, helpText: tr.helpText ?? "", options: tr.options.join("\n") }]),
    ),
  };
}

// The translations to send (decision 461): a language with a label; its options label all the
// question's options in order, or are left out.
function translationsOf(row: Row, options: string[], fail: (message: string) => void): Record<string, Translation> {
  const out: Record<string, Translation> = {};
  for (const [locale, tr] of Object.entries(row.translations)) {
    const label = tr.label.trim();
    const labels = isChoice(row.type) ? tr.options.split("\n").map((o) => o.trim()).filter(Boolean) : [];
    if (!label) {
      if (tr.helpText.trim() || labels.length > 0) fail(locale);
      continue;
    }
    if (labels.length > 0 && labels.length !== options.length) fail(locale);
    out[locale] = { label, helpText: tr.helpText.trim() || null, options: labels };
  }
  return out;
}

// The body to send, or the problems found, by row key and field.
export function toBody(rows: Row[], t: RecruiterT): { body: BodyOf<typeof questionOperations.replaceJobQuestions> | null; errors: RowErrors } {
  const errors: RowErrors = {};
  const fail = (key: string, field: RowField, message: string) => ((errors[key] ??= {})[field] ??= message);
  const questions = rows.map((row) => {
    const label = row.label.trim();
    if (!label) fail(row.key, "label", t("Jobs.QuestionRows.labelMissing"));
    else if (label.length > 200) fail(row.key, "label", t("Jobs.QuestionRows.labelTooLong", { length: label.length }));
    if (row.helpText.trim().length > 500) fail(row.key, "helpText", t("Jobs.QuestionRows.helpTextTooLong"));
    const options = isChoice(row.type) ? optionList(row) : [];
    if (isChoice(row.type) && options.length === 0) fail(row.key, "options", t("Jobs.QuestionRows.optionsMissing"));
    let knockout: Knockout | null = null;
    if (row.knockout && KNOCKOUT_TYPES.includes(row.type)) {
      const delay = Number(row.delay);
      if (!/^\d+$/.test(row.delay.trim()) || delay > 43200) fail(row.key, "delay", t("Jobs.QuestionRows.delayRange"));
      let rejectIf: Knockout["rejectIf"] = row.rejectYes === "true";
      if (isChoice(row.type)) {
        rejectIf = row.rejectOptions.filter((o) => options.includes(o));
        if (rejectIf.length === 0) fail(row.key, "knockout", t("Jobs.QuestionRows.rejectOptionsMissing"));
      }
      if (row.type === "number") {
        const bound: NumberRule = {};
        if (row.below.trim()) bound.below = Number(row.below);
        if (row.above.trim()) bound.above = Number(row.above);
        if (Object.values(bound).some((n) => !Number.isFinite(n)) || Object.keys(bound).length === 0) fail(row.key, "knockout", t("Jobs.QuestionRows.boundMissing"));
        rejectIf = bound;
      }
      knockout = { rejectIf, delayMinutes: delay, action: row.action };
    }
    const translations = translationsOf(row, options, (locale) => fail(row.key, "translations", t("Jobs.QuestionRows.translationIncomplete", { language: t(`Labels.locale.${locale}`) })));
    return { ...(row.id ? { id: row.id } : {}), label, type: row.type, required: row.required, helpText: row.helpText.trim() || null, options, knockout, translations };
  });
  return { body: Object.keys(errors).length ? null : { questions }, errors };
}

// A 400's details (questions.<index>.<field>...) at the rows' fields; the rest stays a message.
// A detail about the type or the id is said at the question's label.
const DETAIL_FIELDS = new Map<string, RowField>([["label", "label"], ["options", "options"], ["helpText", "helpText"], ["knockout", "knockout"], ["type", "label"], ["id", "label"], ["translations", "translations"]]);
export function errorsFromDetails(rows: Row[], details: ApiErrorDetail[]): { errors: RowErrors; rest: string[] } {
  const errors: RowErrors = {};
  const rest: string[] = [];
  for (const d of details) {
    const match = /^questions\.(\d+)\.(\w+)/.exec(d.path);
    const row = match ? rows[Number(match[1])] : undefined;
    const field = match ? DETAIL_FIELDS.get(match[2]) : undefined;
    if (!row || !field) {
      rest.push(d.message);
      continue;
    }
    (errors[row.key] ??= {})[field === "knockout" && d.path.endsWith("delayMinutes") ? "delay" : field] ??= d.message;
  }
  return { errors, rest };
}
