import { IdParams } from "@/lib/schemas/common";
import { OkResponse } from "@/lib/schemas/responses";
import {
  CreateReportViewBody,
  FunnelApplicationsQuery,
  FunnelApplicationsResponse,
  FunnelQuery,
  FunnelResponse,
  ReportViewResponse,
  ReportViewsResponse,
  TrendsQuery,
  TrendsResponse,
  UpdateReportViewBody,
} from "@/lib/schemas/funnel";
import { page } from "../examples";
import { operations } from "../declare";
import { PAGING_DOCS } from "./paging";

// The funnel, the weekly trends, their drill-down and each person's saved views (issue 50 item 2,
// docs/decisions/487): every figure defined once, in words and SQL, and computed as the viewer.
const tag = "Reports";
const PERIOD_DOCS = {
  from: "The period's start, inclusive: a date (midnight UTC) or a date-time with offset. Default: 90 days before `to`.",
  to: "The period's end, exclusive. Default: now. At most 1,830 days after `from`.",
  jobId: "Only this job (one the caller can see; otherwise 404).",
  department: "Only the jobs of this department (exact match, 1-200 characters).",
  source: "Only the applications of this source (`unknown`: those without one).",
};
const BAD_PERIOD = "`from` or `to` is not a date or a date-time with offset, `from` is not before `to`, the period is longer than 1,830 days, `jobId` is not a positive integer, or a filter is empty or longer than 200 characters.";
const NO_JOB = "`jobId` names no job the caller can see.";
const period = { from: "2026-09-02T00:00:00.000Z", to: "2026-12-01T00:00:00.000Z" };
const filters = { jobId: null, department: null, source: null };
const view = { id: 3, name: "Engineering funnel by source", kind: "funnel" as const, params: { range: "90d", groupBy: "source", department: "Engineering" }, emailWeekly: true, createdAt: "2026-11-20T09:00:00.000Z", updatedAt: "2026-11-20T09:00:00.000Z" };
const VIEW_404 = "No saved view of the caller's with this id (another person's views are not found either).";
const VIEW_BAD = "`name` is empty, longer than 100 characters or more than one line; `kind` is not funnel, trends or metrics; `params` has a key other than range, from, to, groupBy, jobId, department and source, a value longer than 200 characters, or is not a query its kind's endpoint takes (one `details` entry each).";

