-- The foreign key made every usage insert take a KEY SHARE lock on the
-- key's row while Reserve updates that row: under concurrent calls of one
-- key PostgreSQL then builds MultiXacts and serializes on their SLRU
-- (measured: about half the keyed throughput with two replicas). Keys are
-- never deleted, and RecordUsage inserts only for an existing key
-- (INSERT ... SELECT), so the constraint guarded nothing.
ALTER TABLE key_usage DROP CONSTRAINT IF EXISTS key_usage_key_id_fkey;
