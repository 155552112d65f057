-- The queue's schema was dropped and created again for pg-boss 12 (20261128300000), after
-- 20261128100000 granted hiring_app the old one: a request queues its jobs in its own transaction,
-- as the caller, so the app role needs the new tables too (the queue's workers run as the owner).
GRANT USAGE ON SCHEMA pgboss TO hiring_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO hiring_app;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA pgboss TO hiring_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO hiring_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO hiring_app;
