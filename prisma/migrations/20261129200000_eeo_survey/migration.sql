-- The voluntary EEO survey (issue 26, decisions 302 and 340): off until an admin turns it on.
ALTER TABLE organizations ADD COLUMN eeo_survey_enabled boolean NOT NULL DEFAULT false;

-- One candidate's answers to one application's survey, apart from the application. Every question
-- is stored, a skipped one as 'decline_to_answer', so a group's answers add up to its total.
CREATE TABLE eeo_responses (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  gender text NOT NULL CHECK (gender IN ('female', 'male', 'decline_to_answer')),
  race_ethnicity text NOT NULL CHECK (race_ethnicity IN ('hispanic_or_latino', 'white', 'black_or_african_american',
    'native_hawaiian_or_other_pacific_islander', 'asian', 'american_indian_or_alaska_native', 'two_or_more_races', 'decline_to_answer')),
  veteran_status text NOT NULL CHECK (veteran_status IN ('protected_veteran', 'not_a_protected_veteran', 'decline_to_answer')),
  disability_status text NOT NULL CHECK (disability_status IN ('yes', 'no', 'decline_to_answer'))
);
CREATE UNIQUE INDEX eeo_responses_application_id_key ON eeo_responses (application_id);
CREATE INDEX eeo_responses_organization_id_idx ON eeo_responses (organization_id);

-- No request reads a row: the app role has no privilege on the table and no permissive policy
-- exists, so even a grant added by mistake later shows nothing. Apply (public, run as the owner)
-- writes it; the functions below are the only ways in for a caller.
ALTER TABLE eeo_responses ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON eeo_responses AS RESTRICTIVE USING (organization_id = caller_org_id());
REVOKE ALL ON eeo_responses FROM hiring_app;
REVOKE ALL ON SEQUENCE eeo_responses_id_seq FROM hiring_app;

-- The report (admins of the caller's organization only): responses counted per job, and per job
-- and current stage, in total and per answer of each question. Groups under 5 never leave the
-- database: their rows are not returned at all, so an absent row may be 0 or 1-4.
CREATE FUNCTION eeo_group_counts() RETURNS TABLE (job_id integer, stage_id integer, dimension text, answer text, responses integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    WITH answered AS (
      SELECT a.job_id, a.current_stage_id AS stage_id, e.gender, e.race_ethnicity, e.veteran_status, e.disability_status
        FROM eeo_responses e JOIN applications a ON a.id = e.application_id
       WHERE e.organization_id = caller_org_id() AND a.organization_id = caller_org_id() AND caller_role() = 'admin'
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

-- The data subject's own answers, for the privacy export an admin hands to them (decision 341).
CREATE FUNCTION eeo_answers_of_candidate(candidate integer)
  RETURNS TABLE (application_id integer, gender text, race_ethnicity text, veteran_status text, disability_status text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT e.application_id, e.gender, e.race_ethnicity, e.veteran_status, e.disability_status
      FROM eeo_responses e JOIN applications a ON a.id = e.application_id
     WHERE a.candidate_id = candidate AND a.organization_id = caller_org_id() AND e.organization_id = caller_org_id()
       AND caller_role() = 'admin'
     ORDER BY e.application_id
  $$;

-- Erasure: an admin of the organization in a request, or the owner (retention job) with no caller.
CREATE FUNCTION erase_eeo_answers(candidate integer, org integer) RETURNS integer
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    WITH gone AS (
      DELETE FROM eeo_responses e USING applications a
       WHERE a.id = e.application_id AND a.candidate_id = candidate AND a.organization_id = org AND e.organization_id = org
         AND (caller_org_id() IS NULL OR (caller_org_id() = org AND caller_role() = 'admin'))
      RETURNING 1
    )
    SELECT count(*)::integer FROM gone
  $$;

REVOKE ALL ON FUNCTION eeo_group_counts(), eeo_answers_of_candidate(integer), erase_eeo_answers(integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION eeo_group_counts(), eeo_answers_of_candidate(integer), erase_eeo_answers(integer, integer) TO hiring_app;
