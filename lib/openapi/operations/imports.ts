import { CreateImportBody, ImportIdParams, ListImportsQuery } from "@/lib/schemas/import";
import { CreatedImportResponse, ImportResponse, ImportsResponse } from "@/lib/schemas/responses/import";
import { operations } from "../declare";

// Imports from a spreadsheet, Greenhouse or Lever (issue 48 item 5, docs/decisions/496).
const tag = "Imports";
const at = "2026-12-08T09:30:00.000Z";
const summary = {
  id: 14,
  format: "greenhouse" as const,
  fileName: "greenhouse-candidates.json",
  dryRun: false,
  total: 120,
  processed: 120,
  imported: 117,
  skipped: 1,
  errorCount: 2,
  failure: null,
  createdBy: "Dana Reyes",
  createdAt: at,
};
const done = { ...summary, status: "done" as const, finishedAt: "2026-12-08T09:30:41.512Z" };
const errors = [
  { row: 37, message: 'no job titled "Data Analyst (Berlin)" in this organization' },
  { row: 88, message: "has no e-mail address" },
];

export const importOperations = operations({
  createImport: {
    method: "post",
    path: "/api/imports",
    tag,
    summary: "Import candidates from a file",
    description:
      "Extension (docs/decisions/496). Sent as `multipart/form-data`: the `file`, its `format` and, for a spreadsheet, its `mapping` (the JSON text of an object from each column header to a field); `dryRun` is `true` or `false`. The file is read at once (a file that cannot be read as its format, or without rows, is a 400; at most 20 MB and 20,000 rows) and its rows are written in the background in batches; poll GET /api/imports/{id}. Formats: `csv` (first line the headers; `tags` separated by `;`; `status` active, rejected or hired; `applied_at` a date; a numeric `job` is a job id; every cell is kept as text, a formula never runs); `greenhouse`, the Harvest API's candidates (`GET /v1/candidates`) as a JSON array, one row per application, notes from `notes` or `activity_feed.notes`; `lever`, the opportunities (`GET /v1/opportunities`) as a JSON array or `{\"data\": [...]}`, an archived opportunity hired when its archive reason names a hire and rejected otherwise. Jobs are matched by title (an open job first, then the newest); a job not found lists the row as an error rather than creating a job. Stages are matched by name, else the job's first stage. An e-mail already here becomes an application of that candidate, never a second person. The source's dates are kept. Each written row is remembered by the source's id (a spreadsheet row by its e-mail and job), so the same file imported again imports nothing and counts its rows as `skipped`. Résumé files are not imported: the exports link them with URLs that expire within hours. Imported applications send no e-mail, webhook or chat message. Audited as `import.completed` with the counts when it finishes (a dry run writes nothing and is not audited).",
    access: "authenticated",
    // imports from a spreadsheet, Greenhouse or Lever (docs/decisions/496): the admins'
    need: "settings.manage",
    body: CreateImportBody,
    multipartFile: { field: "file", description: "The spreadsheet (CSV, UTF-8) or the export (JSON)", contentTypes: ["text/csv", "application/json"] },
    bodyExample: { format: "csv", mapping: { "Full name": "name", "E-mail": "email", Position: "job", Stage: "stage" }, dryRun: true },
    success: { status: 202, description: "The import, queued", schema: CreatedImportResponse, example: { import: { ...summary, status: "queued", processed: 0, imported: 0, skipped: 0, errorCount: 0, finishedAt: null, errors: [] } } },
    errors: {
      400: "No `file`, a `format` not named, a CSV without `mapping` or whose mapping names a column the file lacks or leaves out `name` or `email`, a file that is not its format, or a file without rows or with more than 20,000.",
      413: "The file is larger than 20 MB.",
    },
  },
  listImports: {
    method: "get",
    path: "/api/imports",
    tag,
    summary: "List imports",
    description: "Extension (docs/decisions/496). The organization's imports, newest first, paged with `limit` and `offset`, each with its counts (its errors are listed by GET /api/imports/{id}).",
    access: "authenticated",
    need: "settings.manage",
    query: ListImportsQuery,
    success: { status: 200, description: "A page of imports", schema: ImportsResponse, example: { imports: [done], page: { limit: 50, offset: 0, total: 1 } } },
  },
  getImport: {
    method: "get",
    path: "/api/imports/{id}",
    tag,
    summary: "Get an import",
    description: "Extension (docs/decisions/496). The import's status and counts as its batches commit, and each row that could not be imported with its reason.",
    access: "authenticated",
    need: "settings.manage",
    params: ImportIdParams,
    parameterDocs: { id: "Id of the import" },
    success: { status: 200, description: "The import", schema: ImportResponse, example: { import: { ...done, errors } } },
    errors: { 404: "No such import in the caller's organization." },
  },
});
