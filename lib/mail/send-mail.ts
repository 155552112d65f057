import nodemailer, { type Transporter } from "nodemailer";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { hideSecretLinks } from "@/lib/mail/secret-links";

export type Mail = { organizationId: number | null; kind: string; to: string; subject: string; text: string };

let transport: Transporter | undefined;
function smtp(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

export function isMailSimulated(): boolean {
  return !env().SMTP_URL;
}

// Every mail is written to the outbox inside the caller's transaction, so it exists exactly
// when the change that caused it committed. Call deliverMail(id) after the commit.
export async function enqueueMail(tx: Tx, mail: Mail): Promise<number> {
  const row = await tx.outboxEmail.create({
    data: { organizationId: mail.organizationId, kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text },
    select: { id: true },
  });
  return row.id;
}

// Sends over SMTP when SMTP_URL is set; once the server took it, the stored copy loses its single-use
// tokens (they belong to the recipient). Without SMTP the log is the delivery and the stored mail keeps
// them; the outbox API hides them either way (docs/decisions/111). Returns whether it was only simulated.
export async function deliverMail(id: number): Promise<{ simulated: boolean }> {
  const mail = await db.outboxEmail.findUniqueOrThrow({ where: { id } });
  const transporter = smtp();
  if (!transporter) {
    console.log(`[mail simulated] to=${mail.toAddress} subject=${JSON.stringify(mail.subject)}\n${mail.textBody}`);
    return { simulated: true };
  }
  try {
    await transporter.sendMail({ from: env().MAIL_FROM, to: mail.toAddress, subject: mail.subject, text: mail.textBody });
    await db.outboxEmail.update({ where: { id }, data: { sentAt: new Date(), textBody: hideSecretLinks(mail.textBody) } });
  } catch (error) {
    // the outbox row stays unsent; the person can ask again and an operator sees the log
    console.error(`mail ${id} to ${mail.toAddress} failed`, error);
  }
  return { simulated: false };
}
