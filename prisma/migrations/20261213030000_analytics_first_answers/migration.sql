-- Issue 50 item 5, docs/decisions/508: time to first answer reads one row per application instead of
-- looking, for every application created in the period, for its first message, its first move and
-- its closing. The answer depends on who reads it (a message is an answer only to a viewer who may
-- read it), so the row keeps both parts apart: `answered_at`, the first move out of a stage or the
-- rejection or hire (null while neither), and `first_message_at`, the first message sent to the
-- candidate about the application (null while none); the statement takes the earlier of the two
-- only where the viewer may read the application's messages. Kept in the writing transaction by
-- triggers on applications, stage_visits and candidate_messages, so the figure is never stale;
-- row-level policies in prisma/policies/50-candidates.sql give a row its application's visibility.
CREATE TABLE "analytics_first_answers" (
  "application_id" INTEGER PRIMARY KEY REFERENCES "applications"("id") ON DELETE CASCADE,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "created_at" TIMESTAMPTZ(3) NOT NULL,
  "answered_at" TIMESTAMPTZ(3),
  "first_message_at" TIMESTAMPTZ(3)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON "analytics_first_answers" TO hiring_app;
CREATE INDEX "analytics_first_answers_organization_id_created_at_idx" ON "analytics_first_answers"("organization_id", "created_at")
  INCLUDE ("job_id", "answered_at", "first_message_at");

-- An application's first message sent, found through an index instead of every message of the
-- database (candidate_messages had none on application_id): the recomputation below and
-- FIRST_ANSWER_AT (the answer deadline, lib/server/applications/awaiting-answer.ts) read it.
CREATE INDEX "candidate_messages_application_id_sent_at_idx" ON "candidate_messages"("application_id", "sent_at")
  WHERE "direction" = 'outbound' AND "sent_at" IS NOT NULL;

-- The rows of the given applications, from the base tables: the one
-- definition the back-fill and every trigger write. The parts of FIRST_ANSWER_AT
-- (lib/analytics/metric-definitions.ts), written apart.
CREATE FUNCTION "analytics_first_answers_of"(ids integer[]) RETURNS TABLE (
  application_id integer, organization_id integer, job_id integer, created_at timestamptz(3),
  answered_at timestamptz(3), first_message_at timestamptz(3)
) LANGUAGE sql STABLE AS $$
  SELECT a."id", a."organization_id", a."job_id", a."created_at",
         least((SELECT min(v."left_at") FROM "stage_visits" v WHERE v."application_id" = a."id"),
               CASE WHEN a."status" IN ('rejected', 'hired') THEN a."closed_at" END),
         (SELECT min(m."sent_at") FROM "candidate_messages" m
           WHERE m."application_id" = a."id" AND m."direction" = 'outbound' AND m."sent_at" IS NOT NULL)
    FROM "applications" a
   -- by their key (an `ids IS NULL OR` would make every trigger's generic plan scan them all)
   WHERE a."id" = ANY(ids)
$$;

INSERT INTO "analytics_first_answers" SELECT * FROM "analytics_first_answers_of"(ARRAY(SELECT "id" FROM "applications"));

-- Rewrites the rows of the applications a statement touched, as the owner, so a writer's policies
-- can never make it miss a visit or a message.
CREATE FUNCTION "analytics_first_answers_recompute"(ids integer[]) RETURNS void LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM "analytics_first_answers" WHERE "application_id" = ANY(ids);
  INSERT INTO "analytics_first_answers" SELECT * FROM "analytics_first_answers_of"(ids);
END $$;

-- Visits and messages: the applications of the rows a statement wrote (an update only where what
-- the definition reads changed). Applications: the inserted ones, and the updated ones (below).
CREATE FUNCTION "analytics_first_answers_rows_changed"() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'applications' THEN
    SELECT array_agg("id") INTO ids FROM new_rows;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "application_id") INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "application_id") INTO ids FROM old_rows;
  ELSIF TG_TABLE_NAME = 'stage_visits' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM (
      SELECT n."application_id" AS id FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE (n."application_id", n."left_at") IS DISTINCT FROM (o."application_id", o."left_at")
      UNION SELECT o."application_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE (n."application_id", n."left_at") IS DISTINCT FROM (o."application_id", o."left_at")
    ) changed;
  ELSE
    SELECT array_agg(DISTINCT id) INTO ids FROM (
      SELECT n."application_id" AS id FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE (n."application_id", n."direction", n."sent_at") IS DISTINCT FROM (o."application_id", o."direction", o."sent_at")
      UNION SELECT o."application_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE (n."application_id", n."direction", n."sent_at") IS DISTINCT FROM (o."application_id", o."direction", o."sent_at")
    ) changed;
  END IF;
  PERFORM "analytics_first_answers_recompute"(array_remove(coalesce(ids, '{}'), NULL));
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_first_answers_applications_inserted" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_first_answers_rows_changed"();
CREATE TRIGGER "analytics_first_answers_visits_inserted" AFTER INSERT ON "stage_visits"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_first_answers_rows_changed"();
CREATE TRIGGER "analytics_first_answers_visits_updated" AFTER UPDATE ON "stage_visits"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_first_answers_rows_changed"();
CREATE TRIGGER "analytics_first_answers_visits_deleted" AFTER DELETE ON "stage_visits"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_first_answers_rows_changed"();
CREATE TRIGGER "analytics_first_answers_messages_inserted" AFTER INSERT ON "candidate_messages"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_first_answers_rows_changed"();
CREATE TRIGGER "analytics_first_answers_messages_updated" AFTER UPDATE ON "candidate_messages"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_first_answers_rows_changed"();
CREATE TRIGGER "analytics_first_answers_messages_deleted" AFTER DELETE ON "candidate_messages"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_first_answers_rows_changed"();

-- An application's status, closing, creation, job or organization: its row is rewritten. A row
-- trigger with a column list, as analytics_hires's: most updates of applications touch none of them.
CREATE FUNCTION "analytics_first_answers_application_changed"() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM "analytics_first_answers_recompute"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;

CREATE TRIGGER "analytics_first_answers_application_changed" AFTER UPDATE OF "status", "closed_at", "created_at", "job_id", "organization_id" ON "applications"
  FOR EACH ROW WHEN ((NEW."status", NEW."closed_at", NEW."created_at", NEW."job_id", NEW."organization_id")
                     IS DISTINCT FROM (OLD."status", OLD."closed_at", OLD."created_at", OLD."job_id", OLD."organization_id"))
  EXECUTE FUNCTION "analytics_first_answers_application_changed"();
