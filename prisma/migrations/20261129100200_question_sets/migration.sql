-- An organization's reusable question sets (issue 26; docs/decisions/332): a name and questions in
-- the shape PUT /api/jobs/{id}/questions takes, without ids. Adding a set to a job copies its
-- questions into the job, so a set changed later changes no job.
CREATE TABLE "question_sets" (
  "id" SERIAL PRIMARY KEY,
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL CHECK (char_length("name") BETWEEN 1 AND 80),
  "questions" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "question_sets_organization_id_name_key" ON "question_sets"("organization_id", lower("name"));

ALTER TABLE "question_sets" ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON "question_sets" USING (organization_id = caller_org_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON "question_sets" TO hiring_app;
GRANT USAGE, SELECT, UPDATE ON SEQUENCE "question_sets_id_seq" TO hiring_app;
