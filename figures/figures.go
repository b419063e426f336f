// Package figures computes the scoring figures of the evaluation files in
// ../shared/eval: pairwise accuracy on weak/strong prompt pairs, construct
// validity on ablations and additions, boilerplate against substance, and
// padding. The definitions are those of ../shared/eval/figures.py, the
// reference; TestMatchesReference checks that both print the same.
package figures

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Dimensions are the eight dimension names in result order.
type Dimensions = [8]int

// A Scorer scores one prompt: its total and its eight dimensions.
type Scorer func(prompt string) (total int, dims Dimensions)

// Pair is a weak prompt and a stronger rewrite of it.
type Pair struct {
	ID     string `json:"id"`
	Weak   string `json:"weak"`
	Strong string `json:"strong"`
	Set    string `json:"set"`
	Hint   string `json:"rubric_dimension_hint"`
}

// Validity is an ablation (one component removed from a real prompt) or
// an addition (one added to a plain request).
type Validity struct {
	ID        string `json:"id"`
	Kind      string `json:"kind"`
	Base      string `json:"base"`
	Variant   string `json:"variant"`
	Dimension string `json:"dimension"`
	Expect    string `json:"expect"` // "drop" or "rise"
}

// Substance is a plain request with a boilerplate variant and a
// substantive one of the same length, and optionally both (stuffed).
type Substance struct {
	ID          string `json:"id"`
	Base        string `json:"base"`
	Boilerplate string `json:"boilerplate"`
	Substantive string `json:"substantive"`
	Stuffed     string `json:"stuffed"`
}

// Set is the evaluation data.
type Set struct {
	Pairs     []Pair
	Validity  []Validity
	Substance []Substance
}

// DevFiles are the development files of ../shared/eval.
var DevFiles = struct{ Pairs, BPO, Validity, Substance string }{
	"pairs_dev.jsonl", "pairs_bpo_dev.jsonl", "validity_dev.jsonl", "substance_dev.jsonl",
}

// LoadDev reads the development files from dir.
func LoadDev(dir string) (*Set, error) {
	s := &Set{}
	for _, f := range []string{DevFiles.Pairs, DevFiles.BPO} {
		if err := readJSONL(filepath.Join(dir, f), &s.Pairs); err != nil {
			return nil, err
		}
	}
	if err := readJSONL(filepath.Join(dir, DevFiles.Validity), &s.Validity); err != nil {
		return nil, err
	}
	if err := readJSONL(filepath.Join(dir, DevFiles.Substance), &s.Substance); err != nil {
		return nil, err
	}
	return s, nil
}

func readJSONL[T any](path string, dst *[]T) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var v T
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
		*dst = append(*dst, v)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// A Figure is one measured figure and its bar.
type Figure struct {
	Name   string
	Value  float64
	Bar    float64
	AtMost bool   // the bar is a maximum, not a minimum
	Format string // how figures.py prints the value
	N      int    // items measured
}

// OK reports whether the figure meets its bar.
func (f Figure) OK() bool {
	if f.AtMost {
		return f.Value <= f.Bar
	}
	return f.Value >= f.Bar
}

// String formats the value as figures.py does.
func (f Figure) String() string { return fmt.Sprintf(f.Format, f.Value) }

// Sets of pairs, as figures.py names them.
const (
	setGuide = "guide"
	setBPO   = "paper:cheng2023_bpo"
)

