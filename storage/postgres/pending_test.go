package postgres_test

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/pqs-dev/pqs/storage/postgres"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
)

// TestPendingIndexPredicate: reconciliation's query is served by the
// payments_pending index, whose predicate names redeem 3, AnswerPending.
func TestPendingIndexPredicate(t *testing.T) {
	url := postgrestest.NewSchema(t)
	postgrestest.Open(t, url) // migrated
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	// A ledger of answered payments, a few pending: what a server's table
	// looks like after a while.
	if _, err := conn.Exec(ctx, `INSERT INTO payments (payer, nonce, network, asset, amount, operation, version, settled, created_at, boot, redeem)
		SELECT 'p', 'n' || i, 'base', 'usdc', '1', 'score', 2, i % 500 <> 0, now() - interval '1 day', i % 7, 0
		FROM generate_series(1, 20000) i`); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, "ANALYZE payments"); err != nil {
		t.Fatal(err)
	}
	var plan strings.Builder
	rows, err := conn.Query(ctx, "EXPLAIN SELECT DISTINCT boot FROM payments WHERE "+postgres.PendingPayment+" AND boot <> 1 AND created_at < now()")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		plan.WriteString(line + "\n")
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(plan.String(), "payments_pending") {
		t.Errorf("reconciliation's query does not use payments_pending:\n%s", plan.String())
	}
}
