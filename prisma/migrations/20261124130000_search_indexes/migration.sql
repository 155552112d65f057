-- Global search (docs/decisions/231): people by the prefix of their name, of the last word of
-- their name, or of their e-mail address, within one organization, through btree indexes that
-- answer LIKE 'prefix%' in any collation (text_pattern_ops). The candidate's own record and each
-- application's name as sent (decision 115) are both searched.
CREATE INDEX "candidates_search_name_idx" ON "candidates" ("organization_id", lower("name") text_pattern_ops);
CREATE INDEX "candidates_search_last_name_idx" ON "candidates" ("organization_id", lower(regexp_replace("name", '^.*\s', '')) text_pattern_ops);
CREATE INDEX "candidates_search_email_idx" ON "candidates" ("organization_id", "email" text_pattern_ops);
CREATE INDEX "applications_search_name_idx" ON "applications" ("organization_id", lower("candidate_name") text_pattern_ops);
CREATE INDEX "applications_search_last_name_idx" ON "applications" ("organization_id", lower(regexp_replace("candidate_name", '^.*\s', '')) text_pattern_ops);