// Compute measures every figure of s with score. names are the
// dimensions of score's Dimensions, in order (scoring.DimensionNames()).
func Compute(s *Set, names []string, score Scorer) []Figure {
	type scored struct {
		total int
		dims  Dimensions
	}
	memo := map[string]scored{}
	get := func(p string) scored {
		if r, ok := memo[p]; ok {
			return r
		}
		t, d := score(p)
		memo[p] = scored{t, d}
		return memo[p]
	}
	tot := func(p string) int { return get(p).total }

	var figs []Figure
	// Pairs.
	groups := map[string][]wl{}
	var controlled []wl
	for _, p := range s.Pairs {
		key := ""
		switch {
		case p.Set == setGuide:
			key = "guide"
		case p.Set == setBPO:
			key = "bpo"
		case p.Hint != "":
			key = "atlas_hint"
		}
		r := wl{tot(p.Weak), tot(p.Strong)}
		if key != "" {
			groups[key] = append(groups[key], r)
		}
		if len([]rune(p.Strong))*100 <= 110*len([]rune(p.Weak)) {
			controlled = append(controlled, r)
		}
	}
	for _, g := range []struct {
		name string
		bar  float64
	}{{"guide", 0.90}, {"atlas_hint", 0.96}, {"bpo", 0.86}} {
		figs = append(figs, Figure{Name: g.name, Value: accuracy(groups[g.name]), Bar: g.bar, Format: "%.3f", N: len(groups[g.name])})
	}
	figs = append(figs, Figure{Name: fmt.Sprintf("length_controlled(n=%d)", len(controlled)), Value: accuracy(controlled), Bar: 0.70, Format: "%.3f", N: len(controlled)})

	// Construct validity.
	right, other := 0.0, 0.0
	for _, v := range s.Validity {
		d := slices.Index(names, v.Dimension)
		b, x := get(v.Base).dims, get(v.Variant).dims
		delta := x[d] - b[d]
		if v.Expect == "drop" && delta < 0 || v.Expect != "drop" && delta > 0 {
			right++
		}
		for k := range b {
			if k != d {
				other += float64(abs(x[k] - b[k]))
			}
		}
	}
	n := float64(max(len(s.Validity), 1))
	figs = append(figs,
		Figure{Name: "validity_dim_moves_right", Value: right / n, Bar: 0.85, Format: "%.2f", N: len(s.Validity)},
		Figure{Name: "validity_other_dims_abs_change", Value: other / n, Bar: 1.5, AtMost: true, Format: "%.2f", N: len(s.Validity)})

	// Substance against boilerplate.
	var wins, gain, stuff float64
	stuffed := 0
	for _, x := range s.Substance {
		sb, bp := tot(x.Substantive), tot(x.Boilerplate)
		switch {
		case sb > bp:
			wins++
		case sb == bp:
			wins += 0.5
		}
		gain += float64(bp - tot(x.Base))
		if x.Stuffed != "" {
			stuff += float64(tot(x.Stuffed) - sb)
			stuffed++
		}
	}
	m := float64(max(len(s.Substance), 1))
	figs = append(figs,
		Figure{Name: "substance_beats_boilerplate", Value: wins / m, Bar: 0.85, Format: "%.2f", N: len(s.Substance)},
		Figure{Name: "boilerplate_gain", Value: gain / m, Bar: 6, AtMost: true, Format: "%+.1f", N: len(s.Substance)},
		Figure{Name: "stuffing_gain", Value: stuff / float64(max(stuffed, 1)), Bar: 4, AtMost: true, Format: "%+.1f", N: stuffed})

	// Padding.
	var deltas []int
	for _, b := range PaddingBases(s.Pairs) {
		for _, g := range Paddings(b) {
			deltas = append(deltas, tot(g.Text)-tot(b))
		}
	}
	sum, big := 0, 0
	for _, d := range deltas {
		sum += d
		if d > 5 {
			big++
		}
	}
	k := float64(max(len(deltas), 1))
	figs = append(figs,
		Figure{Name: "padding_mean", Value: float64(sum) / k, Bar: 2, AtMost: true, Format: "%+.2f", N: len(deltas)},
		Figure{Name: "padding_over5", Value: float64(big) / k, Bar: 0.10, AtMost: true, Format: "%.2f", N: len(deltas)})
	return figs
}

type wl struct{ weak, strong int }

func accuracy(rows []wl) float64 {
	if len(rows) == 0 {
		return 0
	}
	var a float64
	for _, r := range rows {
		switch {
		case r.strong > r.weak:
			a++
		case r.strong == r.weak:
			a += 0.5
		}
	}
	return a / float64(len(rows))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
