import {
  APPLICATION_DAYS, CREATED_IN_PERIOD, ENTRANTS, FIRST_ENTERED_IN_PERIOD, HAS_LATER_STAGE, HIRES, IS_FIRST_STAGE, SEES_JOB_WHOLE, STAGE_ENTRIES,
  WHOLE_DAYS,
} from "./metric-definitions";

// The funnel and the weekly trends of the reports page (issue 50 item 2, docs/decisions/487), each
// defined once, beside the statement that computes it: GET /api/reports/funnel and
// GET /api/reports/trends run these strings, GET /api/reports/funnel/applications lists the rows
// behind a figure from the same common table expressions, and /docs/metrics/{key} publishes them.
// They run as the viewer, under the row-level policies, like the metrics catalogue.
//
// Parameters of every statement here: $1 the period's start (inclusive), $2 its end (exclusive),
// $3 a job id, $4 a department, $5 a source ('unknown' for none), each null for all.

export type ReportDefinition = {
  key: string;
  name: string;
  // what the figures mean, in sentences a head of talent reads
  definition: string[];
  sql: string;
  // the statement that lists the applications behind one figure (the drill-down)
  drillDownSql: string;
};

const FILTERS = `($3::int IS NULL OR a.job_id = $3::int)
     AND ($4::text IS NULL OR j.department = $4::text)
     AND ($5::text IS NULL OR coalesce(a.source, 'unknown') = $5::text)`;

// The funnel's groups ($6: none, job, department, source or recruiter). A job's "recruiter" is the
// member who created it (jobs.created_by_id): jobs have hiring managers but no recruiter field.
const GROUP_KEY = `CASE $6::text WHEN 'job' THEN a.job_id::text WHEN 'department' THEN coalesce(j.department, '')
              WHEN 'source' THEN coalesce(a.source, 'unknown') WHEN 'recruiter' THEN coalesce(j.created_by_id, '') ELSE '' END`;
const GROUP_LABEL = `CASE $6::text WHEN 'job' THEN j.title WHEN 'department' THEN j.department
              WHEN 'source' THEN coalesce(a.source, 'unknown') WHEN 'recruiter' THEN (SELECT u.name FROM users u WHERE u.id = j.created_by_id) END`;

// One row per application and stage of its job: whether it first entered that stage in the period,
// passed it (reached a later stage of its job since), whether the job has a later stage at all, and
// whether the application is one of the funnel's entrants (it first entered its job's first stage
// in the period) and reached the stage (is in it or went past it).
const CELLS = `WITH apps AS (
  SELECT a.id, a.job_id, ${GROUP_KEY} AS group_key,
         ${GROUP_LABEL} AS group_label
    FROM applications a JOIN jobs j ON j.id = a.job_id
   WHERE ${FILTERS}
), visits AS (
  SELECT v.application_id, v.stage_id, v.entered_at
    FROM ${STAGE_ENTRIES} v JOIN apps ON apps.id = v.application_id
   WHERE v.first_entry
), reach AS (
  SELECT vi.application_id, max(s.position) AS furthest,
         min(vi.entered_at) FILTER (WHERE ${IS_FIRST_STAGE}) AS entered_first
    FROM visits vi JOIN stages s ON s.id = vi.stage_id
   GROUP BY vi.application_id
), cells AS (
  SELECT apps.id AS application_id, apps.group_key, apps.group_label, lower(s.name) AS stage_key, s.name, s.position,
         vi.entered_at,
         coalesce(vi.entered_at >= $1 AND vi.entered_at < $2, false) AS entered,
         coalesce(r.furthest > s.position, false) AS passed,
         ${HAS_LATER_STAGE} AS has_later,
         ${IS_FIRST_STAGE} AS first_stage,
         coalesce(r.entered_first >= $1 AND r.entered_first < $2, false) AS entrant,
         coalesce(r.furthest >= s.position, false) AS reached
    FROM apps JOIN stages s ON s.job_id = apps.job_id
    LEFT JOIN visits vi ON vi.application_id = apps.id AND vi.stage_id = s.id
    LEFT JOIN reach r ON r.application_id = apps.id
)`;

// FILTERS on a row `a` that carries the application's job and source: its job among the ids of the
// visible jobs the filters keep, read once as an array (a join lets the planner compare every row
// with every job)
const FILTERED_BY_ROW = `a.job_id = ANY (ARRAY(SELECT j.id FROM jobs j WHERE ($3::int IS NULL OR j.id = $3::int) AND ($4::text IS NULL OR j.department = $4::text)))
     AND ($5::text IS NULL OR coalesce(a.source, 'unknown') = $5::text)`;

