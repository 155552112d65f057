-- Bulk résumé upload (issue 48 item 4, docs/decisions/502): up to 200 résumé files dropped on a job,
-- each read by the queue into a candidate and an application, a likely duplicate of a known
-- candidate held for a member's decision. The rows are the source of truth: each file is its item,
-- stored before its row commits and read by its own queue job, so a restart loses nothing.

-- One drop of files on a job, by a member.
CREATE TABLE resume_uploads (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  job_id          integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX resume_uploads_job_idx ON resume_uploads (job_id, id DESC);
CREATE INDEX resume_uploads_organization_idx ON resume_uploads (organization_id);

-- One file of an upload. `storage_key` is its file in the file store while it waits (queued or
-- duplicate); once it becomes an application's résumé the résumé's row holds the key, and a file
-- skipped or unreadable is removed from the store and its key cleared. `duplicates` holds what the
-- matcher found ({candidateId, reasons}) for the decision.
CREATE TABLE resume_upload_items (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  upload_id       integer NOT NULL REFERENCES resume_uploads(id) ON DELETE CASCADE,
  file_name       text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type    text,
  size_bytes      integer NOT NULL CHECK (size_bytes >= 0),
  storage_key     text,
  status          text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'created', 'duplicate', 'merged', 'skipped', 'unreadable')),
  reason          text CHECK (reason IS NULL OR reason IN ('not_a_resume', 'does_not_open', 'no_text', 'no_email', 'already_applied', 'job_closed', 'failed')),
  name            text,
  email           text,
  phone           text,
  duplicates      jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(duplicates) = 'array'),
  candidate_id    integer REFERENCES candidates(id) ON DELETE SET NULL,
  application_id  integer REFERENCES applications(id) ON DELETE SET NULL,
  decided_by_name text,
  -- the queue's tries so far; the last one that fails marks the file unreadable ('failed')
  attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  finished_at     timestamptz(3),
  -- an unreadable file says why
  CHECK (status <> 'unreadable' OR reason IS NOT NULL)
);
CREATE INDEX resume_upload_items_upload_idx ON resume_upload_items (upload_id, id);

-- Who reads them: prisma/policies/67-resume-uploads.sql.
GRANT SELECT, INSERT, UPDATE, DELETE ON resume_uploads, resume_upload_items TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE resume_uploads_id_seq, resume_upload_items_id_seq TO hiring_app;

-- one job per file: read it, match it, write its candidate and application
SELECT pgboss.create_queue('resume-upload', '{"policy":"standard","retryLimit":3,"retryDelay":30,"retryBackoff":true,"expireInSeconds":120,"deleteAfterSeconds":86400,"notify":true}');
