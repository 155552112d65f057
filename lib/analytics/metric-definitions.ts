// The metrics of GET /api/reports/metrics with their published definitions (issue 50,
// docs/decisions/487). Each one's SQL is the statement the endpoint runs and the text its page at
// /docs/metrics/{key} shows, so the page cannot drift from the number. The statements run as the
// caller, under the row-level policies: every figure counts the applications (and offers,
// messages, interviews) the viewer may see. Parameters: $1 the period's start (inclusive), $2 its
// end (exclusive), $3 a job id or null for every job.

// When the team first answered application `a`: the earliest of a message sent to the candidate
// about it, its move out of the stage it was received in, or its rejection or hire; null while
// unanswered. The metric time_to_first_answer_days_median and the answer deadline (docs/decisions/494,
// lib/server/applications/awaiting-answer.ts) read this one expression, so "answered" means one thing.
export const FIRST_ANSWER_AT = `least((SELECT min(m.sent_at) FROM candidate_messages m
                 WHERE m.application_id = a.id AND m.direction = 'outbound' AND m.sent_at IS NOT NULL),
               (SELECT min(v.left_at) FROM stage_visits v WHERE v.application_id = a.id),
               CASE WHEN a.status IN ('rejected', 'hired') THEN a.closed_at END)`;

// The stage rules the pass-through rate, stage conversion and the funnel (lib/analytics/
// funnel-definitions.ts) share, written once so "entered", "first stage" and "has a later stage"
// mean one thing on every figure. They read analytics_stage_entries (docs/decisions/508, 510): one
// row per stage visit, kept by triggers on stage_visits, stages and applications in the writing
// transaction (so never stale) and seen exactly when its application is, with the application's
// job and source, whether the visit is its first entry into the stage (its earliest visit, so a
// return to the stage is not a second entry) and, for a first entry, `passed_at`: the first time
// the application entered a stage at a higher position; and `first_booked_at`, the first interview
// created during the visit (time to schedule; also kept by a trigger on interviews). A period's
// rows are read through (organization_id, entered_at), (organization_id, left_at) or
// (organization_id, first_booked_at).
export const STAGE_ENTRIES = "analytics_stage_entries";
// whether stage `s` is its job's first stage
export const IS_FIRST_STAGE = "s.position = (SELECT min(f.position) FROM stages f WHERE f.job_id = s.job_id)";
// whether stage `s` has a later stage in its job (a job's last stage has no pass-through)
export const HAS_LATER_STAGE = "EXISTS (SELECT 1 FROM stages later WHERE later.job_id = s.job_id AND later.position > s.position)";
// The funnel's entrants: the applications whose first entry into their job's first stage fell in
// the period (the earliest, should an application have entered the first stages of two jobs), read
// from analytics_entrants (docs/decisions/519): one row per application that has first entered a
// first stage, kept by triggers on analytics_stage_entries in the writing transaction (so never
// stale) and seen exactly when its application is, with its job, its source, when it first entered
// a first stage (`entered_at`, read through (organization_id, entered_at)) and `furthest`, the
// highest position of a stage it has entered. Counted per job, source and furthest position, so the
// statements join the stages once per such group rather than once per entrant. `where` filters the
// rows `alias`.
export const ENTRANTS_TABLE = "analytics_entrants";
export const ENTRANTS = (alias: string, where: string) => `SELECT ${alias}.job_id, ${alias}.source, ${alias}.furthest, count(*)::int AS n
    FROM ${ENTRANTS_TABLE} ${alias}
   WHERE ${alias}.entered_at >= $1 AND ${alias}.entered_at < $2 AND ${where}
   GROUP BY 1, 2, 3`;

export type MetricUnit = "days" | "ratio" | "interviews" | "hires";
// how `value` is summarized over the sample: stated beside every figure
export type MetricStatistic = "median" | "mean" | "share" | "count";
// single: one value; byStage and bySource: a value per stage (by name, across jobs) or per source,
// plus the total as `value`
export type MetricShape = "single" | "byStage" | "bySource";

