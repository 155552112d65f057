import type { Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";

// Who brought the person: a member's referral (docs/decisions/501) or an agency's submission (504).
export type BroughtBy = { source: "referral"; referrerId: string } | { source: "agency"; agencyId: number; agencyName: string };

export type BroughtApplication = {
  caller: Caller;
  organizationId: number;
  locale: string;
  job: { id: number; title: string };
  candidateId: number;
  // an id taken beforehand, when the résumé's path names it
  applicationId: number | undefined;
  details: { name: string; phone: string | null; resumeUrl: string | null };
  createdAt?: Date;
  broughtBy: BroughtBy;
};

// An application someone brought, written in the careers scope as the careers apply writes one: the
// job's row shared so its stages stay put, the first stage, the stage visit, the event and the audit
// entry. A person who already has an application on the job keeps it as it is (followed: false).
export async function startBroughtApplication(tx: Tx, s: BroughtApplication): Promise<{ id: number; followed: boolean }> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM jobs WHERE id = ${s.job.id} AND status = 'open' FOR KEY SHARE`;
  const [firstStage] = locked ? await tx.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM stages WHERE job_id = ${s.job.id} ORDER BY position LIMIT 1` : [];
  if (!firstStage) throw new Conflict("This job is not accepting applications at the moment");
  const { broughtBy } = s;
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
      source: broughtBy.source,
      ...(broughtBy.source === "referral" ? { referredBy: broughtBy.referrerId } : { agencyId: broughtBy.agencyId }),
      locale: s.locale,
      ...(s.createdAt ? { createdAt: s.createdAt } : {}),
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
    metadata: {
      jobId: s.job.id,
      job: s.job.title,
      candidateId: s.candidateId,
      candidate: s.details.name,
      stageId: firstStage.id,
      stage: firstStage.name,
      source: broughtBy.source,
      ...(broughtBy.source === "agency" ? { agency: broughtBy.agencyName } : {}),
    },
  });
  return { id: application.id, followed: true };
}
