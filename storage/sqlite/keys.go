package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage"
)

// CreateKey stores a new key.
func (db *DB) CreateKey(ctx context.Context, k payments.Key) error {
	if err := storage.CheckKey(k); err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	_, err := db.rw.ExecContext(ctx,
		`INSERT INTO api_keys (id, name, hash, quota, used, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		k.ID, k.Name, k.Hash, k.Quota, k.Used, formatTime(k.CreatedAt), nullTime(k.RevokedAt))
	if err != nil {
		return fmt.Errorf("sqlite: create key %s: %w", k.ID, err)
	}
	return nil
}

const keyColumns = `id, name, hash, quota, used, created_at, revoked_at`

func scanKey(s storage.Scanner) (payments.Key, error) {
	var (
		k                  payments.Key
		created, revokedAt sql.NullString
	)
	if err := s.Scan(&k.ID, &k.Name, &k.Hash, &k.Quota, &k.Used, &created, &revokedAt); err != nil {
		return payments.Key{}, err
	}
	var err error
	if k.CreatedAt, err = parseTime(created); err != nil {
		return payments.Key{}, err
	}
	if k.RevokedAt, err = parseTime(revokedAt); err != nil {
		return payments.Key{}, err
	}
	return k, nil
}

// ListKeys returns all keys, oldest first.
func (db *DB) ListKeys(ctx context.Context) ([]payments.Key, error) {
	rows, err := db.ro.QueryContext(ctx, `SELECT `+keyColumns+` FROM api_keys ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: list keys: %w", err)
	}
	defer rows.Close()
	keys, err := storage.Collect(rows, scanKey)
	if err != nil {
		return nil, fmt.Errorf("sqlite: list keys: %w", err)
	}
	return keys, nil
}

// RevokeKey revokes the key with id. Revoking a revoked key keeps the first
// revocation time.
func (db *DB) RevokeKey(ctx context.Context, id string, at time.Time) error {
	res, err := db.rw.ExecContext(ctx,
		`UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?`, formatTime(at), id)
	if err != nil {
		return fmt.Errorf("sqlite: revoke key %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("sqlite: revoke key %s: %w", id, err)
	} else if n == 0 {
		return fmt.Errorf("revoke key %s: %w", id, payments.ErrKeyNotFound)
	}
	return nil
}

// SetQuota gives the key with id a new quota (0: unlimited) and counts a
// revision, so that a serving process reloads it.
func (db *DB) SetQuota(ctx context.Context, id string, quota int64) error {
	if quota < 0 {
		return fmt.Errorf("sqlite: set quota of %s: negative quota %d", id, quota)
	}
	res, err := db.rw.ExecContext(ctx, `UPDATE api_keys SET quota = ?, revision = revision + 1 WHERE id = ?`, quota, id)
	if err != nil {
		return fmt.Errorf("sqlite: set quota of %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("sqlite: set quota of %s: %w", id, err)
	} else if n == 0 {
		return fmt.Errorf("set quota of %s: %w", id, payments.ErrKeyNotFound)
	}
	return nil
}

// KeyByHash returns the key whose secret hashes to hash.
func (db *DB) KeyByHash(ctx context.Context, hash string) (payments.Key, error) {
	k, err := scanKey(db.ro.QueryRowContext(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE hash = ?`, hash))
	if errors.Is(err, sql.ErrNoRows) {
		return payments.Key{}, payments.ErrKeyNotFound
	}
	if err != nil {
		return payments.Key{}, fmt.Errorf("sqlite: key by hash: %w", err)
	}
	return k, nil
}

// Usage returns the number of served calls per route for a key.
func (db *DB) Usage(ctx context.Context, keyID string) (map[string]int64, error) {
	rows, err := db.ro.QueryContext(ctx,
		`SELECT route, SUM(calls) FROM key_usage WHERE key_id = ? GROUP BY route`, keyID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: usage %s: %w", keyID, err)
	}
	defer rows.Close()
	m, err := storage.CallsByRoute(rows)
	if err != nil {
		return nil, fmt.Errorf("sqlite: usage %s: %w", keyID, err)
	}
	return m, nil
}
