-- The audit log's total for one filter (action, target type or actor) kept per organization and
-- value, like its unfiltered total (decision 052), instead of counting index entries: at ten times
-- the bench data a filter on a common target type counted 4 million entries (5 s) on every page
-- (docs/decisions/255). Combined filters still count, over the far fewer entries they match.
CREATE TABLE "audit_log_filter_counts" (
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "field" TEXT NOT NULL,
  "value" TEXT NOT NULL,
  "total" INTEGER NOT NULL,
  CONSTRAINT "audit_log_filter_counts_pkey" PRIMARY KEY ("organization_id", "field", "value")
);

INSERT INTO "audit_log_filter_counts" ("organization_id", "field", "value", "total")
  SELECT "organization_id", 'action', "action", count(*) FROM "audit_logs" GROUP BY 1, 3
  UNION ALL
  SELECT "organization_id", 'target_type', "target_type", count(*) FROM "audit_logs" GROUP BY 1, 3
  UNION ALL
  SELECT "organization_id", 'actor_user_id', "actor_user_id", count(*) FROM "audit_logs" WHERE "actor_user_id" IS NOT NULL GROUP BY 1, 3;

-- Per statement, from its transition tables: the counts change by the entries added less those
-- removed, one upsert per organization, field and value. Every writer already holds its
-- organization's audit counter row (the BEFORE INSERT trigger of decision 052) when these rows are
-- taken, so writers of one organization reach them one at a time, in the same order: no deadlock.
CREATE FUNCTION "audit_log_filter_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT "organization_id", "action", "target_type", "actor_user_id", 1 AS n FROM new_rows
    UNION ALL
    SELECT "organization_id", "action", "target_type", "actor_user_id", -1 FROM old_rows
  ), per_value AS (
    SELECT "organization_id", 'action' AS "field", "action" AS "value", sum(n)::int AS n FROM changes GROUP BY 1, 3
    UNION ALL
    SELECT "organization_id", 'target_type', "target_type", sum(n)::int FROM changes GROUP BY 1, 3
    UNION ALL
    SELECT "organization_id", 'actor_user_id', "actor_user_id", sum(n)::int FROM changes WHERE "actor_user_id" IS NOT NULL GROUP BY 1, 3
  )
  INSERT INTO "audit_log_filter_counts" AS c ("organization_id", "field", "value", "total")
  SELECT "organization_id", "field", "value", n FROM per_value WHERE n <> 0
   ORDER BY "organization_id", "field", "value"
  ON CONFLICT ("organization_id", "field", "value") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;

-- A trigger function sees only the transition tables its trigger declares: inserts and deletes
-- have their own (an UPDATE of these three columns does not happen today; it is counted all the
-- same).
CREATE FUNCTION "audit_log_filter_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_log_filter_counts" AS c ("organization_id", "field", "value", "total")
  SELECT "organization_id", "field", "value", n FROM (
    SELECT "organization_id", 'action' AS "field", "action" AS "value", count(*)::int AS n FROM new_rows GROUP BY 1, 3
    UNION ALL
    SELECT "organization_id", 'target_type', "target_type", count(*)::int FROM new_rows GROUP BY 1, 3
    UNION ALL
    SELECT "organization_id", 'actor_user_id', "actor_user_id", count(*)::int FROM new_rows WHERE "actor_user_id" IS NOT NULL GROUP BY 1, 3
  ) per_value
   ORDER BY "organization_id", "field", "value"
  ON CONFLICT ("organization_id", "field", "value") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;

CREATE FUNCTION "audit_log_filter_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "audit_log_filter_counts" c SET "total" = c."total" - d.n
    FROM (
      SELECT "organization_id", 'action' AS "field", "action" AS "value", count(*)::int AS n FROM old_rows GROUP BY 1, 3
      UNION ALL
      SELECT "organization_id", 'target_type', "target_type", count(*)::int FROM old_rows GROUP BY 1, 3
      UNION ALL
      SELECT "organization_id", 'actor_user_id', "actor_user_id", count(*)::int FROM old_rows WHERE "actor_user_id" IS NOT NULL GROUP BY 1, 3
    ) d
   WHERE c."organization_id" = d."organization_id" AND c."field" = d."field" AND c."value" = d."value";
  RETURN NULL;
END
$$;

CREATE TRIGGER "audit_log_filter_counts_inserted" AFTER INSERT ON "audit_logs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_filter_counts_inserted"();
CREATE TRIGGER "audit_log_filter_counts_updated" AFTER UPDATE ON "audit_logs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_filter_counts_changed"();
CREATE TRIGGER "audit_log_filter_counts_deleted" AFTER DELETE ON "audit_logs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_filter_counts_deleted"();
