// Package storagetest is the one test suite every storage backend passes:
// API keys, quotas under concurrency, usage metering and the x402 payment
// ledger.
package storagetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pqs-dev/pqs/payments"
)

// Store is what a backend provides.
type Store interface {
	payments.KeyStore
	payments.Ledger
	Ping(ctx context.Context) error
	Close() error
}

// Run runs the suite. open returns a new, empty store for one subtest and
// arranges (with t.Cleanup) for it to be closed; Close may be called twice.
func Run(t *testing.T, open func(t *testing.T) Store) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s Store)
	}{
		{"Ping", testPing},
		{"Keys", testKeys},
		{"UnknownKey", testUnknownKey},
		{"Revoke", testRevoke},
		{"QuotaConcurrent", testQuotaConcurrent},
		{"Unlimited", testUnlimited},
		{"Release", testRelease},
		{"Usage", testUsage},
		{"Payments", testPayments},
		{"PaymentReplayConcurrent", testPaymentReplayConcurrent},
		{"PaymentsOrder", testPaymentsOrder},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.fn(t, open(t))
		})
	}
}

// RunReopen checks that keys, usage and payments survive closing the store.
// open returns a new, empty store and a function that opens the same data
// again (each arranged to be closed with t.Cleanup; Close may be called twice).
func RunReopen(t *testing.T, open func(t *testing.T) (s Store, reopen func(t *testing.T) Store)) {
	ctx := context.Background()
	s, reopen := open(t)
	now := time.Now().UTC().Truncate(time.Microsecond)
	secret, k := newKey(t, "persist", 5, now)
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
	mustNil(t, "Reserve", s.Reserve(ctx, k.ID))
	mustNil(t, "RecordUsage", s.RecordUsage(ctx, k.ID, "/api/score", now))
	p := payment("0xAbC0000000000000000000000000000000000001", "0x01", now)
	mustNil(t, "ReservePayment", s.ReservePayment(ctx, p))
	mustNil(t, "SettlePayment", s.SettlePayment(ctx, p.Payer, p.Nonce, "0xtx", now))
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}

	s = reopen(t)
	got, err := payments.Authenticate(ctx, s, secret)
	if err != nil {
		t.Fatalf("Authenticate after reopen: %v", err)
	}
	if got.Used != 1 {
		t.Errorf("after reopen: Used = %d, want 1", got.Used)
	}
	u, err := s.Usage(ctx, k.ID)
	mustNil(t, "Usage", err)
	if diff := cmp.Diff(map[string]int64{"/api/score": 1}, u); diff != "" {
		t.Errorf("after reopen: Usage (-want +got):\n%s", diff)
	}
	if err := s.ReservePayment(ctx, p); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("after reopen: ReservePayment(settled) = %v, want ErrPaymentReplayed", err)
	}
}

