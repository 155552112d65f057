-- A database that fails closed (decision 463). A request's connection runs as hiring_nobody until a
-- caller is set (lib/db/caller-scope.ts): it holds no right on any table of an organization's data,
-- so a statement issued without a caller reads and writes nothing there. Public and token routes
-- run as hiring_public with app.org_id set by the database from the slug or token they name, so the
-- tenancy policies keep them to that one organization. Work no caller does (queue, seed, admin
-- CLI, migrations) runs as the tables' owner through lib/db/owner.ts.

-- The owner reads and writes every row although each guarded table now forces row security: it
-- must be a superuser or have BYPASSRLS (PostgreSQL's default login and PGlite's both are).
DO $$
BEGIN
  IF NOT (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user) THEN
    RAISE EXCEPTION 'the role that owns the tables (%) needs BYPASSRLS: ALTER ROLE % BYPASSRLS, as a superuser', current_user, current_user;
  END IF;
END
$$;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hiring_nobody') THEN
    CREATE ROLE hiring_nobody NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hiring_public') THEN
    CREATE ROLE hiring_public NOLOGIN NOSUPERUSER NOBYPASSRLS INHERIT;
  END IF;
END
$$;
-- made by another database of the same server, they are given the same attributes and membership
ALTER ROLE hiring_nobody NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
ALTER ROLE hiring_public NOLOGIN NOSUPERUSER NOBYPASSRLS INHERIT;
GRANT hiring_nobody, hiring_public TO CURRENT_USER;

-- What a request does before it knows its caller, on tables that hold no organization's data:
-- rate limits, idempotency keys, Next.js's cache, inbound webhook ids, the applied migrations, and
-- the credential lookup (a SECURITY DEFINER function).
GRANT USAGE ON SCHEMA public TO hiring_nobody;
GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limit_buckets, idempotency_keys, next_cache_entries, next_cache_tags, inbound_webhook_ids TO hiring_nobody;
GRANT EXECUTE ON FUNCTION credential_lookup(text, text, timestamptz) TO hiring_nobody;
-- the readiness probe asks which migrations are applied
GRANT SELECT ON "_prisma_migrations" TO hiring_nobody;

-- The public role has the app's grants; rows are what the policies below admit.
GRANT hiring_app TO hiring_public;

-- The organization a public or token route names, found by the database: a careers slug, or the
-- hash of a token (an invitation's, a withdrawal's, an offer's, an interview's manage link, a
-- scheduling link's, or an outgoing message's Reply-To). NULL when nothing matches, and then the
-- route reads nothing.
CREATE FUNCTION public_organization_of(kind text, key text) RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT CASE kind
         WHEN 'slug' THEN (SELECT o.id FROM organizations o WHERE o.slug = key)
         WHEN 'invitation' THEN (SELECT i.organization_id FROM invitations i WHERE i.token_hash = key)
         WHEN 'withdrawal' THEN (SELECT a.organization_id FROM withdrawal_tokens w JOIN applications a ON a.id = w.application_id WHERE w.token_hash = key)
         WHEN 'offer' THEN (SELECT f.organization_id FROM offers f WHERE f.token_hash = key)
         WHEN 'interview' THEN (SELECT v.organization_id FROM interviews v WHERE v.manage_token_hash = key)
         WHEN 'scheduling' THEN (SELECT s.organization_id FROM scheduling_links s WHERE s.token_hash = key)
         WHEN 'reply' THEN (SELECT m.organization_id FROM candidate_messages m WHERE m.reply_token_hash = decode(key, 'hex'))
       END $$;
-- The switch to a public scope calls it in the same statement that switches the role, so the role
-- the connection had before (any of the app's) may run it: it answers only which organization a
-- slug or token the asker already holds belongs to.
REVOKE EXECUTE ON FUNCTION public_organization_of(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public_organization_of(text, text) TO hiring_nobody, hiring_app;

-- Where a table's permissive policies name a member's role, the public role gets one that admits
-- every row the restrictive tenancy policy lets through: its organization's.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT DISTINCT tablename FROM pg_policies
     WHERE schemaname = 'public' AND policyname = 'tenancy' AND permissive = 'RESTRICTIVE'
       AND tablename NOT IN ('eeo_responses', 'eeo_cohorts')
  LOOP
    EXECUTE format('CREATE POLICY of_the_named_organization ON %I TO hiring_public USING (true)', t);
  END LOOP;
END
$$;

-- The apply stores a candidate's survey answers, which nobody reads back but the functions of
-- 20261129200000_eeo_survey: the public role may insert them and nothing else.
GRANT INSERT ON eeo_responses TO hiring_public;
GRANT USAGE ON SEQUENCE eeo_responses_id_seq TO hiring_public;
CREATE POLICY answers_given_on_apply ON eeo_responses FOR INSERT TO hiring_public WITH CHECK (true);

-- Two questions a public route asks across organizations, answered by the database without a row:
-- which organization an e-mail address has an account with (an invitation accepted: one account per
-- address, decision 112), and every organization's open jobs' addresses (the sitemap).
CREATE FUNCTION account_of_email(address text) RETURNS TABLE (organization_id integer, removed boolean) LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT u.organization_id, u.removed_at IS NOT NULL FROM users u WHERE u.email = address $$;
REVOKE EXECUTE ON FUNCTION account_of_email(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION account_of_email(text) TO hiring_public;
CREATE FUNCTION open_job_addresses(max_rows integer) RETURNS TABLE (organization_slug text, job_slug text, updated_at timestamptz) LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT o.slug, j.slug, j.updated_at FROM jobs j JOIN organizations o ON o.id = j.organization_id
         WHERE j.status = 'open' ORDER BY j.organization_id, j.created_at DESC, j.id DESC LIMIT max_rows $$;
REVOKE EXECUTE ON FUNCTION open_job_addresses(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION open_job_addresses(integer) TO hiring_nobody;

-- An interview's candidate and job for its mails and calendar entries: what the caller sees, and
-- for a candidate's own link (the session runs as hiring_public) the interviews of the organization
-- the link names. Nobody else reaches it: hiring_nobody may not execute it.
CREATE OR REPLACE FUNCTION interview_subjects(ids integer[])
RETURNS TABLE (interview_id integer, candidate_name text, job_title text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT i.id, a.candidate_name, j.title FROM interviews i
  JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = a.job_id
  WHERE i.id = ANY (ids)
    -- outside a caller (the owner: queue jobs) every interview named
    AND (caller_org_id() IS NULL OR (i.organization_id = caller_org_id()
      AND (current_setting('role') = 'hiring_public' OR caller_user_id() = ANY (i.interviewer_ids) OR caller_sees_application(a.job_id, a.id)))) $$;

-- Every table with row-level security holds an organization's data: its policies bind its owner
-- too, so only a role with BYPASSRLS (the owner above) reads past them.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity
  LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
  END LOOP;
END
$$;
