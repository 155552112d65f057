-- Interviews of an application (issue 24, docs/decisions/370): who meets the candidate, when and where.
-- interviewer_ids is what the API reads and writes; interview_interviewers holds one row per
-- interviewer of an interview that still takes place, kept by a trigger, so the exclusion
-- constraint below refuses an interviewer booked twice at overlapping times, even in a race.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE interviews (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id  integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  -- the calendar identity of the invitation (RFC 5545 UID) and its revision (SEQUENCE)
  uid             text NOT NULL UNIQUE,
  sequence        integer NOT NULL DEFAULT 0,
  title           text NOT NULL CHECK (title = btrim(title) AND length(title) BETWEEN 1 AND 200),
  starts_at       timestamptz(3) NOT NULL,
  ends_at         timestamptz(3) NOT NULL,
  time_zone       text NOT NULL,
  location        text CHECK (length(location) <= 500),
  video_url       text CHECK (length(video_url) <= 2000),
  instructions    text CHECK (length(instructions) <= 5000),
  interviewer_ids text[] NOT NULL CHECK (cardinality(interviewer_ids) BETWEEN 1 AND 20),
  status          text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled', 'completed')),
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at AND ends_at - starts_at <= interval '24 hours')
);
CREATE INDEX interviews_application_id_idx ON interviews (application_id, starts_at);
CREATE INDEX interviews_organization_starts_idx ON interviews (organization_id, starts_at);
CREATE INDEX interviews_interviewer_ids_idx ON interviews USING gin (interviewer_ids);

CREATE TABLE interview_interviewers (
  interview_id    integer NOT NULL REFERENCES interviews(id) ON DELETE CASCADE,
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  starts_at       timestamptz(3) NOT NULL,
  ends_at         timestamptz(3) NOT NULL,
  PRIMARY KEY (interview_id, user_id),
  CONSTRAINT interviewer_not_booked_twice EXCLUDE USING gist (user_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
);

-- Runs as the owner (like the counters' triggers): the caller's policies decide which interviews
-- they may change, not which booking rows the rule keeps. A cancelled interview frees its time.
CREATE FUNCTION interviews_keep_bookings() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.starts_at = OLD.starts_at AND NEW.ends_at = OLD.ends_at AND NEW.interviewer_ids = OLD.interviewer_ids
       AND (NEW.status = 'cancelled') = (OLD.status = 'cancelled') THEN
      RETURN NEW;
    END IF;
    DELETE FROM interview_interviewers WHERE interview_id = NEW.id;
  END IF;
  IF NEW.status <> 'cancelled' THEN
    INSERT INTO interview_interviewers (interview_id, user_id, organization_id, starts_at, ends_at)
    SELECT NEW.id, u.id, NEW.organization_id, NEW.starts_at, NEW.ends_at
    FROM users u WHERE u.id = ANY (NEW.interviewer_ids) AND u.organization_id = NEW.organization_id;
    IF (SELECT count(*) FROM interview_interviewers WHERE interview_id = NEW.id) <> cardinality(NEW.interviewer_ids) THEN
      RAISE EXCEPTION 'an interviewer is not a member of the organization' USING ERRCODE = '23503';
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER interviews_keep_bookings AFTER INSERT OR UPDATE ON interviews FOR EACH ROW EXECUTE FUNCTION interviews_keep_bookings();

-- decision 302: an interview is seen with its application, and by whoever is on it
ALTER TABLE interviews ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON interviews AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_visible_application ON interviews USING (
  EXISTS (SELECT 1 FROM applications p WHERE p.id = interviews.application_id)
  OR caller_user_id() = ANY (interviewer_ids));
-- the booking rows are the rule's, written by the trigger: no permissive policy, so no caller reads
-- a row (as for EEO answers); busy time is read through interviewer_busy_blocks()
ALTER TABLE interview_interviewers ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON interview_interviewers AS RESTRICTIVE USING (organization_id = caller_org_id());

-- Busy time of members of an organization (availability, docs/decisions/372): when they are booked,
-- never with what, so a scheduler sees the busy blocks of interviews they cannot read. A caller
-- asks only of their own organization; work outside a caller (the candidate's scheduling page, run
-- as the owner) names the organization its link belongs to.
CREATE FUNCTION interviewer_busy_blocks(org integer, user_ids text[], range_from timestamptz, range_to timestamptz)
RETURNS TABLE (user_id text, starts_at timestamptz, ends_at timestamptz, interview_id integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT b.user_id, b.starts_at, b.ends_at, b.interview_id FROM interview_interviewers b
  WHERE b.organization_id = org AND (caller_org_id() IS NULL OR org = caller_org_id())
    AND b.user_id = ANY (user_ids) AND tstzrange(b.starts_at, b.ends_at) && tstzrange(range_from, range_to)
  ORDER BY b.user_id, b.starts_at $$;
REVOKE ALL ON FUNCTION interviewer_busy_blocks(integer, text[], timestamptz, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION interviewer_busy_blocks(integer, text[], timestamptz, timestamptz) TO hiring_app;

-- Each member's working week for availability (docs/decisions/372); no row: the defaults.
CREATE TABLE member_availability (
  user_id         text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  time_zone       text NOT NULL,
  -- {"1": [["09:00","17:00"]], ...}: ISO weekday (1 = Monday) to local working intervals
  working_hours   jsonb NOT NULL,
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
ALTER TABLE member_availability ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON member_availability AS RESTRICTIVE USING (organization_id = caller_org_id());
-- working hours are the team's to plan with (each member writes only their own row: the one
-- domain function that writes names the caller)
CREATE POLICY of_the_organization ON member_availability USING (true);

GRANT SELECT, INSERT, UPDATE, DELETE ON interviews, member_availability TO hiring_app;
GRANT USAGE, SELECT, UPDATE ON SEQUENCE interviews_id_seq TO hiring_app;

-- Whom an interview meets and for which job, for those who see the interview: an interviewer who
-- is not (yet) asked to review the application still knows whom they interview (decision 370).
CREATE FUNCTION interview_subjects(ids integer[])
RETURNS TABLE (interview_id integer, candidate_name text, job_title text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT i.id, a.candidate_name, j.title FROM interviews i
  JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = a.job_id
  WHERE i.id = ANY (ids)
    -- outside a caller (the owner: the candidate's booking, queue jobs) every interview named
    AND (caller_org_id() IS NULL OR (i.organization_id = caller_org_id()
      AND (caller_user_id() = ANY (i.interviewer_ids) OR caller_sees_application(a.job_id, a.id)))) $$;
REVOKE ALL ON FUNCTION interview_subjects(integer[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION interview_subjects(integer[]) TO hiring_app;
