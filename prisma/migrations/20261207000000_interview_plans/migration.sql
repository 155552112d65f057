-- Structured interviewing (docs/decisions/486): a job's interview plan (the interviews each stage
-- holds, each with the pool of members qualified to run it and its kit of questions and focus
-- attributes), the organization's plan templates, a scorecard per interview and interviewer, panel
-- days that book a stage's interviews as one, the debrief's decisions, and a weekly interview limit
-- per member. Who reads them: prisma/policies/62-interview-plans.sql.

-- a planned interview names a stage of its own job: the pair is the key the plan references
ALTER TABLE stages ADD CONSTRAINT stages_id_job_id_key UNIQUE (id, job_id);

CREATE TABLE interview_plan_interviews (
  id               serial PRIMARY KEY,
  -- its job's, filled by job_child_takes_its_job_organization() like the job's other children
  organization_id  integer NOT NULL,
  job_id           integer NOT NULL,
  stage_id         integer NOT NULL,
  name             text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
  position         integer NOT NULL CHECK (position >= 0),
  -- set when an interview that was booked or scored leaves the plan: its scorecards keep their kit
  archived_at      timestamptz(3),
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (id, organization_id),
  FOREIGN KEY (job_id, organization_id) REFERENCES jobs (id, organization_id) ON DELETE CASCADE,
  FOREIGN KEY (stage_id, job_id) REFERENCES stages (id, job_id) ON DELETE CASCADE
);
CREATE INDEX interview_plan_interviews_job_idx ON interview_plan_interviews (job_id, stage_id, position);
CREATE TRIGGER takes_its_job_organization BEFORE INSERT OR UPDATE OF job_id ON interview_plan_interviews
  FOR EACH ROW EXECUTE FUNCTION job_child_takes_its_job_organization();

