-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Jobs and what hangs off a job.

ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE jobs FORCE ROW LEVEL SECURITY;
CREATE POLICY managed_or_reviewed ON jobs TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (id IN (SELECT caller_managed_job_ids())) OR (id IN (SELECT caller_reviewed_job_ids()))));
CREATE POLICY of_the_named_organization ON jobs TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON jobs TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON jobs AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE stages ENABLE ROW LEVEL SECURITY;
ALTER TABLE stages FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON stages TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (job_id IN (SELECT caller_reviewed_job_ids()))));
CREATE POLICY of_the_named_organization ON stages TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON stages TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON stages AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE job_hiring_managers ENABLE ROW LEVEL SECURITY;
ALTER TABLE job_hiring_managers FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON job_hiring_managers TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (job_id IN (SELECT caller_reviewed_job_ids()))));
CREATE POLICY of_the_named_organization ON job_hiring_managers TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON job_hiring_managers TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON job_hiring_managers AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE scorecard_criteria ENABLE ROW LEVEL SECURITY;
ALTER TABLE scorecard_criteria FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON scorecard_criteria TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (job_id IN (SELECT caller_reviewed_job_ids()))));
CREATE POLICY of_the_named_organization ON scorecard_criteria TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON scorecard_criteria TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON scorecard_criteria AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE job_application_counters ENABLE ROW LEVEL SECURITY;
ALTER TABLE job_application_counters FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON job_application_counters TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (job_id IN (SELECT caller_reviewed_job_ids()))));
CREATE POLICY of_the_named_organization ON job_application_counters TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON job_application_counters TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON job_application_counters AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE job_questions ENABLE ROW LEVEL SECURITY;
ALTER TABLE job_questions FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON job_questions
  USING ((EXISTS ( SELECT 1
   FROM jobs p
  WHERE (p.id = job_questions.job_id))));
CREATE POLICY of_the_named_organization ON job_questions TO hiring_public
  USING (true);
CREATE POLICY tenancy ON job_questions AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
