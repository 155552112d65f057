-- Job approval (docs/decisions/395): with the organization's job chain set, a new job waits for it
-- (`pending`) and cannot open until approved; a change of an approved job's salary range or
-- headcount asks again. Jobs created without a chain are `not_required`.
ALTER TABLE jobs
  ADD COLUMN approval_status text NOT NULL DEFAULT 'not_required' CHECK (approval_status IN ('not_required', 'pending', 'approved', 'rejected')),
  ADD COLUMN approval_round  integer NOT NULL DEFAULT 0,
  ADD COLUMN headcount       integer CHECK (headcount BETWEEN 1 AND 10000);
