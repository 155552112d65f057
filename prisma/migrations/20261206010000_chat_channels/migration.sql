-- Channel posts of what happens in hiring (docs/decisions/484): Slack channels an admin chose per
-- event kind and optionally per job, and Microsoft Teams channels reached by their Workflows
-- webhook URL (a secret, kept encrypted like the Slack token). Each post is a chat_deliveries row,
-- posted and retried by the `chat-delivery` queue and shown in the same log as the direct messages.
CREATE TABLE slack_channel_rules (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  event_type      text NOT NULL,
  job_id          integer REFERENCES jobs(id) ON DELETE CASCADE,
  channel_id      text NOT NULL CHECK (channel_id ~ '^[A-Z0-9]{2,30}$'),
  channel_name    text NOT NULL CHECK (length(channel_name) BETWEEN 1 AND 100),
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX slack_channel_rules_unique ON slack_channel_rules (organization_id, event_type, coalesce(job_id, 0), channel_id);

CREATE TABLE teams_channels (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  url_encrypted   text NOT NULL CHECK (url_encrypted LIKE 'v1.%'),
  -- the URL's host and last characters, all an admin sees of it again
  url_hint        text NOT NULL,
  events          text[] NOT NULL CHECK (cardinality(events) BETWEEN 1 AND 50),
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX teams_channels_organization_idx ON teams_channels (organization_id);

-- a delivery is a member's direct message (user_id), a Slack channel's post (slack_channel) or a
-- Teams channel's (teams_channel_id)
ALTER TABLE chat_deliveries ALTER COLUMN user_id DROP NOT NULL,
  ADD COLUMN slack_channel text,
  ADD COLUMN slack_channel_name text,
  ADD COLUMN teams_channel_id integer REFERENCES teams_channels(id) ON DELETE CASCADE,
  ADD CONSTRAINT chat_deliveries_one_target CHECK (num_nonnulls(user_id, slack_channel, teams_channel_id) = 1);

-- Who reads the rules and channels: prisma/policies/80-notifications.sql.

-- Any member's action (or a candidate's, through a public route) may be posted to a channel, but
-- only those who manage the settings read the rules and the log: an event's posts are queued
-- through this function, in the caller's organization only (a member's, or a public route's), one per Slack rule of the kind (for every job or the event's job, where
-- Slack is connected) and per Teams channel that chose the kind. Answers the new deliveries' ids.
CREATE FUNCTION queue_channel_posts(org integer, kind text, job integer, body text, url text, candidate integer) RETURNS SETOF integer
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO chat_deliveries (organization_id, kind, text, url, candidate_id, slack_channel, slack_channel_name, teams_channel_id)
  SELECT org, kind, body, url, candidate, t.slack_channel, t.slack_channel_name, t.teams_channel_id
    FROM (
      SELECT DISTINCT r.channel_id AS slack_channel, r.channel_name AS slack_channel_name, NULL::integer AS teams_channel_id
        FROM slack_channel_rules r
       WHERE r.organization_id = org AND r.event_type = kind AND (r.job_id IS NULL OR r.job_id = job)
         AND EXISTS (SELECT 1 FROM slack_connections c WHERE c.organization_id = org)
      UNION ALL
      SELECT NULL, NULL, t.id FROM teams_channels t WHERE t.organization_id = org AND kind = ANY (t.events)
    ) t
   WHERE org = caller_org_id()
  RETURNING id
$$;
REVOKE ALL ON FUNCTION queue_channel_posts(integer, text, integer, text, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION queue_channel_posts(integer, text, integer, text, text, integer) TO hiring_app, hiring_public;

-- Whether an event of the kind goes to any channel of the organization, and if so what a post may
-- name of its application: the candidate's name, the job's title and the current stage's name. Read
-- as the database's owner, as the caller may not read every table the rules or names are in.
CREATE FUNCTION channel_post_subject(org integer, kind text, application integer)
  RETURNS TABLE (candidate_id integer, candidate_name text, job_id integer, job_title text, stage_name text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT c.id, c.name, j.id, j.title, s.name
    FROM applications a
    JOIN candidates c ON c.id = a.candidate_id
    JOIN jobs j ON j.id = a.job_id
    LEFT JOIN stages s ON s.id = a.current_stage_id
   WHERE a.id = application AND a.organization_id = org AND org = caller_org_id()
     AND (EXISTS (SELECT 1 FROM slack_channel_rules r WHERE r.organization_id = org AND r.event_type = kind AND (r.job_id IS NULL OR r.job_id = j.id)
                   AND EXISTS (SELECT 1 FROM slack_connections sc WHERE sc.organization_id = org))
       OR EXISTS (SELECT 1 FROM teams_channels t WHERE t.organization_id = org AND kind = ANY (t.events)))
$$;
REVOKE ALL ON FUNCTION channel_post_subject(integer, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION channel_post_subject(integer, text, integer) TO hiring_app, hiring_public;

GRANT SELECT, INSERT, UPDATE, DELETE ON slack_channel_rules, teams_channels TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE slack_channel_rules_id_seq, teams_channels_id_seq TO hiring_app;
