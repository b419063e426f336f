package scoring

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestScoreLoop scores a fixed number of prompts, for instruction and
// branch counts under valgrind that do not depend on machine load:
//
//	go test -c -o /tmp/eng.test ./scoring
//	cd scoring && PQS_LOOP=fresh:8192:64 valgrind --tool=cachegrind --branch-sim=yes \
//	    /tmp/eng.test -test.run ScoreLoop
//
// PQS_LOOP is kind:size:calls, kind one of mixed, prose, pairs, fresh, or
// load (the prompt of pqs load; size is ignored). PQS_SUMMARIZE=1 calls
// Summarize instead of Score. Subtract a run with calls 0 to leave out the
// setup.
func TestScoreLoop(t *testing.T) {
	spec := os.Getenv("PQS_LOOP")
	if spec == "" {
		t.Skip("set PQS_LOOP=kind:size:calls")
	}
	f := strings.Split(spec, ":")
	if len(f) != 3 {
		t.Fatalf("PQS_LOOP=%q, want kind:size:calls", spec)
	}
	n, err1 := strconv.Atoi(f[1])
	calls, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		t.Fatalf("PQS_LOOP=%q, want kind:size:calls", spec)
	}
	ps := benchInputs(t, f[0], n)
	if ps == nil {
		t.Fatalf("no inputs for %q", f[0])
	}
	score := func(p string) { Score(p, General) }
	if os.Getenv("PQS_SUMMARIZE") != "" {
		score = func(p string) { Summarize(p, General) }
	}
	score(ps[0]) // build the engine before the counted calls
	for i := range calls {
		score(ps[i%len(ps)])
	}
}
