import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { withCaller } from "@/lib/db/caller-scope";
import { appUrl } from "@/lib/env";
import { queueMail } from "@/lib/mail/send-mail";
import type { Caller } from "@/lib/auth/caller";
import { normalizePermissions } from "@/lib/auth/permissions";
import { logger } from "@/lib/observability/logger";
import type { FunnelResponse, ReportView, TrendsResponse } from "@/lib/schemas/funnel";
import type { MetricsResponse } from "@/lib/schemas/metrics";
import { computeFunnel, computeTrends } from "./compute-funnel";
import { computeMetrics } from "./compute-metrics";
import { viewQuery } from "./report-views";

type Due = { id: number; organizationId: number; userId: string; email: string; name: string; role: string; permissions: string[] };

const DAY_MS = 86_400_000;

// The Monday 00:00 UTC of the week `at` falls in
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

// The saved views' weekly e-mails (the queue's cron, Mondays 07:00 UTC): each view with its e-mail
// on, whose owner is an active member who may read the reports, is computed AS ITS OWNER, under
// their policies, and mailed to them once for the week. `emailed_week` is set in the transaction
// that queues the mail, so a re-run, or another instance's run, sends nothing twice. Runs as the
// tables' owner (a queue job) to find the views; each view is computed and mailed in its owner's scope.
export async function sendReportViewEmails(): Promise<number> {
  const at = now();
  const week = weekStartOf(at);
  const weekDate = week.toISOString().slice(0, 10);
  const due = await db.$queryRaw<Due[]>`
    SELECT v.id, v.organization_id AS "organizationId", u.id AS "userId", u.email, u.name, u.role, r.permissions
      FROM report_views v
      JOIN users u ON u.id = v.user_id AND u.organization_id = v.organization_id
      JOIN roles r ON r.organization_id = u.organization_id AND r.key = u.role
     WHERE v.email_weekly AND (v.emailed_week IS NULL OR v.emailed_week < ${weekDate}::date)
       AND u.deactivated_at IS NULL AND u.removed_at IS NULL
     ORDER BY v.id`;
  let sent = 0;
  for (const owner of due) {
    const permissions = normalizePermissions(owner.permissions);
    // their role lost the reports: nothing to compute for them
    if (!permissions.includes("reports.view")) continue;
    const caller: Caller = { userId: owner.userId, orgId: owner.organizationId, role: owner.role, permissions, name: owner.name, credential: { kind: "api_key", id: 0 } };
    try {
      if (await withCaller(caller, () => mailView(caller, owner, owner.id, week, weekDate))) sent += 1;
    } catch (error) {
      // one view that cannot be computed (a job since hidden from its owner) does not hold back the others
      logger().warn({ component: "report-view-email", viewId: owner.id }, `weekly e-mail not sent: ${(error as Error).message}`);
    }
  }
  return sent;
}

type Figures = { lines: string[]; period: { from: string; to: string } };

// In the owner's scope: the view as its owner reads it (their own row, by the table's policy).
async function mailView(caller: Caller, owner: Due, id: number, week: Date, weekDate: string): Promise<boolean> {
  const view = await db.reportView.findUnique({ where: { id }, select: { id: true, name: true, kind: true, params: true } });
  if (!view) return false;
  const kind = view.kind as ReportView["kind"];
  const params = view.params as Record<string, string>;
  // a view without a period reads the 90 days up to the week's start, as the endpoints do up to now
  const parsed = viewQuery(kind, params.range || params.from || params.to ? params : { ...params, to: week.toISOString() }, week);
  if (!parsed.success) throw new Error(`its params are no longer a query: ${parsed.error.issues[0]?.message}`);
  const figures =
    kind === "funnel"
      ? funnelLines(await computeFunnel(parsed.data as Parameters<typeof computeFunnel>[0]))
      : kind === "trends"
        ? trendLines(await computeTrends(parsed.data as Parameters<typeof computeTrends>[0]))
        : metricLines(await computeMetrics(caller, parsed.data as Parameters<typeof computeMetrics>[1]));
  return db.$transaction(async (tx) => {
    // taken once: a run that finds it locked or already mailed for the week leaves it
    const [taken] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM report_views WHERE id = ${id} AND email_weekly AND (emailed_week IS NULL OR emailed_week < ${weekDate}::date) FOR UPDATE SKIP LOCKED`;
    if (!taken) return false;
    const link = `${appUrl()}/reports?view=${view.id}`;
    await queueMail(tx, {
      organizationId: owner.organizationId,
      kind: "report_view_weekly",
      to: owner.email,
      subject: `Your weekly report: ${view.name}`,
      text: [
        `Hello ${owner.name},`,
        "",
        `${view.name}, ${day(figures.period.from)} to ${day(figures.period.to)} (the end not included), counted over what you may see:`,
        "",
        ...figures.lines,
        "",
        `Open the view: ${link}`,
        `What each figure means: ${appUrl()}/docs/metrics`,
        "",
        `You get this e-mail every Monday because the saved view's weekly e-mail is on; turn it off in the view's menu: ${link}`,
      ].join("\n"),
    });
    await tx.$executeRaw`UPDATE report_views SET emailed_week = ${weekDate}::date WHERE id = ${id}`;
    return true;
  });
}

const day = (iso: string) => iso.slice(0, 10);
const percent = (share: number | null) => (share === null ? "no figure" : `${Math.round(share * 1000) / 10}%`);

function funnelLines(funnel: FunnelResponse): Figures {
  const lines = funnel.groups.length === 0 ? ["No application entered a stage in this period."] : [];
  for (const group of funnel.groups) {
    if (funnel.groupBy !== "none") lines.push(`${group.label ?? (group.key ? group.key : "None recorded")} (${group.entrants} entrants)`);
    else lines.push(`${group.entrants} entrants`);
    for (const stage of group.stages) {
      lines.push(`- ${stage.stage}: ${stage.entered} entered, ${stage.passed} passed (pass-through ${percent(stage.passThrough)}), conversion ${percent(stage.conversion)}`);
    }
  }
  return { lines, period: funnel.period };
}

function trendLines(trends: TrendsResponse): Figures {
  return {
    period: trends.period,
    lines: trends.weeks.map(
      (w) =>
        `- Week of ${w.week}: ${w.applications} applications, ${w.hires} hires, median time to hire ${w.timeToHireDaysMedian === null ? "no figure" : `${w.timeToHireDaysMedian} days`}, offer acceptance ${percent(w.offerAcceptanceRate)} of ${w.offersAnswered} answered`,
    ),
  };
}

function metricLines(metrics: MetricsResponse): Figures {
  return {
    period: metrics.period,
    lines: metrics.metrics.map((m) => {
      const value = m.value === null ? "no figure" : m.unit === "ratio" ? percent(m.value) : m.unit === "days" ? `${m.value} days` : String(m.value);
      return `- ${m.name}: ${value} (${m.statistic} of ${m.sampleSize})`;
    }),
  };
}

