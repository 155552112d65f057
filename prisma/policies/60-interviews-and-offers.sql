-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Interviews, scheduling links, offers and approvals.

-- as_far_as_the_token_reaches (decision 468): a token route (hiring_public holding a withdrawal,
-- offer, interview, scheduling or reply token) reads and writes only the application and candidate
-- its token names, and what hangs off them; the careers site (a slug) only what applying and asking
-- for a withdrawal link touch. Restrictive, so no permissive policy of any role widens it.

ALTER TABLE interviews ENABLE ROW LEVEL SECURITY;
ALTER TABLE interviews FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON interviews AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY of_a_visible_application ON interviews
  USING (((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = interviews.application_id))) OR ((SELECT caller_user_id()) = ANY (interviewer_ids))));
CREATE POLICY of_the_named_organization ON interviews TO hiring_public
  USING (true);
CREATE POLICY tenancy ON interviews AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE interview_interviewers ENABLE ROW LEVEL SECURITY;
ALTER TABLE interview_interviewers FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON interview_interviewers AS RESTRICTIVE TO hiring_public
  USING ((EXISTS ( SELECT 1
   FROM interviews v
  WHERE (v.id = interview_interviewers.interview_id))));
CREATE POLICY of_the_named_organization ON interview_interviewers TO hiring_public
  USING (true);
CREATE POLICY tenancy ON interview_interviewers AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE scheduling_links ENABLE ROW LEVEL SECURITY;
ALTER TABLE scheduling_links FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON scheduling_links AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY of_a_visible_application ON scheduling_links
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = scheduling_links.application_id))));
CREATE POLICY of_the_named_organization ON scheduling_links TO hiring_public
  USING (true);
CREATE POLICY tenancy ON scheduling_links AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE offers ENABLE ROW LEVEL SECURITY;
ALTER TABLE offers FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON offers AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY managers_and_approvers ON offers
  USING (((SELECT caller_can('offers.view'::text)) AND ((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (id IN (SELECT caller_approver_offer_ids())))));
CREATE POLICY of_the_named_organization ON offers TO hiring_public
  USING (true);
CREATE POLICY tenancy ON offers AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE approvals ENABLE ROW LEVEL SECURITY;
ALTER TABLE approvals FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON approvals AS RESTRICTIVE TO hiring_public
  USING (((offer_id IS NOT NULL) AND (EXISTS ( SELECT 1
   FROM offers o
  WHERE (o.id = approvals.offer_id)))));
CREATE POLICY approvers_and_managers ON approvals
  USING (((SELECT caller_can('offers.view'::text)) AND ((approver_id = (SELECT caller_user_id())) OR ((offer_id IS NOT NULL) AND (EXISTS ( SELECT 1
   FROM offers o
  WHERE (o.id = approvals.offer_id)))) OR ((job_id IS NOT NULL) AND ((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())))))));
CREATE POLICY of_the_named_organization ON approvals TO hiring_public
  USING (true);
CREATE POLICY tenancy ON approvals AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
