-- Idempotency-Key (docs/decisions/152): the first answer to a POST or PATCH sent with a key, per
-- scope (a credential, or a client address on public endpoints). `status` is NULL while the first
-- request is still being answered. Rows older than 24 hours are deleted from the request path.
CREATE TABLE "idempotency_keys" (
  "scope" TEXT NOT NULL,
  "key" TEXT NOT NULL,
  "fingerprint" TEXT NOT NULL,
  "status" INTEGER,
  "headers" JSONB,
  "body" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "completed_at" TIMESTAMPTZ(3),
  CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("scope", "key")
);
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");
