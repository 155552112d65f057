import { z } from "zod";
import { RESUME_ITEM_REASONS, RESUME_ITEM_STATUSES } from "@/lib/schemas/resume-upload";
import { Count, ResourceId, Timestamp } from "./common";

// Bulk résumé uploads (docs/decisions/502).
const DuplicateReason = z.enum(["same_email", "same_phone", "same_name_similar_email"]);

export const ResumeUploadDuplicate = z.object({
  candidateId: ResourceId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  reasons: z.array(DuplicateReason).describe("Why the matcher of GET /api/candidates/{id}/duplicates takes them for the same person"),
});

export const ResumeUploadItem = z.object({
  id: ResourceId,
  fileName: z.string(),
  status: z
    .enum(RESUME_ITEM_STATUSES)
    .describe("`queued` until the queue reads it; `created`: a new candidate and application; `duplicate`: waiting for a decision; `merged`: the application went to a known candidate; `skipped`: decided against, or the person already applied (`reason` `already_applied`); `unreadable`: see `reason`"),
  reason: z
    .enum(RESUME_ITEM_REASONS)
    .nullable()
    .describe("`not_a_resume`: not a PDF, DOC or DOCX by its bytes; `does_not_open`: claims to be one but does not open; `no_text`: no text could be read (a scan, or an old binary .doc, which has no reader here); `no_email`: no e-mail address in it, and a candidate is one per e-mail; `already_applied`: the person has an application for the job; `job_closed`: the job closed before it was read; `failed`: reading failed after the queue's tries"),
  name: z.string().nullable().describe("Read from the résumé"),
  email: z.string().nullable().describe("Read from the résumé"),
  phone: z.string().nullable().describe("Read from the résumé"),
  duplicates: z.array(ResumeUploadDuplicate).describe("With `duplicate`: the known candidates the résumé is likely the same person as, those the caller sees"),
  candidateId: ResourceId.nullable(),
  applicationId: ResourceId.nullable(),
  decidedBy: z.string().nullable().describe("Who decided a duplicate"),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});

const Counts = z.object({
  total: Count.describe("Files received"),
  queued: Count.describe("Not read yet"),
  created: Count,
  duplicate: Count.describe("Waiting for a decision"),
  merged: Count,
  skipped: Count,
  unreadable: Count,
});

export const ResumeUploadSummary = z.object({
  id: ResourceId,
  jobId: ResourceId,
  status: z.enum(["reading", "waiting", "done"]).describe("`reading` while a file is queued; `waiting` while a duplicate waits for a decision; else `done`"),
  limit: Count.describe("The most files the upload takes (200)"),
  counts: Counts,
  createdBy: z.string(),
  createdAt: Timestamp,
});

export const ResumeUpload = ResumeUploadSummary.extend({
  items: z.array(ResumeUploadItem).describe("Each file, in the order received"),
});

export const ResumeUploadResponse = z.object({ upload: ResumeUpload });
export const ResumeUploadsResponse = z.object({ uploads: z.array(ResumeUploadSummary) });
export const ResumeUploadItemResponse = z.object({ item: ResumeUploadItem });
