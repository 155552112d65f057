-- The caller's sets and per-row checks the policies call (20261128100000), restated in PL/pgSQL
-- with the same queries and meaning (docs/decisions/322). A SECURITY DEFINER function is never
-- inlined, and a SQL-language one is planned again in every statement that calls it: 0.2 ms a call
-- on the bench, and the board of a hiring manager calls them about a dozen times. PL/pgSQL keeps
-- each query's plan for the connection's life. The caller's settings are read when the query runs,
-- so a kept plan holds no caller.

CREATE OR REPLACE FUNCTION caller_managed_job_ids() RETURNS SETOF integer LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT h.job_id FROM job_hiring_managers h WHERE h.user_id = caller_user_id() AND caller_role() = 'hiring_manager';
  END $$;
CREATE OR REPLACE FUNCTION caller_reviewed_application_ids() RETURNS SETOF integer LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT rr.application_id FROM review_requests rr WHERE rr.reviewer_id = caller_user_id();
  END $$;
-- The reviewed applications' ids as one array, looked up in one scan of the primary key: as a join
-- the planner hashed every application of the organization (6 ms for an interviewer with 637
-- requests on the bench, against 0.5 ms).
CREATE OR REPLACE FUNCTION caller_reviewed_job_ids() RETURNS SETOF integer LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT a.job_id FROM applications a
      WHERE a.id = ANY (ARRAY(SELECT rr.application_id FROM review_requests rr WHERE rr.reviewer_id = caller_user_id()));
  END $$;
CREATE OR REPLACE FUNCTION caller_sees_application(job integer, application integer) RETURNS boolean LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN caller_sees_all_jobs()
      OR EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = job AND h.user_id = caller_user_id() AND caller_role() = 'hiring_manager')
      OR EXISTS (SELECT 1 FROM review_requests rr WHERE rr.application_id = application AND rr.reviewer_id = caller_user_id());
  END $$;
CREATE OR REPLACE FUNCTION caller_sees_candidate(candidate integer) RETURNS boolean LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN caller_sees_all_jobs() OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = candidate AND caller_sees_application(a.job_id, a.id));
  END $$;
CREATE OR REPLACE FUNCTION caller_manages_job(job integer) RETURNS boolean LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN caller_sees_all_jobs()
      OR EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = job AND h.user_id = caller_user_id() AND caller_role() = 'hiring_manager');
  END $$;
CREATE OR REPLACE FUNCTION caller_blind_application_ids() RETURNS SETOF integer LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT rr.application_id FROM review_requests rr JOIN applications a ON a.id = rr.application_id
      WHERE rr.reviewer_id = caller_user_id() AND rr.completed_at IS NULL AND NOT caller_sees_all_jobs()
        AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.application_id = rr.application_id AND f.author_id = rr.reviewer_id)
        AND a.job_id NOT IN (SELECT caller_managed_job_ids());
  END $$;
CREATE OR REPLACE FUNCTION caller_blind_candidate_ids() RETURNS SETOF integer LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT a.candidate_id FROM applications a WHERE a.id IN (SELECT caller_blind_application_ids());
  END $$;

-- The reviewer's application ids from the index alone (the sets above and the policies' probes)
CREATE INDEX review_requests_reviewer_id_application_id_idx ON review_requests (reviewer_id, application_id);
