-- The hiring report read from aggregates kept current in the writing transaction
-- (docs/decisions/200). Buckets are per job and UTC day (and per stage), so a report reads
-- O(jobs x days in range) small rows instead of every application and stage visit of the org;
-- only the partial day at the start of the range is read from the base tables, through indexes.
-- Times are numeric seconds (extract(epoch ...), scale 6): sums of them equal today's query's
-- extract(epoch FROM sum(interval)) exactly.

-- Applications by job and day of creation: how many, how many now in each status, and the sum of
-- (hired_at - created_at) over those hired.
CREATE TABLE "report_job_days" (
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "day" DATE NOT NULL,
  "applications" INTEGER NOT NULL DEFAULT 0,
  "active" INTEGER NOT NULL DEFAULT 0,
  "rejected" INTEGER NOT NULL DEFAULT 0,
  "hired" INTEGER NOT NULL DEFAULT 0,
  "withdrawn" INTEGER NOT NULL DEFAULT 0,
  "hire_seconds" NUMERIC(38, 6) NOT NULL DEFAULT 0,
  PRIMARY KEY ("job_id", "day")
);

-- Hired applications by job, day of creation and ISO week of the hire (the series' hired column
-- counts hires of applications created in the range, by the week they were hired).
CREATE TABLE "report_job_hires" (
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "day" DATE NOT NULL,
  "hired_week" DATE NOT NULL,
  "hired" INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("job_id", "day", "hired_week")
);

-- Completed stays by stage and UTC day they ended: how many and their summed length.
CREATE TABLE "report_stage_days" (
  "stage_id" INTEGER NOT NULL REFERENCES "stages"("id") ON DELETE CASCADE,
  "day" DATE NOT NULL,
  "stays" INTEGER NOT NULL DEFAULT 0,
  "stay_seconds" NUMERIC(38, 6) NOT NULL DEFAULT 0,
  PRIMARY KEY ("stage_id", "day")
);

-- Per stage, now: active applications in it, open stays and the sum of their entered_at (epoch
-- seconds), so the open stays' summed length is open_stays * now - open_entered.
CREATE TABLE "report_stage_now" (
  "stage_id" INTEGER PRIMARY KEY REFERENCES "stages"("id") ON DELETE CASCADE,
  "active" INTEGER NOT NULL DEFAULT 0,
  "open_stays" INTEGER NOT NULL DEFAULT 0,
  "open_entered" NUMERIC(38, 6) NOT NULL DEFAULT 0
);

-- The partial first day of a range is read live: applications through
-- applications(job_id, organization_id, created_at, id), completed stays through this index.
CREATE INDEX "stage_visits_stage_id_left_at_idx" ON "stage_visits"("stage_id", "left_at");

-- Back-fill from the existing rows.
INSERT INTO "report_job_days" ("job_id", "day", "applications", "active", "rejected", "hired", "withdrawn", "hire_seconds")
  SELECT "job_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*),
    count(*) FILTER (WHERE "status" = 'active'), count(*) FILTER (WHERE "status" = 'rejected'),
    count(*) FILTER (WHERE "status" = 'hired'), count(*) FILTER (WHERE "status" = 'withdrawn'),
    coalesce(sum(extract(epoch FROM "hired_at" - "created_at")), 0)
  FROM "applications" GROUP BY 1, 2;
INSERT INTO "report_job_hires" ("job_id", "day", "hired_week", "hired")
  SELECT "job_id", ("created_at" AT TIME ZONE 'UTC')::date, date_trunc('week', "hired_at" AT TIME ZONE 'UTC')::date, count(*)
  FROM "applications" WHERE "status" = 'hired' GROUP BY 1, 2, 3;
INSERT INTO "report_stage_days" ("stage_id", "day", "stays", "stay_seconds")
  SELECT "stage_id", ("left_at" AT TIME ZONE 'UTC')::date, count(*), sum(extract(epoch FROM "left_at" - "entered_at"))
  FROM "stage_visits" WHERE "left_at" IS NOT NULL GROUP BY 1, 2;
