package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage"
)

// ReservePayment records a verified payment before its work is done. The
// (payer, nonce) primary key makes a second reservation of the same payment
// fail with payments.ErrPaymentReplayed, on any replica.
func (db *DB) ReservePayment(ctx context.Context, p payments.Payment) error {
	if err := storage.CheckPayment(p); err != nil {
		return fmt.Errorf("postgres: %w", err)
	}
	created := p.CreatedAt
	if created.IsZero() {
		created = time.Now()
	}
	tag, err := db.pool.Exec(ctx,
		`INSERT INTO payments (payer, nonce, network, asset, amount, operation, version, created_at, valid_before,
		 boot, request, payload, requirements)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
		 ON CONFLICT (payer, nonce) DO NOTHING`,
		strings.ToLower(p.Payer), strings.ToLower(p.Nonce), p.Network, p.Asset, p.Amount, p.Operation, p.Version,
		created.UTC(), nullTime(p.ValidBefore), p.Boot, p.Request, nullJSON(p.Payload), nullJSON(p.Requirements))
	if err != nil {
		return fmt.Errorf("postgres: reserve payment: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return payments.ErrPaymentReplayed
	}
	return nil
}

// SettlePayment marks a reserved payment settled by transaction tx.
func (db *DB) SettlePayment(ctx context.Context, payer, nonce, tx string, at time.Time) error {
	payer, nonce = strings.ToLower(payer), strings.ToLower(nonce)
	tag, err := db.pool.Exec(ctx,
		`UPDATE payments SET settled = true, transaction_hash = $1, settled_at = $2, redeem = $5
		 WHERE payer = $3 AND nonce = $4 AND NOT settled`,
		tx, at.UTC(), payer, nonce, payments.AnswerPending)
	if err != nil {
		return fmt.Errorf("postgres: settle payment: %w", err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	var settled bool
	err = db.pool.QueryRow(ctx, `SELECT settled FROM payments WHERE payer = $1 AND nonce = $2`, payer, nonce).Scan(&settled)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return fmt.Errorf("postgres: settle payment %s/%s: not reserved", payer, nonce)
	case err != nil:
		return fmt.Errorf("postgres: settle payment: %w", err)
	default:
		return fmt.Errorf("postgres: settle payment %s/%s: already settled", payer, nonce)
	}
}

// ReleasePayment forgets a reserved payment that was not settled. A settled
// payment is never forgotten, so it can't be replayed.
func (db *DB) ReleasePayment(ctx context.Context, payer, nonce string) error {
	_, err := db.pool.Exec(ctx, `DELETE FROM payments WHERE payer = $1 AND nonce = $2 AND NOT settled`,
		strings.ToLower(payer), strings.ToLower(nonce))
	if err != nil {
		return fmt.Errorf("postgres: release payment: %w", err)
	}
	return nil
}

// Payments lists recorded payments, newest first, at most limit (all when
// limit <= 0).
func (db *DB) Payments(ctx context.Context, limit int) ([]payments.Payment, error) {
	var lim *int
	if limit > 0 {
		lim = &limit
	}
	rows, err := db.pool.Query(ctx,
		`SELECT `+paymentColumns+` FROM payments ORDER BY created_at DESC, seq DESC LIMIT $1`, lim)
	if err != nil {
		return nil, fmt.Errorf("postgres: payments: %w", err)
	}
	defer rows.Close()
	ps, err := storage.Collect(rows, scanPayment)
	if err != nil {
		return nil, fmt.Errorf("postgres: payments: %w", err)
	}
	return ps, nil
}

// paymentColumns are the columns scanPayment reads, in its order.
const paymentColumns = `payer, nonce, network, asset, amount, operation, version, transaction_hash, settled,
	created_at, settled_at, valid_before, boot, request, payload, requirements, redeem, redeem_before`

func scanPayment(row storage.Scanner) (payments.Payment, error) {
	var (
		p                                    payments.Payment
		created                              time.Time
		settledAt, validBefore, redeemBefore *time.Time
		payload, requirements                *string
		redeem                               int16
	)
	if err := row.Scan(&p.Payer, &p.Nonce, &p.Network, &p.Asset, &p.Amount, &p.Operation, &p.Version,
		&p.Transaction, &p.Settled, &created, &settledAt, &validBefore, &p.Boot, &p.Request, &payload, &requirements,
		&redeem, &redeemBefore); err != nil {
		return payments.Payment{}, err
	}
	p.CreatedAt, p.SettledAt, p.ValidBefore, p.RedeemBefore = created.UTC(), utc(settledAt), utc(validBefore), utc(redeemBefore)
	p.Redeem = int(redeem)
	if payload != nil {
		p.Payload = json.RawMessage(*payload)
	}
	if requirements != nil {
		p.Requirements = json.RawMessage(*requirements)
	}
	return p, nil
}

// nullJSON stores empty JSON as NULL.
func nullJSON(b json.RawMessage) *string {
	if len(b) == 0 {
		return nil
	}
	s := string(b)
	return &s
}

var _ payments.RecoveringLedger = (*DB)(nil)

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
		rows, err := db.pool.Query(ctx,
			`SELECT `+paymentColumns+` FROM payments WHERE `+pendingPayment+` AND boot = $1 AND created_at < $2
			 ORDER BY seq`, b, before.UTC())
		if err != nil {
			return nil, fmt.Errorf("postgres: orphaned payments: %w", err)
		}
		ps, err := storage.Collect(rows, scanPayment)
		rows.Close()
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

// ResolvePayment records an orphan p as settled and open for redemption
// until redeemBefore, or forgets it; see payments.RecoveringLedger.
func (db *DB) ResolvePayment(ctx context.Context, p payments.Payment, settled bool, redeemBefore time.Time) error {
	payer, nonce := strings.ToLower(p.Payer), strings.ToLower(p.Nonce)
	var err error
	if settled {
		_, err = db.pool.Exec(ctx,
			`UPDATE payments SET settled = true, settled_at = COALESCE(settled_at, now()), redeem = $1, redeem_before = $2
			 WHERE payer = $3 AND nonce = $4 AND (NOT settled OR redeem IN ($5, $6))`,
			payments.RedeemOpen, redeemBefore.UTC(), payer, nonce, payments.RedeemUsed, payments.AnswerPending)
	} else {
		_, err = db.pool.Exec(ctx, `DELETE FROM payments WHERE payer = $1 AND nonce = $2 AND NOT settled`, payer, nonce)
	}
	if err != nil {
		return fmt.Errorf("postgres: resolve payment: %w", err)
	}
	return nil
}

// AnsweredPayment records that a settled payment's call was answered.
func (db *DB) AnsweredPayment(ctx context.Context, payer, nonce string) error {
	_, err := db.pool.Exec(ctx, `UPDATE payments SET redeem = $1 WHERE payer = $2 AND nonce = $3 AND redeem = $4`,
		payments.RedeemNone, strings.ToLower(payer), strings.ToLower(nonce), payments.AnswerPending)
	if err != nil {
		return fmt.Errorf("postgres: answered payment: %w", err)
	}
	return nil
}

// RedeemPayment marks an open payment used for request; see
// payments.RecoveringLedger.
func (db *DB) RedeemPayment(ctx context.Context, payer, nonce, request string, at time.Time) (payments.Payment, error) {
	row := db.pool.QueryRow(ctx,
		`UPDATE payments SET redeem = $1 WHERE payer = $2 AND nonce = $3 AND redeem = $4 AND request = $5 AND request <> ''
		 AND redeem_before > $6 RETURNING `+paymentColumns,
		payments.RedeemUsed, strings.ToLower(payer), strings.ToLower(nonce), payments.RedeemOpen, request, at.UTC())
	p, err := scanPayment(row)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return payments.Payment{}, payments.ErrNotRedeemable
	case err != nil:
		return payments.Payment{}, fmt.Errorf("postgres: redeem payment: %w", err)
	}
	return p, nil
}
