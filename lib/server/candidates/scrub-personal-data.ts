// What erasure (docs/decisions/197) takes out of stored JSON (audit metadata, event bodies): free
// text written by or about the person goes, their name becomes ERASED_NAME, and their e-mail
// address and phone number are cut out of any text that still holds them.

export const ERASED_NAME = "Erased candidate";
// the value each such key gets: the same type where the documented shape has no null
const REPLACED: Record<string, string | null> = {
  coverLetter: null,
  notes: null,
  rejectionReason: null,
  phone: null,
  resumeUrl: null,
  body: "",
  text: "",
  email: "[erased]",
  candidateName: ERASED_NAME,
};

export type PersonalData = { names: string[]; removals: string[] };

export function scrubJson(value: unknown, person: PersonalData, key?: string): unknown {
  // an application's answers to the job's questions (decision 330) go whole, and the rule one matched
  if (key === "answers" && Array.isArray(value)) return [];
  if (key === "knockout" && value && typeof value === "object" && "answer" in value) return null;
  if (key && key in REPLACED && value !== null && typeof value !== "object") return REPLACED[key];
  if (typeof value === "string") return scrubText(value, person);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, person));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, person, k)]));
  }
  return value;
}

// Longest first, so "Ann Lee-Smith" goes before "Ann Lee"; case-insensitive, as e-mails are.
export function scrubText(text: string, person: PersonalData): string {
  let out = text;
  for (const removal of [...person.removals].sort((a, b) => b.length - a.length)) out = replaceAll(out, removal, "[erased]");
  for (const name of [...person.names].sort((a, b) => b.length - a.length)) out = replaceAll(out, name, ERASED_NAME);
  return out;
}

// whole words only, so a short name ("Al") leaves "Also" alone
function replaceAll(text: string, needle: string, by: string): string {
  if (!needle.trim()) return text;
  const escaped = needle.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu"), by);
}
