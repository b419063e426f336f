package metering

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pqs-dev/pqs/internal/tick"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/ratelimit"
)

// Store is what a Meter keeps keys and usage in.
type Store interface {
	// ListKeys returns every key, Used included.
	ListKeys(ctx context.Context) ([]payments.Key, error)
	// KeyByHash returns the key with that hash; payments.ErrKeyNotFound if
	// there is none.
	KeyByHash(ctx context.Context, hash string) (payments.Key, error)
	// KeysVersion changes whenever a key is created, revoked or given a
	// new quota.
	KeysVersion(ctx context.Context) (Version, error)
	// RecordCalls makes b durable in one transaction.
	RecordCalls(ctx context.Context, b Batch) error
}

// SharedStore is a Store that several processes serve at once: quota
// reservations are then decided by the store, and recorded under the boot
// ID of the process that holds them, so that they can be released when it
// dies.
type SharedStore interface {
	Store
	// HoldBoot marks boot as live until release is called or the process
	// ends. ErrBootTaken means another process holds that boot ID.
	HoldBoot(ctx context.Context, boot int64) (release func(), err error)
	// ReserveCalls decides asks in one transaction: for each, it grants up
	// to N calls of the key against its quota, recorded under boot, and
	// sets Granted, and Err when it grants fewer than N.
	ReserveCalls(ctx context.Context, boot int64, asks []Ask) error
	// ReleaseDead releases the reservations of the boots other than live
	// that are no longer held, and returns how many it released.
	ReleaseDead(ctx context.Context, live int64) (int64, error)
}

// ErrBootTaken is returned by SharedStore.HoldBoot for a boot ID that a
// live process holds.
var ErrBootTaken = errors.New("boot ID held by another process")

// Version identifies the state of the key table: keys are never deleted,
// a revocation is final and a key's revision only grows, so the counts
// change with every create, revoke and quota change.
type Version struct {
	Keys, Revoked int64
	Revisions     int64 // the sum of the keys' revisions
}

// Call is one served call to record.
type Call struct {
	KeyID string
	Route string
	At    time.Time
}

// Batch is what one transaction makes durable. A store keeps its calls as
// Rows: one record per key and route.
type Batch struct {
	// Boot is the process whose reservations Released gives back (shared
	// stores only).
	Boot  int64
	Calls []Call
	// Released counts, by key ID, the quota reservations the batch gives
	// back: those of its calls, which are now counted as used, and those
	// of calls whose work failed. Always empty for a store that is not
	// shared.
	Released map[string]int64
}

// Row is a usage record: Calls calls of KeyID on Route, recorded by one
// transaction, the last one at At.
type Row struct {
	KeyID string
	Route string
	Calls int64
	At    time.Time
}

// Rows returns b's calls as one record per key and route, in the order of
// their first call.
func (b Batch) Rows() []Row {
	type kr struct{ key, route string }
	index := make(map[kr]int, 2)
	var rows []Row
	for _, c := range b.Calls {
		i, ok := index[kr{c.KeyID, c.Route}]
		if !ok {
			i = len(rows)
			index[kr{c.KeyID, c.Route}] = i
			rows = append(rows, Row{KeyID: c.KeyID, Route: c.Route})
		}
		rows[i].Calls++
		if c.At.After(rows[i].At) {
			rows[i].At = c.At
		}
	}
	return rows
}

// Ask asks a SharedStore for N calls of a key.
type Ask struct {
	KeyID   string
	N       int64
	Granted int64 // set by ReserveCalls
	// Err says why fewer than N were granted: payments.ErrQuotaExceeded,
	// ErrKeyRevoked or ErrKeyNotFound.
	Err error
}

