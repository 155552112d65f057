import { db, type Tx } from "@/lib/db";
import type { SpooledFile } from "@/lib/api/read-multipart";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest, Conflict, Forbidden } from "@/lib/errors";
import type { ReferralBody, ReferralStatus } from "@/lib/schemas/referral";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { nextApplicationId } from "@/lib/server/applications/next-application-id";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { findOrCreateCandidate } from "@/lib/server/public/find-or-create-candidate";
import { asVisitorOf } from "@/lib/server/public/public-scope";
import { queueResumeText } from "@/lib/server/resume-text/read-resume-text";
import { checkResumeUpload, resumePath } from "@/lib/server/resumes/check-resume-upload";
import { storeResume } from "@/lib/server/resumes/store-resume";

export const REFERRAL_SOURCE = "referral";
export const GENERAL_RESUME_MESSAGE = "a résumé goes with a referral to a job; choose one, or send the referral without it";
export const NOT_OPEN_MESSAGE = "must be one of the organization's open jobs, or null for the company in general";

export type CreatedReferral = { id: number; candidateId: number; applicationId: number | null; jobId: number | null; status: ReferralStatus; createdAt: string };

// POST /api/referrals (docs/decisions/501): a member refers someone to an open job or to the
// company in general. Written with the careers site's rights (asVisitorOf the caller's own
// organization), so a referrer writes nothing an applicant could not: the candidate is the
// organization's one with that e-mail (findOrCreateCandidate, as apply and e-mail intake), else a new
// one with the details given; on a job the referral starts the application (source `referral`,
// referredBy the member, the résumé checked by its bytes and stored as apply stores it) unless the
// person already has one there, which it names without following it. Either way the answer has the
// same shape and status, so the referrer learns nothing of a person the organization knew. The
// person is not mailed: they did not apply, and the team reaches them. Audited as the member's.
export const AGENCY_RECRUITERS_SUBMIT = "An agency's recruiter submits candidates through their agency, not as referrals";

