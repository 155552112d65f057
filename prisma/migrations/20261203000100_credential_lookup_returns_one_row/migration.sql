-- credential_lookup returns one row (the key's, or the session's member), but a set-returning
-- function is estimated at 1,000 rows unless it says otherwise. Every request's credential
-- statement joins that estimate with its rate-limit upsert, and its generic plan came out at an
-- estimated 15 billion rows: Postgres judged it worse than planning afresh, and planned the
-- statement on every request (15,870 plans for 15,850 calls in a bench run, against 120 before
-- the lookup became a function). Told the truth, it keeps one plan per connection (decision 437).
ALTER FUNCTION credential_lookup(text, text, timestamptz) ROWS 1;
