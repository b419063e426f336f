//go:build linux

package scoring

import (
	"os"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestCPUTimePerKiB reports the thread CPU time per call, which unlike the
// wall-clock ns/op of the benchmarks is not inflated when other processes
// share the machine. Run with PQS_CPUTIME=1 go test ./scoring -run CPUTime -v.
func TestCPUTimePerKiB(t *testing.T) {
	if os.Getenv("PQS_CPUTIME") == "" {
		t.Skip("set PQS_CPUTIME=1 to measure")
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
	one := func(gen func(int) string) func(int) []string {
		return func(n int) []string { return []string{gen(n)} }
	}
	kinds := []struct {
		name string
		gen  func(int) []string
	}{{"mixed", one(benchPrompt)}, {"prose", one(benchProse)}}
	if dev, err := os.ReadFile("../../shared/eval/pairs_dev.jsonl"); err == nil {
		// Real prose: the strong prompts of the dev pairs run together on
		// one line, cut to size. Less repetitive than benchProse.
		kinds = append(kinds, struct {
			name string
			gen  func(int) []string
		}{"pairs", one(func(n int) string { return devProse(t, dev, n) })})
		// The same prose, but each call scores a different window of it
		// (up to eight, 96 KiB in all): a prompt the branch predictor has
		// not just seen, as in service. Scoring one 8 KiB text over and
		// over lets the CPU learn its branches, which flatters "pairs".
		kinds = append(kinds, struct {
			name string
			gen  func(int) []string
		}{"fresh", func(n int) []string {
			all := devProse(t, dev, 96<<10)
			var ps []string
			for off := 0; off+n <= len(all) && len(ps) < 8; off += n {
				ps = append(ps, strings.ToValidUTF8(all[off:off+n], ""))
			}
			return ps
		}})
	}
	for _, n := range []int{200, 1 << 10, 8 << 10, 32 << 10} {
		for _, kind := range kinds {
			ps := kind.gen(n)
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
			t.Logf("%6dB %-5s %8.1f µs/op  %5.2f µs/KiB (thread CPU time, best of 5)", n, kind.name, float64(per)/1e3, float64(per)/1e3/(float64(n)/1024))
		}
	}
}
