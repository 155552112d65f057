import { rows } from "@/lib/api/needs";
import { JobIdParams } from "@/lib/schemas/job";
import { AddResumeFileBody, DecideResumeItemBody, ResumeUploadIdParams, ResumeUploadItemParams } from "@/lib/schemas/resume-upload";
import { ResumeUploadItemResponse, ResumeUploadResponse, ResumeUploadsResponse } from "@/lib/schemas/responses/resume-upload";
import { operations } from "../declare";

// Bulk résumé uploads (issue 48 item 4, docs/decisions/502).
const tag = "Résumé uploads";
const at = "2026-12-10T09:30:00.000Z";
const counts = { total: 4, queued: 0, created: 2, duplicate: 1, merged: 0, skipped: 0, unreadable: 1 };
const summary = { id: 31, jobId: 3, status: "waiting" as const, limit: 200, counts, createdBy: "Rita Chen", createdAt: at };
const item = {
  id: 402,
  fileName: "ana-silva.pdf",
  status: "created" as const,
  reason: null,
  name: "Ana Silva",
  email: "ana.silva@example.com",
  phone: "+351 912 345 678",
  duplicates: [],
  candidateId: 118,
  applicationId: 905,
  decidedBy: null,
  createdAt: at,
  finishedAt: "2026-12-10T09:30:02.114Z",
};
const duplicate = {
  ...item,
  id: 403,
  fileName: "jonas-weber.docx",
  status: "duplicate" as const,
  name: "Jonas Weber",
  email: "jonas.weber@example.com",
  phone: "+49 30 1234567",
  duplicates: [{ candidateId: 40, name: "Jonas Weber", email: "j.weber@example.com", phone: "+49 30 1234567", reasons: ["same_phone" as const] }],
  candidateId: null,
  applicationId: null,
};
const unreadable = { ...item, id: 404, fileName: "scan.png", status: "unreadable" as const, reason: "not_a_resume" as const, name: null, email: null, phone: null, candidateId: null, applicationId: null };
const manages = "Who may add candidates to the job: `applications.manage` and a job the caller manages (every job with `jobs.view_all`, else those they are a hiring manager of).";

