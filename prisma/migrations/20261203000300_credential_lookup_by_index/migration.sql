-- credential_lookup runs once for every authenticated request. Written as one statement (a join of
-- api_keys and users, the session's union and a data-modifying CTE for the last-use stamp), its
-- plan on a small organization's tables was a hash join over sequential scans, and the stamp's
-- UPDATE was started on every call though it writes once a minute: about 0.07 ms of backend CPU a
-- request under the list bench's load (perf, issue 23). Step by step, each read is one row by a
-- unique key and the UPDATE runs only when the stamp is due; its WHERE repeats the condition, so
-- two requests racing past the check still stamp once. Same arguments, result, owner, search_path,
-- row estimate and grants (decision 442).
CREATE OR REPLACE FUNCTION credential_lookup(presented_key_hash text, session_user_id text, used_at timestamptz)
  RETURNS TABLE (key_id integer, key_hash text, revoked boolean, deactivated boolean, user_id text,
                 organization_id integer, role text, name text, bucket text)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1 AS $$
DECLARE
  last_use timestamptz;
BEGIN
  IF presented_key_hash IS NOT NULL THEN
    SELECT k.id, k.key_hash, k.revoked_at IS NOT NULL, k.last_used_at, k.user_id
      INTO key_id, key_hash, revoked, last_use, user_id
      FROM api_keys k WHERE k.key_hash = presented_key_hash;
    IF FOUND THEN
      SELECT u.deactivated_at IS NOT NULL, u.organization_id, u.role::text, u.name
        INTO deactivated, organization_id, role, name
        FROM users u WHERE u.id = credential_lookup.user_id;
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
    SELECT u.deactivated_at IS NOT NULL, u.id, u.organization_id, u.role::text, u.name, 'session:' || u.id
      INTO deactivated, user_id, organization_id, role, name, bucket
      FROM users u WHERE u.id = session_user_id;
    IF FOUND THEN
      RETURN NEXT;
    END IF;
  END IF;
END
$$;
REVOKE ALL ON FUNCTION credential_lookup(text, text, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION credential_lookup(text, text, timestamptz) TO hiring_app;