func mustNil(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func newKey(t *testing.T, name string, quota int64, now time.Time) (payments.Secret, payments.Key) {
	t.Helper()
	s, k, err := payments.NewKey(name, quota, now)
	if err != nil {
		t.Fatal(err)
	}
	return s, k
}

// payment returns a payment as the gate records it; stores keep times to
// the microsecond (PostgreSQL's precision).
func payment(payer, nonce string, now time.Time) payments.Payment {
	return payments.Payment{
		Payer:       payer,
		Nonce:       nonce,
		Network:     "eip155:8453",
		Asset:       "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
		Amount:      "25000",
		Operation:   "score",
		Version:     2,
		CreatedAt:   now,
		ValidBefore: now.Add(5 * time.Minute),
	}
}

func testPing(t *testing.T, s Store) {
	mustNil(t, "Ping", s.Ping(context.Background()))
}

func testKeys(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	if keys, err := s.ListKeys(ctx); err != nil || len(keys) != 0 {
		t.Fatalf("ListKeys on empty store = %v, %v; want none", keys, err)
	}
	secretA, a := newKey(t, "alpha", 0, now)
	_, b := newKey(t, "beta", 100, now.Add(time.Second))
	mustNil(t, "CreateKey(a)", s.CreateKey(ctx, a))
	mustNil(t, "CreateKey(b)", s.CreateKey(ctx, b))
	if err := s.CreateKey(ctx, a); err == nil {
		t.Errorf("CreateKey(a) again = nil, want an error")
	}
	keys, err := s.ListKeys(ctx)
	mustNil(t, "ListKeys", err)
	if diff := cmp.Diff([]payments.Key{a, b}, keys); diff != "" {
		t.Errorf("ListKeys (-want +got):\n%s", diff)
	}
	got, err := s.KeyByHash(ctx, a.Hash)
	mustNil(t, "KeyByHash", err)
	if diff := cmp.Diff(a, got); diff != "" {
		t.Errorf("KeyByHash (-want +got):\n%s", diff)
	}
	if got.CreatedAt.Location() != time.UTC {
		t.Errorf("CreatedAt location = %v, want UTC", got.CreatedAt.Location())
	}
	got, err = payments.Authenticate(ctx, s, secretA)
	mustNil(t, "Authenticate", err)
	if got.ID != a.ID {
		t.Errorf("Authenticate = %s, want %s", got.ID, a.ID)
	}
}

func testUnknownKey(t *testing.T, s Store) {
	ctx := context.Background()
	secret, k := newKey(t, "never stored", 0, time.Now())
	for _, c := range []struct {
		what string
		err  error
	}{
		{"KeyByHash", func() error { _, err := s.KeyByHash(ctx, k.Hash); return err }()},
		{"Authenticate", func() error { _, err := payments.Authenticate(ctx, s, secret); return err }()},
		{"Reserve", s.Reserve(ctx, k.ID)},
		{"Release", s.Release(ctx, k.ID)},
		{"RevokeKey", s.RevokeKey(ctx, k.ID, time.Now())},
		{"RecordUsage", s.RecordUsage(ctx, k.ID, "/api/score", time.Now())},
	} {
		if !errors.Is(c.err, payments.ErrKeyNotFound) {
			t.Errorf("%s(unknown key) = %v, want ErrKeyNotFound", c.what, c.err)
		}
	}
}

func testRevoke(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	secret, k := newKey(t, "to revoke", 0, now)
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
	mustNil(t, "Reserve", s.Reserve(ctx, k.ID))
	at := now.Add(time.Minute)
	mustNil(t, "RevokeKey", s.RevokeKey(ctx, k.ID, at))
	// A second revocation keeps the first time.
	mustNil(t, "RevokeKey again", s.RevokeKey(ctx, k.ID, at.Add(time.Hour)))
	got, err := s.KeyByHash(ctx, k.Hash)
	mustNil(t, "KeyByHash", err)
	if !got.Revoked() || !got.RevokedAt.Equal(at) {
		t.Errorf("RevokedAt = %v, want %v", got.RevokedAt, at)
	}
	if _, err := payments.Authenticate(ctx, s, secret); !errors.Is(err, payments.ErrKeyRevoked) {
		t.Errorf("Authenticate(revoked) = %v, want ErrKeyRevoked", err)
	}
	if err := s.Reserve(ctx, k.ID); !errors.Is(err, payments.ErrKeyRevoked) {
		t.Errorf("Reserve(revoked) = %v, want ErrKeyRevoked", err)
	}
	// A call reserved before the revocation may still be released.
	mustNil(t, "Release", s.Release(ctx, k.ID))
}

// reserveAll runs n concurrent Reserve calls and counts the outcomes.
func reserveAll(t *testing.T, s Store, id string, n int) map[error]int {
	t.Helper()
	var (
		mu   sync.Mutex
		wg   sync.WaitGroup
		outc = make(map[error]int)
	)
	start := make(chan struct{})
	for range n {
		wg.Go(func() {
			<-start
			err := s.Reserve(context.Background(), id)
			if err != nil && !errors.Is(err, payments.ErrQuotaExceeded) {
				t.Errorf("Reserve: %v", err)
			}
			if errors.Is(err, payments.ErrQuotaExceeded) {
				err = payments.ErrQuotaExceeded
			}
			mu.Lock()
			outc[err]++
			mu.Unlock()
		})
	}
	close(start)
	wg.Wait()
	return outc
}

func testQuotaConcurrent(t *testing.T, s Store) {
	ctx := context.Background()
	const quota, callers = 37, 300
	_, k := newKey(t, "quota", quota, time.Now())
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
	got := reserveAll(t, s, k.ID, callers)
	want := map[error]int{nil: quota, payments.ErrQuotaExceeded: callers - quota}
	if got[nil] != want[nil] || got[payments.ErrQuotaExceeded] != want[payments.ErrQuotaExceeded] {
		t.Errorf("%d concurrent Reserve on quota %d: %d ok, %d over quota; want %d, %d",
			callers, quota, got[nil], got[payments.ErrQuotaExceeded], want[nil], want[payments.ErrQuotaExceeded])
	}
	k2, err := s.KeyByHash(ctx, k.Hash)
	mustNil(t, "KeyByHash", err)
	if k2.Used != quota {
		t.Errorf("Used = %d, want %d", k2.Used, quota)
	}
}

func testUnlimited(t *testing.T, s Store) {
	ctx := context.Background()
	const callers = 200
	_, k := newKey(t, "unlimited", 0, time.Now())
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
	got := reserveAll(t, s, k.ID, callers)
	if got[nil] != callers {
		t.Errorf("%d concurrent Reserve on an unlimited key: %d ok", callers, got[nil])
	}
	k2, err := s.KeyByHash(ctx, k.Hash)
	mustNil(t, "KeyByHash", err)
	if k2.Used != callers {
		t.Errorf("Used = %d, want %d", k2.Used, callers)
	}
}

func testRelease(t *testing.T, s Store) {
	ctx := context.Background()
	_, k := newKey(t, "release", 2, time.Now())
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
	mustNil(t, "Reserve 1", s.Reserve(ctx, k.ID))
	mustNil(t, "Reserve 2", s.Reserve(ctx, k.ID))
	if err := s.Reserve(ctx, k.ID); !errors.Is(err, payments.ErrQuotaExceeded) {
		t.Fatalf("Reserve 3 of quota 2 = %v, want ErrQuotaExceeded", err)
	}
	mustNil(t, "Release", s.Release(ctx, k.ID))
	mustNil(t, "Reserve after Release", s.Reserve(ctx, k.ID))
	if err := s.Reserve(ctx, k.ID); !errors.Is(err, payments.ErrQuotaExceeded) {
		t.Errorf("Reserve over quota after Release = %v, want ErrQuotaExceeded", err)
	}
	// Concurrent releases and reserves keep the count exact.
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			if err := s.Release(ctx, k.ID); err != nil {
				t.Errorf("Release: %v", err)
			}
		})
	}
	wg.Wait()
	got, err := s.KeyByHash(ctx, k.Hash)
	mustNil(t, "KeyByHash", err)
	if got.Used != 0 {
		t.Errorf("Used after releasing all = %d, want 0", got.Used)
	}
}

