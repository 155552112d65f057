-- Issue 50 item 5, docs/decisions/508 and 510: the metrics over stage visits (time in stage,
-- pass-through rate, stage conversion) and the funnel read one row per stage visit with what they
-- need beside it, instead of grouping every visit of the organization: the application's
-- organization, job and source (for the tenancy index and the filters), whether the visit is the
-- application's first entry into its stage (a return to a stage is not a second entry), and for a
-- first entry the first time the application entered a stage placed after it (`passed_at`, null
-- while it has not). Kept in the writing transaction by triggers on stage_visits, on stages'
-- positions and on applications' job, source and organization, so the figures are never stale;
-- row-level policies in prisma/policies/50-candidates.sql give a row its application's visibility.
CREATE TABLE "analytics_stage_entries" (
  "visit_id" INTEGER PRIMARY KEY REFERENCES "stage_visits"("id") ON DELETE CASCADE,
  "application_id" INTEGER NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "stage_id" INTEGER NOT NULL REFERENCES "stages"("id") ON DELETE CASCADE,
  "source" TEXT,
  "entered_at" TIMESTAMPTZ(3) NOT NULL,
  "left_at" TIMESTAMPTZ(3),
  "first_entry" BOOLEAN NOT NULL,
  "passed_at" TIMESTAMPTZ(3),
  CONSTRAINT "analytics_stage_entries_passed_of_a_first_entry" CHECK ("first_entry" OR "passed_at" IS NULL)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON "analytics_stage_entries" TO hiring_app;
CREATE INDEX "analytics_stage_entries_application_id_idx" ON "analytics_stage_entries"("application_id");
-- a period's first entries (pass-through, conversion, the funnel) and a period's exits (time in stage)
CREATE INDEX "analytics_stage_entries_organization_id_entered_at_idx" ON "analytics_stage_entries"("organization_id", "entered_at")
  INCLUDE ("application_id", "job_id", "stage_id", "passed_at") WHERE "first_entry";
CREATE INDEX "analytics_stage_entries_organization_id_left_at_idx" ON "analytics_stage_entries"("organization_id", "left_at")
  INCLUDE ("application_id", "job_id", "stage_id", "entered_at") WHERE "left_at" IS NOT NULL;

-- The rows of the given applications, from the base tables: the one definition the back-fill and
-- every trigger write. A stage's first entry is its earliest visit (the lower id on a tie); it
-- passed once the application entered any stage at a higher position, as the published
-- pass-through rate has always counted it (an application that skipped ahead and came back has
-- passed the stage it came back to).
CREATE FUNCTION "analytics_stage_entries_of"(ids integer[]) RETURNS TABLE (
  visit_id integer, application_id integer, organization_id integer, job_id integer, stage_id integer,
  source text, entered_at timestamptz(3), left_at timestamptz(3), first_entry boolean, passed_at timestamptz(3)
) LANGUAGE sql STABLE AS $$
  WITH v AS (
    SELECT v."id", v."application_id", v."stage_id", v."entered_at", v."left_at",
           row_number() OVER (PARTITION BY v."application_id", v."stage_id" ORDER BY v."entered_at", v."id") = 1 AS first_entry,
           -- the earliest visit to a stage at a higher position (positions are whole numbers)
           min(v."entered_at") OVER (PARTITION BY v."application_id" ORDER BY s."position" RANGE BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) AS later_at
      FROM "stage_visits" v JOIN "stages" s ON s."id" = v."stage_id"
     WHERE ids IS NULL OR v."application_id" = ANY(ids)
  )
  SELECT v."id", v."application_id", a."organization_id", a."job_id", v."stage_id", a."source", v."entered_at", v."left_at",
         v.first_entry, CASE WHEN v.first_entry THEN v.later_at END
    FROM v JOIN "applications" a ON a."id" = v."application_id"
$$;

INSERT INTO "analytics_stage_entries" SELECT * FROM "analytics_stage_entries_of"(NULL);

-- Rewrites the rows of the applications a statement touched (a few visits each). As the owner, so
-- a policy can never make it skip a row: whoever writes a visit or moves a stage, every
-- application it touches is recomputed whole.
CREATE FUNCTION "analytics_stage_entries_recompute"(ids integer[]) RETURNS void LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM "analytics_stage_entries" WHERE "application_id" = ANY(ids);
  INSERT INTO "analytics_stage_entries" SELECT * FROM "analytics_stage_entries_of"(ids);
END $$;

CREATE FUNCTION "analytics_stage_entries_visits_changed"() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "application_id") INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "application_id") INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT id) INTO ids FROM (
      SELECT n."application_id" AS id FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE (n."application_id", n."stage_id", n."entered_at", n."left_at") IS DISTINCT FROM (o."application_id", o."stage_id", o."entered_at", o."left_at")
      UNION SELECT o."application_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE (n."application_id", n."stage_id", n."entered_at", n."left_at") IS DISTINCT FROM (o."application_id", o."stage_id", o."entered_at", o."left_at")
    ) changed;
  END IF;
  PERFORM "analytics_stage_entries_recompute"(coalesce(ids, '{}'));
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_stage_entries_visits_inserted" AFTER INSERT ON "stage_visits"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entries_visits_changed"();
CREATE TRIGGER "analytics_stage_entries_visits_updated" AFTER UPDATE ON "stage_visits"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entries_visits_changed"();
CREATE TRIGGER "analytics_stage_entries_visits_deleted" AFTER DELETE ON "stage_visits"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entries_visits_changed"();

-- A reorder (or the renumbering after a deleted or inserted stage) changes which stages lie after
-- which: the applications that visited a moved stage are recomputed. A deleted stage's visits go
-- by their cascade, which the triggers above follow. It fires on every update of stages (transition
-- tables cannot go with a column list); a rename moves no position and rewrites nothing.
CREATE FUNCTION "analytics_stage_entries_stages_moved"() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE ids integer[];
BEGIN
  SELECT array_agg(DISTINCT v."application_id") INTO ids
    FROM new_rows n JOIN old_rows o ON o."id" = n."id" JOIN "stage_visits" v ON v."stage_id" = n."id"
   WHERE n."position" IS DISTINCT FROM o."position";
  PERFORM "analytics_stage_entries_recompute"(coalesce(ids, '{}'));
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_stage_entries_stages_moved" AFTER UPDATE ON "stages"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entries_stages_moved"();

-- An application's job, source or organization is carried on each of its rows.
CREATE FUNCTION "analytics_stage_entries_application_changed"() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE "analytics_stage_entries" SET "organization_id" = NEW."organization_id", "job_id" = NEW."job_id", "source" = NEW."source"
   WHERE "application_id" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_stage_entries_application_changed" AFTER UPDATE OF "job_id", "source", "organization_id" ON "applications"
  FOR EACH ROW WHEN ((NEW."job_id", NEW."source", NEW."organization_id") IS DISTINCT FROM (OLD."job_id", OLD."source", OLD."organization_id"))
  EXECUTE FUNCTION "analytics_stage_entries_application_changed"();
