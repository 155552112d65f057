-- A job question's wording in other languages (docs/decisions/461): {"de": {"label": "…",
-- "helpText": "…", "options": ["…"]}} by locale; the option values stay the original ones.
ALTER TABLE job_questions
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}',
  ADD CONSTRAINT job_questions_translations_check CHECK (jsonb_typeof(translations) = 'object');

-- The label the candidate read, when it was a translation; label stays the question's original
-- wording, which the recruiters read the answer against.
ALTER TABLE application_answers ADD COLUMN shown_label text;
