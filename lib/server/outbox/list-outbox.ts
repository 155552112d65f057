import { db } from "@/lib/db";
import { page, type Page } from "@/lib/api/paging";
import type { Caller } from "@/lib/auth/caller";
import { hideSecretLinks } from "@/lib/mail/secret-links";
import type { OutboxQuery } from "@/lib/schemas/public";

export type OutboxEmail = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
};

// The organization's outgoing mail, newest first: the development mailbox when no SMTP is set.
// For `outbox.view`, which its route declares; even they never see a live single-use link
// (docs/decisions/111).
export async function listOutbox(_caller: Caller, query: OutboxQuery): Promise<{ emails: OutboxEmail[]; page: Page }> {
  const where = query.to ? { toAddress: query.to } : {};
  const [rows, total] = await Promise.all([
    db.outboxEmail.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: query.offset,
      take: query.limit,
      select: { id: true, kind: true, toAddress: true, subject: true, textBody: true, createdAt: true, sentAt: true },
    }),
    db.outboxEmail.count({ where }),
  ]);
  const emails = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.toAddress,
    subject: r.subject,
    text: hideSecretLinks(r.textBody),
    createdAt: r.createdAt,
    sentAt: r.sentAt,
  }));
  return { emails, page: page(query, total) };
}
