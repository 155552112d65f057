-- Where an application came from (issue 26, decision 343): the `source` the careers link or the
-- apply call named (else its utm_source), which a recruiter may set by hand, and the link's utm_*
-- parameters as they arrived.
ALTER TABLE applications
  ADD COLUMN source text,
  ADD COLUMN utm_source text,
  ADD COLUMN utm_medium text,
  ADD COLUMN utm_campaign text;
