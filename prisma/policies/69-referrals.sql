-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Referrals (docs/decisions/501). A referral is written with the careers site's rights (the scope
-- of the organization's slug, which may write candidates and applications as an applicant does),
-- so a referrer writes nothing an applicant could not, beside the row naming them; no token reads
-- one back. A member reads their own referrals, and the team reads those of the applications it
-- sees (a referral to the company in general: of the candidates it sees).
ALTER TABLE referrals ENABLE ROW LEVEL SECURITY;
ALTER TABLE referrals FORCE ROW LEVEL SECURITY;
CREATE POLICY written_by_the_careers_scope ON referrals FOR INSERT TO hiring_public
  WITH CHECK ((SELECT public_visits_careers()));
CREATE POLICY read_by_no_token ON referrals AS RESTRICTIVE FOR SELECT TO hiring_public
  USING (false);
CREATE POLICY made_by_the_caller ON referrals FOR SELECT
  USING ((referrer_id = (SELECT caller_user_id())));
CREATE POLICY of_a_visible_application ON referrals FOR SELECT
  USING ((((application_id IS NOT NULL) AND (EXISTS ( SELECT 1
   FROM applications a
  WHERE (a.id = referrals.application_id)))) OR ((application_id IS NULL) AND (EXISTS ( SELECT 1
   FROM candidates c
  WHERE (c.id = referrals.candidate_id))))));
-- erasure (docs/decisions/197) scrubs the person out of the referrals that name them
CREATE POLICY scrubbed_by_who_erases ON referrals FOR UPDATE
  USING ((SELECT caller_can('candidates.erase'::text)));
CREATE POLICY tenancy ON referrals AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- What a referrer is shown of their referrals' progress: the status and stage of the application
-- the referral started, and nothing of any other (a person who already applied to that job shows
-- the job's first stage, as a new application would). The referrer may not read the application
-- itself, so this set is read past its policies, for the caller's own referrals only.
CREATE OR REPLACE FUNCTION caller_referral_progress()
 RETURNS TABLE(referral_id integer, status text, stage_name text, stage_candidate_label text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT r.id,
         CASE WHEN r.follows THEN a.status::text WHEN r.job_id IS NULL THEN 'received' ELSE 'active' END,
         s.name, s.candidate_label
    FROM referrals r
    LEFT JOIN applications a ON r.follows AND a.id = r.application_id
    LEFT JOIN LATERAL (SELECT st.name, st.candidate_label FROM stages st
                        WHERE (r.follows AND st.id = a.current_stage_id)
                           OR (NOT r.follows AND r.job_id IS NOT NULL AND st.id = (SELECT f.id FROM stages f WHERE f.job_id = r.job_id ORDER BY f.position LIMIT 1))) s ON true
   WHERE r.referrer_id = caller_user_id() AND r.organization_id = caller_org_id() $function$;
REVOKE ALL ON FUNCTION caller_referral_progress() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_referral_progress() TO PUBLIC;
