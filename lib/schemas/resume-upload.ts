import { z } from "zod";
import { Id, IdString } from "./common";

// Bulk résumé uploads (docs/decisions/502).

// The most files one upload takes: the 201st is refused (409) and nothing of it is kept.
export const MAX_UPLOAD_FILES = 200;

export const ResumeUploadIdParams = z.object({ id: IdString });
export const ResumeUploadItemParams = z.object({ id: IdString, itemId: IdString });

// POST /api/resume-uploads/{id}/files: nothing but the `file` part
export const AddResumeFileBody = z.object({});

// POST /api/resume-uploads/{id}/items/{itemId}/decision
export const DecideResumeItemBody = z.object({
  action: z
    .enum(["merge", "create", "skip"])
    .describe("`merge`: the résumé is the known candidate `candidateId`, who gets the application; `create`: a new candidate of its own; `skip`: nothing is written and the file is removed"),
  candidateId: Id.optional().describe("With `merge`: which of the item's `duplicates`; the first of them when left out"),
});
export type DecideResumeItemBody = z.output<typeof DecideResumeItemBody>;

// why a file is `unreadable` (or `skipped` with `already_applied`)
export const RESUME_ITEM_REASONS = ["not_a_resume", "does_not_open", "no_text", "no_email", "already_applied", "job_closed", "failed"] as const;
export type ResumeItemReason = (typeof RESUME_ITEM_REASONS)[number];
export const RESUME_ITEM_STATUSES = ["queued", "created", "duplicate", "merged", "skipped", "unreadable"] as const;
export type ResumeItemStatus = (typeof RESUME_ITEM_STATUSES)[number];
