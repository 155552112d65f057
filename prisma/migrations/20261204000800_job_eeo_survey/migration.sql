-- The US EEO survey per job (docs/decisions/461): the apply form asks it only when both the
-- organization's switch and the job's are on. A new job takes the organization's setting when it
-- is created; the jobs that exist keep asking it where the organization asks it today.
ALTER TABLE jobs ADD COLUMN eeo_survey boolean NOT NULL DEFAULT false;
UPDATE jobs SET eeo_survey = true FROM organizations WHERE organizations.id = jobs.organization_id AND organizations.eeo_survey_enabled;
