import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { extractText } from "@/lib/files/extract-text";
import { fileStore } from "@/lib/files/file-store";
import { readResumeBytes, resumeTypeOfContentType } from "@/lib/files/resume-type";
import { logger } from "@/lib/observability/logger";
import { parseResume } from "@/lib/resume-fields/parse-resume";
import { Email, Name } from "@/lib/schemas/common";
import type { ResumeItemReason } from "@/lib/schemas/resume-upload";
import { findResumeDuplicates, type ResumeDuplicate } from "@/lib/server/candidates/merge/find-duplicates";
import { findOrCreateCandidate } from "@/lib/server/public/find-or-create-candidate";
import { openJobStage, writeUploadedApplication } from "./write-application";

export type ResumeUploadJob = { itemId: number };

// the queue's tries (its retryLimit 3, and the first): the last failing one marks the file `failed`
const MAX_ATTEMPTS = 4;

type Item = { id: number; organizationId: number; uploadId: number; status: string; storageKey: string | null; fileName: string; contentType: string | null; sizeBytes: number; attempts: number };

// The queue's job for one file of a bulk upload (docs/decisions/502): its text read and parsed into
// name, e-mail and phone, then in one transaction, under the item's lock (so a retry, or the job run
// twice, writes once): no text or no e-mail makes it unreadable with the reason; a person the
// matcher finds likely known waits as a `duplicate` for a member's decision, or is `skipped` when
// that very person (the same e-mail) already applied to the job; anyone else becomes a candidate and
// an application, written as the member who uploaded. Reading is CPU work outside the transaction.
export async function readResumeUploadItem({ itemId }: ResumeUploadJob): Promise<void> {
  // the worker runs as the owner; the item's organization is then the one acted for
  const found = await db.resumeUploadItem.findUnique({ where: { id: itemId }, select: { organizationId: true, status: true, attempts: true } });
  if (!found || found.status !== "queued") return;
  const attempts = found.attempts + 1;
  await db.resumeUploadItem.update({ where: { id: itemId }, data: { attempts } });
  try {
    await asOrganization(found.organizationId, () => readItem(itemId));
  } catch (error) {
    if (attempts < MAX_ATTEMPTS) throw new Error(`résumé upload item ${itemId}: ${(error as Error).message.slice(0, 300)}`, { cause: error });
    logger().warn({ component: "resume-upload", itemId, err: (error as Error).message }, "a bulk-uploaded résumé could not be read");
    const discard: string[] = [];
    await asOrganization(found.organizationId, () => db.$transaction((tx) => finish(tx, itemId, "unreadable", "failed", discard)));
    await discardFiles(discard);
  }
}

async function readItem(itemId: number): Promise<void> {
  const item = await db.resumeUploadItem.findUnique({ where: { id: itemId }, select: itemSelect });
  if (!item || item.status !== "queued" || !item.storageKey) return;
  const text = await readText(item);
  const fields = parseResume(text).fields;
  const email = Email.safeParse(fields.email ?? "");
  const name = Name.safeParse(fields.name ?? "");
  const discard: string[] = [];
  await db.$transaction(
    async (tx) => {
      const [locked] = await tx.$queryRaw<Item[]>`
        SELECT id, status FROM resume_upload_items WHERE id = ${itemId} FOR UPDATE`;
      if (!locked || locked.status !== "queued") return;
      const upload = await tx.resumeUpload.findUniqueOrThrow({ where: { id: item.uploadId }, select: { jobId: true, createdById: true, createdByName: true } });
      const read = { name: name.success ? name.data : null, email: email.success ? email.data : null, phone: fields.phone };
      await tx.resumeUploadItem.update({ where: { id: itemId }, data: read });
      if (!text?.trim()) return finish(tx, itemId, "unreadable", "no_text", discard);
      if (!read.email) return finish(tx, itemId, "unreadable", "no_email", discard);
      const at = await openJobStage(tx, upload.jobId);
      if (!at) return finish(tx, itemId, "unreadable", "job_closed", discard);
      const person = { name: read.name ?? read.email.split("@")[0], phone: read.phone };
      const duplicates = await findResumeDuplicates(tx, { email: read.email, phone: read.phone, name: person.name });
      if (duplicates.length > 0) {
        if (await sameEmailApplied(tx, duplicates, upload.jobId)) return finish(tx, itemId, "skipped", "already_applied", discard);
        await tx.resumeUploadItem.update({ where: { id: itemId }, data: { status: "duplicate", duplicates: duplicates as object[] } });
        return;
      }
      const candidateId = await findOrCreateCandidate(tx, at.job.organizationId, read.email, { ...person, resumeUrl: null });
      const file = { itemId, storageKey: item.storageKey!, fileName: item.fileName, contentType: item.contentType!, sizeBytes: item.sizeBytes, text };
      const applicationId = await writeUploadedApplication(tx, { userId: upload.createdById, name: upload.createdByName }, at, { id: candidateId, isNew: true }, person, file);
      if (applicationId === null) return finish(tx, itemId, "skipped", "already_applied", discard);
      await tx.resumeUploadItem.update({ where: { id: itemId }, data: { status: "created", candidateId, applicationId, finishedAt: now() } });
    },
    { timeout: 30_000, maxWait: 15_000 },
  );
  await discardFiles(discard);
}

const itemSelect = { id: true, organizationId: true, uploadId: true, status: true, storageKey: true, fileName: true, contentType: true, sizeBytes: true, attempts: true } as const;

// The file's text, or null: a file gone from the store, of no readable type, or that fails to read
// (a broken PDF) gives no text, which the item then says.
async function readText(item: Item): Promise<string | null> {
  const type = item.contentType ? resumeTypeOfContentType(item.contentType) : null;
  const stored = item.storageKey ? await fileStore().get(item.storageKey) : null;
  if (!type || !stored) return null;
  const bytes = await readResumeBytes(stored.body);
  if (!bytes) return null;
  try {
    return await extractText(bytes, type);
  } catch (error) {
    logger().warn({ component: "resume-upload", itemId: item.id, err: (error as Error).message }, "résumé text could not be read");
    return null;
  }
}

// the person with this very e-mail (the matcher's same_email) already has an application for the job
async function sameEmailApplied(tx: Tx, duplicates: ResumeDuplicate[], jobId: number): Promise<boolean> {
  const ids = duplicates.filter((d) => d.reasons.includes("same_email")).map((d) => d.candidateId);
  if (ids.length === 0) return false;
  return (await tx.application.count({ where: { jobId, candidateId: { in: ids } } })) > 0;
}

// An item that ends without an application; its file's key goes to `discard`, to leave the store
// once the transaction commits (a failed delete leaves a file no row names, which is harmless; a
// row naming a file that is gone is not).
export async function finish(tx: Tx, itemId: number, status: "unreadable" | "skipped", reason: ResumeItemReason | null, discard: string[], decidedByName?: string): Promise<void> {
  const before = await tx.resumeUploadItem.findUniqueOrThrow({ where: { id: itemId }, select: { storageKey: true } });
  if (before.storageKey) discard.push(before.storageKey);
  await tx.resumeUploadItem.update({ where: { id: itemId }, data: { status, reason, storageKey: null, finishedAt: now(), ...(decidedByName ? { decidedByName } : {}) } });
}

export async function discardFiles(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => fileStore().delete(key).catch(() => {})));
}
