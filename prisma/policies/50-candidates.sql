-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Candidates, their applications and what is written about them.

-- as_far_as_the_token_reaches (decision 468): a token route (hiring_public holding a withdrawal,
-- offer, interview, scheduling or reply token) reads and writes only the application and candidate
-- its token names, and what hangs off them; the careers site (a slug) only what applying and asking
-- for a withdrawal link touch. Restrictive, so no permissive policy of any role widens it.

ALTER TABLE candidates ENABLE ROW LEVEL SECURITY;
ALTER TABLE candidates FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON candidates AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (id IN (SELECT public_named_candidate_ids()))));
CREATE POLICY of_the_named_organization ON candidates TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON candidates TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON candidates AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY through_a_visible_application ON candidates TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (EXISTS ( SELECT 1
   FROM applications a
  WHERE (a.candidate_id = candidates.id)))));

ALTER TABLE applications ENABLE ROW LEVEL SECURITY;
ALTER TABLE applications FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON applications AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (id IN (SELECT public_named_application_ids()))));
CREATE POLICY managed_or_reviewed ON applications TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (id IN (SELECT caller_reviewed_application_ids()))));
CREATE POLICY of_the_named_organization ON applications TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON applications TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON applications AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE application_search ENABLE ROW LEVEL SECURITY;
ALTER TABLE application_search FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON application_search AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (application_id IN (SELECT public_named_application_ids()))));
CREATE POLICY managed_or_reviewed ON application_search TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (application_id IN (SELECT caller_reviewed_application_ids()))));
CREATE POLICY of_the_named_organization ON application_search TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON application_search TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON application_search AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE application_answers ENABLE ROW LEVEL SECURITY;
ALTER TABLE application_answers FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON application_answers AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (application_id IN (SELECT public_named_application_ids()))));
CREATE POLICY of_a_visible_application ON application_answers
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = application_answers.application_id))));
CREATE POLICY of_the_named_organization ON application_answers TO hiring_public
  USING (true);
CREATE POLICY tenancy ON application_answers AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE application_knockouts ENABLE ROW LEVEL SECURITY;
ALTER TABLE application_knockouts FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON application_knockouts AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (application_id IN (SELECT public_named_application_ids()))));
CREATE POLICY of_a_visible_application ON application_knockouts
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = application_knockouts.application_id))));
CREATE POLICY of_the_named_organization ON application_knockouts TO hiring_public
  USING (true);
CREATE POLICY tenancy ON application_knockouts AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE review_requests ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_requests FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON review_requests AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY of_a_visible_application ON review_requests TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (application_id IN (SELECT caller_reviewed_application_ids()))));
CREATE POLICY of_the_named_organization ON review_requests TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON review_requests TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON review_requests AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- The three tables below hold one row per hire, stage visit or application, each seen exactly when
-- its application is. For the app's callers that is the applications' own rule above, read off the
-- row's own job_id and application_id, which the triggers keep equal to its application's
-- (tests/analytics-aggregates.test.ts recomputes every row): no probe of applications per row, which
-- cost a period's statements most of their time at 1,000,000 applications (docs/decisions/518).
-- hiring_public, which writes analytics_hires through its trigger on a token route, keeps the probe.

-- One row per hire (docs/decisions/508).
ALTER TABLE analytics_hires ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_hires FORCE ROW LEVEL SECURITY;
CREATE POLICY managed_or_reviewed ON analytics_hires TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (application_id IN (SELECT caller_reviewed_application_ids()))));
CREATE POLICY of_a_visible_application ON analytics_hires TO hiring_public
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = analytics_hires.application_id))));
CREATE POLICY sees_every_job ON analytics_hires TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON analytics_hires AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- One row per stage visit (docs/decisions/508, 510).
ALTER TABLE analytics_stage_entries ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_stage_entries FORCE ROW LEVEL SECURITY;
CREATE POLICY managed_or_reviewed ON analytics_stage_entries TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (application_id IN (SELECT caller_reviewed_application_ids()))));
CREATE POLICY of_a_visible_application ON analytics_stage_entries TO hiring_public
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = analytics_stage_entries.application_id))));
CREATE POLICY sees_every_job ON analytics_stage_entries TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON analytics_stage_entries AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- One row per application, its first answer in two parts (docs/decisions/508). Whether its message part
-- counts is the statement's, as candidate_messages' policies below would show the viewer the
-- application's messages (lib/analytics/metric-definitions.ts).
ALTER TABLE analytics_first_answers ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_first_answers FORCE ROW LEVEL SECURITY;
CREATE POLICY managed_or_reviewed ON analytics_first_answers TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (application_id IN (SELECT caller_reviewed_application_ids()))));
CREATE POLICY of_a_visible_application ON analytics_first_answers TO hiring_public
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = analytics_first_answers.application_id))));
CREATE POLICY sees_every_job ON analytics_first_answers TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON analytics_first_answers AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- One row per entrant (docs/decisions/519), by the same rule; written only by its SECURITY DEFINER
-- trigger, so the public role, which reads no analytics, has no policy here.
ALTER TABLE analytics_entrants ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_entrants FORCE ROW LEVEL SECURITY;
CREATE POLICY managed_or_reviewed ON analytics_entrants TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids())) OR (application_id IN (SELECT caller_reviewed_application_ids()))));
CREATE POLICY sees_every_job ON analytics_entrants TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON analytics_entrants AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- Applications by job, source and UTC day (docs/decisions/513). A bucket counts every application of
-- its job that day, so it is seen only by a viewer who sees them all: every job's (jobs.view_all) or
-- their managed jobs'. What a viewer sees only through a review request is counted from its rows.
ALTER TABLE analytics_application_days ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_application_days FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_job_seen_whole ON analytics_application_days
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids()))));
CREATE POLICY tenancy ON analytics_application_days AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- The same summed per organization (docs/decisions/513): seen only by a viewer of every job.
ALTER TABLE analytics_organization_days ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_organization_days FORCE ROW LEVEL SECURITY;
CREATE POLICY of_an_organization_seen_whole ON analytics_organization_days
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON analytics_organization_days AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- First stage entries by job, stage, source and day (docs/decisions/516): seen whole or not at all,
-- so by decision 513's split, to a viewer who sees every application of the job.
ALTER TABLE analytics_stage_entry_days ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_stage_entry_days FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_job_seen_whole ON analytics_stage_entry_days
  USING (((SELECT caller_sees_all_jobs()) OR (job_id IN (SELECT caller_managed_job_ids()))));
