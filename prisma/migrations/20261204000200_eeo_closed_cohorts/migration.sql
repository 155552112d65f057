-- The EEO report counts closed cohorts only (docs/decisions/447): one job's applications created in
-- one calendar quarter (UTC) that has ended. A cohort's released counts are computed once, at the
-- first read after the quarter ends, and kept here unchanged, so every later read of it is equal
-- whatever happens to its applications (new stages, moves, erasure). Only released counts are kept
-- (null for a hidden one), never a group under 5 or an individual answer.
CREATE TABLE eeo_cohorts (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  job_id integer NOT NULL,
  period_start date NOT NULL,
  released_at timestamptz(3) NOT NULL,
  released jsonb NOT NULL,
  PRIMARY KEY (job_id, period_start),
  FOREIGN KEY (job_id, organization_id) REFERENCES jobs(id, organization_id) ON DELETE CASCADE,
  CHECK (period_start = date_trunc('quarter', period_start)::date)
);
CREATE INDEX eeo_cohorts_organization_id_period_start_idx ON eeo_cohorts (organization_id, period_start);

-- Guarded like eeo_responses: no request reads or writes a row; the functions below are the ways in.
-- Nothing may update or delete a row but the cascades of its job or organization.
ALTER TABLE eeo_cohorts ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON eeo_cohorts AS RESTRICTIVE USING (organization_id = (SELECT caller_org_id()));
REVOKE ALL ON eeo_cohorts FROM hiring_app;

-- The current-state count is gone: read before and after one application it gave that person away.
DROP FUNCTION eeo_group_counts();

-- One quarter's groups (admins of the caller's organization only): the responses to applications
-- created in the quarter, per job and per job and current stage, in total and per answer. Groups
-- under 5 never leave the database, as before, and a quarter that has not ended by `clock_now`
-- (the app's clock) is not counted at all: its rows change with every application.
CREATE FUNCTION eeo_cohort_counts(quarter date, clock_now timestamptz)
  RETURNS TABLE (job_id integer, stage_id integer, dimension text, answer text, responses integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    WITH answered AS (
      SELECT a.job_id, a.current_stage_id AS stage_id, e.gender, e.race_ethnicity, e.veteran_status, e.disability_status
        FROM eeo_responses e JOIN applications a ON a.id = e.application_id
       WHERE e.organization_id = caller_org_id() AND a.organization_id = caller_org_id() AND caller_role() = 'admin'
         AND quarter = date_trunc('quarter', quarter)::date AND ((quarter + interval '3 months') AT TIME ZONE 'UTC') <= clock_now
         AND a.created_at >= (quarter::timestamp AT TIME ZONE 'UTC') AND a.created_at < ((quarter + interval '3 months') AT TIME ZONE 'UTC')
    ), cells AS (
      SELECT answered.job_id, answered.stage_id, d.dimension, d.answer
        FROM answered, LATERAL (VALUES ('total', NULL), ('gender', answered.gender), ('raceEthnicity', answered.race_ethnicity),
                                       ('veteranStatus', answered.veteran_status), ('disabilityStatus', answered.disability_status)) AS d(dimension, answer)
    )
    SELECT cells.job_id, cells.stage_id, cells.dimension, cells.answer, count(*)::integer
      FROM cells
     GROUP BY GROUPING SETS ((cells.job_id, cells.dimension, cells.answer), (cells.job_id, cells.stage_id, cells.dimension, cells.answer))
    HAVING count(*) >= 5
  $$;

-- The released cohorts of one quarter (admins of the caller's organization only).
CREATE FUNCTION eeo_released_cohorts(quarter date) RETURNS TABLE (job_id integer, released jsonb)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT c.job_id, c.released FROM eeo_cohorts c
     WHERE c.organization_id = caller_org_id() AND c.period_start = quarter AND caller_role() = 'admin'
  $$;

-- Keeps the first release of each named job's cohort of a quarter that had ended by `clock_now`
-- (the app's clock, lib/clock.ts) and answers what is kept: a release computed concurrently by
-- another request loses to the one stored first, so every reader sees the same. The SELECT is a
-- statement of its own, so it sees a concurrent release committed while the INSERT waited for it.
CREATE FUNCTION release_eeo_cohorts(quarter date, clock_now timestamptz, job_ids integer[], job_releases jsonb[])
  RETURNS TABLE (job_id integer, released jsonb)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
  #variable_conflict use_column
  BEGIN
    IF caller_role() IS DISTINCT FROM 'admin' OR quarter <> date_trunc('quarter', quarter)::date
       OR ((quarter + interval '3 months') AT TIME ZONE 'UTC') > clock_now THEN
      RAISE EXCEPTION 'release_eeo_cohorts: an admin releases a quarter that has ended only' USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO eeo_cohorts (organization_id, job_id, period_start, released_at, released)
    SELECT j.organization_id, j.id, quarter, clock_now, r.released
      FROM unnest(job_ids, job_releases) AS r(id, released) JOIN jobs j ON j.id = r.id AND j.organization_id = caller_org_id()
    ON CONFLICT DO NOTHING;
    RETURN QUERY SELECT c.job_id, c.released FROM eeo_cohorts c
      WHERE c.organization_id = caller_org_id() AND c.period_start = quarter AND c.job_id = ANY(job_ids);
  END
  $$;

REVOKE ALL ON FUNCTION eeo_cohort_counts(date, timestamptz), eeo_released_cohorts(date),
  release_eeo_cohorts(date, timestamptz, integer[], jsonb[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION eeo_cohort_counts(date, timestamptz), eeo_released_cohorts(date),
  release_eeo_cohorts(date, timestamptz, integer[], jsonb[]) TO hiring_app;
