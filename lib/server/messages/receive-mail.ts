import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { asPublic, type PublicKey } from "@/lib/db/caller-scope";
import { appUrl } from "@/lib/env";
import { queueMail } from "@/lib/mail/send-mail";
import { CANDIDATE_BY_EMAIL, recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import { notifyMembers } from "@/lib/server/notifications/notify-members";
import { intakeAddressIn } from "@/lib/server/intake/intake-address";
import { receiveApplicationMail, type IntakeResult } from "@/lib/server/intake/receive-application-mail";
import { classifyInbound } from "./classify-mail";
import { claimDelivery } from "./inbound-deliveries";
import type { InboundMail } from "./inbound-mail";
import { replyText } from "./reply-text";
import { replyTokenHash, replyTokensIn } from "./reply-address";
import { discardAttachments, storeAttachments } from "./store-attachments";
import type { SignedDelivery } from "./verify-inbound-post";

export type ReceiveResult = { status: "stored"; messageId: number } | { status: "duplicate" } | { status: "unknown" } | IntakeResult;

export type Original = { id: number; organizationId: number; candidateId: number; applicationId: number | null; authorId: string | null; candidateName: string };

const MAX_SUBJECT = 300;
const MAX_BODY = 100_000;
const MAX_FULL_TEXT = 1_000_000;

// The outgoing message whose Reply-To token one of these addresses carries, if any, with the token.
// No caller: the token is the only credential an inbound mail has (docs/decisions/400), and each is
// looked up as hiring_public for the organization that token names (decision 463).
async function repliedMessage(addresses: string[]): Promise<{ original: Original; key: PublicKey } | null> {
  for (const token of replyTokensIn(addresses)) {
    const key: PublicKey = { kind: "reply", key: replyTokenHash(token).toString("hex") };
    const row = await asPublic(key, () =>
      db.candidateMessage.findFirst({
        where: { replyTokenHash: new Uint8Array(replyTokenHash(token)) },
        select: { id: true, organizationId: true, candidateId: true, applicationId: true, authorId: true, candidate: { select: { name: true } } },
      }),
    );
    if (row) return { original: { id: row.id, organizationId: row.organizationId, candidateId: row.candidateId, applicationId: row.applicationId, authorId: row.authorId, candidateName: row.candidate.name }, key };
  }
  return null;
}

export async function findRepliedMessage(addresses: string[]): Promise<Original | null> {
  return (await repliedMessage(addresses))?.original ?? null;
}

// A reply to one of our messages, by SMTP or the provider's webhook, put on the candidate's
// conversation: its own words for the timeline and the whole text kept, attachments checked by their
// bytes and stored like résumés, automatic replies and bounces marked. A mail without a known token
// creates nothing; the same mail twice (its Message-ID, or a signed post's webhook-id) is kept once.
// The writer of the message it answers is told by e-mail.
// A mail to no conversation but to a job's intake address is an application by e-mail (decision 498).
export async function receiveInboundMail(mail: InboundMail, delivery?: SignedDelivery): Promise<ReceiveResult> {
  const addresses = [...mail.envelopeTo, ...mail.headerTo];
  const replied = await repliedMessage(addresses);
  if (replied) return asPublic(replied.key, () => receiveReply(mail, replied.original, delivery));
  const intake = intakeAddressIn(addresses);
  if (intake) return receiveApplicationMail(mail, intake, delivery);
  return { status: "unknown" };
}

async function receiveReply(mail: InboundMail, original: Original, delivery: SignedDelivery | undefined): Promise<ReceiveResult> {
  const messageId = mail.messageId?.slice(0, 1000) ?? null;
  // a duplicate within the answered message's organization (the only one the token's scope reads)
  if (messageId && (await db.candidateMessage.count({ where: { direction: "inbound", rfcMessageId: messageId } })) > 0) {
    return { status: "duplicate" };
  }
  const kind = classifyInbound(mail.headers, mail.from);
  const { kept, refused } = await storeAttachments(original.organizationId, mail.attachments);
  const own = kind === "message" ? replyText(mail.text) : mail.text.trim();
  const refusedNote = refused.length > 0 ? `\n\n[Attachments not kept: ${refused.join("; ")}]` : "";
  const bodyText = (own.slice(0, MAX_BODY - refusedNote.length) + refusedNote).trim() || "(no text)";
  try {
    const stored = await db.$transaction(async (tx) => {
      if (delivery && !(await claimDelivery(tx, delivery))) return null;
      const [row] = await tx.$queryRaw<{ id: number }[]>`
        INSERT INTO candidate_messages (organization_id, candidate_id, application_id, direction, kind, subject, body_text, full_text,
                                        from_address, to_address, in_reply_to_id, sent_at, rfc_message_id)
        VALUES (${original.organizationId}, ${original.candidateId}, ${original.applicationId}, 'inbound', ${kind},
                ${mail.subject.slice(0, MAX_SUBJECT)}, ${bodyText}, ${mail.text.slice(0, MAX_FULL_TEXT)},
                ${mail.from.slice(0, 320)}, ${(mail.envelopeTo[0] ?? mail.headerTo[0] ?? "").slice(0, 320)}, ${original.id}, ${now()}, ${messageId})
        ON CONFLICT (organization_id, rfc_message_id) WHERE direction = 'inbound' AND rfc_message_id IS NOT NULL DO NOTHING
        RETURNING id`;
      if (!row) return null;
      if (kept.length > 0) {
        await tx.messageAttachment.createMany({ data: kept.map((a) => ({ organizationId: original.organizationId, messageId: row.id, ...a })) });
      }
      if (kind === "message") await announceReply(tx, original, row.id, mail.subject, CANDIDATE_BY_EMAIL);
      return row.id;
    });
    if (stored === null) {
      await discardAttachments(kept);
      return { status: "duplicate" };
    }
    return { status: "stored", messageId: stored };
  } catch (error) {
    await discardAttachments(kept);
    throw error;
  }
}

// What a candidate's answer sets off, by e-mail or from their application page (docs/decisions/493):
// the writer of the message it answers is told by e-mail, the team by notification, and it is on the
// application's timeline and in the audit log, by the candidate (decision 400).
export async function announceReply(tx: Tx, original: Original, messageId: number, subject: string, actor: AuditActor): Promise<void> {
  await notifyWriter(tx, original, subject);
  await notifyMembers(tx, {
    organizationId: original.organizationId,
    kind: "candidate_replied",
    actorId: null,
    recipientIds: [original.authorId],
    text: `${original.candidateName} replied: ${subject}`.slice(0, 300),
    url: `/candidates/${original.candidateId}#messages`,
    candidateId: original.candidateId,
    applicationId: original.applicationId,
    about: { subject: "message", id: messageId },
  });
  await recordReply(tx, original, messageId, subject, actor);
}

async function recordReply(tx: Tx, original: Original, messageId: number, subject: string, actor: AuditActor): Promise<void> {
  const job = original.applicationId
    ? (await tx.application.findUnique({ where: { id: original.applicationId }, select: { job: { select: { title: true } } } }))?.job.title
    : undefined;
  await recordAudit(tx, actor, {
    organizationId: original.organizationId,
    action: "message.received",
    targetType: "message",
    targetId: messageId,
    targetLabel: original.candidateName,
    metadata: { candidateId: original.candidateId, subject: subject.slice(0, MAX_SUBJECT), ...(original.applicationId ? { applicationId: original.applicationId, job } : {}) },
  });
}

async function notifyWriter(tx: Tx, original: Original, subject: string): Promise<void> {
  if (!original.authorId) return;
  const writer = await tx.user.findUnique({ where: { id: original.authorId }, select: { email: true, organizationId: true } });
  if (!writer || writer.organizationId !== original.organizationId) return;
  await queueMail(tx, {
    organizationId: original.organizationId,
    kind: "reply_notification",
    to: writer.email,
    subject: `${original.candidateName} replied: ${subject}`.slice(0, MAX_SUBJECT),
    text: `${original.candidateName} answered your message.\n\nRead the reply: ${appUrl()}/candidates/${original.candidateId}#messages\n`,
  });
}
