import { APPLICATION_STATUS_LABELS, EMPLOYMENT_TYPE_LABELS, JOB_STATUS_LABELS, ROLE_LABELS, WORKPLACE_TYPE_LABELS } from "@/lib/ui/format";

// The before/after part of an audit sentence: "status from Draft to Open; location from Berlin to
// Remote", with readable names and values; ids that stand beside a readable twin left out.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// A field's value as a person reads it; labels for the enumerations of jobs, members and branding.
export function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (Array.isArray(value)) return value.length ? value.map((v) => fieldValue(field, v)).join(", ") : "none";
  const labels: Record<string, Record<string, string>> = {
    status: { ...JOB_STATUS_LABELS, ...APPLICATION_STATUS_LABELS, deactivated: "Deactivated" },
    employmentType: EMPLOYMENT_TYPE_LABELS,
    workplaceType: WORKPLACE_TYPE_LABELS,
    role: ROLE_LABELS,
  };
  if (typeof value === "string" && labels[field]?.[value]) return labels[field][value];
  if (field === "candidateRetentionDays" && typeof value === "number") return `${value} days`;
  if (typeof value === "string" || typeof value === "number") return String(value);
  return "changed";
}

const FIELD_NAMES: Record<string, string> = {
  accentColor: "accent color",
  logoUrl: "logo",
  privacyPolicyUrl: "privacy policy link",
  candidateRetentionDays: "candidate data retention",
  eeoSurveyEnabled: "EEO survey",
  employmentType: "employment type",
  workplaceType: "workplace",
  salaryMin: "minimum salary",
  salaryMax: "maximum salary",
  salaryCurrency: "salary currency",
  hiringManagers: "hiring managers",
  kitBody: "interview kit",
  url: "address",
  enabled: "delivery",
};
// long texts are named, not quoted
const NAMED_ONLY = new Set(["description", "kitBody"]);
// ids that only stand beside a readable twin
const HIDDEN_FIELDS = new Set(["hiringManagerIds", "secret", "id", "jobId", "slugHash"]);

function fieldName(field: string): string {
  return FIELD_NAMES[field] ?? field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

// "status from Draft to Open; location from Berlin to Remote"
function changes(before: unknown, after: unknown): string {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !HIDDEN_FIELDS.has(key));
  const parts = keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => (NAMED_ONLY.has(key) ? `the ${fieldName(key)}` : `${fieldName(key)} from ${fieldValue(key, from[key])} to ${fieldValue(key, to[key])}`));
  return parts.join("; ");
}

export function withChanges(sentence: string, before: unknown, after: unknown): string {
  const changed = changes(before, after);
  return changed ? `${sentence}: ${changed}` : sentence;
}

