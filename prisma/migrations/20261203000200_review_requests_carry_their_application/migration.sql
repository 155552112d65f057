-- Review requests carry their application's organization and job, and their policies state the
-- applications' own rule on those columns and application_id (docs/decisions/438), as
-- application_search already does. Before, `EXISTS (SELECT 1 FROM applications p WHERE p.id =
-- application_id)` probed the application once per request under the applications' policies (the
-- home's "my tasks" read each application twice), and wherever the planner expected many requests
-- it hashed every application the caller sees instead: the home's first plans on a connection
-- scanned the organization's 50,000 applications (12-30 ms each).

-- Kept by the database: every write of application_id takes the application's organization and job
-- again (an application never changes job, applications_job_is_fixed), whatever the writer passed.
CREATE FUNCTION review_request_takes_its_application() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  SELECT a.organization_id, a.job_id INTO NEW.organization_id, NEW.job_id FROM applications a WHERE a.id = NEW.application_id;
  RETURN NEW;
END
$$;

ALTER TABLE review_requests ADD COLUMN organization_id integer, ADD COLUMN job_id integer;
UPDATE review_requests r SET organization_id = a.organization_id, job_id = a.job_id FROM applications a WHERE a.id = r.application_id;
ALTER TABLE review_requests ALTER COLUMN organization_id SET NOT NULL, ALTER COLUMN job_id SET NOT NULL;
CREATE TRIGGER takes_its_application BEFORE INSERT OR UPDATE OF application_id, organization_id, job_id ON review_requests
  FOR EACH ROW EXECUTE FUNCTION review_request_takes_its_application();

DO $$
DECLARE
  -- the applications' visibility rule, as their policy states it, on the request's application_id
  application_rule text := (SELECT regexp_replace(qual, '\(id IN \(', '(application_id IN (', 'g') FROM pg_policies
                             WHERE schemaname = 'public' AND tablename = 'applications' AND policyname = 'managed_or_reviewed');
BEGIN
  IF application_rule IS NULL OR application_rule NOT LIKE '%(application_id IN (%' THEN
    RAISE EXCEPTION 'the applications policy managed_or_reviewed is not in the form this migration copies';
  END IF;
  DROP POLICY of_a_visible_application ON review_requests;
  CREATE POLICY tenancy ON review_requests AS RESTRICTIVE USING (organization_id = (SELECT caller_org_id()));
  EXECUTE format('CREATE POLICY of_a_visible_application ON review_requests USING (%s)', application_rule);
END $$;

ANALYZE review_requests;
