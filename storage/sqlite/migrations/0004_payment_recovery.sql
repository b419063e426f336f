-- What a reservation needs to be resolved when its process dies before
-- settling it (payments.Gate.Reconcile): the process (boot), the payment
-- and requirements to ask the facilitator about, the call it paid for
-- (request), and whether it now waits to serve that call (redeem: 0 no,
-- 1 open until redeem_before, 2 used).
ALTER TABLE payments ADD COLUMN boot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN request TEXT NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN payload TEXT;
ALTER TABLE payments ADD COLUMN requirements TEXT;
ALTER TABLE payments ADD COLUMN redeem INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN redeem_before TEXT;
CREATE INDEX payments_unsettled ON payments (boot) WHERE settled = 0;
