import { z } from "zod";
import { ResourceId, Timestamp } from "./common";

export const MessageAttachment = z.object({ id: ResourceId, fileName: z.string(), contentType: z.string(), size: z.number().int().describe("Bytes") });

export const Message = z.object({
  id: ResourceId,
  applicationId: ResourceId.nullable(),
  direction: z.enum(["outbound", "inbound"]),
  kind: z.enum(["message", "auto_reply", "bounce"]).describe("An inbound mail from a person, an automatic reply (out of office) or a delivery failure; outbound is always `message`"),
  subject: z.string(),
  bodyText: z.string().describe("For a reply, its new text without the quoted history"),
  fullText: z.string().nullable().describe("A reply as it arrived, quoted history included; null for outbound"),
  from: z.string(),
  to: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string() }).nullable().describe("Who wrote an outbound message"),
  sendAt: Timestamp.nullable().describe("Outbound written to go later: when"),
  sentAt: Timestamp.nullable().describe("Outbound: when the mail server took it (null while waiting); inbound: when it arrived"),
  readAt: Timestamp.nullable().describe("Inbound: when someone of the team first opened the conversation after it arrived"),
  attachments: z.array(MessageAttachment),
  createdAt: Timestamp,
});

export const MessagesResponse = z.object({
  messages: z.array(Message).describe("Oldest first"),
  unread: z.number().int().describe("Replies from the candidate nobody has opened yet"),
});
export const MessageResponse = z.object({ message: Message });
export const MarkReadResponse = z.object({ read: z.number().int().describe("Replies that became read") });
