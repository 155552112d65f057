-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Audit, events, webhooks, mail and reports.

ALTER TABLE audit_logs ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_logs FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON audit_logs
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE audit_log_counters ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log_counters FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON audit_log_counters
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE audit_log_filter_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log_filter_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON audit_log_filter_counts
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE events ENABLE ROW LEVEL SECURITY;
ALTER TABLE events FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON events
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE webhooks ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhooks FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON webhooks
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhook_deliveries FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_webhook ON webhook_deliveries
  USING ((EXISTS ( SELECT 1
   FROM webhooks p
  WHERE (p.id = webhook_deliveries.webhook_id))));

ALTER TABLE webhook_delivery_attempts ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhook_delivery_attempts FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_delivery ON webhook_delivery_attempts
  USING ((EXISTS ( SELECT 1
   FROM webhook_deliveries p
  WHERE (p.id = webhook_delivery_attempts.delivery_id))));

ALTER TABLE outbox_emails ENABLE ROW LEVEL SECURITY;
ALTER TABLE outbox_emails FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON outbox_emails
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
