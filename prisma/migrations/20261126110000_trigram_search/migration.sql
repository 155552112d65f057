-- `q` on the application lists means "name or e-mail contains", which no btree
-- answers: at ten times the bench data GET /api/applications?q= read every application of the
-- organization (5 s) and a board search on a 50,000-application job 2.6 s. Trigram indexes answer
-- ILIKE '%text%' for three characters or more (docs/decisions/254). pg_trgm ships with
-- PostgreSQL's contrib and is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "applications_candidate_name_trgm_idx" ON "applications" USING gin ("candidate_name" gin_trgm_ops);
CREATE INDEX "candidates_email_trgm_idx" ON "candidates" USING gin ("email" gin_trgm_ops);
