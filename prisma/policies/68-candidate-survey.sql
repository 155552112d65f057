-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- "How it felt" (docs/decisions/499). An invitation follows its application: read with it, and by
-- the holder of a link that names the application (the survey's own, or the candidate's page).
ALTER TABLE survey_invitations ENABLE ROW LEVEL SECURITY;
ALTER TABLE survey_invitations FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON survey_invitations AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY of_a_visible_application ON survey_invitations
  USING ((EXISTS ( SELECT 1
   FROM applications a
  WHERE (a.id = survey_invitations.application_id))));
CREATE POLICY tenancy ON survey_invitations AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- The anonymous answers: a survey link writes one and reads none (decision 467: its scope holds no
-- permission); a member who may view reports reads those of the jobs they see, and the reports show
-- only groups of 5 or more.
ALTER TABLE survey_responses ENABLE ROW LEVEL SECURITY;
ALTER TABLE survey_responses FORCE ROW LEVEL SECURITY;
CREATE POLICY answered_by_a_survey_link ON survey_responses FOR INSERT TO hiring_public
  WITH CHECK (true);
CREATE POLICY read_by_who_views_reports ON survey_responses FOR SELECT
  USING (((SELECT caller_can('reports.view'::text)) AND (EXISTS ( SELECT 1
   FROM jobs j
  WHERE (j.id = survey_responses.job_id)))));
CREATE POLICY tenancy ON survey_responses AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
