-- The candidate's own page (issue 46 item 1, docs/decisions/493): a long-lived link per application,
-- stored as its hash like the other tokens. Every mail to the candidate mints one (the mail holds the
-- only copy of the token), and the careers site sends fresh ones on request; each works until its
-- expires_at, so an older mail's link keeps working beside a newer one.
CREATE TABLE application_tokens (
  id             serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  token_hash     text NOT NULL UNIQUE,
  expires_at     timestamptz(3) NOT NULL,
  created_at     timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX application_tokens_application_id_idx ON application_tokens (application_id);
GRANT SELECT, INSERT, UPDATE, DELETE ON application_tokens TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE application_tokens_id_seq TO hiring_app;

-- Documents the team asks a candidate for; the candidate uploads each from their page, checked by
-- its bytes and stored like résumés (the file's columns are set together, by the upload).
CREATE TABLE document_requests (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id  integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  label           text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  status          text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'uploaded')),
  requested_by_id text REFERENCES users(id) ON DELETE SET NULL,
  storage_key     text,
  file_name       text,
  content_type    text,
  size_bytes      integer,
  uploaded_at     timestamptz(3),
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((status = 'uploaded') = (storage_key IS NOT NULL AND file_name IS NOT NULL AND content_type IS NOT NULL AND size_bytes IS NOT NULL AND uploaded_at IS NOT NULL))
);
CREATE INDEX document_requests_application_id_idx ON document_requests (application_id);
GRANT SELECT, INSERT, UPDATE, DELETE ON document_requests TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE document_requests_id_seq TO hiring_app;

-- What the candidate reads as their stage (null: the stage's name).
ALTER TABLE stages ADD COLUMN candidate_label text CHECK (candidate_label IS NULL OR length(candidate_label) BETWEEN 1 AND 100);

-- An answer for every applicant (issue 46 item 2, docs/decisions/494): within this many days of
-- applying (null: no deadline), and whether the team lets the system reject those past it.
ALTER TABLE organizations ADD COLUMN answer_within_days integer DEFAULT 21 CHECK (answer_within_days IS NULL OR answer_within_days BETWEEN 1 AND 365);
ALTER TABLE organizations ADD COLUMN reject_unanswered_after_deadline boolean NOT NULL DEFAULT false;

-- the daily sweep that rejects past-deadline applications nobody answered
SELECT pgboss.create_queue('answer-deadline', '{"policy":"singleton","retryLimit":3,"retryDelay":300,"retryBackoff":false,"expireInSeconds":3600,"deleteAfterSeconds":86400,"notify":true}');
