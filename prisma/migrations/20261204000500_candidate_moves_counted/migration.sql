-- How often the candidate has moved their interview by their manage link: they may do it a few
-- times, then the team is asked (decision 454). A team's change does not count.
ALTER TABLE interviews ADD COLUMN candidate_moves integer NOT NULL DEFAULT 0 CHECK (candidate_moves >= 0);
