-- Quota reservations of calls in flight, per process (boot), so that those
-- of a process that dies are released (metering.SharedStore). reserved is
-- their sum per key; used counts recorded calls only.
ALTER TABLE api_keys ADD COLUMN reserved bigint NOT NULL DEFAULT 0 CHECK (reserved >= 0);
CREATE TABLE key_reservations (
	boot   bigint NOT NULL,
	key_id text NOT NULL,
	n      bigint NOT NULL CHECK (n >= 0),
	PRIMARY KEY (boot, key_id)
);
-- used used to count reservations too, and a process killed mid-call left
-- them counted for ever: count the recorded calls instead.
UPDATE api_keys SET used = (SELECT count(*) FROM key_usage u WHERE u.key_id = api_keys.id);
