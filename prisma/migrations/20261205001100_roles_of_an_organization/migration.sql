-- Roles an organization defines (decision 471). A role is a row of its organization: a stable key
-- (what members, invitations and approval-chain steps name, and what the API answers as a member's
-- `role`), a name people read, and the permission keys of lib/auth/permissions.ts. The four roles
-- every organization had become its built-in rows, with the permissions that reproduce what each
-- could do (decision 470); `admin` holds every permission and is not edited, none of them is deleted.
CREATE TABLE roles (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  key             text NOT NULL CHECK (key ~ '^[a-z][a-z0-9_]{1,39}$'),
  name            text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 60),
  built_in        boolean NOT NULL DEFAULT false,
  permissions     text[] NOT NULL DEFAULT '{}',
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT roles_organization_id_key_key UNIQUE (organization_id, key)
);
CREATE UNIQUE INDEX roles_organization_name_key ON roles (organization_id, lower(name));

INSERT INTO roles (organization_id, key, name, built_in, permissions)
SELECT o.id, r.key, r.name, true, r.permissions
  FROM organizations o CROSS JOIN (VALUES
  ('admin', 'Admin', ARRAY['jobs.view_all', 'jobs.create', 'jobs.manage', 'applications.manage', 'feedback.view_all', 'offers.view', 'offers.manage', 'offers.approve', 'interviews.schedule', 'messages.read', 'messages.send', 'candidates.merge', 'candidates.export', 'candidates.erase', 'talent_pools.manage', 'templates.manage', 'reports.view', 'reports.eeo', 'audit.view', 'outbox.view', 'settings.manage', 'team.manage', 'webhooks.manage']::text[]),
  ('recruiter', 'Recruiter', ARRAY['jobs.view_all', 'jobs.create', 'jobs.manage', 'applications.manage', 'feedback.view_all', 'offers.view', 'offers.manage', 'offers.approve', 'interviews.schedule', 'messages.read', 'messages.send', 'candidates.merge', 'talent_pools.manage', 'templates.manage', 'reports.view']::text[]),
  ('hiring_manager', 'Hiring manager', ARRAY['jobs.manage', 'applications.manage', 'feedback.view_all', 'offers.view', 'offers.manage', 'offers.approve', 'interviews.schedule', 'messages.read', 'messages.send', 'reports.view']::text[]),
  ('interviewer', 'Interviewer', ARRAY['reports.view']::text[])
  ) AS r(key, name, permissions);

-- Members, invitations and approval-chain steps name their role by key within their organization;
-- a role someone holds cannot be deleted (the API answers 409 first).
ALTER TABLE users ALTER COLUMN role TYPE text USING role::text;
ALTER TABLE users ADD CONSTRAINT users_role_fkey FOREIGN KEY (organization_id, role) REFERENCES roles (organization_id, key);
ALTER TABLE invitations ALTER COLUMN role TYPE text USING role::text;
ALTER TABLE invitations ADD CONSTRAINT invitations_role_fkey FOREIGN KEY (organization_id, role) REFERENCES roles (organization_id, key);
-- a step's role must be one whose members may approve (offers.approve), checked where a chain is saved
ALTER TABLE approval_chain_steps DROP CONSTRAINT approval_chain_steps_approver_role_check;
ALTER TABLE approval_chain_steps ALTER COLUMN approver_role TYPE text USING approver_role::text;
ALTER TABLE approval_chain_steps ADD CONSTRAINT approval_chain_steps_approver_role_fkey
  FOREIGN KEY (organization_id, approver_role) REFERENCES roles (organization_id, key);
DROP TYPE role;
CREATE INDEX users_organization_id_role_idx ON users (organization_id, role);

-- Who reads and changes roles: prisma/policies/30-organization.sql.

-- An API key may carry fewer permissions than its member (`narrowed`; otherwise it has all of the
-- member's). It acts with those of them its member's role still grants, so a role that loses a
-- permission takes it from every key too.
ALTER TABLE api_keys ADD COLUMN narrowed boolean NOT NULL DEFAULT false;
ALTER TABLE api_keys ADD COLUMN permissions text[] NOT NULL DEFAULT '{}';
ALTER TABLE api_keys ADD CONSTRAINT api_keys_permissions_only_when_narrowed CHECK (narrowed OR cardinality(permissions) = 0);

-- The credential lookup also answers the permissions the credential acts with: the member's role's,
-- narrowed by a key's own list, in the role's (the catalogue's) order. The role is read by its
-- unique key, one more index lookup in the same call, so a request still authenticates in one
-- statement (decision 442); the rest is as before.
DROP FUNCTION credential_lookup(text, text, timestamptz);
CREATE FUNCTION credential_lookup(presented_key_hash text, session_user_id text, used_at timestamptz)
  RETURNS TABLE (key_id integer, key_hash text, revoked boolean, deactivated boolean, user_id text,
                 organization_id integer, role text, name text, bucket text, permissions text[])
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1 AS $$
DECLARE
  last_use timestamptz;
  key_permissions text[];
BEGIN
  IF presented_key_hash IS NOT NULL THEN
    SELECT k.id, k.key_hash, k.revoked_at IS NOT NULL, k.last_used_at, k.user_id, CASE WHEN k.narrowed THEN k.permissions END
      INTO key_id, key_hash, revoked, last_use, user_id, key_permissions
      FROM api_keys k WHERE k.key_hash = presented_key_hash;
    IF FOUND THEN
      SELECT u.deactivated_at IS NOT NULL, u.organization_id, u.role, u.name,
             ARRAY(SELECT p FROM unnest(r.permissions) WITH ORDINALITY AS g(p, n)
                    WHERE key_permissions IS NULL OR g.p = ANY (key_permissions) ORDER BY g.n)
        INTO deactivated, organization_id, role, name, permissions
        FROM users u JOIN roles r ON r.organization_id = u.organization_id AND r.key = u.role
       WHERE u.id = credential_lookup.user_id;
      IF FOUND THEN
        bucket := 'api_key:' || key_id;
        IF NOT revoked AND NOT deactivated AND (last_use IS NULL OR last_use < used_at - interval '1 minute') THEN
          UPDATE api_keys k SET last_used_at = used_at
           WHERE k.id = credential_lookup.key_id
             AND (k.last_used_at IS NULL OR k.last_used_at < used_at - interval '1 minute');
        END IF;
        RETURN NEXT;
      END IF;
    END IF;
  END IF;
  IF session_user_id IS NOT NULL THEN
    key_id := NULL;
    key_hash := NULL;
    revoked := false;
    SELECT u.deactivated_at IS NOT NULL, u.id, u.organization_id, u.role, u.name, 'session:' || u.id, r.permissions
      INTO deactivated, user_id, organization_id, role, name, bucket, permissions
      FROM users u JOIN roles r ON r.organization_id = u.organization_id AND r.key = u.role
     WHERE u.id = session_user_id;
    IF FOUND THEN
      RETURN NEXT;
    END IF;
  END IF;
END
$$;
REVOKE ALL ON FUNCTION credential_lookup(text, text, timestamptz) FROM PUBLIC;
-- every request looks its credential up before it has a caller, on a connection that may still run
-- as hiring_nobody (the role of no scope): the grant the function had before it was recreated
GRANT EXECUTE ON FUNCTION credential_lookup(text, text, timestamptz) TO hiring_app, hiring_nobody;
