-- A job's stages, scorecard criteria, hiring managers and application counter carry their job's
-- organization, and their policies state the jobs' own rule on that column and job_id
-- (docs/decisions/436). Before, each had `EXISTS (SELECT 1 FROM jobs p WHERE p.id = job_id)`,
-- which Postgres plans as a hashed scan of every job the caller sees: on the board three scans of
-- the organization's 200 jobs for one job's rows, even for a recruiter, who sees them all. Now a
-- recruiter's check is one comparison with a value read once per statement.

-- the pair the children reference: a child's organization is always its job's
ALTER TABLE jobs ADD CONSTRAINT jobs_id_organization_id_key UNIQUE (id, organization_id);

-- Fills a new child's organization from its job (the app, the seed and Prisma name only job_id);
-- a writer that already knows it (the counter trigger below) passes it and saves the lookup, and
-- the foreign key on (job_id, organization_id) refuses a wrong one. SECURITY DEFINER: it reads the
-- job whatever the caller may see; the policies then decide whether the caller may write the row.
CREATE FUNCTION job_child_takes_its_job_organization() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR NEW.organization_id IS NULL THEN
    SELECT j.organization_id INTO NEW.organization_id FROM jobs j WHERE j.id = NEW.job_id;
  END IF;
  RETURN NEW;
END
$$;

DO $$
DECLARE
  child text;
  -- the jobs' visibility rule, as their policy states it, on the child's job_id
  job_rule text := (SELECT regexp_replace(qual, '\mid IN \(', 'job_id IN (', 'g') FROM pg_policies
                     WHERE schemaname = 'public' AND tablename = 'jobs' AND policyname = 'managed_or_reviewed');
BEGIN
  IF job_rule IS NULL OR job_rule NOT LIKE '%job_id IN (%' THEN
    RAISE EXCEPTION 'the jobs policy managed_or_reviewed is not in the form this migration copies';
  END IF;
  FOREACH child IN ARRAY ARRAY['stages', 'scorecard_criteria', 'job_hiring_managers', 'job_application_counters'] LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN organization_id integer', child);
    EXECUTE format('UPDATE %I c SET organization_id = j.organization_id FROM jobs j WHERE j.id = c.job_id', child);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN organization_id SET NOT NULL', child);
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', child, child || '_job_id_fkey');
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (job_id, organization_id) REFERENCES jobs (id, organization_id) ON DELETE CASCADE',
                   child, child || '_job_id_organization_id_fkey');
    EXECUTE format('CREATE TRIGGER takes_its_job_organization BEFORE INSERT OR UPDATE OF job_id ON %I FOR EACH ROW EXECUTE FUNCTION job_child_takes_its_job_organization()', child);
    EXECUTE format('DROP POLICY of_a_visible_job ON %I', child);
    EXECUTE format('CREATE POLICY tenancy ON %I AS RESTRICTIVE USING (organization_id = (SELECT caller_org_id()))', child);
    EXECUTE format('CREATE POLICY of_a_visible_job ON %I USING (%s)', child, job_rule);
  END LOOP;
END $$;

-- The jobs list reads each job's managers through their key alone (an index-only scan); the policy
-- now reads organization_id too, which the key carries so that the scan stays index-only (without
-- it Postgres scanned the 200 rows once per listed job: 1.18 against 0.64 ms of backend CPU).
ALTER TABLE job_hiring_managers DROP CONSTRAINT job_hiring_managers_pkey,
  ADD CONSTRAINT job_hiring_managers_pkey PRIMARY KEY (job_id, user_id) INCLUDE (organization_id);

-- The counter's upsert knows each job's organization from the applications it counts.
CREATE OR REPLACE FUNCTION job_application_counters_add() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO job_application_counters AS c (job_id, organization_id, total)
    SELECT job_id, organization_id, count(*) FROM new_rows GROUP BY job_id, organization_id ORDER BY job_id
  ON CONFLICT (job_id) DO UPDATE SET total = c.total + EXCLUDED.total;
  RETURN NULL;
END
$$;

-- The new column's statistics: without them the planner takes `organization_id = $1` on stages to
-- keep 0.5 % of the rows and joins the home's new applications to a scan of every stage instead of
-- a probe by key (0.86 against 1.37 ms of backend CPU per home statement on the bench database).
ANALYZE stages, scorecard_criteria, job_hiring_managers, job_application_counters;
