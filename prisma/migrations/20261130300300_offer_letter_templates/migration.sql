-- Offer-letter templates (docs/decisions/394): the organization's letters in Markdown with merge
-- fields; an offer names one (none: the built-in letter). The PDF of a sent letter is stored like
-- résumés, under its own key.
CREATE TABLE offer_letter_templates (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 80),
  body            text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX offer_letter_templates_organization_name_key ON offer_letter_templates (organization_id, lower(name));

ALTER TABLE offer_letter_templates ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON offer_letter_templates AS RESTRICTIVE USING (organization_id = caller_org_id());
-- who makes offers reads the letters; interviewers never see offers, nor their letters
CREATE POLICY of_who_makes_offers ON offer_letter_templates USING (caller_role() IS DISTINCT FROM 'interviewer');

ALTER TABLE offers
  ADD COLUMN letter_template_id integer REFERENCES offer_letter_templates(id) ON DELETE SET NULL,
  ADD COLUMN letter_pdf_key     text;
CREATE INDEX offers_letter_template_id_idx ON offers (letter_template_id);
