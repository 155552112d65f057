import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { jobTakingCandidates } from "@/lib/server/applications/job-taking-candidates";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { toSummary, countsOf, type UploadView } from "./upload-view";

// POST /api/jobs/{id}/resume-uploads (docs/decisions/502): an empty upload on the job, which the
// files are then sent to one by one. Who may add candidates to the job may (applications.manage
// and a job they manage, as POST /api/jobs/{id}/applications); a job the caller cannot see is 404.
// A closed job, or one without stages, takes no candidates (409). Audited once, here.
export async function createResumeUpload(caller: Caller, jobId: number): Promise<UploadView> {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  return db.$transaction(async (tx) => {
    const job = await jobTakingCandidates(tx, caller, jobId);
    const [stage] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM stages WHERE job_id = ${jobId} LIMIT 1`;
    if (!stage) throw new Conflict("This job has no stages to add candidates to");
    const upload = await tx.resumeUpload.create({
      data: { organizationId: job.organizationId, jobId, createdById: caller.userId, createdByName: caller.name },
      select: { id: true, jobId: true, createdByName: true, createdAt: true },
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: job.organizationId,
      action: "resume_upload.created",
      targetType: "resume_upload",
      targetId: upload.id,
      targetLabel: job.title,
      metadata: { jobId, job: job.title },
    });
    return { ...toSummary(upload, countsOf([])), items: [] };
  });
}
