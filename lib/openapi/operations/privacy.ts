import { rows } from "@/lib/api/needs";
import { IdParams } from "@/lib/schemas/common";
import { UpdateEmailTemplatesBody } from "@/lib/schemas/email-template";
import { RetentionPreviewQuery } from "@/lib/schemas/organization";
import { AnswerFileParams } from "@/lib/schemas/question";
import { CandidateExport, EmailTemplatesResponse, ErasedCandidateResponse, RetentionPreviewResponse } from "@/lib/schemas/responses";
import { ResumeFileBody } from "@/lib/schemas/responses/privacy";
import { ParsedResumeResponse } from "@/lib/schemas/responses/parsed-resume";
import { parsedResume } from "../examples";
import { DEFAULT_TEMPLATES } from "@/lib/mail/render-template";
import { operations } from "../declare";

// Candidates' files, e-mail and privacy (docs/decisions/190-199).
const ADMIN_ONLY = "Admins only.";
const CANDIDATE_404 = "The candidate does not exist or belongs to another organization.";
const templates = {
  applicationReceived: { ...DEFAULT_TEMPLATES.application_received, isDefault: true },
  rejection: { subject: "About your application for {{job.title}}", body: "Hello {{candidate.name}},\n\nthank you for your time...", isDefault: false },
};

