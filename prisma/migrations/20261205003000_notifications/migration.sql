-- The notification centre (docs/decisions/480): what waits on a member, one row per recipient and
-- event. A row names what it is about (an application, a candidate, an offer, an interview, a job)
-- so erasure and the recipient's visibility follow it; its text is what the bell shows.
CREATE TABLE notifications (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('mention', 'review_requested', 'approval_waiting', 'approval_decided',
                    'candidate_replied', 'interview_changed', 'offer_accepted', 'offer_declined', 'scorecard_submitted')),
  text            text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  url             text NOT NULL CHECK (url LIKE '/%' AND length(url) <= 500),
  actor_id        text REFERENCES users(id) ON DELETE SET NULL,
  candidate_id    integer REFERENCES candidates(id) ON DELETE CASCADE,
  application_id  integer REFERENCES applications(id) ON DELETE CASCADE,
  read_at         timestamptz(3),
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
-- the recipient's list, newest first, and their unread count (the bell)
CREATE INDEX notifications_recipient_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_candidate_idx ON notifications (candidate_id) WHERE candidate_id IS NOT NULL;
CREATE INDEX notifications_organization_idx ON notifications (organization_id);

-- A notification is its recipient's alone (prisma/policies/80-notifications.sql).

-- Every instance's open streams hear of a change to a member's notifications through one channel;
-- the payload is the member's id, and NOTIFY is sent on commit only (never for a rolled-back event).
CREATE FUNCTION notifications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hiring_notifications', NEW.user_id);
  RETURN NULL;
END $$;
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OF read_at ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_changed();

-- A removed member's notifications go with their access, as their calendar does.
CREATE FUNCTION forget_notifications_of_removed_member() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM notifications WHERE user_id = NEW.id;
  RETURN NEW;
END $$;
CREATE TRIGGER forget_notifications_of_removed_member AFTER UPDATE OF removed_at ON users
  FOR EACH ROW WHEN (NEW.removed_at IS NOT NULL AND OLD.removed_at IS NULL)
  EXECUTE FUNCTION forget_notifications_of_removed_member();

-- An erased candidate's name leaves the bell too: erasure runs as the organization, which reads no
-- member's notifications, so the owner's trigger function deletes those about the candidate.
CREATE FUNCTION forget_notifications_of_erased_candidate() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM notifications WHERE candidate_id = NEW.id;
  RETURN NEW;
END $$;
CREATE TRIGGER forget_notifications_of_erased_candidate AFTER UPDATE OF erased_at ON candidates
  FOR EACH ROW WHEN (NEW.erased_at IS NOT NULL AND OLD.erased_at IS NULL)
  EXECUTE FUNCTION forget_notifications_of_erased_candidate();

GRANT SELECT, INSERT, UPDATE, DELETE ON notifications TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE notifications_id_seq TO hiring_app;
