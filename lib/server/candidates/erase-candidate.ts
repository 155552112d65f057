import { db, type Tx } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { Prisma } from "@/lib/generated/prisma/client";
import { isStorableId } from "@/lib/schemas/common";
import { actorOf, recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { eraseEeoAnswers } from "@/lib/server/eeo/erase-eeo-answers";
import { eraseInterviews } from "@/lib/server/interviews/erase-interviews";
import { eraseUploadedResumes } from "@/lib/server/resume-uploads/erase-uploaded";
import { ERASED_NAME, scrubJson, scrubText, type PersonalData } from "./scrub-personal-data";

// DELETE /api/candidates/{id} (`candidates.erase`, declared by the route): erases the person (GDPR
// art. 17) and answers when it was done.
export async function eraseCandidate(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Candidate");
  // not found for whoever may not see the person
  const exists = await db.candidate.findFirst({ where: { id }, select: { id: true } });
  if (!exists) throw new NotFound("Candidate");
  return eraseCandidateAs(actorOf(caller), caller.orgId, id, "admin");
}

// The erasure itself (docs/decisions/197), in one transaction with its
// audit entry and event: the name becomes "Erased candidate"; e-mail, phone, résumé (link and
// file), cover letters, answers to the job's questions (their files too), notes, tags, messages, feedback
// text and rejection reasons go, and what bulk uploads read from their résumés (decision 502);
// applications, stage visits and scores stay, so the reports count
// the same. Earlier audit entries and events keep their
// place without the person's data, and mail to them leaves the outbox. Erasing twice changes nothing.
// It runs under the policies as the organization (an admin's request or the retention sweep alike),
// so every statement below reaches that organization's rows only.
export function eraseCandidateAs(actor: AuditActor, organizationId: number, id: number, source: "admin" | "retention") {
  return asOrganization(organizationId, () => eraseInOrganization(actor, organizationId, id, source));
}

async function eraseInOrganization(actor: AuditActor, organizationId: number, id: number, source: "admin" | "retention"): Promise<{ id: number; erasedAt: Date }> {
  const { erasedAt, keys } = await db.$transaction(async (tx) => {
    const [candidate] = await tx.$queryRaw<{ email: string; name: string; phone: string | null; erasedAt: Date | null }[]>`
      SELECT email, name, phone, erased_at AS "erasedAt" FROM candidates WHERE id = ${id} FOR UPDATE`;
    if (!candidate) throw new NotFound("Candidate");
    if (candidate.erasedAt) return { erasedAt: candidate.erasedAt, keys: [] as string[] };

    const applications = await tx.application.findMany({
      where: { candidateId: id },
      select: {
        id: true,
        candidateName: true,
        candidatePhone: true,
        candidateResumeUrl: true,
        resumeFile: { select: { storageKey: true } },
        answers: { where: { storageKey: { not: null } }, select: { storageKey: true } },
        feedback: { select: { id: true } },
      },
    });
    const notes = await tx.candidateNote.findMany({ where: { candidateId: id }, select: { id: true } });
    const messageFiles = await tx.messageAttachment.findMany({ where: { message: { candidateId: id } }, select: { storageKey: true } });
    const person: PersonalData = {
      names: unique([candidate.name, ...applications.map((a) => a.candidateName)]),
      removals: unique([candidate.email, candidate.phone, ...applications.flatMap((a) => [a.candidatePhone, a.candidateResumeUrl])]),
    };
    const applicationIds = applications.map((a) => a.id);
    const now = new Date();

    await tx.candidate.update({
      where: { id },
      // the address must stay unique in the organization; this one names nobody and cannot receive mail
      data: { name: ERASED_NAME, email: `erased-${id}@erased.invalid`, phone: null, resumeUrl: null, erasedAt: now },
    });
    await tx.application.updateMany({
      where: { id: { in: applicationIds } },
      data: { candidateName: ERASED_NAME, candidatePhone: null, candidateResumeUrl: null, coverLetter: null, rejectionReason: null },
    });
    await tx.feedback.updateMany({ where: { applicationId: { in: applicationIds } }, data: { notes: null } });
    // the person as a referrer typed them, and what the referrer said of them (decision 501); the
    // referral stays, so its referrer still sees that it was made
    await tx.referral.updateMany({ where: { candidateId: id }, data: { name: ERASED_NAME, email: `erased-${id}@erased.invalid`, phone: null, relationship: "", note: null } });
    // likewise the person as an agency's recruiter typed them (decision 504): the submission stays
    await tx.agencySubmission.updateMany({ where: { candidateId: id }, data: { name: ERASED_NAME, email: `erased-${id}@erased.invalid`, phone: null, note: null } });
    await tx.candidateNote.deleteMany({ where: { candidateId: id } });
    // a tag may say something about the person ("Maria's referral"): it goes with the notes
    await tx.candidateTag.deleteMany({ where: { candidateId: id } });
    // and so does being kept in a talent pool
    await tx.talentPoolMember.deleteMany({ where: { candidateId: id } });
    // the conversation with them, both ways, and the files they sent with it (decision 400)
    await tx.candidateMessage.deleteMany({ where: { candidateId: id } });
    await tx.resumeFile.deleteMany({ where: { applicationId: { in: applicationIds } } });
    // answers to the job's questions are the person's words (decision 330), files included
    await tx.applicationAnswer.deleteMany({ where: { applicationId: { in: applicationIds } } });
    await tx.applicationKnockout.deleteMany({ where: { applicationId: { in: applicationIds } } });
    await tx.withdrawalToken.deleteMany({ where: { applicationId: { in: applicationIds } } });
    // their application page's links and the documents they sent through it (docs/decisions/493)
    await tx.applicationToken.deleteMany({ where: { applicationId: { in: applicationIds } } });
    const documents = await tx.documentRequest.findMany({ where: { applicationId: { in: applicationIds }, storageKey: { not: null } }, select: { storageKey: true } });
    await tx.documentRequest.deleteMany({ where: { applicationId: { in: applicationIds } } });
    // an offer keeps its terms and outcome for the reports; the letter (it names the person), the
    // signature, the decline reason and the link go (docs/decisions/393)
    const offers = await tx.offer.findMany({ where: { applicationId: { in: applicationIds } }, select: { id: true, letterPdfKey: true } });
    await tx.offer.updateMany({
      where: { applicationId: { in: applicationIds } },
      data: { letterHtml: null, signatureName: null, signatureAddress: null, letterSha256: null, declineReason: null, tokenHash: null, letterPdfKey: null },
    });
    await tx.approval.updateMany({ where: { offerId: { in: offers.map((o) => o.id) } }, data: { comment: null } });
    await eraseEeoAnswers(tx, organizationId, id);
    await eraseInterviews(tx, applicationIds, person);
    await tx.outboxEmail.deleteMany({ where: { toAddress: { equals: candidate.email, mode: "insensitive" } } });
    await scrubAuditLog(tx, person, {
      candidate: [String(id)],
      application: applicationIds.map(String),
      feedback: applications.flatMap((a) => a.feedback.map((f) => String(f.id))),
      note: notes.map((n) => String(n.id)),
      offer: offers.map((o) => String(o.id)),
    });
    await scrubEvents(tx, person, id, applicationIds);
    const uploadedKeys = await eraseUploadedResumes(tx, id, candidate.email, person);

    await recordAudit(tx, actor, {
      organizationId,
      action: "candidate.erased",
      targetType: "candidate",
      targetId: id,
      targetLabel: ERASED_NAME,
      metadata: { applications: applicationIds.length, source },
    });
    await recordEvent(tx, { organizationId, type: "candidate.erased", data: { id }, previous: null });
    const answerKeys = applications.flatMap((a) => a.answers.flatMap((answer) => (answer.storageKey ? [answer.storageKey] : [])));
    const letterKeys = offers.flatMap((o) => (o.letterPdfKey ? [o.letterPdfKey] : []));
    return {
      erasedAt: now,
      keys: [
        ...applications.flatMap((a) => (a.resumeFile ? [a.resumeFile.storageKey] : [])),
        ...answerKeys,
        ...messageFiles.map((f) => f.storageKey),
        ...letterKeys,
        ...documents.flatMap((d) => (d.storageKey ? [d.storageKey] : [])),
        ...uploadedKeys,
      ],
    };
  });
  // after the commit: a file whose row is gone is unreachable anyway; a failed delete only leaves bytes
  await Promise.all(keys.map((key) => fileStore().delete(key).catch(() => {})));
  // the same person's records merged into this one (decision 352) are the person too
  const merged = await db.candidate.findMany({ where: { mergedIntoId: id, erasedAt: null }, select: { id: true } });
  for (const record of merged) await eraseInOrganization(actor, organizationId, record.id, source);
  return { id, erasedAt };
}

type Targets = Record<"candidate" | "application" | "feedback" | "note" | "offer", string[]>;

// Entries about the person (their candidate, applications, feedback on them, notes on them) lose
// free text and names; any other entry of the organization that holds their e-mail address or
// phone number loses those.
async function scrubAuditLog(tx: Tx, person: PersonalData, targets: Targets) {
  const about = Object.entries(targets)
    .filter(([, ids]) => ids.length > 0)
    .map(([type, ids]) => Prisma.sql`(target_type = ${type} AND target_id IN (${Prisma.join(ids)}))`);
  const mentions = person.removals.map((text) => Prisma.sql`metadata::text ILIKE ${`%${likeEscape(text)}%`}`);
  const rows = await tx.$queryRaw<{ id: number; metadata: unknown; isAbout: boolean }[]>`
    SELECT id, metadata, (${about.length ? Prisma.join(about, " OR ") : Prisma.sql`false`}) AS "isAbout"
    FROM audit_logs
    WHERE ${Prisma.join([...about, ...mentions], " OR ")}`;
  for (const row of rows) {
    const metadata = row.isAbout ? scrubJson(row.metadata, person) : JSON.parse(scrubText(JSON.stringify(row.metadata), person));
    if (JSON.stringify(metadata) === JSON.stringify(row.metadata)) continue;
    await tx.$executeRaw`UPDATE audit_logs SET metadata = ${JSON.stringify(metadata)}::jsonb WHERE id = ${row.id}`;
  }
}

// Events about the person (their applications, notes on them, feedback on their applications)
// keep their type and ids; a delivery retried later sends the scrubbed body.
async function scrubEvents(tx: Tx, person: PersonalData, candidateId: number, applicationIds: number[]) {
  const ids = applicationIds.map(String);
  const rows = await tx.$queryRaw<{ id: string; body: string }[]>`
    SELECT id, body FROM events
    WHERE (body::jsonb -> 'data' ->> 'candidateId' = ${String(candidateId)}
        ${ids.length ? Prisma.sql`OR body::jsonb -> 'data' ->> 'applicationId' IN (${Prisma.join(ids)})` : Prisma.empty}
        ${ids.length ? Prisma.sql`OR (type LIKE 'application.%' AND body::jsonb -> 'data' ->> 'id' IN (${Prisma.join(ids)}))` : Prisma.empty})`;
  for (const row of rows) {
    const body = JSON.stringify(scrubJson(JSON.parse(row.body), person));
    if (body !== row.body) await tx.$executeRaw`UPDATE events SET body = ${body} WHERE id = ${row.id}`;
  }
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v && v.trim())))];
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
