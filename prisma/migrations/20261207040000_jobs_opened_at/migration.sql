-- When a job first opened (issue 50, docs/decisions/487): time to fill counts from it, not from the
-- draft's creation, which can be weeks earlier. The database stamps it the first time a job's status
-- becomes open, whoever writes the row; reopening a closed job keeps the first stamp. Jobs that are
-- open or closed now take their creation time, the best this history holds (the metric's page says so).
ALTER TABLE jobs ADD COLUMN opened_at timestamptz(3);
UPDATE jobs SET opened_at = created_at WHERE status <> 'draft';

CREATE FUNCTION job_stamps_its_opening() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF NEW.status = 'open' AND NEW.opened_at IS NULL THEN
    NEW.opened_at := now();
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER stamps_its_opening BEFORE INSERT OR UPDATE OF status ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_stamps_its_opening();
