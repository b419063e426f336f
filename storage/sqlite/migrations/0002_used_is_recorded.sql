-- used used to count a call from its reservation on, and a process killed
-- mid-call left it counted for ever; reservations now live in the serving
-- process's memory, and used counts recorded calls only.
UPDATE api_keys SET used = (SELECT COUNT(*) FROM key_usage u WHERE u.key_id = api_keys.id);
