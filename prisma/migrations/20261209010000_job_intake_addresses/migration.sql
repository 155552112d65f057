-- Applications by e-mail (issue 48 item 3, docs/decisions/498): each job's intake address is
-- jobs+<jobSlug>@<INBOUND_MAIL_DOMAIN>. A job slug is unique only within its organization, so the
-- plain address belongs to the deployment's oldest job with that slug (a later job elsewhere cannot
-- take it over), and every job also answers to jobs+<jobSlug>.<orgSlug>@ (slugs hold no dot).

-- The cross-organization lookup of a slug, oldest first.
CREATE INDEX "jobs_slug_created_at_id_idx" ON "jobs"("slug", "created_at", "id");

-- The organization an intake address names, by its slug (for asVisitorOf), or null: the plain
-- form's oldest job's organization, the qualified form's organization whether or not it has the job
-- (it answers for its own address). Run by the inbound listener before it knows any organization,
-- as hiring_nobody, which reads no table of an organization's data: the slug alone comes back.
CREATE FUNCTION intake_organization_of(job_slug text, org_slug text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT CASE WHEN org_slug IS NULL
           THEN (SELECT o.slug FROM jobs j JOIN organizations o ON o.id = j.organization_id
                  WHERE j.slug = job_slug ORDER BY j.created_at, j.id LIMIT 1)
           ELSE (SELECT o.slug FROM organizations o WHERE o.slug = org_slug)
         END $$;
REVOKE EXECUTE ON FUNCTION intake_organization_of(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION intake_organization_of(text, text) TO hiring_nobody, hiring_app;

-- Whether one of the caller's organization's jobs holds the plain address (it is the deployment's
-- oldest job with its slug): the job's page shows the plain form, else the qualified one. Answers
-- about the caller's own jobs only; another organization's job reads as false.
CREATE FUNCTION job_holds_plain_intake_address(job_id integer) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT coalesce((SELECT first.id = j.id FROM jobs j
           CROSS JOIN LATERAL (SELECT o.id FROM jobs o WHERE o.slug = j.slug ORDER BY o.created_at, o.id LIMIT 1) first
           WHERE j.id = job_id AND j.organization_id = caller_org_id()), false) $$;
REVOKE EXECUTE ON FUNCTION job_holds_plain_intake_address(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION job_holds_plain_intake_address(integer) TO hiring_app;
