package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/payments"
)

// SQL runs statements on a database: database/sql's (SQLDB) or pgx's
// pool. Statements are written with ? placeholders, which an
// implementation rewrites as its driver wants them. QueryRow's Scan
// returns sql.ErrNoRows when there is no row.
type SQL interface {
	Exec(ctx context.Context, query string, args ...any) (rowsAffected int64, err error)
	QueryRow(ctx context.Context, query string, args ...any) Scanner
	Query(ctx context.Context, query string, args ...any) (ClosingRows, error)
}

// ClosingRows is a result set to close after reading.
type ClosingRows interface {
	Rows
	Close() error
}

// SQLDB is a database/sql database as SQL.
type SQLDB struct{ DB *sql.DB }

func (d SQLDB) Exec(ctx context.Context, query string, args ...any) (int64, error) {
	res, err := d.DB.ExecContext(ctx, query, args...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

func (d SQLDB) QueryRow(ctx context.Context, query string, args ...any) Scanner {
	return d.DB.QueryRowContext(ctx, query, args...)
}

func (d SQLDB) Query(ctx context.Context, query string, args ...any) (ClosingRows, error) {
	return d.DB.QueryContext(ctx, query, args...)
}

// Tables are the API keys, their usage and the x402 payment ledger as both
// SQL backends keep them: the same tables, the same statements, run on each
// backend's SQL. A backend embeds them, and adds what only it does (quota
// reservations, which processes are stopped).
type Tables struct {
	name         string
	write, read  SQL
	pending, tie string
	time         func(time.Time) any
}

// Dialect is what the statements need to know of a backend.
type Dialect struct {
	// Name prefixes errors: "sqlite", "postgres".
	Name string
	// Pending is the predicate of the payments_pending index as the
	// backend's migration spells it, so that its planner uses the index:
	// unsettled, or redeem 3 (payments.AnswerPending).
	Pending string
	// Tie orders payments made at the same time: the column of the
	// insertion order (rowid, seq).
	Tie string
	// Time is a time as a statement argument (times are stored as the
	// backend's timestamps, or as text in TimeLayout).
	Time func(time.Time) any
}

// NewTables returns the tables on write (for statements that write) and
// read (for those that only read; it may be write).
func NewTables(d Dialect, write, read SQL) *Tables {
	return &Tables{name: d.Name, write: write, read: read, pending: d.Pending, tie: d.Tie, time: d.Time}
}

// TimeLayout is how a backend that stores times as text writes them:
// fixed-width, so that text order is time order.
const TimeLayout = "2006-01-02T15:04:05.000000000Z"

// scanTime is a scan destination for a stored time: a timestamp, text in
// TimeLayout, or NULL (the zero time).
type scanTime struct{ t *time.Time }

func (s scanTime) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*s.t = time.Time{}
	case time.Time:
		*s.t = v.UTC()
	case string:
		return s.parse(v)
	case []byte:
		return s.parse(string(v))
	default:
		return fmt.Errorf("stored time of type %T", src)
	}
	return nil
}

func (s scanTime) parse(text string) error {
	if text == "" {
		*s.t = time.Time{}
		return nil
	}
	t, err := time.Parse(TimeLayout, text)
	if err != nil {
		return fmt.Errorf("bad stored time %q: %w", text, err)
	}
	*s.t = t.UTC()
	return nil
}

// nullTime stores the zero time as NULL.
func (t *Tables) nullTime(at time.Time) any {
	if at.IsZero() {
		return nil
	}
	return t.time(at)
}

// nullJSON stores empty JSON as NULL.
func nullJSON(b json.RawMessage) any {
	if len(b) == 0 {
		return nil
	}
	return string(b)
}

func (t *Tables) errorf(format string, args ...any) error {
	return fmt.Errorf(t.name+": "+format, args...)
}

