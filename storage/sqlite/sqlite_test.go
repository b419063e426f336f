package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/storagetest"
)

func open(t *testing.T, path string) *sqlite.DB {
	t.Helper()
	db, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestStore(t *testing.T) {
	storagetest.Run(t, func(t *testing.T) storagetest.Store {
		return open(t, filepath.Join(t.TempDir(), "pqs.db"))
	})
}

func TestReopen(t *testing.T) {
	storagetest.RunReopen(t, func(t *testing.T) (storagetest.Store, func(*testing.T) storagetest.Store) {
		path := filepath.Join(t.TempDir(), "sub", "dir", "pqs.db")
		return open(t, path), func(t *testing.T) storagetest.Store { return open(t, path) }
	})
}

func TestMigrate(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "pqs.db")
	db := open(t, path)
	v, err := db.Version(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v < 1 {
		t.Fatalf("Version = %d, want >= 1", v)
	}
	db.Close()
	// Opening again applies nothing and keeps the version.
	db = open(t, path)
	if v2, err := db.Version(ctx); err != nil || v2 != v {
		t.Errorf("Version after reopen = %d, %v; want %d", v2, err, v)
	}
}

func TestConcurrentOpen(t *testing.T) {
	// Two processes (here: two handles) opening a new file at once must not
	// both apply a migration.
	path := filepath.Join(t.TempDir(), "pqs.db")
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			db, err := sqlite.Open(context.Background(), path)
			if err == nil {
				db.Close()
			}
			errs <- err
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
