-- The role every request runs as (lib/db/caller-scope.ts sets it with the caller's settings):
-- it cannot bypass row-level security, so the policies of the next migration decide what a request
-- sees. The connecting role (the tables' owner) keeps its rights for work outside any request.
-- Roles are cluster-wide: another database on the same server may have created it already.
DO $$
BEGIN
  CREATE ROLE hiring_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
GRANT hiring_app TO CURRENT_USER;

GRANT USAGE ON SCHEMA public, pgboss TO hiring_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public, pgboss TO hiring_app;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public, pgboss TO hiring_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public, pgboss GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO hiring_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public, pgboss GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO hiring_app;
-- the migrations table is the owner's alone
REVOKE ALL ON "_prisma_migrations" FROM hiring_app;

-- The caller, as the request set it. Plain SQL and STABLE, so the planner inlines them and
-- evaluates them once per statement; unset reads NULL, which matches no organization.
CREATE FUNCTION caller_org_id() RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.org_id', true), '')::integer $$;
CREATE FUNCTION caller_user_id() RETURNS text LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '') $$;
CREATE FUNCTION caller_role() RETURNS text LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.role', true), '') $$;
-- admins and recruiters see every job of their organization
CREATE FUNCTION caller_sees_all_jobs() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT coalesce(caller_role() IN ('admin', 'recruiter'), false) $$;

-- The sets the role rules are made of. SECURITY DEFINER: they read the tables the policies guard
-- without passing through those policies again (a policy on jobs reading applications whose policy
-- reads jobs would recurse). Each is one indexed lookup by the caller's user id.
CREATE FUNCTION caller_managed_job_ids() RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT h.job_id FROM job_hiring_managers h WHERE h.user_id = caller_user_id() AND caller_role() = 'hiring_manager' $$;
CREATE FUNCTION caller_reviewed_application_ids() RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT rr.application_id FROM review_requests rr WHERE rr.reviewer_id = caller_user_id() $$;
CREATE FUNCTION caller_reviewed_job_ids() RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT a.job_id FROM review_requests rr JOIN applications a ON a.id = rr.application_id WHERE rr.reviewer_id = caller_user_id() $$;
-- The role rule for one row, as index probes: the search below checks each index hit with these,
-- and statements ask caller_manages_job of a few jobs. The policies of the next migration state
-- the same rule over sets (hashed once per statement, far cheaper per row than a function call);
-- tests/row-level-security.test.ts runs every role and row through both forms.
CREATE FUNCTION caller_sees_application(job integer, application integer) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT caller_sees_all_jobs()
         OR EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = job AND h.user_id = caller_user_id() AND caller_role() = 'hiring_manager')
         OR EXISTS (SELECT 1 FROM review_requests rr WHERE rr.application_id = application AND rr.reviewer_id = caller_user_id()) $$;
CREATE FUNCTION caller_sees_candidate(candidate integer) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT caller_sees_all_jobs() OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = candidate AND caller_sees_application(a.job_id, a.id)) $$;
-- Whoever manages a job sees all of it (its board, counters and scores): admins, recruiters, and
-- the hiring managers listed on it.
CREATE FUNCTION caller_manages_job(job integer) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT caller_sees_all_jobs()
         OR EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = job AND h.user_id = caller_user_id() AND caller_role() = 'hiring_manager') $$;
-- Blind reviews (decision 170): asked, not submitted yet (no completed request, no own feedback),
-- and not managing the job.
CREATE FUNCTION caller_blind_application_ids() RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT rr.application_id FROM review_requests rr JOIN applications a ON a.id = rr.application_id
         WHERE rr.reviewer_id = caller_user_id() AND rr.completed_at IS NULL AND NOT caller_sees_all_jobs()
           AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.application_id = rr.application_id AND f.author_id = rr.reviewer_id)
           AND a.job_id NOT IN (SELECT caller_managed_job_ids()) $$;
