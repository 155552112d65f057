-- Candidates' files, e-mail and privacy (docs/decisions/190-199).

-- Privacy settings kept with the branding: the policy the apply form links to, and how many days
-- after their last application ended a candidate is erased by the daily retention job.
ALTER TABLE "organizations" ADD COLUMN "privacy_policy_url" TEXT;
ALTER TABLE "organizations" ADD COLUMN "candidate_retention_days" INTEGER;
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_candidate_retention_days_check"
  CHECK ("candidate_retention_days" IS NULL OR "candidate_retention_days" BETWEEN 1 AND 36500);

-- Set when the person's data was erased; the row stays so applications, stages and scores count.
ALTER TABLE "candidates" ADD COLUMN "erased_at" TIMESTAMPTZ(3);

-- When the candidate agreed to the organization's privacy policy while applying (NULL: no policy then).
ALTER TABLE "applications" ADD COLUMN "privacy_consent_at" TIMESTAMPTZ(3);

-- A résumé file sent with an application; the bytes live in the file store under storage_key.
CREATE TABLE "resume_files" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "application_id" INTEGER NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "storage_key" TEXT NOT NULL,
  "file_name" TEXT NOT NULL,
  "content_type" TEXT NOT NULL,
  "size_bytes" INTEGER NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "resume_files_application_id_key" ON "resume_files"("application_id");
CREATE UNIQUE INDEX "resume_files_storage_key_key" ON "resume_files"("storage_key");
CREATE INDEX "resume_files_organization_id_idx" ON "resume_files"("organization_id");

-- An organization's own wording of a candidate e-mail; without a row the built-in text is used.
CREATE TABLE "email_templates" (
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "kind" TEXT NOT NULL CHECK ("kind" IN ('application_received', 'rejection')),
  "subject" TEXT NOT NULL,
  "body" TEXT NOT NULL,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY ("organization_id", "kind")
);

-- Candidate mail is sent by the job queue and retried with backoff when the SMTP server fails;
-- the retention sweep runs once a day (schedule kept by pg-boss, see lib/queue/background.ts).
SELECT pgboss.create_queue('candidate-mail', '{"policy":"standard","retryLimit":8,"retryDelay":30,"retryBackoff":true,"expireInSeconds":60}');
SELECT pgboss.create_queue('candidate-retention', '{"policy":"singleton","retryLimit":3,"retryDelay":300,"retryBackoff":false,"expireInSeconds":3600}');
