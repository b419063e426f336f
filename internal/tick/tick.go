// Package tick runs a function at a fixed interval until it is stopped.
package tick

import "time"

// Every calls f every d until stop is closed, and then returns; a call
// under way is finished first.
func Every(d time.Duration, stop <-chan struct{}, f func()) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
		}
		f()
	}
}
