package scoring

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/figures"
)

var fit = flag.Bool("fit", false, "fit the weights on the development files and report cross-validated figures (slow)")

// TestFit fits weights and rule points on the development files by
// coordinate search on the figures' margins over their bars, with 2-fold
// cross-validation: fit on one half of every file, measure on the other.
// It is a tool, not a check: it logs the shipped and the fitted figures
// of each fold and the weight changes a fit proposes, and never fails
// (without -fit or the files it skips). Run it by hand after changing
// the engine:
//
//	go test ./scoring -run TestFit -fit -v
func TestFit(t *testing.T) {
	if !*fit {
		t.Skip("run with -fit")
	}
	set, err := figures.LoadDev("../../shared/eval")
	if err != nil {
		t.Skip(err)
	}
	folds := [2]*figures.Set{split(set, 0), split(set, 1)}
	for k := 0; k < 2; k++ {
		fitted := fitWeights(folds[k], defaultWeights, t)
		held := folds[1-k]
		t.Logf("fold %d: fitted on %d pairs, measured on the other half", k, len(folds[k].Pairs))
		t.Logf("  shipped: %s", summary(figures.Compute(held, DimensionNames(), scorer(defaultWeights))))
		t.Logf("  fitted:  %s", summary(figures.Compute(held, DimensionNames(), scorer(fitted))))
		t.Logf("  changes: %s", diffWeights(defaultWeights, fitted))
	}
	all := fitWeights(set, defaultWeights, t)
	t.Logf("fitted on all: %s", summary(figures.Compute(set, DimensionNames(), scorer(all))))
	t.Logf("changes: %s", diffWeights(defaultWeights, all))
}

func scorer(w *weights) figures.Scorer {
	lx := lexOnce()
	return func(p string) (int, figures.Dimensions) {
		sc := lx.analyze(p, General, w, false).scores()
		t := 0
		for _, x := range sc {
			t += x
		}
		return t, sc
	}
}

// split keeps the items of fold k (0 or 1) of every file.
func split(s *figures.Set, k int) *figures.Set {
	in := func(id string) bool {
		h := fnv.New32a()
		h.Write([]byte(id))
		return int(h.Sum32()%2) == k
	}
	out := &figures.Set{}
	for _, p := range s.Pairs {
		if in(p.ID) {
			out.Pairs = append(out.Pairs, p)
		}
	}
	for _, v := range s.Validity {
		if in(v.ID) {
			out.Validity = append(out.Validity, v)
		}
	}
	for _, x := range s.Substance {
		if in(x.ID) {
			out.Substance = append(out.Substance, x)
		}
	}
	return out
}

// objective sums each figure's margin over its bar, in units where 1 is
// the distance from a typical value to the bar, counting at most a small
// surplus so that no figure is bought with another.
func objective(figs []figures.Figure) float64 {
	var sum float64
	for _, f := range figs {
		var m float64
		switch {
		case strings.HasPrefix(f.Name, "validity_other"):
			m = (f.Bar - f.Value) / 1.5
		case f.Name == "boilerplate_gain", f.Name == "stuffing_gain":
			m = (f.Bar - f.Value) / 6
		case f.Name == "padding_mean":
			m = (f.Bar - f.Value) / 2
		case f.AtMost:
			m = (f.Bar - f.Value) / f.Bar
		default:
			m = (f.Value - f.Bar) / 0.1
		}
		sum += math.Min(m, 0.5)
	}
	return sum
}

func summary(figs []figures.Figure) string {
	var b []string
	for _, f := range figs {
		b = append(b, fmt.Sprintf("%s=%s", strings.Split(f.Name, "(")[0], f))
	}
	return strings.Join(b, " ")
}

// fitWeights improves w by coordinate search over every weight and every
// positive rule point.
func fitWeights(s *figures.Set, start *weights, t *testing.T) *weights {
	w := *start
	best := objective(figures.Compute(s, DimensionNames(), scorer(&w)))
	v := reflect.ValueOf(&w).Elem()
	type knob struct {
		name string
		ptr  *float64
	}
	var knobs []knob
	for i := 0; i < v.NumField(); i++ {
		if f := v.Field(i); f.Kind() == reflect.Float64 && f.CanSet() {
			knobs = append(knobs, knob{v.Type().Field(i).Name, f.Addr().Interface().(*float64)})
		}
	}
	for r := range rubric {
		if rubric[r].Points > 0 && rubric[r].Dim >= 0 {
			knobs = append(knobs, knob{rubric[r].ID, &w.points[r]})
		}
	}
	for pass := 0; pass < 2; pass++ {
		improved := false
		for _, k := range knobs {
			orig := *k.ptr
			bestX := orig
			for _, m := range []float64{0.5, 0.75, 0.9, 1.1, 1.33, 1.5, 2} {
				*k.ptr = orig * m
				if o := objective(figures.Compute(s, DimensionNames(), scorer(&w))); o > best+1e-4 {
					best, bestX, improved = o, *k.ptr, true
				}
			}
			*k.ptr = bestX
		}
		if os.Getenv("FIT_VERBOSE") != "" {
			t.Logf("pass %d: objective %.3f", pass, best)
		}
		if !improved {
			break
		}
	}
	return &w
}

func diffWeights(a, b *weights) string {
	var out []string
	va, vb := reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem()
	for i := 0; i < va.NumField(); i++ {
		if fa, fb := va.Field(i), vb.Field(i); fa.Kind() == reflect.Float64 && fa.Float() != fb.Float() {
			out = append(out, fmt.Sprintf("%s %.3g->%.3g", va.Type().Field(i).Name, fa.Float(), fb.Float()))
		}
	}
	for r := range rubric {
		if a.points[r] != b.points[r] {
			out = append(out, fmt.Sprintf("%s %.3g->%.3g", rubric[r].ID, a.points[r], b.points[r]))
		}
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}
