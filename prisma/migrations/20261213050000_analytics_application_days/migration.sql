-- Issue 50 item 5, docs/decisions/513: source quality and the weekly trends' application counts read
-- day buckets instead of every application created in the period. Per job, source
-- (coalesce(source, 'unknown'), as the statements group it) and UTC day of creation, and the same
-- summed per organization (as decision 202's report_org_days, for a viewer of every job without a
-- job or department filter, the common and heaviest case): how many applications, and how many of
-- them are hired now. Kept in the writing transaction by statement-level triggers on applications
-- (as report_job_days is, decision 200), so never stale. A bucket is seen whole or not at all, so
-- its policy (prisma/policies/50-candidates.sql) shows it only to a viewer who sees every
-- application it counts; the statements count the applications seen only through a review request
-- from their rows.
CREATE TABLE "analytics_application_days" (
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "source" TEXT NOT NULL,
  "day" DATE NOT NULL,
  "applications" INTEGER NOT NULL DEFAULT 0,
  "hired" INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("job_id", "day", "source")
);
GRANT SELECT, INSERT, UPDATE, DELETE ON "analytics_application_days" TO hiring_app;
CREATE INDEX "analytics_application_days_organization_id_day_idx" ON "analytics_application_days"("organization_id", "day")
  INCLUDE ("job_id", "source", "applications", "hired");

CREATE TABLE "analytics_organization_days" (
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "day" DATE NOT NULL,
  "source" TEXT NOT NULL,
  "applications" INTEGER NOT NULL DEFAULT 0,
  "hired" INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("organization_id", "day", "source")
);
GRANT SELECT, INSERT, UPDATE, DELETE ON "analytics_organization_days" TO hiring_app;

INSERT INTO "analytics_application_days" ("organization_id", "job_id", "source", "day", "applications", "hired")
  SELECT "organization_id", "job_id", coalesce("source", 'unknown'), ("created_at" AT TIME ZONE 'UTC')::date,
         count(*), count(*) FILTER (WHERE "status" = 'hired')
    FROM "applications" GROUP BY 1, 2, 3, 4;
INSERT INTO "analytics_organization_days" ("organization_id", "day", "source", "applications", "hired")
  SELECT "organization_id", "day", "source", sum("applications"), sum("hired") FROM "analytics_application_days" GROUP BY 1, 2, 3;

-- One function for insert, update and delete: +1 for each new row and -1 for each old row, summed
-- per bucket, so an update that changes nothing counted writes nothing. As the owner, so a writer's
-- policies (a careers page's apply, a reviewer's write) never hide a bucket from it. Lock order as
-- decisions 200 and 202: the touched jobs' job_application_counters rows first, in job order, then
-- the job buckets in key order, then the organization's (every write of the organization already
-- queues on its audit counter until commit, decision 052).
CREATE FUNCTION "analytics_application_days_changed"() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1, r.* FROM old_rows r' END;
  -- a delete may run while its job or organization is being deleted (cascade): update only, never
  -- insert a bucket whose parent is gone
  job_write text := CASE WHEN TG_OP = 'DELETE' THEN $s$
    UPDATE "analytics_application_days" t SET "applications" = t."applications" + c.applications, "hired" = t."hired" + c.hired
      FROM changed c WHERE t."job_id" = c.job_id AND t."day" = c.day AND t."source" = c.source RETURNING 1 $s$
  ELSE $s$
    INSERT INTO "analytics_application_days" AS t ("organization_id", "job_id", "source", "day", "applications", "hired")
      SELECT organization_id, job_id, source, day, applications, hired FROM changed
      ON CONFLICT ("job_id", "day", "source") DO UPDATE
        SET "applications" = t."applications" + EXCLUDED."applications", "hired" = t."hired" + EXCLUDED."hired" RETURNING 1 $s$ END;
  organization_write text := CASE WHEN TG_OP = 'DELETE' THEN $s$
    UPDATE "analytics_organization_days" t SET "applications" = t."applications" + c.applications, "hired" = t."hired" + c.hired
      FROM organization_changed c WHERE t."organization_id" = c.organization_id AND t."day" = c.day AND t."source" = c.source $s$
  ELSE $s$
    INSERT INTO "analytics_organization_days" AS t ("organization_id", "day", "source", "applications", "hired")
      SELECT organization_id, day, source, applications, hired FROM organization_changed
      ON CONFLICT ("organization_id", "day", "source") DO UPDATE
        SET "applications" = t."applications" + EXCLUDED."applications", "hired" = t."hired" + EXCLUDED."hired" $s$ END;
BEGIN
  -- most updates (updated_at, stage moves, snapshots, erasure) change nothing counted
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT "id", "organization_id", "job_id", "source", "created_at", "status" = 'hired' FROM new_rows
      EXCEPT ALL
      SELECT "id", "organization_id", "job_id", "source", "created_at", "status" = 'hired' FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($q$
    WITH d AS (%s),
    locked AS (
      SELECT c."job_id" FROM "job_application_counters" c WHERE c."job_id" IN (SELECT "job_id" FROM d)
      ORDER BY c."job_id" FOR NO KEY UPDATE
    ), changed AS (
      SELECT "organization_id" AS organization_id, "job_id" AS job_id, coalesce("source", 'unknown') AS source,
             ("created_at" AT TIME ZONE 'UTC')::date AS day, sum(sign) AS applications, sum(sign * ("status" = 'hired')::int) AS hired
        FROM d WHERE (SELECT count(*) FROM locked) >= 0
       GROUP BY 1, 2, 3, 4
      HAVING (sum(sign), sum(sign * ("status" = 'hired')::int)) <> (0, 0)
       ORDER BY 2, 4, 3
    ), job_written AS (
      %s
    ), organization_changed AS (
      SELECT organization_id, day, source, sum(applications) AS applications, sum(hired) AS hired
        FROM changed WHERE (SELECT count(*) FROM job_written) >= 0
       GROUP BY 1, 2, 3
      HAVING (sum(applications), sum(hired)) <> (0, 0)
       ORDER BY 1, 2, 3
    )
    %s
  $q$, src, job_write, organization_write);
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_application_days_inserted" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_application_days_changed"();
CREATE TRIGGER "analytics_application_days_updated" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_application_days_changed"();
CREATE TRIGGER "analytics_application_days_deleted" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_application_days_changed"();
