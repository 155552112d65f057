import { z } from "zod";
import { unknownPlaceholders } from "@/lib/mail/placeholders";
import { MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT } from "./message";

export const TEMPLATE_NAME_MAX = 80;

const TemplateName = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(TEMPLATE_NAME_MAX, `must be at most ${TEMPLATE_NAME_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, "must be one line of text");
const Subject = z.string().trim().min(1, "must not be empty").max(MAX_MESSAGE_SUBJECT, `must be at most ${MAX_MESSAGE_SUBJECT} characters`);
const Body = z.string().trim().min(1, "must not be empty").max(MAX_MESSAGE_BODY, `must be at most ${MAX_MESSAGE_BODY} characters`);

// a template says only what a message may say: the candidate e-mail placeholders (decision 405)
function knownPlaceholders(template: { subject?: string; body?: string }, ctx: z.RefinementCtx) {
  for (const field of ["subject", "body"] as const) {
    for (const name of new Set(unknownPlaceholders(template[field] ?? ""))) ctx.addIssue({ code: "custom", path: [field], message: `unknown placeholder {{${name}}}` });
  }
}

// POST /api/message-templates
export const CreateMessageTemplateBody = z.object({ name: TemplateName, subject: Subject, body: Body }).superRefine(knownPlaceholders);
export type CreateMessageTemplateBody = z.output<typeof CreateMessageTemplateBody>;

// PATCH /api/message-templates/{id}: what is given changes
export const UpdateMessageTemplateBody = z
  .object({ name: TemplateName.optional(), subject: Subject.optional(), body: Body.optional() })
  .refine((b) => b.name !== undefined || b.subject !== undefined || b.body !== undefined, { message: "give name, subject or body", path: [] })
  .superRefine(knownPlaceholders);
export type UpdateMessageTemplateBody = z.output<typeof UpdateMessageTemplateBody>;
