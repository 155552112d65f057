-- A scorecard criterion that already has scores is archived instead of deleted, so submitted
-- scorecards keep it (docs/decisions/164). Archived criteria sit after the active ones in position
-- order, and only active ones need unique names: a removed "Communication" can be added again.
ALTER TABLE "scorecard_criteria" ADD COLUMN "archived_at" TIMESTAMPTZ(3);
DROP INDEX "scorecard_criteria_job_id_lower_name_key";
CREATE UNIQUE INDEX "scorecard_criteria_job_id_lower_name_key" ON "scorecard_criteria"("job_id", lower("name"))
  WHERE "archived_at" IS NULL;

-- Hiring now moves an application to its job's final stage (docs/decisions/160). Applications
-- hired before sit wherever they were; they move to their job's last stage now, with the visit a
-- hire makes today: entered and left at the moment of the hire.
WITH final AS (
  SELECT DISTINCT ON ("job_id") "job_id", "id" AS "stage_id"
    FROM "stages" ORDER BY "job_id", "position" DESC
), moved AS (
  UPDATE "applications" a SET "current_stage_id" = f."stage_id"
    FROM final f
   WHERE a."job_id" = f."job_id" AND a."status" = 'hired' AND a."current_stage_id" <> f."stage_id"
  RETURNING a."id", f."stage_id", a."hired_at"
)
INSERT INTO "stage_visits" ("application_id", "stage_id", "entered_at", "left_at")
  SELECT "id", "stage_id", "hired_at", "hired_at" FROM moved;
