package loadgen

import (
	"runtime"
	"syscall"
	"time"
)

// pacer returns a sleep that wakes within microseconds of its target, for
// the open-loop schedule: Go timers wake up to a millisecond late when the
// process is idle, and that lateness would count as request latency. The
// calling goroutine keeps its OS thread, with a 1 µs timer slack, for good:
// call it from a goroutine that ends with the schedule (the thread then
// ends too).
func pacer() func(until time.Time) {
	runtime.LockOSThread()
	const prSetTimerSlack = 29
	syscall.RawSyscall(syscall.SYS_PRCTL, prSetTimerSlack, 1000, 0)
	return func(until time.Time) {
		for {
			d := time.Until(until)
			if d <= 0 {
				return
			}
			ts := syscall.NsecToTimespec(int64(d))
			syscall.Nanosleep(&ts, nil) // EINTR: sleep again for the rest
		}
	}
}
