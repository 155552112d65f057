-- Message templates (docs/decisions/405): the organization's named, reusable subject and body for
-- writing to candidates, with the same placeholders as a message.
CREATE TABLE message_templates (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 80),
  subject         text NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
  body            text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX message_templates_organization_name_key ON message_templates (organization_id, lower(name));

-- Read by whoever may write to a candidate (admins, recruiters, hiring managers); interviewers do
-- not write messages. Who may change them (admins, recruiters) is the domain function's check.
ALTER TABLE message_templates ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON message_templates AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY of_those_who_write_messages ON message_templates USING (caller_role() IN ('admin', 'recruiter', 'hiring_manager'));
