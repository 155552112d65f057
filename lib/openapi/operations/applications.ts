import { rows } from "@/lib/api/needs";
import { ListApplicationsQuery, ListJobApplicationsQuery, UpdateApplicationBody } from "@/lib/schemas/application";
import { IdParams } from "@/lib/schemas/common";
import { JobIdParams } from "@/lib/schemas/job";
import { BulkApplicationsBody } from "@/lib/schemas/application-bulk";
import { ApplicationResponse, BulkApplicationsResponse, ListAllApplicationsResponse, ListApplicationsResponse } from "@/lib/schemas/responses";
import { application, applicationListItem, job, page, stages } from "../examples";
import { operations } from "../declare";
import { PAGING_DOCS } from "./paging";

const tag = "Applications";
const APPLICATION_404 = "The application does not exist, belongs to another organization, or the caller may not see it.";

export const applicationOperations = operations({
  listJobApplications: {
    method: "get",
    path: "/api/jobs/{id}/applications",
    tag,
    summary: "List the applications of a job",
    description:
      "The job (short form), its stages and a page of its applications, oldest first (ties by id). Interviewers see only the applications they were asked to review. `canManage` is true for admins, recruiters and the job's hiring managers.",
    access: "authenticated",
    // applications
    need: rows("the row-level policies list the applications the caller sees"),
    params: JobIdParams,
    query: ListJobApplicationsQuery,
    parameterDocs: {
      id: "Id of the job",
      ...PAGING_DOCS,
      stageId: "Only applications currently in this stage.",
      status: "Only applications with this status, or one of several separated by commas (`active,hired`); default: all.",
      q: "Candidate name or e-mail contains this text (case-insensitive).",
      awaitingAnswer: "Extension: `true` lists only the job's active applications nobody answered yet whose answer deadline is within 3 days or passed (as for `GET /api/applications`).",
    },
    success: {
      status: 200,
      description: "The job, its stages and a page of applications",
      schema: ListApplicationsResponse,
      example: {
        job: { id: job.id, title: job.title, slug: job.slug, hiringManagerIds: job.hiringManagerIds, kitBody: job.kitBody },
        org: { slug: "acme" },
        canManage: true,
        stages,
        applications: [applicationListItem],
        page: page(1),
      },
    },
    errors: { 404: "The job does not exist, belongs to another organization, or the caller may not see it." },
  },
  listApplications: {
    method: "get",
    path: "/api/applications",
    tag,
    summary: "List applications across jobs (sync)",
    description: [
      "Every application the caller may see, across jobs (interviewers: only those they were asked to review), oldest change first: `updatedAt`, then `id`. `updatedAt` moves on any change of the application, its stage or status, and when a reviewer is asked.",
      "Page with `limit` and `offset`, or with `cursor`: pass `page.nextCursor` back to continue exactly after the last row seen; it is `null` when nothing follows. A row that changes while you page moves to the end (a later `updatedAt`), so you meet it again; none is skipped.",
      "`sort` orders the list otherwise for a screen: `-updatedAt` latest change first, `createdAt` / `-createdAt` by the date applied, oldest / newest first; ties by `id` the same way. Those orders page with `offset` only (`page.nextCursor` is `null`).",
      "To sync, keep the largest `updatedAt` you have seen and ask for `updatedSince` it next time (inclusive, so the rows of that very millisecond come again). Changes still being written are left for the next read, so nothing committed later can carry an earlier `updatedAt` than what you have seen.",
    ].join("\n\n"),
    access: "authenticated",
    need: rows("the row-level policies list the applications the caller sees"),
    query: ListApplicationsQuery,
    parameterDocs: {
      ...PAGING_DOCS,
      offset: "Items to skip: a whole number, default 0. Not together with `cursor`.",
      cursor: "`page.nextCursor` of the previous page, unchanged. Only in the default order.",
      jobId: "Only applications to this job.",
      stageId: "Only applications currently in this stage.",
      status: "Only applications with this status, or one of several separated by commas (`active,hired`); default: all.",
      q: "Candidate name or e-mail contains this text (case-insensitive).",
      updatedSince: "Only applications with `updatedAt` at or after this ISO 8601 timestamp (with a time zone).",
      awaitingAnswer:
        "Extension: `true` lists only active applications the team has not answered yet (no message sent to the candidate about it, not moved out of its first stage, not closed: the rule of the metric `time_to_first_answer_days_median`) whose deadline, the date applied plus the organization's `answerWithinDays`, is within 3 days or has passed. None while `answerWithinDays` is null.",
      sort: "`updatedAt` (default: oldest change first, the sync order), `-updatedAt`, `createdAt` or `-createdAt` (newest application first). Not together with `cursor` unless `updatedAt`.",
    },
    success: {
      status: 200,
      description: "A page of applications",
      schema: ListAllApplicationsResponse,
      example: { applications: [{ ...applicationListItem, jobId: job.id }], page: { ...page(1), nextCursor: null } },
    },
  },
  getApplication: {
    method: "get",
    path: "/api/applications/{id}",
    tag,
    summary: "Get an application",
    description: "One application the caller can see, with its status.",
    access: "authenticated",
    need: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: { status: 200, description: "The application", schema: ApplicationResponse, example: { application } },
    errors: { 404: APPLICATION_404 },
  },
  updateApplication: {
    method: "patch",
    path: "/api/applications/{id}",
    tag,
    summary: "Move an application or change its status",
    description:
      "Managers of the job. `currentStageId` moves the application to another stage of the same job (every stay is recorded); `status` changes it to `active`, `rejected` (with an optional `rejectionReasonId`, one of the organization's rejection reasons that is not archived, and an optional free-text `rejectionReason`, required with the reason labelled \"Other\"), `hired` or `withdrawn`; the application reads back `rejectionReasonId` and `rejectionReasonLabel`, and the audit entry's `rejectionReason` is the text a person reads (the label, then `: ` and the text if any) beside `rejectionReasonId`. With `status: rejected`, `notifyCandidate: true` queues the organization's rejection e-mail to the candidate (sent by the job queue, retried; none for an erased candidate). Only active applications can be moved; a status change back to `active` reopens a rejected or withdrawn one. Hiring is final (a hired application cannot be reopened or closed otherwise) and moves the application to the job's final stage, the last by position whatever its name, before closing it: one request answers with that stage as `currentStageId` and writes both entries. Audited as `application.moved` / `application.status_changed`. `undo: true` marks a change that takes back the previous one (an Undo in the app): its audit entries carry `undo: true` in their metadata. Extension: `source` sets where the candidate came from (lower-cased; `null` or empty clears it), on an application of any status, audited as `application.source_changed` (docs/decisions/343).",
    access: "authenticated",
    need: rows("an application the caller cannot see is 404; moving, rejecting or hiring it needs `applications.manage` and a job the caller manages (403)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    body: UpdateApplicationBody,
    bodyExample: { currentStageId: 33 },
    success: { status: 200, description: "The updated application", schema: ApplicationResponse, example: { application } },
    errors: {
      400: "Invalid body, neither field sent, `currentStageId` is not a stage of the application's job, or `status: hired` comes with a `currentStageId` other than the job's final stage, or `notifyCandidate`, `rejectionReason` or `rejectionReasonId` without `status: rejected`; `rejectionReasonId` unknown, of another organization or archived, or the reason \"Other\" without `rejectionReason` (a `details` entry names the field).",
      403: "The caller may see the application but not manage its job.",
      404: APPLICATION_404,
      409: "The application is not active (rejected, hired or withdrawn) and cannot be moved, or it is hired and cannot be reopened or closed otherwise, or it is closed and must be reopened before another status.",
    },
  },
  bulkUpdateApplications: {
    method: "post",
    path: "/api/applications/bulk",
    tag,
    summary: "Move, reject, reopen, request or cancel reviews for many applications",
    description: [
      "One action over 1-100 distinct applications: `move` (with `currentStageId`), `reject` (with optional `rejectionReasonId`, `rejectionReason` and `notifyCandidate`, as in PATCH), `reopen` (a rejected or withdrawn application back to active, in the stage it left), `requestReviews` (with `userIds`; each result names the colleagues newly asked in `addedUserIds`) `cancelReviews` (with `userIds`: their requests to review go; feedback already written stays), `addTags` or `removeTags` (with `tags`: on each application's candidate, as PUT /api/candidates/{id}/tags would; each result gives the candidate's `tags` afterwards and the `changedTags` this call really added or removed, 403 for an application whose job the caller does not manage), `sendMessage` (with `message`: `subject`, `body` and optional `sendAt` as in POST /api/candidates/{id}/messages, written to each application's candidate about that application with the placeholders filled in per person; each result gives the `messageId`; a candidate selected with two applications gets two messages). `reopen` and `cancelReviews` are how the app's Undo takes back a bulk `reject` and `requestReviews`; send `undo: true` with an Undo and each audit entry carries `undo: true` in its metadata.",
      "Each application goes through exactly what its single-item endpoint does (PATCH /api/applications/{id}, POST /api/applications/{id}/interviewers), in its own transaction, one after the other: each success writes its own audit entry, event and (reject with `notifyCandidate`) e-mail; a failure writes nothing and does not undo the others.",
      "An application the caller may not see, may see but not manage, whose job has no such stage, or that is not active is a failure of that item with the status and code the single endpoint would answer (404, 403, 400, 409); rejecting an application that is already rejected, or reopening one that is active, is a 409 here. `results` lists every application in request order; a whole request with an invalid body is a 400. Roles as for the single endpoints. Send `Idempotency-Key` to retry safely.",
    ].join("\n\n"),
    access: "authenticated",
    need: rows("each application is answered on its own: 404 for one the caller cannot see, 403 for one they may not change"),
    body: BulkApplicationsBody,
    bodyExample: { applicationIds: [41, 42, 43], action: "reject", rejectionReasonId: 5, notifyCandidate: true },
    success: {
      status: 200,
      description: "One result per application, in request order, and the counts",
      schema: BulkApplicationsResponse,
      example: {
        results: [
          { applicationId: 41, ok: true, application: { ...application, id: 41, status: "rejected", rejectionReasonId: 5, rejectionReasonLabel: "Hired someone else" } },
          { applicationId: 42, ok: false, status: 409, code: "conflict", error: "This application is already rejected" },
          { applicationId: 43, ok: false, status: 404, code: "not_found", error: "Application not found" },
        ],
        succeeded: 1,
        failed: 2,
      },
    },
  },
});
