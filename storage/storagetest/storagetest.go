// Package storagetest is the one test suite every storage backend passes:
// API keys, usage records, metering (a metering.Meter on the store: quotas
// under concurrency, revocation) and the x402 payment ledger.
package storagetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage"
)

// Store is what a backend provides.
type Store = storage.Store

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
		{"KeysVersion", testKeysVersion},
		{"RecordCalls", testRecordCalls},
		{"MeterQuotaConcurrent", testMeterQuotaConcurrent},
		{"MeterUnlimited", testMeterUnlimited},
		{"MeterCancel", testMeterCancel},
		{"MeterRevoke", testMeterRevoke},
		{"MeterUnknownKeys", testMeterUnknownKeys},
		{"SetQuota", testSetQuota},
		{"MeterSetQuota", testMeterSetQuota},
		{"Payments", testPayments},
		{"PaymentReplayConcurrent", testPaymentReplayConcurrent},
		{"PaymentsOrder", testPaymentsOrder},
		{"PaymentRecovery", testPaymentRecovery},
		{"RedeemConcurrent", testRedeemConcurrent},
		{"ResolveStale", testResolveStale},
		{"RedeemCrash", testRedeemCrash},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.fn(t, open(t))
		})
	}
}

// RunAll runs the suite (Run) and, as subtest Reopen, RunReopen: open
// returns a new, empty store and a function that opens the same data
// again (sqlitetest.Fresh, postgrestest.Fresh).
func RunAll[S Store](t *testing.T, open func(testing.TB) (S, func(testing.TB) S)) {
	Run(t, func(t *testing.T) Store {
		s, _ := open(t)
		return s
	})
	t.Run("Reopen", func(t *testing.T) {
		RunReopen(t, func(t *testing.T) (Store, func(*testing.T) Store) {
			s, reopen := open(t)
			return s, func(t *testing.T) Store { return reopen(t) }
		})
	})
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
	mustNil(t, "RecordCalls", s.RecordCalls(ctx, metering.Batch{Calls: []metering.Call{{KeyID: k.ID, Route: "/api/score", At: now}}}))
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
	if _, err := s.KeyByHash(ctx, k.Hash); !errors.Is(err, payments.ErrKeyNotFound) {
		t.Errorf("KeyByHash(unknown key) = %v, want ErrKeyNotFound", err)
	}
	if _, err := payments.Authenticate(ctx, s, secret); !errors.Is(err, payments.ErrKeyNotFound) {
		t.Errorf("Authenticate(unknown key) = %v, want ErrKeyNotFound", err)
	}
	if err := s.RevokeKey(ctx, k.ID, time.Now()); !errors.Is(err, payments.ErrKeyNotFound) {
		t.Errorf("RevokeKey(unknown key) = %v, want ErrKeyNotFound", err)
	}
	m := startMeter(t, s)
	if _, err := m.Begin(ctx, secret); !errors.Is(err, payments.ErrKeyNotFound) {
		t.Errorf("Meter.Begin(unknown key) = %v, want ErrKeyNotFound", err)
	}
}

// lookupCounter counts a store's KeyByHash calls: the lookups of keys a
// meter does not hold in memory.
type lookupCounter struct {
	Store
	mu      sync.Mutex
	lookups int
}

func (c *lookupCounter) KeyByHash(ctx context.Context, hash string) (payments.Key, error) {
	c.mu.Lock()
	c.lookups++
	c.mu.Unlock()
	return c.Store.KeyByHash(ctx, hash)
}

func (c *lookupCounter) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lookups
}

// sharedLookupCounter is lookupCounter for a store replicas share, which
// the meter uses as such.
type sharedLookupCounter struct {
	*lookupCounter
	shared metering.SharedStore
}

func (c sharedLookupCounter) HoldBoot(ctx context.Context, boot int64) (func(), error) {
	return c.shared.HoldBoot(ctx, boot)
}

func (c sharedLookupCounter) ReserveCalls(ctx context.Context, boot int64, asks []metering.Ask) error {
	return c.shared.ReserveCalls(ctx, boot, asks)
}

func (c sharedLookupCounter) ReleaseDead(ctx context.Context, live int64) (int64, error) {
	return c.shared.ReleaseDead(ctx, live)
}

