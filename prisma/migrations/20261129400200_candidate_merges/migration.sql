-- Duplicates and merges (docs/decisions/352).
ALTER TABLE candidates ADD COLUMN merged_into_id integer REFERENCES candidates(id) ON DELETE SET NULL;
CREATE INDEX candidates_merged_into_id_idx ON candidates (merged_into_id) WHERE merged_into_id IS NOT NULL;

CREATE TABLE candidate_merges (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  survivor_id     integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  merged_id       integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  merged_by_id    text REFERENCES users(id) ON DELETE SET NULL,
  merged_at       timestamptz(3) NOT NULL DEFAULT now(),
  undone_at       timestamptz(3),
  moved           jsonb NOT NULL,
  CHECK (survivor_id <> merged_id)
);
CREATE INDEX candidate_merges_survivor_id_merged_at_idx ON candidate_merges (survivor_id, merged_at);

-- How a person's details compare across records: an e-mail address up to the dots and +tags that
-- Gmail ignores (elsewhere a dot or a +tag may name another mailbox), and a phone number as its
-- digits with the international prefix (+ or 00) kept as +. IMMUTABLE, so indexes can hold them.
CREATE FUNCTION comparable_email(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN split_part(lower(address), '@', 2) IN ('gmail.com', 'googlemail.com')
              THEN replace(split_part(split_part(lower(address), '@', 1), '+', 1), '.', '') || '@gmail.com'
              ELSE lower(address) END $$;
CREATE FUNCTION comparable_phone(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(regexp_replace(phone, '\D', '', 'g')) < 7 THEN NULL
              WHEN btrim(phone) ~ '^(\+|00)' THEN '+' || regexp_replace(regexp_replace(btrim(phone), '^00', ''), '\D', '', 'g')
              ELSE regexp_replace(phone, '\D', '', 'g') END $$;
CREATE INDEX candidates_comparable_email_idx ON candidates (organization_id, comparable_email(email));
CREATE INDEX candidates_comparable_phone_idx ON candidates (organization_id, comparable_phone(phone)) WHERE phone IS NOT NULL;

-- The likely duplicates of one candidate in the caller's organization, with why: the same e-mail
-- (as compared above), the same phone, or the same name with an address at the same domain or with
-- the same local part. Records merged into another are not offered. SECURITY DEFINER, as the search
-- lookup: under the policies these expressions (not leakproof) could not use their indexes; it
-- answers only admins and recruiters (who see every candidate) of the candidate's organization.
CREATE FUNCTION caller_duplicate_candidates(candidate integer) RETURNS TABLE (id integer, reasons text[])
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH me AS (
    SELECT c.id, c.organization_id, comparable_email(c.email) AS email, comparable_phone(c.phone) AS phone,
           lower(c.name) AS name, split_part(lower(c.email), '@', 1) AS local, split_part(lower(c.email), '@', 2) AS domain
      FROM candidates c
     WHERE c.id = candidate AND c.organization_id = caller_org_id() AND caller_sees_all_jobs() AND c.erased_at IS NULL),
  found AS (
    SELECT o.id, 'same_email' AS reason FROM me JOIN candidates o ON o.organization_id = me.organization_id AND comparable_email(o.email) = me.email
    UNION ALL
    SELECT o.id, 'same_phone' FROM me JOIN candidates o ON o.organization_id = me.organization_id AND comparable_phone(o.phone) = me.phone
     WHERE me.phone IS NOT NULL
    UNION ALL
    SELECT o.id, 'same_name_similar_email' FROM me JOIN candidates o ON o.organization_id = me.organization_id AND lower(o.name) = me.name
     WHERE split_part(lower(o.email), '@', 2) = me.domain OR split_part(lower(o.email), '@', 1) = me.local)
  SELECT f.id, array_agg(DISTINCT f.reason ORDER BY f.reason)
    FROM found f JOIN candidates o ON o.id = f.id
   WHERE f.id <> candidate AND o.merged_into_id IS NULL AND o.erased_at IS NULL
   GROUP BY f.id
   ORDER BY f.id
   LIMIT 20 $$;

-- Merges are the recruiting team's, as the merge itself is (admins and recruiters).
ALTER TABLE candidate_merges ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON candidate_merges AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_the_recruiting_team ON candidate_merges USING (caller_sees_all_jobs());
