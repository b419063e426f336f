package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/redis/redistest"
	"github.com/pqs-dev/pqs/tools"
)

// payTo receives the test payments (Hardhat's account #1; local mode
// moves no money).
const payTo = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

// sharedSettings are the settings of replicas sharing one PostgreSQL
// database and one Redis, with x402 on in local mode.
func sharedSettings(databaseURL, redisURL string) map[string]string {
	return map[string]string{
		"PQS_DATABASE_URL":     databaseURL,
		"PQS_REDIS_URL":        redisURL,
		"PQS_FREE_LIMIT":       "5",
		"PQS_X402_PAY_TO":      payTo,
		"PQS_X402_NETWORK":     "base-sepolia",
		"PQS_X402_FACILITATOR": "local",
	}
}

// requirements asks r for the x402 requirements of POST path.
func requirements(t *testing.T, c *http.Client, r *replica, path, body string) payments.PaymentRequirements {
	t.Helper()
	resp := do(t, c, "POST", r.URL+path, body)
	if resp.status != 402 {
		t.Fatalf("POST %s without payment: %s, want 402", path, resp)
	}
	raw, err := payments.DecodeHeader(resp.header.Get("PAYMENT-REQUIRED"))
	if err != nil {
		t.Fatalf("PAYMENT-REQUIRED: %v", err)
	}
	var pr payments.PaymentRequiredV2
	if err := json.Unmarshal(raw, &pr); err != nil || len(pr.Accepts) == 0 {
		t.Fatalf("PAYMENT-REQUIRED = %s (%v)", raw, err)
	}
	return pr.Accepts[0]
}

