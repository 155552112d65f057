-- The funnel's "recruiter" and each person's saved report views with their weekly e-mail (issue 50
-- item 2, docs/decisions/487).

-- Who created a job: the funnel's "recruiter" grouping. Jobs carry hiring managers but no recruiter;
-- the member who opened the requisition in the product is the one who recruits for it. Jobs created
-- before the column take the actor of their `job.created` audit entry, where there is one.
ALTER TABLE jobs ADD COLUMN created_by_id text REFERENCES users(id) ON DELETE SET NULL;
UPDATE jobs j
   SET created_by_id = l.actor_user_id
  FROM (SELECT DISTINCT ON (organization_id, target_id) organization_id, target_id, actor_user_id
          FROM audit_logs
         WHERE action = 'job.created' AND target_type = 'job' AND actor_user_id IS NOT NULL
         ORDER BY organization_id, target_id, id) l
 WHERE l.organization_id = j.organization_id AND l.target_id = j.id::text
   AND EXISTS (SELECT 1 FROM users u WHERE u.id = l.actor_user_id);
CREATE INDEX jobs_created_by_idx ON jobs (created_by_id) WHERE created_by_id IS NOT NULL;

-- A person's saved report: the screen and its query, and whether it is mailed to them every Monday.
-- `emailed_week`: the Monday of the last week whose e-mail was queued, so a re-run sends nothing twice.
CREATE TABLE report_views (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  kind            text NOT NULL CHECK (kind IN ('funnel', 'trends', 'metrics')),
  params          jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(params) = 'object'),
  email_weekly    boolean NOT NULL DEFAULT false,
  emailed_week    date,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX report_views_user_name_key ON report_views (user_id, lower(name));
CREATE INDEX report_views_organization_idx ON report_views (organization_id);
CREATE INDEX report_views_weekly_idx ON report_views (id) WHERE email_weekly;
GRANT SELECT, INSERT, UPDATE, DELETE ON report_views TO hiring_app;

-- the saved views' weekly e-mails: Mondays at 07:00 UTC (the queue's cron)
SELECT pgboss.create_queue('report-view-email', '{"policy":"singleton","retryLimit":3,"retryDelay":300,"retryBackoff":false,"expireInSeconds":1800,"deleteAfterSeconds":86400,"notify":true}');
