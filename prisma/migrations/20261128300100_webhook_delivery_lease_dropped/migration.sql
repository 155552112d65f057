-- The delivery's own lease is gone: the job queue keeps one job per delivery active at a time
-- (webhook-delivery is a singleton queue keyed by delivery, docs/decisions/320).
ALTER TABLE "webhook_deliveries" DROP COLUMN "locked_until";
