-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Audit, events, webhooks, mail and reports.

-- What a token or the careers slug writes here (hiring_public: the audit entry, the event and its
-- webhook deliveries, the mail) is written for its organization and read back by nobody on that
-- route: the audit log, the outbox and the event stream hold every other candidate's rows, the mails
-- with their links among them (decision 467). So hiring_public may insert an audit entry, an event
-- and a mail (the permissive tenancy policy checks the organization of what it writes) but select,
-- update or delete none of them, not even its own: the write carries no RETURNING, and an event's
-- deliveries are made by queue_event_deliveries(). The counters the audit triggers keep, the webhooks
-- (their secrets), their deliveries and attempts it neither reads nor writes.

ALTER TABLE audit_logs ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_logs FORCE ROW LEVEL SECURITY;
CREATE POLICY read_by_no_token ON audit_logs AS RESTRICTIVE FOR SELECT TO hiring_public
  USING (false);
CREATE POLICY changed_by_no_token ON audit_logs AS RESTRICTIVE FOR UPDATE TO hiring_public
  USING (false);
CREATE POLICY removed_by_no_token ON audit_logs AS RESTRICTIVE FOR DELETE TO hiring_public
  USING (false);
CREATE POLICY tenancy ON audit_logs
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE audit_log_counters ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log_counters FORCE ROW LEVEL SECURITY;
CREATE POLICY untouched_by_a_token ON audit_log_counters AS RESTRICTIVE TO hiring_public
  USING (false);
CREATE POLICY tenancy ON audit_log_counters
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE audit_log_filter_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log_filter_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY untouched_by_a_token ON audit_log_filter_counts AS RESTRICTIVE TO hiring_public
  USING (false);
CREATE POLICY tenancy ON audit_log_filter_counts
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE events ENABLE ROW LEVEL SECURITY;
ALTER TABLE events FORCE ROW LEVEL SECURITY;
CREATE POLICY read_by_no_token ON events AS RESTRICTIVE FOR SELECT TO hiring_public
  USING (false);
CREATE POLICY changed_by_no_token ON events AS RESTRICTIVE FOR UPDATE TO hiring_public
  USING (false);
CREATE POLICY removed_by_no_token ON events AS RESTRICTIVE FOR DELETE TO hiring_public
  USING (false);
CREATE POLICY tenancy ON events
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE webhooks ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhooks FORCE ROW LEVEL SECURITY;
CREATE POLICY untouched_by_a_token ON webhooks AS RESTRICTIVE TO hiring_public
  USING (false);
CREATE POLICY tenancy ON webhooks
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhook_deliveries FORCE ROW LEVEL SECURITY;
CREATE POLICY untouched_by_a_token ON webhook_deliveries AS RESTRICTIVE TO hiring_public
  USING (false);
CREATE POLICY of_a_visible_webhook ON webhook_deliveries
  USING ((EXISTS ( SELECT 1
   FROM webhooks p
  WHERE (p.id = webhook_deliveries.webhook_id))));

ALTER TABLE webhook_delivery_attempts ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhook_delivery_attempts FORCE ROW LEVEL SECURITY;
CREATE POLICY untouched_by_a_token ON webhook_delivery_attempts AS RESTRICTIVE TO hiring_public
  USING (false);
CREATE POLICY of_a_visible_delivery ON webhook_delivery_attempts
  USING ((EXISTS ( SELECT 1
   FROM webhook_deliveries p
  WHERE (p.id = webhook_delivery_attempts.delivery_id))));

ALTER TABLE outbox_emails ENABLE ROW LEVEL SECURITY;
ALTER TABLE outbox_emails FORCE ROW LEVEL SECURITY;
CREATE POLICY read_by_no_token ON outbox_emails AS RESTRICTIVE FOR SELECT TO hiring_public
  USING (false);
CREATE POLICY changed_by_no_token ON outbox_emails AS RESTRICTIVE FOR UPDATE TO hiring_public
  USING (false);
CREATE POLICY removed_by_no_token ON outbox_emails AS RESTRICTIVE FOR DELETE TO hiring_public
  USING (false);
CREATE POLICY tenancy ON outbox_emails
  USING ((organization_id = (SELECT caller_org_id())));

-- the analytics dashboards' answers (docs/decisions/520): as the report cache, kept per
-- organization, each under a key that names the permissions it was computed with
ALTER TABLE analytics_answers ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_answers FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON analytics_answers
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE report_cache ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_cache FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON report_cache
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE report_org_days ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_org_days FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON report_org_days
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE report_org_hires ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_org_hires FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON report_org_hires
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE report_job_days ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_job_days FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON report_job_days
  USING ((EXISTS ( SELECT 1
   FROM jobs p
  WHERE (p.id = report_job_days.job_id))));

ALTER TABLE report_job_hires ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_job_hires FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_job ON report_job_hires
  USING ((EXISTS ( SELECT 1
   FROM jobs p
  WHERE (p.id = report_job_hires.job_id))));

ALTER TABLE report_stage_days ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_stage_days FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_stage ON report_stage_days
  USING ((EXISTS ( SELECT 1
   FROM stages p
  WHERE (p.id = report_stage_days.stage_id))));

ALTER TABLE report_stage_now ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_stage_now FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_stage ON report_stage_now
  USING ((EXISTS ( SELECT 1
   FROM stages p
  WHERE (p.id = report_stage_now.stage_id))));
