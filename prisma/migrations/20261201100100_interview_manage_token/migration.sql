-- the candidate's own link to move or cancel their interview (docs/decisions/411): the hash of a
-- token derived from the interview's uid and the server's secret; interviews booked before have none
ALTER TABLE interviews ADD COLUMN manage_token_hash text;
CREATE UNIQUE INDEX interviews_manage_token_hash_key ON interviews (manage_token_hash);
