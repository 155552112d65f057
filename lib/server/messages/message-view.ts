import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";

export type MessageView = {
  id: number;
  applicationId: number | null;
  direction: "outbound" | "inbound";
  kind: "message" | "auto_reply" | "bounce";
  subject: string;
  bodyText: string;
  fullText: string | null;
  from: string;
  to: string;
  author: { id: string | null; name: string } | null;
  sendAt: Date | null;
  sentAt: Date | null;
  readAt: Date | null;
  attachments: { id: number; fileName: string; contentType: string; size: number }[];
  createdAt: Date;
};

export const messageSelect = {
  id: true,
  applicationId: true,
  direction: true,
  kind: true,
  subject: true,
  bodyText: true,
  fullText: true,
  fromAddress: true,
  toAddress: true,
  authorId: true,
  authorName: true,
  sendAt: true,
  sentAt: true,
  readAt: true,
  createdAt: true,
  attachments: { select: { id: true, fileName: true, contentType: true, size: true }, orderBy: { id: "asc" } },
} as const;

type Row = {
  id: number;
  applicationId: number | null;
  direction: string;
  kind: string;
  subject: string;
  bodyText: string;
  fullText: string | null;
  fromAddress: string;
  toAddress: string;
  authorId: string | null;
  authorName: string | null;
  sendAt: Date | null;
  sentAt: Date | null;
  readAt: Date | null;
  createdAt: Date;
  attachments: MessageView["attachments"];
};

export function toMessage(row: Row): MessageView {
  return {
    id: row.id,
    applicationId: row.applicationId,
    direction: row.direction as MessageView["direction"],
    kind: row.kind as MessageView["kind"],
    subject: row.subject,
    bodyText: row.bodyText,
    fullText: row.direction === "inbound" ? row.fullText : null,
    from: row.fromAddress,
    to: row.toAddress,
    author: row.direction === "outbound" ? { id: row.authorId, name: row.authorName ?? "" } : null,
    sendAt: row.sendAt,
    sentAt: row.sentAt,
    readAt: row.readAt,
    attachments: row.attachments,
    createdAt: row.createdAt,
  };
}

export async function messageById(id: number): Promise<MessageView> {
  const row = await db.candidateMessage.findUnique({ where: { id }, select: messageSelect });
  if (!row) throw new NotFound("Message");
  return toMessage(row);
}
