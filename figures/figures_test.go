package figures_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/figures"
	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/scoring"
)

// The evaluation files live beside the repository, never inside it.
const evalDir = "../eval"

func score(p string) figures.Scored {
	r, err := scoring.ScoreBrief(p, scoring.General)
	if err != nil {
		panic(err)
	}
	return figures.Scored{Total: r.Total, Dims: r.Scores(), FixDims: r.FixDimensions()}
}

func loadDev(t *testing.T) *figures.Set {
	t.Helper()
	s, err := figures.LoadDev(evalDir)
	if os.IsNotExist(err) {
		t.Skipf("skipping: evaluation files not found (%v); they live in ../shared beside the repository", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// shortfalls are the figures that do not yet meet the scoring issue's
// bar, with the floor they must not fall below (docs/benchmarks.md says
// why). The bar applies again once a figure reaches it.
var shortfalls = map[string]float64{
	// Pairs: scorer 4.0's points follow careful readers' strengths,
	// which are coarser than the old rule sums; these keep its level.
	"atlas_hint":               0.86, // bar 0.92
	"bpo":                      0.77, // bar 0.86; "longer is better" alone gets 0.87 here
	"length_controlled(n=123)": 0.65, // bar 0.70
	"corpus_ablation_drops":    0.71, // bar 0.80
	"in3_specificity_auc":      0.67, // bar 0.70
	// IN3's vague tasks state more context than its clear ones: the
	// careful readers' own summed strengths tell them apart at 0.63.
	"in3_total_auc": 0.52, // bar 0.65
	// The careful readers' group (eval/careful: one reader of 200 prompts).
	"careful_presence_auc":                      0.81, // bar 0.85
	"careful_presence_auc_worst(examples)":      0.72, // bar 0.75
	"careful_presence_auc_worst(output_format)": 0.72, // bar 0.75
	"careful_presence_auc_worst(cot_structure)": 0.72, // bar 0.75
	"careful_presence_auc_worst(constraints)":   0.72, // bar 0.75
	"careful_presence_auc_worst(context)":       0.72, // bar 0.75
	"careful_absent_credited_3plus":             0.07, // bar 0.03
	"careful_fix_on_stated_component":           0.17, // bar 0.08
	"careful_total_vs_reader_sum_rho":           0.70, // bar 0.80
}

// TestDevBars fails when a figure on the development files falls under
// the bar of the scoring issue, or a known shortfall under its floor.
func TestDevBars(t *testing.T) {
	if pqstest.Race {
		t.Skip("slow under the race detector: .ci/run runs it without")
	}
	for _, f := range figures.Compute(loadDev(t), scoring.DimensionNames(), score) {
		op := map[bool]string{true: "<=", false: ">="}[f.AtMost]
		t.Logf("%-32s %8s  bar %s %v", f.Name, f, op, f.Bar)
		if f.OK() {
			continue
		}
		if floor, ok := shortfalls[f.Name]; ok && (f.AtMost && f.Value <= floor || !f.AtMost && f.Value >= floor) {
			t.Logf("  %s is short of its bar %v (floor %v)", f.Name, f.Bar, floor)
			continue
		}
		t.Errorf("%s = %s, bar %s %v", f.Name, f, op, f.Bar)
	}
}

// TestMatchesReference runs eval/figures.py, the reference
// definition of the figures, with this test binary as its scorer, and
// checks that it prints the figures Compute measures.
func TestMatchesReference(t *testing.T) {
	if pqstest.Race {
		t.Skip("slow under the race detector: .ci/run runs it without")
	}
	set := loadDev(t)
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("skipping: python3 not installed")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// figures.py runs "BIN score --jsonl"; a wrapper script makes this
	// test binary that command.
	bin := filepath.Join(t.TempDir(), "pqs")
	script := fmt.Sprintf("#!/bin/sh\nFIGURES_SCORER=1 exec %q -test.run=TestScorerHelper\n", self)
	if err := os.WriteFile(bin, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	out, _ := exec.Command(py, filepath.Join(evalDir, "figures.py"), bin, evalDir, "--dev", "--all").CombinedOutput()
	ref := map[string]string{}
	for _, l := range strings.Split(string(out), "\n") {
		for _, g := range figures.Groups {
			prefix := "dev " + g + ": "
			if g == "pairs" {
				prefix = "dev: "
			}
			if strings.HasPrefix(l, prefix) {
				ref[g] = strings.TrimPrefix(l, prefix)
			}
		}
	}
	if ref["pairs"] == "" {
		t.Fatalf("figures.py printed no figures:\n%s", out)
	}
	figs := figures.Compute(set, scoring.DimensionNames(), score)
	for _, g := range figures.Groups {
		if got := figures.Line(figs, g); got != ref[g] {
			t.Errorf("%s figures differ from figures.py:\n got %s\nwant %s", g, got, ref[g])
		}
	}
}

// TestScorerHelper is "pqs score --jsonl" for TestMatchesReference: it
// runs only in the child process.
func TestScorerHelper(t *testing.T) {
	if os.Getenv("FIGURES_SCORER") != "1" {
		t.Skip("helper process for TestMatchesReference")
	}
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
	w := bufio.NewWriter(os.Stdout)
	for sc.Scan() {
		var in struct{ Prompt string }
		if err := json.Unmarshal(sc.Bytes(), &in); err != nil {
			t.Fatal(err)
		}
		r := score(in.Prompt)
		m := map[string]any{"score": r.Total}
		dm := map[string]int{}
		for i, n := range scoring.DimensionNames() {
			dm[n] = r.Dims[i]
		}
		m["dimensions"] = dm
		fixes := []map[string]string{}
		for _, d := range r.FixDims {
			fixes = append(fixes, map[string]string{"dimension": d})
		}
		m["fixes"] = fixes
		b, _ := json.Marshal(m)
		w.Write(append(b, '\n'))
	}
	w.Flush()
	os.Exit(0)
}

func TestPyRandom(t *testing.T) {
	pairs := make([]figures.Pair, 20)
	for i := range pairs {
		pairs[i].Weak = fmt.Sprint(i)
	}
	// random.Random(7).shuffle(list(range(20))) in Python 3.
	want := "17 15 11 18 7 6 19 3 14 0 9 5 16 8 13 2 1 12 4 10"
	if got := strings.Join(figures.PaddingBases(pairs), " "); got != want {
		t.Errorf("shuffle = %s, want %s", got, want)
	}
}

// TestCarefulFewItems: a careful set too small for a presence AUC (five
// prompts each side) gives the other figures, not a panic.
func TestCarefulFewItems(t *testing.T) {
	s := loadDev(t)
	small := &figures.Set{Careful: s.Careful[:3], CarefulLabels: s.CarefulLabels}
	var names []string
	for _, f := range figures.Compute(small, scoring.DimensionNames(), score) {
		if f.Group == "careful" {
			names = append(names, f.Name)
		}
	}
	if strings.Contains(strings.Join(names, " "), "careful_presence_auc ") || !strings.Contains(strings.Join(names, " "), "careful_n") {
		t.Errorf("careful figures of 3 prompts: %v", names)
	}
}
