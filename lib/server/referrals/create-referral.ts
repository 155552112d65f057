import { db } from "@/lib/db";
import type { SpooledFile } from "@/lib/api/read-multipart";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest, Forbidden } from "@/lib/errors";
import type { ReferralBody, ReferralStatus } from "@/lib/schemas/referral";
import { nextApplicationId } from "@/lib/server/applications/next-application-id";
import { startBroughtApplication } from "@/lib/server/applications/start-brought-application";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { findOrCreateCandidate } from "@/lib/server/public/find-or-create-candidate";
import { asVisitorOf } from "@/lib/server/public/public-scope";
import { queueResumeText } from "@/lib/server/resume-text/read-resume-text";
import { checkResumeUpload, resumePath } from "@/lib/server/resumes/check-resume-upload";
import { storeResume } from "@/lib/server/resumes/store-resume";

export const REFERRAL_SOURCE = "referral" as const;
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
        const started = job ? await startBroughtApplication(tx, { caller, organizationId: organization.id, locale: organization.careersLanguages[0] ?? "en", job, candidateId, applicationId, details, broughtBy: { source: REFERRAL_SOURCE, referrerId: caller.userId } }) : null;
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
