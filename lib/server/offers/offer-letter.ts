import { createHash } from "node:crypto";
import { micromark } from "micromark";
import type { SalaryPeriod } from "@/lib/schemas/offer";

// The letter a candidate reads and signs (docs/decisions/393-394): Markdown with merge fields,
// rendered to HTML by micromark, the parser react-markdown itself runs on. micromark escapes raw
// HTML and drops unsafe link protocols by default, so neither a template nor a merged value can
// put script into the careers page.

export const MERGE_FIELDS = [
  "candidate.name",
  "job.title",
  "org.name",
  "offer.salary",
  "offer.startDate",
  "offer.expiresAt",
  "offer.employmentType",
  "offer.terms",
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const DEFAULT_LETTER = [
  "# Offer of employment",
  "",
  "Dear {{candidate.name}},",
  "",
  "We are delighted to offer you the position of **{{job.title}}** at {{org.name}}.",
  "",
  "- Salary: {{offer.salary}}",
  "- Employment type: {{offer.employmentType}}",
  "- Start date: {{offer.startDate}}",
  "",
  "{{offer.terms}}",
  "",
  "This offer is open until {{offer.expiresAt}}.",
  "",
  "Sincerely,  ",
  "{{org.name}}",
].join("\n");

export type LetterContext = {
  candidateName: string;
  jobTitle: string;
  orgName: string;
  salary: { amount: number; currency: string; period: SalaryPeriod };
  startDate: string | null;
  expiresAt: Date | null;
  employmentType: string | null;
  terms: string | null;
};

const PERIOD_WORDS: Record<SalaryPeriod, string> = { year: "per year", month: "per month", week: "per week", day: "per day", hour: "per hour" };
const TYPE_WORDS: Record<string, string> = { full_time: "Full-time", part_time: "Part-time", contract: "Contract", temporary: "Temporary", internship: "Internship" };

// A value merged into Markdown reads as text: every ASCII punctuation mark is escaped, lines are joined.
export function escapeMarkdown(value: string): string {
  return value.replace(/\s+/g, " ").replace(/[\\`*_{}[\]()#+\-.!|<>~&"'=:;,/?@$%^]/g, (c) => `\\${c}`);
}

export function salaryWords(salary: LetterContext["salary"]): string {
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: salary.currency, minimumFractionDigits: Number.isInteger(salary.amount) ? 0 : 2, maximumFractionDigits: 2 }).format(salary.amount);
  return `${amount} ${PERIOD_WORDS[salary.period]}`;
}

function dateWords(date: string | null): string {
  if (!date) return "to be agreed";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

function momentWords(at: Date | null): string {
  if (!at) return "further notice";
  return `${new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(at)} UTC`;
}

// The value of each field as Markdown; `offer.terms` is Markdown already (the recruiter wrote it).
function fieldValues(ctx: LetterContext): Record<MergeField, string> {
  return {
    "candidate.name": escapeMarkdown(ctx.candidateName),
    "job.title": escapeMarkdown(ctx.jobTitle),
    "org.name": escapeMarkdown(ctx.orgName),
    "offer.salary": escapeMarkdown(salaryWords(ctx.salary)),
    "offer.startDate": escapeMarkdown(dateWords(ctx.startDate)),
    "offer.expiresAt": escapeMarkdown(momentWords(ctx.expiresAt)),
    "offer.employmentType": escapeMarkdown(ctx.employmentType ? (TYPE_WORDS[ctx.employmentType] ?? ctx.employmentType) : "as agreed"),
    "offer.terms": ctx.terms ?? "",
  };
}

const FIELD = /\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}/g;

// The merge fields a template names that do not exist (a template is refused with them).
export function unknownMergeFields(template: string): string[] {
  return [...new Set([...template.matchAll(FIELD)].map((m) => m[1]).filter((f) => !(MERGE_FIELDS as readonly string[]).includes(f)))];
}

export function fillTemplate(template: string, ctx: LetterContext): string {
  const values = fieldValues(ctx);
  return template.replace(FIELD, (whole, field: string) => values[field as MergeField] ?? whole);
}

export function renderLetterHtml(template: string, ctx: LetterContext): string {
  return micromark(fillTemplate(template, ctx));
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
