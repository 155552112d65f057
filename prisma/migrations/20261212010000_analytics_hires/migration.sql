-- Issue 50 item 5, docs/decisions/508: the metrics that summarize hires read one row per hire
-- instead of scanning applications. A hire is an application whose status is `hired` with a
-- hired_at; hires are a few in a hundred applications, so a period's hires are read through
-- (organization_id, hired_at) at the cost of a list, and their medians are exact (percentile_cont
-- over the rows, no histogram). Kept in the writing transaction by a trigger on applications, so the
-- figures are never stale; row-level policies in prisma/policies/50-candidates.sql give it the
-- visibility of its application.
CREATE TABLE "analytics_hires" (
  "application_id" INTEGER PRIMARY KEY REFERENCES "applications"("id") ON DELETE CASCADE,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "source" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL,
  "hired_at" TIMESTAMPTZ(3) NOT NULL
);
GRANT SELECT, INSERT, UPDATE, DELETE ON "analytics_hires" TO hiring_app;
CREATE INDEX "analytics_hires_organization_id_hired_at_idx" ON "analytics_hires"("organization_id", "hired_at") INCLUDE ("job_id", "created_at", "source");

-- The offers answered in a period, read through an index instead of every offer of the organization.
CREATE INDEX "offers_organization_id_responded_at_idx" ON "offers"("organization_id", "responded_at") WHERE "status" IN ('accepted', 'declined');

INSERT INTO "analytics_hires" ("application_id", "organization_id", "job_id", "source", "created_at", "hired_at")
  SELECT "id", "organization_id", "job_id", "source", "created_at", "hired_at"
    FROM "applications" WHERE "status" = 'hired' AND "hired_at" IS NOT NULL;

-- One row per hired application, following every insert and every update of what a hire row
-- holds (a deleted application's row goes with it by the foreign key). Runs as the writer, under
-- the policies: whoever may write the application sees its hire row.
CREATE FUNCTION "analytics_hires_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (NEW."status", NEW."hired_at", NEW."created_at", NEW."source", NEW."job_id", NEW."organization_id")
       IS NOT DISTINCT FROM (OLD."status", OLD."hired_at", OLD."created_at", OLD."source", OLD."job_id", OLD."organization_id") THEN
      RETURN NULL;
    END IF;
    IF OLD."status" = 'hired' AND (NEW."status" <> 'hired' OR NEW."hired_at" IS NULL) THEN
      DELETE FROM "analytics_hires" WHERE "application_id" = OLD."id";
    END IF;
  END IF;
  IF NEW."status" = 'hired' AND NEW."hired_at" IS NOT NULL THEN
    INSERT INTO "analytics_hires" AS h ("application_id", "organization_id", "job_id", "source", "created_at", "hired_at")
      VALUES (NEW."id", NEW."organization_id", NEW."job_id", NEW."source", NEW."created_at", NEW."hired_at")
      ON CONFLICT ("application_id") DO UPDATE SET "organization_id" = EXCLUDED."organization_id", "job_id" = EXCLUDED."job_id",
        "source" = EXCLUDED."source", "created_at" = EXCLUDED."created_at", "hired_at" = EXCLUDED."hired_at";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_hires_follow_insert" AFTER INSERT ON "applications"
  FOR EACH ROW WHEN (NEW."status" = 'hired') EXECUTE FUNCTION "analytics_hires_follow"();
CREATE TRIGGER "analytics_hires_follow_update" AFTER UPDATE OF "status", "hired_at", "created_at", "source", "job_id", "organization_id" ON "applications"
  FOR EACH ROW WHEN (OLD."status" = 'hired' OR NEW."status" = 'hired') EXECUTE FUNCTION "analytics_hires_follow"();
