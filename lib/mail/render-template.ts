// Candidate e-mail templates (DECISIONS.md): plain text with the placeholders below. Used by the
// server when it sends and by the settings and reject dialogs for their previews.

export const EMAIL_TEMPLATE_KINDS = ["application_received", "rejection"] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export const PLACEHOLDERS = ["candidate.name", "job.title", "org.name"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Record<Placeholder, string>;
export type EmailTemplateText = { subject: string; body: string };

export const DEFAULT_TEMPLATES: Record<EmailTemplateKind, EmailTemplateText> = {
  application_received: {
    subject: "Your application for {{job.title}} at {{org.name}}",
    body: [
      "Hello {{candidate.name}},",
      "",
      "thank you for applying for {{job.title}} at {{org.name}}. The hiring team will review your application and get back to you.",
    ].join("\n"),
  },
  rejection: {
    subject: "Your application for {{job.title}} at {{org.name}}",
    body: [
      "Hello {{candidate.name}},",
      "",
      "thank you for your interest in {{job.title}} at {{org.name}} and for the time you gave us. After careful consideration we have decided not to continue with your application.",
      "",
      "We wish you all the best.",
    ].join("\n"),
  },
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

// The placeholders a template uses that we do not know, for a 400 naming them.
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

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