export type MetricDefinition = {
  key: string;
  name: string;
  unit: MetricUnit;
  statistic: MetricStatistic;
  shape: MetricShape;
  // what the number means, in sentences a head of talent reads
  definition: string[];
  sql: string;
};

const JOB = "($3::int IS NULL OR a.job_id = $3::int)";

// The hires of the metrics that summarize hires are read from analytics_hires (docs/decisions/508):
// one row per application whose status is hired, kept by a trigger in the writing transaction (so
// never stale) and seen exactly when its application is. A period's hires are read through
// (organization_id, hired_at) instead of scanning every application; its medians are taken over
// those rows, exactly. It is aliased `a` so the job filter reads as over applications.
export const HIRES = "analytics_hires";

// Time to first answer reads analytics_first_answers (docs/decisions/508): one row per application,
// kept by triggers on applications, stage_visits and candidate_messages and seen exactly when its
// application is, with FIRST_ANSWER_AT in two parts: `answered_at`, its first move out of a stage or
// its rejection or hire, and `first_message_at`, its first message sent. A period's applications
// are read through (organization_id, created_at).
export const FIRST_ANSWERS = "analytics_first_answers";
// Whether the viewer may read the messages of application row `alias`: what the policies of
// candidate_messages (prisma/policies/50-candidates.sql) show of a message about an application, to a
// viewer who sees the application: with messages.read, every job's (jobs.view_all) or its managed
// jobs' (so not those of an application seen only through a review request). Each part is read once
// per statement, not per row. The aggregates test holds it to the messages read under the policies.
const READS_MESSAGES_OF = (alias: string) => `(SELECT caller_can('messages.read')) AND ${SEES_JOB_WHOLE(alias)}`;

// Applications created, by source and UTC day, read from day buckets (docs/decisions/513):
// analytics_application_days per job, source (coalesce(source, 'unknown')) and day of creation, how
// many and how many are hired now, and analytics_organization_days, the same summed per
// organization; both kept by triggers in the writing transaction (so never stale). A bucket counts
// every application it covers, so its policy shows it only to a viewer who sees them all: a job's
// to a viewer of every job or a manager of it (SEES_JOB_WHOLE), the organization's to a viewer of
// every job. The applications a viewer sees only through a review request are counted from their
// rows. A period's whole UTC days are read from the buckets, its partial first and last days from
// the rows, so the cost follows the period's days, not its applications.
export const APPLICATION_DAYS = "analytics_application_days";
export const ORGANIZATION_DAYS = "analytics_organization_days";
// Whether the viewer sees every application of job `alias`.job_id, as the job buckets' policy
// (prisma/policies/50-candidates.sql) decides: every job's (jobs.view_all) or their managed jobs'.
// Each part is read once per statement.
export const SEES_JOB_WHOLE = (alias: string) =>
  `((SELECT caller_sees_all_jobs()) OR ${alias}.job_id = ANY (ARRAY(SELECT caller_managed_job_ids())))`;
