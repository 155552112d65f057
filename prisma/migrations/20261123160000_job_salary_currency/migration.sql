-- The currency of a job's salary range (docs/decisions/182): an ISO 4217 code, NULL when not given.
-- The application checks the code against its list; the database holds the shape.
ALTER TABLE "jobs" ADD COLUMN "salary_currency" VARCHAR(3);
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_currency_check" CHECK ("salary_currency" IS NULL OR "salary_currency" ~ '^[A-Z]{3}$');
