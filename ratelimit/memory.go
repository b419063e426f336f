package ratelimit

import (
	"context"
	"sync"
	"time"
)

// Decision is a limiter's answer for one request.
type Decision struct {
	Allowed bool
	// Limit is the number of requests allowed per window.
	Limit int
	// Remaining is how many more requests would be allowed right now.
	Remaining int
	// RetryAfter, when the request is refused, is how long until one
	// request will be allowed again.
	RetryAfter time.Duration
	// Reset is how long until the full limit is available again.
	Reset time.Duration
}

// DefaultMaxKeys bounds the keys a Memory limiter tracks.
const DefaultMaxKeys = 100_000

// Memory is an in-process GCRA limiter: limit requests per window per key.
// It is safe for concurrent use.
type Memory struct {
	limit    int
	window   time.Duration
	interval time.Duration // window / limit: the time one request "costs"
	now      func() time.Time
	maxKeys  int

	mu        sync.Mutex
	tat       map[string]time.Time // theoretical arrival time per key
	lastSweep time.Time
}

// NewMemory returns a limiter allowing limit requests per window per key.
// A limit <= 0 allows every request. now is the clock (nil: time.Now).
func NewMemory(limit int, window time.Duration, now func() time.Time) *Memory {
	if now == nil {
		now = time.Now
	}
	m := &Memory{
		limit:   limit,
		window:  window,
		now:     now,
		maxKeys: DefaultMaxKeys,
		tat:     make(map[string]time.Time),
	}
	if limit > 0 && window > 0 {
		m.interval = window / time.Duration(limit)
	}
	return m
}

// SetMaxKeys changes the bound on tracked keys (default [DefaultMaxKeys]).
// Past it, idle keys are dropped first, then arbitrary ones: memory stays
// bounded at the cost of forgetting some callers' history under a flood.
func (m *Memory) SetMaxKeys(n int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.maxKeys = max(n, 1)
}

// Len reports how many keys the limiter tracks.
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.tat)
}

// Allow counts one request for key and reports whether it may proceed.
// It never fails; the error is there to satisfy the shared interface.
func (m *Memory) Allow(ctx context.Context, key string) (Decision, error) {
	if m.interval <= 0 {
		return Decision{Allowed: true, Limit: m.limit, Remaining: max(m.limit, 0)}, nil
	}
	now := m.now()

	m.mu.Lock()
	defer m.mu.Unlock()
	m.sweepLocked(now)

	tat, ok := m.tat[key]
	if !ok || tat.Before(now) {
		tat = now
	}
	newTAT := tat.Add(m.interval)
	// The request fits if newTAT is at most one window ahead of now.
	allowAt := newTAT.Add(-m.window)
	if now.Before(allowAt) {
		return Decision{
			Allowed:    false,
			Limit:      m.limit,
			Remaining:  0,
			RetryAfter: allowAt.Sub(now),
			Reset:      tat.Sub(now),
		}, nil
	}
	if !ok && len(m.tat) >= m.maxKeys {
		m.evictLocked(now)
	}
	m.tat[key] = newTAT
	return Decision{
		Allowed:   true,
		Limit:     m.limit,
		Remaining: int(now.Sub(allowAt) / m.interval),
		Reset:     newTAT.Sub(now),
	}, nil
}

// sweepLocked drops keys whose state has fully decayed, at most once per
// window, so idle callers don't accumulate.
func (m *Memory) sweepLocked(now time.Time) {
	if now.Sub(m.lastSweep) < m.window {
		return
	}
	m.lastSweep = now
	for k, tat := range m.tat {
		if !tat.After(now) {
			delete(m.tat, k)
		}
	}
}

// evictLocked makes room: idle keys first, then arbitrary keys down to 90%
// of the bound, so that a flood of new keys costs amortized O(1) each.
func (m *Memory) evictLocked(now time.Time) {
	m.lastSweep = time.Time{}
	m.sweepLocked(now)
	target := m.maxKeys - max(m.maxKeys/10, 1)
	for k := range m.tat {
		if len(m.tat) <= target {
			return
		}
		delete(m.tat, k)
	}
}
