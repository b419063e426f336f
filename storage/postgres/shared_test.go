package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/metering/meteringtest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/storagetest"
)

// replicas opens n stores on one schema, each with its own meter: n
// replicas of the service as far as metering goes.
func replicas(t *testing.T, url string, n int) []*metering.Meter {
	t.Helper()
	ms := make([]*metering.Meter, n)
	for i := range ms {
		ms[i] = meteringtest.Start(t, postgrestest.Open(t, url), metering.Config{Refresh: 20 * time.Millisecond})
	}
	return ms
}

func createKey(t *testing.T, url string, quota int64) (payments.Secret, payments.Key) {
	t.Helper()
	secret, k, err := payments.NewKey("shared", quota, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if err := postgrestest.Open(t, url).CreateKey(context.Background(), k); err != nil {
		t.Fatal(err)
	}
	return secret, k
}

// TestSharedMeteringUnderLoad runs calls (reserve, then record) on two
// replicas at once, as under load, where reservations, group commits and
// the two replicas all contend for one key's rows: none may fail (a
// deadlock did, once), and the counts must add up.
func TestSharedMeteringUnderLoad(t *testing.T) {
	ctx := context.Background()
	url := postgrestest.NewSchema(t)
	secret, k := createKey(t, url, 1<<30)
	ms := replicas(t, url, 2)
	const callers, calls = 32, 25
	var wg sync.WaitGroup
	for i := range callers {
		m := ms[i%len(ms)]
		wg.Go(func() {
			for j := range calls {
				c, err := m.Begin(ctx, secret)
				if err != nil {
					t.Errorf("Begin: %v", err)
					return
				}
				if j%5 == 4 {
					m.Cancel(ctx, c) // a failed call now and then
					continue
				}
				if err := m.Commit(ctx, c, "/api/score"); err != nil {
					t.Errorf("Commit: %v", err)
					return
				}
			}
		})
	}
	wg.Wait()
	want := int64(callers * calls * 4 / 5)
	db := postgrestest.Open(t, url)
	u, err := db.Usage(ctx, k.ID)
	if err != nil || u["/api/score"] != want {
		t.Errorf("usage %v, %v; want %d", u, err, want)
	}
	got, err := db.KeyByHash(ctx, k.Hash)
	if err != nil || got.Used != want {
		t.Errorf("used %d, %v; want %d", got.Used, err, want)
	}
	// Cancels are given back in the writers' next transaction, or at Close.
	for _, m := range ms {
		m.Close()
	}
	var reserved int64
	if err := pgConn(t, url).QueryRow(ctx, `SELECT reserved FROM api_keys WHERE id = $1`, k.ID).Scan(&reserved); err != nil || reserved != 0 {
		t.Errorf("reserved after every call ended = %d, %v; want 0", reserved, err)
	}
}

// TestSharedQuota: 100 calls at once over two replicas on a quota of 37.
func TestSharedQuota(t *testing.T) {
	ctx := context.Background()
	url := postgrestest.NewSchema(t)
	const quota, calls = 37, 100
	secret, k := createKey(t, url, quota)
	ms := replicas(t, url, 2)
	in, over, other := storagetest.Race(calls, payments.ErrQuotaExceeded, func(i int) (struct{}, error) {
		m := ms[i%2]
		c, err := m.Begin(ctx, secret)
		if err != nil {
			return struct{}{}, err
		}
		if err := m.Commit(ctx, c, "/api/score"); err != nil {
			return struct{}{}, fmt.Errorf("Commit: %w", err)
		}
		return struct{}{}, nil
	})
	for _, err := range other {
		t.Errorf("Begin or Commit: %v", err)
	}
	if len(in) != quota || over != calls-quota {
		t.Errorf("%d calls over 2 replicas on quota %d: %d served, %d over quota; want %d, %d", calls, quota, len(in), over, quota, calls-quota)
	}
	if got, err := postgrestest.Open(t, url).KeyByHash(ctx, k.Hash); err != nil || got.Used != quota {
		t.Errorf("used %d, %v; want %d", got.Used, err, quota)
	}
}

// TestDeadBootReleased: a process that reserved calls and died without
// finishing them (its lock connection gone) leaves reservations that the
// next process releases when it starts.
func TestDeadBootReleased(t *testing.T) {
	ctx := context.Background()
	url := postgrestest.NewSchema(t)
	const quota = 5
	secret, k := createKey(t, url, quota)

	// The process that dies: it holds its boot lock on a connection of
	// its own, as a serving process does, and reserves 3 calls.
	const boot = 424242
	conn := pgConn(t, url)
	var locked bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1, $2)`, int32(0x70717362), int32(boot)).Scan(&locked); err != nil || !locked {
		t.Fatalf("boot lock: %v, %v", locked, err)
	}
	asks := []metering.Ask{{KeyID: k.ID, N: 3}}
	if err := postgrestest.Open(t, url).ReserveCalls(ctx, boot, asks); err != nil || asks[0].Granted != 3 {
		t.Fatalf("ReserveCalls = %v, granted %d; want 3", err, asks[0].Granted)
	}

	// While it lives, its reservations count: a replica gets the 2 left.
	live := replicas(t, url, 1)[0]
	for i := range 3 {
		c, err := live.Begin(ctx, secret)
		if i == 2 {
			if !errors.Is(err, payments.ErrQuotaExceeded) {
				t.Fatalf("Begin 3 while the other process lives = %v, want ErrQuotaExceeded", err)
			}
			break
		}
		if err != nil {
			t.Fatalf("Begin %d: %v", i+1, err)
		}
		defer live.Cancel(ctx, c)
	}
	if n, err := postgrestest.Open(t, url).ReleaseDead(ctx, live.Boot()); err != nil || n != 0 {
		t.Errorf("ReleaseDead while it lives = %d, %v; want 0", n, err)
	}

	// It dies: its connection, and with it the lock, is gone. The next
	// process to start releases its 3 reservations.
	conn.Close(ctx)
	next := replicas(t, url, 1)[0]
	for i := range 3 {
		c, err := next.Begin(ctx, secret)
		if err != nil {
			t.Fatalf("Begin %d after the other process died: %v", i+1, err)
		}
		defer next.Cancel(ctx, c)
	}
}

func pgConn(t *testing.T, url string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

// TestOrphanedPaymentsLiveBoot: an unsettled reservation is an orphan only
// once no process holds its boot: another replica's calls in flight are
// left to it.
func TestOrphanedPaymentsLiveBoot(t *testing.T) {
	ctx := context.Background()
	url := postgrestest.NewSchema(t)
	db := postgrestest.Open(t, url)
	const held, gone = 1101, 1102
	release, err := postgrestest.Open(t, url).HoldBoot(ctx, held)
	if err != nil {
		t.Fatal(err)
	}
	for i, boot := range []int64{held, gone} {
		p := payments.Payment{Payer: "0xdddd000000000000000000000000000000000001", Nonce: fmt.Sprintf("0x%064x", i+1),
			Network: "eip155:8453", Asset: "0xa", Amount: "25000", Operation: "score", Version: 2,
			CreatedAt: time.Now().Add(-time.Hour), Boot: boot}
		if err := db.ReservePayment(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	boots := func() []int64 {
		t.Helper()
		ps, err := db.OrphanedPayments(ctx, 0, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		var bs []int64
		for _, p := range ps {
			bs = append(bs, p.Boot)
		}
		return bs
	}
	if got := boots(); len(got) != 1 || got[0] != gone {
		t.Errorf("orphans' boots with %d held: %v, want [%d]", held, got, gone)
	}
	release()
	// The server drops the lock when the session's backend exits, a moment
	// after the connection closes.
	if msg, _ := storagetest.Eventually(5*time.Second, func() string {
		if got := boots(); len(got) != 2 {
			return fmt.Sprint(got)
		}
		return ""
	}); msg != "" {
		t.Errorf("orphans' boots with none held: %s, want both", msg)
	}
}
