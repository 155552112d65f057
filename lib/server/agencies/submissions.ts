import { db } from "@/lib/db";
import type { SpooledFile } from "@/lib/api/read-multipart";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { DuplicateCandidate, Forbidden, NotFound } from "@/lib/errors";
import type { AgencySubmissionBody, SubmissionStatus } from "@/lib/schemas/agency";
import { nextApplicationId } from "@/lib/server/applications/next-application-id";
import { startBroughtApplication } from "@/lib/server/applications/start-brought-application";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { candidateStageLabel } from "@/lib/server/candidate-page/stage-label";
import { findOrCreateCandidate } from "@/lib/server/public/find-or-create-candidate";
import { asVisitorOf } from "@/lib/server/public/public-scope";
import { queueResumeText } from "@/lib/server/resume-text/read-resume-text";
import { checkResumeUpload, resumePath } from "@/lib/server/resumes/check-resume-upload";
import { storeResume } from "@/lib/server/resumes/store-resume";

export const AGENCY_SOURCE = "agency" as const;
export const NOT_AN_AGENCY_RECRUITER = "Only an agency's recruiter submits candidates: this member belongs to no agency";

export type CreatedSubmission = { id: number; applicationId: number; status: SubmissionStatus; createdAt: string };
export type SubmissionListItem = { id: number; candidateName: string; jobTitle: string; status: SubmissionStatus; stageLabel: string | null; createdAt: string };

// The caller's agency (their own user row, which every member reads), or 403.
async function callerAgency(caller: Caller): Promise<{ id: number; name: string }> {
  const user = await db.user.findUnique({ where: { id: caller.userId }, select: { agency: { select: { id: true, name: true } } } });
  if (!user?.agency) throw new Forbidden(NOT_AN_AGENCY_RECRUITER);
  return user.agency;
}

// The open jobs given to the caller's agency, by title, for the submission form.
export async function listAgencyJobs(caller: Caller): Promise<{ id: number; title: string }[]> {
  const agency = await callerAgency(caller);
  return db.job.findMany({ where: { status: "open", agencies: { some: { agencyId: agency.id } } }, orderBy: [{ title: "asc" }, { id: "asc" }], select: { id: true, title: true } });
}

// POST /api/jobs/{id}/agency-submissions (docs/decisions/504): an agency recruiter submits a person
// to an open job given to their agency (any other job: 404, as a job they cannot see). Written with
// the careers site's rights (asVisitorOf the organization), as a referral (501), so an agency writes
// nothing an applicant could not. A person the organization knows other than through agencies, or
// another agency's within its ownership window, or already on this job, is refused with one 409
// that names nothing of them, decided by one function (agency_submission_refused) in one statement.
// Otherwise the application starts in the job's first stage with source `agency` and the agency.
export async function createAgencySubmission(caller: Caller, jobId: number, input: AgencySubmissionBody, file: SpooledFile | null): Promise<CreatedSubmission> {
  const agency = await callerAgency(caller);
  // the caller's own scope: the job is theirs only when given to their agency and open
  const job = await db.job.findFirst({ where: { id: jobId, status: "open", agencies: { some: { agencyId: agency.id } } }, select: { id: true, title: true } });
  if (!job) throw new NotFound("Job");
  const resume = file && file.size > 0 ? await checkResumeUpload(file) : null;
  const org = await db.organization.findFirstOrThrow({ select: { slug: true } });
  return asVisitorOf(org.slug, async () => {
    const organization = await db.organization.findFirstOrThrow({ select: { id: true, careersLanguages: true } });
    const stored = resume ? await storeResume(organization.id, resume) : null;
    try {
      const created = await db.$transaction(async (tx) => {
        const at = now();
        // one person at a time per organization, so two agencies submitting them at once cannot both pass the check
        await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${organization.id}, hashtext(${`agency:${input.email}`}))`;
        const [{ refused }] = await tx.$queryRaw<{ refused: boolean }[]>`SELECT agency_submission_refused(${agency.id}::int, ${input.email}::text, ${job.id}::int, ${at}::timestamptz) AS refused`;
        if (refused) throw new DuplicateCandidate();
        const applicationId = await nextApplicationId(tx);
        const details = { name: input.name, phone: input.phone, resumeUrl: stored ? resumePath(applicationId) : null };
        const candidateId = await findOrCreateCandidate(tx, organization.id, input.email, details);
        const started = await startBroughtApplication(tx, { caller, organizationId: organization.id, locale: organization.careersLanguages[0] ?? "en", job, candidateId, applicationId, details, createdAt: at, broughtBy: { source: AGENCY_SOURCE, agencyId: agency.id, agencyName: agency.name } });
        // someone who applied between the check and this write is on the job already: a duplicate as the check says it
        if (!started.followed) throw new DuplicateCandidate();
        if (stored) {
          const resumeFile = await tx.resumeFile.create({ data: stored.row(applicationId), select: { id: true } });
          await queueResumeText(tx, resumeFile.id);
        }
        const [{ id }] = await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('agency_submissions', 'id'))::int AS id`;
        // no RETURNING: the careers scope writes a submission but reads none (71-agencies.sql)
        await tx.agencySubmission.createMany({
          data: {
            id,
            organizationId: organization.id,
            agencyId: agency.id,
            submitterId: caller.userId,
            candidateId,
            jobId: job.id,
            applicationId,
            jobTitle: job.title,
            name: input.name,
            email: input.email,
            phone: input.phone,
            note: input.note,
            createdAt: at,
          },
        });
        await recordAudit(tx, actorOf(caller), {
          organizationId: organization.id,
          action: "agency.candidate_submitted",
          targetType: "application",
          targetId: applicationId,
          targetLabel: applicationLabel(input.name, job.title),
          metadata: { submissionId: id, agencyId: agency.id, agency: agency.name, candidateId, candidate: input.name, jobId: job.id, job: job.title },
        });
        return { id, applicationId, status: "active" as const, createdAt: at.toISOString() };
      });
      return created;
    } catch (error) {
      await stored?.discard();
      throw error;
    }
  });
}

// GET /api/agency-submissions: the caller's own submissions, newest first, with the name and job as
// sent and the progress in the candidate's words. The rows are the caller's by the policy
// (made_by_the_caller); their progress comes from caller_agency_submission_progress(), which reads
// past the applications' policies for the caller's own submissions only, and only status and stage.
export async function listMySubmissions(caller: Caller): Promise<{ submissions: SubmissionListItem[] }> {
  const rows = await db.$queryRaw<
    { id: number; name: string; jobTitle: string; status: SubmissionStatus | null; stageName: string | null; stageCandidateLabel: string | null; createdAt: Date }[]
  >`
    SELECT s.id, s.name, s.job_title AS "jobTitle", p.status, p.stage_name AS "stageName", p.stage_candidate_label AS "stageCandidateLabel", s.created_at AS "createdAt"
      FROM agency_submissions s LEFT JOIN caller_agency_submission_progress() p ON p.submission_id = s.id
     WHERE s.submitter_id = ${caller.userId}
     ORDER BY s.created_at DESC, s.id DESC`;
  return {
    submissions: rows.map((r) => ({
      id: r.id,
      candidateName: r.name,
      jobTitle: r.jobTitle,
      status: r.status ?? "active",
      stageLabel: r.stageName === null ? null : candidateStageLabel({ name: r.stageName, candidateLabel: r.stageCandidateLabel }),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
