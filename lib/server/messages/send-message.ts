import type { SpooledFile } from "@/lib/api/read-multipart";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { renderEmail } from "@/lib/mail/render-template";
import { enqueueJobs } from "@/lib/queue/boss";
import { MAIL_QUEUE } from "@/lib/queue/queues";
import type { SendMessageBody } from "@/lib/schemas/message";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { applicationPageLine } from "@/lib/server/candidate-page/application-link";
import { lockCorrespondent } from "./message-access";
import { messageById, type MessageView } from "./message-view";
import { storeOutgoing } from "./outgoing-attachments";
import { discardAttachments } from "./store-attachments";
import { newReplyToken, replyAddress, replyTokenHash } from "./reply-address";

// Writes to a candidate from the product (docs/decisions/400): the text with the person's merge
// fields filled in (the schema refused unknown placeholders), a Reply-To of its own that brings the answer back here, queued in the same
// transaction as the message (the mail queue sends it, now or at `sendAt`). Audited. Files sent with
// it (decision 406) are stored first and kept as its attachments; the mail job reads them back.
export async function sendMessage(caller: Caller, candidateId: number, input: SendMessageBody, files: SpooledFile[] = []): Promise<MessageView> {
  const sendAt = input.sendAt ? new Date(input.sendAt) : null;
  const later = sendAt !== null && sendAt.getTime() > now().getTime();
  const attachments = await storeOutgoing(caller.orgId, files);
  const id = await db.$transaction(async (tx) => {
    const to = await lockCorrespondent(tx, caller, candidateId, input.applicationId);
    const org = await tx.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: { name: true } });
    const mail = renderEmail({ subject: input.subject, body: input.body }, { "candidate.name": to.name, "job.title": to.jobTitle, "org.name": org.name });
    const token = newReplyToken();
    // a message about an application ends with the candidate's page link, in their language; the
    // conversation keeps the words alone
    const page = to.applicationId ? await tx.application.findUnique({ where: { id: to.applicationId }, select: { locale: true } }) : null;
    const textBody = to.applicationId && page ? `${mail.body}\n\n${await applicationPageLine(tx, to.applicationId, page.locale)}` : mail.body;
    const outbox = await tx.outboxEmail.create({
      data: { organizationId: caller.orgId, kind: "candidate_message", toAddress: to.email, subject: mail.subject, textBody, replyTo: replyAddress(token) },
      select: { id: true },
    });
    const message = await tx.candidateMessage.create({
      data: {
        organizationId: caller.orgId,
        candidateId: to.id,
        applicationId: to.applicationId,
        direction: "outbound",
        subject: mail.subject,
        bodyText: mail.body,
        fromAddress: env().MAIL_FROM,
        toAddress: to.email,
        authorId: caller.userId,
        authorName: caller.name,
        replyTokenHash: new Uint8Array(replyTokenHash(token)),
        outboxEmailId: outbox.id,
        sendAt: later ? sendAt : null,
      },
      select: { id: true },
    });
    if (attachments.length > 0) await tx.messageAttachment.createMany({ data: attachments.map((a) => ({ organizationId: caller.orgId, messageId: message.id, ...a })) });
    await enqueueJobs(tx, [{ name: MAIL_QUEUE, data: { mailId: outbox.id }, ...(later ? { startAfter: sendAt } : {}) }]);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: later ? "message.scheduled" : "message.sent",
      targetType: "message",
      targetId: message.id,
      targetLabel: to.name,
      metadata: { candidateId: to.id, subject: mail.subject, ...(attachments.length > 0 ? { attachments: attachments.map((a) => a.fileName) } : {}), ...(later ? { sendAt: sendAt.toISOString() } : {}), ...(to.applicationId ? { applicationId: to.applicationId, job: to.jobTitle } : {}) },
    });
    return message.id;
  }).catch(async (error: unknown) => {
    await discardAttachments(attachments);
    throw error;
  });
  return messageById(id);
}
