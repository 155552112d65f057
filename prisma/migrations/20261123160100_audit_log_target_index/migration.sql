-- An application's activity timeline reads the audit entries of one target (docs/decisions/184).
CREATE INDEX "audit_logs_organization_id_target_type_target_id_id_idx"
  ON "audit_logs" ("organization_id", "target_type", "target_id", "id" DESC);