func testUsage(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now()
	_, a := newKey(t, "a", 0, now)
	_, b := newKey(t, "b", 0, now)
	mustNil(t, "CreateKey(a)", s.CreateKey(ctx, a))
	mustNil(t, "CreateKey(b)", s.CreateKey(ctx, b))
	if u, err := s.Usage(ctx, a.ID); err != nil || len(u) != 0 {
		t.Errorf("Usage before any call = %v, %v; want empty", u, err)
	}
	want := map[string]int64{"/api/score": 40, "/api/score/batch": 7, "mcp:score": 3}
	var wg sync.WaitGroup
	for route, n := range want {
		for range n {
			wg.Go(func() {
				if err := s.RecordUsage(ctx, a.ID, route, now); err != nil {
					t.Errorf("RecordUsage: %v", err)
				}
			})
		}
	}
	wg.Wait()
	mustNil(t, "RecordUsage(b)", s.RecordUsage(ctx, b.ID, "/api/score", now))
	got, err := s.Usage(ctx, a.ID)
	mustNil(t, "Usage(a)", err)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Usage(a) (-want +got):\n%s", diff)
	}
	got, err = s.Usage(ctx, b.ID)
	mustNil(t, "Usage(b)", err)
	if diff := cmp.Diff(map[string]int64{"/api/score": 1}, got); diff != "" {
		t.Errorf("Usage(b) (-want +got):\n%s", diff)
	}
}

