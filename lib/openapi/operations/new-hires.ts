import { rows } from "@/lib/api/needs";
import { PageQuery } from "@/lib/api/paging";
import { IdParams } from "@/lib/schemas/common";
import { ConnectBambooHrBody, ExportNewHiresQuery, ListNewHiresQuery } from "@/lib/schemas/new-hire";
import { BambooHrConnectionResponse, NewHireHandoffsResponse, NewHireResponse, NewHiresCsv, NewHiresExport, NewHiresResponse } from "@/lib/schemas/responses/new-hire";
import { operations } from "../declare";

// New hires handed to the HR system and the BambooHR connector (docs/decisions/483).
const tag = "New hires";
const at = "2026-11-24T14:05:12.345Z";
const HIDDEN = "No such new hire, or the caller may not read its accepted offer (offers.view and the offer's own rule: the job's hiring managers, those who see every job, the offer's approvers).";
const FILTERS = {
  jobId: "Only the hires of this job",
  applicationId: "Only the hire of this application",
  since: "Only hires made (offers accepted) at or after this time, ISO 8601 with a zone",
};

export const exampleNewHire = {
  id: 12,
  offerId: 31,
  applicationId: 55,
  candidateId: 40,
  person: { name: "Ana Silva", email: "ana.silva@example.com", phone: "+49 30 1234567" },
  job: { id: 7, title: "Backend Engineer", department: "Engineering", location: "Berlin", employmentType: "full_time" as const },
  salary: { amount: 72000, currency: "EUR", period: "year" as const },
  startDate: "2027-01-04",
  manager: { id: "cmh3k2x0q0002ab12cd34ef56", name: "Hana Manager", email: "hana@acme.example" },
  documents: [
    { kind: "offer_letter" as const, url: "/api/offers/31/letter" },
    { kind: "resume" as const, url: "/api/applications/55/resume" },
  ],
  handoffs: [{ connector: "bamboohr" as const, status: "delivered" as const, attempts: 1, error: null, employeeId: "4102", deliveredAt: at }],
  createdAt: at,
};
const csvExample =
  "New hire id,Name,Email,Phone,Job id,Job title,Department,Location,Employment type,Salary amount,Salary currency,Salary period,Start date,Manager,Manager email,Offer letter,Resume,Accepted at,BambooHR status,BambooHR employee id\r\n" +
  `12,Ana Silva,ana.silva@example.com,+49 30 1234567,7,Backend Engineer,Engineering,Berlin,full_time,72000.00,EUR,year,2027-01-04,Hana Manager,hana@acme.example,/api/offers/31/letter,/api/applications/55/resume,${at},delivered,4102\r\n`;
const connected = { connected: true, companyDomain: "acme", connectedAt: at };

