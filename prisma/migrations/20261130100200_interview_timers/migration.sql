-- An interview's timers (issue 24, docs/decisions/374): the candidate's reminder a day before, the
-- interviewers' an hour before, and its end (completed; the interviewers asked for their review),
-- each a job of the shared queue due at its time (lib/queue/queues.ts keeps the same options).
SELECT pgboss.create_queue('interview-timer', '{"policy":"standard","retryLimit":5,"retryDelay":60,"retryBackoff":true,"expireInSeconds":60,"deleteAfterSeconds":86400,"notify":true}');
