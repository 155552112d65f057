-- Applied by the migrator after every migration, on every start, in one transaction that first
-- drops every policy of the schema (lib/db/policies.ts): what these files declare is all there is.
-- tests/policy-files.test.ts holds the live catalogue to them. Edit the rule here, not in a migration.

-- What a statement asks of one row, and the reads that run as the owner for the caller.

CREATE OR REPLACE FUNCTION caller_sees_application(job integer, application integer)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN caller_sees_all_jobs()
      OR EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = job AND h.user_id = caller_user_id() AND caller_can('jobs.manage'))
      OR EXISTS (SELECT 1 FROM review_requests rr WHERE rr.application_id = application AND rr.reviewer_id = caller_user_id());
  END $function$;
REVOKE ALL ON FUNCTION caller_sees_application(job integer, application integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_sees_application(job integer, application integer) TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_sees_candidate(candidate integer)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN caller_sees_all_jobs() OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = candidate AND caller_sees_application(a.job_id, a.id));
  END $function$;
REVOKE ALL ON FUNCTION caller_sees_candidate(candidate integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_sees_candidate(candidate integer) TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_manages_job(job integer)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN caller_can('jobs.manage') AND (caller_sees_all_jobs()
      OR EXISTS (SELECT 1 FROM job_hiring_managers h WHERE h.job_id = job AND h.user_id = caller_user_id()));
  END $function$;
REVOKE ALL ON FUNCTION caller_manages_job(job integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_manages_job(job integer) TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_blind_feedback_ids(application integer)
 RETURNS SETOF integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT f.id FROM feedback f WHERE f.application_id = application AND application IN (SELECT caller_blind_application_ids()) $function$;
REVOKE ALL ON FUNCTION caller_blind_feedback_ids(application integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_blind_feedback_ids(application integer) TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_hidden_note_count(candidate integer)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ SELECT count(*)::integer FROM candidate_notes n
         WHERE n.candidate_id = candidate AND n.candidate_id IN (SELECT caller_blind_candidate_ids())
           AND n.author_id IS DISTINCT FROM caller_user_id() $function$;
REVOKE ALL ON FUNCTION caller_hidden_note_count(candidate integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_hidden_note_count(candidate integer) TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_offer_subject(offer integer)
 RETURNS TABLE(candidate_name text, job_title text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$ BEGIN
    RETURN QUERY SELECT a.candidate_name, j.title FROM offers o JOIN applications a ON a.id = o.application_id JOIN jobs j ON j.id = o.job_id
      WHERE o.id = offer AND o.organization_id = caller_org_id() AND caller_can('offers.view')
        AND (caller_sees_all_jobs() OR o.job_id IN (SELECT caller_managed_job_ids()) OR o.id IN (SELECT caller_approver_offer_ids()));
  END $function$;
REVOKE ALL ON FUNCTION caller_offer_subject(offer integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_offer_subject(offer integer) TO PUBLIC;

-- The organization's candidates likely the same person as this name, e-mail and phone, with why: the
-- one comparison behind a candidate's duplicates (decision 352) and a bulk upload's résumés
-- (decision 502). Called only by the caller_* functions below and in 67-resume-uploads.sql, which
-- decide whose organization and whether the caller may look.
CREATE OR REPLACE FUNCTION candidates_like(organization integer, candidate_email text, candidate_phone text, candidate_name text)
 RETURNS TABLE(id integer, reasons text[])
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
  WITH me AS (
    SELECT comparable_email(candidate_email) AS email, comparable_phone(candidate_phone) AS phone, lower(candidate_name) AS name,
           split_part(lower(candidate_email), '@', 1) AS local, split_part(lower(candidate_email), '@', 2) AS domain),
  found AS (
    SELECT o.id, 'same_email' AS reason FROM me JOIN candidates o ON o.organization_id = organization AND comparable_email(o.email) = me.email
    UNION ALL
    SELECT o.id, 'same_phone' FROM me JOIN candidates o ON o.organization_id = organization AND comparable_phone(o.phone) = me.phone
     WHERE me.phone IS NOT NULL
    UNION ALL
    SELECT o.id, 'same_name_similar_email' FROM me JOIN candidates o ON o.organization_id = organization AND lower(o.name) = me.name
     WHERE split_part(lower(o.email), '@', 2) = me.domain OR split_part(lower(o.email), '@', 1) = me.local)
  SELECT f.id, array_agg(DISTINCT f.reason ORDER BY f.reason)
    FROM found f JOIN candidates o ON o.id = f.id
   WHERE o.merged_into_id IS NULL AND o.erased_at IS NULL
   GROUP BY f.id $function$;
REVOKE ALL ON FUNCTION candidates_like(organization integer, candidate_email text, candidate_phone text, candidate_name text) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;

CREATE OR REPLACE FUNCTION caller_duplicate_candidates(candidate integer)
 RETURNS TABLE(id integer, reasons text[])
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
  SELECT l.id, l.reasons
    FROM candidates c, candidates_like(c.organization_id, c.email, c.phone, c.name) l
   WHERE c.id = candidate AND c.organization_id = caller_org_id() AND caller_sees_all_jobs() AND c.erased_at IS NULL
     AND l.id <> candidate
   ORDER BY l.id
   LIMIT 20 $function$;
REVOKE ALL ON FUNCTION caller_duplicate_candidates(candidate integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_duplicate_candidates(candidate integer) TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_search_candidate_ids(lower_prefix text, pattern text, hits integer)
 RETURNS SETOF integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
  (SELECT c.id FROM candidates c
    WHERE c.organization_id = caller_org_id() AND lower(c.name) ~>=~ lower_prefix AND lower(c.name) ~<~ (lower_prefix || chr(1114111))
      AND lower(c.name) LIKE pattern AND caller_sees_candidate(c.id)
    ORDER BY lower(c.name) USING ~<~ LIMIT hits)
  UNION
  (SELECT c.id FROM candidates c
    WHERE c.organization_id = caller_org_id() AND lower(regexp_replace(c.name, '^.*\s', '')) ~>=~ lower_prefix
      AND lower(regexp_replace(c.name, '^.*\s', '')) ~<~ (lower_prefix || chr(1114111))
      AND lower(regexp_replace(c.name, '^.*\s', '')) LIKE pattern AND caller_sees_candidate(c.id)
    ORDER BY lower(regexp_replace(c.name, '^.*\s', '')) USING ~<~ LIMIT hits)
  UNION
  (SELECT c.id FROM candidates c
    WHERE c.organization_id = caller_org_id() AND c.email ~>=~ lower_prefix AND c.email ~<~ (lower_prefix || chr(1114111))
      AND c.email LIKE pattern AND caller_sees_candidate(c.id)
    ORDER BY c.email USING ~<~ LIMIT hits)
  UNION
  (SELECT a.candidate_id FROM applications a
    WHERE a.organization_id = caller_org_id() AND lower(a.candidate_name) ~>=~ lower_prefix AND lower(a.candidate_name) ~<~ (lower_prefix || chr(1114111))
      AND lower(a.candidate_name) LIKE pattern AND caller_sees_application(a.job_id, a.id)
    ORDER BY lower(a.candidate_name) USING ~<~ LIMIT hits)
  UNION
  (SELECT a.candidate_id FROM applications a
    WHERE a.organization_id = caller_org_id() AND lower(regexp_replace(a.candidate_name, '^.*\s', '')) ~>=~ lower_prefix
      AND lower(regexp_replace(a.candidate_name, '^.*\s', '')) ~<~ (lower_prefix || chr(1114111))
      AND lower(regexp_replace(a.candidate_name, '^.*\s', '')) LIKE pattern AND caller_sees_application(a.job_id, a.id)
    ORDER BY lower(regexp_replace(a.candidate_name, '^.*\s', '')) USING ~<~ LIMIT hits)
$function$;
REVOKE ALL ON FUNCTION caller_search_candidate_ids(lower_prefix text, pattern text, hits integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_search_candidate_ids(lower_prefix text, pattern text, hits integer) TO PUBLIC;

CREATE OR REPLACE FUNCTION caller_newest_matching_application_ids(q tsquery, cap integer)
 RETURNS SETOF integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER ROWS 2000
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
  restrictive text;
  permissive text;
BEGIN
  SELECT coalesce(string_agg('(' || p.qual || ')', ' AND ') FILTER (WHERE p.permissive = 'RESTRICTIVE'), 'true'),
         coalesce(string_agg('(' || p.qual || ')', ' OR ') FILTER (WHERE p.permissive = 'PERMISSIVE'), 'false')
    INTO restrictive, permissive
    FROM pg_policies p
   WHERE p.schemaname = 'public' AND p.tablename = 'application_search' AND p.cmd IN ('ALL', 'SELECT')
     AND EXISTS (SELECT 1 FROM unnest(p.roles) r
                  WHERE r = 'public' OR CASE WHEN current_setting('role') = 'none' THEN false ELSE pg_has_role(current_setting('role'), r, 'MEMBER') END);
  -- materialized: every match, from the index, before the newest are taken (never a walk)
  RETURN QUERY EXECUTE format(
    'WITH found AS MATERIALIZED (SELECT application_id, organization_id, candidate_id, job_id FROM application_search WHERE document @@ $1 AND %s)
     SELECT application_id FROM found WHERE %s ORDER BY application_id DESC LIMIT $2', restrictive, permissive)
    USING q, cap;
END
$function$;
REVOKE ALL ON FUNCTION caller_newest_matching_application_ids(q tsquery, cap integer) FROM PUBLIC, hiring_app, hiring_nobody, hiring_public;
GRANT EXECUTE ON FUNCTION caller_newest_matching_application_ids(q tsquery, cap integer) TO hiring_app;
