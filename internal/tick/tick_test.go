package tick

import (
	"sync/atomic"
	"testing"
	"time"
)

func TestEvery(t *testing.T) {
	stop := make(chan struct{})
	done := make(chan struct{})
	var n atomic.Int64
	go func() {
		defer close(done)
		Every(time.Millisecond, stop, func() {
			if n.Add(1) == 3 {
				close(stop)
			}
		})
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Every did not return after stop was closed")
	}
	if got := n.Load(); got != 3 {
		t.Errorf("f ran %d times, want 3 (none after stop)", got)
	}
}
