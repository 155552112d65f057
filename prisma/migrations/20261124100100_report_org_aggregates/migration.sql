-- The hiring report for a whole organization reads per-organization days and per-stage totals
-- (docs/decisions/202): an admin's or recruiter's unfiltered report then reads O(days) + O(stages)
-- rows instead of O(jobs x days) + O(stages x days).

-- Applications by organization and day of creation: as report_job_days, summed over the jobs.
-- Every write of the organization already queues on its audit counter (decision 052); these rows
-- are taken after the job counters and before it.
CREATE TABLE "report_org_days" (
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "day" DATE NOT NULL,
  "applications" INTEGER NOT NULL DEFAULT 0,
  "active" INTEGER NOT NULL DEFAULT 0,
  "rejected" INTEGER NOT NULL DEFAULT 0,
  "hired" INTEGER NOT NULL DEFAULT 0,
  "withdrawn" INTEGER NOT NULL DEFAULT 0,
  "hire_seconds" NUMERIC(38, 6) NOT NULL DEFAULT 0,
  PRIMARY KEY ("organization_id", "day")
);

CREATE TABLE "report_org_hires" (
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "day" DATE NOT NULL,
  "hired_week" DATE NOT NULL,
  "hired" INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("organization_id", "day", "hired_week")
);

-- Every completed stay of the stage (count and summed seconds): `all` reads these and takes away
-- the few stays that ended before the range began.
ALTER TABLE "report_stage_now"
  ADD COLUMN "closed_stays" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "closed_seconds" NUMERIC(38, 6) NOT NULL DEFAULT 0;
CREATE INDEX "report_stage_days_day_stage_id_idx" ON "report_stage_days"("day", "stage_id");

INSERT INTO "report_org_days" ("organization_id", "day", "applications", "active", "rejected", "hired", "withdrawn", "hire_seconds")
  SELECT "organization_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*),
    count(*) FILTER (WHERE "status" = 'active'), count(*) FILTER (WHERE "status" = 'rejected'),
    count(*) FILTER (WHERE "status" = 'hired'), count(*) FILTER (WHERE "status" = 'withdrawn'),
    coalesce(sum(extract(epoch FROM "hired_at" - "created_at")), 0)
  FROM "applications" GROUP BY 1, 2;
INSERT INTO "report_org_hires" ("organization_id", "day", "hired_week", "hired")
  SELECT "organization_id", ("created_at" AT TIME ZONE 'UTC')::date, date_trunc('week', "hired_at" AT TIME ZONE 'UTC')::date, count(*)
  FROM "applications" WHERE "status" = 'hired' GROUP BY 1, 2, 3;
INSERT INTO "report_stage_now" AS t ("stage_id", "closed_stays", "closed_seconds")
  SELECT "stage_id", count(*), sum(extract(epoch FROM "left_at" - "entered_at"))
  FROM "stage_visits" WHERE "left_at" IS NOT NULL GROUP BY 1
ON CONFLICT ("stage_id") DO UPDATE SET "closed_stays" = EXCLUDED."closed_stays", "closed_seconds" = EXCLUDED."closed_seconds";

CREATE OR REPLACE FUNCTION "report_applications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1, r.* FROM old_rows r' END;
  -- a delete may run while its job, stage or organization is being deleted (cascade): update only,
  -- never insert a bucket whose parent is gone
  upsert boolean := TG_OP <> 'DELETE';
  job_days text;
  job_hires text;
  org_days text;
  org_hires text;
  stage_now text;
