-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Notifications and how each member hears of them (decisions 480-482).

-- A notification is its recipient's alone: read, marked read and written only as them. It is
-- written in the event's transaction under the recipient's settings, so a row about something the
-- recipient may not see is not written at all (lib/server/notifications/notify-members.ts).
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON notifications AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY own_only ON notifications
  USING ((user_id = (SELECT caller_user_id())));

-- Each member's own choices.
ALTER TABLE notification_preferences ENABLE ROW LEVEL SECURITY;
ALTER TABLE notification_preferences FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON notification_preferences AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY own_only ON notification_preferences
  USING ((user_id = (SELECT caller_user_id())));

-- The organization's Slack connection and its delivery log: of those who manage the settings.
-- A member's notification queues its message through queue_chat_delivery(), not through the table.
ALTER TABLE slack_connections ENABLE ROW LEVEL SECURITY;
ALTER TABLE slack_connections FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON slack_connections AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON slack_connections
  USING ((SELECT caller_can('settings.manage'::text)));

ALTER TABLE chat_deliveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE chat_deliveries FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON chat_deliveries AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON chat_deliveries
  USING ((SELECT caller_can('settings.manage'::text)));

-- The Slack channels and Teams channels an organization posts to (decision 484): of those who
-- manage the settings. An event's posts are queued through queue_channel_posts(), not the tables.
ALTER TABLE slack_channel_rules ENABLE ROW LEVEL SECURITY;
ALTER TABLE slack_channel_rules FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON slack_channel_rules AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON slack_channel_rules
  USING ((SELECT caller_can('settings.manage'::text)));

ALTER TABLE teams_channels ENABLE ROW LEVEL SECURITY;
ALTER TABLE teams_channels FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON teams_channels AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON teams_channels
  USING ((SELECT caller_can('settings.manage'::text)));

-- A saved report view is its person's alone (issue 50 item 2): read, changed and deleted only as
-- them; the weekly e-mail computes it as them too (lib/server/analytics/send-report-view-emails.ts).
ALTER TABLE report_views ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_views FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON report_views AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY own_only ON report_views
  USING ((user_id = (SELECT caller_user_id())));
