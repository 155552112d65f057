-- Row-level security: what a request may see and touch, stated once, where every query passes.
-- A request runs as hiring_app with its caller in app.org_id, app.user_id and app.role
-- (lib/db/caller-scope.ts); the owner, used outside requests, is not subject to these policies.
-- Policy names state the rule. A table's permissive policies are OR-ed, its RESTRICTIVE ones AND-ed.

-- tenancy: a row of another organization does not exist for the caller
ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON organizations USING (id = caller_org_id());

ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON api_keys USING (organization_id = caller_org_id());
ALTER TABLE audit_log_counters ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON audit_log_counters USING (organization_id = caller_org_id());
ALTER TABLE audit_log_filter_counts ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON audit_log_filter_counts USING (organization_id = caller_org_id());
ALTER TABLE audit_logs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON audit_logs USING (organization_id = caller_org_id());
ALTER TABLE email_templates ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON email_templates USING (organization_id = caller_org_id());
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON events USING (organization_id = caller_org_id());
ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON invitations USING (organization_id = caller_org_id());
ALTER TABLE outbox_emails ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON outbox_emails USING (organization_id = caller_org_id());
ALTER TABLE product_feedback ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON product_feedback USING (organization_id = caller_org_id());
ALTER TABLE rejection_reasons ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON rejection_reasons USING (organization_id = caller_org_id());
ALTER TABLE report_cache ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON report_cache USING (organization_id = caller_org_id());
ALTER TABLE report_org_days ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON report_org_days USING (organization_id = caller_org_id());
ALTER TABLE report_org_hires ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON report_org_hires USING (organization_id = caller_org_id());
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON users USING (organization_id = caller_org_id());
ALTER TABLE webhooks ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON webhooks USING (organization_id = caller_org_id());

-- Jobs, applications, candidates: tenancy, and the role rule (docs/decisions/006, 300):
-- admin and recruiter see the whole organization; a hiring manager the jobs listing them (with
-- their applications) and what they were asked to review; an interviewer what they were asked to
-- review; a job is visible with any application of it the caller reviews.
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON jobs AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY managed_or_reviewed ON jobs USING (
  caller_sees_all_jobs() OR id IN (SELECT caller_managed_job_ids()) OR id IN (SELECT caller_reviewed_job_ids()));

ALTER TABLE applications ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON applications AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY managed_or_reviewed ON applications USING (
  caller_sees_all_jobs() OR job_id IN (SELECT caller_managed_job_ids()) OR id IN (SELECT caller_reviewed_application_ids()));

-- a candidate is visible through any application of theirs the caller sees
ALTER TABLE candidates ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON candidates AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY through_a_visible_application ON candidates USING (
  caller_sees_all_jobs() OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = candidates.id));

ALTER TABLE resume_files ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON resume_files AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_visible_application ON resume_files USING (EXISTS (SELECT 1 FROM applications a WHERE a.id = resume_files.application_id));

-- Children without an organization column: tenancy and role come with the parent row, whose own
-- policies apply inside the EXISTS (each on the parent's primary key).

ALTER TABLE stages ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON stages USING (EXISTS (SELECT 1 FROM jobs p WHERE p.id = stages.job_id));
ALTER TABLE scorecard_criteria ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON scorecard_criteria USING (EXISTS (SELECT 1 FROM jobs p WHERE p.id = scorecard_criteria.job_id));
ALTER TABLE job_hiring_managers ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON job_hiring_managers USING (EXISTS (SELECT 1 FROM jobs p WHERE p.id = job_hiring_managers.job_id));
ALTER TABLE job_application_counters ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON job_application_counters USING (EXISTS (SELECT 1 FROM jobs p WHERE p.id = job_application_counters.job_id));
ALTER TABLE report_job_days ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON report_job_days USING (EXISTS (SELECT 1 FROM jobs p WHERE p.id = report_job_days.job_id));
ALTER TABLE report_job_hires ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON report_job_hires USING (EXISTS (SELECT 1 FROM jobs p WHERE p.id = report_job_hires.job_id));
ALTER TABLE report_stage_days ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_stage ON report_stage_days USING (EXISTS (SELECT 1 FROM stages p WHERE p.id = report_stage_days.stage_id));
ALTER TABLE report_stage_now ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_stage ON report_stage_now USING (EXISTS (SELECT 1 FROM stages p WHERE p.id = report_stage_now.stage_id));
ALTER TABLE review_requests ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_application ON review_requests USING (EXISTS (SELECT 1 FROM applications p WHERE p.id = review_requests.application_id));
ALTER TABLE stage_visits ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_application ON stage_visits USING (EXISTS (SELECT 1 FROM applications p WHERE p.id = stage_visits.application_id));
ALTER TABLE withdrawal_tokens ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_application ON withdrawal_tokens USING (EXISTS (SELECT 1 FROM applications p WHERE p.id = withdrawal_tokens.application_id));
ALTER TABLE feedback ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_application ON feedback USING (EXISTS (SELECT 1 FROM applications p WHERE p.id = feedback.application_id));
ALTER TABLE feedback_ratings ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_feedback ON feedback_ratings USING (EXISTS (SELECT 1 FROM feedback p WHERE p.id = feedback_ratings.feedback_id));
ALTER TABLE candidate_notes ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_candidate ON candidate_notes USING (EXISTS (SELECT 1 FROM candidates p WHERE p.id = candidate_notes.candidate_id));
ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_webhook ON webhook_deliveries USING (EXISTS (SELECT 1 FROM webhooks p WHERE p.id = webhook_deliveries.webhook_id));
ALTER TABLE webhook_delivery_attempts ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_delivery ON webhook_delivery_attempts USING (EXISTS (SELECT 1 FROM webhook_deliveries p WHERE p.id = webhook_delivery_attempts.delivery_id));

-- Blind reviews (decision 170): while the caller owes feedback on an application of a job they do
-- not manage, they read only their own feedback on it, and only their own notes on its candidate.
CREATE POLICY own_only_while_reviewing_blind ON feedback AS RESTRICTIVE USING (
  caller_sees_all_jobs() OR author_id = caller_user_id() OR application_id NOT IN (SELECT caller_blind_application_ids()));
CREATE POLICY own_only_while_reviewing_blind ON candidate_notes AS RESTRICTIVE USING (
  caller_sees_all_jobs() OR author_id = caller_user_id() OR candidate_id NOT IN (SELECT caller_blind_candidate_ids()));

