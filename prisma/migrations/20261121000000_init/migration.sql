-- Initial schema of the hiring service. Written by hand (see docs/decisions/001-sql-migrations.md);
-- tests/schema-drift.test.ts checks it against prisma/schema.prisma.

CREATE TYPE "role" AS ENUM ('admin', 'recruiter', 'hiring_manager', 'interviewer');
CREATE TYPE "job_status" AS ENUM ('draft', 'open', 'closed');
CREATE TYPE "employment_type" AS ENUM ('full_time', 'part_time', 'contract', 'temporary', 'internship');
CREATE TYPE "workplace_type" AS ENUM ('on_site', 'hybrid', 'remote');
CREATE TYPE "application_status" AS ENUM ('active', 'rejected', 'hired', 'withdrawn');

CREATE TABLE "organizations" (
  "id" SERIAL PRIMARY KEY,
  "idp_org_id" TEXT UNIQUE,
  "name" TEXT NOT NULL,
  "slug" TEXT NOT NULL UNIQUE,
  "logo_url" TEXT,
  "accent_color" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "organizations_accent_color_check" CHECK ("accent_color" IS NULL OR "accent_color" ~ '^#[0-9A-Fa-f]{6}$')
);

CREATE TABLE "users" (
  "id" TEXT PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "email" TEXT NOT NULL UNIQUE,
  "name" TEXT NOT NULL,
  "role" "role" NOT NULL,
  "password_hash" TEXT,
  "idp_subject" TEXT UNIQUE,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "users_email_lowercase_check" CHECK ("email" = lower("email"))
);
CREATE INDEX "users_organization_id_name_idx" ON "users"("organization_id", "name");

CREATE TABLE "api_keys" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "user_id" TEXT NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "key_prefix" TEXT NOT NULL,
  "key_hash" TEXT NOT NULL UNIQUE,
  "last_used_at" TIMESTAMPTZ(3),
  "revoked_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "api_keys_user_id_created_at_idx" ON "api_keys"("user_id", "created_at");

CREATE TABLE "jobs" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "slug" TEXT NOT NULL,
  "title" TEXT NOT NULL,
  "description" TEXT,
  "location" TEXT,
  "employment_type" "employment_type",
  "department" TEXT,
  "workplace_type" "workplace_type",
  "salary_min" INTEGER,
  "salary_max" INTEGER,
  "duration" TEXT,
  "kit_body" TEXT,
  "status" "job_status" NOT NULL DEFAULT 'draft',
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "jobs_salary_range_check" CHECK ("salary_min" IS NULL OR "salary_max" IS NULL OR "salary_min" <= "salary_max"),
  CONSTRAINT "jobs_salary_nonnegative_check" CHECK (coalesce("salary_min", 0) >= 0 AND coalesce("salary_max", 0) >= 0)
);
CREATE UNIQUE INDEX "jobs_organization_id_slug_key" ON "jobs"("organization_id", "slug");
CREATE INDEX "jobs_organization_id_created_at_id_idx" ON "jobs"("organization_id", "created_at" DESC, "id" DESC);
CREATE INDEX "jobs_organization_id_location_idx" ON "jobs"("organization_id", "location");
CREATE INDEX "jobs_organization_id_status_created_at_id_idx" ON "jobs"("organization_id", "status", "created_at" DESC, "id" DESC);

CREATE TABLE "job_hiring_managers" (
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "user_id" TEXT NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  PRIMARY KEY ("job_id", "user_id")
);
CREATE INDEX "job_hiring_managers_user_id_idx" ON "job_hiring_managers"("user_id");

CREATE TABLE "stages" (
  "id" SERIAL PRIMARY KEY,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "position" INTEGER NOT NULL,
  -- Deferred so a reorder can permute positions inside one transaction.
  CONSTRAINT "stages_job_id_position_key" UNIQUE ("job_id", "position") DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT "stages_position_check" CHECK ("position" >= 0)
);
CREATE UNIQUE INDEX "stages_job_id_lower_name_key" ON "stages"("job_id", lower("name"));

CREATE TABLE "scorecard_criteria" (
  "id" SERIAL PRIMARY KEY,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "position" INTEGER NOT NULL,
  CONSTRAINT "scorecard_criteria_job_id_position_key" UNIQUE ("job_id", "position") DEFERRABLE INITIALLY DEFERRED
);
CREATE UNIQUE INDEX "scorecard_criteria_job_id_lower_name_key" ON "scorecard_criteria"("job_id", lower("name"));

CREATE TABLE "candidates" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "email" TEXT NOT NULL,
  "phone" TEXT,
  "resume_url" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "candidates_email_lowercase_check" CHECK ("email" = lower("email"))
);
CREATE UNIQUE INDEX "candidates_organization_id_email_key" ON "candidates"("organization_id", "email");

CREATE TABLE "applications" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "candidate_id" INTEGER NOT NULL REFERENCES "candidates"("id") ON DELETE CASCADE,
  "current_stage_id" INTEGER NOT NULL REFERENCES "stages"("id") ON DELETE RESTRICT,
  "status" "application_status" NOT NULL DEFAULT 'active',
  "cover_letter" TEXT,
  "rejection_reason" TEXT,
  "hired_at" TIMESTAMPTZ(3),
  "closed_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "applications_hired_at_check" CHECK (("status" = 'hired') = ("hired_at" IS NOT NULL))
);
CREATE UNIQUE INDEX "applications_job_id_candidate_id_key" ON "applications"("job_id", "candidate_id");
CREATE INDEX "applications_job_id_created_at_id_idx" ON "applications"("job_id", "created_at", "id");
CREATE INDEX "applications_job_id_current_stage_id_status_idx" ON "applications"("job_id", "current_stage_id", "status");
CREATE INDEX "applications_organization_id_created_at_idx" ON "applications"("organization_id", "created_at");
CREATE INDEX "applications_candidate_id_idx" ON "applications"("candidate_id");

