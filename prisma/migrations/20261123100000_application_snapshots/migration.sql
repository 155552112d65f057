-- Each application keeps the name, phone and résumé link it was sent with (docs/decisions/115):
-- a later public apply with the same e-mail must not change what an earlier application shows.
-- Existing rows take their candidate's current details, which is what they showed until now.
ALTER TABLE "applications"
  ADD COLUMN "candidate_name" TEXT,
  ADD COLUMN "candidate_phone" TEXT,
  ADD COLUMN "candidate_resume_url" TEXT;

UPDATE "applications" a
   SET "candidate_name" = c."name", "candidate_phone" = c."phone", "candidate_resume_url" = c."resume_url"
  FROM "candidates" c
 WHERE c."id" = a."candidate_id";

ALTER TABLE "applications" ALTER COLUMN "candidate_name" SET NOT NULL;
