import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import { ApiError, messageOf } from "./api";

// What a form shows for a refused save: a message per field, in a person's words, and what is
// left over for the form as a whole (docs/decisions/294).
export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type FormErrors<F extends string> = { fields: FieldErrors<F>; message: string | null };

// `prefix`: the fields sit under this path of the body ("rejection." for one e-mail template);
// `conflict`: the field a 409 is about (a taken slug, an address that is already a member).
export type FormErrorOptions<F extends string> = { prefix?: string; conflict?: F };

const INPUT_PART = /^Invalid (body|query parameter|path parameter): /;

// The API's words for one field (zod's and the webhook target checks') as a sentence for the person
// filling in the form, shown at the field labelled `label`, in Recruiter.Ui.PlainErrors' words.
export function plainFieldMessage(t: RecruiterT, label: string, message: string): string {
  const text = message.trim();
  const lower = text.toLowerCase();
  if (lower === "is required" || lower === "must not be empty") return t("Ui.PlainErrors.required", { label });
  if (lower === "must start with https://" || lower.startsWith("must be an https:// url")) return t("Ui.PlainErrors.https");
  if (lower === "must be a url") return t("Ui.PlainErrors.fullAddress");
  if (lower === "must not contain a user name or password") return t("Ui.PlainErrors.noCredentials");
  if (lower === "must be a valid e-mail address") return t("Ui.PlainErrors.email");
  const host = /^host (.+) could not be resolved$/i.exec(text);
  if (host) return t("Ui.PlainErrors.unknownHost", { host: host[1] });
  const internal = /^must reach a public address; (\S+) resolves to/i.exec(text);
  if (internal) return t("Ui.PlainErrors.privateHost", { host: internal[1] });
  const most = /^must be at most (\d+) characters$/i.exec(text);
  if (most) return t("Ui.PlainErrors.atMost", { limit: most[1] });
  const least = /^must be at least (\d+) characters$/i.exec(text);
  if (least) return t("Ui.PlainErrors.atLeast", { limit: least[1] });
  if (lower.startsWith("invalid ") || lower.startsWith("expected ")) return t("Ui.PlainErrors.check", { label: label.toLowerCase() });
  return sentence(`${label} ${text}`);
}

// A capital and a full stop; a message that starts with an address or a name keeps its case.
function sentence(text: string): string {
  const [first] = text.split(" ", 1);
  const capital = /^[a-z]+$/.test(first) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

// Splits a failed request into messages at the fields of `fields` (label by field name) and one for
// the form: a 400's `details` go to the field they name, a 409 to `conflict`, the rest to the form.
export function formErrorsFrom<F extends string>(t: RecruiterT, error: unknown, fields: Record<F, string>, options: FormErrorOptions<NoInfer<F>> = {}): FormErrors<F> {
  if (!(error instanceof ApiError) || error.code !== "server") return { fields: {}, message: messageOf(error, t) };
  if (error.status === 409 && options.conflict) return { fields: { [options.conflict]: sentence(error.message) } as FieldErrors<F>, message: null };
  if (error.status !== 400 || error.details.length === 0) return { fields: {}, message: sentence(error.message.replace(INPUT_PART, "")) };
  const found: FieldErrors<F> = {};
  const rest: string[] = [];
  const prefix = options.prefix ?? "";
  for (const detail of error.details) {
    const path = detail.path.startsWith(prefix) ? detail.path.slice(prefix.length) : detail.path;
    const name = path.split(".")[0] as F;
    if (Object.hasOwn(fields, name)) found[name] ??= plainFieldMessage(t, fields[name], detail.message);
    else rest.push(path ? plainFieldMessage(t, path, detail.message) : sentence(detail.message));
  }
  return { fields: found, message: rest.length ? rest.join(" ") : null };
}
