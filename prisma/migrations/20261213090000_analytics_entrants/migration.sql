-- Issue 50 item 5, docs/decisions/519: stage conversion and the funnel read their entrants from one
-- row per application instead of working each one out from its stage entries. An application is an
-- entrant of the periods that hold its earliest first entry into a first stage (a stage at its
-- job's lowest position); `furthest` is the highest position of a stage it has entered. Its job,
-- source and organization are its application's, as on its analytics_stage_entries rows. Kept in the
-- writing transaction by statement-level triggers on analytics_stage_entries, whose own triggers
-- follow stage_visits, applications and every move of a stage's position (decision 510): so never
-- stale. Seen exactly when its application is (prisma/policies/50-candidates.sql, decision 518).
CREATE TABLE "analytics_entrants" (
  "application_id" INTEGER PRIMARY KEY REFERENCES "applications"("id") ON DELETE CASCADE,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "source" TEXT,
  "entered_at" TIMESTAMPTZ(3) NOT NULL,
  "furthest" INTEGER NOT NULL
);
GRANT SELECT, INSERT, UPDATE, DELETE ON "analytics_entrants" TO hiring_app;
CREATE INDEX "analytics_entrants_organization_id_entered_at_idx" ON "analytics_entrants"("organization_id", "entered_at")
  INCLUDE ("job_id", "source", "furthest");
CREATE INDEX "analytics_entrants_job_id_idx" ON "analytics_entrants"("job_id");

-- The entrant rows of the given applications, from their stage entries as they stand: each entry
-- asks once whether it is a first entry into a first stage, and an application with none is no entrant.
CREATE FUNCTION "analytics_entrants_of"(ids integer[]) RETURNS SETOF "analytics_entrants" LANGUAGE sql STABLE
  SET search_path = public, pg_temp AS $$
  SELECT e."application_id", min(e."organization_id"), min(e."job_id"), min(e."source"),
         min(e."entered_at") FILTER (WHERE first_stage.entered), max(s."position")
    FROM "analytics_stage_entries" e JOIN "stages" s ON s."id" = e."stage_id"
   CROSS JOIN LATERAL (SELECT e."first_entry" AND s."position" = (SELECT min(f."position") FROM "stages" f WHERE f."job_id" = s."job_id") AS entered) first_stage
   WHERE e."application_id" = ANY(ids)
   GROUP BY e."application_id"
  HAVING bool_or(first_stage.entered)
$$;

INSERT INTO "analytics_entrants"
  SELECT * FROM "analytics_entrants_of"(ARRAY(SELECT DISTINCT "application_id" FROM "analytics_stage_entries"));

-- One function for insert, update and delete: the touched applications' rows worked out again and
-- written only where they changed, in application order. As the owner, so a writer's policies never
-- hide a row from it. It fires after the first-entry day buckets' triggers (trigger names set the
-- order: docs/decisions/513), which have locked the touched jobs' counters rows in job order.
CREATE FUNCTION "analytics_entrants_changed"() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- exits and first bookings change nothing an entrant row reads
    IF NOT EXISTS (
      SELECT "visit_id", "application_id", "organization_id", "job_id", "stage_id", "source", "entered_at", "first_entry" FROM new_rows
      EXCEPT ALL
      SELECT "visit_id", "application_id", "organization_id", "job_id", "stage_id", "source", "entered_at", "first_entry" FROM old_rows) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(DISTINCT i ORDER BY i) INTO ids FROM (SELECT "application_id" AS i FROM new_rows UNION SELECT "application_id" FROM old_rows) t;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "application_id" ORDER BY "application_id") INTO ids FROM new_rows;
  ELSE
    SELECT array_agg(DISTINCT "application_id" ORDER BY "application_id") INTO ids FROM old_rows;
  END IF;
  WITH fresh AS (SELECT * FROM "analytics_entrants_of"(ids)),
  gone AS (
    DELETE FROM "analytics_entrants" t WHERE t."application_id" = ANY(ids)
       AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f."application_id" = t."application_id"))
  INSERT INTO "analytics_entrants" AS t
    SELECT * FROM fresh ORDER BY "application_id"
    ON CONFLICT ("application_id") DO UPDATE
      SET "organization_id" = EXCLUDED."organization_id", "job_id" = EXCLUDED."job_id", "source" = EXCLUDED."source",
          "entered_at" = EXCLUDED."entered_at", "furthest" = EXCLUDED."furthest"
      WHERE (t."organization_id", t."job_id", t."source", t."entered_at", t."furthest")
            IS DISTINCT FROM (EXCLUDED."organization_id", EXCLUDED."job_id", EXCLUDED."source", EXCLUDED."entered_at", EXCLUDED."furthest");
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_stage_entry_entrants_inserted" AFTER INSERT ON "analytics_stage_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_entrants_changed"();
CREATE TRIGGER "analytics_stage_entry_entrants_updated" AFTER UPDATE ON "analytics_stage_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_entrants_changed"();
CREATE TRIGGER "analytics_stage_entry_entrants_deleted" AFTER DELETE ON "analytics_stage_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_entrants_changed"();

-- statistics for the back-filled rows now, so the first statements after the migration are planned
-- with them rather than with an empty table's guesses
ANALYZE "analytics_entrants";
