-- The credential every authenticated request presents (lib/auth/authenticate.ts), looked up by a
-- function the app role may call whatever caller its connection carries: the request's statements
-- then switch the connection's settings once, to the caller, instead of to the owner for the lookup
-- and back to the caller for the read (docs/decisions/321). SECURITY DEFINER reads api_keys and
-- users as the owner, past their tenancy policies; it returns only what authentication needs (never
-- a secret: keys are stored as SHA-256 digests, found by equality on the unique index, and the app
-- still compares the digest in constant time).
-- A usable key's last use is stamped here, at most once a minute, so the request needs no second
-- statement for it.
CREATE FUNCTION credential_lookup(presented_key_hash text, session_user_id text, used_at timestamptz)
  RETURNS TABLE (key_id integer, key_hash text, revoked boolean, deactivated boolean, user_id text,
                 organization_id integer, role text, name text, bucket text)
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH found AS (
         SELECT k.id AS key_id, k.key_hash AS key_digest, k.revoked_at IS NOT NULL AS is_revoked,
                u.deactivated_at IS NOT NULL AS is_deactivated, u.id AS member_id, u.organization_id AS org_id,
                u.role::text AS member_role, u.name AS member_name, 'api_key:' || k.id AS bucket_key
           FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = presented_key_hash
         UNION ALL
         SELECT NULL, NULL, false, u.deactivated_at IS NOT NULL, u.id, u.organization_id, u.role::text, u.name,
                'session:' || u.id
           FROM users u WHERE u.id = session_user_id),
       touched AS (
         UPDATE api_keys k SET last_used_at = used_at FROM found f
          WHERE k.id = f.key_id AND NOT f.is_revoked AND NOT f.is_deactivated
            AND (k.last_used_at IS NULL OR k.last_used_at < used_at - interval '1 minute'))
  SELECT f.key_id, f.key_digest, f.is_revoked, f.is_deactivated, f.member_id, f.org_id, f.member_role, f.member_name, f.bucket_key
    FROM found f
$$;
REVOKE ALL ON FUNCTION credential_lookup(text, text, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION credential_lookup(text, text, timestamptz) TO hiring_app;