CREATE POLICY tenancy ON analytics_stage_entry_days AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE stage_visits ENABLE ROW LEVEL SECURITY;
ALTER TABLE stage_visits FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON stage_visits AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (application_id IN (SELECT public_named_application_ids()))));
CREATE POLICY of_a_visible_application ON stage_visits
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = stage_visits.application_id))));

ALTER TABLE resume_files ENABLE ROW LEVEL SECURITY;
ALTER TABLE resume_files FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON resume_files AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (application_id IN (SELECT public_named_application_ids()))));
CREATE POLICY of_a_visible_application ON resume_files
  USING ((EXISTS ( SELECT 1
   FROM applications a
  WHERE (a.id = resume_files.application_id))));
CREATE POLICY of_the_named_organization ON resume_files TO hiring_public
  USING (true);
CREATE POLICY tenancy ON resume_files AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE withdrawal_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE withdrawal_tokens FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON withdrawal_tokens AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (application_id IN (SELECT public_named_application_ids()))));
CREATE POLICY of_a_visible_application ON withdrawal_tokens
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = withdrawal_tokens.application_id))));

-- The candidate's page links (docs/decisions/493): the careers site mints them for an address that
-- asks, a token route for the application it names.
ALTER TABLE application_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE application_tokens FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON application_tokens AS RESTRICTIVE TO hiring_public
  USING (((SELECT public_visits_careers()) OR (application_id IN (SELECT public_named_application_ids()))));
CREATE POLICY of_a_visible_application ON application_tokens
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = application_tokens.application_id))));

-- Documents asked of a candidate: read with their application; the page link's holder reads and
-- fills those of the application its token names.
ALTER TABLE document_requests ENABLE ROW LEVEL SECURITY;
ALTER TABLE document_requests FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON document_requests AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY of_a_visible_application ON document_requests
  USING ((EXISTS ( SELECT 1
   FROM applications a
  WHERE (a.id = document_requests.application_id))));
CREATE POLICY of_the_named_organization ON document_requests TO hiring_public
  USING (true);
CREATE POLICY tenancy ON document_requests AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE feedback ENABLE ROW LEVEL SECURITY;
ALTER TABLE feedback FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON feedback AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY of_a_visible_application ON feedback
  USING ((EXISTS ( SELECT 1
   FROM applications p
  WHERE (p.id = feedback.application_id))));
CREATE POLICY own_only_while_reviewing_blind ON feedback AS RESTRICTIVE TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (author_id = (SELECT caller_user_id())) OR (NOT (application_id IN (SELECT caller_blind_application_ids())))));
CREATE POLICY own_only_without_feedback_view_all ON feedback AS RESTRICTIVE TO hiring_app_wide
  USING (((SELECT caller_can('feedback.view_all'::text)) OR (author_id = (SELECT caller_user_id())) OR (application_id IN (SELECT caller_feedback_application_ids()))));

ALTER TABLE feedback_ratings ENABLE ROW LEVEL SECURITY;
ALTER TABLE feedback_ratings FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_feedback ON feedback_ratings
  USING ((EXISTS ( SELECT 1
   FROM feedback p
  WHERE (p.id = feedback_ratings.feedback_id))));

ALTER TABLE candidate_notes ENABLE ROW LEVEL SECURITY;
ALTER TABLE candidate_notes FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON candidate_notes AS RESTRICTIVE TO hiring_public
  USING ((candidate_id IN (SELECT public_named_candidate_ids())));
CREATE POLICY of_a_visible_candidate ON candidate_notes
  USING ((EXISTS ( SELECT 1
   FROM candidates p
  WHERE (p.id = candidate_notes.candidate_id))));
