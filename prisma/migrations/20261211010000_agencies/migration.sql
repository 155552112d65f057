-- Agencies (issue 46 item 5, docs/decisions/504): an admin adds a recruiting agency, gives it jobs and
-- invites its recruiters; an agency recruiter sees only those jobs, submits candidates to them and
-- follows their own submissions in the candidate's words. Rules: prisma/policies/71-agencies.sql.

-- An agency of the organization. A person it submits is its own for `ownership_days` (another
-- agency submitting them meanwhile is refused as a duplicate).
CREATE TABLE agencies (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 120),
  ownership_days  integer NOT NULL DEFAULT 180 CHECK (ownership_days BETWEEN 1 AND 3650),
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX agencies_organization_name_key ON agencies (organization_id, lower(name));
GRANT SELECT, INSERT, UPDATE, DELETE ON agencies TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE agencies_id_seq TO hiring_app;

-- The jobs given to an agency: the only ones its recruiters see and submit to (while open).
CREATE TABLE agency_jobs (
  agency_id       integer NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
  job_id          integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (agency_id, job_id)
);
CREATE INDEX agency_jobs_job_id_idx ON agency_jobs (job_id);
GRANT SELECT, INSERT, UPDATE, DELETE ON agency_jobs TO hiring_app;

-- A member who belongs to an agency (its recruiter, by an agency's invitation). An agency with
-- members is not deleted from under them.
ALTER TABLE users ADD COLUMN agency_id integer REFERENCES agencies(id) ON DELETE RESTRICT;
-- an agency's invitation: the accepted member joins that agency; the name the admin gave them
ALTER TABLE invitations ADD COLUMN agency_id integer REFERENCES agencies(id) ON DELETE CASCADE;
ALTER TABLE invitations ADD COLUMN name text;

-- the agency that submitted the application (source `agency`)
ALTER TABLE applications ADD COLUMN agency_id integer REFERENCES agencies(id) ON DELETE SET NULL;

-- A submission as the agency recruiter sent it: the person as typed (what they read back), the job
-- as it was titled, the candidate and the application it started.
CREATE TABLE agency_submissions (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  agency_id       integer NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
  submitter_id    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  candidate_id    integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id          integer REFERENCES jobs(id) ON DELETE SET NULL,
  application_id  integer REFERENCES applications(id) ON DELETE SET NULL,
  job_title       text NOT NULL,
  name            text NOT NULL,
  email           text NOT NULL,
  phone           text,
  note            text,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
-- the duplicate check reads an organization's submissions by e-mail
CREATE INDEX agency_submissions_organization_id_email_idx ON agency_submissions (organization_id, email, created_at);
CREATE INDEX agency_submissions_submitter_id_created_at_idx ON agency_submissions (submitter_id, created_at);
CREATE INDEX agency_submissions_application_id_idx ON agency_submissions (application_id);
GRANT SELECT, INSERT, UPDATE, DELETE ON agency_submissions TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE agency_submissions_id_seq TO hiring_app;

-- The built-in role of an agency's recruiters, in every organization (new ones get it from
-- lib/server/roles/built-in-roles.ts): no permission at all; what they see is their agency's
-- (the policies of 71-agencies.sql).
INSERT INTO roles (organization_id, key, name, built_in, permissions)
SELECT o.id, 'agency_recruiter', 'Agency recruiter', true, '{}'::text[] FROM organizations o;
