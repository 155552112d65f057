-- A token or the careers slug (hiring_public) writes an event but reads neither the events nor the
-- organization's webhooks, whose secrets they hold (prisma/policies/70-records.sql, decision 467).
-- Its event's deliveries are made here, one per enabled endpoint of the caller's organization that
-- subscribed to the event's type, as recordEvent makes them for a member. Answers the new
-- deliveries' ids, for their jobs; nothing for an event of another organization or none at all.
CREATE FUNCTION queue_event_deliveries(event text) RETURNS SETOF integer
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO webhook_deliveries (webhook_id, event_id, next_attempt_at)
  SELECT w.id, e.id, e.created_at
    FROM events e
    JOIN webhooks w ON w.organization_id = e.organization_id
   WHERE e.id = event AND e.organization_id = caller_org_id() AND w.enabled
     AND (e.type = ANY (w.events) OR '*' = ANY (w.events))
  RETURNING id
$$;
REVOKE ALL ON FUNCTION queue_event_deliveries(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION queue_event_deliveries(text) TO hiring_app;
