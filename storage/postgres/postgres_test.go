package postgres_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/pqs-dev/pqs/storage/postgres"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/storagetest"
)

func TestStore(t *testing.T) { storagetest.RunAll(t, postgrestest.Fresh) }

// TestConcurrentMigrate starts several "replicas" on one empty database at
// once: the advisory lock lets exactly one apply each migration.
func TestConcurrentMigrate(t *testing.T) {
	url := postgrestest.NewDatabase(t)
	var wg sync.WaitGroup
	dbs := make([]*postgres.DB, 4)
	errs := make([]error, 4)
	for i := range dbs {
		wg.Go(func() { dbs[i], errs[i] = postgres.Open(context.Background(), url) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("Open %d: %v", i, err)
		}
		defer dbs[i].Close()
	}
	v, err := dbs[0].Version(context.Background())
	if err != nil || v < 1 {
		t.Errorf("Version = %d, %v; want >= 1", v, err)
	}
}

func TestOpenUnreachable(t *testing.T) {
	ctx := context.Background()
	// Port 1 on loopback refuses connections.
	if _, err := postgres.Open(ctx, "postgres://postgres:secret@127.0.0.1:1/test?sslmode=disable&connect_timeout=2"); err == nil {
		t.Fatal("Open(unreachable) = nil error")
	} else if s := err.Error(); strings.Contains(s, "secret") {
		t.Errorf("error leaks the password: %v", err)
	}
}
