import { can, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { canManageJob } from "@/lib/server/access/visibility";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { toSummary, countsOf, type UploadView } from "./upload-view";

// POST /api/jobs/{id}/resume-uploads (docs/decisions/502): an empty upload on the job, which the
// files are then sent to one by one. Who may add candidates to the job may (applications.manage
// and a job they manage, as POST /api/jobs/{id}/applications); a job the caller cannot see is 404.
// A closed job, or one without stages, takes no candidates (409). Audited once, here.
export async function createResumeUpload(caller: Caller, jobId: number): Promise<UploadView> {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  return db.$transaction(async (tx) => {
    const [job] = await tx.$queryRaw<{ id: number; title: string; status: string; organizationId: number }[]>`
      SELECT id, title, status::text, organization_id AS "organizationId" FROM jobs WHERE id = ${jobId} FOR KEY SHARE`;
    if (!job) throw new NotFound("Job");
    const managers = await tx.jobHiringManager.findMany({ where: { jobId }, select: { userId: true } });
    if (!canManageJob(caller, managers.map((m) => m.userId)) || !can(caller, "applications.manage")) throw new Forbidden("Only admins, recruiters and the job's hiring managers can add candidates to it");
    if (job.status === "closed") throw new Conflict("This job is closed; reopen it to add candidates");
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