export const privacyOperations = operations({
  getResume: {
    method: "get",
    path: "/api/applications/{id}/resume",
    tag: "Applications",
    summary: "Download the résumé file of an application",
    description:
      "The file sent with the application (multipart apply), for callers who may see the application. `Content-Type` is the file's (application/pdf, application/msword or the DOCX type), `Content-Disposition` carries the original file name (`inline` for a PDF, `attachment` otherwise); with `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox`.",
    access: "authenticated",
    // privacy
    need: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: { status: 200, description: "The file's bytes", schema: ResumeFileBody, example: "%PDF-1.4 ...", contentType: "application/*" },
    errors: { 404: "The application does not exist, belongs to another organization, the caller may not see it, or it has no résumé file." },
  },
  getParsedResume: {
    method: "get",
    path: "/api/applications/{id}/parsed-resume",
    tag: "Applications",
    summary: "Read an application's résumé into fields",
    description:
      "Extension (issue 48). The name, e-mail, phone, location, links, positions, schools and skills read from the text of the application's résumé file (PDF or DOCX) by a deterministic parser on the server: section headings, month names and \"present\" in English, German, French, Spanish and Portuguese, phone numbers by libphonenumber. `sources` gives the line of the résumé's text each field was read from, so every suggestion can be checked. Nothing is stored or changed. For callers who may download the résumé. A file whose text cannot be read (a scan, an old .doc) answers the empty fields (nulls and empty lists).",
    access: "authenticated",
    need: rows("whoever may download the application's résumé may read its fields: the row-level policies decide which applications the caller sees (404 otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: { status: 200, description: "The fields and the lines they came from", schema: ParsedResumeResponse, example: parsedResume },
    errors: { 404: "The application does not exist, belongs to another organization, the caller may not see it, or it has no résumé file." },
  },
  getAnswerFile: {
    method: "get",
    path: "/api/applications/{id}/answers/{answerId}/file",
    tag: "Applications",
    summary: "Download a file answer of an application",
    description:
      "The file a candidate sent for a file question (the `url` of that answer in `answers`), for callers who may see the application; served as the résumé is (PDF, DOC or DOCX by its bytes, `inline` for a PDF, `nosniff` and `sandbox`). Erasing the candidate deletes it.",
    access: "authenticated",
    need: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
    params: AnswerFileParams,
    parameterDocs: { id: "Id of the application", answerId: "Id in the answer's url" },
    success: { status: 200, description: "The file's bytes", schema: ResumeFileBody, example: "%PDF-1.4 ...", contentType: "application/*" },
    errors: { 404: "The application does not exist, belongs to another organization, the caller may not see it, or it has no such file answer." },
  },
  getEmailTemplates: {
    method: "get",
    path: "/api/orgs/me/email-templates",
    tag: "Organization",
    summary: "Get the candidate e-mail templates",
    description:
      'Any role. The wording of the e-mails candidates get: "application received" (every apply) and the rejection (when a recruiter chooses to notify). Plain text with the placeholders `{{candidate.name}}`, `{{job.title}}` and `{{org.name}}`; a value is inserted as text (never read as a placeholder) without line breaks. `isDefault` is true for the built-in wording.',
    access: "authenticated",
    need: rows("every member may read what candidates are sent"),
    success: { status: 200, description: "The templates", schema: EmailTemplatesResponse, example: { templates, placeholders: ["{{candidate.name}}", "{{job.title}}", "{{org.name}}"] } },
  },
  updateEmailTemplates: {
    method: "put",
    path: "/api/orgs/me/email-templates",
    tag: "Organization",
    summary: "Change the candidate e-mail templates",
    description: `${ADMIN_ONLY} A template given replaces the organization's wording, \`null\` goes back to the built-in one, one left out stays. The subject is one line of at most 200 characters, the body at most 10000; only the known placeholders are allowed. Audited as \`organization.email_templates_updated\`.`,
    access: "authenticated",
    need: "settings.manage",
    body: UpdateEmailTemplatesBody,
    bodyExample: { rejection: { subject: templates.rejection.subject, body: templates.rejection.body } },
    success: { status: 200, description: "The templates now", schema: EmailTemplatesResponse, example: { templates, placeholders: ["{{candidate.name}}", "{{job.title}}", "{{org.name}}"] } },
    errors: { 400: "Invalid body: an empty or multi-line subject, an unknown placeholder, too long, or no template sent." },
  },
  previewRetention: {
    method: "get",
    path: "/api/orgs/me/retention-preview",
    tag: "Organization",
    summary: "Count the candidates a retention would erase",
    description: `${ADMIN_ONLY} How many candidates the next daily retention run would erase: those not erased yet whose applications all ended (rejected, hired or withdrawn) more than \`days\` days ago. Without \`days\`, the saved \`candidateRetentionDays\`.`,
    access: "authenticated",
    need: "candidates.erase",
    query: RetentionPreviewQuery,
    parameterDocs: { days: "A retention to try, 1-36500 days (default: the saved one)" },
    success: { status: 200, description: "The count", schema: RetentionPreviewResponse, example: { days: 365, candidates: 12 } },
  },
  exportCandidate: {
    method: "get",
    path: "/api/candidates/{id}/export",
    tag: "Candidates",
    summary: "Export everything held about a candidate",
    description: `${ADMIN_ONLY} For a request under GDPR article 15: the person, each application with what it was sent with (cover letter, consent, résumé file's download path), its stages, feedback and the documents asked of the person (with their download paths), the person's own answers to the voluntary EEO survey (\`eeo\`: this export is for the person; no other read returns them, docs/decisions/341), notes on them and the e-mails sent to them, as a JSON download (\`Content-Disposition: attachment\`). Audited as \`candidate.exported\`.`,
    access: "authenticated",
    need: "candidates.export",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: {
      status: 200,
      description: "The export",
      schema: CandidateExport,
      example: {
        exportedAt: "2026-11-23T10:00:00.000Z",
        candidate: { id: 40, name: "Grace Hopper", email: "grace@example.com", phone: null, resumeUrl: null, createdAt: "2026-11-01T09:00:00.000Z", erasedAt: null },
        applications: [],
        notes: [],
        tags: [{ label: "Kubernetes", addedAt: "2026-11-02T10:00:00.000Z" }],
        talentPools: [{ name: "Backend silver medallists", addedAt: "2026-11-02T10:00:00.000Z" }],
        emails: [],
        messages: [
          {
            direction: "inbound",
            kind: "message",
            subject: "Re: Your interview",
            bodyText: "Tuesday at 10 works for me.",
            fullText: "Tuesday at 10 works for me.\n\n> when suits you?",
            from: "grace@example.com",
            to: "reply+k3v7abcdefghijklmnopqrstuvwxyz@replies.acme.example",
            sentAt: "2026-11-20T13:12:40.000Z",
            applicationId: 812,
            attachments: [],
          },
        ],
        offers: [],
        newHires: [],
        interviews: [],
      },
    },
    errors: { 404: CANDIDATE_404 },
  },
  eraseCandidate: {
    method: "delete",
    path: "/api/candidates/{id}",
    tag: "Candidates",
    summary: "Erase a candidate's personal data",
    description: `${ADMIN_ONLY} For a request under GDPR article 17: the name becomes "Erased candidate"; e-mail, phone, résumé (link and file), cover letters, notes, feedback text, rejection reasons and answers to the voluntary EEO survey are removed; applications, stages, scores and overall recommendations stay, so reports count the same. Earlier audit entries and events lose the person's data; mail to them leaves the outbox. Audited as \`candidate.erased\` (no personal data) and sent as the event \`candidate.erased\`. Erasing again answers the first erasure.`,
    access: "authenticated",
    need: "candidates.erase",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: { status: 200, description: "Erased", schema: ErasedCandidateResponse, example: { candidate: { id: 40, erasedAt: "2026-11-23T10:00:00.000Z" } } },
    errors: { 404: CANDIDATE_404 },
  },
});
