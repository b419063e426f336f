package redis_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/ratelimit"
	"github.com/pqs-dev/pqs/storage"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/redis"
	"github.com/pqs-dev/pqs/storage/redis/redistest"
	"github.com/pqs-dev/pqs/storage/storagetest"
)

// client opens a client on the shared test server with a prefix unique to t.
func client(t *testing.T) *redis.Client {
	t.Helper()
	u := redistest.URL(t)
	return clientPrefix(t, u, redistest.Prefix(t, u))
}

func clientPrefix(t *testing.T, url, prefix string) *redis.Client {
	t.Helper()
	open := func(ctx context.Context, url string) (*redis.Client, error) {
		return redis.Open(ctx, url, redis.Options{Prefix: prefix})
	}
	return pqstest.Open(t, open, url)
}

func TestLimiterMatchesMemory(t *testing.T) {
	// Same limit, same calls in quick succession: the same answers as the
	// in-process limiter, apart from timing jitter in RetryAfter/Reset.
	ctx := context.Background()
	l := redis.NewLimiter(client(t), 5, time.Minute)
	m := ratelimit.NewMemory(5, time.Minute, nil)
	for i := range 7 {
		got, err := l.Allow(ctx, "203.0.113.7")
		if err != nil {
			t.Fatal(err)
		}
		want, _ := m.Allow(ctx, "203.0.113.7")
		if got.Allowed != want.Allowed || got.Remaining != want.Remaining || got.Limit != want.Limit {
			t.Errorf("call %d: got %+v, want %+v", i+1, got, want)
		}
		if !got.Allowed && (got.RetryAfter <= 11*time.Second || got.RetryAfter > 12*time.Second) {
			t.Errorf("call %d: RetryAfter = %v, want about 12s", i+1, got.RetryAfter)
		}
		if d := got.Reset - want.Reset; d > time.Second || d < -time.Second {
			t.Errorf("call %d: Reset = %v, want about %v", i+1, got.Reset, want.Reset)
		}
	}
	// Another key has its own budget.
	if d, err := l.Allow(ctx, "2001:db8::1"); err != nil || !d.Allowed || d.Remaining != 4 {
		t.Errorf("other key: %+v, %v; want allowed with 4 remaining", d, err)
	}
}

func TestLimiterGlobal(t *testing.T) {
	// Two "replicas" (two pools on one prefix) and many concurrent callers:
	// exactly limit requests pass in all.
	u := redistest.URL(t)
	prefix := redistest.Prefix(t, u)
	const limit, callers = 5, 200
	ls := []*redis.Limiter{
		redis.NewLimiter(clientPrefix(t, u, prefix), limit, time.Minute),
		redis.NewLimiter(clientPrefix(t, u, prefix), limit, time.Minute),
	}
	var ok atomic.Int64
	var wg sync.WaitGroup
	for i := range callers {
		wg.Go(func() {
			d, err := ls[i%2].Allow(context.Background(), "198.51.100.1")
			if err != nil {
				t.Error(err)
			}
			if d.Allowed {
				ok.Add(1)
			}
		})
	}
	wg.Wait()
	if ok.Load() != limit {
		t.Errorf("%d concurrent calls through 2 limiters: %d allowed, want %d", callers, ok.Load(), limit)
	}
}

func TestLimiterRefills(t *testing.T) {
	ctx := context.Background()
	l := redis.NewLimiter(client(t), 4, 400*time.Millisecond) // one more every 100 ms
	for range 4 {
		if d, err := l.Allow(ctx, "k"); err != nil || !d.Allowed {
			t.Fatalf("Allow = %+v, %v; want allowed", d, err)
		}
	}
	d, err := l.Allow(ctx, "k")
	if err != nil || d.Allowed {
		t.Fatalf("Allow over the limit = %+v, %v; want refused", d, err)
	}
	time.Sleep(d.RetryAfter + 20*time.Millisecond)
	if d, err := l.Allow(ctx, "k"); err != nil || !d.Allowed {
		t.Errorf("Allow after RetryAfter = %+v, %v; want allowed", d, err)
	}
}

