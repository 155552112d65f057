import { z } from "zod";
import { PageQuery } from "@/lib/api/paging";
import { IdString } from "./common";
import { MAX_METRICS_PERIOD_DAYS } from "./metrics";
import { Count, DateOnly, Page, ResourceId, Timestamp } from "./responses/common";

// The funnel, the weekly trends and their drill-down (issue 50 item 2, docs/decisions/487). The
// period is given as the metrics' is: edges that are dates (midnight UTC) or instants with their
// offset, `to` exclusive; without them, the 90 days up to now.
const Edge = z.union([z.iso.date().transform((d) => new Date(`${d}T00:00:00Z`)), z.iso.datetime({ offset: true }).transform((d) => new Date(d))]);
const Text = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");

export const GROUP_BYS = ["none", "job", "department", "recruiter", "source"] as const;
export type GroupBy = (typeof GROUP_BYS)[number];
export const isGroupBy = (value: unknown): value is GroupBy => (GROUP_BYS as readonly unknown[]).includes(value);

const filters = {
  from: Edge.optional(),
  to: Edge.optional(),
  jobId: IdString.optional(),
  department: Text.optional(),
  // an application's source as the reports name it: 'unknown' for those without one
  source: Text.optional(),
};

function period<T extends z.ZodType<{ from?: Date; to?: Date }>>(schema: T) {
  return schema
    .refine((q) => !q.from || !q.to || q.from < q.to, { message: "must be before `to`", path: ["from"] })
    .refine((q) => !q.from || !q.to || q.to.getTime() - q.from.getTime() <= MAX_METRICS_PERIOD_DAYS * 86_400_000, {
      message: `the period may be at most ${MAX_METRICS_PERIOD_DAYS} days`,
      path: ["from"],
    });
}

export const FunnelQuery = period(z.object({ ...filters, groupBy: z.enum(GROUP_BYS).default("none") }));
export type FunnelQuery = z.output<typeof FunnelQuery>;

export const TrendsQuery = period(z.object(filters));
export type TrendsQuery = z.output<typeof TrendsQuery>;

// GET /api/reports/funnel/applications: the applications behind one figure, either a funnel cell
// (stage and outcome, with the group when the funnel was grouped) or a trend week (week and measure)
export const FunnelApplicationsQuery = period(
  PageQuery.extend({
    ...filters,
    groupBy: z.enum(GROUP_BYS).default("none"),
    // a group's `key` as the funnel answered it ("" for jobs without a department or creator)
    group: z.string().max(200, "must be at most 200 characters").optional(),
    stage: Text.optional(),
    outcome: z.enum(["entered", "passed"]).optional(),
    week: z.iso.date().optional(),
    measure: z.enum(["applications", "hires"]).optional(),
  }),
)
  .refine((q) => (q.stage === undefined) === (q.outcome === undefined), { message: "give `stage` and `outcome` together", path: ["stage"] })
  .refine((q) => (q.week === undefined) === (q.measure === undefined), { message: "give `week` and `measure` together", path: ["week"] })
  .refine((q) => (q.stage !== undefined) !== (q.week !== undefined), { message: "give either `stage` and `outcome`, or `week` and `measure`", path: [] })
  .refine((q) => q.week === undefined || new Date(`${q.week}T00:00:00Z`).getUTCDay() === 1, { message: "must be a Monday", path: ["week"] });
export type FunnelApplicationsQuery = z.output<typeof FunnelApplicationsQuery>;

const Period = z.object({ from: Timestamp, to: Timestamp });
const Share = z.number().min(0).max(1).nullable();
const Filters = z.object({ jobId: ResourceId.nullable(), department: z.string().nullable(), source: z.string().nullable() });
const Definitions = z.object({ entered: z.string(), passed: z.string(), passThrough: z.string(), conversion: z.string() });