export const resumeUploadOperations = operations({
  createResumeUpload: {
    method: "post",
    path: "/api/jobs/{id}/resume-uploads",
    tag,
    summary: "Start a bulk résumé upload on a job",
    description: `Extension (docs/decisions/502). An empty upload; send its files, one per request, to POST /api/resume-uploads/{id}/files (at most 200) and poll GET /api/resume-uploads/{id}. ${manages} Audited as \`resume_upload.created\`.`,
    access: "authenticated",
    // bulk résumé uploads (docs/decisions/502): for who may add candidates to the upload's job
    need: rows("a job the caller cannot see is 404; adding candidates to it needs `applications.manage` and a job the caller manages (403)"),
    params: JobIdParams,
    parameterDocs: { id: "Id of the job" },
    success: { status: 201, description: "The upload, with no files yet", schema: ResumeUploadResponse, example: { upload: { ...summary, status: "done", counts: { ...counts, total: 0, created: 0, duplicate: 0, unreadable: 0 }, items: [] } } },
    errors: {
      403: "The caller sees the job but may not add candidates to it.",
      404: "No such job the caller can see.",
      409: "The job is closed or has no stages.",
    },
  },
  listResumeUploads: {
    method: "get",
    path: "/api/jobs/{id}/resume-uploads",
    tag,
    summary: "List a job's résumé uploads",
    description: `Extension (docs/decisions/502). The job's last 20 uploads, newest first, with their counts (the files are listed by GET /api/resume-uploads/{id}). ${manages} For a job the caller sees but does not manage, the list is empty.`,
    access: "authenticated",
    need: "applications.manage",
    params: JobIdParams,
    parameterDocs: { id: "Id of the job" },
    success: { status: 200, description: "The job's uploads", schema: ResumeUploadsResponse, example: { uploads: [summary] } },
    errors: { 404: "No such job the caller can see." },
  },
  addResumeUploadFile: {
    method: "post",
    path: "/api/resume-uploads/{id}/files",
    tag,
    summary: "Add a file to a résumé upload",
    description:
      "Extension (docs/decisions/502). Sent as `multipart/form-data` with one `file` (at most 10 MiB, as on the careers form). Its type is read from its bytes: a PDF, DOC or DOCX that opens as one is stored and read in the background (`queued`); anything else is listed at once as `unreadable` (`not_a_resume`, `does_not_open`) and not kept. The queue reads the file's name, e-mail and phone; a file without text (a scan, or an old binary .doc, which has no reader here) or without an e-mail address is `unreadable` (`no_text`, `no_email`: a candidate is one per e-mail, so none is made from a name alone). The known candidates the duplicate matcher of GET /api/candidates/{id}/duplicates finds for it (same e-mail up to dots and +tags, same phone, same name with a related address) make it a `duplicate` waiting for POST …/decision; a candidate with the same e-mail who already applied to the job makes it `skipped` (`already_applied`). Anyone else becomes a candidate and an application in the job's first stage with source `upload`, audited as `application.created` by the member who uploaded; no e-mail goes to the candidate. An upload takes at most 200 files: the 201st is a 409 and nothing of it is kept.",
    access: "authenticated",
    need: "applications.manage",
    params: ResumeUploadIdParams,
    parameterDocs: { id: "Id of the upload" },
    body: AddResumeFileBody,
    bodyExample: {},
    multipartFile: { field: "file", description: "One résumé: PDF, DOC or DOCX", contentTypes: ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/msword"] },
    success: { status: 201, description: "The file's item: `queued`, or `unreadable` with its reason", schema: ResumeUploadItemResponse, example: { item: { ...item, status: "queued", name: null, email: null, phone: null, candidateId: null, applicationId: null, finishedAt: null } } },
    errors: {
      400: "No `file`, or an empty one.",
      404: "No such upload the caller may add candidates through.",
      409: "The upload has 200 files already.",
      413: "The file is larger than 10 MiB.",
    },
  },
  getResumeUpload: {
    method: "get",
    path: "/api/resume-uploads/{id}",
    tag,
    summary: "Get a résumé upload",
    description: `Extension (docs/decisions/502). The upload's counts and status (\`reading\` while a file is queued, \`waiting\` while a duplicate waits for a decision, else \`done\`) and each file in the order received, with what was read from it, its candidate and application, or why it is unreadable. A duplicate lists the known candidates the caller sees. ${manages}`,
    access: "authenticated",
    need: "applications.manage",
    params: ResumeUploadIdParams,
    parameterDocs: { id: "Id of the upload" },
    success: { status: 200, description: "The upload", schema: ResumeUploadResponse, example: { upload: { ...summary, items: [item, duplicate, unreadable] } } },
    errors: { 404: "No such upload the caller may add candidates through." },
  },
  decideResumeUploadItem: {
    method: "post",
    path: "/api/resume-uploads/{id}/items/{itemId}/decision",
    tag,
    summary: "Decide on a duplicate résumé",
    description:
      "Extension (docs/decisions/502). For a file listed as `duplicate`: `merge` gives the application to the known candidate `candidateId` (one of the item's duplicates; the first when left out), whose record is not changed (`merged`); `create` makes a new candidate of the résumé (`created`), refused when a candidate already has its e-mail; `skip` writes nothing and removes the file (`skipped`). Audited as `resume_upload.decided`, and the application as `application.created`.",
    access: "authenticated",
    need: "applications.manage",
    params: ResumeUploadItemParams,
    parameterDocs: { id: "Id of the upload", itemId: "Id of the file's item" },
    body: DecideResumeItemBody,
    bodyExample: { action: "merge", candidateId: 40 },
    success: { status: 200, description: "The item as decided", schema: ResumeUploadItemResponse, example: { item: { ...duplicate, status: "merged", duplicates: [], candidateId: 40, applicationId: 906, decidedBy: "Rita Chen" } } },
    errors: {
      400: "Invalid body, or a `candidateId` that is not one of the item's duplicates the caller sees.",
      404: "No such upload or item the caller may add candidates through.",
      409: "The item is not waiting for a decision (not read yet, or decided), the job is closed, a candidate has the résumé's e-mail already (`create`), or the chosen candidate already applied to the job (`merge`).",
    },
  },
});
