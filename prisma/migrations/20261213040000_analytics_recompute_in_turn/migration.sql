-- Two transactions writing the same application at once (an inbound reply beside the mail worker's
-- write to the conversation, say) each deleted the application's aggregate rows and inserted them
-- again from its own snapshot: the second insert met the first's committed row, a unique violation
-- that answered 500, and had it not, the later writer would have kept rows without the other's
-- change. A recomputation now first locks its applications' rows, in id order, so a second one
-- waits until the first commits and its next statements (each a new snapshot) read what the first
-- wrote. The lock is the row lock an update takes without touching a key (FOR NO KEY UPDATE): a
-- new message's or visit's foreign-key check (FOR KEY SHARE) does not wait for it, and it is kept
-- in the rows, not in the lock table, so a bulk write of thousands of applications can take it.
CREATE OR REPLACE FUNCTION "analytics_stage_entries_recompute"(ids integer[]) RETURNS void LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM "applications" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  DELETE FROM "analytics_stage_entries" WHERE "application_id" = ANY(ids);
  INSERT INTO "analytics_stage_entries" SELECT * FROM "analytics_stage_entries_of"(ids);
END $$;

CREATE OR REPLACE FUNCTION "analytics_first_answers_recompute"(ids integer[]) RETURNS void LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM "applications" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  DELETE FROM "analytics_first_answers" WHERE "application_id" = ANY(ids);
  INSERT INTO "analytics_first_answers" SELECT * FROM "analytics_first_answers_of"(ids);
END $$;