CREATE TABLE "stage_visits" (
  "id" SERIAL PRIMARY KEY,
  "application_id" INTEGER NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "stage_id" INTEGER NOT NULL REFERENCES "stages"("id") ON DELETE CASCADE,
  "entered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "left_at" TIMESTAMPTZ(3),
  CONSTRAINT "stage_visits_order_check" CHECK ("left_at" IS NULL OR "left_at" >= "entered_at")
);
CREATE INDEX "stage_visits_application_id_entered_at_idx" ON "stage_visits"("application_id", "entered_at");
CREATE INDEX "stage_visits_stage_id_idx" ON "stage_visits"("stage_id");
-- An application is in exactly one stage at a time.
CREATE UNIQUE INDEX "stage_visits_one_open_per_application" ON "stage_visits"("application_id") WHERE "left_at" IS NULL;

CREATE TABLE "feedback" (
  "id" SERIAL PRIMARY KEY,
  "application_id" INTEGER NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "author_id" TEXT NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "notes" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "feedback_application_id_author_id_key" ON "feedback"("application_id", "author_id");

CREATE TABLE "feedback_ratings" (
  "feedback_id" INTEGER NOT NULL REFERENCES "feedback"("id") ON DELETE CASCADE,
  "criterion_id" INTEGER NOT NULL REFERENCES "scorecard_criteria"("id") ON DELETE CASCADE,
  "score" SMALLINT NOT NULL,
  PRIMARY KEY ("feedback_id", "criterion_id"),
  CONSTRAINT "feedback_ratings_score_check" CHECK ("score" BETWEEN 1 AND 4)
);
CREATE INDEX "feedback_ratings_criterion_id_idx" ON "feedback_ratings"("criterion_id");

CREATE TABLE "review_requests" (
  "id" SERIAL PRIMARY KEY,
  "application_id" INTEGER NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "reviewer_id" TEXT NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "requested_by_id" TEXT REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "completed_at" TIMESTAMPTZ(3)
);
CREATE UNIQUE INDEX "review_requests_application_id_reviewer_id_key" ON "review_requests"("application_id", "reviewer_id");
CREATE INDEX "review_requests_reviewer_id_completed_at_created_at_idx" ON "review_requests"("reviewer_id", "completed_at", "created_at");

CREATE TABLE "candidate_notes" (
  "id" SERIAL PRIMARY KEY,
  "candidate_id" INTEGER NOT NULL REFERENCES "candidates"("id") ON DELETE CASCADE,
  "author_id" TEXT REFERENCES "users"("id") ON DELETE SET NULL,
  "author_name" TEXT NOT NULL,
  "body" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "candidate_notes_candidate_id_created_at_idx" ON "candidate_notes"("candidate_id", "created_at");

CREATE TABLE "audit_logs" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "actor_user_id" TEXT,
  "actor_name" TEXT NOT NULL,
  "action" TEXT NOT NULL,
  "target_type" TEXT NOT NULL,
  "target_id" TEXT NOT NULL,
  "metadata" JSONB NOT NULL DEFAULT '{}',
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "audit_logs_organization_id_id_idx" ON "audit_logs"("organization_id", "id" DESC);
CREATE INDEX "audit_logs_organization_id_action_id_idx" ON "audit_logs"("organization_id", "action", "id" DESC);
CREATE INDEX "audit_logs_organization_id_target_type_id_idx" ON "audit_logs"("organization_id", "target_type", "id" DESC);
CREATE INDEX "audit_logs_organization_id_actor_user_id_id_idx" ON "audit_logs"("organization_id", "actor_user_id", "id" DESC);

CREATE TABLE "invitations" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "email" TEXT NOT NULL,
  "role" "role" NOT NULL,
  "token_hash" TEXT NOT NULL UNIQUE,
  "invited_by_id" TEXT REFERENCES "users"("id") ON DELETE SET NULL,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "accepted_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "invitations_organization_id_email_idx" ON "invitations"("organization_id", "email");

CREATE TABLE "withdrawal_tokens" (
  "id" SERIAL PRIMARY KEY,
  "application_id" INTEGER NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "token_hash" TEXT NOT NULL UNIQUE,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "used_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "withdrawal_tokens_application_id_idx" ON "withdrawal_tokens"("application_id");

CREATE TABLE "outbox_emails" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER REFERENCES "organizations"("id") ON DELETE CASCADE,
  "kind" TEXT NOT NULL,
  "to_address" TEXT NOT NULL,
  "subject" TEXT NOT NULL,
  "text_body" TEXT NOT NULL,
  "sent_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "outbox_emails_organization_id_created_at_idx" ON "outbox_emails"("organization_id", "created_at");
CREATE INDEX "outbox_emails_to_address_created_at_idx" ON "outbox_emails"("to_address", "created_at");

CREATE TABLE "product_feedback" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "user_id" TEXT REFERENCES "users"("id") ON DELETE SET NULL,
  "message" TEXT NOT NULL,
  "page" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "product_feedback_organization_id_created_at_idx" ON "product_feedback"("organization_id", "created_at");

-- Fixed-window counters shared by every app instance.
CREATE TABLE "rate_limit_buckets" (
  "key" TEXT PRIMARY KEY,
  "window_start" TIMESTAMPTZ(3) NOT NULL,
  "count" INTEGER NOT NULL
);