func testPayments(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	p := payment("0xaaaa000000000000000000000000000000000001", "0x"+fmt.Sprintf("%064x", 1), now)
	mustNil(t, "ReservePayment", s.ReservePayment(ctx, p))
	if err := s.ReservePayment(ctx, p); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("ReservePayment(reserved) = %v, want ErrPaymentReplayed", err)
	}
	settledAt := now.Add(2 * time.Second)
	mustNil(t, "SettlePayment", s.SettlePayment(ctx, p.Payer, p.Nonce, "0xfeed", settledAt))
	if err := s.SettlePayment(ctx, p.Payer, p.Nonce, "0xfeed", settledAt); err == nil {
		t.Errorf("SettlePayment twice = nil, want an error")
	}
	if err := s.SettlePayment(ctx, p.Payer, "0x02", "0xfeed", settledAt); err == nil {
		t.Errorf("SettlePayment(not reserved) = nil, want an error")
	}
	// A settled payment is never released, so it stays single-use.
	mustNil(t, "ReleasePayment(settled)", s.ReleasePayment(ctx, p.Payer, p.Nonce))
	if err := s.ReservePayment(ctx, p); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("ReservePayment(settled) = %v, want ErrPaymentReplayed", err)
	}
	list, err := s.Payments(ctx, 10)
	mustNil(t, "Payments", err)
	want := p
	want.Settled, want.Transaction, want.SettledAt = true, "0xfeed", settledAt
	if diff := cmp.Diff([]payments.Payment{want}, list); diff != "" {
		t.Errorf("Payments (-want +got):\n%s", diff)
	}

	// An unsettled payment released is forgotten: the payer may use it again.
	q := payment(p.Payer, "0x"+fmt.Sprintf("%064x", 2), now.Add(time.Second))
	mustNil(t, "ReservePayment(q)", s.ReservePayment(ctx, q))
	mustNil(t, "ReleasePayment(q)", s.ReleasePayment(ctx, q.Payer, q.Nonce))
	mustNil(t, "ReservePayment(q) after release", s.ReservePayment(ctx, q))
	list, err = s.Payments(ctx, 10)
	mustNil(t, "Payments", err)
	if len(list) != 2 {
		t.Errorf("Payments: %d, want 2", len(list))
	}
	// Releasing what was never reserved is not an error.
	mustNil(t, "ReleasePayment(unknown)", s.ReleasePayment(ctx, p.Payer, "0x03"))
}

func testPaymentReplayConcurrent(t *testing.T, s Store) {
	const callers = 200
	p := payment("0xbbbb000000000000000000000000000000000002", "0x"+fmt.Sprintf("%064x", 7), time.Now().UTC())
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		ok, repl int
	)
	start := make(chan struct{})
	for range callers {
		wg.Go(func() {
			<-start
			err := s.ReservePayment(context.Background(), p)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok++
			case errors.Is(err, payments.ErrPaymentReplayed):
				repl++
			default:
				t.Errorf("ReservePayment: %v", err)
			}
		})
	}
	close(start)
	wg.Wait()
	if ok != 1 || repl != callers-1 {
		t.Errorf("%d concurrent ReservePayment of one payment: %d ok, %d replayed; want 1, %d", callers, ok, repl, callers-1)
	}
}

func testPaymentsOrder(t *testing.T, s Store) {
	ctx := context.Background()
	base := time.Now().UTC().Truncate(time.Microsecond)
	for i := range 5 {
		p := payment("0xcccc000000000000000000000000000000000003", fmt.Sprintf("0x%064x", i), base.Add(time.Duration(i)*time.Second))
		mustNil(t, "ReservePayment", s.ReservePayment(ctx, p))
	}
	list, err := s.Payments(ctx, 3)
	mustNil(t, "Payments", err)
	var got []string
	for _, p := range list {
		got = append(got, p.Nonce)
	}
	want := []string{fmt.Sprintf("0x%064x", 4), fmt.Sprintf("0x%064x", 3), fmt.Sprintf("0x%064x", 2)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Payments(3) nonces (-want +got):\n%s", diff)
	}
}
