-- A member's own CalDAV calendar (docs/decisions/380): where busy time is read and booked
-- interviews are written. The password is AES-256-GCM ciphertext (decision 381), never plain text.
CREATE TABLE calendar_connections (
  id                 serial PRIMARY KEY,
  organization_id    integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id            text NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  server_url         text NOT NULL CHECK (length(server_url) <= 2048),
  username           text NOT NULL CHECK (length(username) BETWEEN 1 AND 320),
  password_encrypted text NOT NULL CHECK (password_encrypted LIKE 'v1.%'),
  calendar_url       text NOT NULL CHECK (length(calendar_url) <= 2048),
  calendar_name      text,
  time_zone          text,
  last_checked_at    timestamptz(3) NOT NULL,
  created_at         timestamptz(3) NOT NULL DEFAULT now(),
  updated_at         timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX calendar_connections_organization_id_idx ON calendar_connections (organization_id);

-- Only the member themself reads (and changes) their row; the availability search reads other
-- members' rows as the owner, server side, and never answers with them (decision 380).
ALTER TABLE calendar_connections ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON calendar_connections AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY own_only ON calendar_connections USING (user_id = caller_user_id());

-- A removed member's calendar credentials go with their access (decisions 173, 380). The admin who
-- removes them cannot read the row (own_only), so the owner's trigger function forgets it.
CREATE FUNCTION forget_calendar_of_removed_member() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM calendar_connections WHERE user_id = NEW.id;
  RETURN NEW;
END $$;
CREATE TRIGGER forget_calendar_of_removed_member AFTER UPDATE OF removed_at ON users
  FOR EACH ROW WHEN (NEW.removed_at IS NOT NULL AND OLD.removed_at IS NULL)
  EXECUTE FUNCTION forget_calendar_of_removed_member();
