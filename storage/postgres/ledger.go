package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pqs-dev/pqs/payments"
)

// pendingPayment is the predicate of the payments_pending index (migration
// 0007), written out so that the planner can use it: redeem 3 is
// payments.AnswerPending (TestPendingIndexPredicate).
const pendingPayment = "(NOT settled OR redeem = 3)"

// OrphanedPayments lists the payments made before before, unsettled or
// with their answer pending, by processes other than live whose boot lock
// no process holds: they died.
func (db *DB) OrphanedPayments(ctx context.Context, live int64, before time.Time) ([]payments.Payment, error) {
	rows, err := db.pool.Query(ctx,
		`SELECT DISTINCT boot FROM payments WHERE `+pendingPayment+` AND boot <> $1 AND created_at < $2`,
		live, before.UTC())
	if err != nil {
		return nil, fmt.Errorf("postgres: orphaned payments: %w", err)
	}
	boots, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("postgres: orphaned payments: %w", err)
	}
	var all []payments.Payment
	for _, b := range boots {
		dead, err := db.bootDead(ctx, b)
		if err != nil {
			return nil, fmt.Errorf("postgres: orphaned payments: %w", err)
		}
		if !dead {
			continue
		}
		ps, err := db.SelectPayments(ctx, pgSQL{db.pool},
			`WHERE `+pendingPayment+` AND boot = ? AND created_at < ? ORDER BY seq`, b, before.UTC())
		if err != nil {
			return nil, fmt.Errorf("postgres: orphaned payments: %w", err)
		}
		all = append(all, ps...)
	}
	return all, nil
}

// bootDead reports whether no process holds boot's lock (metering's
// HoldBoot). Boot 0 is that of reservations recorded before boots were.
func (db *DB) bootDead(ctx context.Context, boot int64) (bool, error) {
	var free bool
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock($1, $2)`, bootLockClass, int32(boot)).Scan(&free)
	})
	return free, err
}
