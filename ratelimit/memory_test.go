package ratelimit

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"
)

type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }
func newClock() *clock                   { return &clock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)} }

func TestMemorySequence(t *testing.T) {
	c := newClock()
	m := NewMemory(5, time.Minute, c.now)
	ctx := context.Background()
	for _, step := range []struct {
		advance time.Duration
		want    Decision
	}{
		{0, Decision{Allowed: true, Limit: 5, Remaining: 4, Reset: 12 * time.Second}},
		{0, Decision{Allowed: true, Limit: 5, Remaining: 3, Reset: 24 * time.Second}},
		{0, Decision{Allowed: true, Limit: 5, Remaining: 2, Reset: 36 * time.Second}},
		{0, Decision{Allowed: true, Limit: 5, Remaining: 1, Reset: 48 * time.Second}},
		{0, Decision{Allowed: true, Limit: 5, Remaining: 0, Reset: time.Minute}},
		{0, Decision{Allowed: false, Limit: 5, Remaining: 0, RetryAfter: 12 * time.Second, Reset: time.Minute}},
		{5 * time.Second, Decision{Allowed: false, Limit: 5, Remaining: 0, RetryAfter: 7 * time.Second, Reset: 55 * time.Second}},
		{7 * time.Second, Decision{Allowed: true, Limit: 5, Remaining: 0, Reset: time.Minute}},
		{time.Minute, Decision{Allowed: true, Limit: 5, Remaining: 4, Reset: 12 * time.Second}},
	} {
		c.advance(step.advance)
		got, err := m.Allow(ctx, "a")
		if err != nil {
			t.Fatal(err)
		}
		if got != step.want {
			t.Fatalf("at %v: Allow = %+v, want %+v", c.t.Format(time.TimeOnly), got, step.want)
		}
	}
}

func TestMemoryKeysIndependent(t *testing.T) {
	c := newClock()
	m := NewMemory(1, time.Minute, c.now)
	ctx := context.Background()
	for _, tt := range []struct {
		key  string
		want bool
	}{{"a", true}, {"b", true}, {"a", false}, {"b", false}, {"c", true}} {
		d, _ := m.Allow(ctx, tt.key)
		if d.Allowed != tt.want {
			t.Errorf("Allow(%q).Allowed = %v, want %v", tt.key, d.Allowed, tt.want)
		}
	}
}

func TestMemoryDisabled(t *testing.T) {
	m := NewMemory(0, time.Minute, nil)
	for range 100 {
		d, err := m.Allow(context.Background(), "a")
		if err != nil || !d.Allowed {
			t.Fatalf("Allow = %+v, %v; want allowed", d, err)
		}
	}
}

func TestMemoryEvictsIdleKeys(t *testing.T) {
	c := newClock()
	m := NewMemory(5, time.Minute, c.now)
	ctx := context.Background()
	for i := range 1000 {
		m.Allow(ctx, fmt.Sprint("k", i))
	}
	if n := m.Len(); n != 1000 {
		t.Fatalf("Len = %d, want 1000", n)
	}
	c.advance(time.Minute)
	m.Allow(ctx, "fresh")
	if n := m.Len(); n != 1 {
		t.Fatalf("after a window idle: Len = %d, want 1", n)
	}
}

func TestMemoryBounded(t *testing.T) {
	c := newClock()
	m := NewMemory(5, time.Minute, c.now)
	m.SetMaxKeys(100)
	ctx := context.Background()
	for i := range 10_000 {
		d, _ := m.Allow(ctx, fmt.Sprint("k", i))
		if !d.Allowed {
			t.Fatalf("new key %d refused", i)
		}
		if n := m.Len(); n > 100 {
			t.Fatalf("Len = %d after %d keys, want <= 100", n, i+1)
		}
	}
}

func TestMemoryConcurrent(t *testing.T) {
	m := NewMemory(50, time.Hour, nil)
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed := 0
	for range 200 {
		wg.Go(func() {
			d, _ := m.Allow(context.Background(), "shared")
			if d.Allowed {
				mu.Lock()
				allowed++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if allowed != 50 {
		t.Fatalf("allowed %d of 200 concurrent requests, want exactly 50", allowed)
	}
}

func BenchmarkMemoryAllow(b *testing.B) {
	m := NewMemory(5, time.Minute, nil)
	ctx := context.Background()
	keys := make([]string, 1024)
	for i := range keys {
		keys[i] = fmt.Sprint("10.0.0.", i)
	}
	i := 0
	for b.Loop() {
		m.Allow(ctx, keys[i%len(keys)])
		i++
	}
}
