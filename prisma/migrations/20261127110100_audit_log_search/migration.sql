-- The audit log's date range and text filters (docs/decisions/287). A range is read by creation
-- time within the organization; `q` looks for words in one lower-cased text of the actor's name,
-- what the entry is about (target label, a member's name or e-mail) and the action in words, which
-- a trigram index answers for LIKE '%word%' (pg_trgm: migration 20261126110000). The expression is
-- the one lib/server/audit-logs/audit-search.ts queries, character for character.
CREATE INDEX "audit_logs_organization_id_created_at_idx" ON "audit_logs"("organization_id", "created_at");
CREATE INDEX "audit_logs_search_trgm_idx" ON "audit_logs" USING gin ((lower(
  "actor_name" || ' ' || coalesce("metadata"->>'targetLabel', '') || ' ' || coalesce("metadata"->>'name', '') || ' ' ||
  coalesce("metadata"->>'email', '') || ' ' || translate("action", '._', '  ')
)) gin_trgm_ops);