// testMeterUnknownKeys: a caller presenting made-up keys costs the store
// at most MissLimit lookups per second (10), another caller has a share of
// its own, and all callers together at most ten times that; a key created
// meanwhile is still found, by the meter's refresh.
func testMeterUnknownKeys(t *testing.T, s Store) {
	ctx := context.Background()
	counter := &lookupCounter{Store: s}
	var store metering.Store = counter
	if sh, ok := s.(metering.SharedStore); ok {
		store = sharedLookupCounter{counter, sh}
	}
	now := time.Now() // frozen: no limit refills during the test
	m, err := metering.Start(ctx, store, metering.Config{Refresh: 20 * time.Millisecond, Sweep: time.Hour,
		Now: func() time.Time { return now }})
	if err != nil {
		t.Fatalf("metering.Start: %v", err)
	}
	t.Cleanup(func() { m.Close() })
	unknown := func(client string, n int) {
		t.Helper()
		for range n {
			secret, _ := newKey(t, "made up", 0, now)
			if _, err := m.BeginFrom(ctx, client, secret); !errors.Is(err, payments.ErrKeyNotFound) {
				t.Fatalf("BeginFrom(%s, unknown key) = %v, want ErrKeyNotFound", client, err)
			}
		}
	}
	unknown("203.0.113.1", 50)
	if n := counter.count(); n != 10 {
		t.Errorf("50 unknown keys from one client cost %d store lookups, want 10", n)
	}
	unknown("203.0.113.2", 5)
	if n := counter.count(); n != 15 {
		t.Errorf("5 more from another client: %d lookups in all, want 15", n)
	}
	for i := range 200 {
		unknown(fmt.Sprintf("198.51.100.%d", i), 1)
	}
	if n := counter.count(); n != 100 {
		t.Errorf("unknown keys from 200 more clients: %d lookups in all, want the cap, 100", n)
	}

	// A key created now is refused to the exhausted client until the
	// refresh loads it, then served.
	secret, k := newKey(t, "new", 0, now)
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, err := m.BeginFrom(ctx, "203.0.113.1", secret)
		if err == nil {
			m.Cancel(ctx, c)
			break
		}
		if !errors.Is(err, payments.ErrKeyNotFound) || time.Now().After(deadline) {
			t.Fatalf("BeginFrom(new key) = %v, want it found by the refresh", err)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func testRevoke(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	secret, k := newKey(t, "to revoke", 0, now)
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
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
}

func testKeysVersion(t *testing.T, s Store) {
	ctx := context.Background()
	version := func() metering.Version {
		t.Helper()
		v, err := s.KeysVersion(ctx)
		mustNil(t, "KeysVersion", err)
		return v
	}
	v0 := version()
	_, k := newKey(t, "v", 0, time.Now())
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
	v1 := version()
	if v1 == v0 {
		t.Errorf("KeysVersion unchanged by CreateKey: %v", v1)
	}
	mustNil(t, "RecordCalls", s.RecordCalls(ctx, metering.Batch{Calls: []metering.Call{{KeyID: k.ID, Route: "/api/score", At: time.Now()}}}))
	if v := version(); v != v1 {
		t.Errorf("KeysVersion changed by RecordCalls: %v -> %v", v1, v)
	}
	mustNil(t, "RevokeKey", s.RevokeKey(ctx, k.ID, time.Now()))
	v2 := version()
	if v2 == v1 {
		t.Errorf("KeysVersion unchanged by RevokeKey: %v", v2)
	}
	// Back to the same quota: two changes that cancel out still count.
	mustNil(t, "SetQuota", s.SetQuota(ctx, k.ID, 5))
	mustNil(t, "SetQuota", s.SetQuota(ctx, k.ID, 0))
	if v := version(); v == v2 {
		t.Errorf("KeysVersion unchanged by SetQuota: %v", v)
	}
}

func testSetQuota(t *testing.T, s Store) {
	ctx := context.Background()
	_, k := newKey(t, "quota", 2, time.Now())
	mustNil(t, "CreateKey", s.CreateKey(ctx, k))
	quota := func() int64 {
		t.Helper()
		keys, err := s.ListKeys(ctx)
		mustNil(t, "ListKeys", err)
		for _, got := range keys {
			if got.ID == k.ID {
				return got.Quota
			}
		}
		t.Fatalf("key %s not listed", k.ID)
		return 0
	}
	for _, q := range []int64{10, 0, 1} {
		mustNil(t, "SetQuota", s.SetQuota(ctx, k.ID, q))
		if got := quota(); got != q {
			t.Errorf("quota after SetQuota(%d) = %d", q, got)
		}
	}
	if err := s.SetQuota(ctx, "key_nope", 3); !errors.Is(err, payments.ErrKeyNotFound) {
		t.Errorf("SetQuota(unknown key) = %v, want ErrKeyNotFound", err)
	}
	if err := s.SetQuota(ctx, k.ID, -1); err == nil {
		t.Error("SetQuota(-1) succeeded")
	}
	if got := quota(); got != 1 {
		t.Errorf("quota after a refused change = %d, want 1", got)
	}
}

// testMeterSetQuota raises a used-up key's quota from outside the meter
// (pqs keys quota): the meter grants calls again after its next refresh,
// and a lowered quota refuses them.
func testMeterSetQuota(t *testing.T, s Store) {
	ctx := context.Background()
	secret, k, m := meterKey(t, s, "raise", 1)
	c, err := m.Begin(ctx, secret)
	mustNil(t, "Begin", err)
	mustNil(t, "Commit", m.Commit(ctx, c, "/api/score"))
	if _, err := m.Begin(ctx, secret); !errors.Is(err, payments.ErrQuotaExceeded) {
		t.Fatalf("Begin over quota 1 = %v, want ErrQuotaExceeded", err)
	}
	mustNil(t, "SetQuota", s.SetQuota(ctx, k.ID, 3))
	took := mustEventually(t, time.Second, "1 s after SetQuota(3)", func() string {
		c, err = m.Begin(ctx, secret)
		if err != nil {
			return fmt.Sprintf("Begin = %v, want a call", err)
		}
		return ""
	})
	t.Logf("new quota seen after %v", took)
	mustNil(t, "Commit", m.Commit(ctx, c, "/api/score"))
	mustNil(t, "SetQuota", s.SetQuota(ctx, k.ID, 2))
	mustEventually(t, time.Second, "1 s after SetQuota(2) with 2 used", func() string {
		if _, err := m.Begin(ctx, secret); !errors.Is(err, payments.ErrQuotaExceeded) {
			return fmt.Sprintf("Begin = %v, want ErrQuotaExceeded", err)
		}
		return ""
	})
}

func testRecordCalls(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now()
	_, a := newKey(t, "a", 0, now)
	_, b := newKey(t, "b", 0, now)
	mustNil(t, "CreateKey(a)", s.CreateKey(ctx, a))
	mustNil(t, "CreateKey(b)", s.CreateKey(ctx, b))
	if u, err := s.Usage(ctx, a.ID); err != nil || len(u) != 0 {
		t.Errorf("Usage before any call = %v, %v; want empty", u, err)
	}
	mustNil(t, "RecordCalls(empty)", s.RecordCalls(ctx, metering.Batch{}))
	want := map[string]int64{"/api/score": 40, "/api/score/batch": 7, "mcp://tool/score": 3}
	// Batches of mixed keys and routes, several at once.
	var batches [5]metering.Batch
	i := 0
	for route, n := range want {
		for range n {
			bt := &batches[i%len(batches)]
			bt.Calls = append(bt.Calls, metering.Call{KeyID: a.ID, Route: route, At: now})
			i++
		}
	}
	batches[0].Calls = append(batches[0].Calls, metering.Call{KeyID: b.ID, Route: "/api/score", At: now})
	var wg sync.WaitGroup
	for _, bt := range batches {
		wg.Go(func() {
			if err := s.RecordCalls(ctx, bt); err != nil {
				t.Errorf("RecordCalls: %v", err)
			}
		})
	}
	wg.Wait()
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
	if u := used(t, s, a.ID); u != 50 {
		t.Errorf("Used(a) = %d, want 50 (the recorded calls)", u)
	}
}

// used returns the stored Used of key id.
func used(t *testing.T, s Store, id string) int64 {
	t.Helper()
	keys, err := s.ListKeys(context.Background())
	mustNil(t, "ListKeys", err)
	for _, k := range keys {
		if k.ID == id {
			return k.Used
		}
	}
	t.Fatalf("key %s not listed", id)
	return 0
}

// startMeter starts a metering.Meter on s, closed when t ends.
func startMeter(t *testing.T, s Store) *metering.Meter {
	t.Helper()
	m, err := metering.Start(context.Background(), s, metering.Config{Refresh: 20 * time.Millisecond, Sweep: time.Hour})
	if err != nil {
		t.Fatalf("metering.Start: %v", err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// meterKey stores a new key named name with quota in s and starts a
// meter over s.
func meterKey(t *testing.T, s Store, name string, quota int64) (payments.Secret, payments.Key, *metering.Meter) {
	t.Helper()
	secret, k := newKey(t, name, quota, time.Now())
	mustNil(t, "CreateKey", s.CreateKey(context.Background(), k))
	return secret, k, startMeter(t, s)
}

// beginAll runs n concurrent Begin calls and returns those that got in
// and the count of quota refusals.
func beginAll(t *testing.T, m *metering.Meter, secret payments.Secret, n int) ([]payments.KeyCall, int) {
	t.Helper()
	in, over, other := Race(n, payments.ErrQuotaExceeded, func(int) (payments.KeyCall, error) {
		return m.Begin(context.Background(), secret)
	})
	for _, err := range other {
		t.Errorf("Begin: %v", err)
	}
	return in, over
}

// commitAll commits calls concurrently.
func commitAll(t *testing.T, m *metering.Meter, calls []payments.KeyCall, route string) {
	t.Helper()
	var wg sync.WaitGroup
	for _, c := range calls {
		wg.Go(func() {
			if err := m.Commit(context.Background(), c, route); err != nil {
				t.Errorf("Commit: %v", err)
			}
		})
	}
	wg.Wait()
}

func testMeterQuotaConcurrent(t *testing.T, s Store) {
	ctx := context.Background()
	const quota, callers = 37, 300
	secret, k, m := meterKey(t, s, "quota", quota)
	in, over := beginAll(t, m, secret, callers)
	if len(in) != quota || over != callers-quota {
		t.Fatalf("%d concurrent Begin on quota %d: %d in, %d over quota; want %d, %d", callers, quota, len(in), over, quota, callers-quota)
	}
	commitAll(t, m, in, "/api/score")
	if u := used(t, s, k.ID); u != quota {
		t.Errorf("Used = %d, want %d", u, quota)
	}
	usage, err := s.Usage(ctx, k.ID)
	mustNil(t, "Usage", err)
	if usage["/api/score"] != quota {
		t.Errorf("Usage = %v, want %d calls", usage, quota)
	}
	if _, err := m.Begin(ctx, secret); !errors.Is(err, payments.ErrQuotaExceeded) {
		t.Errorf("Begin after the quota is used = %v, want ErrQuotaExceeded", err)
	}
}

func testMeterUnlimited(t *testing.T, s Store) {
	const callers = 200
	secret, k, m := meterKey(t, s, "unlimited", 0)
	in, over := beginAll(t, m, secret, callers)
	if len(in) != callers || over != 0 {
		t.Fatalf("%d concurrent Begin on an unlimited key: %d in, %d over", callers, len(in), over)
	}
	commitAll(t, m, in, "/api/score/batch")
	if u := used(t, s, k.ID); u != callers {
		t.Errorf("Used = %d, want %d", u, callers)
	}
}

func testMeterCancel(t *testing.T, s Store) {
	ctx := context.Background()
	secret, k, m := meterKey(t, s, "cancel", 2)
	c1, err := m.Begin(ctx, secret)
	mustNil(t, "Begin 1", err)
	c2, err := m.Begin(ctx, secret)
	mustNil(t, "Begin 2", err)
	if _, err := m.Begin(ctx, secret); !errors.Is(err, payments.ErrQuotaExceeded) {
		t.Fatalf("Begin 3 of quota 2 = %v, want ErrQuotaExceeded", err)
	}
	// A cancelled call is not charged: its unit is free again.
	m.Cancel(ctx, c2)
	var c3 payments.KeyCall
	mustEventually(t, 5*time.Second, "Begin after Cancel", func() string {
		if c3, err = m.Begin(ctx, secret); err != nil {
			return err.Error()
		}
		return ""
	})
	mustNil(t, "Commit 1", m.Commit(ctx, c1, "/api/score"))
	mustNil(t, "Commit 3", m.Commit(ctx, c3, "/api/score"))
	if _, err := m.Begin(ctx, secret); !errors.Is(err, payments.ErrQuotaExceeded) {
		t.Errorf("Begin over quota after two commits = %v, want ErrQuotaExceeded", err)
	}
	if u := used(t, s, k.ID); u != 2 {
		t.Errorf("Used = %d, want 2", u)
	}
}

func testMeterRevoke(t *testing.T, s Store) {
	ctx := context.Background()
	secret, k, m := meterKey(t, s, "revoke", 0)
	c, err := m.Begin(ctx, secret)
	mustNil(t, "Begin", err)
	mustNil(t, "RevokeKey", s.RevokeKey(ctx, k.ID, time.Now()))
	// Another process revoked it: the meter sees it at its next refresh.
	took := mustEventually(t, time.Second, "1 s after RevokeKey", func() string {
		if _, err := m.Begin(ctx, secret); !errors.Is(err, payments.ErrKeyRevoked) {
			return fmt.Sprintf("Begin = %v, want ErrKeyRevoked", err)
		}
		return ""
	})
	t.Logf("revocation seen after %v", took)
	// A call begun before the revocation still finishes and is recorded.
	mustNil(t, "Commit", m.Commit(ctx, c, "/api/score"))
	if u := used(t, s, k.ID); u != 1 {
		t.Errorf("Used = %d, want 1", u)
	}
}

// Race makes n calls at once, call(i) for each i, released together so
// that they contend. It returns the results of the calls that succeeded,
// how many failed with target (errors.Is), and the other errors.
func Race[T any](n int, target error, call func(i int) (T, error)) (ok []T, hits int, other []error) {
	var (
		mu    sync.Mutex
		wg    sync.WaitGroup
		start = make(chan struct{})
	)
	for i := range n {
		wg.Go(func() {
			<-start
			x, err := call(i)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok = append(ok, x)
			case errors.Is(err, target):
				hits++
			default:
				other = append(other, err)
			}
		})
	}
	close(start)
	wg.Wait()
	return ok, hits, other
}

// Eventually retries check until it returns "" or timeout passes, and
// returns check's last complaint and how long it took.
func Eventually(timeout time.Duration, check func() string) (string, time.Duration) {
	start := time.Now()
	for {
		msg := check()
		if msg == "" || time.Since(start) > timeout {
			return msg, time.Since(start)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// mustEventually is Eventually that stops t's test, saying what was
// awaited, when check still complains after timeout.
func mustEventually(t *testing.T, timeout time.Duration, what string, check func() string) time.Duration {
	t.Helper()
	msg, took := Eventually(timeout, check)
	if msg != "" {
		t.Fatalf("%s: %s", what, msg)
	}
	return took
}

// testPaymentRecovery: the reservations a stopped process left are found
// (with what the facilitator is asked about), resolved as settled, open to
// redeem their call once until a deadline, or forgotten.
func testPaymentRecovery(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	old := now.Add(-time.Hour)
	const dead, live = 7, 9
	mk := func(n int, boot int64, at time.Time, request string) payments.Payment {
		p := payment("0xbbbb000000000000000000000000000000000001", "0x"+fmt.Sprintf("%064x", n), at)
		p.Boot, p.Request = boot, request
		p.Payload = json.RawMessage(`{"x402Version":2,"payload":{"signature":"0x01"}}`)
		p.Requirements = json.RawMessage(`{"scheme":"exact","amount":"25000"}`)
		mustNil(t, "ReservePayment", s.ReservePayment(ctx, p))
		return p
	}
	settledOrphan := mk(1, dead, old, "call-1")
	releasedOrphan := mk(2, dead, old, "call-2")
	mk(3, live, old, "call-3")     // this process's own
	mk(4, dead, now, "call-4")     // too young
	done := mk(5, dead, old, "c5") // settled and answered in the ordinary way
	mustNil(t, "SettlePayment", s.SettlePayment(ctx, done.Payer, done.Nonce, "0xfeed", now))
	mustNil(t, "AnsweredPayment", s.AnsweredPayment(ctx, done.Payer, done.Nonce, dead))
	pending := mk(6, dead, old, "call-6") // settled, its answer never written
	mustNil(t, "SettlePayment", s.SettlePayment(ctx, pending.Payer, pending.Nonce, "0xbeef", now))
	pending.Settled, pending.Transaction, pending.SettledAt, pending.Redeem = true, "0xbeef", now, payments.AnswerPending

	orphans, err := s.OrphanedPayments(ctx, live, now.Add(-time.Minute))
	mustNil(t, "OrphanedPayments", err)
	if diff := cmp.Diff([]payments.Payment{settledOrphan, releasedOrphan, pending}, orphans,
		cmpopts.SortSlices(func(a, b payments.Payment) bool { return a.Nonce < b.Nonce })); diff != "" {
		t.Errorf("OrphanedPayments (-want +got):\n%s", diff)
	}

	until := now.Add(time.Hour)
	settledOrphan.Transaction = "0xc4a1" // found on the chain
	resolve(t, s, settledOrphan, true, until, true)
	resolve(t, s, releasedOrphan, false, until, true)
	pending.Transaction = "0xother"
	resolve(t, s, pending, true, until, true)
	got, err := s.RedeemPayment(ctx, pending.Payer, pending.Nonce, "call-6", now, live)
	if err != nil || got.Transaction != "0xbeef" {
		t.Errorf("RedeemPayment(answer pending, resolved) = %+v, %v; want it, its transaction kept", got, err)
	}
	orphans, err = s.OrphanedPayments(ctx, live, now.Add(-time.Minute))
	mustNil(t, "OrphanedPayments", err)
	if len(orphans) != 0 {
		t.Errorf("OrphanedPayments after resolving: %d, want 0", len(orphans))
	}
	// Forgotten: the payer may present it again.
	mustNil(t, "ReservePayment(released)", s.ReservePayment(ctx, releasedOrphan))
	// Settled: never again, except to redeem its own call.
	if err := s.ReservePayment(ctx, settledOrphan); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("ReservePayment(settled orphan) = %v, want ErrPaymentReplayed", err)
	}
	for _, tc := range []struct {
		name, request string
		at            time.Time
	}{{"another call", "call-2", now}, {"no call", "", now}, {"after the deadline", "call-1", until}} {
		if _, err := s.RedeemPayment(ctx, settledOrphan.Payer, settledOrphan.Nonce, tc.request, tc.at, live); !errors.Is(err, payments.ErrNotRedeemable) {
			t.Errorf("RedeemPayment, %s = %v, want ErrNotRedeemable", tc.name, err)
		}
	}
	if _, err := s.RedeemPayment(ctx, done.Payer, done.Nonce, "c5", now, live); !errors.Is(err, payments.ErrNotRedeemable) {
		t.Errorf("RedeemPayment of an answered payment = %v, want ErrNotRedeemable", err)
	}
	got, err = s.RedeemPayment(ctx, settledOrphan.Payer, settledOrphan.Nonce, "call-1", now, live)
	mustNil(t, "RedeemPayment", err)
	if !got.Settled || got.Redeem != payments.AnswerPending || got.Boot != live || !got.RedeemBefore.Equal(until) ||
		!got.CreatedAt.Equal(old) || got.Operation != "score" || got.Transaction != "0xc4a1" ||
		string(got.Payload) != string(settledOrphan.Payload) {
		t.Errorf("RedeemPayment = %+v", got)
	}
	if _, err := s.RedeemPayment(ctx, settledOrphan.Payer, settledOrphan.Nonce, "call-1", now, live); !errors.Is(err, payments.ErrNotRedeemable) {
		t.Errorf("RedeemPayment twice = %v, want ErrNotRedeemable", err)
	}
	// Its call failed: the process serving it opens it again.
	resolve(t, s, got, true, until, true)
	got, err = s.RedeemPayment(ctx, settledOrphan.Payer, settledOrphan.Nonce, "call-1", now, live)
	if err != nil {
		t.Fatalf("RedeemPayment after reopening = %v", err)
	}
	// Answered: used, for good.
	mustNil(t, "AnsweredPayment", s.AnsweredPayment(ctx, got.Payer, got.Nonce, live))
	if p := paymentOf(t, s, got); p.Redeem != payments.RedeemUsed {
		t.Errorf("a redeemed payment answered: redeem %d, want RedeemUsed", p.Redeem)
	}
	resolve(t, s, got, true, until, false)
	if _, err := s.RedeemPayment(ctx, settledOrphan.Payer, settledOrphan.Nonce, "call-1", now, live); !errors.Is(err, payments.ErrNotRedeemable) {
		t.Errorf("RedeemPayment after its answer = %v, want ErrNotRedeemable", err)
	}
}

// resolve calls ResolvePayment and checks whether it resolved p.
func resolve(t *testing.T, s Store, p payments.Payment, settled bool, until time.Time, want bool) {
	t.Helper()
	got, err := s.ResolvePayment(context.Background(), p, settled, until)
	mustNil(t, "ResolvePayment", err)
	if got != want {
		t.Errorf("ResolvePayment(%s, boot %d, settled %v) = %v, want %v", p.Nonce, p.Boot, settled, got, want)
	}
}

// paymentOf reads p's row back.
func paymentOf(t *testing.T, s Store, p payments.Payment) payments.Payment {
	t.Helper()
	ps, err := s.Payments(context.Background(), 0)
	mustNil(t, "Payments", err)
	for _, q := range ps {
		if q.Payer == p.Payer && q.Nonce == p.Nonce {
			return q
		}
	}
	t.Fatalf("payment %s/%s not in the ledger", p.Payer, p.Nonce)
	return payments.Payment{}
}

// testResolveStale (issue 35): two processes reconcile the same orphan at
// once; one decides late, on what it read before the other resolved the
// orphan and the payment served its call. The late decision changes
// nothing: the payment is not opened a second time, and a payment given
// back and presented again is not forgotten under its new call.
func testResolveStale(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	const dead, fast, slow = 21, 22, 23
	orphan := func(n int) payments.Payment {
		p := payment("0xdddd000000000000000000000000000000000001", fmt.Sprintf("0x%064x", n), now.Add(-time.Hour))
		p.Boot, p.Request = dead, "call"
		mustNil(t, "ReservePayment", s.ReservePayment(ctx, p))
		return p
	}
	until := now.Add(time.Hour)

	// Settled: both read it, fast resolves it, it is redeemed, then slow.
	p := orphan(1)
	read := func() []payments.Payment {
		ps, err := s.OrphanedPayments(ctx, slow, now.Add(-time.Minute))
		mustNil(t, "OrphanedPayments", err)
		return ps
	}
	if ps := read(); len(ps) != 1 {
		t.Fatalf("OrphanedPayments = %d, want 1", len(ps))
	}
	resolve(t, s, p, true, until, true)
	if _, err := s.RedeemPayment(ctx, p.Payer, p.Nonce, "call", now, fast); err != nil {
		t.Fatalf("RedeemPayment: %v", err)
	}
	resolve(t, s, p, true, until, false) // slow, while the redeemed call runs
	mustNil(t, "AnsweredPayment", s.AnsweredPayment(ctx, p.Payer, p.Nonce, fast))
	resolve(t, s, p, true, until, false) // slow, after it was answered
	if _, err := s.RedeemPayment(ctx, p.Payer, p.Nonce, "call", now, slow); !errors.Is(err, payments.ErrNotRedeemable) {
		t.Errorf("a second redemption after a stale resolution = %v, want ErrNotRedeemable", err)
	}
	if got := paymentOf(t, s, p); got.Redeem != payments.RedeemUsed {
		t.Errorf("after a stale resolution: redeem %d, want RedeemUsed", got.Redeem)
	}
	if ps := read(); len(ps) != 0 {
		t.Errorf("OrphanedPayments after all: %+v, want none", ps)
	}

	// Open but not yet redeemed: a stale resolution does not move its
	// deadline either.
	q := orphan(2)
	resolve(t, s, q, true, until, true)
	resolve(t, s, q, true, until.Add(time.Hour), false)
	if got := paymentOf(t, s, q); got.Redeem != payments.RedeemOpen || !got.RedeemBefore.Equal(until) {
		t.Errorf("after a stale resolution: %+v, want open until %v", got, until)
	}

	// Not settled: fast forgets it, the payer presents it again to fast,
	// then slow decides the same on the old reservation.
	r := orphan(3)
	resolve(t, s, r, false, until, true)
	again := r
	again.Boot, again.CreatedAt = fast, now
	mustNil(t, "ReservePayment(again)", s.ReservePayment(ctx, again))
	resolve(t, s, r, false, until, false)
	resolve(t, s, r, true, until, false)
	if got := paymentOf(t, s, again); got.Boot != fast || got.Settled {
		t.Errorf("the new reservation after a stale resolution: %+v", got)
	}
}

// testRedeemCrash (issue 35): the process redeeming a payment dies before
// the answer is written: the payment is found orphaned, with its answer
// pending, and serves its call once more; then never again.
func testRedeemCrash(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	const first, second, third = 31, 32, 33
	p := payment("0xeeee000000000000000000000000000000000001", fmt.Sprintf("0x%064x", 1), now.Add(-time.Hour))
	p.Boot, p.Request = first, "call"
	mustNil(t, "ReservePayment", s.ReservePayment(ctx, p))
	mustNil(t, "SettlePayment", s.SettlePayment(ctx, p.Payer, p.Nonce, "0xabc", now.Add(-time.Hour)))
	// first dies before answering; second resolves it and redeems it.
	orphans, err := s.OrphanedPayments(ctx, second, now.Add(-time.Minute))
	mustNil(t, "OrphanedPayments", err)
	if len(orphans) != 1 || orphans[0].Redeem != payments.AnswerPending {
		t.Fatalf("OrphanedPayments = %+v, want the payment, its answer pending", orphans)
	}
	resolve(t, s, orphans[0], true, now.Add(time.Hour), true)
	if _, err := s.RedeemPayment(ctx, p.Payer, p.Nonce, "call", now, second); err != nil {
		t.Fatalf("RedeemPayment: %v", err)
	}
	// second dies during that call: third finds it, as second left it.
	orphans, err = s.OrphanedPayments(ctx, third, now.Add(-time.Minute))
	mustNil(t, "OrphanedPayments", err)
	if len(orphans) != 1 || orphans[0].Boot != second || orphans[0].Redeem != payments.AnswerPending {
		t.Fatalf("OrphanedPayments after the redeeming process died = %+v, want the payment, under boot %d", orphans, second)
	}
	resolve(t, s, orphans[0], true, now.Add(time.Hour), true)
	got, err := s.RedeemPayment(ctx, p.Payer, p.Nonce, "call", now, third)
	if err != nil || got.Transaction != "0xabc" {
		t.Fatalf("RedeemPayment after the second crash = %+v, %v", got, err)
	}
	// Another process's word does not answer it; third's does.
	mustNil(t, "AnsweredPayment", s.AnsweredPayment(ctx, p.Payer, p.Nonce, second))
	if got := paymentOf(t, s, p); got.Redeem != payments.AnswerPending {
		t.Errorf("answered by a process that does not serve it: redeem %d, want AnswerPending", got.Redeem)
	}
	mustNil(t, "AnsweredPayment", s.AnsweredPayment(ctx, p.Payer, p.Nonce, third))
	if orphans, _ := s.OrphanedPayments(ctx, first, now.Add(-time.Minute)); len(orphans) != 0 {
		t.Errorf("OrphanedPayments after it was answered = %+v", orphans)
	}
	if _, err := s.RedeemPayment(ctx, p.Payer, p.Nonce, "call", now, third); !errors.Is(err, payments.ErrNotRedeemable) {
		t.Errorf("RedeemPayment after its answer = %v, want ErrNotRedeemable", err)
	}
}

// testRedeemConcurrent: of 20 concurrent redemptions of one payment,
// exactly one succeeds.
func testRedeemConcurrent(t *testing.T, s Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	p := payment("0xcccc000000000000000000000000000000000001", "0x"+fmt.Sprintf("%064x", 1), now.Add(-time.Hour))
	p.Boot, p.Request = 5, "call"
	mustNil(t, "ReservePayment", s.ReservePayment(ctx, p))
	resolve(t, s, p, true, now.Add(time.Hour), true)
	ok, missed, other := Race(20, payments.ErrNotRedeemable, func(i int) (payments.Payment, error) {
		return s.RedeemPayment(ctx, p.Payer, p.Nonce, "call", now, int64(100+i))
	})
	for _, err := range other {
		t.Errorf("RedeemPayment: %v", err)
	}
	if len(ok) != 1 || missed != 19 {
		t.Errorf("%d of 20 concurrent redemptions succeeded, want 1", len(ok))
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
	want.Settled, want.Transaction, want.SettledAt, want.Redeem = true, "0xfeed", settledAt, payments.AnswerPending
	if diff := cmp.Diff([]payments.Payment{want}, list); diff != "" {
		t.Errorf("Payments (-want +got):\n%s", diff)
	}
	mustNil(t, "AnsweredPayment", s.AnsweredPayment(ctx, p.Payer, p.Nonce, p.Boot))
	list, err = s.Payments(ctx, 10)
	mustNil(t, "Payments", err)
	if len(list) != 1 || list[0].Redeem != payments.RedeemNone {
		t.Errorf("Payments after AnsweredPayment: %+v, want it answered (RedeemNone)", list)
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
	ok, repl, other := Race(callers, payments.ErrPaymentReplayed, func(int) (struct{}, error) {
		return struct{}{}, s.ReservePayment(context.Background(), p)
	})
	for _, err := range other {
		t.Errorf("ReservePayment: %v", err)
	}
	if len(ok) != 1 || repl != callers-1 {
		t.Errorf("%d concurrent ReservePayment of one payment: %d ok, %d replayed; want 1, %d", callers, len(ok), repl, callers-1)
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
