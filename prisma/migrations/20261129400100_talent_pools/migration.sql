-- Talent pools (docs/decisions/351): named lists of candidates kept for later roles.
CREATE TABLE talent_pools (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 80),
  description     text CHECK (length(description) <= 500),
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX talent_pools_organization_name_key ON talent_pools (organization_id, lower(name));

CREATE TABLE talent_pool_members (
  pool_id      integer NOT NULL REFERENCES talent_pools(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  added_by_id  text REFERENCES users(id) ON DELETE SET NULL,
  added_at     timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (pool_id, candidate_id)
);
CREATE INDEX talent_pool_members_candidate_id_idx ON talent_pool_members (candidate_id);

-- Pools are the recruiting team's: admins and recruiters, who see every candidate of the
-- organization. A member row is seen with its pool (and, like any child, through its candidate).
ALTER TABLE talent_pools ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON talent_pools AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_the_recruiting_team ON talent_pools USING (caller_sees_all_jobs());
ALTER TABLE talent_pool_members ENABLE ROW LEVEL SECURITY;
CREATE POLICY of_a_visible_pool ON talent_pool_members USING (
  EXISTS (SELECT 1 FROM talent_pools p WHERE p.id = talent_pool_members.pool_id)
  AND EXISTS (SELECT 1 FROM candidates c WHERE c.id = talent_pool_members.candidate_id));