func TestLimiterUnlimited(t *testing.T) {
	l := redis.NewLimiter(client(t), 0, time.Minute)
	for range 10 {
		if d, err := l.Allow(context.Background(), "k"); err != nil || !d.Allowed {
			t.Fatalf("Allow with limit 0 = %+v, %v; want allowed", d, err)
		}
	}
}

func TestLimiterDown(t *testing.T) {
	// Redis going away is an error, never an allowed request; when it comes
	// back, the same client works again.
	srv := redistest.Start(t)
	c := clientPrefix(t, srv.URL, "p:")
	l := redis.NewLimiter(c, 5, time.Minute)
	ctx := context.Background()
	if d, err := l.Allow(ctx, "k"); err != nil || !d.Allowed {
		t.Fatalf("Allow = %+v, %v", d, err)
	}
	srv.Stop()
	start := time.Now()
	if d, err := l.Allow(ctx, "k"); err == nil || d.Allowed {
		t.Fatalf("Allow with Redis down = %+v, %v; want an error and not allowed", d, err)
	}
	if el := time.Since(start); el > 3*time.Second {
		t.Errorf("Allow with Redis down took %v; want a fast failure", el)
	}
	if err := c.Ping(ctx); err == nil {
		t.Error("Ping with Redis down = nil")
	}
	srv.Restart()
	if d, err := l.Allow(ctx, "k"); err != nil || !d.Allowed {
		t.Errorf("Allow after restart = %+v, %v; want allowed", d, err)
	}
}

func TestOpenUnreachable(t *testing.T) {
	_, err := redis.Open(context.Background(), "redis://:secret@127.0.0.1:1/0", redis.Options{})
	if err == nil {
		t.Fatal("Open(unreachable) = nil error")
	}
	if s := err.Error(); len(s) > 0 && strings.Contains(s, "secret") {
		t.Errorf("error leaks the password: %v", err)
	}
}

