package sqlite

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage"
)

// ErrServed is returned by Claim for a file another process serves.
var ErrServed = errors.New("the database file is served by another process")

// Claim marks the file as served by this process until release is called
// or the process ends. One process per file: a Meter keeps the quota
// reservations of a SQLite store in its own memory, where a second
// process serving the same file would not see them. The keys command and
// other readers need no claim.
func (db *DB) Claim() (release func(), err error) {
	return claim(db.path + "-serve.lock")
}

// pendingPayment is the predicate of the payments_pending index (migration
// 0006), written out so that SQLite can use it, as the query insists
// (INDEXED BY): redeem 3 is payments.AnswerPending
// (TestPendingIndexPredicate).
const pendingPayment = "(settled = 0 OR redeem = 3)"

// OrphanedPayments lists the payments made before before by another
// process than live, unsettled or with their answer pending: one process
// serves a SQLite file (Claim), so any other has stopped.
func (db *DB) OrphanedPayments(ctx context.Context, live int64, before time.Time) ([]payments.Payment, error) {
	ps, err := db.SelectPayments(ctx, storage.SQLDB{DB: db.ro},
		`INDEXED BY payments_pending WHERE `+pendingPayment+` AND boot <> ? AND created_at < ? ORDER BY created_at, rowid`,
		live, formatTime(before))
	if err != nil {
		return nil, fmt.Errorf("sqlite: orphaned payments: %w", err)
	}
	return ps, nil
}
