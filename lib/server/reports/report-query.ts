import type { Caller } from "@/lib/auth/caller";
import { can } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_DAYS, type ReportQuery } from "@/lib/schemas/report";
import { reportJobFilterSql, reportJobFoundSql } from "./report-filter";
import { rejectionReasonCountsSql } from "./rejection-reason-counts";
import { recommendationCountsSql } from "./recommendation-counts";
import { now } from "@/lib/clock";

// The whole report as one statement answering one row: `report` (JSON) and `jobFound` (whether
// `jobId`, if any, names a visible job). Definitions: docs/decisions/050, 171; how it is read: 200.
//
// Figures come from two sources that add up:
// - "whole jobs", the visible jobs whose every application the caller sees (all of them for admins
//   and recruiters, the jobs a hiring manager manages): per-day aggregates kept by triggers
//   (report_job_days, report_job_hires, report_stage_days, report_stage_now) for every whole UTC
//   day after the range's first day, and the rows themselves for the first day (and the first day
//   of the previous period), through indexes;
// - "single applications", those the caller sees only because they were asked to review them: a
//   few rows, counted as lib/server/reports/report-oracle-query.ts counts them.
// An unfiltered report of the whole organization (admins, recruiters) reads per-organization days
// instead of per-job days, and `all` reads per-stage totals instead of per-stage days (decision 202).
// Cost: O(days in range) + O(stages) rows for the whole organization, O(jobs x days in range) +
// O(stages) for a filtered or hiring manager's report, plus one day of rows; never the history.
export function reportQuery(caller: Caller, query: ReportQuery): Prisma.Sql {
  const { range } = query;
  const days = range === "all" ? null : RANGE_DAYS[range];
  const at = now();
  const jobFilter = reportJobFilterSql(query);
  const wholeOrg = can(caller, "jobs.view_all") && query.jobId === undefined && query.department === undefined;
  const firstApplication = wholeOrg
    ? Prisma.sql`(SELECT min(a.created_at) FROM applications a)`
    : Prisma.sql`(SELECT min(f.first) FROM whole_jobs w, LATERAL (
        SELECT a.created_at AS first FROM applications a WHERE a.job_id = w.id
        ORDER BY a.created_at LIMIT 1) f)`;
  const onEdgeDays = Prisma.sql`((a.created_at >= s.start_day_from AND a.created_at < s.start_day_to)
    OR (s.days IS NOT NULL AND a.created_at >= s.prev_day_from AND a.created_at < s.prev_day_to))`;
  const edgeApplications = wholeOrg
    ? Prisma.sql`SELECT a.id, a.job_id, a.status, a.created_at, a.hired_at, true AS whole FROM applications a, span s
        WHERE ${onEdgeDays}`
    : Prisma.sql`SELECT a.id, a.job_id, a.status, a.created_at, a.hired_at, true AS whole
        FROM whole_jobs w, span s, LATERAL (
          SELECT a.id, a.job_id, a.status, a.created_at, a.hired_at FROM applications a
          WHERE a.job_id = w.id AND ${onEdgeDays}) a`;
  // the per-organization counters hold the caller's organization only (its policy): nothing to filter
  const dayBuckets = wholeOrg
    ? Prisma.sql`report_org_days b, span s WHERE true`
    : Prisma.sql`report_job_days b, span s WHERE b.job_id IN (SELECT id FROM whole_jobs)`;
  const hireBuckets = wholeOrg
    ? Prisma.sql`report_org_hires h, span s WHERE true`
    : Prisma.sql`report_job_hires h, span s WHERE h.job_id IN (SELECT id FROM whole_jobs)`;
  // For `all` the range starts at the first application, so a stay that ended on its first day
  // belongs to an application created that day (a stay never ends before its application was
  // made): those few applications' visits, instead of one index probe per stage. Each one's visits
  // through its own index probe (OFFSET 0 keeps the subquery apart): joined plainly, Postgres
  // guessed thousands of edge applications and hashed every stay of the database (40 ms at the
  // bench's size, 10 times that at scale 10).
  const firstDayStays =
    days === null
      ? Prisma.sql`SELECT v.stage_id, 1, extract(epoch FROM v.left_at - v.entered_at)
          FROM edge_apps a, span s, LATERAL (
            SELECT v.stage_id, v.left_at, v.entered_at FROM stage_visits v
            WHERE v.application_id = a.id AND v.left_at >= s.start_at AND v.left_at < s.start_day_to AND v.entered_at <= s.end_at
            OFFSET 0) v
          WHERE a.whole`
      : Prisma.sql`SELECT v.stage_id, 1, extract(epoch FROM v.left_at - v.entered_at)
          FROM whole_stages ws, span s, LATERAL (
            SELECT v.stage_id, v.left_at, v.entered_at FROM stage_visits v
            WHERE v.stage_id = ws.id AND v.left_at >= s.start_at AND v.left_at < s.start_day_to AND v.entered_at <= s.end_at) v`;
  // completed stays that ended after the range's first day, and the open ones (which run to now)
  const stayBuckets =
    days === null
      ? Prisma.sql`SELECT o.stage_id, o.closed_stays + o.open_stays AS n,
            o.closed_seconds + o.open_stays * extract(epoch FROM s.end_at) - o.open_entered AS seconds
          FROM report_stage_now o, span s WHERE o.stage_id IN (SELECT id FROM whole_stages)
          UNION ALL
          SELECT d.stage_id, -d.stays, -d.stay_seconds FROM report_stage_days d, span s
          WHERE d.day <= s.start_day AND d.stage_id IN (SELECT id FROM whole_stages)`
      : Prisma.sql`SELECT d.stage_id, d.stays AS n, d.stay_seconds AS seconds FROM report_stage_days d, span s
          WHERE d.stage_id IN (SELECT id FROM whole_stages) AND d.day > s.start_day
          UNION ALL
          SELECT o.stage_id, o.open_stays, o.open_stays * extract(epoch FROM s.end_at) - o.open_entered
          FROM report_stage_now o, span s WHERE o.stage_id IN (SELECT id FROM whole_stages) AND o.open_stays <> 0`;
  // applications visible one by one: only through a review request, so the caller's requests are
  // the index; the policies decide what is visible
  const singleApplications = can(caller, "jobs.view_all")
    ? Prisma.sql`SELECT a.id, a.job_id, a.current_stage_id, a.status, a.created_at, a.hired_at FROM applications a WHERE false`
    : Prisma.sql`SELECT a.id, a.job_id, a.current_stage_id, a.status, a.created_at, a.hired_at FROM applications a
        WHERE a.id IN (SELECT caller_reviewed_application_ids())
          AND a.job_id IN (SELECT id FROM visible_jobs) AND a.job_id NOT IN (SELECT id FROM whole_jobs)`;
  return Prisma.sql`
    WITH visible_jobs AS (
      SELECT j.id, j.title, j.status, j.created_at FROM jobs j WHERE TRUE ${jobFilter}
    ), whole_jobs AS (
      SELECT vj.id FROM visible_jobs vj WHERE (SELECT caller_sees_all_jobs()) OR caller_manages_job(vj.id)
    ), single_apps AS (
      ${singleApplications}
    ), span AS (
      SELECT x.*, (x.start_at AT TIME ZONE 'UTC')::date AS start_day,
        ((x.start_at AT TIME ZONE 'UTC')::date)::timestamp AT TIME ZONE 'UTC' AS start_day_from,
        ((x.start_at AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC' AS start_day_to,
        (x.prev_at AT TIME ZONE 'UTC')::date AS prev_day,
        ((x.prev_at AT TIME ZONE 'UTC')::date)::timestamp AT TIME ZONE 'UTC' AS prev_day_from,
        ((x.prev_at AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC' AS prev_day_to
      FROM (
        SELECT y.*, y.start_at - make_interval(days => coalesce(y.days, 0)) AS prev_at FROM (
          SELECT ${at}::timestamptz AS end_at, d.days,
            CASE WHEN d.days IS NOT NULL THEN ${at}::timestamptz - make_interval(days => d.days)
                 ELSE coalesce(least(${firstApplication}, (SELECT min(created_at) FROM single_apps)), ${at}::timestamptz) END AS start_at
          FROM (SELECT ${days}::int AS days) d) y) x
    ), edge_apps AS (
      -- the applications of whole jobs created on the range's first day or the previous period's
      ${edgeApplications}
      UNION ALL
      SELECT a.id, a.job_id, a.status, a.created_at, a.hired_at, false FROM single_apps a
    ), app_rows AS (
      SELECT CASE WHEN b.day > s.start_day THEN 'cur' ELSE 'prev' END AS period, b.day,
        b.applications, b.active, b.rejected, b.hired, b.withdrawn, b.hire_seconds
      FROM ${dayBuckets}
        AND (b.day > s.start_day OR (s.days IS NOT NULL AND b.day > s.prev_day AND b.day < s.start_day))
      UNION ALL
      SELECT CASE WHEN a.created_at >= s.start_at THEN 'cur' ELSE 'prev' END, (a.created_at AT TIME ZONE 'UTC')::date,
        1, (a.status = 'active')::int, (a.status = 'rejected')::int, (a.status = 'hired')::int, (a.status = 'withdrawn')::int,
        coalesce(extract(epoch FROM a.hired_at - a.created_at), 0)
      FROM edge_apps a, span s
      WHERE a.created_at <= s.end_at AND (a.created_at >= s.start_at OR (s.days IS NOT NULL AND a.created_at >= s.prev_at))
    ), created_weeks AS (
      SELECT date_trunc('week', r.day::timestamp)::date AS week, sum(r.applications) AS applications,
        sum(r.active) AS active, sum(r.rejected) AS rejected, sum(r.hired) AS hired, sum(r.withdrawn) AS withdrawn,
        sum(r.hire_seconds)::numeric(38, 6) AS hire_seconds
      FROM app_rows r WHERE r.period = 'cur' GROUP BY 1
    ), weeks AS (
      SELECT w::date AS week
      FROM span s, generate_series(date_trunc('week', s.start_at AT TIME ZONE 'UTC'),
                                   date_trunc('week', s.end_at AT TIME ZONE 'UTC'), interval '1 week') w
    ), hire_rows AS (
      SELECT h.hired_week AS week, h.hired FROM ${hireBuckets} AND h.day > s.start_day
      UNION ALL
      SELECT date_trunc('week', a.hired_at AT TIME ZONE 'UTC')::date, 1 FROM edge_apps a, span s
      WHERE a.status = 'hired' AND a.created_at >= s.start_at AND a.created_at <= s.end_at
    ), hired_weeks AS (
      -- clamped into the series so the weeks always add up to totals, even for a skewed clock
      SELECT least(greatest(r.week, (SELECT min(week) FROM weeks)), (SELECT max(week) FROM weeks)) AS week, sum(r.hired) AS hired
      FROM hire_rows r GROUP BY 1
    ), prev AS (
      SELECT coalesce(sum(r.applications), 0) AS applications, coalesce(sum(r.hired), 0) AS hired
      FROM app_rows r WHERE r.period = 'prev'
    ), whole_stages AS (
      SELECT st.id FROM stages st WHERE st.job_id IN (SELECT id FROM whole_jobs)
    ), stay_rows AS (
      ${stayBuckets}
      UNION ALL
      -- completed stays that ended on the range's first day, at or after its start
      ${firstDayStays}
      UNION ALL
      SELECT v.stage_id, 1, extract(epoch FROM coalesce(v.left_at, s.end_at) - v.entered_at)
      FROM stage_visits v, span s
      WHERE v.application_id IN (SELECT id FROM single_apps)
        AND v.entered_at <= s.end_at AND (v.left_at IS NULL OR v.left_at >= s.start_at)
    ), stage_avgs AS (
      SELECT st.job_id, r.stage_id, sum(r.seconds) / sum(r.n) AS seconds
      FROM stay_rows r JOIN stages st ON st.id = r.stage_id
      GROUP BY st.job_id, r.stage_id HAVING sum(r.n) > 0
    ), report_jobs AS (
      SELECT vj.id, vj.title, vj.created_at FROM visible_jobs vj
      WHERE vj.status = 'open' OR vj.id IN (SELECT job_id FROM stage_avgs)
    ), stage_counts AS (
      SELECT r.stage_id, sum(r.n) AS n FROM (
        SELECT o.stage_id, o.active AS n FROM report_stage_now o WHERE o.stage_id IN (SELECT id FROM whole_stages)
        UNION ALL
        SELECT a.current_stage_id, 1 FROM single_apps a WHERE a.status = 'active'
      ) r GROUP BY 1
    ), job_stages AS (
      SELECT st.job_id, json_agg(json_build_object(
          'name', st.name,
          'count', coalesce(sc.n, 0),
          'avgDaysInStage', coalesce(round((sa.seconds / 86400)::numeric, 1), 0)) ORDER BY st.position) AS stages
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
      'avgTimeToHireDays', (SELECT coalesce(round((sum(hire_seconds) / 86400 / nullif(sum(hired), 0))::numeric, 1), 0)
        FROM created_weeks),
      'recommendations', ${recommendationCountsSql(query, at)},
      'jobs', (SELECT coalesce(json_agg(json_build_object('id', rj.id, 'title', rj.title, 'stages', coalesce(js.stages, '[]'::json))
                                        ORDER BY rj.created_at DESC, rj.id DESC), '[]'::json)
        FROM report_jobs rj LEFT JOIN job_stages js ON js.job_id = rj.id),
      'rejectionReasons', ${rejectionReasonCountsSql(Prisma.sql`(a.job_id IN (SELECT id FROM whole_jobs) OR a.id IN (SELECT id FROM single_apps))`)}
    ) AS report,
    ${reportJobFoundSql(caller, query)} AS "jobFound"`;
}
