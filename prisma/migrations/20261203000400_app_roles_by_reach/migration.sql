-- Two app roles by reach (decision 443). A caller who sees every job of the organization (an admin
-- or a recruiter) runs as hiring_app_wide; everyone else (hiring managers, interviewers) as
-- hiring_app_scoped. Both inherit hiring_app's grants, so every table, sequence and function right
-- stays granted in one place.
--
-- Why: the thirteen policies of the form "sees every job OR manages it OR was asked to
-- review it" put two hashed sub-plans (the managed and reviewed ids) into every scan of their
-- tables. For an admin they never run, but PostgreSQL sets each one up on every execution: under the
-- list bench's 20 connections that start-up was +0.14 ms of the board's backend CPU against the
-- build before row security (perf). The planner includes only the policies of the current role, so
-- each of those policies now applies to hiring_app_scoped alone, and hiring_app_wide gets a twin
-- that keeps just the first term. The twin still asks caller_sees_all_jobs(): a caller switched to
-- the wrong role by mistake sees no more than before, and a session left as plain hiring_app sees
-- none of these rows.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hiring_app_wide') THEN
    CREATE ROLE hiring_app_wide NOLOGIN NOSUPERUSER NOBYPASSRLS INHERIT IN ROLE hiring_app;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hiring_app_scoped') THEN
    CREATE ROLE hiring_app_scoped NOLOGIN NOSUPERUSER NOBYPASSRLS INHERIT IN ROLE hiring_app;
  END IF;
END
$$;
-- made by another database of the same server, they are given the same attributes and membership
ALTER ROLE hiring_app_wide NOLOGIN NOSUPERUSER NOBYPASSRLS INHERIT;
ALTER ROLE hiring_app_scoped NOLOGIN NOSUPERUSER NOBYPASSRLS INHERIT;
GRANT hiring_app TO hiring_app_wide, hiring_app_scoped;
-- the connecting role switches to them (SET ROLE needs membership)
GRANT hiring_app_wide, hiring_app_scoped TO CURRENT_USER;

-- Which app role a caller's role runs as: the one place the switch asks (lib/db/caller-scope.ts),
-- and the rule caller_sees_all_jobs() itself now reads, so the two cannot disagree.
CREATE FUNCTION role_sees_all_jobs(member_role text) RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(member_role IN ('admin', 'recruiter'), false) $$;
CREATE OR REPLACE FUNCTION caller_sees_all_jobs() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT role_sees_all_jobs(caller_role()) $$;
CREATE FUNCTION app_role_for(member_role text) RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN role_sees_all_jobs(member_role) THEN 'hiring_app_wide' ELSE 'hiring_app_scoped' END $$;
GRANT EXECUTE ON FUNCTION role_sees_all_jobs(text), app_role_for(text) TO hiring_app;

ALTER POLICY managed_or_reviewed ON jobs TO hiring_app_scoped;
ALTER POLICY of_a_visible_job ON job_hiring_managers TO hiring_app_scoped;
ALTER POLICY of_a_visible_job ON stages TO hiring_app_scoped;
ALTER POLICY of_a_visible_job ON scorecard_criteria TO hiring_app_scoped;
ALTER POLICY of_a_visible_job ON job_application_counters TO hiring_app_scoped;
ALTER POLICY managed_or_reviewed ON applications TO hiring_app_scoped;
ALTER POLICY managed_or_reviewed ON application_search TO hiring_app_scoped;
ALTER POLICY of_a_visible_application ON review_requests TO hiring_app_scoped;
ALTER POLICY through_a_visible_application ON candidates TO hiring_app_scoped;
ALTER POLICY of_a_managed_candidate ON candidate_messages TO hiring_app_scoped;
ALTER POLICY of_a_managed_candidate ON candidate_tags TO hiring_app_scoped;

-- The blind-review rule on notes and feedback is restrictive and its first term is "sees every job",
-- so it can only ever narrow a scoped caller's rows: it applies to hiring_app_scoped alone, without a
-- twin. A wide session whose caller does not see every job still reads no note or feedback, because
-- both reach the caller only through an application or candidate the wide twins below refuse.
ALTER POLICY own_only_while_reviewing_blind ON candidate_notes TO hiring_app_scoped;
ALTER POLICY own_only_while_reviewing_blind ON feedback TO hiring_app_scoped;

CREATE POLICY sees_every_job ON jobs TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON job_hiring_managers TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON stages TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON scorecard_criteria TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON job_application_counters TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON applications TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON application_search TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON review_requests TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON candidates TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON candidate_messages TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY sees_every_job ON candidate_tags TO hiring_app_wide USING ((SELECT caller_sees_all_jobs()));
