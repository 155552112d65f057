-- updatedAt for sync (docs/decisions/150). Every write of a job or an application stamps
-- `updated_at` in the database, whatever path wrote it, and a sync reader can tell which stamps
-- may still belong to uncommitted transactions: before its first stamp in an organization, a
-- transaction takes a shared transaction-level advisory lock whose key holds that organization
-- and the millisecond it stamps in. Shared locks never wait on each other; they show in pg_locks
-- (readable by any role) until the transaction ends, and its later stamps are later still.

-- The key: (1200000000 + organization id, epoch milliseconds mod 2^31). The first number stays
-- clear of the app's other two-number advisory locks (small class numbers, organization ids,
-- 1952801890 for teams); the second wraps every 24.8 days, and is read back as the millisecond
-- nearest to now with that remainder.
CREATE FUNCTION "sync_clock"(org integer) RETURNS timestamptz LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  stamped text := coalesce(current_setting('hiring.sync_orgs', true), '');
  ms bigint;
BEGIN
  IF position(',' || org || ',' IN stamped) = 0 THEN
    ms := floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint;
    PERFORM pg_advisory_xact_lock_shared(1200000000 + org, (ms % 2147483648)::int);
    -- local: forgotten when the transaction (or the savepoint that took the lock) ends
    PERFORM set_config('hiring.sync_orgs', CASE WHEN stamped = '' THEN ',' ELSE stamped END || org || ',', true);
  END IF;
  RETURN date_trunc('milliseconds', clock_timestamp());
END
$$;

-- The earliest stamp a transaction still running may commit in the organization: its rows
-- stamped before that are final. Read it in a statement of its own BEFORE the statement that
-- reads the rows (a statement's snapshot is taken when it starts): a writer running then holds a
-- lock counted here, and one that stamps later stamps after this statement began.
CREATE FUNCTION "sync_frontier"(org integer) RETURNS timestamptz LANGUAGE sql VOLATILE AS $$
  WITH now_ms AS (SELECT floor(extract(epoch FROM statement_timestamp()) * 1000)::bigint AS ms)
  SELECT LEAST(date_trunc('milliseconds', statement_timestamp()),
               (SELECT timestamptz 'epoch'
                       + min(n.ms + ((l."objid"::bigint - n.ms + 1073741824) % 2147483648 + 2147483648) % 2147483648 - 1073741824)
                         * interval '1 millisecond'
                  FROM pg_locks l, now_ms n
                 WHERE l."locktype" = 'advisory' AND l."objsubid" = 2 AND l."classid" = (1200000000 + org)::oid
                   AND l."database" = (SELECT d."oid" FROM pg_database d WHERE d."datname" = current_database())))
$$;

-- Inserts and real changes stamp; an update that changes nothing keeps the stamp, unless another
-- trigger asks for it (a hiring manager added or removed, a reviewer asked). Each change of a row
-- gets a later stamp than the one before, so the stamp versions the row (the job's ETag).
CREATE FUNCTION "stamp_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."updated_at" := sync_clock(NEW."organization_id");
    RETURN NEW;
  END IF;
  NEW."updated_at" := OLD."updated_at";
  IF NEW IS NOT DISTINCT FROM OLD AND pg_trigger_depth() = 1 THEN
    RETURN NEW;
  END IF;
  NEW."updated_at" := GREATEST(sync_clock(NEW."organization_id"), OLD."updated_at" + interval '1 millisecond');
  RETURN NEW;
END
$$;
CREATE TRIGGER "jobs_stamp_updated_at" BEFORE INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "stamp_updated_at"();
CREATE TRIGGER "applications_stamp_updated_at" BEFORE INSERT OR UPDATE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "stamp_updated_at"();

-- hiringManagerIds is part of a job as the API returns it. A row this transaction already stamped
-- (created with its managers, or changed together with them) keeps that stamp, so what the
-- writer returned stays what is stored; a row it wrote without stamping is stamped now.
CREATE FUNCTION "jobs_touch_for_managers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "jobs" j SET "updated_at" = j."updated_at"
   WHERE j."id" IN (SELECT "job_id" FROM changed_rows) AND NOT (j."xmin" = pg_current_xact_id()::xid AND j."updated_at" >= date_trunc('milliseconds', now()));
  RETURN NULL;
END
$$;
CREATE TRIGGER "job_hiring_managers_added" AFTER INSERT ON "job_hiring_managers"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "jobs_touch_for_managers"();
CREATE TRIGGER "job_hiring_managers_removed" AFTER DELETE ON "job_hiring_managers"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "jobs_touch_for_managers"();

-- A reviewer asked to review now sees the application: its stamp moves so that reviewer's
-- `updatedSince` sync finds it.
CREATE FUNCTION "applications_touch_for_reviewers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" a SET "updated_at" = a."updated_at"
   WHERE a."id" IN (SELECT "application_id" FROM changed_rows) AND NOT (a."xmin" = pg_current_xact_id()::xid AND a."updated_at" >= date_trunc('milliseconds', now()));
  RETURN NULL;
END
$$;
CREATE TRIGGER "review_requests_added" AFTER INSERT ON "review_requests"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "applications_touch_for_reviewers"();

-- GET /api/applications pages an organization's applications by (updated_at, id).
CREATE INDEX "applications_organization_id_updated_at_id_idx" ON "applications"("organization_id", "updated_at", "id");
