-- Issue 50 item 5, docs/decisions/516: the pass-through rate reads day buckets of first stage entries
-- instead of every first entry of the period. Per job, stage, source (coalesce(source, 'unknown'), as
-- decision 513's buckets) and UTC day of entry, of the analytics_stage_entries rows that are a
-- stage's first entry: how many (`entered`) and how many have since reached a later stage
-- (`passed`, passed_at set). Kept in the writing transaction by statement-level triggers on
-- analytics_stage_entries (whose own triggers follow stage_visits, stages and applications,
-- decision 510), so never stale. A bucket is seen whole or not at all, so its policy
-- (prisma/policies/50-candidates.sql) is decision 513's whole-jobs split; the statements count the
-- entries seen only through a review request from their rows.
CREATE TABLE "analytics_stage_entry_days" (
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "stage_id" INTEGER NOT NULL REFERENCES "stages"("id") ON DELETE CASCADE,
  "source" TEXT NOT NULL,
  "day" DATE NOT NULL,
  "entered" INTEGER NOT NULL DEFAULT 0,
  "passed" INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("job_id", "stage_id", "day", "source")
);
GRANT SELECT, INSERT, UPDATE, DELETE ON "analytics_stage_entry_days" TO hiring_app;
CREATE INDEX "analytics_stage_entry_days_organization_id_day_idx" ON "analytics_stage_entry_days"("organization_id", "day")
  INCLUDE ("job_id", "stage_id", "source", "entered", "passed");

INSERT INTO "analytics_stage_entry_days" ("organization_id", "job_id", "stage_id", "source", "day", "entered", "passed")
  SELECT "organization_id", "job_id", "stage_id", coalesce("source", 'unknown'), ("entered_at" AT TIME ZONE 'UTC')::date,
         count(*), count("passed_at")
    FROM "analytics_stage_entries" WHERE "first_entry" GROUP BY 1, 2, 3, 4, 5;

-- One function for insert, update and delete: +1 for each new first entry and -1 for each old one,
-- summed per bucket, so an update that changes nothing counted writes nothing. As the owner, so a
-- writer's policies never hide a bucket from it. Lock order as decisions 200, 202 and 513: the
-- touched jobs' job_application_counters rows first, in job order, then the buckets in key order.
CREATE FUNCTION "analytics_stage_entry_days_changed"() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r WHERE r."first_entry"'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r WHERE r."first_entry"'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r WHERE r."first_entry" UNION ALL SELECT -1, r.* FROM old_rows r WHERE r."first_entry"' END;
  -- a delete may run while its job, stage or organization is being deleted (cascade): update only,
  -- never insert a bucket whose parent is gone
  bucket_write text := CASE WHEN TG_OP = 'DELETE' THEN $s$
    UPDATE "analytics_stage_entry_days" t SET "entered" = t."entered" + c.entered, "passed" = t."passed" + c.passed
      FROM changed c WHERE t."job_id" = c.job_id AND t."stage_id" = c.stage_id AND t."day" = c.day AND t."source" = c.source $s$
  ELSE $s$
    INSERT INTO "analytics_stage_entry_days" AS t ("organization_id", "job_id", "stage_id", "source", "day", "entered", "passed")
      SELECT organization_id, job_id, stage_id, source, day, entered, passed FROM changed
      ON CONFLICT ("job_id", "stage_id", "day", "source") DO UPDATE
        SET "entered" = t."entered" + EXCLUDED."entered", "passed" = t."passed" + EXCLUDED."passed" $s$ END;
BEGIN
  -- most updates (exits, first bookings) change nothing counted
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT "visit_id", "organization_id", "job_id", "stage_id", "source", "entered_at", "first_entry", "passed_at" IS NOT NULL FROM new_rows
      EXCEPT ALL
      SELECT "visit_id", "organization_id", "job_id", "stage_id", "source", "entered_at", "first_entry", "passed_at" IS NOT NULL FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($q$
    WITH d AS (%s),
    locked AS (
      SELECT c."job_id" FROM "job_application_counters" c WHERE c."job_id" IN (SELECT "job_id" FROM d)
      ORDER BY c."job_id" FOR NO KEY UPDATE
    ), changed AS (
      SELECT "organization_id" AS organization_id, "job_id" AS job_id, "stage_id" AS stage_id, coalesce("source", 'unknown') AS source,
             ("entered_at" AT TIME ZONE 'UTC')::date AS day, sum(sign) AS entered, sum(sign * ("passed_at" IS NOT NULL)::int) AS passed
        FROM d WHERE (SELECT count(*) FROM locked) >= 0
       GROUP BY 1, 2, 3, 4, 5
      HAVING (sum(sign), sum(sign * ("passed_at" IS NOT NULL)::int)) <> (0, 0)
       ORDER BY 2, 3, 5, 4
    )
    %s
  $q$, src, bucket_write);
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_stage_entry_days_inserted" AFTER INSERT ON "analytics_stage_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entry_days_changed"();
CREATE TRIGGER "analytics_stage_entry_days_updated" AFTER UPDATE ON "analytics_stage_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entry_days_changed"();
CREATE TRIGGER "analytics_stage_entry_days_deleted" AFTER DELETE ON "analytics_stage_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entry_days_changed"();
