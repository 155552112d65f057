-- Every attempt of a webhook delivery, so an endpoint that answered 503 and then 200 shows both:
-- the delivery row keeps only its latest outcome.
CREATE TABLE "webhook_delivery_attempts" (
  "id" SERIAL PRIMARY KEY,
  "delivery_id" INTEGER NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
  "attempt" INTEGER NOT NULL CHECK ("attempt" > 0),
  "attempted_at" TIMESTAMPTZ(3) NOT NULL,
  "response_status" INTEGER,
  "error" TEXT,
  "duration_ms" INTEGER NOT NULL,
  "response_body_excerpt" TEXT
);
CREATE UNIQUE INDEX "webhook_delivery_attempts_delivery_id_attempt_key" ON "webhook_delivery_attempts"("delivery_id", "attempt");

-- what the deliveries already made kept of their last attempt
INSERT INTO "webhook_delivery_attempts" ("delivery_id", "attempt", "attempted_at", "response_status", "error", "duration_ms")
SELECT "id", "attempt", "updated_at", "response_status", "last_error", coalesce("duration_ms", 0)
  FROM "webhook_deliveries" WHERE "attempt" > 0;
