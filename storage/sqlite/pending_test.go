package sqlite_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
)

// TestPendingIndexPredicate: reconciliation reads the payments unsettled
// or with their answer pending through the payments_pending index (its
// query names the index, so it fails if the index cannot serve it), whose
// predicate names redeem 3, AnswerPending.
func TestPendingIndexPredicate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pqs.db")
	db := sqlitetest.OpenFile(t, path)
	raw, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	// 2,000 answered payments of boot 1, every 50th unsettled and every
	// 50th from the 25th with its answer pending.
	if _, err := raw.Exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
		INSERT INTO payments (payer, nonce, network, asset, amount, operation, version, settled, created_at, boot, redeem)
		SELECT 'p', 'n' || i, 'base', 'usdc', '1', 'score', 2, i % 50 <> 0, '2026-01-01T00:00:00.000000000Z', 1,
		       CASE WHEN i % 50 = 25 THEN 3 ELSE 0 END FROM n`); err != nil {
		t.Fatal(err)
	}
	ps, err := db.OrphanedPayments(context.Background(), 2, time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 80 {
		t.Errorf("%d orphaned payments, want 80 (40 unsettled, 40 pending)", len(ps))
	}
}
