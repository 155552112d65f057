import type { RecruiterT } from "@/lib/i18n/recruiter-t";

// The before/after part of an audit sentence: "status from Draft to Open; location from Berlin to
// Remote", with readable names and values (Recruiter.Audit.Changes, the labels of Recruiter.Labels);
// ids that stand beside a readable twin left out.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// the label groups of Recruiter.Labels a field's values are read with
const LABEL_GROUPS: Record<string, string[]> = {
  status: ["jobStatus", "applicationStatus"],
  employmentType: ["employmentType"],
  workplaceType: ["workplaceType"],
  role: ["role"],
  careersLanguages: ["locale"],
};

function label(field: string, value: string, t: RecruiterT): string | null {
  if (field === "status" && value === "deactivated") return t("Audit.Changes.deactivated");
  if (!/^\w+$/.test(value)) return null;
  const key = (LABEL_GROUPS[field] ?? []).map((group) => `Labels.${group}.${value}`).find((k) => t.has(k));
  return key ? t(key) : null;
}

// A field's value as a person reads it; labels for the enumerations of jobs, members and branding.
export function fieldValue(field: string, value: unknown, t: RecruiterT): string {
  if (value === null || value === undefined || value === "") return t("Audit.Changes.none");
  if (typeof value === "boolean") return t(value ? "Audit.Changes.on" : "Audit.Changes.off");
  if (Array.isArray(value)) return value.length ? value.map((v) => fieldValue(field, v, t)).join(", ") : t("Audit.Changes.none");
  const labelled = typeof value === "string" ? label(field, value, t) : null;
  if (labelled) return labelled;
  if ((field === "candidateRetentionDays" || field === "answerWithinDays") && typeof value === "number") return t("Audit.Changes.days", { count: value, n: String(value) });
  if (field === "sessionLifetimeHours" && typeof value === "number") return t("Audit.Changes.hours", { count: value, n: String(value) });
  if (typeof value === "string" || typeof value === "number") return String(value);
  return t("Audit.Changes.changed");
}

// long texts are named, not quoted
const NAMED_ONLY = new Set(["description", "kitBody"]);
// ids that only stand beside a readable twin
const HIDDEN_FIELDS = new Set(["hiringManagerIds", "secret", "id", "jobId", "slugHash"]);

function fieldName(field: string, t: RecruiterT): string {
  const key = `Audit.Changes.fields.${field}`;
  return /^\w+$/.test(field) && t.has(key) ? t(key) : field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

// "status from Draft to Open; location from Berlin to Remote"
function changes(before: unknown, after: unknown, t: RecruiterT): string {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !HIDDEN_FIELDS.has(key));
  const parts = keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) =>
      NAMED_ONLY.has(key)
        ? t("Audit.Changes.named", { field: fieldName(key, t) })
        : t("Audit.Changes.fromTo", { field: fieldName(key, t), from: fieldValue(key, from[key], t), to: fieldValue(key, to[key], t) }),
    );
  return parts.join(t("Audit.Changes.separator"));
}

export function withChanges(sentence: string, before: unknown, after: unknown, t: RecruiterT): string {
  const changed = changes(before, after, t);
  return changed ? t("Audit.Changes.withChanges", { sentence, changes: changed }) : sentence;
}
