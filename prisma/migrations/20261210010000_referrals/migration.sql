-- Referrals (issue 46 item 4, docs/decisions/501): any member refers someone to a job or to the
-- company in general, and follows that referral's progress in the words the candidate reads.

-- who referred the application, when a referral started it; the member's removal keeps the
-- application and forgets the name (source stays `referral`)
ALTER TABLE applications ADD COLUMN referred_by text REFERENCES users(id) ON DELETE SET NULL;

-- A referral as the member submitted it: the person's name, e-mail and phone as typed (what the
-- referrer reads back, never the candidate record's), how they know them and a note. The candidate
-- is the organization's one with that e-mail; the application is the one the referral started, or
-- the one the person already had on that job (`follows` false: the referrer is shown none of its
-- progress). A referral to the company in general names no job and no application.
CREATE TABLE referrals (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  referrer_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  candidate_id    integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id          integer REFERENCES jobs(id) ON DELETE SET NULL,
  application_id  integer REFERENCES applications(id) ON DELETE SET NULL,
  follows         boolean NOT NULL DEFAULT false,
  job_title       text,
  name            text NOT NULL,
  email           text NOT NULL,
  phone           text,
  relationship    text NOT NULL,
  note            text,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX referrals_organization_id_referrer_id_created_at_idx ON referrals (organization_id, referrer_id, created_at);
CREATE INDEX referrals_candidate_id_idx ON referrals (candidate_id);
CREATE INDEX referrals_application_id_idx ON referrals (application_id);
GRANT SELECT, INSERT, UPDATE, DELETE ON referrals TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE referrals_id_seq TO hiring_app;
