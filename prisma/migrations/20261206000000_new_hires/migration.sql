-- The new hire handed to the HR system (docs/decisions/483): one row per accepted offer, made in the
-- accept's transaction, holding what the HR system needs as it stood then (person, job, the accepted
-- salary and start date, the manager, links to the documents); its hand-offs to the connectors the
-- organization switched on; and the BambooHR connection, whose API key is encrypted like webhook
-- secrets and never returned.
CREATE TABLE new_hires (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  offer_id        integer NOT NULL UNIQUE REFERENCES offers(id) ON DELETE CASCADE,
  application_id  integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  candidate_id    integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id          integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  name            text NOT NULL,
  email           text NOT NULL,
  phone           text,
  job_title       text NOT NULL,
  department      text,
  location        text,
  employment_type text,
  salary_amount   numeric(14, 2) NOT NULL,
  salary_currency varchar(3) NOT NULL,
  salary_period   text NOT NULL,
  start_date      date,
  manager_id      text REFERENCES users(id) ON DELETE SET NULL,
  manager_name    text,
  manager_email   text,
  -- paths of the authenticated download routes, never the files
  offer_letter_path text,
  resume_path     text,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX new_hires_organization_idx ON new_hires (organization_id, created_at DESC, id DESC);
CREATE INDEX new_hires_job_idx ON new_hires (job_id);
CREATE INDEX new_hires_application_idx ON new_hires (application_id);

CREATE TABLE bamboohr_connections (
  organization_id   integer PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  company_domain    text NOT NULL CHECK (company_domain ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  api_key_encrypted text NOT NULL CHECK (api_key_encrypted LIKE 'v1.%'),
  connected_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at        timestamptz(3) NOT NULL DEFAULT now(),
  updated_at        timestamptz(3) NOT NULL DEFAULT now()
);

-- One hand-off of one new hire to one connector: the queue's tries, the last error, and the id the
-- HR system gave the employee. `label` names the hire for those who read the log without offers.view.
CREATE TABLE new_hire_handoffs (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  new_hire_id     integer NOT NULL REFERENCES new_hires(id) ON DELETE CASCADE,
  connector       text NOT NULL CHECK (connector IN ('bamboohr')),
  label           text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text,
  external_id     text,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  delivered_at    timestamptz(3),
  UNIQUE (new_hire_id, connector)
);
CREATE INDEX new_hire_handoffs_organization_idx ON new_hire_handoffs (organization_id, id DESC);

-- Who reads them: prisma/policies/65-new-hires.sql.

-- The accept runs as the offer link's holder, who may not read the organization's connectors: the
-- new hire's hand-offs are queued through this function, one per connector the caller's organization
-- switched on. Answers the new hand-offs' ids.
CREATE FUNCTION queue_new_hire_handoffs(hire integer) RETURNS SETOF integer
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO new_hire_handoffs (organization_id, new_hire_id, connector, label)
  SELECT h.organization_id, h.id, 'bamboohr', h.name || ' (' || h.job_title || ')'
    FROM new_hires h
   WHERE h.id = hire AND h.organization_id = caller_org_id()
     AND EXISTS (SELECT 1 FROM bamboohr_connections c WHERE c.organization_id = h.organization_id)
  ON CONFLICT (new_hire_id, connector) DO NOTHING
  RETURNING id
$$;
REVOKE ALL ON FUNCTION queue_new_hire_handoffs(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION queue_new_hire_handoffs(integer) TO hiring_app;

-- an erased candidate's personal data leaves the new hires (and their hand-off log) too
CREATE FUNCTION forget_new_hires_of_erased_candidate() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM new_hires WHERE candidate_id = NEW.id;
  RETURN NEW;
END $$;
CREATE TRIGGER forget_new_hires_of_erased_candidate AFTER UPDATE OF erased_at ON candidates
  FOR EACH ROW WHEN (NEW.erased_at IS NOT NULL AND OLD.erased_at IS NULL)
  EXECUTE FUNCTION forget_new_hires_of_erased_candidate();

GRANT SELECT, INSERT, UPDATE, DELETE ON new_hires, bamboohr_connections, new_hire_handoffs TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE new_hires_id_seq, new_hire_handoffs_id_seq TO hiring_app;

-- a new hire's hand-off to BambooHR, posted after the accept committed and retried while it fails
SELECT pgboss.create_queue('new-hire-handoff', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":60,"deleteAfterSeconds":86400,"notify":true}');
