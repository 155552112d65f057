-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- The sets the policies are made of.

CREATE OR REPLACE FUNCTION caller_managed_job_ids()
 RETURNS SETOF integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN QUERY SELECT h.job_id FROM job_hiring_managers h WHERE h.user_id = caller_user_id() AND caller_can('jobs.manage');
  END $function$;
REVOKE ALL ON FUNCTION caller_managed_job_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_managed_job_ids() TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_reviewed_application_ids()
 RETURNS SETOF integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN QUERY SELECT rr.application_id FROM review_requests rr WHERE rr.reviewer_id = caller_user_id();
  END $function$;
REVOKE ALL ON FUNCTION caller_reviewed_application_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_reviewed_application_ids() TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_reviewed_job_ids()
 RETURNS SETOF integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN QUERY SELECT a.job_id FROM applications a
      WHERE a.id = ANY (ARRAY(SELECT rr.application_id FROM review_requests rr WHERE rr.reviewer_id = caller_user_id()));
  END $function$;
REVOKE ALL ON FUNCTION caller_reviewed_job_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_reviewed_job_ids() TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_blind_application_ids()
 RETURNS SETOF integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN QUERY SELECT rr.application_id FROM review_requests rr JOIN applications a ON a.id = rr.application_id
      WHERE rr.reviewer_id = caller_user_id() AND rr.completed_at IS NULL AND NOT caller_sees_all_jobs()
        AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.application_id = rr.application_id AND f.author_id = rr.reviewer_id)
        AND NOT EXISTS (SELECT 1 FROM interview_scorecards s WHERE s.application_id = rr.application_id AND s.author_id = rr.reviewer_id)
        AND a.job_id NOT IN (SELECT caller_managed_job_ids());
  END $function$;
REVOKE ALL ON FUNCTION caller_blind_application_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_blind_application_ids() TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_blind_candidate_ids()
 RETURNS SETOF integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN QUERY SELECT a.candidate_id FROM applications a WHERE a.id IN (SELECT caller_blind_application_ids());
  END $function$;
REVOKE ALL ON FUNCTION caller_blind_candidate_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_blind_candidate_ids() TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_approver_offer_ids()
 RETURNS SETOF integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN QUERY SELECT a.offer_id FROM approvals a WHERE a.approver_id = caller_user_id() AND a.offer_id IS NOT NULL;
  END $function$;
REVOKE ALL ON FUNCTION caller_approver_offer_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_approver_offer_ids() TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_feedback_application_ids()
 RETURNS SETOF integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN QUERY SELECT f.application_id FROM feedback f WHERE f.author_id = caller_user_id()
      UNION SELECT s.application_id FROM interview_scorecards s WHERE s.author_id = caller_user_id();
  END $function$;
REVOKE ALL ON FUNCTION caller_feedback_application_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_feedback_application_ids() TO PUBLIC, hiring_app;
