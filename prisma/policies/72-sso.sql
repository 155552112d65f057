-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Single sign-on per organization (docs/decisions/505): the connection and the e-mail domains are
-- kept by who manages the settings. A sign-in has no caller yet: it reads them, and writes the
-- accepted SAML assertions, as the owner (lib/auth/org-sso.ts).
ALTER TABLE sso_connections ENABLE ROW LEVEL SECURITY;
ALTER TABLE sso_connections FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON sso_connections AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON sso_connections
  USING ((SELECT caller_can('settings.manage'::text)));

ALTER TABLE sso_domains ENABLE ROW LEVEL SECURITY;
ALTER TABLE sso_domains FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON sso_domains AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON sso_domains
  USING ((SELECT caller_can('settings.manage'::text)));

ALTER TABLE sso_assertions ENABLE ROW LEVEL SECURITY;
ALTER TABLE sso_assertions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON sso_assertions AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
CREATE POLICY kept_by_who_manages_the_settings ON sso_assertions
  USING ((SELECT caller_can('settings.manage'::text)));
