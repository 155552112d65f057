import { ResumePrefillBody } from "@/lib/schemas/resume-prefill";
import { ResumePrefillResponse } from "@/lib/schemas/responses/parsed-resume";
import { ApplyBody, JobSlugParams, OrgSlugParams, PublicJobQuery, PublicJobsQuery, TokenParams, WithdrawBody } from "@/lib/schemas/public";
import {
  ConfirmWithdrawalResponse,
  OkResponse,
  PublicJobResponse,
  PublicJobsResponse,
  WithdrawalResponse,
} from "@/lib/schemas/responses";
import { at0, at1, page, parsedResume, publicJob, publicOrganization, questions } from "../examples";
import { operations } from "../declare";
import { PAGING_DOCS } from "./paging";

const tag = "Public";
const slugs = { slug: "Slug of the organization", jobSlug: "Slug of the job" };
const CANDIDATE_LIMITS =
  "Rate limits: 120 requests a minute per client address, and for this operation 10 an hour per client address and e-mail and 100 an hour per client address.";
const TOKEN = { token: "The token from the e-mailed link" };

export const publicOperations = operations({
  listPublicJobs: {
    method: "get",
    path: "/api/public/orgs/{slug}/jobs",
    tag,
    summary: "List the open jobs of an organization",
    description: "The public careers board: only `open` jobs, newest first (ties by id), filtered and paged. No credentials needed; a header sent is ignored.",
    access: "public",
    params: OrgSlugParams,
    query: PublicJobsQuery,
    parameterDocs: {
      slug: slugs.slug,
      ...PAGING_DOCS,
      q: "Title contains this text (case-insensitive); empty means no filter.",
      location: "Exact location; empty means no filter.",
      department: "Exact department; empty means no filter.",
      workplaceType: "on_site, hybrid or remote; empty means no filter.",
      employmentType: "full_time, part_time, contract, temporary or internship; empty means no filter.",
    },
    success: {
      status: 200,
      description: "The organization's branding and a page of open jobs",
      schema: PublicJobsResponse,
      example: { organization: publicOrganization, jobs: [publicJob], page: page(1) },
    },
    errors: { 404: "No organization has this slug." },
  },
  getPublicJob: {
    method: "get",
    path: "/api/public/orgs/{slug}/jobs/{jobSlug}",
    tag,
    summary: "Get one open job",
    description:
      "One open job with its description and the questions its apply form asks (without their knockout rules), for the job page of the careers site. Drafts and closed jobs are not found. Extension: the questions come in the language of `lang`, else of the Accept-Language header, when the organization offers it and the question has a translation for it (else as written); `locale` says which language was used. Option values are the same in every language: answer with `options`, show `optionLabels`.",
    access: "public",
    params: JobSlugParams,
    query: PublicJobQuery,
    parameterDocs: slugs,
    success: {
      status: 200,
      description: "The organization's branding and the job",
      schema: PublicJobResponse,
      example: {
        organization: publicOrganization,
        job: { ...publicJob, description: "Build the APIs our customers rely on.", duration: null, createdAt: at0, updatedAt: at1, eeoSurvey: false, questions: questions.map(({ knockout: _rule, translations: _words, ...q }) => ({ ...q, optionLabels: q.options })) },
        locale: "en",
      },
    },
    errors: { 404: "No organization has this slug, or it has no open job with this slug." },
  },
  applyToJob: {
    method: "post",
    path: "/api/public/orgs/{slug}/jobs/{jobSlug}/apply",
    tag,
    summary: "Apply to an open job",
    description: `A candidate applies with name and e-mail (phone, an https:// résumé URL and a cover letter are optional; blank optional fields count as absent). Candidates are one per organization and e-mail. When the organization has a \`privacyPolicyUrl\`, \`consent: true\` is required. As \`multipart/form-data\` the same fields come as form fields (\`consent\` as \`true\` or \`on\`) with an optional \`resume\` file: PDF, DOC or DOCX told by its bytes, not its name, at most 10 MiB; the application's résumé URL is then \`/api/applications/{id}/resume\`. \`answers\` answers the job's questions (GET of the job lists them) by question id; a required question must be answered, each answer must fit its question's type and options, and each bad answer is one entry of the 400's \`details\` at \`answers.<id>\`. In multipart, \`answers\` is the JSON text of that object, and a file question is answered by the file part \`answers[<id>]\` (PDF, DOC or DOCX by its bytes, as the résumé; at most 5 such parts, sharing the 10 MiB with the résumé). An "application received" e-mail in the organization's wording is queued for the candidate. Audited as \`application.created\`. Extensions: \`source\` and \`utm_source\`, \`utm_medium\`, \`utm_campaign\` (the careers link's parameters) become the application's \`source\` (the given source, else utm_source, lower-cased) and \`utm\` (docs/decisions/343); \`eeo\` carries the voluntary EEO self-identification answers when the organization's \`eeoSurveyEnabled\` and the job's \`eeoSurvey\` are both on (ignored otherwise, docs/decisions/461), kept apart from the application and never returned by any application, candidate or webhook read (docs/decisions/340); \`locale\` (en, de, fr, es or pt; otherwise en) is the language of the built-in candidate e-mails (docs/decisions/363). Error messages stay English. ${CANDIDATE_LIMITS}`,
    access: "public",
    params: JobSlugParams,
    parameterDocs: slugs,
    body: ApplyBody,
    bodyExample: {
      name: "Grace Hopper",
      email: "grace@example.com",
      coverLetter: "I have built payment APIs for six years.",
      consent: true,
      source: "linkedin",
      utm_campaign: "backend-2026",
      locale: "de",
      eeo: { gender: "female", raceEthnicity: "decline_to_answer" },
      answers: { "12": true, "13": 4, "14": ["Go"] },
    },
    multipartFile: { field: "resume", description: "The résumé: PDF, DOC or DOCX, at most 10 MiB", contentTypes: ["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"] },
    success: { status: 201, description: "The application was received", schema: OkResponse, example: { ok: true } },
    errors: {
      400: "Invalid body, e.g. a missing name, an e-mail that does not match the pattern, a résumé URL that is not https://, a résumé file that is not a PDF, DOC or DOCX by its bytes, both a file and a URL, no consent when the organization has a privacy policy, or answers that do not fit the job's questions (`details` at `answers.<id>`: required, wrong type, not an offered option, a malformed number, date or URL, not a question of this job).",
      413: "The body is larger than 64 KiB (JSON), or the résumé and file answers together larger than 10 MiB (multipart).",
      404: "No organization has this slug, or it has no open job with this slug.",
      409: "This e-mail has already applied to this job.",
      429: "Rate limited (per client address, or per address and e-mail); wait for Retry-After seconds.",
    },
  },
  prefillFromResume: {
    method: "post",
    path: "/api/public/orgs/{slug}/resume-prefill",
    tag,
    summary: "Read a résumé into the apply form's fields",
    description:
      "Extension (issue 48). The careers apply form sends the résumé file the candidate chose (multipart `resume`: PDF, DOC or DOCX told by its bytes as on apply, at most 10 MiB) and gets back the fields read from its text, to fill in the empty name, e-mail and phone fields. Nothing is stored, and the file is not kept. A file whose text cannot be read (a scan, an old .doc) answers the empty fields. Rate limits: 120 requests a minute per client address, and for this operation 100 an hour per client address.",
    access: "public",
    params: OrgSlugParams,
    parameterDocs: { slug: slugs.slug },
    body: ResumePrefillBody,
    bodyExample: {},
    multipartFile: { field: "resume", description: "The résumé: PDF, DOC or DOCX, at most 10 MiB", contentTypes: ["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"] },
    success: { status: 200, description: "The fields read from the résumé", schema: ResumePrefillResponse, example: { fields: parsedResume.fields } },
    errors: {
      400: "No `resume` file, or a file that is not a PDF, DOC or DOCX by its bytes, or that does not open as one.",
      413: "The file is larger than 10 MiB.",
      404: "No organization has this slug.",
      429: "Rate limited (per client address); wait for Retry-After seconds.",
    },
  },
  requestWithdrawal: {
    method: "post",
    path: "/api/public/orgs/{slug}/jobs/{jobSlug}/withdraw",
    tag,
    summary: "Ask for a withdrawal link",
    description: `Always answers \`{"ok": true}\` for a known organization and job, whether or not an application matches, so nobody can probe e-mails. If an active application of this e-mail matches, a single-use link valid for 24 hours is e-mailed to it (audited as \`application.withdrawal_requested\`, visible only to the organization); following it withdraws the application. ${CANDIDATE_LIMITS}`,
    access: "public",
    params: JobSlugParams,
    parameterDocs: slugs,
    body: WithdrawBody,
    bodyExample: { email: "grace@example.com" },
    success: { status: 200, description: "Accepted", schema: OkResponse, example: { ok: true } },
    errors: {
      400: "Invalid body: the e-mail does not match the pattern of the interface.",
      404: "No organization has this slug, or it has no job with this slug.",
      429: "Rate limited (per client address, or per address and e-mail); wait for Retry-After seconds.",
    },
  },
  getWithdrawal: {
    method: "get",
    path: "/api/public/withdrawals/{token}",
    tag,
    summary: "Look at a withdrawal link",
    description: "What the link would withdraw and whether it still can: `pending` (valid), `withdrawn` (already used) or `expired`.",
    access: "public",
    params: TokenParams,
    parameterDocs: TOKEN,
    success: {
      status: 200,
      description: "The state of the link",
      schema: WithdrawalResponse,
      example: { withdrawal: { state: "pending", jobTitle: publicJob.title, organizationName: "Acme" } },
    },
    errors: { 404: "No withdrawal link has this token." },
  },
  confirmWithdrawal: {
    method: "post",
    path: "/api/public/withdrawals/{token}",
    tag,
    summary: "Withdraw the application",
    description: "Withdraws the application of the link; repeating it is harmless (`alreadyWithdrawn: true`). Audited as `application.withdrawn`.",
    access: "public",
    params: TokenParams,
    parameterDocs: TOKEN,
    success: {
      status: 200,
      description: "The application is withdrawn",
      schema: ConfirmWithdrawalResponse,
      example: { ok: true, state: "withdrawn", alreadyWithdrawn: false },
    },
    errors: { 404: "No withdrawal link has this token.", 409: "The link has expired (24 hours) or the application was closed meanwhile; ask for a new link." },
  },
});
