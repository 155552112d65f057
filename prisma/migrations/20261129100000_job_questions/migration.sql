-- A job's own application questions and the answers an application was sent with (issue 26,
-- docs/decisions/330). A question's knockout rule is JSON
-- ({rejectIf, delayMinutes}, its form per type in decision 330). An answer keeps the question's
-- label and type as they were when it was given, so it still reads the same after the question
-- is changed or removed (question_id then becomes null).
CREATE TABLE "job_questions" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "job_id" INTEGER NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "position" INTEGER NOT NULL,
  "label" TEXT NOT NULL CHECK (char_length("label") BETWEEN 1 AND 200),
  "type" TEXT NOT NULL CHECK ("type" IN ('short_text', 'long_text', 'yes_no', 'single_choice', 'multi_choice', 'number', 'date', 'url', 'file')),
  "required" BOOLEAN NOT NULL DEFAULT false,
  "help_text" TEXT CHECK (char_length("help_text") <= 500),
  "options" TEXT[] NOT NULL DEFAULT '{}',
  "knockout" JSONB,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "job_questions_job_id_position_key" UNIQUE ("job_id", "position") DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX "job_questions_organization_id_idx" ON "job_questions"("organization_id");

CREATE TABLE "application_answers" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "application_id" INTEGER NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "question_id" INTEGER REFERENCES "job_questions"("id") ON DELETE SET NULL,
  "position" INTEGER NOT NULL,
  "label" TEXT NOT NULL,
  "type" TEXT NOT NULL,
  "value" JSONB NOT NULL,
  -- a file answer's bytes are in the file store under storage_key, like a résumé (decision 190)
  "storage_key" TEXT UNIQUE,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "application_answers_application_id_question_id_key" ON "application_answers"("application_id", "question_id");
CREATE INDEX "application_answers_question_id_idx" ON "application_answers"("question_id");
CREATE INDEX "application_answers_organization_id_idx" ON "application_answers"("organization_id");

-- Visibility as decisions 300 and 302 state it: tenancy, then the rule of the parent row. The
-- questions are read by whoever sees the job; the answers exactly where the application is seen.
ALTER TABLE "job_questions" ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON "job_questions" AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_visible_job ON "job_questions" USING (EXISTS (SELECT 1 FROM jobs p WHERE p.id = job_questions.job_id));

ALTER TABLE "application_answers" ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON "application_answers" AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_visible_application ON "application_answers" USING (EXISTS (SELECT 1 FROM applications p WHERE p.id = application_answers.application_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "job_questions", "application_answers" TO hiring_app;
GRANT USAGE, SELECT, UPDATE ON SEQUENCE "job_questions_id_seq", "application_answers_id_seq" TO hiring_app;
