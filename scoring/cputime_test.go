//go:build linux

package scoring

import (
	"os"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// TestCPUTimePerKiB reports the thread CPU time per call, which unlike the
// wall-clock ns/op of the benchmarks is not inflated when other processes
// share the machine. Run with PQS_CPUTIME=1 go test ./scoring -run CPUTime -v.
// PQS_CPUTIME=fresh measures only that kind.
func TestCPUTimePerKiB(t *testing.T) {
	only := os.Getenv("PQS_CPUTIME") // 1 for all kinds, or one kind
	if only == "" {
		t.Skip("set PQS_CPUTIME=1 (or a kind, such as fresh) to measure")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu := func() time.Duration {
		var ru syscall.Rusage
		const rusageThread = 1
		if err := syscall.Getrusage(rusageThread, &ru); err != nil {
			t.Fatal(err)
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	for _, n := range []int{200, 1 << 10, 8 << 10, 32 << 10} {
		for _, kind := range []string{"mixed", "prose", "pairs", "fresh"} {
			ps := benchInputs(t, kind, n)
			if ps == nil || only != "1" && only != kind {
				continue
			}
			iters := max(200, (1<<20)/n)
			for _, p := range ps {
				Score(p, General)
			}
			// The best of several rounds: other processes still cost cache
			// and scheduler time when the machine is loaded.
			per := time.Duration(1 << 62)
			for range 5 {
				start := cpu()
				for i := range iters {
					Score(ps[i%len(ps)], General)
				}
				per = min(per, (cpu()-start)/time.Duration(iters))
			}
			t.Logf("%6dB %-5s %8.1f µs/op  %5.2f µs/KiB (thread CPU time, best of 5)", n, kind, float64(per)/1e3, float64(per)/1e3/(float64(n)/1024))
		}
	}
}
