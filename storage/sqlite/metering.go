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

// KeysVersion counts the keys and the revoked ones.
func (db *DB) KeysVersion(ctx context.Context) (metering.Version, error) {
	var v metering.Version
	if err := db.keysVersion.QueryRowContext(ctx).Scan(&v.Keys, &v.Revoked); err != nil {
		return v, fmt.Errorf("sqlite: keys version: %w", err)
	}
	return v, nil
}

// RecordCalls records b in one transaction with prepared statements: a
// usage row per call and each key's used count.
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
	for _, c := range b.Calls {
		used[c.KeyID]++
	}
	// Rows go in chunks of insertChunk, one statement each, then one by one.
	calls := b.Calls
	if len(calls) >= insertChunk {
		ins := tx.StmtContext(ctx, db.insertUsageChunk)
		args := make([]any, 0, 3*insertChunk)
		for ; len(calls) >= insertChunk; calls = calls[insertChunk:] {
			args = args[:0]
			for _, c := range calls[:insertChunk] {
				args = append(args, c.KeyID, c.Route, formatTime(c.At))
			}
			if _, err := ins.ExecContext(ctx, args...); err != nil {
				return fmt.Errorf("sqlite: record calls: %w", err)
			}
		}
	}
	ins := tx.StmtContext(ctx, db.insertUsage)
	for _, c := range calls {
		if _, err := ins.ExecContext(ctx, c.KeyID, c.Route, formatTime(c.At)); err != nil {
			return fmt.Errorf("sqlite: record calls: %w", err)
		}
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
