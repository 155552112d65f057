-- The candidate's side of an offer (docs/decisions/393): the single-use link (its SHA-256 only),
-- the letter as sent (frozen, so what the candidate signs is what was shown), and the signature.
ALTER TABLE offers
  ADD COLUMN token_hash        text UNIQUE,
  ADD COLUMN letter_html       text,
  ADD COLUMN signature_name    text CHECK (length(signature_name) <= 200),
  ADD COLUMN signature_address text CHECK (length(signature_address) <= 100),
  ADD COLUMN letter_sha256     text CHECK (letter_sha256 ~ '^[0-9a-f]{64}$');

-- Expiry of a sent offer is a job of the shared queue, due at the offer's expiresAt; the job checks
-- the time again through the app's clock (lib/queue/queues.ts keeps the same options).
SELECT pgboss.create_queue('offer-expiry', '{"policy":"standard","retryLimit":5,"retryDelay":60,"retryBackoff":true,"expireInSeconds":60,"deleteAfterSeconds":86400,"notify":true}');
