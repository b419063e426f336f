-- What a reservation needs to be resolved when its process dies before
-- settling it (payments.Gate.Reconcile): the process (boot, whose lock a
-- live process holds), the payment and requirements to ask the
-- facilitator about, as sent (text, not jsonb), the call it paid for
-- (request), and whether it now waits to serve that call (redeem: 0 no,
-- 1 open until redeem_before, 2 used).
ALTER TABLE payments ADD COLUMN boot bigint NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN request text NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN payload text;
ALTER TABLE payments ADD COLUMN requirements text;
ALTER TABLE payments ADD COLUMN redeem smallint NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN redeem_before timestamptz;
CREATE INDEX payments_unsettled ON payments (boot) WHERE NOT settled;
