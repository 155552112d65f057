-- The languages an organization's careers pages offer (docs/decisions/460): a non-empty list of
-- the app's locales (lib/i18n/locales.ts), each once, the first being the fallback for a visitor
-- who asks for one not offered. Every organization offers all five until an admin chooses.
CREATE FUNCTION elements_distinct(list text[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT count(DISTINCT element) = count(*) FROM unnest(list) AS element $$;

ALTER TABLE organizations
  ADD COLUMN careers_languages text[] NOT NULL DEFAULT ARRAY['en', 'de', 'fr', 'es', 'pt'],
  ADD CONSTRAINT organizations_careers_languages_check CHECK (
    cardinality(careers_languages) >= 1
    AND careers_languages <@ ARRAY['en', 'de', 'fr', 'es', 'pt']
    AND elements_distinct(careers_languages)
  );