// Config configures a Meter. Zero values mean the documented defaults.
type Config struct {
	// Refresh is how often the key table is checked for changes (default
	// 250 ms): a revocation takes effect within that, plus one query.
	Refresh time.Duration
	// Sweep is how often a shared store's dead boots are released
	// (default 5 s; also once at start-up).
	Sweep time.Duration
	// MaxBatch bounds the calls of one transaction (default 1024).
	MaxBatch int
	// Timeout bounds one store transaction (default 30 s).
	Timeout time.Duration
	// MissLimit bounds, per client and per second, the store lookups of
	// keys not in memory (default 10; BeginFrom). Past it such a key is
	// refused unlooked-up: a key created since the last refresh is found
	// by the next one. The meter allows ten times as many in all.
	MissLimit int
	// GroupDelay bounds how long a transaction waits for more calls
	// (negative: never). Under load a short wait buys larger groups for
	// less CPU; at low rates, or when every caller is already in the
	// group, nothing waits (see gatherer). The default is 2 ms for a store
	// this process writes itself (SQLite, where a transaction costs our
	// CPU), and none for a shared store: a database server's transactions
	// cost its CPU, and waiting would only add latency.
	GroupDelay time.Duration
	Now        func() time.Time
	Logger     *slog.Logger
}

// Meter checks API keys and meters their calls. It implements
// payments.KeyMeter.
type Meter struct {
	store  Store
	shared SharedStore // nil: this process alone serves the store
	cfg    Config
	boot   int64

	table   atomic.Pointer[keyTable]
	mu      sync.Mutex // serializes table changes and guards missing, version, flights
	missing map[[32]byte]time.Time
	version Version
	flights map[[32]byte]*flight // store lookups under way, by hash

	// misses and allMisses bound store lookups of unknown keys, per
	// client and in all.
	misses, allMisses *ratelimit.Memory

	calls   chan *pending // to the writer
	asks    chan *ask     // to the reserver (shared stores)
	pending sync.Pool     // of *pending, channel included, for Commit
	// begun counts the calls that got in; inflight those not yet
	// committed or cancelled. The writer reads them to decide how long
	// to wait for more calls.
	begun, inflight atomic.Int64

	stop        chan struct{}
	wg          sync.WaitGroup
	closeOnce   sync.Once
	releaseBoot func()
}

var _ payments.KeyMeter = (*Meter)(nil)

// A flight is a store lookup of one hash that concurrent calls with the
// same key wait for, so that a key used by many calls at once costs one
// lookup, not one each against the caller's budget of misses.
type flight struct {
	done chan struct{}
	k    *keyState
	err  error
}

// keyTable is an immutable snapshot of the keys; changes replace it.
type keyTable struct {
	byHash map[[32]byte]*keyState
	byID   map[string]*keyState
}

// keyState is one key. Its quota book (used, inflight) is kept only when
// the store is not shared.
type keyState struct {
	id      string
	hash    [32]byte
	quota   atomic.Int64
	revoked atomic.Bool

	mu       sync.Mutex
	used     int64 // calls recorded
	inflight int64 // calls reserved, not yet recorded or cancelled
}

// pending is a call waiting for its record, or (done == nil) a
// reservation to give back.
type pending struct {
	key      *keyState
	route    string
	at       time.Time
	reserved bool
	done     chan error
}

type ask struct {
	key  *keyState
	done chan error
}

// missingTTL is how long a hash found in no key is answered from memory.
const missingTTL = time.Second

// maxMissing bounds the memory of hashes found in no key.
const maxMissing = 4096

