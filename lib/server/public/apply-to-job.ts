import { db } from "@/lib/db";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { queueMail } from "@/lib/mail/send-mail";
import type { ApplyBody, JobSlugParams } from "@/lib/schemas/public";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { SYSTEM_ACTOR, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { candidateMail } from "@/lib/server/email-templates/candidate-mail";
import { recordEvent } from "@/lib/server/events/record-event";
import { withdrawalLine } from "@/lib/server/withdrawals/withdrawal-line";
import { nextApplicationId } from "@/lib/server/applications/next-application-id";
import { findOrCreateCandidate } from "@/lib/server/public/find-or-create-candidate";
import { checkResumeUpload, resumePath } from "@/lib/server/resumes/check-resume-upload";
import { storeResume } from "@/lib/server/resumes/store-resume";
import { storeEeoAnswers } from "@/lib/server/eeo/store-eeo-answers";
import { sourceOf } from "@/lib/schemas/source";
import { questionSelect } from "@/lib/schemas/question";
import { storeAnswers } from "@/lib/server/questions/store-answers";
import { toQuestion } from "@/lib/server/questions/to-question";
import { storeAnswerFiles } from "@/lib/server/questions/answer-files";
import { checkApplicationAnswers } from "@/lib/server/questions/check-application-answers";
import { recordKnockout } from "@/lib/server/knockouts/record-knockout";
import { KNOCKOUT_ACTOR } from "@/lib/server/knockouts/run-knockout";
import { queueResumeText } from "@/lib/server/resume-text/read-resume-text";
import { asVisitorOf } from "@/lib/server/public/public-scope";

export const ALREADY_APPLIED =
  "You have already applied to this job with this e-mail address. The hiring team has your application.";

// A candidate applies on the careers site: one candidate per organization and e-mail, one
// application per job, starting active in the first stage with an open stage visit. The
// application keeps the details it was sent with and the candidate row is written by the first
// apply only, so no later apply changes an earlier application (docs/decisions/115). Both
// inserts skip conflicts, so a concurrent loser for the same job gets our 409, not a generic one.
// A résumé file (multipart) is checked by its bytes first (400), stored before the transaction and
// removed again if it fails; its resumeUrl is the application's own download path (decision 190).
export async function applyToJob({ slug, jobSlug }: JobSlugParams, input: ApplyBody, file: SpooledFile | null = null, answerParts: SpooledFile[] = []): Promise<void> {
  return asVisitorOf(slug, async () => {
    const resume = file && file.size > 0 ? await checkResumeUpload(file) : null;
    if (resume && input.resumeUrl) throw new BadRequest("Invalid body: send a résumé file or a résumé URL, not both", [{ path: "resumeUrl", message: "send a résumé file or a résumé URL, not both" }]);
    // the slug's organization's jobs only: the public role's policies keep to it
    const job = await db.job.findFirst({
      where: { slug: jobSlug, status: "open" },
      select: {
        id: true,
        title: true,
        organizationId: true,
        eeoSurvey: true,
        organization: { select: { name: true, privacyPolicyUrl: true, eeoSurveyEnabled: true } },
        questions: { orderBy: { position: "asc" }, select: questionSelect },
      },
    });
    if (!job) throw new NotFound("Job");
    const questions = job.questions.map(toQuestion);
    const answers = await checkApplicationAnswers(questions, input.answers, answerParts);
    const consentRequired = job.organization.privacyPolicyUrl !== null;
    if (consentRequired && input.consent !== true) {
      const message = "agree to the privacy policy to apply (consent: true)";
      throw new BadRequest(`Invalid body: consent: ${message}`, [{ path: "consent", message }]);
    }
    const stored = resume ? await storeResume(job.organizationId, resume) : null;
    const answerFiles = await storeAnswerFiles(job.organizationId, answers.files).catch(async (error: unknown) => {
      await stored?.discard();
      throw error;
    });

    await db.$transaction(async (tx) => {
      // Shares the job row, so a stage being deleted or reordered (or the job deleted) meanwhile has
      // finished before the first stage is read, and cannot finish before this application exists.
      // The first stage is read by the next statement: a statement that waited for the lock still
      // reads with the snapshot it started with, which would show a stage deleted while it waited.
      const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM jobs WHERE id = ${job.id} FOR KEY SHARE`;
      if (!locked) throw new NotFound("Job");
      const [firstStage] = await tx.$queryRaw<{ id: number; name: string }[]>`
        SELECT id, name FROM stages WHERE job_id = ${job.id} ORDER BY position LIMIT 1`;
      if (!firstStage) throw new Conflict("This job is not accepting applications at the moment");
      // a stored file's URL names the application, so its id is drawn first
      const applicationId = stored ? await nextApplicationId(tx) : undefined;
      const details = { name: input.name, phone: input.phone ?? null, resumeUrl: applicationId ? resumePath(applicationId) : (input.resumeUrl ?? null) };
      const candidateId = await findOrCreateCandidate(tx, job.organizationId, input.email, details);
      const [application] = await tx.application.createManyAndReturn({
        data: {
          ...(applicationId ? { id: applicationId } : {}),
          organizationId: job.organizationId,
          jobId: job.id,
          candidateId,
          currentStageId: firstStage.id,
          coverLetter: input.coverLetter ?? null,
          candidateName: details.name,
          candidatePhone: details.phone,
          candidateResumeUrl: details.resumeUrl,
          privacyConsentAt: consentRequired ? new Date() : null,
          source: sourceOf(input),
          utmSource: input.utm_source ?? null,
          utmMedium: input.utm_medium ?? null,
          utmCampaign: input.utm_campaign ?? null,
          locale: input.locale ?? "en",
        },
        skipDuplicates: true,
        select: { id: true },
      });
      if (!application) throw new Conflict(ALREADY_APPLIED);
      if (stored) {
        const file = await tx.resumeFile.create({ data: stored.row(application.id), select: { id: true } });
        // its words for search, read by the queue after the commit (docs/decisions/404)
        await queueResumeText(tx, file.id);
      }
      await storeAnswers(tx, job.organizationId, application.id, questions, answers.answers, answerFiles.stored, input.locale);
      const knockout = await recordKnockout(tx, job.organizationId, application.id, answers.answers);
      await tx.stageVisit.create({ data: { applicationId: application.id, stageId: firstStage.id } });
      await storeEeoAnswers(tx, { organizationId: job.organizationId, applicationId: application.id, surveyEnabled: job.organization.eeoSurveyEnabled && job.eeoSurvey }, input.eeo);
      // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
      await recordEvent(tx, {
        organizationId: job.organizationId,
        type: "application.created",
        data: toApplication(await tx.application.findUniqueOrThrow({ where: { id: application.id }, select: applicationSelect })),
        previous: null,
      });
      await recordAudit(tx, SYSTEM_ACTOR, {
        organizationId: job.organizationId,
        action: "application.created",
        targetType: "application",
        targetId: application.id,
        targetLabel: applicationLabel(details.name, job.title),
        metadata: { jobId: job.id, job: job.title, candidateId, candidate: details.name, stageId: firstStage.id, stage: firstStage.name, source: "careers" },
      });
      if (knockout) await recordAudit(tx, KNOCKOUT_ACTOR, { ...knockout, targetLabel: applicationLabel(details.name, job.title) });
      // the organization's wording; the withdrawal line is always added
      const mail = await candidateMail(tx, job.organizationId, "application_received", {
        "candidate.name": input.name,
        "job.title": job.title,
        "org.name": job.organization.name,
      }, input.locale);
      await queueMail(tx, {
        organizationId: job.organizationId,
        kind: "application_received",
        to: input.email,
        subject: mail.subject,
        text: `${mail.body}\n\n${await withdrawalLine(tx, application.id, input.locale)}`,
        applicationPage: { applicationId: application.id, locale: input.locale },
      });
    }).catch(async (error) => {
      await stored?.discard();
      await answerFiles.discard();
      throw error;
    });
  });
}
