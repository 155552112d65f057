-- The retention preview and sweep start from the applications that ended before the cut-off
-- (docs/decisions/258): at ten times the bench data the preview read every candidate and
-- application of the organization (270 ms) to count the few whose applications all ended long ago.
CREATE INDEX "applications_organization_id_closed_at_idx" ON "applications"("organization_id", "closed_at");
