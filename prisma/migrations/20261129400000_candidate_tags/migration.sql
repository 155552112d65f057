-- Tags on candidates (docs/decisions/350): the hiring team's labels for finding people again.
CREATE TABLE candidate_tags (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  candidate_id    integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  label           text NOT NULL CHECK (label = btrim(label) AND length(label) BETWEEN 1 AND 40),
  added_by_id     text REFERENCES users(id) ON DELETE SET NULL,
  added_at        timestamptz(3) NOT NULL DEFAULT now()
);
-- a label once per candidate, whatever its case; and "every candidate tagged X" by organization
CREATE UNIQUE INDEX candidate_tags_candidate_label_key ON candidate_tags (candidate_id, lower(label));
CREATE INDEX candidate_tags_organization_label_idx ON candidate_tags (organization_id, lower(label));

-- Who sees a candidate's tags: whoever manages one of the candidate's applications (admins,
-- recruiters, the job's hiring managers). Interviewers do not: a label such as "strong referral"
-- is the team's opinion, and a reviewer forms their own first.
ALTER TABLE candidate_tags ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON candidate_tags AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_managed_candidate ON candidate_tags USING (
  caller_sees_all_jobs()
  OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = candidate_tags.candidate_id AND a.job_id IN (SELECT caller_managed_job_ids())));