// The funnel's figures read only the period's rows, as the cells above define them: every group's
// stages (zeros included) from the jobs of its applications (each job's sources from the day buckets
// of the jobs the viewer sees whole, and from the rows of the applications seen only through a
// review request: docs/decisions/513), the period's first entries of the
// filtered applications (entered, passed, has a later stage: whole days from the first-entry day
// buckets, docs/decisions/516, as the pass-through rate reads them) and the period's entrants
// (analytics_entrants, docs/decisions/519, counted per job, source and furthest position, each count
// at every stage of its job), each counted per group and stage, then summed. The drill-down below
// lists the same applications from the cells.
const FUNNEL_SQL = `WITH job_sources AS (
  SELECT DISTINCT a.job_id, a.source FROM ${APPLICATION_DAYS} a WHERE a.applications > 0
  UNION
  SELECT a.job_id, coalesce(a.source, 'unknown') FROM applications a
   WHERE a.id IN (SELECT caller_reviewed_application_ids()) AND NOT ${SEES_JOB_WHOLE("a")}
), groups AS (
  SELECT DISTINCT a.job_id, ${GROUP_KEY} AS group_key,
         ${GROUP_LABEL} AS group_label
    FROM job_sources a JOIN jobs j ON j.id = a.job_id
   WHERE ${FILTERS}
), entrants AS (
  ${ENTRANTS("a", FILTERED_BY_ROW)}
), ${WHOLE_DAYS}, first_entered AS (
  ${FIRST_ENTERED_IN_PERIOD(FILTERED_BY_ROW)}
), cells AS (
  SELECT g.group_key, min(g.group_label) AS group_label, lower(s.name) AS stage_key, min(s.name) AS name, min(s.position) AS position,
         0 AS entered, 0 AS passed, 0 AS pass_base, 0 AS entrants, 0 AS first_entrants, 0 AS reached
    FROM groups g JOIN stages s ON s.job_id = g.job_id
   GROUP BY 1, 3
  UNION ALL
  SELECT ${GROUP_KEY}, NULL, lower(s.name), NULL, NULL,
         sum(a.entered), sum(a.passed), sum(a.entered * (${HAS_LATER_STAGE})::int), 0, 0, 0
    -- summed per job, source and stage first, so the joins and the stages' rules run once per such group, not per bucket
    FROM (SELECT job_id, source, stage_id, sum(entered) AS entered, sum(passed) AS passed FROM first_entered GROUP BY 1, 2, 3) a
    JOIN jobs j ON j.id = a.job_id JOIN stages s ON s.id = a.stage_id AND s.job_id = a.job_id
   GROUP BY 1, 3
  UNION ALL
  SELECT ${GROUP_KEY}, NULL, lower(s.name), NULL, NULL,
         0, 0, 0, sum(a.n), sum(a.n * (${IS_FIRST_STAGE})::int), sum(a.n * (a.furthest >= s.position)::int)
    FROM entrants a JOIN jobs j ON j.id = a.job_id JOIN stages s ON s.job_id = a.job_id
   GROUP BY 1, 3
)
SELECT group_key, min(group_label) AS group_label, min(name) AS stage, min(position)::int AS position,
       sum(entered)::int AS entered, sum(passed)::int AS passed, sum(pass_base)::int AS pass_base,
       sum(entrants)::int AS entrants, sum(first_entrants)::int AS first_entrants, sum(reached)::int AS reached
  FROM cells
 GROUP BY group_key, stage_key`;

export const FUNNEL: ReportDefinition = {
  key: "funnel",
  name: "Funnel: entered and passed",
  definition: [
    "Entered: the applications that first entered a stage in the period (a return to the stage is not a second entry). Passed: of those, the ones that have reached a later stage of their job since, wherever they are now.",
    "Pass-through is passed divided by entered, as the pass-through rate defines it: a job's last stage has no later one and is left out of it. Applications still in the stage count as not passed, so recent periods read lower.",
    "Conversion is the share of the funnel's entrants (the applications that first entered their job's first stage in the period) that reached the stage, as stage conversion defines it.",
    "Stages of different jobs with the same name count together, in the order of their lowest position; grouped by job, each job shows its own stages. Groups: the job; its department; the application's source ('unknown' when none was given); or the recruiter, who is the member that created the job (jobs carry hiring managers, not a recruiter), so an application counts in exactly one group.",
  ],
  sql: FUNNEL_SQL,
  // $7 the group's key (null for every group), $8 the stage's name, $9 'entered' or 'passed',
  // $10 the page's size, $11 its offset
  drillDownSql: `${CELLS}
SELECT c.application_id AS id, count(*) OVER ()::int AS total
  FROM cells c
 WHERE ($7::text IS NULL OR c.group_key = $7::text) AND c.stage_key = lower($8::text)
   AND c.entered AND ($9::text = 'entered' OR c.passed)
 ORDER BY c.entered_at DESC, c.application_id DESC
 LIMIT $10 OFFSET $11`,
};

