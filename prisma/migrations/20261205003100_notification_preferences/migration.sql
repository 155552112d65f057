-- Each member's choice of how they hear of each kind of notification (docs/decisions/481): in the
-- app, and by e-mail at once or in one daily digest at their morning in their time zone. A member
-- without a row, or a kind missing from `kinds`, has their role's defaults
-- (lib/server/notifications/notification-preferences.ts).
CREATE TABLE notification_preferences (
  user_id         text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  time_zone       text NOT NULL DEFAULT 'UTC' CHECK (length(time_zone) BETWEEN 1 AND 64),
  digest_hour     smallint NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
  -- {"<kind>": {"inApp": boolean, "email": "off"|"immediate"|"daily"}}
  kinds           jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(kinds) = 'object'),
  last_digest_at  timestamptz(3),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX notification_preferences_organization_idx ON notification_preferences (organization_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON notification_preferences TO hiring_app;

-- A notification the member does not want in the app is kept only until its digest is mailed;
-- one waiting for the daily digest says so.
ALTER TABLE notifications ADD COLUMN in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notifications ADD COLUMN digest_pending boolean NOT NULL DEFAULT false;
CREATE INDEX notifications_digest_idx ON notifications (user_id) WHERE digest_pending;
DROP INDEX notifications_unread_idx;
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL AND in_app;

-- the daily digests' sweep, every quarter of an hour (the queue's cron)
SELECT pgboss.create_queue('notification-digest', '{"policy":"singleton","retryLimit":3,"retryDelay":60,"retryBackoff":false,"expireInSeconds":600,"deleteAfterSeconds":86400,"notify":true}');