// Version returns the schema version: the newest applied migration.
func (t *Tables) Version(ctx context.Context) (int, error) {
	var v int
	if err := t.write.QueryRow(ctx, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations").Scan(&v); err != nil {
		return 0, t.errorf("schema version: %w", err)
	}
	return v, nil
}

// CreateKey stores a new key.
func (t *Tables) CreateKey(ctx context.Context, k payments.Key) error {
	if err := CheckKey(k); err != nil {
		return t.errorf("%w", err)
	}
	_, err := t.write.Exec(ctx,
		`INSERT INTO api_keys (id, name, hash, quota, used, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		k.ID, k.Name, k.Hash, k.Quota, k.Used, t.time(k.CreatedAt), t.nullTime(k.RevokedAt))
	if err != nil {
		return t.errorf("create key %s: %w", k.ID, err)
	}
	return nil
}

const keyColumns = `id, name, hash, quota, used, created_at, revoked_at`

func scanKey(s Scanner) (payments.Key, error) {
	var k payments.Key
	err := s.Scan(&k.ID, &k.Name, &k.Hash, &k.Quota, &k.Used, scanTime{&k.CreatedAt}, scanTime{&k.RevokedAt})
	return k, err
}

// ListKeys returns all keys, oldest first.
func (t *Tables) ListKeys(ctx context.Context) ([]payments.Key, error) {
	keys, err := query(ctx, t.read, scanKey, `SELECT `+keyColumns+` FROM api_keys ORDER BY created_at, id`)
	if err != nil {
		return nil, t.errorf("list keys: %w", err)
	}
	return keys, nil
}

// RevokeKey revokes the key with id. Revoking a revoked key keeps the first
// revocation time.
func (t *Tables) RevokeKey(ctx context.Context, id string, at time.Time) error {
	return t.updateKey(ctx, "revoke key "+id, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?`,
		t.time(at), id)
}

// SetQuota gives the key with id a new quota (0: unlimited) and counts a
// revision, so that every serving process reloads it.
func (t *Tables) SetQuota(ctx context.Context, id string, quota int64) error {
	if quota < 0 {
		return t.errorf("set quota of %s: negative quota %d", id, quota)
	}
	return t.updateKey(ctx, "set quota of "+id, `UPDATE api_keys SET quota = ?, revision = revision + 1 WHERE id = ?`, quota, id)
}

// updateKey runs an update of one key; a key that is not there is
// payments.ErrKeyNotFound.
func (t *Tables) updateKey(ctx context.Context, what, stmt string, args ...any) error {
	n, err := t.write.Exec(ctx, stmt, args...)
	if err != nil {
		return t.errorf("%s: %w", what, err)
	}
	if n == 0 {
		return fmt.Errorf("%s: %w", what, payments.ErrKeyNotFound)
	}
	return nil
}

