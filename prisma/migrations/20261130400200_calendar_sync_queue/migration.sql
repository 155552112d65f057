-- the queue that writes booked interviews to interviewers' own calendars (docs/decisions/377)
SELECT pgboss.create_queue('calendar-sync', '{"policy":"standard","retryLimit":6,"retryDelay":60,"retryBackoff":true,"expireInSeconds":120,"deleteAfterSeconds":86400,"notify":true}');
