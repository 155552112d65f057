import { can, type Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_DAYS, type ReportQuery } from "@/lib/schemas/report";
import { reportJobFilterSql, reportJobFoundSql } from "./report-filter";
import { rejectionReasonCountsSql } from "./rejection-reason-counts";
import { recommendationCountsSql } from "./recommendation-counts";
import { now } from "@/lib/clock";

// THE TEST ORACLE: the report as it was computed until decision 200, from every application and
// stage visit in the range. The endpoint reads aggregates (report-query.ts); tests/report-aggregates
// compares both on random histories. Only the job/department filter (decision 201) was added here.
// Definitions (range, weeks, stays, which jobs): docs/decisions/050-hiring-report.md.
export function reportOracleQuery(caller: Caller, query: ReportQuery): Prisma.Sql {
  const { range } = query;
  const days = range === "all" ? null : RANGE_DAYS[range];
  const at = now();
  const jobFilter = reportJobFilterSql(query);
  const filtered = jobFilter !== Prisma.empty;
  // admins and recruiters see every application of the org: no filter, so min(created_at) is an index
  // lookup; everyone else counts exactly the applications they may see (docs/decisions/171)
  const scoped = !can(caller, "jobs.view_all");
  const inJobs = filtered ? Prisma.sql` AND a.job_id IN (SELECT j.id FROM jobs j WHERE TRUE ${jobFilter})` : Prisma.empty;
  // which applications the caller sees is the policies' rule: run it in the caller's scope
  const visibleApplications = Prisma.sql`TRUE${inJobs}`;
  const visibleVisits = scoped ? Prisma.sql`AND v.application_id IN (SELECT a.id FROM applications a)` : Prisma.empty;
  // `all` has no period before it: zeros without scanning anything
  const prevPeriod =
    days === null
      ? Prisma.sql`SELECT 0 AS applications, 0 AS hired`
      : Prisma.sql`SELECT count(*) AS applications, count(*) FILTER (WHERE a.status = 'hired') AS hired
          FROM applications a, span s
          WHERE ${visibleApplications}
            AND a.created_at >= s.start_at - make_interval(days => s.days) AND a.created_at < s.start_at`;
  return Prisma.sql`
    WITH visible_jobs AS (
      SELECT j.id, j.title, j.status, j.created_at FROM jobs j WHERE TRUE ${jobFilter}
    ), span AS (
      SELECT ${at}::timestamptz AS end_at, d.days,
        CASE WHEN d.days IS NOT NULL THEN ${at}::timestamptz - make_interval(days => d.days)
             ELSE coalesce((SELECT min(a.created_at) FROM applications a WHERE ${visibleApplications}), ${at}::timestamptz) END AS start_at
      FROM (SELECT ${days}::int AS days) d
    ), created_weeks AS (
      SELECT date_trunc('week', a.created_at AT TIME ZONE 'UTC')::date AS week,
        count(*) AS applications,
        count(*) FILTER (WHERE a.status = 'active') AS active,
        count(*) FILTER (WHERE a.status = 'rejected') AS rejected,
        count(*) FILTER (WHERE a.status = 'hired') AS hired,
        count(*) FILTER (WHERE a.status = 'withdrawn') AS withdrawn,
        sum(a.hired_at - a.created_at) AS time_to_hire
      FROM applications a, span s
      WHERE ${visibleApplications} AND a.created_at >= s.start_at AND a.created_at <= s.end_at
      GROUP BY 1
    ), weeks AS (
      SELECT w::date AS week
      FROM span s, generate_series(date_trunc('week', s.start_at AT TIME ZONE 'UTC'),
                                   date_trunc('week', s.end_at AT TIME ZONE 'UTC'), interval '1 week') w
    ), hired_weeks AS (
      -- clamped into the series so the weeks always add up to totals, even for a skewed clock
      SELECT least(greatest(date_trunc('week', a.hired_at AT TIME ZONE 'UTC')::date, (SELECT min(week) FROM weeks)),
                   (SELECT max(week) FROM weeks)) AS week, count(*) AS hired
      FROM applications a, span s
      WHERE ${visibleApplications} AND a.status = 'hired' AND a.created_at >= s.start_at AND a.created_at <= s.end_at
      GROUP BY 1
    ), prev AS (
      ${prevPeriod}
    ), stage_avgs AS (
      -- every status change closes the open stay, so an open stay is a current one and runs to now
      SELECT st.job_id, v.stage_id, avg(coalesce(v.left_at, s.end_at) - v.entered_at) AS stay
      FROM stage_visits v JOIN stages st ON st.id = v.stage_id, span s
      WHERE st.job_id IN (SELECT id FROM visible_jobs) ${visibleVisits}
        AND v.entered_at <= s.end_at AND (v.left_at IS NULL OR v.left_at >= s.start_at)
      GROUP BY st.job_id, v.stage_id
    ), report_jobs AS (
      SELECT vj.id, vj.title, vj.created_at FROM visible_jobs vj
      WHERE vj.status = 'open' OR vj.id IN (SELECT job_id FROM stage_avgs)
    ), stage_counts AS (
      SELECT a.current_stage_id AS stage_id, count(*) AS n
      FROM applications a WHERE ${visibleApplications} AND a.status = 'active' GROUP BY 1
    ), job_stages AS (
      SELECT st.job_id, json_agg(json_build_object(
          'name', st.name,
          'count', coalesce(sc.n, 0),
          'avgDaysInStage', coalesce(round((extract(epoch FROM sa.stay) / 86400)::numeric, 1), 0)) ORDER BY st.position) AS stages
      FROM stages st
      JOIN report_jobs rj ON rj.id = st.job_id
      LEFT JOIN stage_counts sc ON sc.stage_id = st.id
      LEFT JOIN stage_avgs sa ON sa.stage_id = st.id
      GROUP BY st.job_id
    )
    SELECT json_build_object(
      'totals', (SELECT json_build_object(
          'applications', coalesce(sum(applications), 0),
          'active', coalesce(sum(active), 0),
          'rejected', coalesce(sum(rejected), 0),
          'hired', coalesce(sum(hired), 0),
          'withdrawn', coalesce(sum(withdrawn), 0)) FROM created_weeks),
      'prev', (SELECT json_build_object('applications', applications, 'hired', hired) FROM prev),
      'series', (SELECT json_agg(json_build_object(
          'weekStart', to_char(w.week, 'YYYY-MM-DD'),
          'applications', coalesce(c.applications, 0),
          'hired', coalesce(h.hired, 0)) ORDER BY w.week)
        FROM weeks w LEFT JOIN created_weeks c ON c.week = w.week LEFT JOIN hired_weeks h ON h.week = w.week),
      'avgTimeToHireDays', (SELECT coalesce(round((extract(epoch FROM sum(time_to_hire)) / 86400 / nullif(sum(hired), 0))::numeric, 1), 0)
        FROM created_weeks),
      'recommendations', ${recommendationCountsSql(query, at)},
      'jobs', (SELECT coalesce(json_agg(json_build_object('id', rj.id, 'title', rj.title, 'stages', coalesce(js.stages, '[]'::json))
                                        ORDER BY rj.created_at DESC, rj.id DESC), '[]'::json)
        FROM report_jobs rj LEFT JOIN job_stages js ON js.job_id = rj.id),
      'rejectionReasons', ${rejectionReasonCountsSql(visibleApplications)}
    ) AS report,
    ${reportJobFoundSql(caller, query)} AS "jobFound"`;
}
