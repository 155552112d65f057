import { db, type Tx } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { extractText } from "@/lib/files/extract-text";
import type { Locale } from "@/lib/i18n/locales";
import { queueMail } from "@/lib/mail/send-mail";
import { parseResume } from "@/lib/resume-fields/parse-resume";
import { resumeLanguage } from "@/lib/resume-fields/resume-language";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { Email } from "@/lib/schemas/common";
import { COVER_LETTER_MAX } from "@/lib/schemas/limits";
import { nextApplicationId } from "@/lib/server/applications/next-application-id";
import { CANDIDATE_BY_EMAIL, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { candidateMail } from "@/lib/server/email-templates/candidate-mail";
import { recordEvent } from "@/lib/server/events/record-event";
import { classifyInbound } from "@/lib/server/messages/classify-mail";
import { claimDelivery } from "@/lib/server/messages/inbound-deliveries";
import type { InboundMail } from "@/lib/server/messages/inbound-mail";
import type { SignedDelivery } from "@/lib/server/messages/verify-inbound-post";
import { findOrCreateCandidate } from "@/lib/server/public/find-or-create-candidate";
import { asVisitorOf } from "@/lib/server/public/public-scope";
import { queueResumeText } from "@/lib/server/resume-text/read-resume-text";
import { resumePath } from "@/lib/server/resumes/check-resume-upload";
import { storeResume } from "@/lib/server/resumes/store-resume";
import { withdrawalLine } from "@/lib/server/withdrawals/withdrawal-line";
import { intakeOrganizationOf, type IntakeAddress } from "./intake-address";
import { intakeLocale } from "./intake-locale";
import { privacyLine, queueIntakeReply, type IntakeReply, type ReplyTo } from "./intake-replies";
import { mailResume, type MailResume } from "./mail-resume";

// applied: a new application; answered: the sender was told why nothing was written; ignored: a
// machine's mail, neither kept nor answered; duplicate: a signed post received before (its webhook-id)
export type IntakeResult = { status: "applied"; applicationId: number } | { status: "answered" } | { status: "ignored" } | { status: "duplicate" } | { status: "unknown" };

type Organization = { id: number; name: string; slug: string; careersLanguages: string[]; privacyPolicyUrl: string | null };
type Job = { id: number; title: string };
type Sender = { email: string; name: string };

// A mail to a job's intake address (docs/decisions/498), by SMTP or the provider's webhook. An
// address that names no organization is "unknown" (the listener already refused it at RCPT), and an
// automatic reply or bounce is never answered (no mail loops). Otherwise, in one transaction as the
// careers site's visitor of the organization: a PDF or DOCX résumé on an open job becomes a
// candidate (or the known one with that e-mail) and an application with source "email", the
// résumé stored and read into its name and phone, the sender told in their language that it
// arrived; a closed or unknown job, a mail without a résumé, or an application already on the job
// writes nothing and answers why. A failure writes nothing and removes the stored résumé.
export async function receiveApplicationMail(mail: InboundMail, intake: IntakeAddress, delivery?: SignedDelivery): Promise<IntakeResult> {
  if (mail.returnPath === "" || classifyInbound(mail.headers, mail.from) !== "message") return { status: "ignored" };
  const email = Email.safeParse(mail.from);
  if (!email.success) return { status: "ignored" };
  const orgSlug = await intakeOrganizationOf(intake);
  if (!orgSlug) return { status: "unknown" };
  return asVisitorOf(orgSlug, async () => {
    const org = await db.organization.findFirstOrThrow({ select: { id: true, name: true, slug: true, careersLanguages: true, privacyPolicyUrl: true } });
    const job = await db.job.findFirst({ where: { slug: intake.jobSlug, status: "open" }, select: { id: true, title: true } });
    const resume = job ? await mailResume(mail.attachments) : null;
    try {
      const text = resume ? await extractText(resume.bytes, resume.upload.type).catch(() => null) : null;
      const locale = intakeLocale(mail.headers, resumeLanguage(text), org.careersLanguages);
      const fields = parseResume(text).fields;
      const sender = { email: email.data, name: (fields.name ?? (mail.fromName ?? "").trim()) || email.data.split("@")[0] };
      const replyTo: ReplyTo = { organizationId: org.id, orgName: org.name, to: sender.email, address: intake.address, locale };
      if (!job) return answer(replyTo, { kind: "notTaking", careersUrl: careersUrl(org) }, delivery);
      if (!resume) return answer(replyTo, { kind: "noResume", jobTitle: job.title, candidateName: sender.name }, delivery);
      return await apply(mail, { org, job, sender, phone: fields.phone, resume, replyTo }, delivery);
    } finally {
      await resume?.discard();
    }
  });
}

function careersUrl(org: Organization): string {
  return `${appUrl()}/careers/${org.slug}`;
}

// A reply that writes nothing but the mail (and a signed post's webhook-id, so a replay sends none).
async function answer(replyTo: ReplyTo, reply: IntakeReply, delivery: SignedDelivery | undefined): Promise<IntakeResult> {
  return db.$transaction(async (tx) => {
    if (delivery && !(await claimDelivery(tx, delivery))) return { status: "duplicate" } as const;
    await queueIntakeReply(tx, replyTo, reply);
    return { status: "answered" } as const;
  });
}

type Application = { org: Organization; job: Job; sender: Sender; phone: string | null; resume: MailResume; replyTo: ReplyTo };

async function apply(mail: InboundMail, input: Application, delivery: SignedDelivery | undefined): Promise<IntakeResult> {
  const { org, job, sender, replyTo } = input;
  const stored = await storeResume(org.id, input.resume.upload);
  try {
    const result = await db.$transaction(async (tx): Promise<IntakeResult> => {
      if (delivery && !(await claimDelivery(tx, delivery))) return { status: "duplicate" };
      // as the careers apply does: the job's row shared, so its stages cannot change or the job go
      // before the application exists; the first stage read after the lock
      const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM jobs WHERE id = ${job.id} AND status = 'open' FOR KEY SHARE`;
      const [firstStage] = locked ? await tx.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM stages WHERE job_id = ${job.id} ORDER BY position LIMIT 1` : [];
      if (!firstStage) {
        await queueIntakeReply(tx, replyTo, { kind: "notTaking", careersUrl: careersUrl(org) });
        return { status: "answered" };
      }
      const applicationId = await nextApplicationId(tx);
      const details = { name: sender.name, phone: input.phone, resumeUrl: resumePath(applicationId) };
      const candidateId = await findOrCreateCandidate(tx, org.id, sender.email, details);
      const [application] = await tx.application.createManyAndReturn({
        data: {
          id: applicationId,
          organizationId: org.id,
          jobId: job.id,
          candidateId,
          currentStageId: firstStage.id,
          coverLetter: mail.text.trim().slice(0, COVER_LETTER_MAX) || null,
          candidateName: details.name,
          candidatePhone: details.phone,
          candidateResumeUrl: details.resumeUrl,
          source: "email",
          locale: replyTo.locale,
        },
        skipDuplicates: true,
        select: { id: true },
      });
      if (!application) {
        await queueIntakeReply(tx, replyTo, { kind: "alreadyReceived", jobTitle: job.title, candidateName: sender.name });
        return { status: "answered" };
      }
      await written(tx, { ...input, applicationId, candidateId, stage: firstStage, storedRow: stored.row(applicationId) });
      return { status: "applied", applicationId };
    });
    if (result.status !== "applied") await stored.discard();
    return result;
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

type Written = Application & { applicationId: number; candidateId: number; stage: { id: number; name: string }; storedRow: ReturnType<Awaited<ReturnType<typeof storeResume>>["row"]> };

// What a new application brings with it, as the careers apply writes it: the résumé's row and its
// words for search (read by the queue after the commit), the stage visit, the event, the audit
// entry (no member's: the candidate's, by e-mail) and the received mail in the sender's language.
async function written(tx: Tx, w: Written): Promise<void> {
  const file = await tx.resumeFile.create({ data: w.storedRow, select: { id: true } });
  await queueResumeText(tx, file.id);
  await tx.stageVisit.create({ data: { applicationId: w.applicationId, stageId: w.stage.id } });
  // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
  await recordEvent(tx, {
    organizationId: w.org.id,
    type: "application.created",
    data: toApplication(await tx.application.findUniqueOrThrow({ where: { id: w.applicationId }, select: applicationSelect })),
    previous: null,
  });
  await recordAudit(tx, CANDIDATE_BY_EMAIL, {
    organizationId: w.org.id,
    action: "application.created",
    targetType: "application",
    targetId: w.applicationId,
    targetLabel: applicationLabel(w.sender.name, w.job.title),
    metadata: { jobId: w.job.id, job: w.job.title, candidateId: w.candidateId, candidate: w.sender.name, stageId: w.stage.id, stage: w.stage.name, source: "email", to: w.replyTo.address },
  });
  await queueReceived(tx, w, w.replyTo.locale);
}

// the organization's own wording of the received mail, else the built-in one in the sender's language
async function queueReceived(tx: Tx, w: Written, locale: Locale): Promise<void> {
  const mail = await candidateMail(tx, w.org.id, "application_received", { "candidate.name": w.sender.name, "job.title": w.job.title, "org.name": w.org.name }, locale);
  const privacy = w.org.privacyPolicyUrl ? `\n\n${privacyLine(locale, w.org.name, w.org.privacyPolicyUrl)}` : "";
  await queueMail(tx, {
    organizationId: w.org.id,
    kind: "application_received",
    to: w.sender.email,
    subject: mail.subject,
    text: `${mail.body}${privacy}\n\n${await withdrawalLine(tx, w.applicationId, locale)}`,
    applicationPage: { applicationId: w.applicationId, locale },
  });
}