export const FunnelStage = z.object({
  stage: z.string().describe("The stage's name; across jobs, stages of the same name count together"),
  entered: Count.describe("Applications that first entered the stage in the period"),
  passed: Count.describe("Of those, the ones that reached a later stage of their job since"),
  passThrough: Share.describe("passed / entered, the job's last stage left out (null when nothing was counted)"),
  reached: Count.describe("Of the group's entrants, those that reached the stage (in it or past it)"),
  conversion: Share.describe("reached over the entrants whose job has this stage (null when none)"),
});
export const FunnelGroup = z.object({
  key: z.string().nullable().describe("What the group is, for the drill-down's `group`: a job id, a department, a source or a member id; \"\" for jobs without a department or creator; null when not grouped"),
  label: z.string().nullable().describe("The job's title, the department, the source or the member's name; null when not grouped or unknown"),
  entrants: Count.describe("Applications that first entered their job's first stage in the period"),
  stages: z.array(FunnelStage),
});
export const FunnelResponse = z.object({
  period: Period,
  groupBy: z.enum(GROUP_BYS),
  filters: Filters,
  definitions: Definitions.describe("Where each column's definition is published"),
  groups: z.array(FunnelGroup),
});
export type FunnelResponse = z.output<typeof FunnelResponse>;

export const TrendWeek = z.object({
  week: DateOnly.describe("The week's Monday (UTC)"),
  applications: Count,
  hires: Count,
  timeToHireDaysMedian: z.number().nullable(),
  offerAcceptanceRate: Share,
  offersAnswered: Count.describe("The sample of offerAcceptanceRate; the sample of the median is `hires`"),
});
export const TrendsResponse = z.object({
  period: Period,
  filters: Filters,
  definitionUrl: z.string(),
  weeks: z.array(TrendWeek),
});
export type TrendsResponse = z.output<typeof TrendsResponse>;

export const FunnelApplication = z.object({
  id: ResourceId,
  candidateId: ResourceId,
  candidateName: z.string(),
  jobId: ResourceId,
  jobTitle: z.string(),
  stage: z.string().describe("The stage the application is in now"),
  status: z.enum(["active", "rejected", "hired", "withdrawn"]),
  appliedAt: Timestamp,
  hiredAt: Timestamp.nullable(),
});
export const FunnelApplicationsResponse = z.object({ applications: z.array(FunnelApplication), page: Page });
export type FunnelApplicationsResponse = z.output<typeof FunnelApplicationsResponse>;

// Saved views: the screen, its query as the address carries it, and the weekly e-mail
export const REPORT_VIEW_KINDS = ["funnel", "trends", "metrics"] as const;
export const MAX_REPORT_VIEWS = 50;
const ViewName = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[^\p{Cc}]*$/u, "must be one line of text");
// `range` (30d, 90d or all) is a period that moves with the day it is read on, as the reports page
// picks it; the other keys are the kind's query parameters
const PARAM_KEYS = ["range", "from", "to", "groupBy", "jobId", "department", "source"] as const;
export const ViewParams = z
  .partialRecord(z.enum(PARAM_KEYS), z.string().max(200, "must be at most 200 characters"))
  .describe("The view's query: `range` (30d, 90d or all) or `from`/`to`, and the kind's filters as the endpoint takes them");
export const RANGE_DAYS = { "30d": 30, "90d": 90, all: MAX_METRICS_PERIOD_DAYS } as const;

export const CreateReportViewBody = z.object({
  name: ViewName,
  kind: z.enum(REPORT_VIEW_KINDS),
  params: ViewParams.default({}),
  emailWeekly: z.boolean().default(false),
});
export type CreateReportViewBody = z.output<typeof CreateReportViewBody>;
export const UpdateReportViewBody = z
  .object({ name: ViewName.optional(), params: ViewParams.optional(), emailWeekly: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.params !== undefined || b.emailWeekly !== undefined, { message: "give name, params or emailWeekly", path: [] });
export type UpdateReportViewBody = z.output<typeof UpdateReportViewBody>;

export const ReportView = z.object({
  id: ResourceId,
  name: z.string(),
  kind: z.enum(REPORT_VIEW_KINDS),
  params: z.record(z.string(), z.string()),
  emailWeekly: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ReportView = z.output<typeof ReportView>;
export const ReportViewResponse = z.object({ view: ReportView });
export const ReportViewsResponse = z.object({ views: z.array(ReportView) });
