import { rows } from "@/lib/api/needs";
import { AuditLogQuery } from "@/lib/schemas/audit";
import { AuditLogsResponse, EeoReportResponse, HomeResponse, ReportResponse, SourceReportResponse } from "@/lib/schemas/responses";
import { SourceReportQuery } from "@/lib/schemas/source";
import { AnalyticsCredentialsResponse, AnalyticsLoginResponse, MetricsQuery, MetricsResponse } from "@/lib/schemas/metrics";
import { METRICS, metricDefinitionUrl } from "@/lib/analytics/metric-definitions";
import { EeoReportQuery } from "@/lib/schemas/eeo";
import { AdverseImpactQuery, AdverseImpactResponse } from "@/lib/schemas/adverse-impact";
import { ReportQuery } from "@/lib/schemas/report";
import { at0, at1, page, USER_ID } from "../examples";
import { operations } from "../declare";
import { PAGING_DOCS } from "./paging";

const tag = "Reports";
const EXAMPLE_LOGIN = { credentials: { exists: true, user: "hiring_analyst_42_k3v9q0x1m2n8b7c6z5a4", createdAt: "2026-12-01T09:30:00.000Z" } };

export const reportOperations = operations({
  getReport: {
    method: "get",
    path: "/api/reports",
    tag,
    summary: "Hiring report",
    description:
      "Any role with `reports.view` (every built-in role; others 403), over the jobs the caller can see. `totals` counts applications created in the range and how many of them are now active, rejected, hired or withdrawn; `prev` the same for the period of equal length before (zeros for `all`); `series` one entry per week (Monday, UTC), oldest first, adding up to `totals`; `jobs[].stages` active applications per stage and mean days in it; `rejectionReasons` (extension) the rejections among `totals` counted by the organization's rejection reason, most first, those without one under `id: null` (docs/decisions/281). Averages are rounded to 1 decimal (docs/decisions/050-hiring-report.md). Extensions: `jobId` and `department` narrow every figure and `jobs[]` to one job or one department (docs/decisions/201). Read from aggregates kept current with every change, so its cost follows the range and the number of jobs, not the organization's history (docs/decisions/200). The answer is kept per organization and request shape and served again until the next change in the organization or for at most a minute, so the figures that move with the clock (the range's edges, days in a stage so far) may be up to a minute old (docs/decisions/253). Every answer carries a weak `ETag` of its content and `Cache-Control: private, no-cache`: browsers keep it and ask again with `If-None-Match`, and while the figures are the same the answer is 304 without a body (docs/decisions/256).",
    access: "authenticated",
    // reports and the audit log
    need: "reports.view",
    revalidates:
      "The answer is the same as the one whose `ETag` you sent in `If-None-Match`: use your copy. No body. The tag changes with every figure except each stage's mean days, which the clock moves between changes: those are at most an hour old in a copy kept this way (the tag also changes every hour).",
    query: ReportQuery,
    parameterDocs: {
      range: "30d, 90d or all (default 30d).",
      jobId: "Only this job (one the caller can see; otherwise 404).",
      department: "Only the jobs of this department (exact match, 1-200 characters); a department with no visible job gives an empty report.",
    },
    success: {
      status: 200,
      description: "The report",
      schema: ReportResponse,
      example: {
        totals: { applications: 12, active: 8, rejected: 2, hired: 1, withdrawn: 1 },
        prev: { applications: 9, hired: 2 },
        series: [
          { weekStart: "2026-11-09", applications: 5, hired: 0 },
          { weekStart: "2026-11-16", applications: 7, hired: 1 },
        ],
        avgTimeToHireDays: 21.5,
        recommendations: { strong_no: 1, no: 2, yes: 4, strong_yes: 1 },
        jobs: [{ id: 7, title: "Senior Backend Engineer", stages: [{ name: "Applied", count: 5, avgDaysInStage: 3.2 }] }],
        rejectionReasons: [
          { id: 4, label: "Skills do not match", archived: false, count: 1 },
          { id: null, label: null, archived: false, count: 1 },
        ],
      },
    },
    errors: {
      400: "`range` is not 30d, 90d or all, `jobId` is not a positive integer, or `department` is empty or longer than 200 characters.",
      404: "`jobId` names no job the caller can see.",
    },
  },
  getEeoReport: {
    method: "get",
    path: "/api/reports/eeo",
    tag,
    summary: "EEO survey report",
    description:
      "Extension, for `reports.eeo` (admins). The voluntary self-identification survey of the apply form, counted for one closed calendar quarter (UTC): the applications created in it, by job (every job, newest first) and by stage, in total and per answer of each question. The current quarter is never counted: its applications appear once it has ended (`notCountedSince`), and `period` is null until a quarter has ended since the organization was created. Each job's counts of a quarter are released once, at the first read after the quarter ended, and every later read answers the same numbers whatever happens since (more stages, moves, erasures), so no two reads differ by one person's answers; the stages are those of that moment, with each application in the stage it was in then. No individual answer is ever returned: a group of fewer than 5 responses is `null`, and so is any count from which a hidden one could be worked out by subtraction (a question's answers add up to the group's total, and the stages add up to the job). Quarters share no application, so no count of one is worked out from another's (docs/decisions/447). Answers are kept apart from applications and never appear in application, candidate or webhook reads (docs/decisions/340).",
    access: "authenticated",
    need: "reports.eeo",
    query: EeoReportQuery,
    parameterDocs: {
      period: "A quarter that has ended since the organization was created, like 2026-Q3 (one of `periods`); the latest by default.",
    },
    success: {
      status: 200,
      description: "Counts with small groups hidden",
      schema: EeoReportResponse,
      example: {
        surveyEnabled: true,
        minimumGroupSize: 5,
        period: { id: "2026-Q3", from: "2026-07-01T00:00:00.000Z", to: "2026-10-01T00:00:00.000Z" },
        periods: ["2026-Q3", "2026-Q2"],
        notCountedSince: "2026-10-01T00:00:00.000Z",
        jobs: [
          {
            id: 7,
            title: "Senior Backend Engineer",
            responses: 12,
            answers: {
              gender: { female: 6, male: null, decline_to_answer: null },
              raceEthnicity: {
                hispanic_or_latino: null,
                white: 5,
                black_or_african_american: null,
                native_hawaiian_or_other_pacific_islander: null,
                asian: null,
                american_indian_or_alaska_native: null,
                two_or_more_races: null,
                decline_to_answer: null,
              },
              veteranStatus: { protected_veteran: null, not_a_protected_veteran: 9, decline_to_answer: null },
              disabilityStatus: { yes: null, no: 8, decline_to_answer: null },
            },
            stages: [],
          },
        ],
      },
    },
    errors: { 400: "`period` is not a quarter like 2026-Q3, or not one of `periods`." },
  },
  getSourceReport: {
    method: "get",
    path: "/api/reports/sources",
    tag,
    summary: "Applications and hires by source",
    description:
      "Extension, any role with `reports.view` (every built-in role; others 403), over the applications the caller can see. Applications created in the range (narrowed by `jobId` or `department` as the hiring report is) grouped by their `source` (the careers link's `source` or `utm_source`, or set by a recruiter), with how many of them are now hired and the conversion (docs/decisions/343).",
    access: "authenticated",
    need: "reports.view",
    query: SourceReportQuery,
    parameterDocs: {
      range: "30d, 90d or all (default 30d).",
      jobId: "Only this job (one the caller can see; otherwise 404).",
      department: "Only the jobs of this department (exact match, 1-200 characters).",
    },
    success: {
      status: 200,
      description: "Counts per source",
      schema: SourceReportResponse,
      example: {
        sources: [
          { source: "linkedin", applications: 40, hired: 2, conversion: 0.05 },
          { source: null, applications: 12, hired: 1, conversion: 0.083 },
        ],
      },
    },
    errors: {
      400: "`range` is not 30d, 90d or all, `jobId` is not a positive integer, or `department` is empty or longer than 200 characters.",
      404: "`jobId` names no job the caller can see.",
    },
  },
  getAdverseImpact: {
    method: "get",
    path: "/api/reports/adverse-impact",
    tag,
    summary: "Adverse impact per stage (four-fifths rule)",
    description:
      "Extension (docs/decisions/489), for `reports.eeo` (admins). For one job and one closed quarter, counted as the EEO report counts it (the applications created in the quarter, each in the stage it was in when the quarter's counts were released): per stage but the last and per group of each survey question, `total` the group's applications that reached the stage (in it or a later one), `selected` those that went on past it, `rate` their ratio, and `impactRatio` that rate against the highest rate among the question's groups (\"decline to answer\" is listed but not compared). `belowFourFifths` marks a ratio under 0.8, the four-fifths rule's threshold. Every figure is worked out from the EEO report's released cells of that quarter alone, so it shows nothing the report does not: a group under 5, or one that would need a hidden cell, is `null` throughout.",
    access: "authenticated",
    need: "reports.eeo",
    query: AdverseImpactQuery,
    parameterDocs: {
      jobId: "The job (required).",
      period: "A quarter that has ended since the organization was created, like 2026-Q3; the latest by default.",
    },
    success: {
      status: 200,
      description: "Selection rates and impact ratios",
      schema: AdverseImpactResponse,
      example: {
        period: { id: "2026-Q3", from: "2026-07-01T00:00:00.000Z", to: "2026-10-01T00:00:00.000Z" },
        periods: ["2026-Q3"],
        minimumGroupSize: 5,
        fourFifths: 0.8,
        jobId: 7,
        stages: [
          {
            stageId: 31,
            name: "Applied",
            nextStage: "Interview",
            questions: {
              gender: [{ group: "female", selected: 5, total: 10, rate: 0.5, impactRatio: 0.75, belowFourFifths: true }, { group: "male", selected: 10, total: 15, rate: 0.667, impactRatio: 1, belowFourFifths: false }, { group: "decline_to_answer", selected: null, total: null, rate: null, impactRatio: null, belowFourFifths: null }],
              raceEthnicity: [],
              veteranStatus: [],
              disabilityStatus: [],
            },
          },
        ],
      },
    },
    errors: {
      400: "`jobId` is missing or not a positive integer, or `period` is not a quarter that has ended since the organization was created.",
      404: "`jobId` names no job of the organization.",
    },
  },
  getReportMetrics: {
    method: "get",
    path: "/api/reports/metrics",
    tag,
    summary: "Metrics with published definitions",
    description:
      "Extension (docs/decisions/487), any role with `reports.view`. Every metric of the catalogue over one period, computed over the applications, offers, messages and interviews the caller may see, in one snapshot. Each metric names its `statistic` (median, mean, share or count) and its `sampleSize`, and links its definition: a page that says in words what it counts and shows the SQL that computes it. Days are elapsed days to one decimal; shares are 0-1 to three decimals; `value` is null when nothing was counted. Metrics: " +
      METRICS.map((m) => `\`${m.key}\` (${m.name}, ${m.statistic}${m.shape === "single" ? "" : m.shape === "byStage" ? ", per stage in `byStage`" : ", per source in `bySource`"}; ${metricDefinitionUrl(m.key)})`).join(", ") +
      ".",
    acceptsStale: true,
    access: "authenticated",
    need: "reports.view",
    query: MetricsQuery,
    parameterDocs: {
      from: "The period's start, inclusive: a date (midnight UTC) or a date-time with offset. Default: 90 days before `to`.",
      to: "The period's end, exclusive. Default: now. At most 1,830 days after `from`.",
      jobId: "Only this job (one the caller can see; otherwise 404).",
    },
    success: {
      status: 200,
      description: "The metrics",
      schema: MetricsResponse,
      example: {
        period: { from: "2026-09-02T00:00:00.000Z", to: "2026-12-01T00:00:00.000Z" },
        jobId: null,
        metrics: [
          { key: "time_to_hire_days_median", name: "Time to hire", definitionUrl: "/docs/metrics/time_to_hire_days_median", value: 23.5, unit: "days", statistic: "median", sampleSize: 4 },
          {
            key: "pass_through_rate",
            name: "Pass-through rate",
            definitionUrl: "/docs/metrics/pass_through_rate",
            value: 0.41,
            unit: "ratio",
            statistic: "share",
            sampleSize: 120,
            byStage: [
              { stage: "Applied", value: 0.3, sampleSize: 80 },
              { stage: "Screen", value: 0.625, sampleSize: 40 },
            ],
          },
        ],
      },
    },
    errors: {
      400: "`from` or `to` is not a date or a date-time with offset, `from` is not before `to`, the period is longer than 1,830 days, or `jobId` is not a positive integer.",
      404: "`jobId` names no job the caller can see.",
    },
  },
  getAnalyticsCredentials: {
    method: "get",
    path: "/api/orgs/me/analytics-credentials",
    tag,
    summary: "The organization's analytics login",
    description: "Extension (docs/decisions/488), for `settings.manage`. Whether the organization has a read-only database login for its BI tool, and its user name; the password is never shown again.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "The login, or none", schema: AnalyticsLoginResponse, example: EXAMPLE_LOGIN },
  },
  createAnalyticsCredentials: {
    method: "post",
    path: "/api/orgs/me/analytics-credentials",
    tag,
    summary: "Make the analytics login",
    description:
      "Extension (docs/decisions/488), for `settings.manage`. A PostgreSQL login for Metabase, Grafana, Superset or `psql`, answered once with its password. It reads only the documented views of the schema `analytics` (jobs, stages, applications, stage_visits, interviews, offers, sources, metrics), and only its own organization's rows, enforced by the tables' row-level security; never names, e-mail addresses, résumé text, messages, salaries or EEO answers. Its queries are read-only and end after 60 s; at most 10 connections. A new login replaces the organization's earlier one at once (its open sessions end). Audited as `analytics_credentials.created`. The host is the one the app connects to.",
    access: "authenticated",
    need: "settings.manage",
    success: {
      status: 201,
      description: "The login, shown once",
      schema: AnalyticsCredentialsResponse,
      example: { host: "db.internal", port: 5432, database: "hiring", user: "hiring_analyst_42_k3v9q0x1m2n8b7c6z5a4", password: "h0tQmXr0wWl5kq9iYy1v3Xb2cDRe7sT8uVw9xYz0AbC" },
    },
    errors: { 409: "The app runs on its embedded database, which takes no connections: start it with `DATABASE_URL`." },
  },
  revokeAnalyticsCredentials: {
    method: "delete",
    path: "/api/orgs/me/analytics-credentials",
    tag,
    summary: "Drop the analytics login",
    description: "Extension (docs/decisions/488), for `settings.manage`. The login is dropped and its open sessions end. Audited as `analytics_credentials.revoked` when there was one.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "No login any more", schema: AnalyticsLoginResponse, example: { credentials: { exists: false, user: null, createdAt: null } } },
    errors: { 409: "The app runs on its embedded database." },
  },
  listAuditLogs: {
    method: "get",
    path: "/api/audit-logs",
    tag,
    summary: "Audit log",
    description:
      "Admins only. Every change in the organization, newest first (ties by id), filtered and paged. A change made by an Undo carries `undo: true` in its metadata.",
    access: "authenticated",
    need: "audit.view",
    query: AuditLogQuery,
    parameterDocs: {
      ...PAGING_DOCS,
      action: "Only entries with this action, e.g. stage.created.",
      targetType: "Only entries with this target type, e.g. stage.",
      actorUserId: "Only entries by this user.",
      from: "Extension: only entries created at or after this moment (ISO 8601 with a zone; the UI sends the start of the viewer's day).",
      to: "Extension: only entries created before this moment (exclusive; the UI sends the start of the day after the viewer's last day).",
      q: "Extension: words to find, case-insensitively, in the actor's name, what the entry is about (its target's name, a member's name or e-mail address) and the action (e.g. `role`, `moved`); every word must match. At most 200 characters.",
    },
    success: {
      status: 200,
      description: "A page of audit entries",
      schema: AuditLogsResponse,
      example: {
        logs: [
          {
            id: 301,
            actorUserId: USER_ID,
            actorName: "Rita Recruiter",
            action: "stage.renamed",
            targetType: "stage",
            targetId: "32",
            metadata: { before: { name: "Screen" }, after: { name: "Phone screen" } },
            createdAt: at1,
          },
        ],
        page: page(1),
      },
    },
  },
  getHome: {
    method: "get",
    path: "/api/home",
    tag,
    summary: "The caller's home view",
    description:
      "Any role. `myTasks`: the caller's open review requests, oldest first; `reviewQueue`: active applications in the first stage of jobs the caller manages, oldest first. At most 50 each.",
    access: "authenticated",
    need: rows("the caller's own review tasks and the queues of the jobs they manage"),
    success: {
      status: 200,
      description: "Tasks and review queue",
      schema: HomeResponse,
      example: {
        myTasks: [{ applicationId: 55, jobId: 7, candidateName: "Grace Hopper", jobTitle: "Senior Backend Engineer", requestedAt: at1, interview: { id: 12, title: "Technical interview", startsAt: "2026-12-02T14:00:00.000Z" } }],
        reviewQueue: [{ applicationId: 56, jobId: 7, candidateName: "Alan Turing", jobTitle: "Senior Backend Engineer", appliedAt: at0 }],
      },
    },
  },
});
