package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pqs-dev/pqs/internal/tick"
	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/payments"
)

var _ metering.SharedStore = (*DB)(nil)

// bootLockClass is the first key of the advisory locks that mark a
// process's boot ID live ("pqsb"); the boot ID is the second.
const bootLockClass int32 = 0x70717362

// KeysVersion counts the keys, the revoked ones and the keys' revisions.
func (db *DB) KeysVersion(ctx context.Context) (metering.Version, error) {
	var v metering.Version
	if err := db.pool.QueryRow(ctx, `SELECT count(*), count(revoked_at), COALESCE(sum(revision), 0)::bigint FROM api_keys`).Scan(&v.Keys, &v.Revoked, &v.Revisions); err != nil {
		return v, fmt.Errorf("postgres: keys version: %w", err)
	}
	return v, nil
}

const (
	insertUsageSQL = `INSERT INTO key_usage (key_id, route, at, calls)
		SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::bigint[])`
	// recordKeySQL counts a key's recorded calls and gives back its
	// reservations, as many as its boot's row still holds: a sweep that
	// released them already (the boot was thought dead) left none. It
	// locks the key's row first, and releaseKeySQL the reservation row
	// after: every transaction takes them in that order, or two of them
	// (a group commit and a reservation, say) could deadlock.
	recordKeySQL = `UPDATE api_keys SET used = used + $2,
			reserved = reserved - COALESCE((SELECT LEAST(n, $3) FROM key_reservations WHERE boot = $4 AND key_id = $1), 0)
		WHERE id = $1`
	releaseKeySQL = `UPDATE key_reservations SET n = GREATEST(n - $3, 0) WHERE boot = $1 AND key_id = $2`
)

// RecordCalls records b in one transaction, sent in one round trip: a
// usage record per key and route, then each key's counts, in key order so that replicas
// writing the same keys never deadlock.
func (db *DB) RecordCalls(ctx context.Context, b metering.Batch) error {
	if len(b.Calls) == 0 && len(b.Released) == 0 {
		return nil
	}
	rows := b.Rows()
	used := make(map[string]int64, 1)
	ids := make([]string, len(rows))
	routes := make([]string, len(rows))
	ats := make([]time.Time, len(rows))
	calls := make([]int64, len(rows))
	for i, r := range rows {
		ids[i], routes[i], ats[i], calls[i] = r.KeyID, r.Route, r.At.UTC(), r.Calls
		used[r.KeyID] += r.Calls
	}
	keys := make([]string, 0, len(used)+len(b.Released))
	for id := range used {
		keys = append(keys, id)
	}
	for id := range b.Released {
		if _, ok := used[id]; !ok {
			keys = append(keys, id)
		}
	}
	slices.Sort(keys)
	batch := &pgx.Batch{}
	if len(ids) > 0 {
		batch.Queue(insertUsageSQL, ids, routes, ats, calls)
	}
	for _, id := range keys {
		batch.Queue(recordKeySQL, id, used[id], b.Released[id], b.Boot)
		if n := b.Released[id]; n > 0 {
			batch.Queue(releaseKeySQL, b.Boot, id, n)
		}
	}
	// A batch without BEGIN runs as one implicit transaction.
	if err := db.pool.SendBatch(ctx, batch).Close(); err != nil {
		return fmt.Errorf("postgres: record calls: %w", err)
	}
	return nil
}

// reserveSQL grants up to $2 calls of key $1 to boot $3: it locks the
// key's row, so concurrent reservations of one key (any replica) are
// decided one after the other on its latest counts.
const reserveSQL = `WITH k AS (
		SELECT id, revoked_at IS NOT NULL AS revoked,
			CASE WHEN revoked_at IS NOT NULL THEN 0
				WHEN quota = 0 THEN $2::bigint
				ELSE LEAST($2::bigint, GREATEST(quota - used - reserved, 0)) END AS g
		FROM api_keys WHERE id = $1 FOR UPDATE),
	u AS (UPDATE api_keys a SET reserved = a.reserved + k.g FROM k WHERE a.id = k.id AND k.g > 0),
	r AS (INSERT INTO key_reservations (boot, key_id, n) SELECT $3, k.id, k.g FROM k WHERE k.g > 0
		ON CONFLICT (boot, key_id) DO UPDATE SET n = key_reservations.n + EXCLUDED.n)
	SELECT g, revoked FROM k`

