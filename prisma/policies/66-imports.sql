-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Imports (docs/decisions/496): the organization's admins only, who manage its settings. The queue's
-- job writes as the organization's system caller, which holds every permission.
ALTER TABLE imports ENABLE ROW LEVEL SECURITY;
ALTER TABLE imports FORCE ROW LEVEL SECURITY;
CREATE POLICY kept_by_who_manages_the_settings ON imports
  USING ((SELECT caller_can('settings.manage'::text)));
CREATE POLICY tenancy ON imports AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE import_records ENABLE ROW LEVEL SECURITY;
ALTER TABLE import_records FORCE ROW LEVEL SECURITY;
CREATE POLICY kept_by_who_manages_the_settings ON import_records
  USING ((SELECT caller_can('settings.manage'::text)));
CREATE POLICY tenancy ON import_records AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