CREATE POLICY own_only_while_reviewing_blind ON candidate_notes AS RESTRICTIVE TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (author_id = (SELECT caller_user_id())) OR (NOT (candidate_id IN (SELECT caller_blind_candidate_ids())))));

ALTER TABLE candidate_tags ENABLE ROW LEVEL SECURITY;
ALTER TABLE candidate_tags FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON candidate_tags AS RESTRICTIVE TO hiring_public
  USING ((candidate_id IN (SELECT public_named_candidate_ids())));
CREATE POLICY of_a_managed_candidate ON candidate_tags TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (EXISTS ( SELECT 1
   FROM applications a
  WHERE ((a.candidate_id = candidate_tags.candidate_id) AND (a.job_id IN (SELECT caller_managed_job_ids())))))));
CREATE POLICY of_the_named_organization ON candidate_tags TO hiring_public
  USING (true);
CREATE POLICY sees_every_job ON candidate_tags TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON candidate_tags AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE candidate_merges ENABLE ROW LEVEL SECURITY;
ALTER TABLE candidate_merges FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON candidate_merges AS RESTRICTIVE TO hiring_public
  USING (((survivor_id IN (SELECT public_named_candidate_ids())) OR (merged_id IN (SELECT public_named_candidate_ids()))));
CREATE POLICY of_the_named_organization ON candidate_merges TO hiring_public
  USING (true);
CREATE POLICY of_the_recruiting_team ON candidate_merges
  USING ((SELECT caller_can('candidates.merge'::text)));
CREATE POLICY tenancy ON candidate_merges AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE talent_pools ENABLE ROW LEVEL SECURITY;
ALTER TABLE talent_pools FORCE ROW LEVEL SECURITY;
CREATE POLICY of_the_named_organization ON talent_pools TO hiring_public
  USING (true);
CREATE POLICY of_the_recruiting_team ON talent_pools
  USING ((SELECT caller_can('talent_pools.manage'::text)));
CREATE POLICY tenancy ON talent_pools AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE talent_pool_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE talent_pool_members FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON talent_pool_members AS RESTRICTIVE TO hiring_public
  USING ((candidate_id IN (SELECT public_named_candidate_ids())));
CREATE POLICY of_a_visible_pool ON talent_pool_members
  USING (((EXISTS ( SELECT 1
   FROM talent_pools p
  WHERE (p.id = talent_pool_members.pool_id))) AND (EXISTS ( SELECT 1
   FROM candidates c
  WHERE (c.id = talent_pool_members.candidate_id)))));

ALTER TABLE candidate_messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE candidate_messages FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON candidate_messages AS RESTRICTIVE TO hiring_public
  USING (((application_id IN (SELECT public_named_application_ids())) OR ((application_id IS NULL) AND (candidate_id IN (SELECT public_named_candidate_ids())))));
CREATE POLICY of_a_managed_application ON candidate_messages TO hiring_app_scoped
  USING (((SELECT caller_sees_all_jobs()) OR (EXISTS ( SELECT 1
   FROM applications a
  WHERE ((a.id = candidate_messages.application_id) AND (a.job_id IN (SELECT caller_managed_job_ids()))))) OR ((application_id IS NULL) AND (EXISTS ( SELECT 1
   FROM applications a
  WHERE ((a.candidate_id = candidate_messages.candidate_id) AND (a.job_id IN (SELECT caller_managed_job_ids()))))))));
CREATE POLICY of_the_named_organization ON candidate_messages TO hiring_public
  USING (true);
-- a member reads the conversation with messages.read; the public role is no member, and reaches
-- the messages of the organization a reply's token names (inbound mail)
CREATE POLICY of_who_reads_messages ON candidate_messages AS RESTRICTIVE
  USING ((SELECT caller_can('messages.read'::text)) OR current_user = 'hiring_public');
CREATE POLICY sees_every_job ON candidate_messages TO hiring_app_wide
  USING ((SELECT caller_sees_all_jobs()));
CREATE POLICY tenancy ON candidate_messages AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE message_attachments ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_attachments FORCE ROW LEVEL SECURITY;
CREATE POLICY as_far_as_the_token_reaches ON message_attachments AS RESTRICTIVE TO hiring_public
  USING ((EXISTS ( SELECT 1
   FROM candidate_messages m
  WHERE (m.id = message_attachments.message_id))));
CREATE POLICY of_a_visible_message ON message_attachments
  USING ((EXISTS ( SELECT 1
   FROM candidate_messages m
  WHERE (m.id = message_attachments.message_id))));
CREATE POLICY of_the_named_organization ON message_attachments TO hiring_public
  USING (true);
CREATE POLICY tenancy ON message_attachments AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE eeo_responses ENABLE ROW LEVEL SECURITY;
ALTER TABLE eeo_responses FORCE ROW LEVEL SECURITY;
CREATE POLICY answers_given_on_apply ON eeo_responses FOR INSERT TO hiring_public
  WITH CHECK (true);
CREATE POLICY tenancy ON eeo_responses AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE eeo_cohorts ENABLE ROW LEVEL SECURITY;
ALTER TABLE eeo_cohorts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON eeo_cohorts AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
