package scoring_test

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/scoring/internal/refdist"
)

const corpusPath = "../eval/reference_prompts.csv"

// corpus reads the reference prompts, or skips the test without them.
func corpus(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(corpusPath)
	if err != nil {
		t.Skipf("skipping: reference corpus not available (%v); it lives in ../shared beside the repository", err)
	}
	defer f.Close()
	prompts, err := refdist.Prompts(f)
	if err != nil {
		t.Fatal(err)
	}
	return prompts
}

// TestRefDistCurrent regenerates the reference distribution in memory and
// fails if score_refdist_gen.go is stale: any scoring change must be followed by
// "go generate ./scoring".
func TestRefDistCurrent(t *testing.T) {
	if pqstest.Race {
		t.Skip("slow under the race detector: .ci/run runs it without")
	}
	prompts := corpus(t)
	if len(prompts) < 1000 {
		t.Fatalf("corpus has %d text prompts, want about 1,500", len(prompts))
	}
	want, err := refdist.Generate(prompts, refdist.Default)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("score_refdist_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("score_refdist_gen.go is stale for scorer %s: run \"go generate ./scoring\" and commit the result", scoring.Version)
	}
}

func TestPercentileMidRank(t *testing.T) {
	lo := scoring.Percentile(0, scoring.General)
	hi := scoring.Percentile(scoring.OutOf, scoring.General)
	if lo != 0 || hi != 100 {
		t.Errorf("Percentile(0), Percentile(80) = %d, %d; want 0, 100", lo, hi)
	}
	prev := -1
	for total := 0; total <= scoring.OutOf; total++ {
		p := scoring.Percentile(total, scoring.General)
		if p < prev {
			t.Fatalf("Percentile(%d) = %d < Percentile(%d) = %d: not monotone", total, p, total-1, prev)
		}
		prev = p
	}
}

// TestScoreBriefAgrees checks, over the reference corpus in every vertical,
// that ScoreBrief gives what Score gives apart from the evidence lists.
func TestScoreBriefAgrees(t *testing.T) {
	prompts := corpus(t)
	if testing.Short() {
		prompts = prompts[:200]
	}
	for _, v := range scoring.Verticals() {
		for _, p := range prompts {
			full, err := scoring.Score(p, v)
			if err != nil {
				t.Fatal(err)
			}
			brief, err := scoring.ScoreBrief(p, v)
			if err != nil {
				t.Fatal(err)
			}
			for i := range full.Dimensions {
				d := &full.Dimensions[i]
				d.Fired, d.Deducted, d.Missing = nil, nil, nil
			}
			if !reflect.DeepEqual(full, brief) {
				t.Fatalf("%s %q:\nScoreBrief = %+v\nScore      = %+v", v, p, brief, full)
			}
		}
	}
}
