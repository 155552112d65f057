-- Two-factor sign-in and server-side sessions (issue 45 items 3 and 4, docs/decisions/490).

-- A member's authenticator secret, encrypted at rest (lib/server/webhooks/secret-box.ts), pending
-- until a first code confirms it; the last time step a code was accepted for, so a code is used
-- once; the recovery codes' SHA-256 hashes, each removed when it is used.
ALTER TABLE users
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_enabled_at timestamptz(3),
  ADD COLUMN totp_last_step bigint,
  ADD COLUMN recovery_code_hashes text[] NOT NULL DEFAULT '{}';

ALTER TABLE organizations
  ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false,
  ADD COLUMN session_lifetime_hours integer NOT NULL DEFAULT 8
    CHECK (session_lifetime_hours BETWEEN 1 AND 720);

-- One row per signed-in browser session; its id travels inside the session cookie's JWT, and a
-- revoked or expired row ends the session whatever the cookie says.
CREATE TABLE user_sessions (
  id              text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  sign_in_method  text NOT NULL CHECK (sign_in_method IN ('password', 'sso')),
  user_agent      text,
  client_address  text,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  last_seen_at    timestamptz(3) NOT NULL DEFAULT now(),
  expires_at      timestamptz(3) NOT NULL,
  revoked_at      timestamptz(3)
);
CREATE INDEX user_sessions_user_id_idx ON user_sessions (user_id, created_at);
GRANT SELECT, INSERT, UPDATE, DELETE ON user_sessions TO hiring_app;

-- The credential lookup also takes the session's id: a session whose row is missing, revoked or
-- expired answers as revoked (401), and a live one has its last_seen_at stamped at most once a
-- minute, as a key's last use is. The fourth argument defaults to NULL, so callers of the old
-- three-argument form still resolve (a session without an id reads as revoked). A password session
-- of a member without two-factor in an organization that requires it answers must_enrol, and the
-- API then admits only the enrolment's own operations (lib/api/handler.ts).
DROP FUNCTION credential_lookup(text, text, timestamptz);
CREATE FUNCTION credential_lookup(presented_key_hash text, session_user_id text, used_at timestamptz, presented_session_id text DEFAULT NULL)
  RETURNS TABLE (key_id integer, key_hash text, revoked boolean, deactivated boolean, user_id text,
                 organization_id integer, role text, name text, bucket text, permissions text[], must_enrol boolean)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1 AS $$
DECLARE
  last_use timestamptz;
  key_permissions text[];
  method text;
  enrolled boolean;
BEGIN
  must_enrol := false;
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
    SELECT u.deactivated_at IS NOT NULL, u.id, u.organization_id, u.role, u.name, 'session:' || u.id, r.permissions,
           u.totp_enabled_at IS NOT NULL OR NOT o.require_two_factor
      INTO deactivated, user_id, organization_id, role, name, bucket, permissions, enrolled
      FROM users u JOIN roles r ON r.organization_id = u.organization_id AND r.key = u.role
      JOIN organizations o ON o.id = u.organization_id
     WHERE u.id = session_user_id;
    IF FOUND THEN
      SELECT s.last_seen_at, s.sign_in_method INTO last_use, method FROM user_sessions s
       WHERE s.id = presented_session_id AND s.user_id = session_user_id
         AND s.revoked_at IS NULL AND s.expires_at > used_at;
      revoked := NOT FOUND;
      must_enrol := NOT revoked AND method = 'password' AND NOT enrolled;
      IF NOT revoked AND NOT deactivated AND last_use < used_at - interval '1 minute' THEN
        UPDATE user_sessions s SET last_seen_at = used_at
         WHERE s.id = presented_session_id AND s.last_seen_at < used_at - interval '1 minute';
      END IF;
      RETURN NEXT;
    END IF;
  END IF;
END
$$;
REVOKE ALL ON FUNCTION credential_lookup(text, text, timestamptz, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION credential_lookup(text, text, timestamptz, text) TO hiring_app, hiring_nobody;
