-- the queue that writes an interview change's invitations after the change committed (docs/decisions/410)
SELECT pgboss.create_queue('interview-invitation', '{"policy":"standard","retryLimit":8,"retryDelay":30,"retryBackoff":true,"expireInSeconds":60,"deleteAfterSeconds":86400,"notify":true}');