// The period's whole UTC days [first_day, end_day) and their instants [from_at, to_at): from the
// first midnight at or after $1 to the last at or before $2 (none when the period lies within a
// day). The applications created in [$1, from_at) or [to_at, $2) are on its partial days.
export const WHOLE_DAYS = `whole_days AS (
  SELECT d.first_day, d.end_day,
         d.first_day::timestamp AT TIME ZONE 'UTC' AS from_at, d.end_day::timestamp AT TIME ZONE 'UTC' AS to_at
    FROM (SELECT f.first_day, greatest(f.first_day, ($2::timestamptz AT TIME ZONE 'UTC')::date) AS end_day
            FROM (SELECT ($1::timestamptz AT TIME ZONE 'UTC')::date
                         + (($1::timestamptz AT TIME ZONE 'UTC')::time > '00:00')::int AS first_day) f) d
)`;
// The period's applications as (source, applications, hired, day) rows that add up: its whole days
// from the organization's buckets when the viewer sees every job and `unfiltered` holds (`bySource`
// alone filters them), else from its jobs' buckets (a viewer of some jobs reads their managed jobs'
// by key, the rows the buckets' policy shows them); the rows of its partial first and last
// days (each a range of created_at, read through the index); and the rows of its whole days that
// the viewer sees only through a review request. `where` filters the job
// buckets and the rows, over `a` (and `join`'s tables).
export const CREATED_IN_PERIOD = (o: { join?: string; where: string; unfiltered: string; bySource?: string }) => {
  const from = (table: string) => ["FROM", table, o.join].filter(Boolean).join(" ");
  return `-- whole days: the organization's buckets, for a viewer of every job without filters
  SELECT a.source, a.applications, a.hired, a.day
    FROM ${ORGANIZATION_DAYS} a CROSS JOIN whole_days s
   WHERE ${o.unfiltered} AND (SELECT caller_sees_all_jobs())
     AND a.day >= s.first_day AND a.day < s.end_day AND a.applications > 0${o.bySource ? ` AND ${o.bySource}` : ""}
  UNION ALL
  -- whole days: else every job's buckets, for a viewer of every job with filters
  SELECT a.source, a.applications, a.hired, a.day
    ${from(`${APPLICATION_DAYS} a`)} CROSS JOIN whole_days s
   WHERE (SELECT caller_sees_all_jobs()) AND NOT (${o.unfiltered})
     AND a.day >= s.first_day AND a.day < s.end_day AND a.applications > 0 AND ${o.where}
  UNION ALL
  -- whole days: their managed jobs' buckets, for any other viewer
  SELECT a.source, a.applications, a.hired, a.day
    ${from(`${APPLICATION_DAYS} a`)} CROSS JOIN whole_days s
   WHERE NOT (SELECT caller_sees_all_jobs()) AND a.job_id = ANY (ARRAY(SELECT caller_managed_job_ids()))
     AND a.day >= s.first_day AND a.day < s.end_day AND a.applications > 0 AND ${o.where}
  UNION ALL
  -- the first partial day, from the rows
  SELECT coalesce(a.source, 'unknown'), 1, (a.status = 'hired')::int, (a.created_at AT TIME ZONE 'UTC')::date
    ${from("applications a")}
   WHERE a.created_at >= $1 AND a.created_at < (SELECT least(s.from_at, $2) FROM whole_days s) AND ${o.where}
  UNION ALL
  -- the last partial day, from the rows
  SELECT coalesce(a.source, 'unknown'), 1, (a.status = 'hired')::int, (a.created_at AT TIME ZONE 'UTC')::date
    ${from("applications a")}
   WHERE a.created_at >= (SELECT s.to_at FROM whole_days s) AND a.created_at < $2 AND ${o.where}
  UNION ALL
  -- whole days: the applications the viewer sees only through a review request, from the rows
  SELECT coalesce(a.source, 'unknown'), 1, (a.status = 'hired')::int, (a.created_at AT TIME ZONE 'UTC')::date
    ${from("applications a")} CROSS JOIN whole_days s
   WHERE a.id IN (SELECT caller_reviewed_application_ids()) AND NOT ${SEES_JOB_WHOLE("a")}
     AND a.created_at >= s.from_at AND a.created_at < s.to_at AND ${o.where}`;
};

