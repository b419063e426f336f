package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
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

// ResolvePayment ends the pending state p was read in; see
// payments.RecoveringLedger.
func (db *DB) ResolvePayment(ctx context.Context, p payments.Payment, settled bool, redeemBefore time.Time) (bool, error) {
	payer, nonce := strings.ToLower(p.Payer), strings.ToLower(p.Nonce)
	var (
		tag pgconn.CommandTag
		err error
	)
	if settled {
		tag, err = db.pool.Exec(ctx,
			`UPDATE payments SET settled = true, settled_at = COALESCE(settled_at, now()),
			 transaction_hash = CASE WHEN transaction_hash = '' THEN $1 ELSE transaction_hash END,
			 redeem = $2, redeem_before = $3
			 WHERE payer = $4 AND nonce = $5 AND boot = $6 AND `+pendingPayment,
			p.Transaction, payments.RedeemOpen, redeemBefore.UTC(), payer, nonce, p.Boot)
	} else {
		tag, err = db.pool.Exec(ctx, `DELETE FROM payments WHERE payer = $1 AND nonce = $2 AND boot = $3 AND NOT settled`,
			payer, nonce, p.Boot)
	}
	if err != nil {
		return false, fmt.Errorf("postgres: resolve payment: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// AnsweredPayment records that boot wrote the answer of a settled
// payment's call.
func (db *DB) AnsweredPayment(ctx context.Context, payer, nonce string, boot int64) error {
	_, err := db.pool.Exec(ctx,
		`UPDATE payments SET redeem = CASE WHEN redeem_before IS NULL THEN CAST($1 AS smallint) ELSE CAST($2 AS smallint) END
		 WHERE payer = $3 AND nonce = $4 AND redeem = $5 AND boot = $6`,
		payments.RedeemNone, payments.RedeemUsed, strings.ToLower(payer), strings.ToLower(nonce), payments.AnswerPending, boot)
	if err != nil {
		return fmt.Errorf("postgres: answered payment: %w", err)
	}
	return nil
}

// RedeemPayment takes an open payment to serve request in process boot;
// see payments.RecoveringLedger.
func (db *DB) RedeemPayment(ctx context.Context, payer, nonce, request string, at time.Time, boot int64) (payments.Payment, error) {
	row := db.pool.QueryRow(ctx,
		`UPDATE payments SET redeem = $1, boot = $2
		 WHERE payer = $3 AND nonce = $4 AND redeem = $5 AND request = $6 AND request <> '' AND redeem_before > $7
		 RETURNING `+paymentColumns,
		payments.AnswerPending, boot, strings.ToLower(payer), strings.ToLower(nonce), payments.RedeemOpen, request, at.UTC())
	p, err := scanPayment(row)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return payments.Payment{}, payments.ErrNotRedeemable
	case err != nil:
		return payments.Payment{}, fmt.Errorf("postgres: redeem payment: %w", err)
	}
	return p, nil
}
