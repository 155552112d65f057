-- A message about an application is read by those who manage that application's job, not by
-- whoever manages any application of the candidate: a hiring manager of one job read the whole
-- conversation about the candidate's application to another job, attachments included, while that
-- job's offer was hidden from them (decision 453). A message that names no application (written
-- from the candidate's page before any application was chosen) keeps the candidate-wide rule.
-- Wide callers (admins, recruiters) keep their sees_every_job twin; attachments follow their message.
DROP POLICY of_a_managed_candidate ON candidate_messages;
CREATE POLICY of_a_managed_application ON candidate_messages TO hiring_app_scoped USING (
  (SELECT caller_sees_all_jobs())
  OR EXISTS (
    SELECT 1 FROM applications a
    WHERE a.id = candidate_messages.application_id AND a.job_id IN (SELECT caller_managed_job_ids()))
  OR (application_id IS NULL AND EXISTS (
    SELECT 1 FROM applications a
    WHERE a.candidate_id = candidate_messages.candidate_id AND a.job_id IN (SELECT caller_managed_job_ids()))));