INSERT INTO "report_stage_now" ("stage_id", "active", "open_stays", "open_entered")
  SELECT s."id", coalesce(a.n, 0), coalesce(v.n, 0), coalesce(v.entered, 0)
  FROM "stages" s
  LEFT JOIN (SELECT "current_stage_id" AS id, count(*) AS n FROM "applications" WHERE "status" = 'active' GROUP BY 1) a ON a.id = s."id"
  LEFT JOIN (SELECT "stage_id" AS id, count(*) AS n, sum(extract(epoch FROM "entered_at")) AS entered
             FROM "stage_visits" WHERE "left_at" IS NULL GROUP BY 1) v ON v.id = s."id"
  WHERE a.n IS NOT NULL OR v.n IS NOT NULL;

-- Lock order: every report trigger first locks the touched jobs' rows of job_application_counters
-- (decision 058; an apply's insert has already locked it), in job order, then its buckets. Two moves
-- in one job (which only share the job row) then queue instead of deadlocking on two stage rows
-- taken in opposite orders.

-- Applications: one statement-level function for insert, update and delete. `d` holds +1 for each
-- new row and -1 for each old row, so an update that changes nothing counted writes nothing.
CREATE FUNCTION "report_applications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1, r.* FROM old_rows r' END;
  -- a delete may run while its job or stage is being deleted (cascade): update only, never insert
  -- a bucket whose parent is gone
  upsert boolean := TG_OP <> 'DELETE';
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
  EXECUTE format($q$
    WITH d AS (%s),
    locked AS (
      SELECT c."job_id" FROM "job_application_counters" c WHERE c."job_id" IN (SELECT "job_id" FROM d)
      ORDER BY c."job_id" FOR NO KEY UPDATE
    ),
    days AS (
      SELECT "job_id", ("created_at" AT TIME ZONE 'UTC')::date AS day, sum(sign) AS applications,
        sum(sign) FILTER (WHERE "status" = 'active') AS active, sum(sign) FILTER (WHERE "status" = 'rejected') AS rejected,
        sum(sign) FILTER (WHERE "status" = 'hired') AS hired, sum(sign) FILTER (WHERE "status" = 'withdrawn') AS withdrawn,
        sum(sign * extract(epoch FROM "hired_at" - "created_at")) AS hire_seconds
      FROM d WHERE (SELECT count(*) FROM locked) >= 0 GROUP BY 1, 2
    ), days_changed AS (
      SELECT * FROM days
      WHERE applications <> 0 OR coalesce(active, 0) <> 0 OR coalesce(rejected, 0) <> 0 OR coalesce(hired, 0) <> 0
         OR coalesce(withdrawn, 0) <> 0 OR coalesce(hire_seconds, 0) <> 0
      ORDER BY 1, 2
    ), hires AS (
      SELECT "job_id", ("created_at" AT TIME ZONE 'UTC')::date AS day, date_trunc('week', "hired_at" AT TIME ZONE 'UTC')::date AS hired_week,
        sum(sign) AS hired
      FROM d WHERE "status" = 'hired' AND (SELECT count(*) FROM locked) >= 0 GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ), stages AS (
      SELECT "current_stage_id" AS stage_id, sum(sign) AS active
      FROM d WHERE "status" = 'active' AND (SELECT count(*) FROM locked) >= 0 GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ), w1 AS (
      %s
    ), w2 AS (
      %s
    )
    %s
  $q$, src,
  CASE WHEN upsert THEN $s$
      INSERT INTO "report_job_days" AS t ("job_id", "day", "applications", "active", "rejected", "hired", "withdrawn", "hire_seconds")
      SELECT "job_id", day, applications, coalesce(active, 0), coalesce(rejected, 0), coalesce(hired, 0), coalesce(withdrawn, 0), coalesce(hire_seconds, 0)
      FROM days_changed
      ON CONFLICT ("job_id", "day") DO UPDATE SET "applications" = t."applications" + EXCLUDED."applications",
        "active" = t."active" + EXCLUDED."active", "rejected" = t."rejected" + EXCLUDED."rejected",
        "hired" = t."hired" + EXCLUDED."hired", "withdrawn" = t."withdrawn" + EXCLUDED."withdrawn",
        "hire_seconds" = t."hire_seconds" + EXCLUDED."hire_seconds" RETURNING 1 $s$
  ELSE $s$
      UPDATE "report_job_days" t SET "applications" = t."applications" + c.applications,
        "active" = t."active" + coalesce(c.active, 0), "rejected" = t."rejected" + coalesce(c.rejected, 0),
        "hired" = t."hired" + coalesce(c.hired, 0), "withdrawn" = t."withdrawn" + coalesce(c.withdrawn, 0),
        "hire_seconds" = t."hire_seconds" + coalesce(c.hire_seconds, 0)
      FROM days_changed c WHERE t."job_id" = c."job_id" AND t."day" = c.day RETURNING 1 $s$ END,
  CASE WHEN upsert THEN $s$
      INSERT INTO "report_job_hires" AS t ("job_id", "day", "hired_week", "hired")
      SELECT "job_id", day, hired_week, hired FROM hires
      ON CONFLICT ("job_id", "day", "hired_week") DO UPDATE SET "hired" = t."hired" + EXCLUDED."hired" RETURNING 1 $s$
  ELSE $s$
      UPDATE "report_job_hires" t SET "hired" = t."hired" + c.hired
      FROM hires c WHERE t."job_id" = c."job_id" AND t."day" = c.day AND t."hired_week" = c.hired_week RETURNING 1 $s$ END,
  CASE WHEN upsert THEN $s$
    INSERT INTO "report_stage_now" AS t ("stage_id", "active")
    SELECT stage_id, active FROM stages
    ON CONFLICT ("stage_id") DO UPDATE SET "active" = t."active" + EXCLUDED."active" $s$
  ELSE $s$
    UPDATE "report_stage_now" t SET "active" = t."active" + c.active FROM stages c WHERE t."stage_id" = c.stage_id $s$ END);
  RETURN NULL;
END
$$;
CREATE TRIGGER "report_applications_inserted" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_applications_changed"();
CREATE TRIGGER "report_applications_updated" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_applications_changed"();
CREATE TRIGGER "report_applications_deleted" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_applications_changed"();

-- Stage visits: completed stays by the day they ended, open stays per stage.
CREATE FUNCTION "report_stage_visits_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ), opened AS (
      SELECT "stage_id", sum(sign) AS stays, sum(sign * extract(epoch FROM "entered_at")) AS entered
      FROM d WHERE "left_at" IS NULL AND (SELECT count(*) FROM locked) >= 0 GROUP BY 1
      HAVING sum(sign) <> 0 OR sum(sign * extract(epoch FROM "entered_at")) <> 0 ORDER BY 1
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
    INSERT INTO "report_stage_now" AS t ("stage_id", "open_stays", "open_entered")
    SELECT "stage_id", stays, entered FROM opened
    ON CONFLICT ("stage_id") DO UPDATE SET "open_stays" = t."open_stays" + EXCLUDED."open_stays",
      "open_entered" = t."open_entered" + EXCLUDED."open_entered" $s$
  ELSE $s$
    UPDATE "report_stage_now" t SET "open_stays" = t."open_stays" + c.stays, "open_entered" = t."open_entered" + c.entered
    FROM opened c WHERE t."stage_id" = c."stage_id" $s$ END);
  RETURN NULL;
END
$$;
CREATE TRIGGER "report_stage_visits_inserted" AFTER INSERT ON "stage_visits"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_stage_visits_changed"();
CREATE TRIGGER "report_stage_visits_updated" AFTER UPDATE ON "stage_visits"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_stage_visits_changed"();
CREATE TRIGGER "report_stage_visits_deleted" AFTER DELETE ON "stage_visits"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_stage_visits_changed"();
