package e2e

import (
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/redis/redistest"
	"github.com/pqs-dev/pqs/tools"
)

// TestFaults stops the replica's Redis and cuts its PostgreSQL, checking
// that it degrades as documented and recovers without a restart. Redis is
// a private redis-server; PostgreSQL is a fresh database on the shared
// server reached through a TCP proxy owned by the test, so "PostgreSQL
// down" (listener closed, every connection cut) disturbs nothing else.
func TestFaults(t *testing.T) {
	dbURL := postgrestest.NewDatabase(t)
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := startProxy(t, u.Host)
	u.Host = proxy.Addr
	proxied := u.String()
	rd := redistest.Start(t)
	r := startReplica(t, "replica", sharedSettings(proxied, rd.URL))
	c := client("127.0.0.1")
	secret, _ := createKey(t, dbURL, "faults", 0)
	auth := "Authorization: Bearer " + string(secret)
	payer, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	req := requirements(t, c, r, "/api/score", scoreBody)

	// Each phase uses fresh client IPs so the free limit never interferes.
	ips := 20
	freeClient := func() string {
		ips++
		return fmt.Sprintf("127.0.0.%d", ips)
	}

	t.Run("RedisDown", func(t *testing.T) {
		rd.Stop()
		if resp := do(t, client(freeClient()), "POST", r.URL+"/api/score/free", scoreBody); resp.status != 503 || resp.code() != tools.CodeLimiterUnavailable {
			t.Errorf("free with Redis down: %s, want 503 limiter_unavailable", resp)
		}
		if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, auth); resp.status != 200 {
			t.Errorf("keyed with Redis down: %s, want 200", resp)
		}
		h := sign(t, payer, req)
		if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); resp.status != 200 {
			t.Errorf("x402 with Redis down: %s, want 200", resp)
		}
		// The PostgreSQL ledger alone refuses the replay.
		if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); resp.status != 402 || resp.code() != tools.CodePaymentReplayed {
			t.Errorf("x402 replay with Redis down: %s, want 402 payment_replayed", resp)
		}
		if resp := do(t, c, "GET", r.URL+"/readyz", ""); resp.status != 200 {
			t.Errorf("/readyz with Redis down: %s, want 200 (paid routes still work)", resp)
		}

		rd.Restart()
		eventually(t, 10*time.Second, "free after Redis came back: %s, want 200", "free route back %v after Redis restarted", func() string {
			if resp := do(t, client(freeClient()), "POST", r.URL+"/api/score/free", scoreBody); resp.status != 200 {
				return resp.String()
			}
			return ""
		})
	})

	t.Run("PostgresDown", func(t *testing.T) {
		proxy.Down()
		eventually(t, 5*time.Second, "/readyz with PostgreSQL down: %s, want 503", "", func() string {
			if resp := do(t, c, "GET", r.URL+"/readyz", ""); resp.status != 503 {
				return resp.String()
			}
			return ""
		})
		start := time.Now()
		if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, auth); resp.status != 503 || resp.code() != tools.CodeStorageUnavailable {
			t.Errorf("keyed with PostgreSQL down: %s, want 503 storage_unavailable", resp)
		}
		if el := time.Since(start); el > 6*time.Second {
			t.Errorf("keyed call with PostgreSQL down took %v; want a prompt 503", el)
		}
		h := sign(t, payer, req)
		if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); resp.status != 503 {
			t.Errorf("x402 with PostgreSQL down: %s, want 503", resp)
		} else {
			t.Logf("x402 with PostgreSQL down: %s", resp)
		}
		if resp := do(t, client(freeClient()), "POST", r.URL+"/api/score/free", scoreBody); resp.status != 200 {
			t.Errorf("free with PostgreSQL down: %s, want 200", resp)
		}

		proxy.Up()
		eventually(t, 10*time.Second, "after PostgreSQL came back: %s, want 200",
			"ready and serving paid calls %v after PostgreSQL came back", func() string {
				if resp := do(t, c, "GET", r.URL+"/readyz", ""); resp.status != 200 {
					return "/readyz " + resp.String()
				}
				if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, auth); resp.status != 200 {
					return "keyed " + resp.String()
				}
				return ""
			})
		// The payment refused while PostgreSQL was down was not recorded:
		// it can be used now.
		if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); resp.status != 200 {
			t.Errorf("x402 payment retried after recovery: %s, want 200", resp)
		}
	})
}
