package postgres

import (
	"context"
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
		`INSERT INTO payments (payer, nonce, network, asset, amount, operation, version, created_at, valid_before)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
		 ON CONFLICT (payer, nonce) DO NOTHING`,
		strings.ToLower(p.Payer), strings.ToLower(p.Nonce), p.Network, p.Asset, p.Amount, p.Operation, p.Version,
		created.UTC(), nullTime(p.ValidBefore))
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
		`UPDATE payments SET settled = true, transaction_hash = $1, settled_at = $2
		 WHERE payer = $3 AND nonce = $4 AND NOT settled`,
		tx, at.UTC(), payer, nonce)
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
		`SELECT payer, nonce, network, asset, amount, operation, version, transaction_hash, settled,
		 created_at, settled_at, valid_before
		 FROM payments ORDER BY created_at DESC, seq DESC LIMIT $1`, lim)
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

func scanPayment(row storage.Scanner) (payments.Payment, error) {
	var (
		p                      payments.Payment
		created                time.Time
		settledAt, validBefore *time.Time
	)
	if err := row.Scan(&p.Payer, &p.Nonce, &p.Network, &p.Asset, &p.Amount, &p.Operation, &p.Version,
		&p.Transaction, &p.Settled, &created, &settledAt, &validBefore); err != nil {
		return payments.Payment{}, err
	}
	p.CreatedAt, p.SettledAt, p.ValidBefore = created.UTC(), utc(settledAt), utc(validBefore)
	return p, nil
}
