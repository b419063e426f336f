package sqlite_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/storage/storagetest"
)

func TestStore(t *testing.T) { storagetest.RunAll(t, sqlitetest.Fresh) }

func TestMigrate(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "sub", "dir", "pqs.db") // Open makes the directories
	db := sqlitetest.OpenFile(t, path)
	v, err := db.Version(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v < 1 {
		t.Fatalf("Version = %d, want >= 1", v)
	}
	db.Close()
	// Opening again applies nothing and keeps the version.
	db = sqlitetest.OpenFile(t, path)
	if v2, err := db.Version(ctx); err != nil || v2 != v {
		t.Errorf("Version after reopen = %d, %v; want %d", v2, err, v)
	}
}

func TestConcurrentOpen(t *testing.T) {
	// Processes (here: handles) opening a new file at once must all
	// succeed, and not both apply a migration. Switching the new file to WAL
	// used to fail with SQLITE_BUSY in 5 to 27 runs of 200 with 4 handles.
	path := filepath.Join(t.TempDir(), "pqs.db")
	const n = 8
	errs := make(chan error, n)
	for range n {
		go func() {
			db, err := sqlite.Open(context.Background(), path)
			if err == nil {
				db.Close()
			}
			errs <- err
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	db := sqlitetest.OpenFile(t, path)
	if v, err := db.Version(context.Background()); err != nil || v < 1 {
		t.Errorf("Version = %d, %v after concurrent opens", v, err)
	}
	if _, err := os.Stat(path + "-wal"); err != nil {
		t.Errorf("no WAL file while open: %v", err)
	}
}

// BenchmarkRecordCalls measures one group commit of n usage records: a
// transaction costs about ten records, so the meter groups calls.
//
//	go test ./storage/sqlite -run '^$' -bench RecordCalls
func BenchmarkRecordCalls(b *testing.B) {
	for _, n := range []int{1, 8, 32, 128} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			ctx := context.Background()
			db := sqlitetest.OpenFile(b, filepath.Join(b.TempDir(), "pqs.db"))
			_, k, err := payments.NewKey("bench", 0, time.Now())
			if err != nil {
				b.Fatal(err)
			}
			if err := db.CreateKey(ctx, k); err != nil {
				b.Fatal(err)
			}
			var batch metering.Batch
			for range n {
				batch.Calls = append(batch.Calls, metering.Call{KeyID: k.ID, Route: "/api/score", At: time.Now()})
			}
			for b.Loop() {
				if err := db.RecordCalls(ctx, batch); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n)/1e3, "µs/call")
		})
	}
}
