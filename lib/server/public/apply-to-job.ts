import { db, type Tx } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import { appUrl } from "@/lib/env";
import { deliverMail, enqueueMail } from "@/lib/mail/send-mail";
import type { ApplyBody, JobSlugParams } from "@/lib/schemas/public";
import { applicationSelect } from "@/lib/schemas/application";
import { SYSTEM_ACTOR, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";

export const ALREADY_APPLIED =
  "You have already applied to this job with this e-mail address. The hiring team has your application.";

// A candidate applies on the careers site: one candidate per organization and e-mail, one
// application per job, starting active in the first stage with an open stage visit. The
// application keeps the details it was sent with and the candidate row is written by the first
// apply only, so no later apply changes an earlier application (docs/decisions/115). Both
// inserts skip conflicts, so a concurrent loser for the same job gets our 409, not a generic one.
export async function applyToJob({ slug, jobSlug }: JobSlugParams, input: ApplyBody): Promise<void> {
  const job = await db.job.findFirst({
    where: { slug: jobSlug, status: "open", organization: { slug } },
    select: {
      id: true,
      title: true,
      organizationId: true,
      organization: { select: { name: true } },
      stages: { orderBy: { position: "asc" }, take: 1, select: { id: true, name: true } },
    },
  });
  if (!job) throw new NotFound("Job");
  const firstStage = job.stages[0];
  if (!firstStage) throw new Conflict("This job is not accepting applications at the moment");

  const mailId = await db.$transaction(async (tx) => {
    const details = { name: input.name, phone: input.phone ?? null, resumeUrl: input.resumeUrl ?? null };
    const candidateId = await findOrCreateCandidate(tx, job.organizationId, input.email, details);
    const [application] = await tx.application.createManyAndReturn({
      data: {
        organizationId: job.organizationId,
        jobId: job.id,
        candidateId,
        currentStageId: firstStage.id,
        coverLetter: input.coverLetter ?? null,
        candidateName: details.name,
        candidatePhone: details.phone,
        candidateResumeUrl: details.resumeUrl,
      },
      skipDuplicates: true,
      select: { id: true },
    });
    if (!application) throw new Conflict(ALREADY_APPLIED);
    await tx.stageVisit.create({ data: { applicationId: application.id, stageId: firstStage.id } });
    await recordAudit(tx, SYSTEM_ACTOR, {
      organizationId: job.organizationId,
      action: "application.created",
      targetType: "application",
      targetId: application.id,
      targetLabel: applicationLabel(details.name, job.title),
      metadata: { jobId: job.id, job: job.title, candidateId, candidate: details.name, stageId: firstStage.id, stage: firstStage.name, source: "careers" },
    });
    await recordEvent(tx, {
      organizationId: job.organizationId,
      type: "application.created",
      data: await tx.application.findUniqueOrThrow({ where: { id: application.id }, select: applicationSelect }),
      previous: null,
    });
    return enqueueMail(tx, {
      organizationId: job.organizationId,
      kind: "application_received",
      to: input.email,
      subject: `Your application for ${job.title} at ${job.organization.name}`,
      text: [
        `Hello ${input.name},`,
        "",
        `thank you for applying for ${job.title} at ${job.organization.name}. The hiring team will review your application and get back to you.`,
        "",
        `If you change your mind, you can withdraw your application at ${appUrl()}/careers/${slug}/withdraw?job=${jobSlug}`,
      ].join("\n"),
    });
  });
  await deliverMail(mailId);
}

type CandidateDetails = { name: string; phone: string | null; resumeUrl: string | null };

// The organization's candidate with this e-mail, created with these details if there is none.
// ON CONFLICT DO NOTHING waits for a concurrent insert of the same e-mail; once that commits, the
// row is visible to the next statement (read committed), so the lookup after it finds it.
async function findOrCreateCandidate(tx: Tx, organizationId: number, email: string, details: CandidateDetails): Promise<number> {
  const [created] = await tx.candidate.createManyAndReturn({
    data: { organizationId, email, ...details },
    skipDuplicates: true,
    select: { id: true },
  });
  if (created) return created.id;
  const existing = await tx.candidate.findUniqueOrThrow({
    where: { organizationId_email: { organizationId, email } },
    select: { id: true },
  });
  return existing.id;
}
