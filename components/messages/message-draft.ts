import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import { unknownPlaceholders } from "@/lib/mail/placeholders";
import { ApiError } from "@/lib/ui/api";

// A message being written (the candidate page's form and the board's "Message…" dialog).
export type Draft = { subject: string; body: string; later: boolean; sendAt: string };
export type DraftField = "subject" | "body" | "sendAt";
export type DraftErrors = Partial<Record<DraftField | "applicationId" | "attachments", string>>;

// the errors left once the fields named changed
export function clearErrors(errors: DraftErrors, cleared: DraftField[] = []): DraftErrors {
  return cleared.reduce((left, field) => ({ ...left, [field]: undefined }), errors);
}

export const EMPTY_DRAFT: Draft = { subject: "", body: "", later: false, sendAt: "" };
// the merge fields, as written in a subject or body, are no words to translate
export function placeholderHint(t: RecruiterT): string {
  return t("Messages.Draft.placeholderHint", { candidate: "{{candidate.name}}", job: "{{job.title}}", org: "{{org.name}}" });
}

// "There is no placeholder {{candidat.name}}. {{candidate.name}}, … are filled in …"
export function noPlaceholder(t: RecruiterT, name: string): string {
  return t("Messages.Draft.noPlaceholder", { placeholder: `{{${name}}}`, hint: placeholderHint(t) });
}

// What the browser can tell before asking: empty fields, placeholders that do not exist and a time
// that is not ahead (the server checks the same; the board's bulk send reports per card otherwise).
export function checkDraft(draft: Draft, t: RecruiterT): DraftErrors {
  const found: DraftErrors = {};
  for (const field of ["subject", "body"] as const) {
    const unknown = unknownPlaceholders(draft[field]);
    if (unknown.length > 0) found[field] = noPlaceholder(t, unknown[0]);
  }
  if (!draft.subject.trim()) found.subject = t("Messages.Draft.subjectMissing");
  if (!draft.body.trim()) found.body = t("Messages.Draft.bodyMissing");
  if (draft.later && !draft.sendAt) found.sendAt = t("Messages.Draft.sendAtMissing");
  else if (draft.later && new Date(draft.sendAt).getTime() <= Date.now()) found.sendAt = t("Messages.Draft.sendAtPast");
  return found;
}

// the body the API takes: `sendAt` from the local date and time the person chose
export function draftMessage(draft: Draft): { subject: string; body: string; sendAt: string | null } {
  return { subject: draft.subject, body: draft.body, sendAt: draft.later ? new Date(draft.sendAt).toISOString() : null };
}

// A 400's details at the fields they name ("body", or "message.body" from the bulk endpoint).
export function draftErrorsOf(caught: unknown, t: RecruiterT): DraftErrors | null {
  if (!(caught instanceof ApiError) || caught.details.length === 0) return null;
  const found: DraftErrors = {};
  for (const detail of caught.details) {
    // a file's problem (`attachments[1]`) is said at the files, naming the file where it can
    const field = detail.path.replace(/^message\./, "").replace(/^attachments\[\d+\]$/, "attachments") as keyof DraftErrors;
    if (["subject", "body", "sendAt", "applicationId", "attachments"].includes(field)) found[field] ??= sentence(detail.message, t);
  }
  return Object.keys(found).length > 0 ? found : null;
}

const UNKNOWN_PLACEHOLDER = /^unknown placeholder \{\{(.*)\}\}$/;

// the server's words for a field, as a sentence; its "unknown placeholder {{x}}" in ours
function sentence(message: string, t: RecruiterT): string {
  const unknown = UNKNOWN_PLACEHOLDER.exec(message);
  if (unknown) return noPlaceholder(t, unknown[1]);
  return message.charAt(0).toUpperCase() + message.slice(1) + ".";
}
