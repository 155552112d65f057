-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- The organization, its members and its settings.

ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
ALTER TABLE organizations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON organizations
  USING ((id = (SELECT caller_org_id())));

ALTER TABLE users ENABLE ROW LEVEL SECURITY;
ALTER TABLE users FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON users
  USING ((organization_id = (SELECT caller_org_id())));

-- Every member reads their organization's roles (a role's name is shown beside each member); who
-- manages the team changes them.
ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
ALTER TABLE roles FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON roles AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY read_by_members ON roles FOR SELECT
  USING (true);
CREATE POLICY kept_by_who_manages_the_team ON roles
  USING ((SELECT caller_can('team.manage'::text)));

ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE api_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON api_keys
  USING ((organization_id = (SELECT caller_org_id())));

-- A member's own signed-in sessions (docs/decisions/490): they list and end their own. Sign-in
-- makes the rows, and an admin's sign-out-everywhere, a deactivation and a removal end someone
-- else's on the owner path (lib/server/sessions/), as the credential lookup reads them.
ALTER TABLE user_sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE user_sessions FORCE ROW LEVEL SECURITY;
CREATE POLICY own_only ON user_sessions
  USING ((user_id = (SELECT caller_user_id())));
CREATE POLICY tenancy ON user_sessions AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON invitations
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE calendar_connections ENABLE ROW LEVEL SECURITY;
ALTER TABLE calendar_connections FORCE ROW LEVEL SECURITY;
CREATE POLICY of_the_named_organization ON calendar_connections TO hiring_public
  USING (true);
CREATE POLICY own_only ON calendar_connections
  USING ((user_id = (SELECT caller_user_id())));
CREATE POLICY tenancy ON calendar_connections AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE member_availability ENABLE ROW LEVEL SECURITY;
ALTER TABLE member_availability FORCE ROW LEVEL SECURITY;
CREATE POLICY of_the_named_organization ON member_availability TO hiring_public
  USING (true);
CREATE POLICY of_the_organization ON member_availability
  USING (true);
CREATE POLICY tenancy ON member_availability AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE email_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE email_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON email_templates
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE message_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY of_the_named_organization ON message_templates TO hiring_public
  USING (true);
CREATE POLICY of_those_who_write_messages ON message_templates
  USING ((SELECT caller_can('messages.send'::text)));
CREATE POLICY tenancy ON message_templates AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE offer_letter_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE offer_letter_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY of_the_named_organization ON offer_letter_templates TO hiring_public
  USING (true);
CREATE POLICY of_who_makes_offers ON offer_letter_templates
  USING ((SELECT caller_can('offers.view'::text)));
CREATE POLICY tenancy ON offer_letter_templates AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE rejection_reasons ENABLE ROW LEVEL SECURITY;
ALTER TABLE rejection_reasons FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON rejection_reasons
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE question_sets ENABLE ROW LEVEL SECURITY;
ALTER TABLE question_sets FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON question_sets
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE approval_chain_steps ENABLE ROW LEVEL SECURITY;
ALTER TABLE approval_chain_steps FORCE ROW LEVEL SECURITY;
CREATE POLICY of_the_named_organization ON approval_chain_steps TO hiring_public
  USING (true);
CREATE POLICY of_the_organization ON approval_chain_steps
  USING (true);
CREATE POLICY tenancy ON approval_chain_steps AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE product_feedback ENABLE ROW LEVEL SECURITY;
ALTER TABLE product_feedback FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON product_feedback
  USING ((organization_id = (SELECT caller_org_id())));

-- SCIM provisioning (docs/decisions/497): the token's hash is kept by who manages the settings;
-- a SCIM request runs as the organization's system caller, who holds every permission.
ALTER TABLE scim_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE scim_tokens FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON scim_tokens AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON scim_tokens
  USING ((SELECT caller_can('settings.manage'::text)));

-- The directory's groups and their members: who manages the settings maps a group to a role.
ALTER TABLE scim_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE scim_groups FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON scim_groups AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON scim_groups
  USING ((SELECT caller_can('settings.manage'::text)));

ALTER TABLE scim_group_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE scim_group_members FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON scim_group_members AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON scim_group_members
  USING ((SELECT caller_can('settings.manage'::text)));
