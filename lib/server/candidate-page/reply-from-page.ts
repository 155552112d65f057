import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import type { AuditActor } from "@/lib/server/audit/record-audit";
import { announceReply } from "@/lib/server/messages/receive-mail";
import { asHolderOf } from "@/lib/server/public/public-scope";
import { findApplicationToken, type NamedApplication } from "./find-application-token";

const FROM_PAGE: AuditActor = { userId: null, name: "Candidate (application page)" };

// POST /api/public/applications/{token}/messages (docs/decisions/493): the candidate's answer joins
// the application's conversation exactly as an answer by e-mail does: an inbound message of kind
// `message`, in reply to the latest message the team sent about this application, its writer told by
// e-mail and notified, audited as `message.received`. Its subject is that message's, as a mail
// client would answer it.
export async function replyFromPage(token: string, bodyText: string): Promise<{ id: number }> {
  return asHolderOf("application", token, () => db.$transaction(async (tx) => storePageMessage(tx, await findApplicationToken(tx, token), bodyText)));
}

// The candidate's message from their page, in the caller's transaction (a reply, or a privacy
// request: request-privacy.ts), with everything an e-mail reply sets off. `subject`: the request's own,
// else the answered message's as a mail client would answer it.
export async function storePageMessage(tx: Tx, application: NamedApplication, bodyText: string, subject?: string): Promise<{ id: number }> {
  const last = await tx.candidateMessage.findFirst({
    where: { applicationId: application.id, direction: "outbound", sentAt: { not: null } },
    orderBy: [{ sentAt: "desc" }, { id: "desc" }],
    select: { id: true, subject: true, authorId: true },
  });
  const answered = last ? (/^re:/i.test(last.subject) ? last.subject : `Re: ${last.subject}`) : `Re: ${application.job.title}`;
  const title = (subject ?? answered).slice(0, 300);
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO candidate_messages (organization_id, candidate_id, application_id, direction, kind, subject, body_text, full_text,
                                    from_address, to_address, in_reply_to_id, sent_at)
    VALUES (${application.organizationId}, ${application.candidateId}, ${application.id}, 'inbound', 'message',
            ${title}, ${bodyText}, ${bodyText}, ${application.candidate.email}, ${env().MAIL_FROM.slice(0, 320)}, ${last?.id ?? null}, ${now()})
    RETURNING id`;
  const original = {
    id: last?.id ?? row.id,
    organizationId: application.organizationId,
    candidateId: application.candidateId,
    applicationId: application.id,
    authorId: last?.authorId ?? null,
    candidateName: application.candidateName,
  };
  await announceReply(tx, original, row.id, title, FROM_PAGE);
  return { id: row.id };
}