// First stage entries, by stage and UTC day of entry, read from day buckets (docs/decisions/516):
// analytics_stage_entry_days per job, stage, source and day, how many first entries and how many have
// since reached a later stage, kept by triggers on analytics_stage_entries (so never stale) and seen,
// as decision 513's buckets, only by a viewer who sees every application of the job.
export const STAGE_ENTRY_DAYS = "analytics_stage_entry_days";
// The period's first entries as (job_id, source, stage_id, entered, passed) rows that add up (source
// as coalesce(source, 'unknown')): its whole days from the
// job buckets (every job's for a viewer of every job, their managed jobs' by key for any other), its
// partial first and last days from the rows (each a range of entered_at, read through the index), and
// the rows of its whole days that the viewer sees only through a review request. `where` filters the
// buckets and the rows, over `a`.
export const FIRST_ENTERED_IN_PERIOD = (where: string) => `-- whole days: every job's buckets, for a viewer of every job
  SELECT a.job_id, a.source, a.stage_id, a.entered, a.passed
    FROM ${STAGE_ENTRY_DAYS} a CROSS JOIN whole_days s
   WHERE (SELECT caller_sees_all_jobs()) AND a.day >= s.first_day AND a.day < s.end_day AND a.entered > 0 AND ${where}
  UNION ALL
  -- whole days: their managed jobs' buckets, for any other viewer
  SELECT a.job_id, a.source, a.stage_id, a.entered, a.passed
    FROM ${STAGE_ENTRY_DAYS} a CROSS JOIN whole_days s
   WHERE NOT (SELECT caller_sees_all_jobs()) AND a.job_id = ANY (ARRAY(SELECT caller_managed_job_ids()))
     AND a.day >= s.first_day AND a.day < s.end_day AND a.entered > 0 AND ${where}
  UNION ALL
  -- the first partial day, from the rows
  SELECT a.job_id, coalesce(a.source, 'unknown'), a.stage_id, 1, (a.passed_at IS NOT NULL)::int
    FROM ${STAGE_ENTRIES} a
   WHERE a.first_entry AND a.entered_at >= $1 AND a.entered_at < (SELECT least(s.from_at, $2) FROM whole_days s) AND ${where}
  UNION ALL
  -- the last partial day, from the rows
  SELECT a.job_id, coalesce(a.source, 'unknown'), a.stage_id, 1, (a.passed_at IS NOT NULL)::int
    FROM ${STAGE_ENTRIES} a
   WHERE a.first_entry AND a.entered_at >= (SELECT s.to_at FROM whole_days s) AND a.entered_at < $2 AND ${where}
  UNION ALL
  -- whole days: the first entries the viewer sees only through a review request, from the rows
  SELECT a.job_id, coalesce(a.source, 'unknown'), a.stage_id, 1, (a.passed_at IS NOT NULL)::int
    FROM ${STAGE_ENTRIES} a CROSS JOIN whole_days s
   WHERE a.first_entry AND a.application_id IN (SELECT caller_reviewed_application_ids()) AND NOT ${SEES_JOB_WHOLE("a")}
     AND a.entered_at >= s.from_at AND a.entered_at < s.to_at AND ${where}`;

// A day is 86,400 seconds of elapsed time (daylight saving changes do not shorten or lengthen it).
const days = (interval: string) => `extract(epoch FROM ${interval}) / 86400`;

