-- The webhook-id of each signed POST /api/inbound-mail that stored a message, kept until its
-- signature stops being accepted (webhook-timestamp + 5 minutes), so a replayed post stores nothing
-- (docs/decisions/450). Claimed in the transaction that stores the message; expired rows are deleted
-- from the request path like idempotency keys. Holds no organization's data: no row-level security.
CREATE TABLE "inbound_webhook_ids" (
  "id" TEXT NOT NULL,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "inbound_webhook_ids_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "inbound_webhook_ids_expires_at_idx" ON "inbound_webhook_ids"("expires_at");

GRANT SELECT, INSERT, UPDATE, DELETE ON "inbound_webhook_ids" TO hiring_app;
