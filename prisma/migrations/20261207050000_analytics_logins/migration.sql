-- Read-only SQL for an organization's own BI tool (issue 50, docs/decisions/488). An admin makes a
-- database login, hiring_analyst_<organization id>_<random>, a member of hiring_analyst. That role
-- reads the documented views of the schema `analytics` and nothing else: the views run as their
-- reader (security_invoker), the reader holds SELECT on the listed columns of the tables behind them
-- only (never names, e-mails, résumé text, messages, salaries or EEO answers), and the tables'
-- row-level policies admit its organization's rows only (caller_org_id() reads the organization from
-- the login's name for such a session: prisma/policies/00-caller.sql).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hiring_analyst') THEN
    CREATE ROLE hiring_analyst NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
END $$;

-- The organization's current login, so that a new one replaces it and a revocation finds it.
CREATE TABLE analytics_logins (
  organization_id integer PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  role_name       text NOT NULL UNIQUE CHECK (role_name ~ '^hiring_analyst_[0-9]+_[a-z0-9]{20}$'),
  created_by_id   text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
GRANT SELECT, INSERT, UPDATE, DELETE ON analytics_logins TO hiring_app;

CREATE SCHEMA IF NOT EXISTS analytics;
COMMENT ON SCHEMA analytics IS 'Read-only views for an organization''s own BI tool (docs/analytics.md). Each login reads its own organization''s rows.';

CREATE VIEW analytics.jobs WITH (security_invoker = true) AS
  SELECT id, title, department, location, status::text AS status, employment_type::text AS employment_type,
         workplace_type::text AS workplace_type, created_at, opened_at
    FROM public.jobs;
CREATE VIEW analytics.stages WITH (security_invoker = true) AS
  SELECT id, job_id, name, position FROM public.stages;
CREATE VIEW analytics.applications WITH (security_invoker = true) AS
  SELECT id, job_id, candidate_id, current_stage_id, status::text AS status, source, rejection_reason_id,
         created_at, hired_at, closed_at
    FROM public.applications;
CREATE VIEW analytics.stage_visits WITH (security_invoker = true) AS
  SELECT v.id, v.application_id, v.stage_id, v.entered_at, v.left_at
    FROM public.stage_visits v;
CREATE VIEW analytics.interviews WITH (security_invoker = true) AS
  SELECT id, application_id, plan_interview_id, status, starts_at, ends_at, created_at,
         cardinality(interviewer_ids) AS interviewers
    FROM public.interviews;
CREATE VIEW analytics.offers WITH (security_invoker = true) AS
  SELECT id, application_id, job_id, status, created_at, sent_at, responded_at
    FROM public.offers;
CREATE VIEW analytics.sources WITH (security_invoker = true) AS
  SELECT coalesce(source, 'unknown') AS source, job_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
         count(*)::int AS applications, count(*) FILTER (WHERE status = 'hired')::int AS hires
    FROM public.applications
   GROUP BY 1, 2, 3;
-- per job and calendar month (UTC) of the hire: the hires and their median days from applying
CREATE VIEW analytics.metrics WITH (security_invoker = true) AS
  SELECT job_id, date_trunc('month', hired_at AT TIME ZONE 'UTC')::date AS month, count(*)::int AS hires,
         round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM hired_at - created_at) / 86400))::numeric, 1) AS time_to_hire_days_median
    FROM public.applications
   WHERE status = 'hired' AND hired_at IS NOT NULL
   GROUP BY 1, 2;

REVOKE ALL ON SCHEMA analytics FROM PUBLIC;
GRANT USAGE ON SCHEMA analytics TO hiring_analyst;
GRANT SELECT ON ALL TABLES IN SCHEMA analytics TO hiring_analyst;
-- the columns behind the views, and those the tables' policies read
GRANT SELECT (id, organization_id, title, department, location, status, employment_type, workplace_type, created_at, opened_at) ON public.jobs TO hiring_analyst;
GRANT SELECT (id, job_id, organization_id, name, position) ON public.stages TO hiring_analyst;
GRANT SELECT (id, organization_id, job_id, candidate_id, current_stage_id, status, source, rejection_reason_id, created_at, hired_at, closed_at) ON public.applications TO hiring_analyst;
GRANT SELECT (id, application_id, stage_id, entered_at, left_at) ON public.stage_visits TO hiring_analyst;
GRANT SELECT (id, organization_id, application_id, plan_interview_id, status, starts_at, ends_at, created_at, interviewer_ids) ON public.interviews TO hiring_analyst;
GRANT SELECT (id, organization_id, application_id, job_id, status, created_at, sent_at, responded_at) ON public.offers TO hiring_analyst;
