import { z } from "zod";
import { PLACEHOLDERS, unknownPlaceholders } from "@/lib/mail/render-template";

const knownPlaceholders = (text: string) => unknownPlaceholders(text).length === 0;
const placeholderMessage = `may use only the placeholders ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}`;

const TemplateText = z.object({
  subject: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(200, "must be at most 200 characters")
    .regex(/^[^\r\n]*$/, "must be one line")
    .refine(knownPlaceholders, placeholderMessage),
  body: z.string().trim().min(1, "must not be empty").max(10_000, "must be at most 10000 characters").refine(knownPlaceholders, placeholderMessage),
});

// PUT /api/orgs/me/email-templates: a template given replaces the organization's wording, null
// goes back to the built-in one, one left out stays as it is.
export const UpdateEmailTemplatesBody = z
  .object({ applicationReceived: TemplateText.nullable().optional(), rejection: TemplateText.nullable().optional() })
  .refine((b) => b.applicationReceived !== undefined || b.rejection !== undefined, "give applicationReceived, rejection or both");
export type UpdateEmailTemplatesBody = z.output<typeof UpdateEmailTemplatesBody>;
