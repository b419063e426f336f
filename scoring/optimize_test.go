package scoring_test

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"

	. "github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/scoring/internal/refdist"
)

func TestOptimizeExample(t *testing.T) {
	rw, err := Optimize("Explain the process of photosynthesis.", General)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rw.Prompt, "Explain the process of photosynthesis.") {
		t.Errorf("Optimize dropped the task text:\n%s", rw.Prompt)
	}
	if rw.After.Total < rw.Before.Total+15 {
		t.Errorf("Optimize lift = %d -> %d, want >= 15 points", rw.Before.Total, rw.After.Total)
	}
	if len(rw.Changes) == 0 {
		t.Error("Optimize reported no changes")
	}
	t.Logf("%d -> %d\n%s", rw.Before.Total, rw.After.Total, rw.Prompt)
}

// TestOptimizeCorpus checks, over every dev-pair prompt and the reference
// corpus, that a rewrite never scores lower and lifts prompts under 40 by at
// least 15 points, for every vertical.
func TestOptimizeCorpus(t *testing.T) {
	var prompts []string
	if f, err := os.Open("../../shared/eval/reference_prompts.csv"); err == nil {
		ps, err := refdist.Prompts(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		prompts = append(prompts, ps...)
	}
	if f, err := os.Open("../../shared/eval/pairs_dev.jsonl"); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 16<<20)
		for sc.Scan() {
			var p struct{ Weak, Strong string }
			if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
				t.Fatal(err)
			}
			prompts = append(prompts, p.Weak, p.Strong)
		}
		f.Close()
	}
	if len(prompts) == 0 {
		t.Skip("skipping: ../shared eval data not available")
	}
	vs := Verticals()
	if testing.Short() {
		vs = vs[:1]
	}
	for _, v := range vs {
		var low, lifted, lowered, sumLift int
		for _, p := range prompts {
			rw, err := Optimize(p, v)
			if err != nil {
				t.Fatal(err)
			}
			d := rw.After.Total - rw.Before.Total
			if d < 0 {
				lowered++
				t.Errorf("%s: Optimize lowered %d -> %d for %.80q", v, rw.Before.Total, rw.After.Total, p)
			}
			if rw.Before.Total < 40 {
				low++
				sumLift += d
				if d >= 15 {
					lifted++
				} else if low-lifted <= 3 {
					t.Logf("%s: Optimize lifted %d -> %d (< 15) for %.100q", v, rw.Before.Total, rw.After.Total, p)
				}
			}
		}
		t.Logf("%s: %d prompts, %d under 40, %d of them lifted >= 15 (mean lift %.1f), %d lowered",
			v, len(prompts), low, lifted, float64(sumLift)/float64(max(low, 1)), lowered)
		// The bar is every prompt; one in a thousand is tolerated so that a
		// single odd template does not hide the figure, which is logged.
		if (low-lifted)*1000 > low {
			t.Errorf("%s: %d of %d prompts under 40 lifted by < 15 points", v, low-lifted, low)
		}
	}
}
