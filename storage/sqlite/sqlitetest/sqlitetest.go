// Package sqlitetest gives tests a SQLite store of their own, with API
// keys in it.
package sqlitetest

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/metering/meteringtest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite"
)

// Open opens a new store in tb's temporary directory; it is closed when
// tb's test ends.
func Open(tb testing.TB) *sqlite.DB {
	tb.Helper()
	return OpenFile(tb, filepath.Join(tb.TempDir(), "pqs.db"))
}

// Fresh opens a new store in tb's temporary directory, and returns it with
// a function that opens the same file again; each is closed when the test
// that opened it ends.
func Fresh(tb testing.TB) (*sqlite.DB, func(testing.TB) *sqlite.DB) {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "pqs.db")
	return OpenFile(tb, path), func(tb testing.TB) *sqlite.DB { return OpenFile(tb, path) }
}

// OpenFile opens the store in the file at path; it is closed when tb's
// test ends.
func OpenFile(tb testing.TB, path string) *sqlite.DB {
	tb.Helper()
	return pqstest.Open(tb, sqlite.Open, path)
}

// CreateKey creates an API key named name with quota calls (0: no quota)
// in db and returns its secret and record.
func CreateKey(tb testing.TB, db *sqlite.DB, name string, quota int64) (payments.Secret, payments.Key) {
	tb.Helper()
	secret, k, err := payments.NewKey(name, quota, time.Now())
	if err != nil {
		tb.Fatal(err)
	}
	if err := db.CreateKey(context.Background(), k); err != nil {
		tb.Fatal(err)
	}
	return secret, k
}

// Metered opens a store with one API key of quota calls and starts a
// meter over it, as a server charges keyed calls.
func Metered(tb testing.TB, name string, quota int64) (*sqlite.DB, *metering.Meter, payments.Secret, payments.Key) {
	tb.Helper()
	db := Open(tb)
	secret, k := CreateKey(tb, db, name, quota)
	return db, meteringtest.Start(tb, db, metering.Config{}), secret, k
}
