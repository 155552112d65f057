import en from "@/messages/en.json";

// Candidate e-mail templates: plain text with the placeholders below. Used by the
// server when it sends and by the settings and reject dialogs for their previews.

export const EMAIL_TEMPLATE_KINDS = ["application_received", "rejection"] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

import { PLACEHOLDER, PLACEHOLDERS, type Placeholder } from "./placeholders";

export { PLACEHOLDERS, unknownPlaceholders, type Placeholder } from "./placeholders";
export type TemplateValues = Record<Placeholder, string>;
export type EmailTemplateText = { subject: string; body: string };

// The built-in wording lives in the message catalogues (messages/*.json, Email), written with the
// catalogue's placeholders; here they become this template language's (docs/decisions/363).
const CATALOGUE_PLACEHOLDERS: Record<string, Placeholder> = { candidateName: "candidate.name", jobTitle: "job.title", orgName: "org.name" };
type EmailCatalogue = Record<EmailTemplateKind, EmailTemplateText>;

export function defaultTemplateIn(catalogue: EmailCatalogue, kind: EmailTemplateKind): EmailTemplateText {
  const convert = (text: string) => text.replace(/\{(candidateName|jobTitle|orgName)\}/g, (_, name: string) => `{{${CATALOGUE_PLACEHOLDERS[name]}}}`);
  return { subject: convert(catalogue[kind].subject), body: convert(catalogue[kind].body) };
}

// English: what the settings screen shows as the default and an organization starts from
export const DEFAULT_TEMPLATES: Record<EmailTemplateKind, EmailTemplateText> = {
  application_received: defaultTemplateIn(en.Email, "application_received"),
  rejection: defaultTemplateIn(en.Email, "rejection"),
};


// One pass over the template: a value is inserted as text and never read as a template itself
// (a name like "{{org.name}}" stays as typed), and loses control characters and line breaks, so
// what a candidate typed cannot add lines or mail headers (the subject is a header).
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? escapeValue(values[name as Placeholder]) : whole,
  );
}

export function escapeValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

export function renderEmail(template: EmailTemplateText, values: TemplateValues): EmailTemplateText {
  return { subject: escapeValue(renderTemplate(template.subject, values)), body: renderTemplate(template.body, values) };
}
