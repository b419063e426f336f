package transport

import (
	"context"
	"errors"
	"testing"
	"time"
)

// taken runs b.take in the background and returns its answer's channel.
func taken(b *BodyBudget, n, held int64, wait time.Duration) <-chan error {
	c := make(chan error, 1)
	go func() { c <- b.take(context.Background(), n, held, wait) }()
	return c
}

// waiting waits until b has g bodies waiting to grow and f new ones
// waiting for room.
func waiting(t *testing.T, b *BodyBudget, g, f int) {
	t.Helper()
	for start := time.Now(); time.Since(start) < 5*time.Second; time.Sleep(time.Millisecond) {
		b.mu.Lock()
		ok := len(b.growing) == g && len(b.fresh) == f
		b.mu.Unlock()
		if ok {
			return
		}
	}
	t.Fatalf("want %d growing and %d new bodies waiting", g, f)
}

func answer(t *testing.T, c <-chan error) error {
	t.Helper()
	select {
	case err := <-c:
		return err
	case <-time.After(5 * time.Second):
		t.Fatal("no answer")
		return nil
	}
}

func (b *BodyBudget) state() (held, stalled int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.held, b.stalled
}

// budgetOf returns a budget of 100 with room given at once to a body of
// each of ns.
func budgetOf(t *testing.T, ns ...int64) *BodyBudget {
	t.Helper()
	b := NewBodyBudget(100, time.Minute)
	for _, n := range ns {
		if err := b.take(context.Background(), n, 0, 0); err != nil {
			t.Fatalf("the first room of a body of %d in 100: %v", n, err)
		}
	}
	return b
}

// wantHeld checks that b holds held bytes and none stalled.
func wantHeld(t *testing.T, b *BodyBudget, held int64) {
	t.Helper()
	if h, stalled := b.state(); h != held || stalled != 0 {
		t.Errorf("held %d, stalled %d; want %d and 0", h, stalled, held)
	}
}

