-- The résumé search's index lookup without a second copy of the visibility rule (decision 464).
-- Under the policies `@@` cannot bound an index scan (it is not leakproof), so the lookup runs as the
-- owner (SECURITY DEFINER) and used to restate tenancy and application_search's scoped policy in its
-- body. It now reads the policies themselves from the catalogue, those that apply to the role the
-- caller's session runs as (its `role` setting, hiring_app_wide or hiring_app_scoped), and applies
-- them as PostgreSQL would: the restrictive ones (tenancy) with the match, inside the index
-- lookup, the permissive ones OR-ed over the matches. A policy changed, added or dropped on
-- application_search is what this lookup applies at its next call.
CREATE OR REPLACE FUNCTION caller_newest_matching_application_ids(q tsquery, cap integer) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 2000
  AS $$
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
$$;