export const METRICS: readonly MetricDefinition[] = [
  {
    key: "time_to_hire_days_median",
    name: "Time to hire",
    unit: "days",
    statistic: "median",
    shape: "single",
    definition: [
      "For each application hired in the period, the days from the moment the candidate applied (the application's creation) to the moment it was marked hired.",
      "The figure is the median of those durations: half of the hires took less, half took more. A mean would let one slow hire move it.",
      "An application imported or added by a recruiter counts from when it entered the product, not from an earlier date outside it.",
    ],
    sql: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days("a.hired_at - a.created_at")}) AS value,
       count(*)::int AS n
  FROM ${HIRES} a
 WHERE a.hired_at >= $1 AND a.hired_at < $2
   AND ${JOB}`,
  },
  {
    key: "time_to_fill_days_median",
    name: "Time to fill",
    unit: "days",
    statistic: "median",
    shape: "single",
    definition: [
      "For each hire in the period, the days from the moment its job first opened to the hire. A job's opening is the first time its status became open; a draft's time before that does not count.",
      "Jobs that were already open before the product recorded openings count from their creation.",
      "The figure is the median over hires: a job with three hires counts three times.",
    ],
    sql: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days("a.hired_at - j.opened_at")}) AS value,
       count(*)::int AS n
  FROM ${HIRES} a JOIN jobs j ON j.id = a.job_id
 WHERE a.hired_at >= $1 AND a.hired_at < $2
   AND j.opened_at IS NOT NULL AND ${JOB}`,
  },
  {
    key: "time_in_stage_days_median",
    name: "Time in stage",
    unit: "days",
    statistic: "median",
    shape: "byStage",
    definition: [
      "For each time an application left a stage in the period (moved on, or moved back), the days it had spent in that stage.",
      "Per stage the median of those durations; stages of different jobs with the same name count together. The total is the median over every stage.",
      "Applications still in a stage are not counted until they leave it, and neither are applications rejected or withdrawn while in it.",
    ],
    sql: `SELECT min(s.name) AS stage, min(s.position)::int AS position,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days("a.left_at - a.entered_at")}) AS value,
       count(*)::int AS n, grouping(lower(s.name))::int AS total
  FROM ${STAGE_ENTRIES} a
  JOIN stages s ON s.id = a.stage_id
 WHERE a.left_at >= $1 AND a.left_at < $2 AND ${JOB}
 GROUP BY GROUPING SETS ((lower(s.name)), ())`,
  },
  {
    key: "pass_through_rate",
    name: "Pass-through rate",
    unit: "ratio",
    statistic: "share",
    shape: "byStage",
    definition: [
      "Of the applications that first entered a stage in the period, the share that has since reached a later stage of its job.",
      "Per stage, and in total over every stage. A job's last stage has no later one and is left out.",
      "Applications still in the stage count as not passed, so the most recent periods read lower until their candidates are decided.",
    ],
    sql: `WITH ${WHOLE_DAYS}, entered AS (
  ${FIRST_ENTERED_IN_PERIOD(JOB)}
)
SELECT min(s.name) AS stage, min(s.position)::int AS position,
       sum(e.passed)::numeric / sum(e.entered) AS value,
       coalesce(sum(e.entered), 0)::int AS n, grouping(lower(s.name))::int AS total
  -- summed per stage first, so the stages' rules run once per stage, not per bucket
  FROM (SELECT stage_id, sum(entered) AS entered, sum(passed) AS passed FROM entered GROUP BY stage_id) e
  JOIN stages s ON s.id = e.stage_id
 WHERE ${HAS_LATER_STAGE}
 GROUP BY GROUPING SETS ((lower(s.name)), ())`,
  },
  {
    key: "stage_conversion",
    name: "Stage conversion",
    unit: "ratio",
    statistic: "share",
    shape: "byStage",
    definition: [
      "Of the applications that first entered their job's first stage in the period (the funnel's entrants), the share that has reached each stage since: it is in that stage or went past it, whether or not it is still active.",
      "Per stage, over the entrants whose job has a stage of that name; stages of different jobs with the same name count together, so the first stage reads 1.",
      "In total, the share of entrants that reached their job's last stage. Applications added straight into a later stage are not entrants. Recent periods read lower until their candidates are decided.",
    ],
    sql: `WITH entrants AS (
  ${ENTRANTS("a", JOB)}
)
SELECT min(s.name) AS stage, min(s.position)::int AS position, sum(e.n * (e.furthest >= s.position)::int)::numeric / sum(e.n) AS value,
       sum(e.n)::int AS n, 0 AS total
  FROM entrants e JOIN stages s ON s.job_id = e.job_id
 GROUP BY lower(s.name)
UNION ALL
SELECT NULL, NULL, sum(e.n * (e.furthest >= (SELECT max(l.position) FROM stages l WHERE l.job_id = e.job_id))::int)::numeric / sum(e.n),
       coalesce(sum(e.n), 0)::int, 1
  FROM entrants e`,
  },
  {
    key: "offer_acceptance_rate",
    name: "Offer acceptance rate",
    unit: "ratio",
    statistic: "share",
    shape: "single",
    definition: [
      "Of the offers the candidate answered in the period, the share accepted.",
      "Offers withdrawn, expired or still waiting for an answer are not counted. Only the offers the viewer may read count, so a viewer without access to offers sees no figure.",
    ],
    sql: `SELECT avg((o.status = 'accepted')::int) AS value, count(*)::int AS n
  FROM offers o JOIN applications a ON a.id = o.application_id
 WHERE o.status IN ('accepted', 'declined') AND o.responded_at >= $1 AND o.responded_at < $2
   AND ${JOB}`,
  },
  {
    key: "interviews_per_hire",
    name: "Interviews per hire",
    unit: "interviews",
    statistic: "mean",
    shape: "single",
    definition: [
      "For each application hired in the period, the number of its interviews that were not cancelled; the figure is their mean.",
      "Every interviewer of a panel day's interview is one interview, not one per person.",
    ],
    sql: `SELECT avg((SELECT count(*) FROM interviews i WHERE i.application_id = a.application_id AND i.status <> 'cancelled')) AS value,
       count(*)::int AS n
  FROM ${HIRES} a
 WHERE a.hired_at >= $1 AND a.hired_at < $2
   AND ${JOB}`,
  },
  {
    key: "time_to_first_answer_days_median",
    name: "Time to first answer",
    unit: "days",
    statistic: "median",
    shape: "single",
    definition: [
      "For each application created in the period, the days until the team first answered the candidate: the earliest of a message sent to them, a move out of the stage they applied into, or a rejection or hire.",
      "The figure is the median over the applications answered so far; those still waiting are counted apart (`unanswered`). An automatic receipt is not an answer.",
      "Messages count only for viewers who may read the candidate's messages.",
    ],
    sql: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days("answered.at - answered.created_at")}) AS value,
       count(answered.at)::int AS n, (count(*) - count(answered.at))::int AS unanswered
  FROM (SELECT a.created_at,
               CASE WHEN ${READS_MESSAGES_OF("a")} THEN least(a.answered_at, a.first_message_at) ELSE a.answered_at END AS at
          FROM ${FIRST_ANSWERS} a
         WHERE a.created_at >= $1 AND a.created_at < $2 AND ${JOB}) answered`,
  },
  {
    key: "time_to_schedule_days_median",
    name: "Time to schedule",
    unit: "days",
    statistic: "median",
    shape: "single",
    definition: [
      "For each stage visit whose first interview was booked in the period, the days from the application entering the stage to that booking.",
      "The figure is the median. Interviews booked later in the same visit, and visits with no interview, are not counted.",
    ],
    sql: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days("a.first_booked_at - a.entered_at")}) AS value,
       count(*)::int AS n
  FROM ${STAGE_ENTRIES} a
 WHERE a.first_booked_at >= $1 AND a.first_booked_at < $2 AND ${JOB}`,
  },
  {
    key: "source_of_hire",
    name: "Source of hire",
    unit: "hires",
    statistic: "count",
    shape: "bySource",
    definition: [
      "The applications hired in the period, by the source each one came from (the named source, else the link's utm_source; 'unknown' when neither was given).",
      "The total is the number of hires; per source, that source's hires and its share of all of them.",
    ],
    sql: `SELECT coalesce(a.source, 'unknown') AS source, count(*)::int AS n,
       grouping(coalesce(a.source, 'unknown'))::int AS total
  FROM ${HIRES} a
 WHERE a.hired_at >= $1 AND a.hired_at < $2
   AND ${JOB}
 GROUP BY GROUPING SETS ((coalesce(a.source, 'unknown')), ())`,
  },
  {
    key: "source_quality",
    name: "Source quality",
    unit: "ratio",
    statistic: "share",
    shape: "bySource",
    definition: [
      "Of the applications created in the period, the share hired so far (hires per application), per source and in total.",
      "Recent periods read lower until their candidates are decided.",
    ],
    sql: `WITH ${WHOLE_DAYS}, created AS (
  ${CREATED_IN_PERIOD({ where: JOB, unfiltered: "$3::int IS NULL" })}
)
SELECT c.source, sum(c.hired)::numeric / sum(c.applications) AS value, coalesce(sum(c.applications), 0)::int AS n,
       grouping(c.source)::int AS total
  FROM created c
 GROUP BY GROUPING SETS ((c.source), ())`,
  },
];

export function metricDefinition(key: string): MetricDefinition | undefined {
  return METRICS.find((metric) => metric.key === key);
}

// Where a metric's definition is published: linked from every place the metric is shown.
export const metricDefinitionUrl = (key: string) => `/docs/metrics/${key}`;
