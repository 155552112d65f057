import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { RANGE_DAYS, type Report, type ReportRange } from "@/lib/schemas/report";
import { visibleJobsCondition } from "./visible-jobs-condition";

// Endpoint 18 in one SQL statement that answers the finished JSON document; no application
// row reaches JS. Definitions (range, weeks, stays, which jobs): docs/decisions/050-hiring-report.md.
export async function buildReport(caller: Caller, range: ReportRange): Promise<Report> {
  const days = range === "all" ? null : RANGE_DAYS[range];
  const rows = await db.$queryRaw<{ report: Report }[]>`
    WITH span0 AS (
      SELECT now() AS end_at, ${days}::int AS days
    ), visible_jobs AS (
      SELECT j.id, j.title, j.status, j.created_at FROM jobs j WHERE ${visibleJobsCondition(caller)}
    ), apps AS (
      SELECT a.id, a.job_id, a.current_stage_id, a.status, a.created_at, a.hired_at
      FROM applications a
      WHERE a.organization_id = ${caller.orgId} AND a.job_id IN (SELECT id FROM visible_jobs)
    ), span AS (
      SELECT s.end_at, s.days,
        CASE WHEN s.days IS NULL THEN coalesce((SELECT min(created_at) FROM apps), s.end_at)
             ELSE s.end_at - make_interval(days => s.days) END AS start_at
      FROM span0 s
    ), in_range AS (
      SELECT a.* FROM apps a, span s WHERE a.created_at >= s.start_at AND a.created_at <= s.end_at
    ), prev AS (
      SELECT count(*) AS applications, count(*) FILTER (WHERE a.status = 'hired') AS hired
      FROM apps a, span s
      WHERE s.days IS NOT NULL
        AND a.created_at >= s.start_at - make_interval(days => s.days) AND a.created_at < s.start_at
    ), weeks AS (
      SELECT w::date AS week
      FROM span s, generate_series(date_trunc('week', s.start_at AT TIME ZONE 'UTC'),
                                   date_trunc('week', s.end_at AT TIME ZONE 'UTC'), interval '1 week') w
    ), created_weeks AS (
      SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, count(*) AS n
      FROM in_range GROUP BY 1
    ), hired_weeks AS (
      -- clamped into the series so the weeks always add up to totals, even for a skewed clock
      SELECT least(greatest(date_trunc('week', hired_at AT TIME ZONE 'UTC')::date, (SELECT min(week) FROM weeks)),
                   (SELECT max(week) FROM weeks)) AS week, count(*) AS n
      FROM in_range WHERE status = 'hired' GROUP BY 1
    ), stays AS (
      -- a stay ends when the application left the stage; an open stay of a closed application at its closing
      SELECT st.job_id, v.stage_id, v.entered_at,
        coalesce(v.left_at, CASE WHEN a.status = 'active' THEN s.end_at ELSE least(coalesce(a.closed_at, s.end_at), s.end_at) END) AS left_at
      FROM stage_visits v
      JOIN stages st ON st.id = v.stage_id
      JOIN applications a ON a.id = v.application_id
      CROSS JOIN span s
      WHERE st.job_id IN (SELECT id FROM visible_jobs)
    ), stays_in_range AS (
      SELECT st.job_id, st.stage_id, st.left_at - st.entered_at AS length
      FROM stays st, span s WHERE st.entered_at <= s.end_at AND st.left_at >= s.start_at
    ), stage_avgs AS (
      SELECT stage_id, avg(extract(epoch FROM greatest(length, interval '0'))) / 86400 AS days
      FROM stays_in_range GROUP BY stage_id
    ), report_jobs AS (
      SELECT vj.id, vj.title, vj.created_at FROM visible_jobs vj
      WHERE vj.status = 'open' OR vj.id IN (SELECT job_id FROM stays_in_range)
    ), stage_counts AS (
      SELECT current_stage_id AS stage_id, count(*) AS n FROM apps WHERE status = 'active' GROUP BY 1
    )
    SELECT json_build_object(
      'totals', (SELECT json_build_object(
          'applications', count(*),
          'active', count(*) FILTER (WHERE status = 'active'),
          'rejected', count(*) FILTER (WHERE status = 'rejected'),
          'hired', count(*) FILTER (WHERE status = 'hired'),
          'withdrawn', count(*) FILTER (WHERE status = 'withdrawn')) FROM in_range),
      'prev', (SELECT json_build_object('applications', applications, 'hired', hired) FROM prev),
      'series', (SELECT coalesce(json_agg(json_build_object(
          'weekStart', to_char(w.week, 'YYYY-MM-DD'),
          'applications', coalesce(c.n, 0),
          'hired', coalesce(h.n, 0)) ORDER BY w.week), '[]'::json)
        FROM weeks w LEFT JOIN created_weeks c ON c.week = w.week LEFT JOIN hired_weeks h ON h.week = w.week),
      'avgTimeToHireDays', (SELECT coalesce(round(avg(extract(epoch FROM hired_at - created_at)) / 86400, 1), 0)
        FROM in_range WHERE status = 'hired'),
      'jobs', (SELECT coalesce(json_agg(json_build_object(
          'id', rj.id,
          'title', rj.title,
          'stages', (SELECT coalesce(json_agg(json_build_object(
                'name', st.name,
                'count', coalesce(sc.n, 0),
                'avgDaysInStage', coalesce(round(sa.days, 1), 0)) ORDER BY st.position), '[]'::json)
              FROM stages st
              LEFT JOIN stage_counts sc ON sc.stage_id = st.id
              LEFT JOIN stage_avgs sa ON sa.stage_id = st.id
              WHERE st.job_id = rj.id)) ORDER BY rj.created_at DESC, rj.id DESC), '[]'::json)
        FROM report_jobs rj)
    ) AS report`;
  return rows[0].report;
}