-- the members qualified to run a planned interview
CREATE TABLE interview_plan_pool_members (
  plan_interview_id integer NOT NULL,
  user_id           text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id   integer NOT NULL,
  PRIMARY KEY (plan_interview_id, user_id),
  FOREIGN KEY (plan_interview_id, organization_id) REFERENCES interview_plan_interviews (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX interview_plan_pool_members_user_idx ON interview_plan_pool_members (user_id);

-- the kit: questions with guidance for the interviewer, and the focus attributes the interview assesses
CREATE TABLE interview_kit_questions (
  id                serial PRIMARY KEY,
  plan_interview_id integer NOT NULL,
  organization_id   integer NOT NULL,
  text              text NOT NULL CHECK (length(btrim(text)) BETWEEN 1 AND 1000),
  guidance          text CHECK (length(guidance) <= 4000),
  position          integer NOT NULL CHECK (position >= 0),
  archived_at       timestamptz(3),
  FOREIGN KEY (plan_interview_id, organization_id) REFERENCES interview_plan_interviews (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX interview_kit_questions_plan_idx ON interview_kit_questions (plan_interview_id, position);

CREATE TABLE interview_kit_attributes (
  id                serial PRIMARY KEY,
  plan_interview_id integer NOT NULL,
  organization_id   integer NOT NULL,
  name              text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  position          integer NOT NULL CHECK (position >= 0),
  archived_at       timestamptz(3),
  FOREIGN KEY (plan_interview_id, organization_id) REFERENCES interview_plan_interviews (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX interview_kit_attributes_plan_idx ON interview_kit_attributes (plan_interview_id, position);
-- an attribute's name is unique among its interview's active ones
CREATE UNIQUE INDEX interview_kit_attributes_name_key ON interview_kit_attributes (plan_interview_id, lower(name)) WHERE archived_at IS NULL;

-- an organization's plan templates: a plan's stages by name, their interviews and kits, as JSON
-- (a template is copied into a job, never referenced by one)
CREATE TABLE interview_plan_templates (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  plan            jsonb NOT NULL CHECK (jsonb_typeof(plan) = 'object'),
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX interview_plan_templates_name_key ON interview_plan_templates (organization_id, lower(name));

-- a panel day: a stage's interviews booked back to back for one candidate, moved and cancelled as one
CREATE TABLE interview_panels (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id  integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  stage_id        integer REFERENCES stages(id) ON DELETE SET NULL,
  status          text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX interview_panels_application_idx ON interview_panels (application_id);

ALTER TABLE interviews
  ADD COLUMN plan_interview_id integer REFERENCES interview_plan_interviews(id) ON DELETE SET NULL,
  ADD COLUMN panel_id integer REFERENCES interview_panels(id) ON DELETE SET NULL;
CREATE INDEX interviews_plan_interview_idx ON interviews (plan_interview_id) WHERE plan_interview_id IS NOT NULL;
CREATE INDEX interviews_panel_idx ON interviews (panel_id) WHERE panel_id IS NOT NULL;
-- a scorecard names its interview with the interview's application and organization
ALTER TABLE interviews ADD CONSTRAINT interviews_id_application_organization_key UNIQUE (id, application_id, organization_id);

-- the review request that scheduling sends points at the interview whose scorecard it asks for
ALTER TABLE review_requests ADD COLUMN interview_id integer REFERENCES interviews(id) ON DELETE SET NULL;

-- one scorecard per interview and interviewer: a rating per focus attribute, a note per question,
-- the overall recommendation. Submitting it lifts the blind rule for its application, as feedback does.
CREATE TABLE interview_scorecards (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL,
  interview_id    integer NOT NULL,
  application_id  integer NOT NULL,
  author_id       text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notes           text CHECK (length(notes) <= 10000),
  recommendation  text CHECK (recommendation IN ('strong_no', 'no', 'yes', 'strong_yes')),
  submitted_at    timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (interview_id, author_id),
  FOREIGN KEY (interview_id, application_id, organization_id) REFERENCES interviews (id, application_id, organization_id) ON DELETE CASCADE
);
CREATE INDEX interview_scorecards_application_idx ON interview_scorecards (application_id, author_id);

CREATE TABLE interview_scorecard_ratings (
  scorecard_id integer NOT NULL REFERENCES interview_scorecards(id) ON DELETE CASCADE,
  attribute_id integer NOT NULL REFERENCES interview_kit_attributes(id) ON DELETE CASCADE,
  score        smallint NOT NULL CHECK (score BETWEEN 1 AND 4),
  PRIMARY KEY (scorecard_id, attribute_id)
);
CREATE INDEX interview_scorecard_ratings_attribute_idx ON interview_scorecard_ratings (attribute_id);

CREATE TABLE interview_scorecard_answers (
  scorecard_id integer NOT NULL REFERENCES interview_scorecards(id) ON DELETE CASCADE,
  question_id  integer NOT NULL REFERENCES interview_kit_questions(id) ON DELETE CASCADE,
  note         text NOT NULL CHECK (length(note) BETWEEN 1 AND 10000),
  PRIMARY KEY (scorecard_id, question_id)
);
CREATE INDEX interview_scorecard_answers_question_idx ON interview_scorecard_answers (question_id);

-- the team's decision at the debrief, with its reason; each decision is kept, the newest is the answer
CREATE TABLE debrief_decisions (
  id                  serial PRIMARY KEY,
  organization_id     integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id      integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  decision            text NOT NULL CHECK (decision IN ('advance', 'reject', 'hold')),
  reason              text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 4000),
  rejection_reason_id integer REFERENCES rejection_reasons(id) ON DELETE SET NULL,
  -- the stage an advance moved the application to
  to_stage_id         integer REFERENCES stages(id) ON DELETE SET NULL,
  decided_by_id       text REFERENCES users(id) ON DELETE SET NULL,
  decided_at          timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX debrief_decisions_application_idx ON debrief_decisions (application_id, decided_at DESC, id DESC);

-- how many interviews a member runs in a week at most; null: no limit (panel days choose around it)
ALTER TABLE users ADD COLUMN weekly_interview_limit integer CHECK (weekly_interview_limit BETWEEN 0 AND 100);

GRANT SELECT, INSERT, UPDATE, DELETE ON interview_plan_interviews, interview_plan_pool_members, interview_kit_questions,
  interview_kit_attributes, interview_plan_templates, interview_panels, interview_scorecards, interview_scorecard_ratings,
  interview_scorecard_answers, debrief_decisions TO hiring_app;
GRANT USAGE, SELECT ON SEQUENCE interview_plan_interviews_id_seq, interview_kit_questions_id_seq, interview_kit_attributes_id_seq,
  interview_plan_templates_id_seq, interview_panels_id_seq, interview_scorecards_id_seq, debrief_decisions_id_seq TO hiring_app;
