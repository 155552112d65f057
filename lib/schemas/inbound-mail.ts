import { z } from "zod";

// POST /api/inbound-mail: the JSON a mail provider posts for each received message, in the shape
// of Postmark's inbound webhook (docs/decisions/402). Fields we do not read are allowed and ignored.
const Address = z.object({ Email: z.string().max(320), Name: z.string().max(320).optional() });

export const InboundMailPost = z.object({
  From: z.string().max(1000),
  FromFull: Address.optional(),
  To: z.string().max(10_000).optional(),
  ToFull: z.array(Address).max(100).optional(),
  CcFull: z.array(Address).max(100).optional(),
  OriginalRecipient: z.string().max(320).optional(),
  Subject: z.string().max(2000).default(""),
  MessageID: z.string().max(1000).optional(),
  TextBody: z.string().default(""),
  HtmlBody: z.string().optional(),
  Headers: z.array(z.object({ Name: z.string().max(200), Value: z.string().max(10_000) })).max(500).default([]),
  Attachments: z
    .array(z.object({ Name: z.string().max(1000), Content: z.base64(), ContentType: z.string().max(200).optional(), ContentLength: z.number().int().optional() }))
    .max(50)
    .default([]),
});
export type InboundMailPost = z.output<typeof InboundMailPost>;

// The largest post read at all: twice the message limit (INBOUND_MAX_MESSAGE_BYTES, which the
// handler applies to the message itself) and 1 MiB, as JSON escaping can double a body's text.
export function maxInboundPostBytes(maxMessageBytes: number): number {
  return 2 * maxMessageBytes + 1024 * 1024;
}

export const InboundMailResult = z.object({
  status: z
    .enum(["stored", "duplicate", "unknown", "applied", "answered", "ignored"])
    .describe(
      "stored: on a conversation; duplicate: received before; unknown: names no conversation and no organization's intake address, nothing kept; applied: an application by e-mail was written; answered: to an intake address, nothing written and the sender told why; ignored: an automatic reply or bounce to an intake address, neither kept nor answered",
    ),
});