CREATE FUNCTION caller_blind_candidate_ids() RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT a.candidate_id FROM applications a WHERE a.id IN (SELECT caller_blind_application_ids()) $$;
-- Others' feedback the blind rule hides from the caller on one application: the timeline shows
-- that it was given (never what it says).
CREATE FUNCTION caller_blind_feedback_ids(application integer) RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT f.id FROM feedback f WHERE f.application_id = application AND application IN (SELECT caller_blind_application_ids()) $$;
-- How many notes on a candidate the blind rule hides from the caller (the notes list says so).
CREATE FUNCTION caller_hidden_note_count(candidate integer) RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT count(*)::integer FROM candidate_notes n
         WHERE n.candidate_id = candidate AND n.candidate_id IN (SELECT caller_blind_candidate_ids())
           AND n.author_id IS DISTINCT FROM caller_user_id() $$;

-- Counters and stamps kept by triggers are bookkeeping of the whole row set, not reads by the
-- caller: they run as the owner, so a policy can never make them skip a row and drift.
ALTER FUNCTION audit_logs_assign_seq() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION job_application_counters_add() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION job_application_counters_remove() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION audit_log_filter_counts_inserted() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION audit_log_filter_counts_deleted() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION audit_log_filter_counts_changed() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION organizations_add_rejection_reasons() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION jobs_touch_for_managers() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION applications_touch_for_reviewers() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION report_stage_visits_changed() SECURITY DEFINER SET search_path = public, pg_temp;
ALTER FUNCTION report_applications_changed() SECURITY DEFINER SET search_path = public, pg_temp;

-- The search box's prefix lookups (lib/server/search/search-everything.ts). Under the policies only
-- leakproof conditions may bound an index scan, and lower() and regexp_replace() are not, so the
-- name indexes would be walked from the start. This function reads them as the owner, within the
-- caller's organization and visibility (the functions above), and returns up to `hits` candidates
-- per index; the statement that shows them runs under the policies as usual.
CREATE FUNCTION caller_search_candidate_ids(lower_prefix text, pattern text, hits integer) RETURNS SETOF integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  (SELECT c.id FROM candidates c
    WHERE c.organization_id = caller_org_id() AND lower(c.name) ~>=~ lower_prefix AND lower(c.name) ~<~ (lower_prefix || chr(1114111))
      AND lower(c.name) LIKE pattern AND caller_sees_candidate(c.id)
    ORDER BY lower(c.name) USING ~<~ LIMIT hits)
  UNION
  (SELECT c.id FROM candidates c
    WHERE c.organization_id = caller_org_id() AND lower(regexp_replace(c.name, '^.*\s', '')) ~>=~ lower_prefix
      AND lower(regexp_replace(c.name, '^.*\s', '')) ~<~ (lower_prefix || chr(1114111))
      AND lower(regexp_replace(c.name, '^.*\s', '')) LIKE pattern AND caller_sees_candidate(c.id)
    ORDER BY lower(regexp_replace(c.name, '^.*\s', '')) USING ~<~ LIMIT hits)
  UNION
  (SELECT c.id FROM candidates c
    WHERE c.organization_id = caller_org_id() AND c.email ~>=~ lower_prefix AND c.email ~<~ (lower_prefix || chr(1114111))
      AND c.email LIKE pattern AND caller_sees_candidate(c.id)
    ORDER BY c.email USING ~<~ LIMIT hits)
  UNION
  (SELECT a.candidate_id FROM applications a
    WHERE a.organization_id = caller_org_id() AND lower(a.candidate_name) ~>=~ lower_prefix AND lower(a.candidate_name) ~<~ (lower_prefix || chr(1114111))
      AND lower(a.candidate_name) LIKE pattern AND caller_sees_application(a.job_id, a.id)
    ORDER BY lower(a.candidate_name) USING ~<~ LIMIT hits)
  UNION
  (SELECT a.candidate_id FROM applications a
    WHERE a.organization_id = caller_org_id() AND lower(regexp_replace(a.candidate_name, '^.*\s', '')) ~>=~ lower_prefix
      AND lower(regexp_replace(a.candidate_name, '^.*\s', '')) ~<~ (lower_prefix || chr(1114111))
      AND lower(regexp_replace(a.candidate_name, '^.*\s', '')) LIKE pattern AND caller_sees_application(a.job_id, a.id)
    ORDER BY lower(regexp_replace(a.candidate_name, '^.*\s', '')) USING ~<~ LIMIT hits)
$$;
