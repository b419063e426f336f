package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage"
)

// ReservePayment records a verified payment before its work is done. The
// (payer, nonce) primary key makes a second reservation of the same payment
// fail with payments.ErrPaymentReplayed, whatever its state.
func (db *DB) ReservePayment(ctx context.Context, p payments.Payment) error {
	if err := storage.CheckPayment(p); err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	created := p.CreatedAt
	if created.IsZero() {
		created = time.Now()
	}
	res, err := db.rw.ExecContext(ctx,
		`INSERT INTO payments (payer, nonce, network, asset, amount, operation, version,
		 transaction_hash, settled, created_at, settled_at, valid_before, boot, request, payload, requirements)
		 VALUES (?, ?, ?, ?, ?, ?, ?, '', 0, ?, NULL, ?, ?, ?, ?, ?)
		 ON CONFLICT (payer, nonce) DO NOTHING`,
		strings.ToLower(p.Payer), strings.ToLower(p.Nonce), p.Network, p.Asset, p.Amount, p.Operation, p.Version,
		formatTime(created), nullTime(p.ValidBefore), p.Boot, p.Request, nullJSON(p.Payload), nullJSON(p.Requirements))
	if err != nil {
		return fmt.Errorf("sqlite: reserve payment: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("sqlite: reserve payment: %w", err)
	} else if n == 0 {
		return payments.ErrPaymentReplayed
	}
	return nil
}

// SettlePayment marks a reserved payment settled by transaction tx.
func (db *DB) SettlePayment(ctx context.Context, payer, nonce, tx string, at time.Time) error {
	payer, nonce = strings.ToLower(payer), strings.ToLower(nonce)
	res, err := db.rw.ExecContext(ctx,
		`UPDATE payments SET settled = 1, transaction_hash = ?, settled_at = ?, redeem = ?
		 WHERE payer = ? AND nonce = ? AND settled = 0`,
		tx, formatTime(at), payments.AnswerPending, payer, nonce)
	if err != nil {
		return fmt.Errorf("sqlite: settle payment: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("sqlite: settle payment: %w", err)
	}
	if n == 1 {
		return nil
	}
	var settled bool
	err = db.rw.QueryRowContext(ctx, `SELECT settled FROM payments WHERE payer = ? AND nonce = ?`, payer, nonce).Scan(&settled)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("sqlite: settle payment %s/%s: not reserved", payer, nonce)
	case err != nil:
		return fmt.Errorf("sqlite: settle payment: %w", err)
	default:
		return fmt.Errorf("sqlite: settle payment %s/%s: already settled", payer, nonce)
	}
}

// ReleasePayment forgets a reserved payment that was not settled. A settled
// payment is never forgotten, so it can't be replayed.
func (db *DB) ReleasePayment(ctx context.Context, payer, nonce string) error {
	_, err := db.rw.ExecContext(ctx, `DELETE FROM payments WHERE payer = ? AND nonce = ? AND settled = 0`,
		strings.ToLower(payer), strings.ToLower(nonce))
	if err != nil {
		return fmt.Errorf("sqlite: release payment: %w", err)
	}
	return nil
}

// Payments lists recorded payments, newest first, at most limit (all when
// limit <= 0).
func (db *DB) Payments(ctx context.Context, limit int) ([]payments.Payment, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := db.ro.QueryContext(ctx,
		`SELECT `+paymentColumns+` FROM payments ORDER BY created_at DESC, rowid DESC LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: payments: %w", err)
	}
	defer rows.Close()
	ps, err := storage.Collect(rows, scanPayment)
	if err != nil {
		return nil, fmt.Errorf("sqlite: payments: %w", err)
	}
	return ps, nil
}

// paymentColumns are the columns scanPayment reads, in its order.
const paymentColumns = `payer, nonce, network, asset, amount, operation, version, transaction_hash, settled,
	created_at, settled_at, valid_before, boot, request, payload, requirements, redeem, redeem_before`

func scanPayment(row storage.Scanner) (payments.Payment, error) {
	var (
		p                                             payments.Payment
		created, settledAt, validBefore, redeemBefore sql.NullString
		payload, requirements                         sql.NullString
	)
	if err := row.Scan(&p.Payer, &p.Nonce, &p.Network, &p.Asset, &p.Amount, &p.Operation, &p.Version,
		&p.Transaction, &p.Settled, &created, &settledAt, &validBefore, &p.Boot, &p.Request, &payload, &requirements,
		&p.Redeem, &redeemBefore); err != nil {
		return payments.Payment{}, err
	}
	if payload.Valid {
		p.Payload = json.RawMessage(payload.String)
	}
	if requirements.Valid {
		p.Requirements = json.RawMessage(requirements.String)
	}
	for _, f := range []struct {
		dst *time.Time
		src sql.NullString
	}{{&p.CreatedAt, created}, {&p.SettledAt, settledAt}, {&p.ValidBefore, validBefore}, {&p.RedeemBefore, redeemBefore}} {
		var err error
		if *f.dst, err = parseTime(f.src); err != nil {
			return payments.Payment{}, err
		}
	}
	return p, nil
}

// nullJSON stores empty JSON as NULL.
func nullJSON(b json.RawMessage) sql.NullString {
	if len(b) == 0 {
		return sql.NullString{}
	}
	return sql.NullString{String: string(b), Valid: true}
}

var _ payments.RecoveringLedger = (*DB)(nil)

// pendingPayment is the predicate of the payments_pending index (migration
// 0006), written out so that SQLite can use it, as the query insists
// (INDEXED BY): redeem 3 is payments.AnswerPending
// (TestPendingIndexPredicate).
const pendingPayment = "(settled = 0 OR redeem = 3)"

// OrphanedPayments lists the payments made before before by another
// process than live, unsettled or with their answer pending: one process
// serves a SQLite file (Claim), so any other has stopped.
func (db *DB) OrphanedPayments(ctx context.Context, live int64, before time.Time) ([]payments.Payment, error) {
	rows, err := db.ro.QueryContext(ctx,
		`SELECT `+paymentColumns+` FROM payments INDEXED BY payments_pending WHERE `+pendingPayment+` AND boot <> ? AND created_at < ?
		 ORDER BY created_at, rowid`, live, formatTime(before))
	if err != nil {
		return nil, fmt.Errorf("sqlite: orphaned payments: %w", err)
	}
	defer rows.Close()
	ps, err := storage.Collect(rows, scanPayment)
	if err != nil {
		return nil, fmt.Errorf("sqlite: orphaned payments: %w", err)
	}
	return ps, nil
}

// ResolvePayment ends the pending state p was read in; see
// payments.RecoveringLedger.
func (db *DB) ResolvePayment(ctx context.Context, p payments.Payment, settled bool, redeemBefore time.Time) (bool, error) {
	payer, nonce := strings.ToLower(p.Payer), strings.ToLower(p.Nonce)
	var (
		res sql.Result
		err error
	)
	if settled {
		res, err = db.rw.ExecContext(ctx,
			`UPDATE payments SET settled = 1, settled_at = COALESCE(settled_at, ?),
			 transaction_hash = CASE WHEN transaction_hash = '' THEN ? ELSE transaction_hash END,
			 redeem = ?, redeem_before = ?
			 WHERE payer = ? AND nonce = ? AND boot = ? AND `+pendingPayment,
			formatTime(time.Now()), p.Transaction, payments.RedeemOpen, formatTime(redeemBefore), payer, nonce, p.Boot)
	} else {
		res, err = db.rw.ExecContext(ctx, `DELETE FROM payments WHERE payer = ? AND nonce = ? AND boot = ? AND settled = 0`,
			payer, nonce, p.Boot)
	}
	if err != nil {
		return false, fmt.Errorf("sqlite: resolve payment: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("sqlite: resolve payment: %w", err)
	}
	return n == 1, nil
}

// AnsweredPayment records that boot wrote the answer of a settled
// payment's call.
func (db *DB) AnsweredPayment(ctx context.Context, payer, nonce string, boot int64) error {
	_, err := db.rw.ExecContext(ctx,
		`UPDATE payments SET redeem = CASE WHEN redeem_before IS NULL THEN ? ELSE ? END
		 WHERE payer = ? AND nonce = ? AND redeem = ? AND boot = ?`,
		payments.RedeemNone, payments.RedeemUsed, strings.ToLower(payer), strings.ToLower(nonce), payments.AnswerPending, boot)
	if err != nil {
		return fmt.Errorf("sqlite: answered payment: %w", err)
	}
	return nil
}

// RedeemPayment takes an open payment to serve request in process boot;
// see payments.RecoveringLedger.
func (db *DB) RedeemPayment(ctx context.Context, payer, nonce, request string, at time.Time, boot int64) (payments.Payment, error) {
	row := db.rw.QueryRowContext(ctx,
		`UPDATE payments SET redeem = ?, boot = ?
		 WHERE payer = ? AND nonce = ? AND redeem = ? AND request = ? AND request <> '' AND redeem_before > ?
		 RETURNING `+paymentColumns,
		payments.AnswerPending, boot, strings.ToLower(payer), strings.ToLower(nonce), payments.RedeemOpen, request, formatTime(at))
	p, err := scanPayment(row)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return payments.Payment{}, payments.ErrNotRedeemable
	case err != nil:
		return payments.Payment{}, fmt.Errorf("sqlite: redeem payment: %w", err)
	}
	return p, nil
}
