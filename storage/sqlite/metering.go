package sqlite

import (
	"context"
	"errors"
	"fmt"

	"github.com/pqs-dev/pqs/metering"
)

// A SQLite file is served by one process (see Claim), so a Meter keeps its
// quota reservations in memory: the store only records calls.
var _ metering.Store = (*DB)(nil)

// KeysVersion counts the keys, the revoked ones and the keys' revisions.
func (db *DB) KeysVersion(ctx context.Context) (metering.Version, error) {
	var v metering.Version
	if err := db.keysVersion.QueryRowContext(ctx).Scan(&v.Keys, &v.Revoked, &v.Revisions); err != nil {
		return v, fmt.Errorf("sqlite: keys version: %w", err)
	}
	return v, nil
}

// RecordCalls records b in one transaction with prepared statements: a
// usage record per key and route, and each key's used count.
func (db *DB) RecordCalls(ctx context.Context, b metering.Batch) error {
	if len(b.Released) > 0 {
		return errors.New("sqlite: record calls: reservations are kept in the serving process, not in the file")
	}
	if len(b.Calls) == 0 {
		return nil
	}
	tx, err := db.rw.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("sqlite: record calls: %w", err)
	}
	defer tx.Rollback()
	used := make(map[string]int64, 1)
	ins := tx.StmtContext(ctx, db.insertUsage)
	for _, r := range b.Rows() {
		if _, err := ins.ExecContext(ctx, r.KeyID, r.Route, formatTime(r.At), r.Calls); err != nil {
			return fmt.Errorf("sqlite: record calls: %w", err)
		}
		used[r.KeyID] += r.Calls
	}
	add := tx.StmtContext(ctx, db.addUsed)
	for id, n := range used {
		if _, err := add.ExecContext(ctx, n, id); err != nil {
			return fmt.Errorf("sqlite: record calls: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: record calls: %w", err)
	}
	return nil
}
