-- A gapless per-organization sequence on audit entries (docs/decisions/052). The unfiltered
-- audit log (the page every admin opens) then reads its total from one counter row and any
-- page, however deep, as a range of `seq`, instead of counting and skipping index entries.
CREATE TABLE "audit_log_counters" (
  "organization_id" INTEGER PRIMARY KEY REFERENCES "organizations"("id") ON DELETE CASCADE,
  "last_seq" INTEGER NOT NULL
);

ALTER TABLE "audit_logs" ADD COLUMN "seq" INTEGER;
UPDATE "audit_logs" a SET "seq" = n.seq
  FROM (SELECT "id", row_number() OVER (PARTITION BY "organization_id" ORDER BY "id") AS seq FROM "audit_logs") n
 WHERE n."id" = a."id";
INSERT INTO "audit_log_counters" ("organization_id", "last_seq")
  SELECT "organization_id", max("seq") FROM "audit_logs" GROUP BY "organization_id";
ALTER TABLE "audit_logs" ALTER COLUMN "seq" SET NOT NULL;
CREATE UNIQUE INDEX "audit_logs_organization_id_seq_key" ON "audit_logs"("organization_id", "seq");

-- The counter row stays locked until the writing transaction ends, so committed entries always
-- hold 1..last_seq without gaps (a rollback rolls the counter back too). The id is drawn again
-- under that lock so that, within an organization, id order is seq order.
CREATE FUNCTION "audit_logs_assign_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_log_counters" AS c ("organization_id", "last_seq") VALUES (NEW."organization_id", 1)
  ON CONFLICT ("organization_id") DO UPDATE SET "last_seq" = c."last_seq" + 1
  RETURNING c."last_seq" INTO NEW."seq";
  NEW."id" := nextval('audit_logs_id_seq');
  RETURN NEW;
END
$$;
CREATE TRIGGER "audit_logs_assign_seq" BEFORE INSERT ON "audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "audit_logs_assign_seq"();
