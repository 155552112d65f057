import type { RecruiterT } from "@/lib/i18n/recruiter-t";

// Audit actions in words, for the action filter and the application's activity: "application.moved"
// → "Moved application". A whole entry reads as a sentence: sentence.ts. The nouns and the actions
// whose generic reading would be clumsy are Recruiter.Audit.Nouns and .Actions; any other action is
// read from its own name, which is data the server writes, not words of ours.

function words(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function nounFor(targetType: string, t: RecruiterT): string {
  const key = `Audit.Nouns.${targetType}`;
  return /^\w+$/.test(targetType) && t.has(key) ? t(key) : words(targetType);
}

export function actionLabel(action: string, t: RecruiterT): string {
  const override = `Audit.Actions.${action}`;
  if (/^\w+\.\w+$/.test(action) && t.has(override)) return t(override);
  const dot = action.indexOf(".");
  if (dot < 0) return capitalize(words(action));
  const noun = nounFor(action.slice(0, dot), t);
  const parts = action.slice(dot + 1).split("_").filter(Boolean);
  if (parts.length === 0) return capitalize(noun);
  const verb = parts[parts.length - 1];
  // "status_changed" on an application reads "Changed application status"
  const object = parts.slice(0, -1).join(" ");
  return capitalize(object ? t("Audit.Actions.genericWithObject", { verb, noun, object }) : t("Audit.Actions.generic", { verb, noun }));
}
