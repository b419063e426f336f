-- Reconciliation looks for the payments that are unsettled or whose answer
-- is pending (redeem 3, payments.AnswerPending): one partial index over
-- both, so that it reads those rows and not the whole table.
DROP INDEX payments_unsettled;
CREATE INDEX payments_pending ON payments (boot) WHERE settled = 0 OR redeem = 3;
