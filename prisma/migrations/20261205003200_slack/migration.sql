-- Slack for an organization (docs/decisions/482): the bot token an admin entered, encrypted like
-- webhook secrets, never returned; and the direct messages of members' notifications, one row per
-- message, which the queue posts and retries and the admins read like webhook deliveries.
CREATE TABLE slack_connections (
  organization_id     integer PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  bot_token_encrypted text NOT NULL CHECK (bot_token_encrypted LIKE 'v1.%'),
  team_name           text,
  connected_by_id     text REFERENCES users(id) ON DELETE SET NULL,
  created_at          timestamptz(3) NOT NULL DEFAULT now(),
  updated_at          timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE chat_deliveries (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind            text NOT NULL,
  text            text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  url             text NOT NULL CHECK (url LIKE '/%' AND length(url) <= 500),
  candidate_id    integer REFERENCES candidates(id) ON DELETE CASCADE,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  delivered_at    timestamptz(3)
);
CREATE INDEX chat_deliveries_organization_idx ON chat_deliveries (organization_id, id DESC);
CREATE INDEX chat_deliveries_candidate_idx ON chat_deliveries (candidate_id) WHERE candidate_id IS NOT NULL;

-- Who reads the connection and the delivery log: prisma/policies/80-notifications.sql.

-- Any member's action may notify a colleague who asked for Slack messages, but only those who manage
-- the settings read the log: a notification's message is queued through this function, as the member it is for (whose
-- settings the notification is written under), in the caller's organization and only where that
-- organization has Slack. Answers the new delivery's id, or null.
CREATE FUNCTION queue_chat_delivery(kind text, body text, url text, candidate integer) RETURNS integer
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO chat_deliveries (organization_id, user_id, kind, text, url, candidate_id)
  SELECT caller_org_id(), caller_user_id(), kind, body, url, candidate
   WHERE EXISTS (SELECT 1 FROM slack_connections WHERE organization_id = caller_org_id())
  RETURNING id
$$;
GRANT EXECUTE ON FUNCTION queue_chat_delivery(text, text, text, integer) TO hiring_app;

-- an erased candidate's name leaves the delivery log too
CREATE FUNCTION forget_chat_deliveries_of_erased_candidate() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM chat_deliveries WHERE candidate_id = NEW.id;
  RETURN NEW;
END $$;
CREATE TRIGGER forget_chat_deliveries_of_erased_candidate AFTER UPDATE OF erased_at ON candidates
  FOR EACH ROW WHEN (NEW.erased_at IS NOT NULL AND OLD.erased_at IS NULL)
  EXECUTE FUNCTION forget_chat_deliveries_of_erased_candidate();

GRANT SELECT, INSERT, UPDATE, DELETE ON slack_connections, chat_deliveries TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE chat_deliveries_id_seq TO hiring_app;

-- a notification's direct message, posted after the event committed and retried while Slack fails
SELECT pgboss.create_queue('chat-delivery', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":60,"deleteAfterSeconds":86400,"notify":true}');
