-- SCIM 2.0 provisioning (issue 45 item 2, docs/decisions/497).

-- The organization's one SCIM bearer token: only its SHA-256 hash, who made it and when. Making a
-- new one replaces the row, so the old token stops working at once; deleting it turns SCIM off.
CREATE TABLE scim_tokens (
  organization_id integer PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  token_hash      text NOT NULL UNIQUE,
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
GRANT SELECT, INSERT, UPDATE, DELETE ON scim_tokens TO hiring_app;

-- What the directory said about a member it provisions: its own id for them, and the name's parts.
ALTER TABLE users
  ADD COLUMN scim_external_id text,
  ADD COLUMN given_name text,
  ADD COLUMN family_name text,
  ADD COLUMN scim_managed boolean NOT NULL DEFAULT false;

-- The directory's groups; a group may map to one of the organization's roles, which its members get.
CREATE TABLE scim_groups (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  display_name    text NOT NULL,
  external_id     text,
  role_id         integer REFERENCES roles(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (organization_id, display_name)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON scim_groups TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE scim_groups_id_seq TO hiring_app;

CREATE TABLE scim_group_members (
  group_id        integer NOT NULL REFERENCES scim_groups(id) ON DELETE CASCADE,
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX scim_group_members_user_id_idx ON scim_group_members (user_id);
GRANT SELECT, INSERT, UPDATE, DELETE ON scim_group_members TO hiring_app;

-- A SCIM request has no caller until its token names the organization: like credential_lookup,
-- the lookup reads the token table as its owner, by hash, and the request then runs as that
-- organization's system caller under the policies.
CREATE FUNCTION scim_token_lookup(presented_hash text)
  RETURNS TABLE (organization_id integer, token_hash text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1 AS $$
  SELECT t.organization_id, t.token_hash FROM scim_tokens t WHERE t.token_hash = presented_hash
$$;
REVOKE ALL ON FUNCTION scim_token_lookup(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION scim_token_lookup(text) TO hiring_app, hiring_nobody, hiring_public;
