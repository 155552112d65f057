-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- Bulk résumé uploads (docs/decisions/502): for who may add candidates to the upload's job, as
-- POST /api/jobs/{id}/applications asks (applications.manage and a job the caller manages). The
-- queue's job writes as the organization's system caller, which holds every permission.
ALTER TABLE resume_uploads ENABLE ROW LEVEL SECURITY;
ALTER TABLE resume_uploads FORCE ROW LEVEL SECURITY;
CREATE POLICY of_who_adds_candidates_to_the_job ON resume_uploads
  USING (((SELECT caller_can('applications.manage'::text)) AND caller_manages_job(job_id)));
CREATE POLICY tenancy ON resume_uploads AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

ALTER TABLE resume_upload_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE resume_upload_items FORCE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_upload ON resume_upload_items
  USING ((EXISTS ( SELECT 1
   FROM resume_uploads u
  WHERE (u.id = resume_upload_items.upload_id))));
CREATE POLICY tenancy ON resume_upload_items AS RESTRICTIVE
  USING ((organization_id = (SELECT caller_org_id())));

-- The candidates a résumé's name, e-mail and phone are likely the same person as: the comparison of
-- GET /api/candidates/{id}/duplicates (candidates_like), for who sees every job, as that one is.
CREATE OR REPLACE FUNCTION caller_resume_duplicates(candidate_email text, candidate_phone text, candidate_name text)
 RETURNS TABLE(id integer, reasons text[])
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
  SELECT l.id, l.reasons FROM candidates_like(caller_org_id(), candidate_email, candidate_phone, candidate_name) l
   WHERE caller_sees_all_jobs()
   ORDER BY l.id
   LIMIT 20 $function$;
REVOKE ALL ON FUNCTION caller_resume_duplicates(candidate_email text, candidate_phone text, candidate_name text) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_resume_duplicates(candidate_email text, candidate_phone text, candidate_name text) TO PUBLIC;
