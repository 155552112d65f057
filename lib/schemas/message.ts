import { z } from "zod";
import { now } from "@/lib/clock";
import { unknownPlaceholders } from "@/lib/mail/placeholders";
import { IdString } from "./common";

export const MAX_MESSAGE_SUBJECT = 300;
export const MAX_MESSAGE_BODY = 20_000;
// a message written to go later goes within this many days
export const MAX_SEND_LATER_DAYS = 90;

// What a message says and when it goes. Subject and body may use the placeholders of the candidate
// e-mail templates ({{candidate.name}}, {{job.title}}, {{org.name}}), filled in per person; an
// unknown one is refused here, before anything is written.
const MessageFields = z.object({
  subject: z.string().trim().min(1, "must not be empty").max(MAX_MESSAGE_SUBJECT, `must be at most ${MAX_MESSAGE_SUBJECT} characters`),
  body: z.string().trim().min(1, "must not be empty").max(MAX_MESSAGE_BODY, `must be at most ${MAX_MESSAGE_BODY} characters`),
  sendAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .describe("Send later: when to send it (ISO 8601, within 90 days); now when left out")
    .refine((value) => value == null || new Date(value).getTime() <= now().getTime() + MAX_SEND_LATER_DAYS * 86_400_000, `must be within ${MAX_SEND_LATER_DAYS} days`),
});

function knownPlaceholders(message: { subject: string; body: string }, ctx: z.RefinementCtx) {
  for (const field of ["subject", "body"] as const) {
    for (const name of new Set(unknownPlaceholders(message[field]))) ctx.addIssue({ code: "custom", path: [field], message: `unknown placeholder {{${name}}}` });
  }
}

// POST /api/candidates/{id}/messages
// As multipart/form-data (with attachments, decision 406) every field is text: an empty one is left
// out, and `applicationId` is a number written in digits.
const formText = (v: unknown) => (v === "" ? undefined : v);
export const SendMessageBody = MessageFields.extend({
  sendAt: z.preprocess(formText, MessageFields.shape.sendAt),
  applicationId: z
    .preprocess((v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : formText(v)), z.number().int().positive().nullish())
    .describe("The application the conversation is about; the candidate's latest when left out"),
}).superRefine(knownPlaceholders);
// the bulk action sendMessage (decision 403): the same, about each selected application
export const BulkMessage = MessageFields.superRefine(knownPlaceholders);
export type SendMessageBody = z.output<typeof SendMessageBody>;

export const MessageAttachmentParams = z.object({ id: IdString, attachmentId: IdString });
