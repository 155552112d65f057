import { db } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import { appUrl } from "@/lib/env";
import { deliverMail, enqueueMail } from "@/lib/mail/send-mail";
import type { ApplyBody, JobSlugParams } from "@/lib/schemas/public";
import { SYSTEM_ACTOR, recordAudit } from "@/lib/server/audit/record-audit";

export const ALREADY_APPLIED =
  "You have already applied to this job with this e-mail address. The hiring team has your application.";

// A candidate applies on the careers site: one candidate per organization and e-mail (their
// details refreshed on each application), one application per job, starting active in the
// first stage with an open stage visit.
export async function applyToJob({ slug, jobSlug }: JobSlugParams, input: ApplyBody): Promise<void> {
  const job = await db.job.findFirst({
    where: { slug: jobSlug, status: "open", organization: { slug } },
    select: {
      id: true,
      title: true,
      organizationId: true,
      organization: { select: { name: true } },
      stages: { orderBy: { position: "asc" }, take: 1, select: { id: true } },
    },
  });
  if (!job) throw new NotFound("Job");
  const firstStage = job.stages[0];
  if (!firstStage) throw new Conflict("This job is not accepting applications at the moment");

  const mailId = await db.$transaction(async (tx) => {
    const details = {
      name: input.name,
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.resumeUrl !== undefined ? { resumeUrl: input.resumeUrl } : {}),
    };
    const candidate = await tx.candidate.upsert({
      where: { organizationId_email: { organizationId: job.organizationId, email: input.email } },
      create: { organizationId: job.organizationId, email: input.email, ...details },
      update: details,
      select: { id: true },
    });
    const existing = await tx.application.findUnique({
      where: { jobId_candidateId: { jobId: job.id, candidateId: candidate.id } },
      select: { id: true },
    });
    if (existing) throw new Conflict(ALREADY_APPLIED);
    const application = await tx.application.create({
      data: {
        organizationId: job.organizationId,
        jobId: job.id,
        candidateId: candidate.id,
        currentStageId: firstStage.id,
        coverLetter: input.coverLetter ?? null,
        stageVisits: { create: { stageId: firstStage.id } },
      },
      select: { id: true },
    });
    await recordAudit(tx, SYSTEM_ACTOR, {
      organizationId: job.organizationId,
      action: "application.created",
      targetType: "application",
      targetId: application.id,
      metadata: { jobId: job.id, candidateId: candidate.id, stageId: firstStage.id, source: "careers" },
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