// A day is 86,400 seconds of elapsed time, as in the metrics catalogue.
const WEEK_SPANS = `weeks AS (
  SELECT w::date AS week, greatest(w AT TIME ZONE 'UTC', $1::timestamptz) AS lo, least((w + interval '7 days') AT TIME ZONE 'UTC', $2::timestamptz) AS hi
    FROM generate_series(date_trunc('week', $1::timestamptz AT TIME ZONE 'UTC'), $2::timestamptz AT TIME ZONE 'UTC', interval '7 days') w
   WHERE w AT TIME ZONE 'UTC' < $2::timestamptz
)`;
// the week (its Monday) an instant falls in
const WEEK_OF = (at: string) => `date_trunc('week', ${at} AT TIME ZONE 'UTC')::date`;

const WEEKS = `WITH ${WEEK_SPANS}, apps AS (
  SELECT a.id, a.status, a.created_at, a.hired_at
    FROM applications a JOIN jobs j ON j.id = a.job_id
   WHERE ${FILTERS}
)`;

export const WEEKLY_TRENDS: ReportDefinition = {
  key: "weekly_trends",
  name: "Weekly trends",
  definition: [
    "One row per week, Monday 00:00 UTC to the next Monday, cut to the period at its two ends.",
    "Applications: created in the week. Hires: marked hired in the week. Time to hire: the median of those hires' days from application to hire, as the time to hire metric defines it. Offer acceptance: of the offers the candidate answered in the week, the share accepted, as the offer acceptance rate defines it.",
    "Each week states its sample sizes: the hires behind the median and the answered offers behind the share. An empty sample has no figure rather than zero.",
  ],
  // Each measure reads only its period's rows, grouped by week once: the applications created in the
  // period (its whole days from day buckets, the rest from rows: docs/decisions/513), its hires from
  // analytics_hires (one row per hire, kept by a trigger: docs/decisions/508), the offers answered in
  // it. Every week lies inside the period, so a row's (and a day's) week is its week here.
  sql: `WITH ${WEEK_SPANS}, ${WHOLE_DAYS}, created AS (
  SELECT date_trunc('week', c.day::timestamp)::date AS week, sum(c.applications)::int AS applications
    FROM (
  ${CREATED_IN_PERIOD({ join: "JOIN jobs j ON j.id = a.job_id", where: FILTERS, unfiltered: "$3::int IS NULL AND $4::text IS NULL",
                        bySource: "($5::text IS NULL OR a.source = $5::text)" })}
    ) c
   GROUP BY 1
), hired AS (
  SELECT ${WEEK_OF("a.hired_at")} AS week, count(*)::int AS hires,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.hired_at - a.created_at) / 86400) AS time_to_hire
    FROM ${HIRES} a JOIN jobs j ON j.id = a.job_id
   WHERE a.hired_at >= $1 AND a.hired_at < $2 AND ${FILTERS}
   GROUP BY 1
), answered AS (
  SELECT ${WEEK_OF("o.responded_at")} AS week, avg((o.status = 'accepted')::int) AS offer_acceptance, count(*)::int AS offers_answered
    FROM offers o JOIN applications a ON a.id = o.application_id JOIN jobs j ON j.id = a.job_id
   WHERE o.status IN ('accepted', 'declined') AND o.responded_at >= $1 AND o.responded_at < $2 AND ${FILTERS}
   GROUP BY 1
)
SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
       coalesce(c.applications, 0) AS applications,
       coalesce(h.hires, 0) AS hires,
       h.time_to_hire,
       o.offer_acceptance,
       coalesce(o.offers_answered, 0) AS offers_answered
  FROM weeks w
  LEFT JOIN created c ON c.week = w.week
  LEFT JOIN hired h ON h.week = w.week
  LEFT JOIN answered o ON o.week = w.week
 ORDER BY w.week`,
  // $6 the week's Monday, $7 'applications' or 'hires', $8 the page's size, $9 its offset
  drillDownSql: `${WEEKS}
SELECT a.id, count(*) OVER ()::int AS total
  FROM weeks w JOIN apps a
    ON CASE $7::text WHEN 'hires' THEN a.status = 'hired' AND a.hired_at >= w.lo AND a.hired_at < w.hi
                     ELSE a.created_at >= w.lo AND a.created_at < w.hi END
 WHERE w.week = $6::date
 ORDER BY CASE $7::text WHEN 'hires' THEN a.hired_at ELSE a.created_at END DESC, a.id DESC
 LIMIT $8 OFFSET $9`,
};

export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [FUNNEL, WEEKLY_TRENDS];

export function reportDefinition(key: string): ReportDefinition | undefined {
  return REPORT_DEFINITIONS.find((report) => report.key === key);
}
