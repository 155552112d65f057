-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- An organization's analytics login (docs/decisions/488) reads every row of its organization in the
-- tables behind the analytics views: the tables' restrictive tenancy policies keep it to its own
-- organization (caller_org_id() is the login's for such a session), and its column grants keep it
-- to the columns the views show. stage_visits admit it through its visible applications.
CREATE POLICY read_by_the_organizations_analyst ON jobs TO hiring_analyst
  USING (true);
CREATE POLICY read_by_the_organizations_analyst ON stages TO hiring_analyst
  USING (true);
CREATE POLICY read_by_the_organizations_analyst ON applications TO hiring_analyst
  USING (true);
CREATE POLICY read_by_the_organizations_analyst ON interviews TO hiring_analyst
  USING (true);
CREATE POLICY read_by_the_organizations_analyst ON offers TO hiring_analyst
  USING (true);

-- The organization's current analytics login: of those who manage the settings.
ALTER TABLE analytics_logins ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_logins FORCE ROW LEVEL SECURITY;
CREATE POLICY kept_by_who_manages_the_settings ON analytics_logins
  USING ((SELECT caller_can('settings.manage'::text)));
CREATE POLICY tenancy ON analytics_logins AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