func TestGuard(t *testing.T) {
	ctx := context.Background()
	g := redis.NewGuard(client(t))
	until := time.Now().Add(5 * time.Minute)
	claim := func(nonce string) bool {
		t.Helper()
		ok, err := g.Claim(ctx, "eip155:8453", "0xAsset", "0xPayer", nonce, until)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	if !claim("0x01") {
		t.Fatal("first Claim = false")
	}
	if claim("0x01") {
		t.Error("second Claim = true, want false")
	}
	// Case doesn't make a different payment.
	if ok, err := g.Claim(ctx, "EIP155:8453", "0xASSET", "0xPAYER", "0X01", until); err != nil || ok {
		t.Errorf("Claim in other case = %v, %v; want false", ok, err)
	}
	// Another network or asset is another payment.
	if ok, _ := g.Claim(ctx, "eip155:84532", "0xAsset", "0xPayer", "0x01", until); !ok {
		t.Error("Claim on another network = false")
	}
	if err := g.Forget(ctx, "eip155:8453", "0xAsset", "0xPayer", "0x01"); err != nil {
		t.Fatal(err)
	}
	if !claim("0x01") {
		t.Error("Claim after Forget = false")
	}
	// An expired authorization's claim goes away by itself (after the margin).
	if ok, err := g.Claim(ctx, "n", "a", "p", "0x02", time.Now().Add(-time.Minute-time.Second)); err != nil || !ok {
		t.Fatalf("Claim(expired) = %v, %v", ok, err)
	}
	if ok, _ := g.Claim(ctx, "n", "a", "p", "0x02", time.Now().Add(time.Minute)); !ok {
		t.Error("claim of an expired authorization was still held")
	}
}

func TestGuardConcurrent(t *testing.T) {
	g := redis.NewGuard(client(t))
	var ok atomic.Int64
	var wg sync.WaitGroup
	for range 100 {
		wg.Go(func() {
			won, err := g.Claim(context.Background(), "n", "a", "0xp", "0xn", time.Now().Add(time.Minute))
			if err != nil {
				t.Error(err)
			}
			if won {
				ok.Add(1)
			}
		})
	}
	wg.Wait()
	if ok.Load() != 1 {
		t.Errorf("100 concurrent claims: %d won, want 1", ok.Load())
	}
}

// countingLedger counts reservations reaching the durable ledger.
type countingLedger struct {
	payments.Ledger
	reserves atomic.Int64
}

func (l *countingLedger) ReservePayment(ctx context.Context, p payments.Payment) error {
	l.reserves.Add(1)
	return l.Ledger.ReservePayment(ctx, p)
}

func testPayment(nonce string) payments.Payment {
	now := time.Now().UTC().Truncate(time.Microsecond)
	return payments.Payment{
		Payer: "0xaaaa000000000000000000000000000000000001", Nonce: nonce, Network: "eip155:8453",
		Asset: "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913", Amount: "25000", Operation: "score",
		Version: 2, CreatedAt: now, ValidBefore: now.Add(5 * time.Minute),
	}
}

func TestGuardLedger(t *testing.T) {
	ctx := context.Background()
	inner := &countingLedger{Ledger: postgrestest.Open(t, postgrestest.NewSchema(t))}
	l := redis.NewGuardLedger(redis.NewGuard(client(t)), inner, nil)
	p := testPayment("0x01")
	if err := l.ReservePayment(ctx, p); err != nil {
		t.Fatal(err)
	}
	if err := l.ReservePayment(ctx, p); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("replay = %v, want ErrPaymentReplayed", err)
	}
	if n := inner.reserves.Load(); n != 1 {
		t.Errorf("ledger saw %d reservations, want 1 (the replay stops at Redis)", n)
	}
	// Released (work failed): the payer may present it again.
	if err := l.ReleasePayment(ctx, p.Payer, p.Nonce); err != nil {
		t.Fatal(err)
	}
	if err := l.ReservePayment(ctx, p); err != nil {
		t.Fatalf("reserve after release: %v", err)
	}
	if err := l.SettlePayment(ctx, p.Payer, p.Nonce, "0xtx", time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := l.ReleasePayment(ctx, p.Payer, p.Nonce); err != nil {
		t.Fatal(err)
	}
	if err := l.ReservePayment(ctx, p); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("replay of a settled payment = %v, want ErrPaymentReplayed", err)
	}
}

func TestGuardLedgerRedisDown(t *testing.T) {
	// With Redis down the ledger alone still refuses replays; a claim lost
	// with a restarted Redis is caught by the ledger too.
	ctx := context.Background()
	srv := redistest.Start(t)
	l := redis.NewGuardLedger(redis.NewGuard(clientPrefix(t, srv.URL, "p:")), postgrestest.Open(t, postgrestest.NewSchema(t)), nil)
	p := testPayment("0x02")
	if err := l.ReservePayment(ctx, p); err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	if err := l.ReservePayment(ctx, p); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("replay with Redis down = %v, want ErrPaymentReplayed", err)
	}
	q := testPayment("0x03")
	if err := l.ReservePayment(ctx, q); err != nil {
		t.Errorf("new payment with Redis down = %v, want nil", err)
	}
	srv.Restart() // empty: the claims are gone
	if err := l.ReservePayment(ctx, p); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("replay after Redis lost its data = %v, want ErrPaymentReplayed", err)
	}
}

// TestStore runs the storage suite on PostgreSQL with the Redis guard in
// front of its ledger, as replicas run.
func TestStore(t *testing.T) {
	storagetest.Run(t, func(t *testing.T) storagetest.Store {
		db := postgrestest.Open(t, postgrestest.NewSchema(t))
		return storage.LedgerFront{Store: db, Ledger: redis.NewGuardLedger(redis.NewGuard(client(t)), db, nil)}
	})
}
