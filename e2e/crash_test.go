package e2e

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
)

// kill ends the process with SIGKILL: no shutdown, no flush, no cleanup.
func (r *replica) kill(t *testing.T) {
	t.Helper()
	r.cmd.Process.Signal(syscall.SIGKILL)
	select {
	case <-r.done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s did not die on SIGKILL", r.name)
	}
}

// killUnderCalls runs callers goroutines, each calling call(i) again and
// again while it returns true, kills r after d, and waits for them all.
func (r *replica) killUnderCalls(t *testing.T, callers int, d time.Duration, call func(i int) bool) {
	t.Helper()
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := range callers {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				if !call(i) {
					return
				}
			}
		})
	}
	time.Sleep(d)
	r.kill(t)
	close(stop)
	wg.Wait()
}

// usageStore is what the crash tests read back: the usage records and
// the used counts of keys.
type usageStore interface {
	Usage(ctx context.Context, keyID string) (map[string]int64, error)
	ListKeys(ctx context.Context) ([]payments.Key, error)
}

// crashKey is one key of a crash test and what its callers saw.
type crashKey struct {
	secret   payments.Secret
	id       string
	answered atomic.Int64 // 200s received
}

const (
	crashKeys    = 4    // keys
	crashCallers = 4    // callers of each key, one call at a time each
	crashQuota   = 1500 // per key
)

// TestKillUnderLoadSQLite kills the default server (SQLite) twice under
// keyed load; see killUnderLoad.
func TestKillUnderLoadSQLite(t *testing.T) {
	dir := t.TempDir()
	settings := map[string]string{"PQS_DATA_DIR": dir, "PQS_FREE_LIMIT": "0"}
	killUnderLoad(t, settings, func(t *testing.T) usageStore {
		return sqlitetest.OpenFile(t, dir+"/pqs.db")
	})
}

// TestKillUnderLoadPostgres is TestKillUnderLoadSQLite on PostgreSQL,
// where quota reservations live in the database and a killed process's
// must be released by the next one.
func TestKillUnderLoadPostgres(t *testing.T) {
	dbURL := postgrestest.NewSchema(t)
	settings := map[string]string{"PQS_DATABASE_URL": dbURL, "PQS_FREE_LIMIT": "0"}
	killUnderLoad(t, settings, func(t *testing.T) usageStore {
		return postgrestest.Open(t, dbURL)
	})
}

// killUnderLoad runs the real server under keyed load, several callers per
// key each calling in turn, kills it with SIGKILL, restarts it on the same
// storage, and does it again. Then it checks, per key:
//   - every call answered 200 has its usage record (it was made durable
//     before the answer), and at most the calls in flight when it was
//     killed (one per caller) are recorded without having been answered;
//   - the key's used count is its recorded calls: the reservations of the
//     calls that never finished were released;
//   - the quota is exact: calling until 429 quota_exceeded serves exactly
//     the quota minus what was recorded.
func killUnderLoad(t *testing.T, settings map[string]string, open func(*testing.T) usageStore) {
	const crashes = 2
	keys := make([]*crashKey, crashKeys)
	for i := range keys {
		out, _ := pqs(t, settings, "keys", "create", "--name", fmt.Sprint("crash", i), "--quota", fmt.Sprint(crashQuota))
		keys[i] = &crashKey{secret: payments.Secret(strings.TrimSpace(out))}
	}
	c := client("127.0.0.1")
	for round := range crashes {
		r := startReplica(t, fmt.Sprint("server ", round+1), settings)
		r.killUnderCalls(t, crashKeys*crashCallers, 700*time.Millisecond, func(i int) bool {
			k := keys[i%crashKeys]
			resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "Authorization: Bearer "+string(k.secret))
			switch {
			case resp.status == 200:
				k.answered.Add(1)
				return true
			case resp.status == 429 && resp.code() == tools.CodeQuotaExceeded:
			case resp.status == 0: // the server is gone
			default:
				t.Errorf("call: %s", resp)
			}
			return false
		})
	}
	for _, k := range keys {
		if k.answered.Load() == 0 {
			t.Fatalf("a key got no answer before the crashes: the load did not run")
		}
	}

	// Restarted: the records are read back, then each key is called until
	// its quota is used up.
	r := startReplica(t, "server after the crashes", settings)
	st := open(t)
	ctx := context.Background()
	list, err := st.ListKeys(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{} // hash -> ID
	used := map[string]int64{}
	for _, k := range list {
		ids[k.Hash], used[k.ID] = k.ID, k.Used
	}
	var unanswered int64
	for i, k := range keys {
		k.id = ids[payments.HashKey(k.secret)]
		u, err := st.Usage(ctx, k.id)
		if err != nil {
			t.Fatal(err)
		}
		recorded, answered := sum(u), k.answered.Load()
		t.Logf("key %d: %d answered, %d recorded, used %d", i, answered, recorded, used[k.id])
		if recorded < answered {
			t.Errorf("key %d: %d calls answered 200 but %d recorded: an answered call lost its record", i, answered, recorded)
		}
		if recorded > answered+crashCallers*crashes {
			t.Errorf("key %d: %d recorded for %d answered: more unanswered calls than were in flight (%d per crash)",
				i, recorded, answered, crashCallers)
		}
		unanswered += recorded - answered
		if used[k.id] != recorded {
			t.Errorf("key %d: used %d, recorded %d: reservations of unfinished calls were not released", i, used[k.id], recorded)
		}
		auth := "Authorization: Bearer " + string(k.secret)
		var more int64
		for {
			resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, auth)
			if resp.status == 429 && resp.code() == tools.CodeQuotaExceeded {
				break
			}
			if resp.status != 200 {
				t.Fatalf("key %d after restart: %s", i, resp)
			}
			more++
		}
		if recorded+more != crashQuota {
			t.Errorf("key %d: %d recorded before and %d served after the restart, want %d in all (the quota)", i, recorded, more, crashQuota)
		}
	}
	t.Logf("%d calls recorded without an answer over %d kills, with %d calls in flight at each", unanswered, crashes, crashKeys*crashCallers)
	if unanswered > crashKeys*crashCallers*crashes {
		t.Errorf("%d calls recorded without an answer, want at most the %d in flight per crash", unanswered, crashKeys*crashCallers)
	}
}
