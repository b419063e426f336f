-- A key's revision counts the changes made to it after its creation (a new
-- quota): their sum, in the keys version, tells a serving process to
-- reload its keys.
ALTER TABLE api_keys ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
