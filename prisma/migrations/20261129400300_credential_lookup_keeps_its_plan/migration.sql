-- credential_lookup (migration 20261129300000) runs on every authenticated request. As a SQL function
-- that writes (it stamps a key's last use) it cannot be inlined, and PostgreSQL 15 plans a SQL
-- function's statement again on every call: 0.13-0.16 ms a call on the bench database. The same
-- statement in PL/pgSQL keeps its plan for the connection's life: 0.02 ms (2,000 calls in a loop,
-- load 4-5; docs/decisions/354). Same arguments, result, owner, search_path and grants.
CREATE OR REPLACE FUNCTION credential_lookup(presented_key_hash text, session_user_id text, used_at timestamptz)
  RETURNS TABLE (key_id integer, key_hash text, revoked boolean, deactivated boolean, user_id text,
                 organization_id integer, role text, name text, bucket text)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  RETURN QUERY
  WITH found AS (
         SELECT k.id AS found_key_id, k.key_hash AS key_digest, k.revoked_at IS NOT NULL AS is_revoked,
                u.deactivated_at IS NOT NULL AS is_deactivated, u.id AS member_id, u.organization_id AS org_id,
                u.role::text AS member_role, u.name AS member_name, 'api_key:' || k.id AS bucket_key
           FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = presented_key_hash
         UNION ALL
         SELECT NULL, NULL, false, u.deactivated_at IS NOT NULL, u.id, u.organization_id, u.role::text, u.name,
                'session:' || u.id
           FROM users u WHERE u.id = session_user_id),
       touched AS (
         UPDATE api_keys k SET last_used_at = used_at FROM found f
          WHERE k.id = f.found_key_id AND NOT f.is_revoked AND NOT f.is_deactivated
            AND (k.last_used_at IS NULL OR k.last_used_at < used_at - interval '1 minute'))
  SELECT f.found_key_id, f.key_digest, f.is_revoked, f.is_deactivated, f.member_id, f.org_id, f.member_role, f.member_name, f.bucket_key
    FROM found f;
END
$$;
REVOKE ALL ON FUNCTION credential_lookup(text, text, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION credential_lookup(text, text, timestamptz) TO hiring_app;
