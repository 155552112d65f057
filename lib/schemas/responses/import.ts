import { z } from "zod";
import { Count, Page, ResourceId, Timestamp } from "./common";

// Imports from a spreadsheet, Greenhouse or Lever (docs/decisions/496).
export const ImportError = z.object({
  row: z.number().int().min(1).describe("The row: a spreadsheet's line (its header is line 1), or the position of the record in a JSON export (the first is 1)"),
  message: z.string().describe("Why the row was not imported"),
});

export const ImportSummary = z.object({
  id: ResourceId,
  status: z.enum(["queued", "running", "done", "failed"]).describe("`queued` until the queue's job starts; `running` while batches are written; `done` when every row was read; `failed` when the job itself failed (its `failure`) after its retries"),
  format: z.enum(["csv", "greenhouse", "lever"]),
  fileName: z.string().nullable(),
  dryRun: z.boolean().describe("Checked only: nothing was or will be written"),
  total: Count.describe("Rows in the file (a Greenhouse candidate with several applications is one row per application)"),
  processed: Count.describe("Rows read so far"),
  imported: Count.describe("Rows written (for a dry run: that would be written)"),
  skipped: Count.describe("Rows already imported before (the same source id), or whose candidate already has an application for the job"),
  errorCount: Count.describe("Rows that could not be imported; each is listed in `errors` of GET /api/imports/{id}"),
  failure: z.string().nullable().describe("Why the job failed, when `status` is `failed`"),
  createdBy: z.string().describe("The member who started it"),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});

export const Import = ImportSummary.extend({
  errors: z.array(ImportError).describe("Each row that could not be imported, with its reason, in file order"),
});

export const ImportResponse = z.object({ import: Import });
export const CreatedImportResponse = z.object({ import: Import });
export const ImportsResponse = z.object({ imports: z.array(ImportSummary), page: Page });
