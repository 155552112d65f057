-- Policies ask the caller's permissions, never a role's name (decision 470). The request sets
-- app.permissions beside app.org_id and app.user_id (lib/db/caller-scope.ts): the caller's permission
-- keys between commas, ",jobs.view_all,offers.view,". caller_can() reads it; every policy and helper
-- that asked caller_role() asks caller_can() instead, and caller_role() is dropped so that none can
-- ask a role's name again. The built-in roles' permissions (lib/auth/permissions.ts) reproduce what
-- each role saw before, which tests/visibility-oracle.test.ts and tests/row-level-security.test.ts keep.
--
-- Performance is as before (decisions 427, 443): caller_can() is a one-line SQL function that is
-- inlined, every policy calls it as a sub-select (one InitPlan per statement, not a call per row), and
-- caller_sees_all_jobs() keeps its name and its place as the first term of the scoped policies and
-- the whole of their wide twins, so those policies' text is unchanged.

-- "does this comma-separated list hold the permission": the one test the switch and the policies share
CREATE FUNCTION permissions_grant(permissions text, permission text) RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(strpos(permissions, ',' || permission || ',') > 0, false) $$;
CREATE FUNCTION caller_can(permission text) RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT permissions_grant(current_setting('app.permissions', true), permission) $$;

CREATE OR REPLACE FUNCTION caller_sees_all_jobs() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT caller_can('jobs.view_all') $$;

-- the switch (callerSettingsStatement) passes the caller's permissions: the wide role for whoever sees
-- every job, by the same permission caller_sees_all_jobs() reads
DROP FUNCTION app_role_for(text);
CREATE FUNCTION app_role_for(permissions text) RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN permissions_grant(permissions, 'jobs.view_all') THEN 'hiring_app_wide' ELSE 'hiring_app_scoped' END $$;
DROP FUNCTION role_sees_all_jobs(text);
GRANT EXECUTE ON FUNCTION permissions_grant(text, text), caller_can(text), app_role_for(text) TO hiring_app;

-- A hiring manager's listing makes them manage the job only while they may manage jobs (jobs.manage),
-- as it did only while their role was hiring_manager.
CREATE OR REPLACE FUNCTION caller_managed_job_ids() RETURNS SETOF integer LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT h.job_id FROM job_hiring_managers h WHERE h.user_id = caller_user_id() AND caller_can('jobs.manage');
  END $$;

-- managing a job: jobs.manage, over every job for whoever sees every job, else over the listed ones
-- (canManageJob in lib/server/access/visibility.ts states the same, pinned by the row-level security test)
CREATE OR REPLACE FUNCTION caller_manages_job(job integer) RETURNS boolean LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN caller_can('jobs.manage') AND (caller_sees_all_jobs()
      OR EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = job AND h.user_id = caller_user_id()));
  END $$;

CREATE OR REPLACE FUNCTION caller_sees_application(job integer, application integer) RETURNS boolean LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN caller_sees_all_jobs()
      OR EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = job AND h.user_id = caller_user_id() AND caller_can('jobs.manage'))
      OR EXISTS (SELECT 1 FROM review_requests rr WHERE rr.application_id = application AND rr.reviewer_id = caller_user_id());
  END $$;

CREATE OR REPLACE FUNCTION caller_offer_subject(offer integer) RETURNS TABLE(candidate_name text, job_title text) LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT a.candidate_name, j.title FROM offers o JOIN applications a ON a.id = o.application_id JOIN jobs j ON j.id = o.job_id
      WHERE o.id = offer AND o.organization_id = caller_org_id() AND caller_can('offers.view')
        AND (caller_sees_all_jobs() OR o.job_id IN (SELECT caller_managed_job_ids()) OR o.id IN (SELECT caller_approver_offer_ids()));
  END $$;

