import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { countsOf, duplicateViews, itemViewSelect, toItem, toSummary, type UploadView } from "./upload-view";

// GET /api/resume-uploads/{id}: the upload's counts and each file with its outcome. The policies
// show it to who may add candidates to its job (applications.manage, a job they manage): another
// organization's, or a job the caller does not manage, is 404.
export async function getResumeUpload(_caller: Caller, id: number): Promise<{ upload: UploadView }> {
  if (!isStorableId(id)) throw new NotFound("Résumé upload");
  const upload = await db.resumeUpload.findUnique({ where: { id }, select: { id: true, jobId: true, createdByName: true, createdAt: true } });
  if (!upload) throw new NotFound("Résumé upload");
  const rows = await db.resumeUploadItem.findMany({ where: { uploadId: id }, orderBy: { id: "asc" }, select: { ...itemViewSelect, status: true } });
  const seen = await duplicateViews(rows);
  const counts = countsOf(rows.map((row) => ({ status: row.status, n: 1 })));
  return { upload: { ...toSummary(upload, counts), items: rows.map((row) => toItem(row, seen)) } };
}

// GET /api/jobs/{id}/resume-uploads: the job's last 20 uploads, newest first, with their counts
export async function listResumeUploads(_caller: Caller, jobId: number) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const job = await db.job.findUnique({ where: { id: jobId }, select: { id: true } });
  if (!job) throw new NotFound("Job");
  const uploads = await db.resumeUpload.findMany({ where: { jobId }, orderBy: { id: "desc" }, take: 20, select: { id: true, jobId: true, createdByName: true, createdAt: true } });
  const statuses = uploads.length
    ? await db.resumeUploadItem.groupBy({ by: ["uploadId", "status"], where: { uploadId: { in: uploads.map((u) => u.id) } }, _count: { _all: true } })
    : [];
  return {
    uploads: uploads.map((u) => toSummary(u, countsOf(statuses.filter((s) => s.uploadId === u.id).map((s) => ({ status: s.status, n: s._count._all }))))),
  };
}
