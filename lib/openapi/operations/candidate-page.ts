import { rows } from "@/lib/api/needs";
import { ApplicationLinksBody, CandidateReplyBody, DocumentFileParams, DocumentRequestBody, DocumentUploadBody, DocumentUploadParams, PrivacyRequestBody } from "@/lib/schemas/candidate-page";
import { IdParams } from "@/lib/schemas/common";
import { OrgSlugParams, TokenParams } from "@/lib/schemas/public";
import {
  CandidatePageResponse,
  CandidatePageWithdrawalResponse,
  CandidateReplyResponse,
  DocumentRequestResponse,
  DocumentRequestsResponse,
  DocumentUploadResponse,
  OkResponse,
} from "@/lib/schemas/responses";
import { ResumeFileBody } from "@/lib/schemas/responses/privacy";
import { operations } from "../declare";

const tag = "Public";
const TOKEN = { token: "The token of the application page link from any e-mail to the candidate" };
const PAGE_404 = "No application page link has this token, or it has expired (180 days; ask for a new one).";
const requestExample = { id: 7, applicationId: 42, label: "Work permit", status: "requested", fileName: null, url: null, uploadedAt: null, createdAt: "2026-12-07T09:00:00.000Z" };

// The candidate's page (docs/decisions/493): every e-mail to a candidate links
// /careers/applications/{token}; these are the page's reads and writes, and the team's side of its
// document requests.
export const candidatePageOperations = operations({
  getCandidatePage: {
    method: "get",
    path: "/api/public/applications/{token}",
    tag,
    summary: "The candidate's page of their application",
    description:
      "What the candidate reads of their own application: its status and stage (the stage's `candidateLabel`, else its name), interviews still to come with the invitation's link to move or cancel them, an offer waiting for an answer with its letter's link, the conversation of this application (the team's sent messages and the candidate's answers; never notes, automatic replies or bounces), and the documents the team asked for; once the application ended and its organization sends the \"how it felt\" survey, the survey's link while it waits for an answer (docs/decisions/499). The link reaches this application and nothing else of the organization.",
    access: "public",
    params: TokenParams,
    parameterDocs: TOKEN,
    success: {
      status: 200,
      description: "The application as the candidate sees it",
      schema: CandidatePageResponse,
      example: {
        application: { id: 42, status: "active", stageLabel: "Interviews", job: { title: "Backend engineer" }, org: { name: "Acme" } },
        interviews: [],
        offer: null,
        messages: [{ id: 3, direction: "outbound", subject: "Next steps", bodyText: "Hello Grace, …", from: "Ada Recruiter", at: "2026-12-07T09:00:00.000Z" }],
        requests: [{ id: 7, label: "Work permit", status: "requested", fileName: null, requestedAt: "2026-12-07T09:00:00.000Z" }],
        survey: null,
      },
    },
    errors: { 404: PAGE_404 },
  },
  replyFromCandidatePage: {
    method: "post",
    path: "/api/public/applications/{token}/messages",
    tag,
    summary: "Answer the team from the page",
    description:
      "The candidate's message joins the application's conversation exactly as an answer by e-mail does: in reply to the team's latest sent message of this application, its writer told by e-mail and notified, audited as `message.received`.",
    access: "public",
    params: TokenParams,
    parameterDocs: TOKEN,
    body: CandidateReplyBody,
    bodyExample: { bodyText: "Thank you, Tuesday works for me." },
    success: { status: 201, description: "The message was added", schema: CandidateReplyResponse, example: { message: { id: 12 } } },
    errors: { 400: "Invalid body: an empty text, or more than 20000 characters.", 404: PAGE_404 },
  },
  withdrawFromCandidatePage: {
    method: "post",
    path: "/api/public/applications/{token}/withdraw",
    tag,
    summary: "Withdraw the application from the page",
    description: "Withdraws the application as a withdrawal link does; repeating it is harmless (`alreadyWithdrawn: true`). Audited as `application.withdrawn` (`via: application_page`).",
    access: "public",
    params: TokenParams,
    parameterDocs: TOKEN,
    success: { status: 200, description: "The application is withdrawn", schema: CandidatePageWithdrawalResponse, example: { ok: true, state: "withdrawn", alreadyWithdrawn: false } },
    errors: { 404: PAGE_404, 409: "The team has already closed the application (rejected or hired)." },
  },
  requestPrivacyFromCandidatePage: {
    method: "post",
    path: "/api/public/applications/{token}/privacy-requests",
    tag,
    summary: "Ask for a copy of one's data, or its erasure",
    description:
      "`export` asks for a copy of the personal data held about the candidate, `erasure` for its erasure. A request the team acts on with its export and erasure tools: it arrives as a message in the application's conversation (with the notice any answer gives) and is audited as `candidate.privacy_requested`.",
    access: "public",
    params: TokenParams,
    parameterDocs: TOKEN,
    body: PrivacyRequestBody,
    bodyExample: { kind: "export" },
    success: { status: 202, description: "The request reached the team", schema: OkResponse, example: { ok: true } },
    errors: { 400: "Invalid body: `kind` is not export or erasure.", 404: PAGE_404 },
  },
  uploadRequestedDocument: {
    method: "post",
    path: "/api/public/applications/{token}/documents/{requestId}",
    tag,
    summary: "Upload a document the team asked for",
    description:
      "As `multipart/form-data` with the file in `file`: PDF, DOCX, PNG, JPEG or WebP told by its bytes, not its name (a renamed program is refused), at most 10 MiB. A later upload replaces the earlier file. Audited as `document.uploaded`.",
    access: "public",
    params: DocumentUploadParams,
    parameterDocs: { ...TOKEN, requestId: "Id of the document request (`requests[].id` of the page)" },
    body: DocumentUploadBody,
    bodyExample: {},
    multipartFile: {
      field: "file",
      description: "The document: PDF, DOCX or a picture, at most 10 MiB",
      contentTypes: ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "image/png", "image/jpeg", "image/webp"],
    },
    success: { status: 200, description: "The document is stored", schema: DocumentUploadResponse, example: { request: { id: 7, status: "uploaded", fileName: "permit.pdf" } } },
    errors: {
      400: "No file, or one that is not a PDF, DOCX, PNG, JPEG or WebP by its bytes.",
      404: "No application page link has this token, or the application has no such document request.",
      409: "The application is closed.",
      413: "The file is larger than 10 MiB.",
    },
  },
  requestApplicationLinks: {
    method: "post",
    path: "/api/public/orgs/{slug}/application-links",
    tag,
    summary: "E-mail me the links to my applications",
    description:
      "Always answers 202 with the same body, in about the same time, whether or not the address applied to this organization (or the organization exists), so nobody can probe e-mails. Each application of the address gets a fresh page link by e-mail, in the language the candidate applied in; earlier links keep working until they expire (180 days). Audited as `application.link_requested`. Rate limits: 120 requests a minute per client address, and for this operation 10 an hour per client address and e-mail and 100 an hour per client address.",
    access: "public",
    params: OrgSlugParams,
    parameterDocs: { slug: "Slug of the organization" },
    body: ApplicationLinksBody,
    bodyExample: { email: "grace@example.com" },
    success: { status: 202, description: "Accepted: links are e-mailed if the address applied", schema: OkResponse, example: { ok: true } },
    errors: { 400: "Invalid body: the e-mail does not match the pattern.", 429: "Rate limited (per client address, or per address and e-mail); wait for Retry-After seconds." },
  },
  listDocumentRequests: {
    method: "get",
    path: "/api/applications/{id}/document-requests",
    tag: "Applications",
    summary: "List the documents asked of the candidate",
    description: "Every document request of the application, oldest first, with the uploaded file's name and download path once the candidate sent it.",
    access: "authenticated",
    need: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: { status: 200, description: "The application's document requests", schema: DocumentRequestsResponse, example: { documentRequests: [requestExample] } },
    errors: { 404: "The application does not exist, belongs to another organization, or the caller may not see it." },
  },
  requestDocument: {
    method: "post",
    path: "/api/applications/{id}/document-requests",
    tag: "Applications",
    summary: "Ask the candidate for a document",
    description:
      "The candidate is e-mailed in their language with the link to their application page, where they upload it. Audited as `document.requested`. Needs `applications.manage` and a job the caller manages.",
    access: "authenticated",
    need: rows("an application the caller cannot see is 404; asking its candidate for a document needs `applications.manage` and a job the caller manages (403)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    body: DocumentRequestBody,
    bodyExample: { label: "Work permit" },
    success: { status: 201, description: "The request was made", schema: DocumentRequestResponse, example: { documentRequest: requestExample } },
    errors: {
      400: "Invalid body: an empty label, or more than 200 characters.",
      403: "The caller may not manage this job's applications.",
      404: "The application does not exist, belongs to another organization, or the caller may not see it.",
    },
  },
  getRequestedDocument: {
    method: "get",
    path: "/api/applications/{id}/document-requests/{requestId}/file",
    tag: "Applications",
    summary: "Download a document the candidate sent",
    description:
      "The file the candidate uploaded for a document request on their page (the request's `url`), for callers who may see the application; served as the résumé is (PDF, DOC or DOCX by its bytes, `inline` for a PDF, `nosniff` and `sandbox`). Erasing the candidate deletes it.",
    access: "authenticated",
    need: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
    params: DocumentFileParams,
    parameterDocs: { id: "Id of the application", requestId: "Id of the document request" },
    success: { status: 200, description: "The file's bytes", schema: ResumeFileBody, example: "%PDF-1.4 ...", contentType: "application/*" },
    errors: { 404: "The application does not exist, belongs to another organization, the caller may not see it, or nothing was uploaded for that request." },
  },
});
