-- A key's revision counts the changes made to it after its creation (a new
-- quota): their sum, in the keys version, tells every replica to reload its
-- keys.
ALTER TABLE api_keys ADD COLUMN revision bigint NOT NULL DEFAULT 0;
