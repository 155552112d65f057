-- Decision 513's bucket triggers fire after job_application_counters_add: triggers of one event fire
-- in the order of their names, and "analytics_…" fired first. Their function locks the jobs'
-- job_application_counters rows before any bucket, so that writers of one job take their buckets
-- one after another; but a job's first applications have no counter row yet (the counters' own
-- trigger creates it), so two first applies to a job met at the buckets unserialized and could
-- deadlock (seen in a clean-clone run: applies racing a stage's deletion answered 500). Named after
-- the counters' trigger, the buckets' function always finds the row, created and held by its
-- own transaction.
ALTER TRIGGER "analytics_application_days_inserted" ON "applications" RENAME TO "job_application_days_inserted";
ALTER TRIGGER "analytics_application_days_updated" ON "applications" RENAME TO "job_application_days_updated";
ALTER TRIGGER "analytics_application_days_deleted" ON "applications" RENAME TO "job_application_days_deleted";
