// The placeholders of candidate e-mails (templates and messages), apart from the templates' wording
// so the browser can check a message without loading the catalogues.
export const PLACEHOLDERS = ["candidate.name", "job.title", "org.name"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

// The placeholders a text uses that we do not know, for a 400 naming them.
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}
