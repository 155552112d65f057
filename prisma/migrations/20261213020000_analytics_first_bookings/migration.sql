-- Issue 50 item 5, docs/decisions/508: time to schedule reads each stage visit's first booking from
-- analytics_stage_entries (decision 510) instead of looking for one in every visit of the
-- organization. `first_booked_at` is the earliest interview of the application created while the
-- visit lasted (cancelled ones included, as the published definition has always counted them),
-- null when none was; a period's booked visits are read through (organization_id, first_booked_at).
-- Interviews of a visible application are visible (prisma/policies/60-interviews-and-offers.sql), so
-- a row seen exactly when its application is gives the same figure as the visits and interviews.
ALTER TABLE "analytics_stage_entries" ADD COLUMN "first_booked_at" TIMESTAMPTZ(3);

-- The one definition, now with the first booking (its result's type changes, so it is replaced),
-- of the given applications only (null no longer means every one).
DROP FUNCTION "analytics_stage_entries_of"(integer[]);
CREATE FUNCTION "analytics_stage_entries_of"(ids integer[]) RETURNS TABLE (
  visit_id integer, application_id integer, organization_id integer, job_id integer, stage_id integer,
  source text, entered_at timestamptz(3), left_at timestamptz(3), first_entry boolean, passed_at timestamptz(3),
  first_booked_at timestamptz(3)
) LANGUAGE sql STABLE AS $$
  WITH v AS (
    SELECT v."id", v."application_id", v."stage_id", v."entered_at", v."left_at",
           row_number() OVER (PARTITION BY v."application_id", v."stage_id" ORDER BY v."entered_at", v."id") = 1 AS first_entry,
           -- the earliest visit to a stage at a higher position (positions are whole numbers)
           min(v."entered_at") OVER (PARTITION BY v."application_id" ORDER BY s."position" RANGE BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) AS later_at
      FROM "stage_visits" v JOIN "stages" s ON s."id" = v."stage_id"
     -- by their key: `ids IS NULL OR` (every application) made a trigger's generic plan scan every
     -- visit, 10 s for 10,000 applications at the bench's scale 2, 0.1 s this way
     WHERE v."application_id" = ANY(ids)
  )
  SELECT v."id", v."application_id", a."organization_id", a."job_id", v."stage_id", a."source", v."entered_at", v."left_at",
         v.first_entry, CASE WHEN v.first_entry THEN v.later_at END,
         (SELECT min(i."created_at") FROM "interviews" i
           WHERE i."application_id" = v."application_id" AND i."created_at" >= v."entered_at"
             AND (v."left_at" IS NULL OR i."created_at" < v."left_at"))
    FROM v JOIN "applications" a ON a."id" = v."application_id"
$$;

UPDATE "analytics_stage_entries" e SET "first_booked_at" = d.first_booked_at
  FROM "analytics_stage_entries_of"(ARRAY(SELECT DISTINCT "application_id" FROM "interviews")) d
 WHERE d.visit_id = e."visit_id" AND d.first_booked_at IS NOT NULL;

CREATE INDEX "analytics_stage_entries_organization_id_first_booked_at_idx" ON "analytics_stage_entries"("organization_id", "first_booked_at")
  INCLUDE ("application_id", "job_id", "entered_at") WHERE "first_booked_at" IS NOT NULL;

-- An interview booked, deleted, or moved to another application or creation time rewrites the rows
-- of the applications it touched, as the owner, through the one recomputation of decision 510.
-- (An update of anything else, its time or status, rewrites nothing.)
CREATE FUNCTION "analytics_stage_entries_interviews_changed"() RETURNS trigger LANGUAGE plpgsql
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
       WHERE (n."application_id", n."created_at") IS DISTINCT FROM (o."application_id", o."created_at")
      UNION SELECT o."application_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE (n."application_id", n."created_at") IS DISTINCT FROM (o."application_id", o."created_at")
    ) changed;
  END IF;
  PERFORM "analytics_stage_entries_recompute"(coalesce(ids, '{}'));
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_stage_entries_interviews_inserted" AFTER INSERT ON "interviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entries_interviews_changed"();
CREATE TRIGGER "analytics_stage_entries_interviews_updated" AFTER UPDATE ON "interviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entries_interviews_changed"();
CREATE TRIGGER "analytics_stage_entries_interviews_deleted" AFTER DELETE ON "interviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_stage_entries_interviews_changed"();
