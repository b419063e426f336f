package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage"
)

// CreateKey stores a new key.
func (db *DB) CreateKey(ctx context.Context, k payments.Key) error {
	if err := storage.CheckKey(k); err != nil {
		return fmt.Errorf("postgres: %w", err)
	}
	_, err := db.pool.Exec(ctx,
		`INSERT INTO api_keys (id, name, hash, quota, used, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		k.ID, k.Name, k.Hash, k.Quota, k.Used, k.CreatedAt.UTC(), nullTime(k.RevokedAt))
	if err != nil {
		return fmt.Errorf("postgres: create key %s: %w", k.ID, err)
	}
	return nil
}

const keyColumns = `id, name, hash, quota, used, created_at, revoked_at`

func scanKey(row storage.Scanner) (payments.Key, error) {
	var (
		k         payments.Key
		created   time.Time
		revokedAt *time.Time
	)
	if err := row.Scan(&k.ID, &k.Name, &k.Hash, &k.Quota, &k.Used, &created, &revokedAt); err != nil {
		return payments.Key{}, err
	}
	k.CreatedAt = created.UTC()
	k.RevokedAt = utc(revokedAt)
	return k, nil
}

// ListKeys returns all keys, oldest first.
func (db *DB) ListKeys(ctx context.Context) ([]payments.Key, error) {
	rows, err := db.pool.Query(ctx, `SELECT `+keyColumns+` FROM api_keys ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("postgres: list keys: %w", err)
	}
	defer rows.Close()
	keys, err := storage.Collect(rows, scanKey)
	if err != nil {
		return nil, fmt.Errorf("postgres: list keys: %w", err)
	}
	return keys, nil
}

// RevokeKey revokes the key with id. Revoking a revoked key keeps the first
// revocation time.
func (db *DB) RevokeKey(ctx context.Context, id string, at time.Time) error {
	tag, err := db.pool.Exec(ctx,
		`UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2`, at.UTC(), id)
	if err != nil {
		return fmt.Errorf("postgres: revoke key %s: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("revoke key %s: %w", id, payments.ErrKeyNotFound)
	}
	return nil
}

// SetQuota gives the key with id a new quota (0: unlimited) and counts a
// revision, so that every replica reloads it. Reservations are decided
// here against the new quota at once.
func (db *DB) SetQuota(ctx context.Context, id string, quota int64) error {
	if quota < 0 {
		return fmt.Errorf("postgres: set quota of %s: negative quota %d", id, quota)
	}
	tag, err := db.pool.Exec(ctx, `UPDATE api_keys SET quota = $1, revision = revision + 1 WHERE id = $2`, quota, id)
	if err != nil {
		return fmt.Errorf("postgres: set quota of %s: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("set quota of %s: %w", id, payments.ErrKeyNotFound)
	}
	return nil
}

// KeyByHash returns the key whose secret hashes to hash.
func (db *DB) KeyByHash(ctx context.Context, hash string) (payments.Key, error) {
	k, err := scanKey(db.pool.QueryRow(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE hash = $1`, hash))
	if errors.Is(err, pgx.ErrNoRows) {
		return payments.Key{}, payments.ErrKeyNotFound
	}
	if err != nil {
		return payments.Key{}, fmt.Errorf("postgres: key by hash: %w", err)
	}
	return k, nil
}

// Usage returns the number of served calls per route for a key.
func (db *DB) Usage(ctx context.Context, keyID string) (map[string]int64, error) {
	rows, err := db.pool.Query(ctx,
		`SELECT route, SUM(calls)::bigint FROM key_usage WHERE key_id = $1 GROUP BY route`, keyID)
	if err != nil {
		return nil, fmt.Errorf("postgres: usage %s: %w", keyID, err)
	}
	defer rows.Close()
	m, err := storage.CallsByRoute(rows)
	if err != nil {
		return nil, fmt.Errorf("postgres: usage %s: %w", keyID, err)
	}
	return m, nil
}