-- Offers and approvals: only with offers.view (an interviewer's role never had it)
ALTER POLICY managers_and_approvers ON offers USING (
  (SELECT caller_can('offers.view'))
  AND ((SELECT caller_sees_all_jobs()) OR job_id IN (SELECT caller_managed_job_ids()) OR id IN (SELECT caller_approver_offer_ids())));
ALTER POLICY approvers_and_managers ON approvals USING (
  (SELECT caller_can('offers.view'))
  AND (approver_id = (SELECT caller_user_id())
       OR (offer_id IS NOT NULL AND EXISTS (SELECT 1 FROM offers o WHERE o.id = approvals.offer_id))
       OR (job_id IS NOT NULL AND ((SELECT caller_sees_all_jobs()) OR job_id IN (SELECT caller_managed_job_ids())))));
ALTER POLICY of_who_makes_offers ON offer_letter_templates USING ((SELECT caller_can('offers.view')));
ALTER POLICY of_those_who_write_messages ON message_templates USING ((SELECT caller_can('messages.send')));
ALTER POLICY of_the_recruiting_team ON talent_pools USING ((SELECT caller_can('talent_pools.manage')));
ALTER POLICY of_the_recruiting_team ON candidate_merges USING ((SELECT caller_can('candidates.merge')));

-- The conversation with candidates is read with messages.read alone (before, no role without it
-- reached a candidate's messages). Restrictive, to every role, so the scoped policy and its wide
-- twin keep their form; its attachments are reached through the message.
CREATE POLICY of_who_reads_messages ON candidate_messages AS RESTRICTIVE USING ((SELECT caller_can('messages.read')));

-- A caller who sees every job but may not read every feedback (a custom role without
-- feedback.view_all) reads their own entries and those on applications they submitted feedback on,
-- as an interviewer does once their review is in. The scoped callers keep the blind-review rule.
CREATE FUNCTION caller_feedback_application_ids() RETURNS SETOF integer LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT f.application_id FROM feedback f WHERE f.author_id = caller_user_id() AND f.organization_id = caller_org_id();
  END $$;
GRANT EXECUTE ON FUNCTION caller_feedback_application_ids() TO hiring_app;
CREATE POLICY own_only_without_feedback_view_all ON feedback AS RESTRICTIVE TO hiring_app_wide USING (
  (SELECT caller_can('feedback.view_all')) OR author_id = (SELECT caller_user_id())
  OR application_id IN (SELECT caller_feedback_application_ids()));

-- EEO answers: the report and its released quarters with reports.eeo, a person's answers in their
-- export with candidates.export, their erasure with candidates.erase (each an admin's alone before)
CREATE OR REPLACE FUNCTION eeo_answers_of_candidate(candidate integer)
  RETURNS TABLE(application_id integer, gender text, race_ethnicity text, veteran_status text, disability_status text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT e.application_id, e.gender, e.race_ethnicity, e.veteran_status, e.disability_status
      FROM eeo_responses e JOIN applications a ON a.id = e.application_id
     WHERE a.candidate_id = candidate AND a.organization_id = caller_org_id() AND e.organization_id = caller_org_id()
       AND caller_can('candidates.export')
     ORDER BY e.application_id
  $$;

CREATE OR REPLACE FUNCTION eeo_cohort_counts(quarter date, clock_now timestamptz)
  RETURNS TABLE(job_id integer, stage_id integer, dimension text, answer text, responses integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    WITH answered AS (
      SELECT a.job_id, a.current_stage_id AS stage_id, e.gender, e.race_ethnicity, e.veteran_status, e.disability_status
        FROM eeo_responses e JOIN applications a ON a.id = e.application_id
       WHERE e.organization_id = caller_org_id() AND a.organization_id = caller_org_id() AND caller_can('reports.eeo')
         AND quarter = date_trunc('quarter', quarter)::date AND ((quarter + interval '3 months') AT TIME ZONE 'UTC') <= clock_now
         AND a.created_at >= (quarter::timestamp AT TIME ZONE 'UTC') AND a.created_at < ((quarter + interval '3 months') AT TIME ZONE 'UTC')
    ), cells AS (
      SELECT answered.job_id, answered.stage_id, d.dimension, d.answer
        FROM answered, LATERAL (VALUES ('total', NULL), ('gender', answered.gender), ('raceEthnicity', answered.race_ethnicity),
                                       ('veteranStatus', answered.veteran_status), ('disabilityStatus', answered.disability_status)) AS d(dimension, answer)
    )
    SELECT cells.job_id, cells.stage_id, cells.dimension, cells.answer, count(*)::integer
      FROM cells
     GROUP BY GROUPING SETS ((cells.job_id, cells.dimension, cells.answer), (cells.job_id, cells.stage_id, cells.dimension, cells.answer))
    HAVING count(*) >= 5
  $$;

CREATE OR REPLACE FUNCTION eeo_released_cohorts(quarter date) RETURNS TABLE(job_id integer, released jsonb)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT c.job_id, c.released FROM eeo_cohorts c
     WHERE c.organization_id = caller_org_id() AND c.period_start = quarter AND caller_can('reports.eeo')
  $$;

CREATE OR REPLACE FUNCTION erase_eeo_answers(candidate integer, org integer) RETURNS integer
  LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    WITH gone AS (
      DELETE FROM eeo_responses e USING applications a
       WHERE a.id = e.application_id AND a.candidate_id = candidate AND a.organization_id = org AND e.organization_id = org
         AND (caller_org_id() IS NULL OR (caller_org_id() = org AND caller_can('candidates.erase')))
      RETURNING 1
    )
    SELECT count(*)::integer FROM gone
  $$;

CREATE OR REPLACE FUNCTION release_eeo_cohorts(quarter date, clock_now timestamptz, job_ids integer[], job_releases jsonb[])
  RETURNS TABLE(job_id integer, released jsonb)
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
  #variable_conflict use_column
  BEGIN
    IF NOT caller_can('reports.eeo') OR quarter <> date_trunc('quarter', quarter)::date
       OR ((quarter + interval '3 months') AT TIME ZONE 'UTC') > clock_now THEN
      RAISE EXCEPTION 'release_eeo_cohorts: a reader of the EEO report releases a quarter that has ended only' USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO eeo_cohorts (organization_id, job_id, period_start, released_at, released)
    SELECT j.organization_id, j.id, quarter, clock_now, r.released
      FROM unnest(job_ids, job_releases) AS r(id, released) JOIN jobs j ON j.id = r.id AND j.organization_id = caller_org_id()
    ON CONFLICT DO NOTHING;
    RETURN QUERY SELECT c.job_id, c.released FROM eeo_cohorts c
      WHERE c.organization_id = caller_org_id() AND c.period_start = quarter AND c.job_id = ANY(job_ids);
  END
  $$;

-- nothing asks a role's name any more; without the function nothing can
DROP FUNCTION caller_role();