// KeyByHash returns the key whose secret hashes to hash.
func (t *Tables) KeyByHash(ctx context.Context, hash string) (payments.Key, error) {
	k, err := scanKey(t.read.QueryRow(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE hash = ?`, hash))
	if errors.Is(err, sql.ErrNoRows) {
		return payments.Key{}, payments.ErrKeyNotFound
	}
	if err != nil {
		return payments.Key{}, t.errorf("key by hash: %w", err)
	}
	return k, nil
}

// Usage returns the number of served calls per route for a key.
func (t *Tables) Usage(ctx context.Context, keyID string) (map[string]int64, error) {
	rows, err := t.read.Query(ctx,
		`SELECT route, CAST(SUM(calls) AS bigint) FROM key_usage WHERE key_id = ? GROUP BY route`, keyID)
	if err != nil {
		return nil, t.errorf("usage %s: %w", keyID, err)
	}
	defer rows.Close()
	m, err := CallsByRoute(rows)
	if err != nil {
		return nil, t.errorf("usage %s: %w", keyID, err)
	}
	return m, nil
}

// query reads every row of a statement with scan.
func query[T any](ctx context.Context, db SQL, scan func(Scanner) (T, error), stmt string, args ...any) ([]T, error) {
	rows, err := db.Query(ctx, stmt, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return Collect(rows, scan)
}

// ReservePayment records a verified payment before its work is done. The
// (payer, nonce) primary key makes a second reservation of the same payment
// fail with payments.ErrPaymentReplayed, whatever its state, on any
// process sharing the database.
func (t *Tables) ReservePayment(ctx context.Context, p payments.Payment) error {
	if err := CheckPayment(p); err != nil {
		return t.errorf("%w", err)
	}
	created := p.CreatedAt
	if created.IsZero() {
		created = time.Now()
	}
	n, err := t.write.Exec(ctx,
		`INSERT INTO payments (payer, nonce, network, asset, amount, operation, version, created_at, valid_before,
		 boot, request, payload, requirements)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		 ON CONFLICT (payer, nonce) DO NOTHING`,
		strings.ToLower(p.Payer), strings.ToLower(p.Nonce), p.Network, p.Asset, p.Amount, p.Operation, p.Version,
		t.time(created), t.nullTime(p.ValidBefore), p.Boot, p.Request, nullJSON(p.Payload), nullJSON(p.Requirements))
	if err != nil {
		return t.errorf("reserve payment: %w", err)
	}
	if n == 0 {
		return payments.ErrPaymentReplayed
	}
	return nil
}

// SettlePayment marks a reserved payment settled by transaction tx, its
// answer pending.
func (t *Tables) SettlePayment(ctx context.Context, payer, nonce, tx string, at time.Time) error {
	payer, nonce = strings.ToLower(payer), strings.ToLower(nonce)
	n, err := t.write.Exec(ctx,
		`UPDATE payments SET settled = TRUE, transaction_hash = ?, settled_at = ?, redeem = ?
		 WHERE payer = ? AND nonce = ? AND NOT settled`,
		tx, t.time(at), payments.AnswerPending, payer, nonce)
	if err != nil {
		return t.errorf("settle payment: %w", err)
	}
	if n == 1 {
		return nil
	}
	var settled bool
	err = t.write.QueryRow(ctx, `SELECT settled FROM payments WHERE payer = ? AND nonce = ?`, payer, nonce).Scan(&settled)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return t.errorf("settle payment %s/%s: not reserved", payer, nonce)
	case err != nil:
		return t.errorf("settle payment: %w", err)
	default:
		return t.errorf("settle payment %s/%s: already settled", payer, nonce)
	}
}

// ReleasePayment forgets a reserved payment that was not settled. A settled
// payment is never forgotten, so it can't be replayed.
func (t *Tables) ReleasePayment(ctx context.Context, payer, nonce string) error {
	_, err := t.write.Exec(ctx, `DELETE FROM payments WHERE payer = ? AND nonce = ? AND NOT settled`,
		strings.ToLower(payer), strings.ToLower(nonce))
	if err != nil {
		return t.errorf("release payment: %w", err)
	}
	return nil
}

// Payments lists recorded payments, newest first, at most limit (all when
// limit <= 0).
func (t *Tables) Payments(ctx context.Context, limit int) ([]payments.Payment, error) {
	order := `ORDER BY created_at DESC, ` + t.tie + ` DESC`
	var args []any
	if limit > 0 {
		order += ` LIMIT ?`
		args = append(args, limit)
	}
	ps, err := t.SelectPayments(ctx, t.read, order, args...)
	if err != nil {
		return nil, t.errorf("payments: %w", err)
	}
	return ps, nil
}

// paymentColumns are the columns scanPayment reads, in its order.
const paymentColumns = `payer, nonce, network, asset, amount, operation, version, transaction_hash, settled,
	created_at, settled_at, valid_before, boot, request, payload, requirements, redeem, redeem_before`

func scanPayment(row Scanner) (payments.Payment, error) {
	var (
		p                     payments.Payment
		payload, requirements sql.NullString
	)
	if err := row.Scan(&p.Payer, &p.Nonce, &p.Network, &p.Asset, &p.Amount, &p.Operation, &p.Version,
		&p.Transaction, &p.Settled, scanTime{&p.CreatedAt}, scanTime{&p.SettledAt}, scanTime{&p.ValidBefore}, &p.Boot,
		&p.Request, &payload, &requirements, &p.Redeem, scanTime{&p.RedeemBefore}); err != nil {
		return payments.Payment{}, err
	}
	if payload.Valid {
		p.Payload = json.RawMessage(payload.String)
	}
	if requirements.Valid {
		p.Requirements = json.RawMessage(requirements.String)
	}
	return p, nil
}

// SelectPayments reads the payments of `SELECT <columns> FROM payments
// <rest>` on db: for a backend's own query (OrphanedPayments).
func (t *Tables) SelectPayments(ctx context.Context, db SQL, rest string, args ...any) ([]payments.Payment, error) {
	return query(ctx, db, scanPayment, `SELECT `+paymentColumns+` FROM payments `+rest, args...)
}

// ResolvePayment ends the pending state p was read in; see
// payments.RecoveringLedger.
func (t *Tables) ResolvePayment(ctx context.Context, p payments.Payment, settled bool, redeemBefore time.Time) (bool, error) {
	payer, nonce := strings.ToLower(p.Payer), strings.ToLower(p.Nonce)
	var (
		n   int64
		err error
	)
	if settled {
		n, err = t.write.Exec(ctx,
			`UPDATE payments SET settled = TRUE, settled_at = COALESCE(settled_at, ?),
			 transaction_hash = CASE WHEN transaction_hash = '' THEN ? ELSE transaction_hash END,
			 redeem = ?, redeem_before = ?
			 WHERE payer = ? AND nonce = ? AND boot = ? AND `+t.pending,
			t.time(time.Now()), p.Transaction, payments.RedeemOpen, t.time(redeemBefore), payer, nonce, p.Boot)
	} else {
		n, err = t.write.Exec(ctx, `DELETE FROM payments WHERE payer = ? AND nonce = ? AND boot = ? AND NOT settled`,
			payer, nonce, p.Boot)
	}
	if err != nil {
		return false, t.errorf("resolve payment: %w", err)
	}
	return n == 1, nil
}

// AnsweredPayment records that boot wrote the answer of a settled
// payment's call.
func (t *Tables) AnsweredPayment(ctx context.Context, payer, nonce string, boot int64) error {
	_, err := t.write.Exec(ctx,
		`UPDATE payments SET redeem = CASE WHEN redeem_before IS NULL THEN CAST(? AS smallint) ELSE CAST(? AS smallint) END
		 WHERE payer = ? AND nonce = ? AND redeem = ? AND boot = ?`,
		payments.RedeemNone, payments.RedeemUsed, strings.ToLower(payer), strings.ToLower(nonce), payments.AnswerPending, boot)
	if err != nil {
		return t.errorf("answered payment: %w", err)
	}
	return nil
}

// RedeemPayment takes an open payment to serve request in process boot;
// see payments.RecoveringLedger.
func (t *Tables) RedeemPayment(ctx context.Context, payer, nonce, request string, at time.Time, boot int64) (payments.Payment, error) {
	p, err := scanPayment(t.write.QueryRow(ctx,
		`UPDATE payments SET redeem = ?, boot = ?
		 WHERE payer = ? AND nonce = ? AND redeem = ? AND request = ? AND request <> '' AND redeem_before > ?
		 RETURNING `+paymentColumns,
		payments.AnswerPending, boot, strings.ToLower(payer), strings.ToLower(nonce), payments.RedeemOpen, request, t.time(at)))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return payments.Payment{}, payments.ErrNotRedeemable
	case err != nil:
		return payments.Payment{}, t.errorf("redeem payment: %w", err)
	}
	return p, nil
}
