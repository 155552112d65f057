-- How a search reads application_search (docs/decisions/416): walk the documents from the newest
-- back until `cap` match, or take every match from the GIN index and keep the newest `cap`. Both
-- answer the same documents; the walk is cheap when the words are common, the index when they are
-- rare. The search decides, per query: it asks the planner how many documents the query matches
-- (its estimate from the column's most_common_elems, kept by ANALYZE, through AND, OR, NOT and
-- phrases; the EXPLAIN count estimate) and walks only when that matches fewer documents than the
-- index would read, weighed by their costs. The estimate is the whole table's, every organization's,
-- read as the owner (no policy applies to it).
-- `hiring.search_plan` = 'walk' or 'index' forces one (the tests run every query through both).
CREATE FUNCTION application_search_walks(q tsquery, cap integer) RETURNS boolean
  -- VOLATILE: a STABLE function may not run EXPLAIN; the search calls it once, from a CTE
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
DECLARE
  forced text := current_setting('hiring.search_plan', true);
  documents float8;
  plan json;
  found float8;
BEGIN
  IF forced IN ('walk', 'index') THEN
    RETURN forced = 'walk';
  END IF;
  -- reltuples is -1 before the first ANALYZE: a table that small answers from the index
  SELECT reltuples INTO documents FROM pg_class WHERE oid = 'application_search'::regclass;
  IF documents < cap THEN
    RETURN false;
  END IF;
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT FROM application_search WHERE document @@ %L::tsquery', q) INTO plan;
  found := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  -- the walk matches about cap × documents / found documents against the query; the index reads
  -- `found` rows, each about 6 times cheaper than matching one (bench/resume-search.ts, decision 416)
  RETURN cap * documents / found * 6 < found;
END $$;
REVOKE ALL ON FUNCTION application_search_walks(tsquery, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION application_search_walks(tsquery, integer) TO hiring_app;

-- The newest `cap` documents the caller may see that match, every match read from the GIN index.
-- Under the policies the index cannot be used at all: `@@` is not leakproof, so a policy's rows
-- are read first and every document is matched (decision 300, as for LIKE). So this reads as the
-- owner and states tenancy and the table's policy (managed_or_reviewed, in its set form) itself.
-- Its answer is only ever read back through application_search under that policy: were the two to
-- differ, a search would rank fewer documents, never show one the caller may not see.
CREATE FUNCTION caller_newest_matching_application_ids(q tsquery, cap integer) RETURNS SETOF integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 2000
  AS $$
    -- materialized: every match, from the index, before the newest are taken (never a walk)
    WITH found AS MATERIALIZED (
      SELECT s.application_id, s.job_id FROM application_search s WHERE s.document @@ q AND s.organization_id = caller_org_id()
    )
    SELECT f.application_id FROM found f
     WHERE caller_sees_all_jobs() OR f.job_id IN (SELECT caller_managed_job_ids()) OR f.application_id IN (SELECT caller_reviewed_application_ids())
     ORDER BY f.application_id DESC LIMIT cap
  $$;
REVOKE ALL ON FUNCTION caller_newest_matching_application_ids(tsquery, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION caller_newest_matching_application_ids(tsquery, integer) TO hiring_app;