// Start loads the keys and starts the meter's goroutines: the writer, the
// key table refresh and, for a SharedStore, the reserver and the sweeper of
// dead boots. Close stops them.
func Start(ctx context.Context, store Store, cfg Config) (*Meter, error) {
	if cfg.Refresh <= 0 {
		cfg.Refresh = 250 * time.Millisecond
	}
	if cfg.Sweep <= 0 {
		cfg.Sweep = 5 * time.Second
	}
	if cfg.MaxBatch <= 0 {
		cfg.MaxBatch = 1024
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	if _, shared := store.(SharedStore); cfg.GroupDelay == 0 && !shared {
		cfg.GroupDelay = 2 * time.Millisecond
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.MissLimit <= 0 {
		cfg.MissLimit = 10
	}
	m := &Meter{
		store:     store,
		cfg:       cfg,
		misses:    ratelimit.NewMemory(cfg.MissLimit, time.Second, cfg.Now),
		allMisses: ratelimit.NewMemory(10*cfg.MissLimit, time.Second, cfg.Now),
		missing:   make(map[[32]byte]time.Time),
		flights:   make(map[[32]byte]*flight),
		calls:     make(chan *pending, cfg.MaxBatch),
		asks:      make(chan *ask, cfg.MaxBatch),
		stop:      make(chan struct{}),
	}
	m.pending.New = func() any { return &pending{done: make(chan error, 1)} }
	m.table.Store(&keyTable{byHash: map[[32]byte]*keyState{}, byID: map[string]*keyState{}})
	if s, ok := store.(SharedStore); ok {
		m.shared = s
		if err := m.holdBoot(ctx); err != nil {
			return nil, err
		}
		// Calls a crashed process reserved and never finished count
		// against their keys until released: do it before serving.
		if n, err := s.ReleaseDead(ctx, m.boot); err != nil {
			m.releaseBoot()
			return nil, fmt.Errorf("metering: release reservations of dead processes: %w", err)
		} else if n > 0 {
			cfg.Logger.InfoContext(ctx, "released quota reservations of stopped processes", "calls", n)
		}
	}
	if err := m.reload(ctx); err != nil {
		if m.releaseBoot != nil {
			m.releaseBoot()
		}
		return nil, err
	}
	m.wg.Add(2)
	go m.writeLoop()
	go m.refreshLoop()
	if m.shared != nil {
		m.wg.Add(2)
		go m.reserveLoop()
		go m.sweepLoop()
	}
	return m, nil
}

func (m *Meter) holdBoot(ctx context.Context) error {
	for range 8 {
		var b [4]byte
		if _, err := rand.Read(b[:]); err != nil {
			return fmt.Errorf("metering: boot ID: %w", err)
		}
		// 31 bits: the store may keep it in a 32-bit lock key.
		boot := int64(binary.BigEndian.Uint32(b[:])&0x7fffffff) | 1
		release, err := m.shared.HoldBoot(ctx, boot)
		if errors.Is(err, ErrBootTaken) {
			continue
		}
		if err != nil {
			return fmt.Errorf("metering: hold boot ID: %w", err)
		}
		m.boot, m.releaseBoot = boot, release
		return nil
	}
	return errors.New("metering: no free boot ID")
}

// Boot returns the meter's boot ID (0 unless the store is shared).
func (m *Meter) Boot() int64 { return m.boot }

// Close records what is pending, stops the goroutines and, for a shared
// store, gives up the boot ID. Calls in flight must have finished.
func (m *Meter) Close() error {
	m.closeOnce.Do(func() {
		close(m.stop)
		m.wg.Wait()
		if m.releaseBoot != nil {
			m.releaseBoot()
		}
	})
	return nil
}

// Begin finds the key of s in memory and reserves one call of it.
func (m *Meter) Begin(ctx context.Context, s payments.Secret) (payments.KeyCall, error) {
	return m.BeginFrom(ctx, "", s)
}

// BeginFrom is Begin for a call from client: a key not in memory is looked
// up in the store within the client's share of MissLimit ("": no share of
// its own, the limit in all still applies).
func (m *Meter) BeginFrom(ctx context.Context, client string, s payments.Secret) (payments.KeyCall, error) {
	if !payments.WellFormed(s) {
		return payments.KeyCall{}, payments.ErrKeyNotFound
	}
	h := sha256.Sum256([]byte(s))
	k, err := m.lookup(ctx, client, h)
	if err != nil {
		return payments.KeyCall{}, err
	}
	// The map found the key by its hash; the last word is a constant-time
	// comparison, whatever the lookup did.
	if subtle.ConstantTimeCompare(k.hash[:], h[:]) != 1 {
		return payments.KeyCall{}, payments.ErrKeyNotFound
	}
	if k.revoked.Load() {
		return payments.KeyCall{}, payments.ErrKeyRevoked
	}
	c := payments.KeyCall{KeyID: k.id}
	quota := k.quota.Load()
	if quota == 0 {
		m.began()
		return c, nil // unlimited: nothing to reserve
	}
	if m.shared != nil {
		if err := m.reserve(ctx, k); err != nil {
			return payments.KeyCall{}, err
		}
	} else {
		k.mu.Lock()
		if k.used+k.inflight >= quota {
			k.mu.Unlock()
			return payments.KeyCall{}, payments.ErrQuotaExceeded
		}
		k.inflight++
		k.mu.Unlock()
	}
	c.Reserved = true
	m.began()
	return c, nil
}

// began counts a call that got in: the writer waits for such calls.
func (m *Meter) began() {
	m.begun.Add(1)
	m.inflight.Add(1)
}

// Commit records the call of c on route and returns once the record is
// durable. On an error the call is not charged (its reservation is given
// back), unless the error is ctx's own after the record was queued: then
// the record may still be written.
func (m *Meter) Commit(ctx context.Context, c payments.KeyCall, route string) error {
	defer m.inflight.Add(-1)
	k := m.table.Load().byID[c.KeyID]
	if k == nil {
		return fmt.Errorf("metering: commit: %w", payments.ErrKeyNotFound)
	}
	p := m.pending.Get().(*pending)
	p.key, p.route, p.at, p.reserved = k, route, m.cfg.Now().UTC(), c.Reserved
	select {
	case m.calls <- p:
	case <-ctx.Done():
		m.release(k, c)
		return fmt.Errorf("metering: commit: %w", ctx.Err())
	case <-m.stop:
		m.release(k, c)
		return errors.New("metering: commit: meter closed")
	}
	select {
	case err := <-p.done:
		p.key = nil
		m.pending.Put(p)
		return err
	case <-ctx.Done():
		return fmt.Errorf("metering: commit: %w", ctx.Err()) // p stays the writer's
	}
}

// Cancel gives back the reservation of c: the call is not charged.
func (m *Meter) Cancel(ctx context.Context, c payments.KeyCall) {
	m.inflight.Add(-1)
	if k := m.table.Load().byID[c.KeyID]; k != nil {
		m.release(k, c)
	}
}

// release gives back c's reservation, if it holds one.
func (m *Meter) release(k *keyState, c payments.KeyCall) {
	if !c.Reserved {
		return
	}
	if m.shared == nil {
		k.mu.Lock()
		k.inflight--
		k.mu.Unlock()
		return
	}
	// Given back in the next transaction; nobody waits for it.
	select {
	case m.calls <- &pending{key: k, reserved: true}:
	case <-m.stop:
	}
}

// lookup returns the key with hash h, from memory or, for a key created
// since the last reload, from the store.
func (m *Meter) lookup(ctx context.Context, client string, h [32]byte) (*keyState, error) {
	if k := m.table.Load().byHash[h]; k != nil {
		return k, nil
	}
	m.mu.Lock()
	if at, ok := m.missing[h]; ok && m.cfg.Now().Sub(at) < missingTTL {
		m.mu.Unlock()
		return nil, payments.ErrKeyNotFound
	}
	if f := m.flights[h]; f != nil {
		m.mu.Unlock()
		select {
		case <-f.done:
			if errors.Is(f.err, errOverBudget) || errors.Is(f.err, context.Canceled) || errors.Is(f.err, context.DeadlineExceeded) {
				// What stopped the caller who looked (its budget, its
				// deadline) is not this caller's.
				return m.lookup(ctx, client, h)
			}
			return f.k, f.err
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	f := &flight{done: make(chan struct{})}
	m.flights[h] = f
	m.mu.Unlock()
	defer func() {
		m.mu.Lock()
		delete(m.flights, h)
		m.mu.Unlock()
		close(f.done)
	}()
	f.k, f.err = m.fetch(ctx, client, h)
	if errors.Is(f.err, errOverBudget) {
		return nil, payments.ErrKeyNotFound
	}
	return f.k, f.err
}

// errOverBudget is fetch's refusal of a lookup over the budgets of misses.
var errOverBudget = errors.New("metering: over the budget of unknown keys")

// fetch looks up the key with hash h in the store, within the budgets of
// misses, and adds it to the table.
func (m *Meter) fetch(ctx context.Context, client string, h [32]byte) (*keyState, error) {
	// Unknown keys cost the store a query each: a caller that makes them
	// up must not turn into a database load.
	if client != "" {
		if d, _ := m.misses.Allow(ctx, client); !d.Allowed {
			return nil, errOverBudget
		}
	}
	if d, _ := m.allMisses.Allow(ctx, ""); !d.Allowed {
		return nil, errOverBudget
	}
	key, err := m.store.KeyByHash(ctx, hex.EncodeToString(h[:]))
	if errors.Is(err, payments.ErrKeyNotFound) {
		m.mu.Lock()
		if len(m.missing) >= maxMissing {
			clear(m.missing)
		}
		m.missing[h] = m.cfg.Now()
		m.mu.Unlock()
		return nil, payments.ErrKeyNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("metering: look up key: %w", err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	t := m.table.Load()
	if k := t.byID[key.ID]; k != nil {
		return k, nil // added meanwhile
	}
	k, err := newKeyState(key)
	if err != nil {
		return nil, err
	}
	n := &keyTable{byHash: make(map[[32]byte]*keyState, len(t.byHash)+1), byID: make(map[string]*keyState, len(t.byID)+1)}
	for h, v := range t.byHash {
		n.byHash[h] = v
	}
	for id, v := range t.byID {
		n.byID[id] = v
	}
	n.byHash[k.hash], n.byID[k.id] = k, k
	m.table.Store(n)
	return k, nil
}

func newKeyState(k payments.Key) (*keyState, error) {
	s := &keyState{id: k.ID, used: k.Used}
	if n, err := hex.Decode(s.hash[:], []byte(k.Hash)); err != nil || n != len(s.hash) {
		return nil, fmt.Errorf("metering: key %s: stored hash is not 32 bytes of hex", k.ID)
	}
	s.quota.Store(k.Quota)
	s.revoked.Store(k.Revoked())
	return s, nil
}

// reload replaces the key table with the store's, keeping the quota book
// of the keys it already had: in memory, it is ahead of the store.
func (m *Meter) reload(ctx context.Context) error {
	v, err := m.store.KeysVersion(ctx)
	if err != nil {
		return fmt.Errorf("metering: keys version: %w", err)
	}
	keys, err := m.store.ListKeys(ctx)
	if err != nil {
		return fmt.Errorf("metering: load keys: %w", err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	old := m.table.Load()
	n := &keyTable{byHash: make(map[[32]byte]*keyState, len(keys)), byID: make(map[string]*keyState, len(keys))}
	for _, key := range keys {
		k := old.byID[key.ID]
		if k == nil {
			if k, err = newKeyState(key); err != nil {
				return err
			}
		} else {
			k.quota.Store(key.Quota)
			k.revoked.Store(key.Revoked())
		}
		n.byHash[k.hash], n.byID[k.id] = k, k
	}
	m.table.Store(n)
	m.version = v
	return nil
}

// refreshLoop reloads the key table when the store's keys change.
func (m *Meter) refreshLoop() {
	failing := false
	m.every(m.cfg.Refresh, func(ctx context.Context) {
		v, err := m.store.KeysVersion(ctx)
		m.mu.Lock()
		same := v == m.version
		m.mu.Unlock()
		if err == nil && !same {
			err = m.reload(ctx)
		}
		// Log a failure once, not four times a second.
		if err != nil && !failing {
			m.cfg.Logger.Error("metering: refresh keys; serving the keys in memory", "err", err)
		} else if err == nil && failing {
			m.cfg.Logger.Info("metering: keys refreshed again")
		}
		failing = err != nil
	})
}

// every runs f every d, each time within the store timeout, until the
// meter stops.
func (m *Meter) every(d time.Duration, f func(ctx context.Context)) {
	defer m.wg.Done()
	tick.Every(d, m.stop, func() {
		ctx, cancel := context.WithTimeout(context.Background(), m.cfg.Timeout)
		f(ctx)
		cancel()
	})
}

// writeLoop records calls in groups: each transaction takes every call
// queued while the previous one ran.
func (m *Meter) writeLoop() {
	defer m.wg.Done()
	batch := make([]*pending, 0, m.cfg.MaxBatch)
	carry := map[string]int64{} // releases a failed transaction left to give back
	retry := time.NewTicker(time.Second)
	defer retry.Stop()
	var g gatherer
	for {
		select {
		case p := <-m.calls:
			batch = append(batch[:0], p)
		case <-retry.C:
			if len(carry) == 0 {
				continue
			}
			batch = batch[:0]
		case <-m.stop:
			// Drain what was queued before Close; calls in flight have
			// finished, so nothing more arrives.
			batch = drain(m.calls, batch[:0])
			if len(batch) > 0 || len(carry) > 0 {
				m.flush(batch, carry)
			}
			return
		}
		batch = g.gather(m, drain(m.calls, batch))
		m.flush(batch, carry)
	}
}

// gatherer decides how long a transaction waits for more calls. A
// transaction costs far more than a call in it (mostly writes to the log;
// docs/benchmarks.md has the figures), so when calls come fast, waiting a
// little for more saves CPU; when they come slowly, it only adds latency.
//
// It waits only when calls begin fast enough that the wait would bring
// several more (rate × GroupDelay ≥ minExpected), and then long enough
// for about targetGroup calls, at most GroupDelay. It stops as soon as
// nobody else is left to come: every call in flight is in the group and
// none began since the wait started (a few callers working in turn) or
// within the last quiet window.
type gatherer struct {
	last  time.Time // when the previous group was taken
	begun int64     // m.begun then
	rate  float64   // calls begun per second, moving average
}

const (
	minExpected = 4
	targetGroup = 16
)

func (g *gatherer) gather(m *Meter, batch []*pending) []*pending {
	now := time.Now()
	begun := m.begun.Load()
	if !g.last.IsZero() {
		if dt := now.Sub(g.last).Seconds(); dt > 0 {
			g.rate = 0.7*g.rate + 0.3*float64(begun-g.begun)/dt
		}
	}
	g.last, g.begun = now, begun
	limit := m.cfg.GroupDelay
	if limit <= 0 || len(batch) == cap(batch) || g.rate*limit.Seconds() < minExpected {
		return batch
	}
	wait := min(limit, time.Duration(targetGroup/g.rate*float64(time.Second)))
	quiet := max(time.Duration(2/g.rate*float64(time.Second)), 10*time.Microsecond)
	deadline := now.Add(wait)
	alone := func(since int64) bool {
		return m.begun.Load() == since && m.inflight.Load() <= int64(len(batch))
	}
	t := time.NewTimer(min(quiet, wait))
	defer t.Stop()
	tick := begun
	for len(batch) < cap(batch) && !alone(begun) {
		select {
		case p := <-m.calls:
			batch = append(batch, p)
		case <-t.C:
			left := time.Until(deadline)
			if left <= 0 || alone(tick) {
				return batch
			}
			tick = m.begun.Load()
			t.Reset(min(quiet, left))
		case <-m.stop:
			return batch
		}
	}
	return batch
}

// drain appends what ch holds now, up to batch's capacity.
func drain[T any](ch chan T, batch []T) []T {
	for len(batch) < cap(batch) {
		select {
		case v := <-ch:
			batch = append(batch, v)
		default:
			return batch
		}
	}
	return batch
}

// flush records batch in one transaction and tells each waiting call.
func (m *Meter) flush(batch []*pending, carry map[string]int64) {
	b := Batch{Boot: m.boot, Calls: make([]Call, 0, len(batch))}
	if m.shared != nil {
		b.Released = make(map[string]int64, len(carry)+1)
		for id, n := range carry {
			b.Released[id] = n
		}
	}
	for _, p := range batch {
		if p.done != nil {
			b.Calls = append(b.Calls, Call{KeyID: p.key.id, Route: p.route, At: p.at})
		}
		if p.reserved && m.shared != nil {
			b.Released[p.key.id]++
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), m.cfg.Timeout)
	err := m.store.RecordCalls(ctx, b)
	cancel()
	if err != nil {
		err = fmt.Errorf("metering: record %d calls: %w", len(b.Calls), err)
		m.cfg.Logger.Error("metering: usage not recorded; the calls are refused and not charged", "err", err)
	}
	if m.shared != nil {
		clear(carry)
		if err != nil {
			for id, n := range b.Released {
				carry[id] = n
			}
		}
	}
	for _, p := range batch {
		if m.shared == nil && p.done != nil {
			k := p.key
			k.mu.Lock()
			if err == nil {
				k.used++
			}
			if p.reserved {
				k.inflight--
			}
			k.mu.Unlock()
		}
		if p.done != nil {
			p.done <- err
		}
	}
}

// reserve asks the reserver for one call of k.
func (m *Meter) reserve(ctx context.Context, k *keyState) error {
	a := &ask{key: k, done: make(chan error, 1)}
	select {
	case m.asks <- a:
	case <-ctx.Done():
		return ctx.Err()
	case <-m.stop:
		return errors.New("metering: meter closed")
	}
	select {
	case err := <-a.done:
		return err
	case <-ctx.Done():
		// The grant may still come: give it back then.
		go func() {
			if <-a.done == nil {
				m.release(k, payments.KeyCall{KeyID: k.id, Reserved: true})
			}
		}()
		return ctx.Err()
	}
}

// reserveLoop decides reservations in groups: one store transaction for
// every ask queued while the previous one ran.
func (m *Meter) reserveLoop() {
	defer m.wg.Done()
	batch := make([]*ask, 0, m.cfg.MaxBatch)
	for {
		select {
		case a := <-m.asks:
			batch = append(batch[:0], a)
		case <-m.stop:
			for _, a := range drain(m.asks, batch[:0]) {
				a.done <- errors.New("metering: meter closed")
			}
			return
		}
		m.decide(drain(m.asks, batch))
	}
}

func (m *Meter) decide(batch []*ask) {
	index := make(map[string]int, 2)
	var asks []Ask
	for _, a := range batch {
		i, ok := index[a.key.id]
		if !ok {
			i = len(asks)
			index[a.key.id] = i
			asks = append(asks, Ask{KeyID: a.key.id})
		}
		asks[i].N++
	}
	ctx, cancel := context.WithTimeout(context.Background(), m.cfg.Timeout)
	err := m.shared.ReserveCalls(ctx, m.boot, asks)
	cancel()
	if err != nil {
		err = fmt.Errorf("metering: reserve calls: %w", err)
		m.cfg.Logger.Error("metering: quota reservations failed", "err", err)
	}
	for _, a := range batch {
		if err != nil {
			a.done <- err
			continue
		}
		ak := &asks[index[a.key.id]]
		if ak.Granted > 0 {
			ak.Granted--
			a.done <- nil
			continue
		}
		if ak.Err == nil {
			ak.Err = payments.ErrQuotaExceeded
		}
		a.done <- ak.Err
	}
}

func (m *Meter) sweepLoop() {
	m.every(m.cfg.Sweep, func(ctx context.Context) {
		n, err := m.shared.ReleaseDead(ctx, m.boot)
		switch {
		case err != nil:
			m.cfg.Logger.Error("metering: release reservations of stopped processes", "err", err)
		case n > 0:
			m.cfg.Logger.Info("metering: released quota reservations of stopped processes", "calls", n)
		}
	})
}
