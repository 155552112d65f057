-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- New hires and their hand-offs to the HR system (docs/decisions/483).

-- A new hire carries the accepted offer's salary: whoever may read that offer reads it (offers.view
-- and the offers' own rule, through their policies). The accept writes it as the offer link's holder.
ALTER TABLE new_hires ENABLE ROW LEVEL SECURITY;
ALTER TABLE new_hires FORCE ROW LEVEL SECURITY;
-- The offer link's holder reaches only the new hire of the application its token names (decision 468).
CREATE POLICY as_far_as_the_token_reaches ON new_hires AS RESTRICTIVE TO hiring_public
  USING ((application_id IN (SELECT public_named_application_ids())));
CREATE POLICY of_a_visible_offer ON new_hires
  USING ((EXISTS ( SELECT 1
   FROM offers o
  WHERE (o.id = new_hires.offer_id))));
CREATE POLICY of_the_named_organization ON new_hires TO hiring_public
  USING (true);
CREATE POLICY tenancy ON new_hires AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- The BambooHR connection: of those who manage the settings.
ALTER TABLE bamboohr_connections ENABLE ROW LEVEL SECURITY;
ALTER TABLE bamboohr_connections FORCE ROW LEVEL SECURITY;
CREATE POLICY kept_by_who_manages_the_settings ON bamboohr_connections
  USING ((SELECT caller_can('settings.manage'::text)));
CREATE POLICY tenancy ON bamboohr_connections AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- The hand-off log: those who manage the settings read all of it (it names the hire, never the
-- salary); whoever reads a new hire reads its hand-offs, for the application page. The accept
-- queues them through queue_new_hire_handoffs(), not through the table.
ALTER TABLE new_hire_handoffs ENABLE ROW LEVEL SECURITY;
ALTER TABLE new_hire_handoffs FORCE ROW LEVEL SECURITY;
CREATE POLICY kept_by_who_manages_the_settings ON new_hire_handoffs
  USING ((SELECT caller_can('settings.manage'::text)));
CREATE POLICY of_a_visible_new_hire ON new_hire_handoffs
  USING ((EXISTS ( SELECT 1
   FROM new_hires h
  WHERE (h.id = new_hire_handoffs.new_hire_id))));
CREATE POLICY tenancy ON new_hire_handoffs AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));