// TestBudgetDeadlock: two bodies hold the whole budget between them and
// each needs more. The first to ask waits, since the other may still
// finish; when the other asks too, neither could ever finish, so it is
// refused at once, its room goes back, and the first grows.
func TestBudgetDeadlock(t *testing.T) {
	b := budgetOf(t, 50, 50)
	ctx := context.Background()
	first := taken(b, 30, 50, time.Minute)
	waiting(t, b, 1, 0)
	start := time.Now()
	if err := b.take(ctx, 30, 50, time.Minute); !errors.Is(err, errBusy) {
		t.Fatalf("the second body to need more: %v, want errBusy", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("refused after %s, want at once", d)
	}
	if err := answer(t, first); err != nil {
		t.Fatalf("the first body: %v, want room", err)
	}
	wantHeld(t, b, 80) // 50+30 of the first body
}

// TestBudgetGrowingFirst: a body being read gets room before a new body
// that waited longer, and the new body gets what is left once it fits.
func TestBudgetGrowingFirst(t *testing.T) {
	b := budgetOf(t, 60, 30)
	ctx := context.Background()
	fresh := taken(b, 30, 0, time.Minute) // 90 + 30 > 100: waits
	waiting(t, b, 0, 1)
	// The body of 30 grows by 10: it fits, and goes ahead of the new one.
	if err := b.take(ctx, 10, 30, time.Minute); err != nil {
		t.Fatalf("growth that fits, beside a new body waiting: %v", err)
	}
	// The body of 60 needs 20 more: it waits, ahead of the new one.
	grow := taken(b, 20, 60, time.Minute)
	waiting(t, b, 1, 1)
	b.give(40) // the body of 30+10 is answered: 60 held, 20 more fit, not 30 besides
	if err := answer(t, grow); err != nil {
		t.Fatalf("growth once room came back: %v", err)
	}
	select {
	case err := <-fresh:
		t.Fatalf("the new body was answered (%v) before there was room for it", err)
	case <-time.After(50 * time.Millisecond):
	}
	b.give(80)
	if err := answer(t, fresh); err != nil {
		t.Fatalf("the new body once room came back: %v", err)
	}
	if held, _ := b.state(); held != 30 {
		t.Errorf("held %d, want 30", held)
	}
}

// TestBudgetFurthestFirst: of the bodies waiting to grow, the one that
// holds most gets room first, whatever the order they asked in; in a
// deadlock, the one that holds least is refused.
func TestBudgetFurthestFirst(t *testing.T) {
	b := budgetOf(t, 10, 50, 20, 20)
	small := taken(b, 30, 10, time.Minute)
	waiting(t, b, 1, 0)
	large := taken(b, 30, 50, time.Minute)
	waiting(t, b, 2, 0)
	mid := taken(b, 30, 20, time.Minute)
	waiting(t, b, 3, 0)
	b.give(20) // the body not waiting is answered: 20 free, none fits
	// Every byte held is a waiting body's: the one of 10 is refused, and
	// its room lets the one of 50 grow.
	if err := answer(t, small); !errors.Is(err, errBusy) {
		t.Fatalf("the body holding least, in a deadlock: %v, want errBusy", err)
	}
	if err := answer(t, large); err != nil {
		t.Fatalf("the body holding most: %v, want room", err)
	}
	waiting(t, b, 1, 0)
	b.give(80) // the body of 50+30 is answered
	if err := answer(t, mid); err != nil {
		t.Fatalf("the body of 20: %v, want room", err)
	}
	wantHeld(t, b, 50)
}

// TestBudgetWaitBounds: a body that finds no room within its wait is
// refused, and a growing body refused gives its room back; a caller that
// goes away stops waiting.
func TestBudgetWaitBounds(t *testing.T) {
	b := budgetOf(t, 70, 20)
	ctx := context.Background()
	start := time.Now()
	if err := b.take(ctx, 20, 20, 100*time.Millisecond); !errors.Is(err, errBusy) {
		t.Fatalf("growth without room: %v, want errBusy", err)
	}
	if d := time.Since(start); d < 90*time.Millisecond {
		t.Errorf("refused after %s, want a wait of 100ms", d)
	}
	wantHeld(t, b, 70) // the growing body refused gave its room back
	if err := b.take(ctx, 40, 0, 0); !errors.Is(err, errBusy) {
		t.Errorf("no wait left: %v, want errBusy at once", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	c := make(chan error, 1)
	go func() { c <- b.take(cctx, 40, 0, time.Minute) }()
	waiting(t, b, 0, 1)
	cancel()
	if err := answer(t, c); !errors.Is(err, context.Canceled) {
		t.Errorf("the caller went away: %v, want context.Canceled", err)
	}
	waiting(t, b, 0, 0)
}

// fakeDeadline records the read deadlines set on a connection.
type fakeDeadline struct{ set []time.Time }

func (f *fakeDeadline) SetReadDeadline(t time.Time) error {
	f.set = append(f.set, t)
	return nil
}

// TestPace: a body's first bytes get bodyRateWindow; each byte buys
// 1/rate seconds, at most bodyRateWindow ahead of now, so a fast start
// does not buy a long pause; the body timeout caps it all; time spent
// waiting for room extends both.
func TestPace(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := &bodyRead{rate: 1000, timeout: 10 * time.Second}
	var d fakeDeadline
	var p pace
	last := func() time.Duration { return d.set[len(d.set)-1].Sub(t0) }

	p.before(&d, t0, c)
	if len(d.set) != 1 || last() != bodyRateWindow {
		t.Fatalf("first deadline %v, want start + %s", d.set, bodyRateWindow)
	}
	// 500 bytes at 1 s: half a second more.
	p.received(500, t0.Add(time.Second), c.rate)
	p.before(&d, t0.Add(time.Second), c)
	if last() != 2500*time.Millisecond {
		t.Errorf("after 500 bytes at 1s: deadline at %s, want 2.5s", last())
	}
	// A megabyte at once buys no more than the window.
	p.received(1<<20, t0.Add(1500*time.Millisecond), c.rate)
	p.before(&d, t0.Add(1500*time.Millisecond), c)
	if last() != 1500*time.Millisecond+bodyRateWindow {
		t.Errorf("after a burst: deadline at %s, want 1.5s + the window", last())
	}
	// A tiny move is not set again.
	n := len(d.set)
	p.received(10, t0.Add(1510*time.Millisecond), c.rate)
	p.before(&d, t0.Add(1510*time.Millisecond), c)
	if len(d.set) != n {
		t.Errorf("a 10ms move set the deadline again: %v", d.set)
	}
	// Near the end, the timeout wins.
	for s := 2; s <= 9; s++ {
		p.received(1<<20, t0.Add(time.Duration(s)*time.Second), c.rate)
	}
	p.before(&d, t0.Add(9*time.Second), c)
	if last() != 10*time.Second {
		t.Errorf("near the timeout: deadline at %s, want 10s", last())
	}
	// Three seconds waiting for room move it by three seconds.
	c.waited = 3 * time.Second
	p.before(&d, t0.Add(12*time.Second), c)
	if last() != 13*time.Second {
		t.Errorf("after 3s waiting for room: deadline at %s, want 13s", last())
	}
}
