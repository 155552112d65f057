-- An organization's list of rejection reasons (docs/decisions/281): rejections name one, so reports
-- can count them. A reason in use is archived, never deleted (the foreign key refuses it).
CREATE TABLE "rejection_reasons" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "label" TEXT NOT NULL CHECK (char_length("label") BETWEEN 1 AND 80),
  "position" INTEGER NOT NULL,
  "archived_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "rejection_reasons_organization_id_label_key" ON "rejection_reasons"("organization_id", lower("label"));
CREATE INDEX "rejection_reasons_organization_id_position_idx" ON "rejection_reasons"("organization_id", "position");

ALTER TABLE "applications" ADD COLUMN "rejection_reason_id" INTEGER REFERENCES "rejection_reasons"("id") ON DELETE RESTRICT;
CREATE INDEX "applications_rejection_reason_id_idx" ON "applications"("rejection_reason_id") WHERE "rejection_reason_id" IS NOT NULL;

-- Every organization starts with the same list, however it was created (API, admin CLI, seed,
-- identity provider): one trigger, and the existing ones get it here.
CREATE FUNCTION "add_default_rejection_reasons"(org INTEGER) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "rejection_reasons" ("organization_id", "label", "position")
  SELECT org, d.label, d.position - 1
  FROM unnest(ARRAY['Not enough experience', 'Skills do not match', 'Hired someone else', 'Salary expectations',
                    'Candidate withdrew', 'Did not respond', 'Other']) WITH ORDINALITY AS d(label, position)
$$;

CREATE FUNCTION "organizations_add_rejection_reasons"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_default_rejection_reasons"(NEW."id");
  RETURN NEW;
END
$$;
CREATE TRIGGER "organizations_add_rejection_reasons" AFTER INSERT ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION "organizations_add_rejection_reasons"();

SELECT "add_default_rejection_reasons"("id") FROM "organizations";

-- the report counts the rejections of its range by reason from these rows alone
CREATE INDEX "applications_rejected_organization_id_created_at_idx" ON "applications"("organization_id", "created_at") WHERE "status" = 'rejected';
