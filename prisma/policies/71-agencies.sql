-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Agencies (docs/decisions/504). An agency recruiter is a member linked to an agency, whose role
-- holds no permission: what they see is their agency's, declared here. They see the open jobs
-- given to their agency and their own submissions; of the team only themselves, and no other
-- agency. A submission is written with the careers site's rights (the scope of the organization's
-- slug), as a referral is (501), so an agency writes nothing an applicant could not, beside the
-- row naming it; no token reads one back.

-- The agency the caller recruits for, else null (every member of the team, and every token scope).
CREATE OR REPLACE FUNCTION caller_agency_id()
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT u.agency_id FROM users u WHERE u.id = caller_user_id() AND u.organization_id = caller_org_id() $function$;
REVOKE ALL ON FUNCTION caller_agency_id() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_agency_id() TO PUBLIC;

-- The open jobs given to the caller's agency.
CREATE OR REPLACE FUNCTION caller_agency_job_ids()
 RETURNS SETOF integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT g.job_id FROM agency_jobs g JOIN jobs j ON j.id = g.job_id
   WHERE g.agency_id = caller_agency_id() AND j.status = 'open' $function$;
REVOKE ALL ON FUNCTION caller_agency_job_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_agency_job_ids() TO PUBLIC;

-- an agency recruiter sees the open jobs given to their agency (and no job's team, pipeline or
-- applications); written as every scoped policy is, with the wide twin sees_every_job (decision 443)
CREATE POLICY given_to_the_callers_agency ON jobs TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (id IN (SELECT caller_agency_job_ids()))));

-- of the team, an agency recruiter reads only their own row
CREATE POLICY agency_recruiters_read_themselves ON users AS RESTRICTIVE
  USING ((((SELECT caller_agency_id()) IS NULL) OR (id = (SELECT caller_user_id()))));

ALTER TABLE agencies ENABLE ROW LEVEL SECURITY;
ALTER TABLE agencies FORCE ROW LEVEL SECURITY;
-- the team reads every agency (an application's source names it); an agency recruiter their own
CREATE POLICY read_by_the_team ON agencies FOR SELECT
  USING (((SELECT caller_agency_id()) IS NULL));
CREATE POLICY the_callers_own ON agencies FOR SELECT
  USING ((id = (SELECT caller_agency_id())));
CREATE POLICY kept_by_who_manages_the_team ON agencies
  USING ((SELECT caller_can('team.manage'::text)));
CREATE POLICY tenancy ON agencies AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE agency_jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE agency_jobs FORCE ROW LEVEL SECURITY;
CREATE POLICY read_by_the_team ON agency_jobs FOR SELECT
  USING (((SELECT caller_agency_id()) IS NULL));
CREATE POLICY the_callers_own ON agency_jobs FOR SELECT
  USING ((agency_id = (SELECT caller_agency_id())));
CREATE POLICY kept_by_who_manages_the_team ON agency_jobs
  USING ((SELECT caller_can('team.manage'::text)));
CREATE POLICY tenancy ON agency_jobs AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE agency_submissions ENABLE ROW LEVEL SECURITY;
ALTER TABLE agency_submissions FORCE ROW LEVEL SECURITY;
CREATE POLICY written_by_the_careers_scope ON agency_submissions FOR INSERT TO hiring_public
  WITH CHECK ((SELECT public_visits_careers()));
CREATE POLICY read_by_no_token ON agency_submissions AS RESTRICTIVE FOR SELECT TO hiring_public
  USING (false);
CREATE POLICY made_by_the_caller ON agency_submissions FOR SELECT
  USING ((submitter_id = (SELECT caller_user_id())));
CREATE POLICY of_a_visible_application ON agency_submissions FOR SELECT
  USING (((application_id IS NOT NULL) AND (EXISTS ( SELECT 1
   FROM applications a
  WHERE (a.id = agency_submissions.application_id)))));
-- erasure (docs/decisions/197) scrubs the person out of the submissions that name them
CREATE POLICY scrubbed_by_who_erases ON agency_submissions FOR UPDATE
  USING ((SELECT caller_can('candidates.erase'::text)));
CREATE POLICY tenancy ON agency_submissions AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- Whether an agency's submission of this e-mail to this job is refused as a duplicate: the person
-- is another agency's within that agency's ownership window, or the organization knows them other
-- than through agencies (a candidate with that e-mail with no application, or one no agency
-- brought), or they already have an application on this job. One statement either way, so which of
-- these it was shows neither in the answer nor in its time. Called in the careers scope, which
-- reads no submission: the rows are read past the policies, in the scope's organization only.
CREATE OR REPLACE FUNCTION agency_submission_refused(submitting_agency integer, person_email text, target_job integer, at timestamptz)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT EXISTS (SELECT 1 FROM agency_submissions s JOIN agencies g ON g.id = s.agency_id
                  WHERE s.organization_id = caller_org_id() AND s.email = person_email AND s.agency_id <> submitting_agency
                    AND s.created_at > at - make_interval(days => g.ownership_days))
      OR EXISTS (SELECT 1 FROM candidates c
                  WHERE c.organization_id = caller_org_id() AND c.email = person_email
                    AND (NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id)
                         OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id AND (a.agency_id IS NULL OR a.job_id = target_job)))) $function$;
REVOKE ALL ON FUNCTION agency_submission_refused(submitting_agency integer, person_email text, target_job integer, at timestamptz) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION agency_submission_refused(submitting_agency integer, person_email text, target_job integer, at timestamptz) TO hiring_app;

-- What an agency recruiter is shown of their submissions' progress: the status and the stage (name
-- and candidate-facing label) of the application each started. The recruiter may not read the
-- application itself, so this set is read past its policies, for the caller's own submissions only.
CREATE OR REPLACE FUNCTION caller_agency_submission_progress()
 RETURNS TABLE(submission_id integer, status text, stage_name text, stage_candidate_label text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT s.id, a.status::text, st.name, st.candidate_label
    FROM agency_submissions s
    LEFT JOIN applications a ON a.id = s.application_id
    LEFT JOIN stages st ON st.id = a.current_stage_id
   WHERE s.submitter_id = caller_user_id() AND s.organization_id = caller_org_id() $function$;
REVOKE ALL ON FUNCTION caller_agency_submission_progress() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_agency_submission_progress() TO PUBLIC;