export const newHireOperations = operations({
  listNewHires: {
    method: "get",
    path: "/api/new-hires",
    tag,
    summary: "List new hires",
    description:
      "Extension (docs/decisions/483). One new hire per accepted offer, made in the accept's transaction: the person as they applied, the job, the accepted salary and start date, the job's first hiring manager (by name), links to the signed letter and the résumé (this API's authenticated download routes; the files are never inlined) and each hand-off to the HR system. Newest first, paged with `limit` and `offset`. Who reads one follows its offer: `offers.view` and the offer's own rule; others get an empty list.",
    access: "authenticated",
    // new hires (docs/decisions/483): read as their accepted offers are; their exports are for who reads
    // offers; the BambooHR connector is a setting
    need: rows("the row-level policies show new hires to those who read their offers (an empty list otherwise)"),
    query: ListNewHiresQuery,
    parameterDocs: FILTERS,
    success: { status: 200, description: "A page of new hires", schema: NewHiresResponse, example: { newHires: [exampleNewHire], page: { limit: 50, offset: 0, total: 1 } } },
  },
  exportNewHires: {
    method: "get",
    path: "/api/new-hires/export",
    tag,
    summary: "Export new hires as JSON",
    description: "Extension (docs/decisions/483). The list's new hires with its filters, not paged (at most 5,000, newest first), as a JSON download (`Content-Disposition: attachment`). Audited as `new_hire.exported` with the count, never the data.",
    access: "authenticated",
    need: "offers.view",
    query: ExportNewHiresQuery,
    parameterDocs: FILTERS,
    success: { status: 200, description: "The export", schema: NewHiresExport, example: { exportedAt: at, newHires: [exampleNewHire] } },
  },
  exportNewHiresCsv: {
    method: "get",
    path: "/api/new-hires/export.csv",
    tag,
    summary: "Export new hires as CSV",
    description:
      "Extension (docs/decisions/483). The same hires as `/api/new-hires/export`, one line each after a header line (RFC 4180, CRLF; a cell a spreadsheet would run as a formula starts with an apostrophe). The documents are this API's routes. Audited as `new_hire.exported`.",
    access: "authenticated",
    need: "offers.view",
    query: ExportNewHiresQuery,
    parameterDocs: FILTERS,
    success: { status: 200, description: "The CSV file", schema: NewHiresCsv, example: csvExample, contentType: "text/csv; charset=utf-8" },
  },
  getNewHire: {
    method: "get",
    path: "/api/new-hires/{id}",
    tag,
    summary: "Get a new hire",
    description: "Extension (docs/decisions/483). One new hire, as listed.",
    access: "authenticated",
    need: rows("the row-level policies show new hires to those who read their offers (404 otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the new hire" },
    success: { status: 200, description: "The new hire", schema: NewHireResponse, example: { newHire: exampleNewHire } },
    errors: { 404: HIDDEN },
  },
  exportNewHire: {
    method: "get",
    path: "/api/new-hires/{id}/export",
    tag,
    summary: "Export a new hire as JSON",
    description: "Extension (docs/decisions/483). The new hire as a JSON download, in the list export's shape. Audited as `new_hire.exported`.",
    access: "authenticated",
    need: "offers.view",
    params: IdParams,
    parameterDocs: { id: "Id of the new hire" },
    success: { status: 200, description: "The export", schema: NewHiresExport, example: { exportedAt: at, newHires: [exampleNewHire] } },
    errors: { 404: HIDDEN },
  },
  exportNewHireCsv: {
    method: "get",
    path: "/api/new-hires/{id}/export.csv",
    tag,
    summary: "Export a new hire as CSV",
    description: "Extension (docs/decisions/483). The new hire as a CSV download: the header line and its line. Audited as `new_hire.exported`.",
    access: "authenticated",
    need: "offers.view",
    params: IdParams,
    parameterDocs: { id: "Id of the new hire" },
    success: { status: 200, description: "The CSV file", schema: NewHiresCsv, example: csvExample, contentType: "text/csv; charset=utf-8" },
    errors: { 404: HIDDEN },
  },
  getBambooHrConnection: {
    method: "get",
    path: "/api/orgs/me/bamboohr",
    tag,
    summary: "The organization's BambooHR connection",
    description: "Extension (docs/decisions/483). Whether new hires are handed to BambooHR, and to which company. The API key is never returned.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "The connection", schema: BambooHrConnectionResponse, example: { bamboohr: connected } },
  },
  connectBambooHr: {
    method: "put",
    path: "/api/orgs/me/bamboohr",
    tag,
    summary: "Connect BambooHR",
    description:
      "Extension (docs/decisions/483). `companyDomain` is the BambooHR subdomain (`acme` for acme.bamboohr.com) and `apiKey` an API key of a BambooHR user who may add employees. The key is tried with BambooHR's `GET /v1/meta/fields` first, then kept encrypted and never returned; it replaces an earlier one. From then on each accepted offer's new hire is posted to BambooHR's \"add employee\" (`POST /v1/employees/`) by the job queue: name, home e-mail, mobile phone, job title, department, location, hire date (the offer's start date) and employment status. Audited as `bamboohr.connected`.",
    access: "authenticated",
    need: "settings.manage",
    body: ConnectBambooHrBody,
    bodyExample: { companyDomain: "acme", apiKey: "0123456789abcdef0123456789abcdef01234567" },
    success: { status: 200, description: "The connection", schema: BambooHrConnectionResponse, example: { bamboohr: connected } },
    errors: { 400: "Not a subdomain or key, or BambooHR did not accept them (nothing is stored)." },
  },
  disconnectBambooHr: {
    method: "delete",
    path: "/api/orgs/me/bamboohr",
    tag,
    summary: "Disconnect BambooHR",
    description: "Extension (docs/decisions/483). The key is forgotten; hand-offs not made yet fail with `BambooHR is no longer connected`. Audited as `bamboohr.disconnected`.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "The connection, now none", schema: BambooHrConnectionResponse, example: { bamboohr: { connected: false, companyDomain: null, connectedAt: null } } },
  },
  listBambooHrHandoffs: {
    method: "get",
    path: "/api/orgs/me/bamboohr/handoffs",
    tag,
    summary: "The BambooHR hand-off log",
    description:
      "Extension (docs/decisions/483). Each new hire's hand-off to BambooHR, newest first: `pending` while the job queue still tries (up to six tries, about 30 s apart and then twice as long each time, when BambooHR does not answer, answers 429 or a 5xx), `delivered` with the `employeeId` BambooHR gave, or `failed` with its last answer in `error` (any other refusal, such as a 400 for a field it rejects, is not retried). The label names the hire; the salary is not shown. Paged with `limit` and `offset`.",
    access: "authenticated",
    need: "settings.manage",
    query: PageQuery,
    success: {
      status: 200,
      description: "The log",
      schema: NewHireHandoffsResponse,
      example: {
        handoffs: [{ id: 3, newHireId: 12, connector: "bamboohr", label: "Ana Silva (Backend Engineer)", status: "delivered", attempts: 1, error: null, employeeId: "4102", createdAt: at, deliveredAt: at }],
        page: { limit: 50, offset: 0, total: 1 },
      },
    },
  },
});
