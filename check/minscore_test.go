package check

import (
	"os"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/figures"
	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/scoring"
)

// TestDefaultMinScoreFromData: the default minimum is the score that best
// tells well-written prompts from plain one-liners in eval/. The
// well-written ones are the expert prompts of the corpus, many of which
// do not need every component; the one-liners are the single-sentence
// requests of the pair files' weak side and of IN3. The minimum is the
// lowest score that maximises the share of expert prompts that pass plus
// the share of one-liners that fail (Youden's J); docs/check.md gives the
// figures.
func TestDefaultMinScoreFromData(t *testing.T) {
	if pqstest.Race {
		t.Skip("slow under the race detector: .ci/run runs it without")
	}
	set, err := figures.LoadDev("../eval")
	if os.IsNotExist(err) || err == nil && len(set.CorpusPrompts) == 0 {
		t.Skip("skipping: the evaluation files live in ../shared beside the repository")
	}
	if err != nil {
		t.Fatal(err)
	}
	total := func(p string) int {
		s, err := scoring.Summarize(p, scoring.General)
		if err != nil {
			t.Fatal(err)
		}
		return s.Total
	}
	var good, plain []int
	for _, p := range set.CorpusPrompts {
		good = append(good, total(p.Text))
	}
	oneLine := func(p string) bool {
		p = strings.TrimSpace(p)
		return !strings.Contains(p, "\n") && strings.Count(strings.TrimRight(p, ".?!"), ". ") == 0
	}
	for _, p := range set.Pairs {
		if oneLine(p.Weak) {
			plain = append(plain, total(p.Weak))
		}
	}
	for _, x := range set.IN3 {
		if oneLine(x.Prompt) {
			plain = append(plain, total(x.Prompt))
		}
	}
	share := func(xs []int, ok func(int) bool) float64 {
		n := 0
		for _, x := range xs {
			if ok(x) {
				n++
			}
		}
		return float64(n) / float64(len(xs))
	}
	best, bestJ := 0, -1.0
	for m := 0; m <= scoring.OutOf; m++ {
		pass := share(good, func(x int) bool { return x >= m })
		fail := share(plain, func(x int) bool { return x < m })
		if j := pass + fail - 1; j > bestJ+1e-9 {
			best, bestJ = m, j
		}
	}
	pass := share(good, func(x int) bool { return x >= best })
	fail := share(plain, func(x int) bool { return x < best })
	t.Logf("minimum %d: %.1f%% of %d expert prompts pass, %.1f%% of %d one-liners fail", best, 100*pass, len(good), 100*fail, len(plain))
	if DefaultMinScore != best {
		t.Errorf("DefaultMinScore = %d, the data chooses %d", DefaultMinScore, best)
	}
}