// ReserveCalls decides asks in one transaction, sent in one round trip.
// A reservation needs no disk flush: if the server crashes before a later
// commit flushes it, the call it was for was not answered either (its
// usage commit would have flushed it).
func (db *DB) ReserveCalls(ctx context.Context, boot int64, asks []metering.Ask) error {
	order := make([]int, len(asks))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmpString(asks[a].KeyID, asks[b].KeyID) })
	batch := &pgx.Batch{}
	batch.Queue("BEGIN")
	batch.Queue("SET LOCAL synchronous_commit = off")
	for _, i := range order {
		batch.Queue(reserveSQL, asks[i].KeyID, asks[i].N, boot)
	}
	batch.Queue("COMMIT")
	br := db.pool.SendBatch(ctx, batch)
	err := func() error {
		for range 2 {
			if _, err := br.Exec(); err != nil {
				return err
			}
		}
		for _, i := range order {
			a := &asks[i]
			var revoked bool
			a.Granted, a.Err = 0, nil
			err := br.QueryRow().Scan(&a.Granted, &revoked)
			switch {
			case errors.Is(err, pgx.ErrNoRows):
				a.Err = payments.ErrKeyNotFound
			case err != nil:
				return err
			case revoked:
				a.Err = payments.ErrKeyRevoked
			case a.Granted < a.N:
				a.Err = payments.ErrQuotaExceeded
			}
		}
		_, err := br.Exec()
		return err
	}()
	if cerr := br.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("postgres: reserve calls: %w", err)
	}
	return nil
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// HoldBoot holds boot's advisory lock on a connection of its own for as
// long as the process lives: PostgreSQL drops it when the connection
// ends, so a process killed by any means stops holding it. If the
// connection breaks while the process lives, it is reopened and the lock
// taken again.
func (db *DB) HoldBoot(ctx context.Context, boot int64) (func(), error) {
	conn, err := db.lockBoot(ctx, boot)
	if err != nil {
		return nil, err
	}
	h := &bootHold{db: db, boot: boot, conn: conn, stop: make(chan struct{}), done: make(chan struct{})}
	go h.watch()
	return h.release, nil
}

func (db *DB) lockBoot(ctx context.Context, boot int64) (*pgx.Conn, error) {
	conn, err := pgx.ConnectConfig(ctx, db.pool.Config().ConnConfig.Copy())
	if err != nil {
		return nil, fmt.Errorf("postgres: boot lock connection: %w", err)
	}
	var ok bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1, $2)`, bootLockClass, int32(boot)).Scan(&ok); err != nil {
		conn.Close(ctx)
		return nil, fmt.Errorf("postgres: boot lock: %w", err)
	}
	if !ok {
		conn.Close(ctx)
		return nil, metering.ErrBootTaken
	}
	return conn, nil
}

type bootHold struct {
	db   *DB
	boot int64
	mu   sync.Mutex
	conn *pgx.Conn
	stop chan struct{}
	done chan struct{}
	once sync.Once
}

// bootWatch is how often the lock's connection is checked.
const bootWatch = 2 * time.Second

func (h *bootHold) watch() {
	defer close(h.done)
	tick.Every(bootWatch, h.stop, h.check)
}

// check pings the lock's connection and, when that fails, takes the lock
// again on a new one.
func (h *bootHold) check() {
	ctx, cancel := context.WithTimeout(context.Background(), bootWatch)
	h.mu.Lock()
	err := h.conn.Ping(ctx)
	if err != nil {
		h.conn.Close(ctx)
		var conn *pgx.Conn
		if conn, err = h.db.lockBoot(ctx, h.boot); err == nil {
			h.conn = conn
		}
	}
	h.mu.Unlock()
	cancel()
	if err != nil {
		h.db.log.Error("postgres: boot lock lost; other replicas may release this process's quota reservations",
			"boot", h.boot, "err", err)
	}
}

// release gives back the boot's reservations that are left (none after a
// clean shutdown) and drops the lock.
func (h *bootHold) release() {
	h.once.Do(func() {
		close(h.stop)
		<-h.done
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := h.db.releaseBoot(ctx, h.boot, false); err != nil {
			h.db.log.Error("postgres: release this process's quota reservations", "boot", h.boot, "err", err)
		}
		h.mu.Lock()
		h.conn.Close(ctx)
		h.mu.Unlock()
	})
}

// ReleaseDead releases the reservations of every boot but live whose lock
// nobody holds.
func (db *DB) ReleaseDead(ctx context.Context, live int64) (int64, error) {
	rows, err := db.pool.Query(ctx, `SELECT DISTINCT boot FROM key_reservations WHERE boot <> $1`, live)
	if err != nil {
		return 0, fmt.Errorf("postgres: release dead boots: %w", err)
	}
	boots, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return 0, fmt.Errorf("postgres: release dead boots: %w", err)
	}
	var total int64
	for _, b := range boots {
		n, err := db.releaseBoot(ctx, b, true)
		if err != nil {
			return total, err
		}
		total += n
	}
	return total, nil
}

// releaseBoot gives back boot's reservations; if dead is set, only when
// no process holds boot's lock.
func (db *DB) releaseBoot(ctx context.Context, boot int64, dead bool) (int64, error) {
	var total int64
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		if dead {
			var free bool
			if err := tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock($1, $2)`, bootLockClass, int32(boot)).Scan(&free); err != nil {
				return err
			}
			if !free {
				return nil // alive
			}
		}
		rows, err := tx.Query(ctx, `SELECT key_id, n FROM key_reservations WHERE boot = $1 AND n > 0 ORDER BY key_id`, boot)
		if err != nil {
			return err
		}
		type held struct {
			id string
			n  int64
		}
		hs, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (held, error) {
			var h held
			return h, r.Scan(&h.id, &h.n)
		})
		if err != nil {
			return err
		}
		for _, h := range hs {
			if _, err := tx.Exec(ctx, `UPDATE api_keys SET reserved = GREATEST(reserved - $2, 0) WHERE id = $1`, h.id, h.n); err != nil {
				return err
			}
			total += h.n
		}
		_, err = tx.Exec(ctx, `DELETE FROM key_reservations WHERE boot = $1`, boot)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("postgres: release reservations of boot %d: %w", boot, err)
	}
	return total, nil
}
