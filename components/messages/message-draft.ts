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
export const PLACEHOLDER_HINT = "{{candidate.name}}, {{job.title}} and {{org.name}} are filled in for each person when it is sent.";

// What the browser can tell before asking: empty fields, placeholders that do not exist and a time
// that is not ahead (the server checks the same; the board's bulk send reports per card otherwise).
export function checkDraft(draft: Draft): DraftErrors {
  const found: DraftErrors = {};
  for (const field of ["subject", "body"] as const) {
    const unknown = unknownPlaceholders(draft[field]);
    if (unknown.length > 0) found[field] = sentence(`unknown placeholder {{${unknown[0]}}}`);
  }
  if (!draft.subject.trim()) found.subject = "Write a subject.";
  if (!draft.body.trim()) found.body = "Write a message.";
  if (draft.later && !draft.sendAt) found.sendAt = "Choose when to send it.";
  else if (draft.later && new Date(draft.sendAt).getTime() <= Date.now()) found.sendAt = "Choose a time in the future.";
  return found;
}

// the body the API takes: `sendAt` from the local date and time the person chose
export function draftMessage(draft: Draft): { subject: string; body: string; sendAt: string | null } {
  return { subject: draft.subject, body: draft.body, sendAt: draft.later ? new Date(draft.sendAt).toISOString() : null };
}

// A 400's details at the fields they name ("body", or "message.body" from the bulk endpoint).
export function draftErrorsOf(caught: unknown): DraftErrors | null {
  if (!(caught instanceof ApiError) || caught.details.length === 0) return null;
  const found: DraftErrors = {};
  for (const detail of caught.details) {
    // a file's problem (`attachments[1]`) is said at the files, naming the file where it can
    const field = detail.path.replace(/^message\./, "").replace(/^attachments\[\d+\]$/, "attachments") as keyof DraftErrors;
    if (["subject", "body", "sendAt", "applicationId", "attachments"].includes(field)) found[field] ??= sentence(detail.message);
  }
  return Object.keys(found).length > 0 ? found : null;
}

function sentence(message: string): string {
  if (/^unknown placeholder/.test(message)) return `There is no placeholder ${message.replace("unknown placeholder ", "")}. ${PLACEHOLDER_HINT}`;
  return message.charAt(0).toUpperCase() + message.slice(1) + ".";
}
