-- Conversations with candidates (docs/decisions/400): e-mail written from the product and the
-- candidates' replies, threaded back by the token in each outgoing message's Reply-To address.
CREATE TABLE candidate_messages (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  candidate_id     integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  application_id   integer REFERENCES applications(id) ON DELETE SET NULL,
  direction        text NOT NULL CHECK (direction IN ('outbound', 'inbound')),
  -- an inbound message is a person's answer, or an automatic one (out of office) or a bounce,
  -- which are kept but not shown as answers
  kind             text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'auto_reply', 'bounce')),
  subject          text NOT NULL CHECK (length(subject) <= 300),
  -- what the timeline shows: for a reply, its new text without the quoted history
  body_text        text NOT NULL CHECK (length(body_text) <= 100000),
  -- a reply as it arrived, quoted history included
  full_text        text,
  from_address     text NOT NULL,
  to_address       text NOT NULL,
  author_id        text REFERENCES users(id) ON DELETE SET NULL,
  author_name      text,
  -- outbound: SHA-256 of the token in its Reply-To; the token itself is only in the mail sent
  reply_token_hash bytea UNIQUE,
  in_reply_to_id   integer REFERENCES candidate_messages(id) ON DELETE SET NULL,
  outbox_email_id  integer REFERENCES outbox_emails(id) ON DELETE SET NULL,
  send_at          timestamptz(3),
  sent_at          timestamptz(3),
  read_at          timestamptz(3),
  rfc_message_id   text,
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((direction = 'outbound') = (reply_token_hash IS NOT NULL)),
  CHECK (direction = 'inbound' OR kind = 'message')
);
CREATE INDEX candidate_messages_candidate_idx ON candidate_messages (candidate_id, created_at);
-- the unread replies of an application (its badge) and of the organization
CREATE INDEX candidate_messages_unread_idx ON candidate_messages (application_id)
  WHERE direction = 'inbound' AND kind = 'message' AND read_at IS NULL;
-- the same mail delivered twice (SMTP and the provider's webhook, or a retried post) is kept once
CREATE UNIQUE INDEX candidate_messages_inbound_once ON candidate_messages (organization_id, rfc_message_id)
  WHERE direction = 'inbound' AND rfc_message_id IS NOT NULL;

CREATE TABLE message_attachments (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  message_id      integer NOT NULL REFERENCES candidate_messages(id) ON DELETE CASCADE,
  file_name       text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  content_type    text NOT NULL,
  size            integer NOT NULL CHECK (size >= 0),
  storage_key     text NOT NULL UNIQUE,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX message_attachments_message_idx ON message_attachments (message_id);

-- the Reply-To a queued mail is sent with (a conversation's; other mail has none)
ALTER TABLE outbox_emails ADD COLUMN reply_to text;

-- Who reads a conversation: whoever manages one of the candidate's applications (admins,
-- recruiters, the job's hiring managers), as for tags. Interviewers do not: what a candidate
-- writes about salary or other offers is not a reviewer's to read (decision 400 narrows 302).
ALTER TABLE candidate_messages ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON candidate_messages AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_managed_candidate ON candidate_messages USING (
  caller_sees_all_jobs()
  OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = candidate_messages.candidate_id AND a.job_id IN (SELECT caller_managed_job_ids())));
ALTER TABLE message_attachments ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON message_attachments AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_a_visible_message ON message_attachments USING (
  EXISTS (SELECT 1 FROM candidate_messages m WHERE m.id = message_attachments.message_id));