func sign(t *testing.T, key *secp256k1.PrivateKey, req payments.PaymentRequirements) string {
	t.Helper()
	h, _, err := x402test.SignPayment(key, req, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestReplicas runs two replicas of the real binary on one PostgreSQL
// database and one Redis, and checks every rule that must hold across them.
func TestReplicas(t *testing.T) {
	dbURL := postgrestest.NewDatabase(t)
	rd := redistest.Start(t)
	settings := sharedSettings(dbURL, rd.URL)
	a := startReplica(t, "replica A", settings)
	b := startReplica(t, "replica B", settings)
	both := []*replica{a, b}
	c := client("127.0.0.1")

	t.Run("FreeLimitGlobal", func(t *testing.T) {
		// One client IP alternating between replicas gets 5 in all.
		ip := client("127.0.0.11")
		var codes []int
		for i := range 8 {
			r := do(t, ip, "POST", both[i%2].URL+"/api/score/free", scoreBody)
			codes = append(codes, r.status)
			if r.status == 429 && (r.code() != tools.CodeRateLimited || r.header.Get("Retry-After") == "") {
				t.Errorf("request %d: %s, Retry-After %q; want rate_limited with Retry-After", i+1, r, r.header.Get("Retry-After"))
			}
		}
		want := []int{200, 200, 200, 200, 200, 429, 429, 429}
		if fmt.Sprint(codes) != fmt.Sprint(want) {
			t.Errorf("statuses across replicas = %v, want %v", codes, want)
		}
		// Another client IP has its own budget, on either replica.
		if r := do(t, client("127.0.0.12"), "POST", b.URL+"/api/score/free", scoreBody); r.status != 200 {
			t.Errorf("another client: %s, want 200", r)
		}
	})

	t.Run("FreeLimitConcurrent", func(t *testing.T) {
		ip := client("127.0.0.13")
		got := tally(60, func(i int) response { return do(t, ip, "POST", both[i%2].URL+"/api/score/free", scoreBody) })
		if want := map[string]int{"200": 5, "429 " + tools.CodeRateLimited: 55}; !maps.Equal(got, want) {
			t.Errorf("60 concurrent free calls from one IP on 2 replicas: %v, want %v", got, want)
		}
	})

	t.Run("PaymentSettledOnceAcrossReplicas", func(t *testing.T) {
		key, err := x402test.NewKey()
		if err != nil {
			t.Fatal(err)
		}
		req := requirements(t, c, a, "/api/score", scoreBody)
		h := sign(t, key, req)
		r := do(t, c, "POST", a.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h)
		if r.status != 200 || r.header.Get("PAYMENT-RESPONSE") == "" {
			t.Fatalf("payment on A: %s (PAYMENT-RESPONSE %q)", r, r.header.Get("PAYMENT-RESPONSE"))
		}
		if r := do(t, c, "POST", b.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); r.status != 402 || r.code() != tools.CodePaymentReplayed {
			t.Errorf("same payment on B: %s, want 402 payment_replayed", r)
		}
		if r := do(t, c, "POST", a.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); r.status != 402 || r.code() != tools.CodePaymentReplayed {
			t.Errorf("same payment on A again: %s, want 402 payment_replayed", r)
		}

		// One new payment raced on both replicas at once: served once.
		h = sign(t, key, req)
		got := tally(20, func(i int) response {
			return do(t, c, "POST", both[i%2].URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h)
		})
		if want := map[string]int{"200": 1, "402 " + tools.CodePaymentReplayed: 19}; !maps.Equal(got, want) {
			t.Errorf("one payment sent 20 times to 2 replicas at once: %v, want %v", got, want)
		}
	})

	t.Run("RevokedEverywhereWithinASecond", func(t *testing.T) {
		secret, id := createKey(t, dbURL, "to revoke", 0)
		auth := "Authorization: Bearer " + string(secret)
		for _, r := range both {
			if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, auth); resp.status != 200 {
				t.Fatalf("%s before revocation: %s", r.name, resp)
			}
		}
		pqs(t, map[string]string{"PQS_DATABASE_URL": dbURL}, "keys", "revoke", id)
		eventually(t, time.Second, "1 s after pqs keys revoke, a replica still answered %s; want 401 revoked_api_key",
			"revocation refused by both replicas %v after pqs keys revoke returned", func() string {
				for _, r := range both {
					if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, auth); resp.status != 401 || resp.code() != tools.CodeRevokedAPIKey {
						return fmt.Sprintf("%s: %s", r.name, resp)
					}
				}
				return ""
			})
	})

	t.Run("QuotaAcrossReplicas", func(t *testing.T) {
		const quota, calls = 25, 100
		secret, id := createKey(t, dbURL, "quota", quota)
		auth := "Authorization: Bearer " + string(secret)
		got := tally(calls, func(i int) response { return do(t, c, "POST", both[i%2].URL+"/api/score", scoreBody, auth) })
		if want := map[string]int{"200": quota, "429 " + tools.CodeQuotaExceeded: calls - quota}; !maps.Equal(got, want) {
			t.Errorf("%d concurrent calls on quota %d over 2 replicas: %v, want %v", calls, quota, got, want)
		}
		usage, err := postgrestest.Open(t, dbURL).Usage(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if n := sum(usage); n != quota {
			t.Errorf("usage recorded %d (%v), want %d", n, usage, quota)
		}
	})

	t.Run("RecordsEqualServed", func(t *testing.T) {
		served := mixedLoad(t, c, both, dbURL, 3*time.Second)
		t.Logf("mixed load on 2 replicas: %+v", served)
		db := postgrestest.Open(t, dbURL)
		usage, err := db.Usage(context.Background(), served.keyID)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := sum(usage), served.keyed.Load(); got != want {
			t.Errorf("usage records %d (%v), want %d keyed 200s", got, usage, want)
		}
		ps, err := db.Payments(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		var settled int64
		for _, p := range ps {
			if p.Settled && p.Payer == served.payer {
				settled++
			}
		}
		if want := served.paid.Load(); settled != want {
			t.Errorf("settled payments %d, want %d x402 200s", settled, want)
		}
		if served.keyed.Load() == 0 || served.paid.Load() == 0 {
			t.Errorf("load served nothing of a kind: %+v", served)
		}
	})
}

func sum(m map[string]int64) int64 {
	var n int64
	for _, v := range m {
		n += v
	}
	return n
}

// loadResult counts the 200s of a mixed load run.
type loadResult struct {
	keyID  string
	payer  string
	keyed  atomic.Int64 // keyed score and batch calls served
	paid   atomic.Int64 // x402 score calls served
	free   atomic.Int64
	errors atomic.Int64
}

func (r *loadResult) String() string {
	return fmt.Sprintf("keyed=%d paid=%d free=%d errors=%d", r.keyed.Load(), r.paid.Load(), r.free.Load(), r.errors.Load())
}

// mixedLoad drives replicas with keyed score and batch calls, x402 score
// calls (each a fresh payment) and free calls for d, and counts what was
// served.
func mixedLoad(t *testing.T, c *http.Client, rs []*replica, dbURL string, d time.Duration) *loadResult {
	t.Helper()
	secret, id := createKey(t, dbURL, "load", 0)
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	req := requirements(t, c, rs[0], "/api/score", scoreBody)
	res := &loadResult{keyID: id, payer: lower(x402test.Address(key))}
	auth := "Authorization: Bearer " + string(secret)
	stop := time.Now().Add(d)
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Go(func() {
			for i := 0; time.Now().Before(stop); i++ {
				rep := rs[(w+i)%len(rs)]
				var r response
				switch (w + i) % 4 {
				case 0:
					r = do(t, c, "POST", rep.URL+"/api/score", scoreBody, auth)
					if r.status == 200 {
						res.keyed.Add(1)
					}
				case 1:
					r = do(t, c, "POST", rep.URL+"/api/score/batch", batchBody, auth)
					if r.status == 200 {
						res.keyed.Add(1)
					}
				case 2:
					h, _, err := x402test.SignPayment(key, req, time.Now())
					if err != nil {
						t.Error(err)
						return
					}
					r = do(t, c, "POST", rep.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h)
					if r.status == 200 {
						res.paid.Add(1)
					}
				case 3:
					r = do(t, c, "POST", rep.URL+"/api/score/free", scoreBody)
					if r.status == 200 {
						res.free.Add(1)
					}
					if r.status == 429 {
						continue // the free limit at work
					}
				}
				if r.status != 200 {
					res.errors.Add(1)
					t.Errorf("load: %s", r)
				}
			}
		})
	}
	wg.Wait()
	return res
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
