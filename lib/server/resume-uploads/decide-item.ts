import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { DecideResumeItemBody } from "@/lib/schemas/resume-upload";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import type { ResumeDuplicate } from "@/lib/server/candidates/merge/find-duplicates";
import { discardFiles, finish } from "./read-item";
import { itemView, itemViewSelect } from "./upload-view";
import { openJobStage, writeUploadedApplication } from "./write-application";

type LockedItem = { id: number; uploadId: number; organizationId: number; status: string; storageKey: string | null; fileName: string; contentType: string | null; sizeBytes: number; name: string | null; email: string | null; phone: string | null; duplicates: ResumeDuplicate[] };

// POST /api/resume-uploads/{id}/items/{itemId}/decision (docs/decisions/502): a member's decision on
// a file the matcher found likely known. `merge`: the application goes to that known candidate (one
// of the item's duplicates the caller sees), whose record is not changed; `create`: a new candidate
// of its own, refused when a candidate already has the résumé's e-mail (one person per e-mail);
// `skip`: nothing is written and the file leaves the store. Under the item's lock, so a decision is
// taken once (a second is 409). Audited as resume_upload.decided, beside the application's own entry.
export async function decideResumeItem(caller: Caller, uploadId: number, itemId: number, body: DecideResumeItemBody) {
  if (!isStorableId(uploadId) || !isStorableId(itemId)) throw new NotFound("Résumé upload item");
  const discard: string[] = [];
  const refuse = (message: string) => new BadRequest(`Invalid body: candidateId: ${message}`, [{ path: "candidateId", message }]);
  await db.$transaction(async (tx) => {
    const [item] = await tx.$queryRaw<LockedItem[]>`
      SELECT i.id, i.upload_id AS "uploadId", i.organization_id AS "organizationId", i.status, i.storage_key AS "storageKey", i.file_name AS "fileName",
             i.content_type AS "contentType", i.size_bytes AS "sizeBytes", i.name, i.email, i.phone, i.duplicates
        FROM resume_upload_items i WHERE i.id = ${itemId} AND i.upload_id = ${uploadId} FOR UPDATE`;
    if (!item) throw new NotFound("Résumé upload item");
    if (item.status !== "duplicate") throw new Conflict(item.status === "queued" ? "This file is not read yet; decide once it is listed as a duplicate" : "This file was decided on already, or needs no decision");
    const upload = await tx.resumeUpload.findUniqueOrThrow({ where: { id: uploadId }, select: { jobId: true } });
    const audit = async (extra: Record<string, unknown>) =>
      recordAudit(tx, actorOf(caller), {
        organizationId: item.organizationId,
        action: "resume_upload.decided",
        targetType: "resume_upload",
        targetId: uploadId,
        targetLabel: item.fileName,
        metadata: { action: body.action, itemId, fileName: item.fileName, jobId: upload.jobId, ...extra },
      });
    if (body.action === "skip") {
      await finish(tx, itemId, "skipped", null, discard, caller.name);
      await audit({});
      return;
    }
    const at = await openJobStage(tx, upload.jobId);
    if (!at) throw new Conflict("This job is closed or has no stages; reopen it to add candidates");
    const person = { name: item.name ?? item.email!.split("@")[0], phone: item.phone };
    const file = { itemId, storageKey: item.storageKey!, fileName: item.fileName, contentType: item.contentType!, sizeBytes: item.sizeBytes, text: null };
    let candidateId: number;
    const isNew = body.action === "create";
    if (body.action === "merge") {
      const chosen = body.candidateId ?? item.duplicates[0]?.candidateId;
      if (!chosen || !item.duplicates.some((d) => d.candidateId === chosen)) throw refuse("is not one of the duplicates found for this file");
      const candidate = await tx.candidate.findFirst({ where: { id: chosen }, select: { id: true, erasedAt: true, mergedIntoId: true } });
      if (!candidate || candidate.erasedAt) throw refuse("is not a candidate you can see in this organization");
      candidateId = candidate.mergedIntoId ?? candidate.id;
    } else {
      const taken = await tx.candidate.findFirst({ where: { email: item.email! }, select: { id: true } });
      if (taken) throw new Conflict("A candidate with this résumé's e-mail exists already; merge the file into them or skip it");
      const created = await tx.candidate.create({ data: { organizationId: item.organizationId, email: item.email!, name: person.name, phone: person.phone }, select: { id: true } });
      candidateId = created.id;
    }
    const applicationId = await writeUploadedApplication(tx, actorOf(caller), at, { id: candidateId, isNew }, person, file);
    if (applicationId === null) throw new Conflict("This candidate already has an application for this job; skip the file");
    await tx.resumeUploadItem.update({
      where: { id: itemId },
      data: { status: body.action === "merge" ? "merged" : "created", candidateId, applicationId, decidedByName: caller.name, finishedAt: now() },
    });
    await audit({ candidateId, applicationId, candidate: person.name });
  });
  await discardFiles(discard);
  const row = await db.resumeUploadItem.findUniqueOrThrow({ where: { id: itemId }, select: itemViewSelect });
  return { item: await itemView(row) };
}
