-- "How it felt" (issue 46 item 3, docs/decisions/499): after a rejection, a hire or a withdrawal the
-- candidate may answer three questions (1-5) and a comment, anonymously, read only in aggregate.

-- Whether the organization invites candidates to the survey; off until a team turns it on.
ALTER TABLE organizations ADD COLUMN send_candidate_survey boolean NOT NULL DEFAULT false;

-- The invitation of one application, behind a link stored as its hash like the other candidate
-- tokens. `answered` is the only trace of an answer on the application's side: no time, no id of
-- the response, so the response cannot be joined back to it.
CREATE TABLE survey_invitations (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id  integer NOT NULL UNIQUE REFERENCES applications(id) ON DELETE CASCADE,
  token_hash      text NOT NULL UNIQUE,
  outcome         text NOT NULL CHECK (outcome IN ('rejected', 'hired', 'withdrawn')),
  expires_at      timestamptz(3) NOT NULL,
  answered        boolean NOT NULL DEFAULT false,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
GRANT SELECT, INSERT, UPDATE, DELETE ON survey_invitations TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE survey_invitations_id_seq TO hiring_app;

-- The answers, anonymous: the job, the stage the application had reached, how it ended and the
-- month, never the application, the candidate or a precise time; a random id, so neither the id's
-- order nor its value says which answer came after which invitation.
CREATE TABLE survey_responses (
  id              text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  job_id          integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  stage_id        integer REFERENCES stages(id) ON DELETE SET NULL,
  outcome         text NOT NULL CHECK (outcome IN ('rejected', 'hired', 'withdrawn')),
  month           date NOT NULL CHECK (extract(day FROM month) = 1),
  communication   smallint NOT NULL CHECK (communication BETWEEN 1 AND 5),
  respect         smallint NOT NULL CHECK (respect BETWEEN 1 AND 5),
  fairness        smallint NOT NULL CHECK (fairness BETWEEN 1 AND 5),
  comment         text CHECK (comment IS NULL OR length(comment) BETWEEN 1 AND 2000)
);
CREATE INDEX survey_responses_organization_id_job_id_idx ON survey_responses (organization_id, job_id);
GRANT SELECT, INSERT ON survey_responses TO hiring_app;

-- the invitation mail, a while after the application ended
SELECT pgboss.create_queue('candidate-survey', '{"policy":"standard","retryLimit":5,"retryDelay":60,"retryBackoff":true,"expireInSeconds":60,"deleteAfterSeconds":86400,"notify":true}');
