-- A usage record counts the calls of one key on one route that one group
-- commit recorded (the meter records calls in groups), instead of one row
-- per call: a row per call cost more than the call's scoring.
ALTER TABLE key_usage ADD COLUMN calls INTEGER NOT NULL DEFAULT 1 CHECK (calls > 0);
