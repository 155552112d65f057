-- A searchable candidate database (docs/decisions/404): the text of every résumé (extracted by the
-- job queue), and one full-text document per application (the name and e-mail it came with, its
-- résumé's text, cover letter and answers) kept by triggers, so a search reads one GIN index and
-- the applications' own policies decide which documents a caller may match.
ALTER TABLE resume_files
  ADD COLUMN text text,
  ADD COLUMN text_state text NOT NULL DEFAULT 'pending' CHECK (text_state IN ('pending', 'done', 'failed', 'unsupported'));
CREATE INDEX resume_files_text_pending_idx ON resume_files (id) WHERE text_state = 'pending';

CREATE TABLE application_search (
  application_id  integer PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  candidate_id    integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id          integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  document        tsvector NOT NULL
);
CREATE INDEX application_search_document_idx ON application_search USING gin (document);
CREATE INDEX application_search_candidate_idx ON application_search (candidate_id);
ALTER TABLE application_search ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON application_search AS RESTRICTIVE USING (organization_id = caller_org_id());
-- the applications' own rule (managed_or_reviewed, migration 20261128100100) on the row's job and
-- application, through the same helper functions: an EXISTS on applications would make every search
-- hash all the applications the caller sees, 500,000 for an admin
CREATE POLICY managed_or_reviewed ON application_search USING (
  caller_sees_all_jobs() OR job_id IN (SELECT caller_managed_job_ids()) OR application_id IN (SELECT caller_reviewed_application_ids()));

-- notes are matched apart: who reads a note is the notes' own rule (the blind rule, decision 170)
ALTER TABLE candidate_notes ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('english', body)) STORED;
CREATE INDEX candidate_notes_search_idx ON candidate_notes USING gin (search);

-- The document of one application: the name it was sent with and the candidate's current name and
-- e-mail weigh most, answers next, the résumé and cover letter after. 'english' stems both the
-- documents and the queries ("engineers" finds "engineering").
CREATE FUNCTION refresh_application_search(app integer) RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO application_search (application_id, organization_id, candidate_id, job_id, document)
  SELECT a.id, a.organization_id, a.candidate_id, a.job_id,
         setweight(to_tsvector('english', concat_ws(' ', a.candidate_name, c.name, c.email)), 'A')
      || setweight(to_tsvector('english', coalesce((SELECT string_agg(ans.label || ' ' || (CASE jsonb_typeof(ans.value) WHEN 'string' THEN ans.value #>> '{}' ELSE ans.value::text END), ' ')
                                                     FROM application_answers ans WHERE ans.application_id = a.id AND ans.storage_key IS NULL), '')), 'B')
      || setweight(to_tsvector('english', concat_ws(' ', left((SELECT r.text FROM resume_files r WHERE r.application_id = a.id), 500000), a.cover_letter)), 'C')
    FROM applications a JOIN candidates c ON c.id = a.candidate_id
   WHERE a.id = app
  ON CONFLICT (application_id) DO UPDATE SET document = EXCLUDED.document, candidate_id = EXCLUDED.candidate_id, job_id = EXCLUDED.job_id;
$$;

CREATE FUNCTION application_search_on_application() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM refresh_application_search(NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER application_search_on_application AFTER INSERT OR UPDATE OF candidate_name, cover_letter, candidate_id, job_id ON applications
  FOR EACH ROW EXECUTE FUNCTION application_search_on_application();

CREATE FUNCTION application_search_on_child() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM refresh_application_search(CASE WHEN TG_OP = 'DELETE' THEN OLD.application_id ELSE NEW.application_id END);
  RETURN NULL;
END $$;
CREATE TRIGGER application_search_on_resume AFTER INSERT OR DELETE OR UPDATE OF text ON resume_files
  FOR EACH ROW EXECUTE FUNCTION application_search_on_child();
CREATE TRIGGER application_search_on_answer AFTER INSERT OR UPDATE OR DELETE ON application_answers
  FOR EACH ROW EXECUTE FUNCTION application_search_on_child();

CREATE FUNCTION application_search_on_candidate() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM refresh_application_search(a.id) FROM applications a WHERE a.candidate_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER application_search_on_candidate AFTER UPDATE OF name, email ON candidates
  FOR EACH ROW EXECUTE FUNCTION application_search_on_candidate();

-- the applications already there
SELECT refresh_application_search(id) FROM applications;

-- the queue that reads each résumé's text (lib/queue/queues.ts)
SELECT pgboss.create_queue('resume-text', '{"policy":"standard","retryLimit":2,"retryDelay":60,"retryBackoff":true,"expireInSeconds":120,"deleteAfterSeconds":3600,"notify":true}');
