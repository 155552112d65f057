-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- The caller as the request set it, and the role a session runs as.

-- An analytics login (docs/decisions/488) is a database login of its own, named
-- hiring_analyst_<organization id>_<random>: its organization is read from the name it connected
-- with, which the session cannot change, and every setting a session can change (app.*) is ignored
-- for it, so it is its organization's and no one's caller whatever it SETs.
CREATE OR REPLACE FUNCTION caller_is_analyst()
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$ SELECT session_user::text LIKE 'hiring\_analyst\_%' $function$;
REVOKE ALL ON FUNCTION caller_is_analyst() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_is_analyst() TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_org_id()
 RETURNS integer
 LANGUAGE sql
 STABLE
AS $function$ SELECT CASE WHEN caller_is_analyst() THEN nullif(split_part(session_user::text, '_', 3), '')::integer
                          ELSE nullif(current_setting('app.org_id', true), '')::integer END $function$;
REVOKE ALL ON FUNCTION caller_org_id() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_org_id() TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_user_id()
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$ SELECT CASE WHEN caller_is_analyst() THEN NULL ELSE nullif(current_setting('app.user_id', true), '') END $function$;
REVOKE ALL ON FUNCTION caller_user_id() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_user_id() TO PUBLIC;

CREATE OR REPLACE FUNCTION permissions_grant(permissions text, permission text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT coalesce(strpos(permissions, ',' || permission || ',') > 0, false) $function$;
REVOKE ALL ON FUNCTION permissions_grant(permissions text, permission text) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION permissions_grant(permissions text, permission text) TO PUBLIC, hiring_app;

CREATE OR REPLACE FUNCTION caller_can(permission text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$ SELECT NOT caller_is_analyst() AND permissions_grant(current_setting('app.permissions', true), permission) $function$;
REVOKE ALL ON FUNCTION caller_can(permission text) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_can(permission text) TO PUBLIC, hiring_app;

CREATE OR REPLACE FUNCTION caller_sees_all_jobs()
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$ SELECT caller_can('jobs.view_all') $function$;
REVOKE ALL ON FUNCTION caller_sees_all_jobs() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_sees_all_jobs() TO PUBLIC;

CREATE OR REPLACE FUNCTION app_role_for(permissions text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT CASE WHEN permissions_grant(permissions, 'jobs.view_all') THEN 'hiring_app_wide' ELSE 'hiring_app_scoped' END $function$;
REVOKE ALL ON FUNCTION app_role_for(permissions text) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION app_role_for(permissions text) TO PUBLIC, hiring_app;

CREATE OR REPLACE FUNCTION public_organization_of(kind text, key text)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT CASE kind
         WHEN 'slug' THEN (SELECT o.id FROM organizations o WHERE o.slug = key)
         WHEN 'invitation' THEN (SELECT i.organization_id FROM invitations i WHERE i.token_hash = key)
         WHEN 'withdrawal' THEN (SELECT a.organization_id FROM withdrawal_tokens w JOIN applications a ON a.id = w.application_id WHERE w.token_hash = key)
         WHEN 'application' THEN (SELECT a.organization_id FROM application_tokens t JOIN applications a ON a.id = t.application_id WHERE t.token_hash = key)
         WHEN 'survey' THEN (SELECT s.organization_id FROM survey_invitations s WHERE s.token_hash = key)
         WHEN 'offer' THEN (SELECT f.organization_id FROM offers f WHERE f.token_hash = key)
         WHEN 'interview' THEN (SELECT v.organization_id FROM interviews v WHERE v.manage_token_hash = key)
         WHEN 'scheduling' THEN (SELECT s.organization_id FROM scheduling_links s WHERE s.token_hash = key)
         WHEN 'reply' THEN (SELECT m.organization_id FROM candidate_messages m WHERE m.reply_token_hash = decode(key, 'hex'))
       END $function$;
REVOKE ALL ON FUNCTION public_organization_of(kind text, key text) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION public_organization_of(kind text, key text) TO hiring_nobody, hiring_app;

-- What a token reaches (decision 468). A public scope carries the kind and key it was opened with in
-- app.public_kind / app.public_key beside the organization public_organization_of() found; these
-- answer which application and candidate a token names, so the hiring_public policies of the tables
-- holding a person's data keep a token route to that one application (or, for a reply, that one
-- conversation). The careers site ('slug') names none: it applies, so it reads the organization's
-- candidates by e-mail and writes their applications. Only a reply's key is hex: decode() is given
-- it alone, since the planner may compute a branch's index key whichever kind the scope holds.
CREATE OR REPLACE FUNCTION public_visits_careers()
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$ SELECT coalesce(current_setting('app.public_kind', true) = 'slug', false) $function$;
REVOKE ALL ON FUNCTION public_visits_careers() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION public_visits_careers() TO hiring_app;

CREATE OR REPLACE FUNCTION public_named_application_ids()
 RETURNS SETOF integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT named.id FROM (SELECT CASE current_setting('app.public_kind', true)
         WHEN 'withdrawal' THEN (SELECT w.application_id FROM withdrawal_tokens w WHERE w.token_hash = current_setting('app.public_key', true))
         WHEN 'application' THEN (SELECT t.application_id FROM application_tokens t WHERE t.token_hash = current_setting('app.public_key', true))
         WHEN 'survey' THEN (SELECT s.application_id FROM survey_invitations s WHERE s.token_hash = current_setting('app.public_key', true))
         WHEN 'offer' THEN (SELECT f.application_id FROM offers f WHERE f.token_hash = current_setting('app.public_key', true))
         WHEN 'interview' THEN (SELECT v.application_id FROM interviews v WHERE v.manage_token_hash = current_setting('app.public_key', true))
         WHEN 'scheduling' THEN (SELECT s.application_id FROM scheduling_links s WHERE s.token_hash = current_setting('app.public_key', true))
         WHEN 'reply' THEN (SELECT m.application_id FROM candidate_messages m
                             WHERE m.reply_token_hash = decode(CASE WHEN current_setting('app.public_kind', true) = 'reply' THEN current_setting('app.public_key', true) END, 'hex'))
       END AS id) named
  WHERE named.id IS NOT NULL $function$;
REVOKE ALL ON FUNCTION public_named_application_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION public_named_application_ids() TO hiring_app;

-- the named application's candidate, or the candidate a replied message was written to (a message
-- need not belong to an application)
CREATE OR REPLACE FUNCTION public_named_candidate_ids()
 RETURNS SETOF integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT a.candidate_id FROM applications a WHERE a.id IN (SELECT public_named_application_ids())
  UNION
  SELECT m.candidate_id FROM candidate_messages m
   WHERE m.reply_token_hash = decode(CASE WHEN current_setting('app.public_kind', true) = 'reply' THEN current_setting('app.public_key', true) END, 'hex') $function$;
REVOKE ALL ON FUNCTION public_named_candidate_ids() FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION public_named_candidate_ids() TO hiring_app;
