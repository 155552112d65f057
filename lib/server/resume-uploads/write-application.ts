import type { Tx } from "@/lib/db";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { nextApplicationId } from "@/lib/server/applications/next-application-id";
import { applicationLabel, recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { queueResumeText } from "@/lib/server/resume-text/read-resume-text";
import { resumePath } from "@/lib/server/resumes/check-resume-upload";

// where the sources report counts these (decision 343): added by a member from files, not applied
export const UPLOAD_SOURCE = "upload";

export type UploadedFile = { itemId: number; storageKey: string; fileName: string; contentType: string; sizeBytes: number; text: string | null };
export type UploadJob = { id: number; title: string; organizationId: number };
export type Person = { name: string; phone: string | null };

// The job's row shared and its first stage, as the careers apply and POST /api/jobs/{id}/applications
// take them: null when the job is closed or has no stage (then no application is written).
export async function openJobStage(tx: Tx, jobId: number): Promise<{ job: UploadJob; stage: { id: number; name: string } } | null> {
  const [job] = await tx.$queryRaw<(UploadJob & { status: string })[]>`
    SELECT id, title, status::text, organization_id AS "organizationId" FROM jobs WHERE id = ${jobId} FOR KEY SHARE`;
  if (!job || job.status === "closed") return null;
  const [stage] = await tx.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM stages WHERE job_id = ${jobId} ORDER BY position LIMIT 1`;
  return stage ? { job: { id: job.id, title: job.title, organizationId: job.organizationId }, stage } : null;
}

// The résumé's application for a candidate, as an application by e-mail writes one (decision 498):
// the résumé's row holding the uploaded file (its text, when the queue just read it, stored with it;
// else queued to be read for search),
// the stage visit, the event and the audit entry, by the member who uploaded or decided. No mail goes
// to the candidate: they did not apply. Null when the candidate already has an application for the job.
export async function writeUploadedApplication(
  tx: Tx,
  actor: AuditActor,
  at: { job: UploadJob; stage: { id: number; name: string } },
  candidate: { id: number; isNew: boolean },
  person: Person,
  file: UploadedFile,
): Promise<number | null> {
  const candidateId = candidate.id;
  const { job, stage } = at;
  const applicationId = await nextApplicationId(tx);
  const [created] = await tx.application.createManyAndReturn({
    data: {
      id: applicationId,
      organizationId: job.organizationId,
      jobId: job.id,
      candidateId,
      currentStageId: stage.id,
      candidateName: person.name,
      candidatePhone: person.phone,
      candidateResumeUrl: resumePath(applicationId),
      source: UPLOAD_SOURCE,
    },
    skipDuplicates: true,
    select: { id: true },
  });
  if (!created) return null;
  // a new candidate's résumé is this one, as the careers apply writes it; a known record is not changed
  if (candidate.isNew) await tx.candidate.updateMany({ where: { id: candidateId, resumeUrl: null }, data: { resumeUrl: resumePath(applicationId) } });
  const resumeFile = await tx.resumeFile.create({
    data: {
      organizationId: job.organizationId,
      applicationId,
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      ...(file.text === null ? {} : { textState: "done", text: file.text }),
    },
    select: { id: true },
  });
  // a decided file's text was not kept: read again for search by the queue (decision 404)
  if (file.text === null) await queueResumeText(tx, resumeFile.id);
  await tx.stageVisit.create({ data: { applicationId, stageId: stage.id } });
  // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
  await recordEvent(tx, {
    organizationId: job.organizationId,
    type: "application.created",
    data: toApplication(await tx.application.findUniqueOrThrow({ where: { id: applicationId }, select: applicationSelect })),
    previous: null,
  });
  await recordAudit(tx, actor, {
    organizationId: job.organizationId,
    action: "application.created",
    targetType: "application",
    targetId: applicationId,
    targetLabel: applicationLabel(person.name, job.title),
    metadata: { jobId: job.id, job: job.title, candidateId, candidate: person.name, stageId: stage.id, stage: stage.name, source: UPLOAD_SOURCE, resumeUploadItemId: file.itemId },
  });
  return applicationId;
}
