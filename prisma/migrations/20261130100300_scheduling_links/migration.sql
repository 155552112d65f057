-- A candidate's self-scheduling link (issue 24, docs/decisions/376): single use, the token kept as a
-- hash, offering the free slots of the named interviewers inside a window until it expires.
CREATE TABLE scheduling_links (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id   integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  token_hash       text NOT NULL UNIQUE,
  title            text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  interviewer_ids  text[] NOT NULL CHECK (cardinality(interviewer_ids) BETWEEN 1 AND 20),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
  window_from      timestamptz(3) NOT NULL,
  window_to        timestamptz(3) NOT NULL CHECK (window_to > window_from),
  time_zone        text NOT NULL,
  expires_at       timestamptz(3) NOT NULL,
  used_at          timestamptz(3),
  interview_id     integer REFERENCES interviews(id) ON DELETE SET NULL,
  created_by_id    text REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX scheduling_links_application_id_idx ON scheduling_links (application_id);

-- decision 302's rule for the application's children; the candidate's page reads as the owner by token
ALTER TABLE scheduling_links ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON scheduling_links AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_visible_application ON scheduling_links USING (EXISTS (SELECT 1 FROM applications p WHERE p.id = scheduling_links.application_id));
GRANT SELECT, INSERT, UPDATE, DELETE ON scheduling_links TO hiring_app;
GRANT USAGE, SELECT, UPDATE ON SEQUENCE scheduling_links_id_seq TO hiring_app;
