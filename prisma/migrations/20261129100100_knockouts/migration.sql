-- A knockout rule an application's answer matched (docs/decisions/331): pending until due_at, then
-- the rule rejects it (or, for a rule that only flags, it waits for a person). One per application:
-- the first matching question in the form's order decides. The answer is kept as a person reads it,
-- for "Rejected by rule: Right to work = No".
CREATE TABLE "application_knockouts" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "application_id" INTEGER NOT NULL UNIQUE REFERENCES "applications"("id") ON DELETE CASCADE,
  "question_id" INTEGER REFERENCES "job_questions"("id") ON DELETE SET NULL,
  "label" TEXT NOT NULL,
  "answer" TEXT NOT NULL,
  "action" TEXT NOT NULL CHECK ("action" IN ('reject', 'review')),
  "state" TEXT NOT NULL DEFAULT 'pending' CHECK ("state" IN ('pending', 'rejected', 'cancelled', 'review')),
  "due_at" TIMESTAMPTZ(3) NOT NULL,
  "decided_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "application_knockouts_organization_id_idx" ON "application_knockouts"("organization_id");
CREATE INDEX "application_knockouts_question_id_idx" ON "application_knockouts"("question_id");

ALTER TABLE "application_knockouts" ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON "application_knockouts" AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_visible_application ON "application_knockouts" USING (EXISTS (SELECT 1 FROM applications p WHERE p.id = application_knockouts.application_id));
GRANT SELECT, INSERT, UPDATE, DELETE ON "application_knockouts" TO hiring_app;
GRANT USAGE, SELECT, UPDATE ON SEQUENCE "application_knockouts_id_seq" TO hiring_app;

-- The delayed rejection is a job of the shared queue with its due time as startAfter, so it
-- survives restarts and runs once on whichever instance fetches it; the job checks the due time
-- again through the app's clock (lib/queue/queues.ts keeps the same options).
SELECT pgboss.create_queue('knockout-rejection', '{"policy":"standard","retryLimit":5,"retryDelay":60,"retryBackoff":true,"expireInSeconds":60,"deleteAfterSeconds":86400,"notify":true}');