export const reportFunnelOperations = operations({
  getReportFunnel: {
    method: "get",
    path: "/api/reports/funnel",
    tag,
    summary: "Funnel per stage and group",
    description:
      "Extension (issue 50, docs/decisions/487), any role with `reports.view`, over the applications the caller may see. Per group (`groupBy`: none, job, department, source, or recruiter, the member who created the job), its stages in order (across jobs, stages of the same name together, ordered by their lowest position), each with `entered` (applications that first entered the stage in the period), `passed` (of those, the ones that reached a later stage since), `passThrough` (passed/entered, a job's last stage left out, as `pass_through_rate` defines it) and `conversion` (of the group's `entrants`, the applications that first entered their job's first stage in the period, the share that reached the stage, as `stage_conversion` defines it). Shares are 0-1 to three decimals, null when nothing was counted. Groups with nothing in the period are left out; the largest first. `definitions` links each column's published definition (/docs/metrics/funnel shows the statement). GET /api/reports/funnel/applications lists the applications behind `entered` and `passed`.",
    acceptsStale: true,
    access: "authenticated",
    need: "reports.view",
    query: FunnelQuery,
    parameterDocs: { ...PERIOD_DOCS, groupBy: "none (default), job, department, recruiter or source." },
    success: {
      status: 200,
      description: "The funnel",
      schema: FunnelResponse,
      example: {
        period,
        groupBy: "source",
        filters,
        definitions: { entered: "/docs/metrics/funnel", passed: "/docs/metrics/funnel", passThrough: "/docs/metrics/pass_through_rate", conversion: "/docs/metrics/stage_conversion" },
        groups: [
          {
            key: "linkedin",
            label: "linkedin",
            entrants: 40,
            stages: [
              { stage: "Applied", entered: 40, passed: 12, passThrough: 0.3, reached: 40, conversion: 1 },
              { stage: "Screen", entered: 12, passed: 5, passThrough: 0.417, reached: 11, conversion: 0.275 },
            ],
          },
        ],
      },
    },
    errors: { 400: `${BAD_PERIOD} Or \`groupBy\` is not one of its values.`, 404: NO_JOB },
  },
  listReportFunnelApplications: {
    method: "get",
    path: "/api/reports/funnel/applications",
    tag,
    summary: "The applications behind a funnel or trend figure",
    description:
      "Extension (issue 50, docs/decisions/487), any role with `reports.view`. With `stage` and `outcome` (and `groupBy` and `group` when the funnel was grouped), the applications counted in that funnel cell; with `week` and `measure`, those counted in that trend week. Computed by the same statement as the figure over the same filters, so `page.total` equals the number shown to the same caller. Newest first (the moment that counted), paged.",
    access: "authenticated",
    need: "reports.view",
    query: FunnelApplicationsQuery,
    parameterDocs: {
      ...PAGING_DOCS,
      ...PERIOD_DOCS,
      groupBy: "The funnel's grouping: none (default), job, department, recruiter or source.",
      group: "The group's `key` as the funnel answered it (\"\" for jobs without a department or creator); every group when not given.",
      stage: "A stage's name (with `outcome`).",
      outcome: "entered or passed.",
      week: "A trend week's Monday, YYYY-MM-DD (with `measure`).",
      measure: "applications or hires.",
    },
    success: {
      status: 200,
      description: "A page of applications",
      schema: FunnelApplicationsResponse,
      example: {
        applications: [{ id: 55, candidateId: 31, candidateName: "Grace Hopper", jobId: 7, jobTitle: "Senior Backend Engineer", stage: "Interview", status: "active", appliedAt: "2026-11-02T10:00:00.000Z", hiredAt: null }],
        page: page(1),
      },
    },
    errors: { 400: `${BAD_PERIOD} Or neither (or both) of \`stage\`/\`outcome\` and \`week\`/\`measure\` are given, one of a pair is missing, \`week\` is not a Monday, or paging is invalid.`, 404: NO_JOB },
  },
  getReportTrends: {
    method: "get",
    path: "/api/reports/trends",
    tag,
    summary: "Weekly trends",
    description:
      "Extension (issue 50, docs/decisions/487), any role with `reports.view`, over what the caller may see. One entry per week (Monday UTC), oldest first, the first and last cut to the period: applications created, hires, the median days from application to hire of those hires (`hires` is its sample) and the share of answered offers accepted (`offersAnswered` is its sample); null when the sample is empty. `definitionUrl` publishes the statement (/docs/metrics/weekly_trends).",
    acceptsStale: true,
    access: "authenticated",
    need: "reports.view",
    query: TrendsQuery,
    parameterDocs: PERIOD_DOCS,
    success: {
      status: 200,
      description: "The weeks",
      schema: TrendsResponse,
      example: { period, filters, definitionUrl: "/docs/metrics/weekly_trends", weeks: [{ week: "2026-11-23", applications: 14, hires: 2, timeToHireDaysMedian: 21.5, offerAcceptanceRate: 0.667, offersAnswered: 3 }] },
    },
    errors: { 400: BAD_PERIOD, 404: NO_JOB },
  },
  listReportViews: {
    method: "get",
    path: "/api/report-views",
    tag,
    summary: "My saved report views",
    description: "Extension (issue 50), any role with `reports.view`. The caller's own saved views, by name; no one else's.",
    access: "authenticated",
    // a person's own saved views: the table's policy admits their own rows only
    need: "reports.view",
    success: { status: 200, description: "The caller's views", schema: ReportViewsResponse, example: { views: [view] } },
  },
  createReportView: {
    method: "post",
    path: "/api/report-views",
    tag,
    summary: "Save a report view",
    description:
      "Extension (issue 50), any role with `reports.view`. A name (1-100 characters, one line, unique among the caller's views up to case), a `kind` (funnel, trends or metrics), its `params` (the query as its endpoint takes it; `range` 30d, 90d or all instead of `from`/`to` is a period that moves with the day) and `emailWeekly`: every Monday at 07:00 UTC the view is computed as its owner, under their access, and mailed to them with its figures and a link back, once a week; deactivated members get nothing. At most 50 views per person. Audited as `report_view.created`.",
    access: "authenticated",
    need: "reports.view",
    body: CreateReportViewBody,
    bodyExample: { name: view.name, kind: view.kind, params: view.params, emailWeekly: true },
    success: { status: 201, description: "The new view", schema: ReportViewResponse, example: { view } },
    errors: { 400: VIEW_BAD, 409: "The caller has a view of that name (up to case), or 50 views already." },
  },
  updateReportView: {
    method: "patch",
    path: "/api/report-views/{id}",
    tag,
    summary: "Change a saved report view",
    description: "Extension (issue 50). Give `name`, `params`, `emailWeekly` or several; the caller's own views only. Audited as `report_view.updated` (which fields changed) when something changed.",
    access: "authenticated",
    need: "reports.view",
    params: IdParams,
    parameterDocs: { id: "Id of the view" },
    body: UpdateReportViewBody,
    bodyExample: { emailWeekly: false },
    success: { status: 200, description: "The view as it is now", schema: ReportViewResponse, example: { view: { ...view, emailWeekly: false } } },
    errors: { 400: VIEW_BAD, 404: VIEW_404, 409: "Another of the caller's views has that name (up to case)." },
  },
  deleteReportView: {
    method: "delete",
    path: "/api/report-views/{id}",
    tag,
    summary: "Delete a saved report view",
    description: "Extension (issue 50). The caller's own views only. Audited as `report_view.deleted`.",
    access: "authenticated",
    need: "reports.view",
    params: IdParams,
    parameterDocs: { id: "Id of the view" },
    success: { status: 200, description: "Deleted", schema: OkResponse, example: { ok: true } },
    errors: { 404: VIEW_404 },
  },
});
