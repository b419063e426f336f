//go:build !linux

package loadgen

import "time"

// pacer returns the open-loop schedule's sleep. Elsewhere than Linux it is
// time.Sleep, which may wake up to a millisecond late.
func pacer() func(until time.Time) {
	return func(until time.Time) { time.Sleep(time.Until(until)) }
}
