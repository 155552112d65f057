import type { Readable } from "node:stream";
import nodemailer, { type Transporter } from "nodemailer";
import { db, type Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { env, fromSettings } from "@/lib/env";
import { fileStore } from "@/lib/files/file-store";
import { hideSecretLinks } from "@/lib/mail/secret-links";
import { enqueueJobs } from "@/lib/queue/boss";
import { applicationPageLine } from "@/lib/server/candidate-page/application-link";
import { MAIL_QUEUE } from "@/lib/queue/queues";

export type Mail = { organizationId: number | null; kind: string; to: string; subject: string; text: string; calendar?: CalendarPart; applicationPage?: ApplicationPage };
// a mail to a candidate about one application: it ends with the link to their page of it, in their
// language (docs/decisions/493)
export type ApplicationPage = { applicationId: number; locale: string | null | undefined };
// an iCalendar invitation sent as the message's text/calendar part (docs/decisions/373)
export type CalendarPart = { method: "REQUEST" | "CANCEL"; ics: string };

const smtp = fromSettings((settings): Transporter | null => (settings.SMTP_URL ? nodemailer.createTransport(settings.SMTP_URL) : null));

export function isMailSimulated(): boolean {
  return !env().SMTP_URL;
}

// Every mail is written to the outbox inside the caller's transaction, so it exists exactly
// when the change that caused it committed. Call deliverMail(id) after the commit.
// The id is taken from the table's sequence first and the row inserted without RETURNING: a token
// route or the careers slug (hiring_public) writes mail to the outbox but may read none back, not
// even its own (decision 467); one way for every caller.
export async function enqueueMail(tx: Tx, mail: Mail): Promise<number> {
  const text = mail.applicationPage ? `${mail.text}\n\n${await applicationPageLine(tx, mail.applicationPage.applicationId, mail.applicationPage.locale)}` : mail.text;
  const [{ id }] = await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('outbox_emails', 'id'))::int AS id`;
  await tx.outboxEmail.createMany({
    data: {
      id,
      organizationId: mail.organizationId,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: text,
      calendarMethod: mail.calendar?.method ?? null,
      calendarIcs: mail.calendar?.ics ?? null,
    },
  });
  return id;
}

// Like enqueueMail, and the job queue sends it once the transaction committed, retrying with
// backoff while the SMTP server fails (docs/decisions/193). Candidate mail goes this way.
export async function queueMail(tx: Tx, mail: Mail): Promise<number> {
  const id = await enqueueMail(tx, mail);
  await enqueueJobs(tx, [{ name: MAIL_QUEUE, data: { mailId: id } }]);
  return id;
}

// The mail queue's job: a mail already sent, or erased with its recipient, is done; a failure
// throws, so the queue tries again later.
export async function sendQueuedMail({ mailId }: { mailId: number }): Promise<void> {
  const mail = await db.outboxEmail.findUnique({ where: { id: mailId } });
  if (!mail || mail.sentAt) return;
  await send(mail);
}

type OutboxMail = { id: number; kind: string; toAddress: string; subject: string; textBody: string; replyTo: string | null; calendarMethod: string | null; calendarIcs: string | null };

async function send(mail: OutboxMail): Promise<{ simulated: boolean }> {
  const transporter = smtp();
  if (!transporter) {
    console.log(`[mail simulated] to=${mail.toAddress} subject=${JSON.stringify(mail.subject)}\n${mail.textBody}`);
    await markMessageSent(mail);
    return { simulated: true };
  }
  const calendar = mail.calendarIcs && mail.calendarMethod ? { icalEvent: { method: mail.calendarMethod, filename: "invite.ics", content: mail.calendarIcs } } : {};
  const attachments = await attachmentsOf(mail);
  await transporter.sendMail({ from: env().MAIL_FROM, to: mail.toAddress, subject: mail.subject, text: mail.textBody, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), ...calendar, ...(attachments.length ? { attachments } : {}) });
  await db.outboxEmail.update({ where: { id: mail.id }, data: { sentAt: new Date(), textBody: hideSecretLinks(mail.textBody) } });
  await markMessageSent(mail);
  return { simulated: false };
}

// The files a message to a candidate was written with (decision 406), read from the file store as
// the mail leaves. One that is gone fails the job: the mail is not sent without what it promised.
async function attachmentsOf(mail: OutboxMail): Promise<{ filename: string; contentType: string; content: Readable }[]> {
  if (mail.kind !== "candidate_message") return [];
  const rows = await db.messageAttachment.findMany({ where: { message: { outboxEmailId: mail.id, direction: "outbound" } }, orderBy: { id: "asc" } });
  return Promise.all(
    rows.map(async (row) => {
      const stored = await fileStore().get(row.storageKey);
      if (!stored) throw new Error(`attachment ${row.id} of mail ${mail.id} is missing from the file store`);
      return { filename: row.fileName, contentType: row.contentType, content: stored.body };
    }),
  );
}

// a message written to a candidate shows as sent once its mail left (docs/decisions/400)
async function markMessageSent(mail: OutboxMail): Promise<void> {
  if (mail.kind !== "candidate_message") return;
  await db.candidateMessage.updateMany({ where: { outboxEmailId: mail.id, sentAt: null }, data: { sentAt: now() } });
}

// Sends over SMTP when SMTP_URL is set; once the server took it, the stored copy loses its single-use
// tokens (they belong to the recipient). Without SMTP the log is the delivery and the stored mail keeps
// them; the outbox API hides them either way (docs/decisions/111). Returns whether it was only simulated.
export async function deliverMail(id: number): Promise<{ simulated: boolean }> {
  const mail = await db.outboxEmail.findUniqueOrThrow({ where: { id } });
  try {
    return await send(mail);
  } catch (error) {
    // the outbox row stays unsent; the person can ask again and an operator sees the log
    console.error(`mail ${id} to ${mail.toAddress} failed`, error);
    return { simulated: false };
  }
}