BEGIN
  -- most updates (updated_at, snapshots, erasure, rejection reasons) change nothing counted
  -- (nested: an INSERT's or DELETE's trigger has only one of the two transition tables)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."status", n."created_at", n."hired_at", n."current_stage_id", n."job_id")
        IS DISTINCT FROM (o."status", o."created_at", o."hired_at", o."current_stage_id", o."job_id")) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF upsert THEN
    job_days := $s$
      INSERT INTO "report_job_days" AS t ("job_id", "day", "applications", "active", "rejected", "hired", "withdrawn", "hire_seconds")
      SELECT key, day, applications, active, rejected, hired, withdrawn, hire_seconds FROM job_days_changed
      ON CONFLICT ("job_id", "day") DO UPDATE SET "applications" = t."applications" + EXCLUDED."applications",
        "active" = t."active" + EXCLUDED."active", "rejected" = t."rejected" + EXCLUDED."rejected",
        "hired" = t."hired" + EXCLUDED."hired", "withdrawn" = t."withdrawn" + EXCLUDED."withdrawn",
        "hire_seconds" = t."hire_seconds" + EXCLUDED."hire_seconds" RETURNING 1 $s$;
    org_days := replace(replace(replace(job_days, 'report_job_days', 'report_org_days'), '"job_id"', '"organization_id"'), 'job_days_changed', 'org_days_changed');
    job_hires := $s$
      INSERT INTO "report_job_hires" AS t ("job_id", "day", "hired_week", "hired")
      SELECT key, day, hired_week, hired FROM job_hires_changed
      ON CONFLICT ("job_id", "day", "hired_week") DO UPDATE SET "hired" = t."hired" + EXCLUDED."hired" RETURNING 1 $s$;
    org_hires := replace(replace(replace(job_hires, 'report_job_hires', 'report_org_hires'), '"job_id"', '"organization_id"'), 'job_hires_changed', 'org_hires_changed');
    stage_now := $s$
      INSERT INTO "report_stage_now" AS t ("stage_id", "active") SELECT stage_id, active FROM stages
      ON CONFLICT ("stage_id") DO UPDATE SET "active" = t."active" + EXCLUDED."active" $s$;
  ELSE
    job_days := $s$
      UPDATE "report_job_days" t SET "applications" = t."applications" + c.applications,
        "active" = t."active" + c.active, "rejected" = t."rejected" + c.rejected, "hired" = t."hired" + c.hired,
        "withdrawn" = t."withdrawn" + c.withdrawn, "hire_seconds" = t."hire_seconds" + c.hire_seconds
      FROM job_days_changed c WHERE t."job_id" = c.key AND t."day" = c.day RETURNING 1 $s$;
    org_days := replace(replace(replace(job_days, 'report_job_days', 'report_org_days'), '"job_id"', '"organization_id"'), 'job_days_changed', 'org_days_changed');
    job_hires := $s$
      UPDATE "report_job_hires" t SET "hired" = t."hired" + c.hired
      FROM job_hires_changed c WHERE t."job_id" = c.key AND t."day" = c.day AND t."hired_week" = c.hired_week RETURNING 1 $s$;
    org_hires := replace(replace(replace(job_hires, 'report_job_hires', 'report_org_hires'), '"job_id"', '"organization_id"'), 'job_hires_changed', 'org_hires_changed');
    stage_now := $s$
      UPDATE "report_stage_now" t SET "active" = t."active" + c.active FROM stages c WHERE t."stage_id" = c.stage_id $s$;
  END IF;
  EXECUTE format($q$
    WITH d AS (%s),
    locked AS (
      SELECT c."job_id" FROM "job_application_counters" c WHERE c."job_id" IN (SELECT "job_id" FROM d)
      ORDER BY c."job_id" FOR NO KEY UPDATE
    ), days AS (
      SELECT "job_id", "organization_id", ("created_at" AT TIME ZONE 'UTC')::date AS day, sign,
        ("status" = 'active')::int * sign AS active, ("status" = 'rejected')::int * sign AS rejected,
        ("status" = 'hired')::int * sign AS hired, ("status" = 'withdrawn')::int * sign AS withdrawn,
        coalesce(sign * extract(epoch FROM "hired_at" - "created_at"), 0) AS hire_seconds
      FROM d WHERE (SELECT count(*) FROM locked) >= 0
    ), job_days_changed AS (
      SELECT "job_id" AS key, day, sum(sign) AS applications, sum(active) AS active, sum(rejected) AS rejected,
        sum(hired) AS hired, sum(withdrawn) AS withdrawn, sum(hire_seconds) AS hire_seconds
      FROM days GROUP BY 1, 2
      HAVING (sum(sign), sum(active), sum(rejected), sum(hired), sum(withdrawn), sum(hire_seconds)) <> (0, 0, 0, 0, 0, 0)
      ORDER BY 1, 2
    ), org_days_changed AS (
      SELECT "organization_id" AS key, day, sum(sign) AS applications, sum(active) AS active, sum(rejected) AS rejected,
        sum(hired) AS hired, sum(withdrawn) AS withdrawn, sum(hire_seconds) AS hire_seconds
      FROM days GROUP BY 1, 2
      HAVING (sum(sign), sum(active), sum(rejected), sum(hired), sum(withdrawn), sum(hire_seconds)) <> (0, 0, 0, 0, 0, 0)
      ORDER BY 1, 2
    ), hires AS (
      SELECT "job_id", "organization_id", ("created_at" AT TIME ZONE 'UTC')::date AS day,
        date_trunc('week', "hired_at" AT TIME ZONE 'UTC')::date AS hired_week, sign
      FROM d WHERE "status" = 'hired' AND (SELECT count(*) FROM locked) >= 0
    ), job_hires_changed AS (
      SELECT "job_id" AS key, day, hired_week, sum(sign) AS hired FROM hires GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ), org_hires_changed AS (
      SELECT "organization_id" AS key, day, hired_week, sum(sign) AS hired FROM hires GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ), stages AS (
      SELECT "current_stage_id" AS stage_id, sum(sign) AS active
      FROM d WHERE "status" = 'active' AND (SELECT count(*) FROM locked) >= 0 GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ), w1 AS (%s), w2 AS (%s), w3 AS (%s), w4 AS (%s)
    %s
  $q$, src, job_days, job_hires, org_days, org_hires, stage_now);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "report_stage_visits_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1, r.* FROM old_rows r' END;
  upsert boolean := TG_OP <> 'DELETE';
