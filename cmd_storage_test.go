package main

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/redis/redistest"
	"github.com/pqs-dev/pqs/storage/storagetest"
)

func TestOpenStoreModes(t *testing.T) {
	storagetest.Run(t, func(t *testing.T) storagetest.Store {
		st, err := openStore(context.Background(), filepath.Join(t.TempDir(), "data"), "", nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

func TestOpenStoreShared(t *testing.T) {
	// PostgreSQL with the Redis replay guard: the replica configuration.
	storagetest.Run(t, func(t *testing.T) storagetest.Store {
		ctx := context.Background()
		st, err := openStore(ctx, "", postgrestest.NewSchema(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		st, err = guardPayments(ctx, st, redistest.Start(t).URL, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

func TestOpenLimiter(t *testing.T) {
	ctx := context.Background()
	srv := redistest.Start(t)
	for _, url := range []string{"", srv.URL} {
		lim, err := openLimiter(ctx, url, 2, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		var allowed int
		for range 3 {
			d, err := lim.Allow(ctx, "192.0.2.1")
			if err != nil {
				t.Fatal(err)
			}
			if d.Allowed {
				allowed++
			}
		}
		if allowed != 2 {
			t.Errorf("openLimiter(%q): %d of 3 allowed, want 2", url, allowed)
		}
		lim.Close()
	}
	if _, err := openLimiter(ctx, "redis://127.0.0.1:1/0", 2, time.Minute); err == nil {
		t.Error("openLimiter(unreachable) = nil error")
	}
}

func TestGuardPaymentsNoRedis(t *testing.T) {
	st, err := openStore(context.Background(), t.TempDir(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	g, err := guardPayments(context.Background(), st, "", nil)
	if err != nil || g != st {
		t.Errorf("guardPayments without Redis = %v, %v; want the store itself", g, err)
	}
	if err := g.ReleasePayment(context.Background(), "0xa", "0xb"); err != nil && !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("ReleasePayment: %v", err)
	}
}
