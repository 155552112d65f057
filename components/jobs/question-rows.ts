import type { ApiErrorDetail } from "@/lib/ui/api";

// The questions editor's rows and their conversion to and from PUT /api/jobs/{id}/questions
// (decision 330, knockouts decision 331), with the API's rules checked per field in plain words.

export const QUESTION_TYPE_LABELS = {
  short_text: "Short text",
  long_text: "Long text",
  yes_no: "Yes / no",
  single_choice: "One of a list",
  multi_choice: "Several of a list",
  number: "Number",
  date: "Date",
  url: "Link (URL)",
  file: "File (PDF, DOC, DOCX)",
} as const;
export type QuestionTypeName = keyof typeof QUESTION_TYPE_LABELS;

type NumberRule = { below?: number; above?: number };
export type Knockout = { rejectIf: boolean | string[] | NumberRule; delayMinutes: number; action: "reject" | "review" };
export type Question = { id: number; label: string; type: QuestionTypeName; required: boolean; helpText: string | null; options: string[]; knockout: Knockout | null };

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
};
export type RowField = "label" | "options" | "helpText" | "knockout" | "delay";
export type RowErrors = Record<string, Partial<Record<RowField, string>>>;

export const KNOCKOUT_TYPES: QuestionTypeName[] = ["yes_no", "single_choice", "multi_choice", "number"];
const isChoice = (type: QuestionTypeName) => type === "single_choice" || type === "multi_choice";
export const optionList = (row: Row) => [...new Set(row.options.split("\n").map((o) => o.trim()).filter(Boolean))];

export function newRow(key: string): Row {
  return { key, label: "", type: "short_text", required: false, helpText: "", options: "", knockout: false, rejectYes: "false", rejectOptions: [], below: "", above: "", delay: "0", action: "reject" };
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
  };
}

// The body to send, or the problems found, by row key and field.
export function toBody(rows: Row[]): { body: { questions: object[] } | null; errors: RowErrors } {
  const errors: RowErrors = {};
  const fail = (key: string, field: RowField, message: string) => ((errors[key] ??= {})[field] ??= message);
  const questions = rows.map((row) => {
    const label = row.label.trim();
    if (!label) fail(row.key, "label", "Write the question, or remove it.");
    else if (label.length > 200) fail(row.key, "label", `Keep it to 200 characters (now ${label.length}).`);
    if (row.helpText.trim().length > 500) fail(row.key, "helpText", "Keep the help text to 500 characters.");
    const options = isChoice(row.type) ? optionList(row) : [];
    if (isChoice(row.type) && options.length === 0) fail(row.key, "options", "Give at least one option, one per line.");
    let knockout: Knockout | null = null;
    if (row.knockout && KNOCKOUT_TYPES.includes(row.type)) {
      const delay = Number(row.delay);
      if (!/^\d+$/.test(row.delay.trim()) || delay > 43200) fail(row.key, "delay", "Minutes from 0 (at once) to 43200 (30 days).");
      let rejectIf: Knockout["rejectIf"] = row.rejectYes === "true";
      if (isChoice(row.type)) {
        rejectIf = row.rejectOptions.filter((o) => options.includes(o));
        if (rejectIf.length === 0) fail(row.key, "knockout", "Tick the options that reject.");
      }
      if (row.type === "number") {
        const bound: NumberRule = {};
        if (row.below.trim()) bound.below = Number(row.below);
        if (row.above.trim()) bound.above = Number(row.above);
        if (Object.values(bound).some((n) => !Number.isFinite(n)) || Object.keys(bound).length === 0) fail(row.key, "knockout", "Give a number below or above which the answer rejects.");
        rejectIf = bound;
      }
      knockout = { rejectIf, delayMinutes: delay, action: row.action };
    }
    return { ...(row.id ? { id: row.id } : {}), label, type: row.type, required: row.required, helpText: row.helpText.trim() || null, options, knockout };
  });
  return { body: Object.keys(errors).length ? null : { questions }, errors };
}

// A 400's details (questions.<index>.<field>...) at the rows' fields; the rest stays a message.
export function errorsFromDetails(rows: Row[], details: ApiErrorDetail[]): { errors: RowErrors; rest: string[] } {
  const errors: RowErrors = {};
  const rest: string[] = [];
  for (const d of details) {
    const match = /^questions\.(\d+)\.(\w+)/.exec(d.path);
    const row = match ? rows[Number(match[1])] : undefined;
    const field: RowField | undefined = match ? ({ label: "label", options: "options", helpText: "helpText", knockout: "knockout", type: "label", id: "label" } as Record<string, RowField>)[match[2]] : undefined;
    if (!row || !field) {
      rest.push(d.message);
      continue;
    }
    (errors[row.key] ??= {})[field === "knockout" && d.path.endsWith("delayMinutes") ? "delay" : field] ??= d.message;
  }
  return { errors, rest };
}
