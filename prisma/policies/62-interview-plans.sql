-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Structured interviewing (docs/decisions/486). A candidate's link (hiring_public) reads no plan,
-- kit, scorecard or debrief: the plan admits only the app's roles and its children follow it, and
-- the scorecards and decisions refuse the link outright.

-- A job's interview plan is read like the job's scorecard criteria: by whoever sees the job (an
-- interviewer asked to review one of its applications sees its kits).
ALTER TABLE interview_plan_interviews ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_plan_interviews FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON interview_plan_interviews TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (job_id IN (SELECT caller_reviewed_job_ids()))));
CREATE POLICY sees_every_job ON interview_plan_interviews TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON interview_plan_interviews AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE interview_plan_pool_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_plan_pool_members FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_plan_interview ON interview_plan_pool_members
  USING ((EXISTS ( SELECT 1
   FROM interview_plan_interviews p
  WHERE (p.id = interview_plan_pool_members.plan_interview_id))));
CREATE POLICY tenancy ON interview_plan_pool_members AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE interview_kit_questions ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_kit_questions FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_plan_interview ON interview_kit_questions
  USING ((EXISTS ( SELECT 1
   FROM interview_plan_interviews p
  WHERE (p.id = interview_kit_questions.plan_interview_id))));
CREATE POLICY tenancy ON interview_kit_questions AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE interview_kit_attributes ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_kit_attributes FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_plan_interview ON interview_kit_attributes
  USING ((EXISTS ( SELECT 1
   FROM interview_plan_interviews p
  WHERE (p.id = interview_kit_attributes.plan_interview_id))));
CREATE POLICY tenancy ON interview_kit_attributes AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- The organization's plan templates: every member reads them (a plan starts from one); writing
-- them needs jobs.manage, which the route declares.
ALTER TABLE interview_plan_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_plan_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY of_the_organizations_members ON interview_plan_templates
  USING (((SELECT caller_user_id()) IS NOT NULL));
CREATE POLICY tenancy ON interview_plan_templates AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- A panel day is read with its application, as its interviews are.
ALTER TABLE interview_panels ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_panels FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON interview_panels AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY of_a_visible_application ON interview_panels
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = interview_panels.application_id))));
CREATE POLICY tenancy ON interview_panels AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- A scorecard per interview follows the feedback's rule: read with its application; a reviewer
-- still blind on the application reads only their own; who sees every job reads others' with
-- feedback.view_all or once they scored the application themselves.
ALTER TABLE interview_scorecards ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_scorecards FORCE ROW LEVEL SECURITY;
CREATE POLICY not_through_a_link ON interview_scorecards AS RESTRICTIVE TO hiring_public
  USING (false);
CREATE POLICY of_a_visible_application ON interview_scorecards
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = interview_scorecards.application_id))));
CREATE POLICY own_only_while_reviewing_blind ON interview_scorecards AS RESTRICTIVE TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (author_id = (SELECT caller_user_id())) OR (NOT (application_id IN (SELECT caller_blind_application_ids())))));
CREATE POLICY own_only_without_feedback_view_all ON interview_scorecards AS RESTRICTIVE TO hiring_app_wide
  USING (((SELECT caller_can('feedback.view_all'::text)) OR (author_id = (SELECT caller_user_id())) OR (application_id IN (SELECT caller_feedback_application_ids()))));
CREATE POLICY tenancy ON interview_scorecards AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE interview_scorecard_ratings ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_scorecard_ratings FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_scorecard ON interview_scorecard_ratings
  USING ((EXISTS ( SELECT 1
   FROM interview_scorecards p
  WHERE (p.id = interview_scorecard_ratings.scorecard_id))));

ALTER TABLE interview_scorecard_answers ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_scorecard_answers FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_scorecard ON interview_scorecard_answers
  USING ((EXISTS ( SELECT 1
   FROM interview_scorecards p
  WHERE (p.id = interview_scorecard_answers.scorecard_id))));

-- The debrief's decisions are read with the application, except by a reviewer still blind on it:
-- the reason would tell them what the others found.
ALTER TABLE debrief_decisions ENABLE ROW LEVEL SECURITY;
ALTER TABLE debrief_decisions FORCE ROW LEVEL SECURITY;
CREATE POLICY not_through_a_link ON debrief_decisions AS RESTRICTIVE TO hiring_public
  USING (false);
CREATE POLICY of_a_visible_application ON debrief_decisions
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = debrief_decisions.application_id))));
CREATE POLICY not_while_reviewing_blind ON debrief_decisions AS RESTRICTIVE TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (NOT (application_id IN (SELECT caller_blind_application_ids())))));
CREATE POLICY tenancy ON debrief_decisions AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