BEGIN
  EXECUTE format($q$
    WITH d AS (%s),
    locked AS (
      SELECT c."job_id" FROM "job_application_counters" c
      WHERE c."job_id" IN (SELECT s."job_id" FROM stages s WHERE s."id" IN (SELECT "stage_id" FROM d))
      ORDER BY c."job_id" FOR NO KEY UPDATE
    ), closed AS (
      SELECT "stage_id", ("left_at" AT TIME ZONE 'UTC')::date AS day, sum(sign) AS stays,
        sum(sign * extract(epoch FROM "left_at" - "entered_at")) AS stay_seconds
      FROM d WHERE "left_at" IS NOT NULL AND (SELECT count(*) FROM locked) >= 0 GROUP BY 1, 2
      HAVING sum(sign) <> 0 OR sum(sign * extract(epoch FROM "left_at" - "entered_at")) <> 0 ORDER BY 1, 2
    ), per_stage AS (
      SELECT "stage_id",
        coalesce(sum(sign) FILTER (WHERE "left_at" IS NULL), 0) AS open_stays,
        coalesce(sum(sign * extract(epoch FROM "entered_at")) FILTER (WHERE "left_at" IS NULL), 0) AS open_entered,
        coalesce(sum(sign) FILTER (WHERE "left_at" IS NOT NULL), 0) AS closed_stays,
        coalesce(sum(sign * extract(epoch FROM "left_at" - "entered_at")) FILTER (WHERE "left_at" IS NOT NULL), 0) AS closed_seconds
      FROM d WHERE (SELECT count(*) FROM locked) >= 0 GROUP BY 1 ORDER BY 1
    ), per_stage_changed AS (
      SELECT * FROM per_stage WHERE (open_stays, open_entered, closed_stays, closed_seconds) <> (0, 0, 0, 0)
    ), w1 AS (
      %s
    )
    %s
  $q$, src,
  CASE WHEN upsert THEN $s$
      INSERT INTO "report_stage_days" AS t ("stage_id", "day", "stays", "stay_seconds")
      SELECT "stage_id", day, stays, stay_seconds FROM closed
      ON CONFLICT ("stage_id", "day") DO UPDATE SET "stays" = t."stays" + EXCLUDED."stays",
        "stay_seconds" = t."stay_seconds" + EXCLUDED."stay_seconds" RETURNING 1 $s$
  ELSE $s$
      UPDATE "report_stage_days" t SET "stays" = t."stays" + c.stays, "stay_seconds" = t."stay_seconds" + c.stay_seconds
      FROM closed c WHERE t."stage_id" = c."stage_id" AND t."day" = c.day RETURNING 1 $s$ END,
  CASE WHEN upsert THEN $s$
    INSERT INTO "report_stage_now" AS t ("stage_id", "open_stays", "open_entered", "closed_stays", "closed_seconds")
    SELECT "stage_id", open_stays, open_entered, closed_stays, closed_seconds FROM per_stage_changed
    ON CONFLICT ("stage_id") DO UPDATE SET "open_stays" = t."open_stays" + EXCLUDED."open_stays",
      "open_entered" = t."open_entered" + EXCLUDED."open_entered",
      "closed_stays" = t."closed_stays" + EXCLUDED."closed_stays",
      "closed_seconds" = t."closed_seconds" + EXCLUDED."closed_seconds" $s$
  ELSE $s$
    UPDATE "report_stage_now" t SET "open_stays" = t."open_stays" + c.open_stays, "open_entered" = t."open_entered" + c.open_entered,
      "closed_stays" = t."closed_stays" + c.closed_stays, "closed_seconds" = t."closed_seconds" + c.closed_seconds
    FROM per_stage_changed c WHERE t."stage_id" = c."stage_id" $s$ END);
  RETURN NULL;
END
$$;
