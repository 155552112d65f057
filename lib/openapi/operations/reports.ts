import { AuditLogQuery } from "@/lib/schemas/audit";
import { AuditLogsResponse, EeoReportResponse, HomeResponse, ReportResponse, SourceReportResponse } from "@/lib/schemas/responses";
import { SourceReportQuery } from "@/lib/schemas/source";
import { EeoReportQuery } from "@/lib/schemas/eeo";
import { ReportQuery } from "@/lib/schemas/report";
import { at0, at1, page, USER_ID } from "../examples";
import type { Operation } from "../types";
import { PAGING_DOCS } from "./paging";

const tag = "Reports";

export const reportOperations: Operation[] = [
  {
    method: "get",
    path: "/api/reports",
    operationId: "getReport",
    tag,
    summary: "Hiring report",
    description:
      "Any role with `reports.view` (every built-in role; others 403), over the jobs the caller can see. `totals` counts applications created in the range and how many of them are now active, rejected, hired or withdrawn; `prev` the same for the period of equal length before (zeros for `all`); `series` one entry per week (Monday, UTC), oldest first, adding up to `totals`; `jobs[].stages` active applications per stage and mean days in it; `rejectionReasons` (extension) the rejections among `totals` counted by the organization's rejection reason, most first, those without one under `id: null` (docs/decisions/281). Averages are rounded to 1 decimal (docs/decisions/050-hiring-report.md). Extensions: `jobId` and `department` narrow every figure and `jobs[]` to one job or one department (docs/decisions/201). Read from aggregates kept current with every change, so its cost follows the range and the number of jobs, not the organization's history (docs/decisions/200). The answer is kept per organization and request shape and served again until the next change in the organization or for at most a minute, so the figures that move with the clock (the range's edges, days in a stage so far) may be up to a minute old (docs/decisions/253). Every answer carries a weak `ETag` of its content and `Cache-Control: private, no-cache`: browsers keep it and ask again with `If-None-Match`, and while the figures are the same the answer is 304 without a body (docs/decisions/256).",
    access: "authenticated",
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
  {
    method: "get",
    path: "/api/reports/eeo",
    operationId: "getEeoReport",
    tag,
    summary: "EEO survey report",
    description:
      "Extension, for `reports.eeo` (admins). The voluntary self-identification survey of the apply form, counted for one closed calendar quarter (UTC): the applications created in it, by job (every job, newest first) and by stage, in total and per answer of each question. The current quarter is never counted: its applications appear once it has ended (`notCountedSince`), and `period` is null until a quarter has ended since the organization was created. Each job's counts of a quarter are released once, at the first read after the quarter ended, and every later read answers the same numbers whatever happens since (more stages, moves, erasures), so no two reads differ by one person's answers; the stages are those of that moment, with each application in the stage it was in then. No individual answer is ever returned: a group of fewer than 5 responses is `null`, and so is any count from which a hidden one could be worked out by subtraction (a question's answers add up to the group's total, and the stages add up to the job). Quarters share no application, so no count of one is worked out from another's (docs/decisions/447). Answers are kept apart from applications and never appear in application, candidate or webhook reads (docs/decisions/340).",
    access: "authenticated",
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
  {
    method: "get",
    path: "/api/reports/sources",
    operationId: "getSourceReport",
    tag,
    summary: "Applications and hires by source",
    description:
      "Extension, any role with `reports.view` (every built-in role; others 403), over the applications the caller can see. Applications created in the range (narrowed by `jobId` or `department` as the hiring report is) grouped by their `source` (the careers link's `source` or `utm_source`, or set by a recruiter), with how many of them are now hired and the conversion (docs/decisions/343).",
    access: "authenticated",
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
  {
    method: "get",
    path: "/api/audit-logs",
    operationId: "listAuditLogs",
    tag,
    summary: "Audit log",
    description:
      "Admins only. Every change in the organization, newest first (ties by id), filtered and paged. A change made by an Undo carries `undo: true` in its metadata.",
    access: "authenticated",
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
  {
    method: "get",
    path: "/api/home",
    operationId: "getHome",
    tag,
    summary: "The caller's home view",
    description:
      "Any role. `myTasks`: the caller's open review requests, oldest first; `reviewQueue`: active applications in the first stage of jobs the caller manages, oldest first. At most 50 each.",
    access: "authenticated",
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
];