export async function createReferral(caller: Caller, input: ReferralBody, file: SpooledFile | null): Promise<CreatedReferral> {
  // a referral is written with the careers site's rights to any open job: an agency's recruiter
  // submits through their agency instead, to its jobs, under its ownership window (decision 504)
  const referrer = await db.user.findUnique({ where: { id: caller.userId }, select: { agencyId: true } });
  if (referrer?.agencyId != null) throw new Forbidden(AGENCY_RECRUITERS_SUBMIT);
  const resume = file && file.size > 0 ? await checkResumeUpload(file) : null;
  if (resume && input.jobId === null) throw new BadRequest(`Invalid body: resume: ${GENERAL_RESUME_MESSAGE}`, [{ path: "resume", message: GENERAL_RESUME_MESSAGE }]);
  const org = await db.organization.findFirstOrThrow({ select: { slug: true } });
  return asVisitorOf(org.slug, async () => {
    const organization = await db.organization.findFirstOrThrow({ select: { id: true, careersLanguages: true } });
    const job = input.jobId === null ? null : await db.job.findFirst({ where: { id: input.jobId, status: "open" }, select: { id: true, title: true } });
    if (input.jobId !== null && !job) throw new BadRequest(`Invalid body: jobId: ${NOT_OPEN_MESSAGE}`, [{ path: "jobId", message: NOT_OPEN_MESSAGE }]);
    const stored = resume ? await storeResume(organization.id, resume) : null;
    let startedWithResume = false;
    try {
      const created = await db.$transaction(async (tx) => {
        const [{ id }] = await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('referrals', 'id'))::int AS id`;
        const at = new Date();
        const applicationId = job && stored ? await nextApplicationId(tx) : undefined;
        const details = { name: input.name, phone: input.phone, resumeUrl: applicationId ? resumePath(applicationId) : null };
        const candidateId = await findOrCreateCandidate(tx, organization.id, input.email, details);
        const started = job ? await startApplication(tx, { caller, organizationId: organization.id, locale: organization.careersLanguages[0] ?? "en", job, candidateId, applicationId, details }) : null;
        if (started?.followed && stored) {
          const resumeFile = await tx.resumeFile.create({ data: stored.row(started.id), select: { id: true } });
          await queueResumeText(tx, resumeFile.id);
          startedWithResume = true;
        }
        // no RETURNING: the careers scope writes a referral but reads none (69-referrals.sql)
        await tx.referral.createMany({
          data: {
            id,
            organizationId: organization.id,
            referrerId: caller.userId,
            candidateId,
            jobId: job?.id ?? null,
            applicationId: started?.id ?? null,
            follows: started?.followed ?? false,
            jobTitle: job?.title ?? null,
            name: input.name,
            email: input.email,
            phone: input.phone,
            relationship: input.relationship,
            note: input.note,
            createdAt: at,
          },
        });
        await recordAudit(tx, actorOf(caller), {
          organizationId: organization.id,
          action: "referral.created",
          targetType: started ? "application" : "candidate",
          targetId: started?.id ?? candidateId,
          targetLabel: job ? applicationLabel(input.name, job.title) : input.name,
          metadata: { referralId: id, candidateId, candidate: input.name, jobId: job?.id ?? null, job: job?.title ?? null, startedApplication: started?.followed ?? false, relationship: input.relationship },
        });
        const status: ReferralStatus = job ? "active" : "received";
        return { id, candidateId, applicationId: started?.id ?? null, jobId: job?.id ?? null, status, createdAt: at.toISOString() };
      });
      // a person who already applied keeps the résumé they sent; the referrer's file is not kept
      if (stored && !startedWithResume) await stored.discard();
      return created;
    } catch (error) {
      await stored?.discard();
      throw error;
    }
  });
}

type Start = {
  caller: Caller;
  organizationId: number;
  locale: string;
  job: { id: number; title: string };
  candidateId: number;
  applicationId: number | undefined;
  details: { name: string; phone: string | null; resumeUrl: string | null };
};

// The referral's application on the job, as the careers apply writes one (the job's row shared so
// its stages stay put, the first stage, the stage visit, the event), or the one the person already
// has there (followed: false), which is left as it is.
async function startApplication(tx: Tx, s: Start): Promise<{ id: number; followed: boolean }> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM jobs WHERE id = ${s.job.id} AND status = 'open' FOR KEY SHARE`;
  const [firstStage] = locked ? await tx.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM stages WHERE job_id = ${s.job.id} ORDER BY position LIMIT 1` : [];
  if (!firstStage) throw new Conflict("This job is not accepting applications at the moment");
  const [application] = await tx.application.createManyAndReturn({
    data: {
      ...(s.applicationId ? { id: s.applicationId } : {}),
      organizationId: s.organizationId,
      jobId: s.job.id,
      candidateId: s.candidateId,
      currentStageId: firstStage.id,
      candidateName: s.details.name,
      candidatePhone: s.details.phone,
      candidateResumeUrl: s.details.resumeUrl,
      source: REFERRAL_SOURCE,
      referredBy: s.caller.userId,
      locale: s.locale,
    },
    skipDuplicates: true,
    select: { id: true },
  });
  if (!application) {
    // the careers scope reads the organization's applications by candidate and job, as apply's check does
    const existing = await tx.application.findFirstOrThrow({ where: { jobId: s.job.id, candidateId: s.candidateId }, select: { id: true } });
    return { id: existing.id, followed: false };
  }
  await tx.stageVisit.create({ data: { applicationId: application.id, stageId: firstStage.id } });
  await recordEvent(tx, {
    organizationId: s.organizationId,
    type: "application.created",
    data: toApplication(await tx.application.findUniqueOrThrow({ where: { id: application.id }, select: applicationSelect })),
    previous: null,
  });
  await recordAudit(tx, actorOf(s.caller), {
    organizationId: s.organizationId,
    action: "application.created",
    targetType: "application",
    targetId: application.id,
    targetLabel: applicationLabel(s.details.name, s.job.title),
    metadata: { jobId: s.job.id, job: s.job.title, candidateId: s.candidateId, candidate: s.details.name, stageId: firstStage.id, stage: firstStage.name, source: REFERRAL_SOURCE },
  });
  return { id: application.id, followed: true };
}
