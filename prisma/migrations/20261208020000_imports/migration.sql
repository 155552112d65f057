-- Imports of candidates and applications from a spreadsheet, Greenhouse or Lever (issue 48 item 5,
-- docs/decisions/496). The upload is parsed once, in the request, into the rows this product reads
-- (`rows`, one JSON object each, the same shape for every format); the queue's job then writes them
-- in batches, each batch in one transaction that also moves `position`, so a worker killed between
-- batches resumes at the first row not yet written and nothing is held in memory between them.
CREATE TABLE imports (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  format          text NOT NULL CHECK (format IN ('csv', 'greenhouse', 'lever')),
  file_name       text,
  file_sha256     text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  dry_run         boolean NOT NULL DEFAULT false,
  status          text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  rows            jsonb NOT NULL CHECK (jsonb_typeof(rows) = 'array'),
  total           integer NOT NULL CHECK (total >= 0),
  -- the next row to read (0-based); the batches before it are written
  position        integer NOT NULL DEFAULT 0 CHECK (position >= 0 AND position <= total),
  imported        integer NOT NULL DEFAULT 0 CHECK (imported >= 0),
  skipped         integer NOT NULL DEFAULT 0 CHECK (skipped >= 0),
  errors          jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(errors) = 'array'),
  -- the queue's tries so far; the last one that fails marks the import failed with its `failure`
  attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  failure         text,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  started_at      timestamptz(3),
  finished_at     timestamptz(3)
);
CREATE INDEX imports_organization_idx ON imports (organization_id, id DESC);

-- What an import already wrote, by the source's own id: a Greenhouse application's id, a Lever
-- opportunity's, a spreadsheet row's e-mail and job. A table of its own rather than external_id
-- columns on candidates and applications: one person imported from two systems (or two files) keeps
-- both keys, the candidate and application tables (and their many readers) stay as they are, and
-- erasing or deleting the record takes its key with it (ON DELETE CASCADE would need one FK per
-- kind, so the record id stays a plain id and the key simply finds nothing any more).
CREATE TABLE import_records (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  source          text NOT NULL CHECK (source IN ('csv', 'greenhouse', 'lever')),
  external_id     text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 500),
  kind            text NOT NULL CHECK (kind IN ('application', 'candidate')),
  record_id       integer NOT NULL,
  import_id       integer REFERENCES imports(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, source, external_id)
);

-- Who reads them: prisma/policies/66-imports.sql.
GRANT SELECT, INSERT, UPDATE, DELETE ON imports, import_records TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE imports_id_seq TO hiring_app;

-- an import's batches, run after the upload committed; a crash is retried from the import's position
SELECT pgboss.create_queue('import-run', '{"policy":"standard","retryLimit":5,"retryDelay":10,"retryBackoff":true,"expireInSeconds":300,"deleteAfterSeconds":86400,"notify":true}');
