// Package figures computes the scoring figures of the evaluation files in
// eval/ of the repository, in five groups: pairs (pairwise accuracy on weak/strong
// prompt pairs, construct validity on ablations and additions,
// boilerplate against substance, padding), corpus (real expert prompts
// whose authors labelled their components), in3 (agent tasks annotated
// vague or clear) and languages (the same prompts in eight languages).
// The definitions are those of eval/figures.py, the reference;
// TestMatchesReference checks that both print the same.
package figures

import (
	"bufio"
	"compress/gzip"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// Dimensions are the eight dimension scores in result order.
type Dimensions = [8]int

// Scored is what a Scorer says of one prompt.
type Scored struct {
	Total   int
	Dims    Dimensions
	FixDims []string // the dimension of each top fix
}

// A Scorer scores one prompt.
type Scorer func(prompt string) Scored

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

// CorpusItem is an ablation of a real expert prompt (a section its author
// labelled is removed: its dimension must drop) or its heading-stripped
// variant (every labelled heading removed: each component must keep half
// its points).
type CorpusItem struct {
	Kind       string   `json:"kind"` // "ablation" or "unlabelled"
	Repo       string   `json:"repo"`
	Base       string   `json:"base"`
	Variant    string   `json:"variant"`
	Dimension  string   `json:"dimension"`  // of an ablation
	Dimensions []string `json:"dimensions"` // of a heading-stripped variant
}

// CorpusPrompt is a real expert prompt with the dimensions its author
// labelled with headings.
type CorpusPrompt struct {
	ID       string `json:"id"`
	Repo     string `json:"repo"`
	Text     string `json:"text"`
	Sections []struct {
		Dimension string `json:"dimension"`
	} `json:"sections"`
}

// Labelled returns the dimensions the author labelled.
func (p *CorpusPrompt) Labelled() []string {
	var out []string
	for _, s := range p.Sections {
		if s.Dimension != "" && !slices.Contains(out, s.Dimension) {
			out = append(out, s.Dimension)
		}
	}
	return out
}

// Task is an agent task that annotators found vague or clear (IN3).
type Task struct {
	ID       string `json:"id"`
	Prompt   string `json:"prompt"`
	Vague    bool   `json:"vague"`
	Category string `json:"category"`
}

// Translated is one prompt in English and its faithful translations.
type Translated struct {
	ID   string `json:"id"`
	Kind string `json:"kind"`
	Text map[string]string
}

// Languages are the languages of a Translated prompt besides English.
var Languages = []string{"de", "es", "fr", "pt", "it", "zh", "ja"}

func (t *Translated) UnmarshalJSON(b []byte) error {
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	t.ID, t.Kind, t.Text = m["id"], m["kind"], m
	return nil
}

// Set is the evaluation data.
type Set struct {
	Pairs         []Pair
	Validity      []Validity
	Substance     []Substance
	CorpusItems   []CorpusItem
	CorpusPrompts []CorpusPrompt
	IN3           []Task
	Languages     []Translated
	Careful       []CarefulItem
	CarefulLabels map[string][]Label // by prompt id
}

// DevFiles are the development files of eval/.
var DevFiles = struct{ Pairs, BPO, Validity, Substance, CorpusItems, CorpusPrompts, IN3, Languages, CarefulItems, CarefulLabels string }{
	"pairs_dev.jsonl", "pairs_bpo_dev.jsonl", "validity_dev.jsonl", "substance_dev.jsonl",
	"corpus/items_dev.jsonl.gz", "corpus/prompts_dev.jsonl.gz", "in3_dev.jsonl", "multilingual_dev.jsonl",
	"careful/items_dev.jsonl", "careful/labels_dev.jsonl",
}

// LoadDev reads the development files from dir. The pair group's files
// must be there; a group whose file is missing is left empty, as
// figures.py leaves it out.
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
	optional := func(err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	var labels []Label
	for _, f := range []error{
		readJSONL(filepath.Join(dir, DevFiles.CorpusItems), &s.CorpusItems),
		readJSONL(filepath.Join(dir, DevFiles.CorpusPrompts), &s.CorpusPrompts),
		readJSONL(filepath.Join(dir, DevFiles.IN3), &s.IN3),
		readJSONL(filepath.Join(dir, DevFiles.Languages), &s.Languages),
		readJSONL(filepath.Join(dir, DevFiles.CarefulItems), &s.Careful),
		readJSONL(filepath.Join(dir, DevFiles.CarefulLabels), &labels),
	} {
		if err := optional(f); err != nil {
			return nil, err
		}
	}
	s.CarefulLabels = map[string][]Label{}
	for _, l := range labels {
		s.CarefulLabels[l.ID] = append(s.CarefulLabels[l.ID], l)
	}
	return s, nil
}

// ReadLines reads the JSON lines of path, gunzipping a .gz file.
func ReadLines[T any](path string) ([]T, error) {
	var out []T
	err := readJSONL(path, &out)
	return out, err
}

// ReadCSV reads the rows of a CSV file, quotes read leniently.
func ReadCSV(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.LazyQuotes = true
	return r.ReadAll()
}

// readJSONL appends the JSON lines of path to dst, gunzipping a .gz file.
func readJSONL[T any](path string, dst *[]T) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		r = z
	}
	sc := bufio.NewScanner(r)
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

// A Figure is one measured figure and its bar, or a note (Text) that
// figures.py prints beside them.
type Figure struct {
	Group  string // pairs, corpus, in3 or languages
	Name   string
	Value  float64
	Bar    float64
	AtMost bool   // the bar is a maximum, not a minimum
	Format string // how figures.py prints the value
	N      int    // items measured
	Text   string // a note's value; a note has no bar
}

// Groups are the figure groups in the order figures.py prints them.
var Groups = []string{"pairs", "corpus", "in3", "languages", "careful"}

// OK reports whether the figure meets its bar.
func (f Figure) OK() bool {
	if f.Text != "" {
		return true
	}
	if f.AtMost {
		return f.Value <= f.Bar
	}
	return f.Value >= f.Bar
}

// String formats the value as figures.py does.
func (f Figure) String() string {
	if f.Text != "" {
		return f.Text
	}
	return fmt.Sprintf(f.Format, f.Value)
}

// Sets of pairs, as figures.py names them.
const (
	setGuide = "guide"
	setBPO   = "paper:cheng2023_bpo"
)

// Compute measures every figure of s with score. names are the
// dimensions of score's Dimensions, in order (scoring.DimensionNames()).
func Compute(s *Set, names []string, score Scorer) []Figure {
	memo := map[string]Scored{}
	get := func(p string) Scored {
		if r, ok := memo[p]; ok {
			return r
		}
		r := score(p)
		memo[p] = r
		return r
	}
	tot := func(p string) int { return get(p).Total }
	figs := pairFigures(s, names, get, tot)
	figs = append(figs, corpusFigures(s, names, get)...)
	figs = append(figs, in3Figures(s, names, get)...)
	figs = append(figs, languageFigures(s, tot)...)
	figs = append(figs, carefulFigures(s, get)...)
	return figs
}

func pairFigures(s *Set, names []string, get func(string) Scored, tot func(string) int) []Figure {
	var figs []Figure
	if len(s.Pairs) > 0 {
		figs = pairAccuracy(s, tot)
	}
	if len(s.Validity) > 0 {
		figs = append(figs, validityFigures(s, names, get)...)
	}
	if len(s.Substance) > 0 {
		figs = append(figs, substanceFigures(s, tot)...)
	}
	if len(s.Pairs) > 0 {
		figs = append(figs, paddingFigures(s, tot)...)
	}
	for i := range figs {
		figs[i].Group = "pairs"
	}
	return figs
}

// pairAccuracy: the strong prompt of a pair outscores the weak one.
func pairAccuracy(s *Set, tot func(string) int) []Figure {
	var figs []Figure
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
	}{{"guide", 0.90}, {"atlas_hint", 0.92}, {"bpo", 0.86}} {
		figs = append(figs, Figure{Name: g.name, Value: accuracy(groups[g.name]), Bar: g.bar, Format: "%.3f", N: len(groups[g.name])})
	}
	return append(figs, Figure{Name: fmt.Sprintf("length_controlled(n=%d)", len(controlled)), Value: accuracy(controlled), Bar: 0.70, Format: "%.3f", N: len(controlled)})
}

// validityFigures: an ablation lowers its dimension, an addition raises
// it, and the other dimensions move little.
func validityFigures(s *Set, names []string, get func(string) Scored) []Figure {
	right, other := 0.0, 0.0
	for _, v := range s.Validity {
		d := slices.Index(names, v.Dimension)
		b, x := get(v.Base).Dims, get(v.Variant).Dims
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
	return []Figure{
		{Name: "validity_dim_moves_right", Value: right / n, Bar: 0.85, Format: "%.2f", N: len(s.Validity)},
		{Name: "validity_other_dims_abs_change", Value: other / n, Bar: 1.5, AtMost: true, Format: "%.2f", N: len(s.Validity)}}
}

// substanceFigures: task-specific detail beats generic boilerplate of the
// same length, and neither boilerplate nor stuffing gains much.
func substanceFigures(s *Set, tot func(string) int) []Figure {
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
	return []Figure{
		{Name: "substance_beats_boilerplate", Value: wins / m, Bar: 0.90, Format: "%.2f", N: len(s.Substance)},
		{Name: "boilerplate_gain", Value: gain / m, Bar: 6, AtMost: true, Format: "%+.1f", N: len(s.Substance)},
		{Name: "stuffing_gain", Value: stuff / float64(max(stuffed, 1)), Bar: 4, AtMost: true, Format: "%+.1f", N: stuffed}}
}

// paddingFigures: pasted logs, data, lorem ipsum and repeats gain little.
func paddingFigures(s *Set, tot func(string) int) []Figure {
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
	return []Figure{
		{Name: "padding_mean", Value: float64(sum) / k, Bar: 2, AtMost: true, Format: "%+.2f", N: len(deltas)},
		{Name: "padding_over5", Value: float64(big) / k, Bar: 0.10, AtMost: true, Format: "%.2f", N: len(deltas)}}
}

// corpusFigures measures the expert corpus: removing a labelled section
// lowers its dimension; a component keeps half its points without its
// heading; the top fixes do not ask for a component the author labelled.
func corpusFigures(s *Set, names []string, get func(string) Scored) []Figure {
	var figs []Figure
	if len(s.CorpusItems) > 0 {
		drops, n := 0, 0
		per := map[string][2]int{}
		kept, stripped := 0, 0
		for _, it := range s.CorpusItems {
			b, v := get(it.Base).Dims, get(it.Variant).Dims
			switch it.Kind {
			case "ablation":
				d := slices.Index(names, it.Dimension)
				x := per[it.Dimension]
				n, x[1] = n+1, x[1]+1
				if v[d] < b[d] {
					drops, x[0] = drops+1, x[0]+1
				}
				per[it.Dimension] = x
			case "unlabelled":
				for _, name := range it.Dimensions {
					d := slices.Index(names, name)
					if b[d] >= 2 {
						stripped++
						if v[d]*2 >= b[d] {
							kept++
						}
					}
				}
			}
		}
		dims := make([]string, 0, len(per))
		for d := range per {
			dims = append(dims, d)
		}
		sort.Strings(dims)
		var by []string
		for _, d := range dims {
			by = append(by, fmt.Sprintf("%s:%.2f", d, float64(per[d][0])/float64(per[d][1])))
		}
		figs = append(figs,
			Figure{Name: "corpus_ablation_drops", Value: ratio(drops, n), Bar: 0.80, Format: "%.2f", N: n},
			Figure{Name: "ablation_drops_by_dimension", Text: strings.Join(by, ",")},
			Figure{Name: "corpus_credited_without_heading", Value: ratio(kept, stripped), Bar: 0.85, Format: "%.2f", N: stripped})
	}
	if len(s.CorpusPrompts) > 0 {
		asked, labelled := 0, 0
		totals := make([]int, 0, len(s.CorpusPrompts))
		for i := range s.CorpusPrompts {
			p := &s.CorpusPrompts[i]
			r := get(p.Text)
			l := p.Labelled()
			labelled += len(l)
			seen := map[string]bool{}
			for _, d := range r.FixDims {
				if !seen[d] && slices.Contains(l, d) {
					asked++
				}
				seen[d] = true
			}
			totals = append(totals, r.Total)
		}
		slices.Sort(totals)
		figs = append(figs,
			Figure{Name: "corpus_fix_asks_for_labelled_component", Value: ratio(asked, labelled), Bar: 0.10, AtMost: true, Format: "%.2f", N: labelled},
			Figure{Name: "corpus_median_total", Text: fmt.Sprint(totals[len(totals)/2])})
	}
	for i := range figs {
		figs[i].Group = "corpus"
	}
	return figs
}

func ratio(a, b int) float64 { return float64(a) / float64(max(1, b)) }

// in3Figures measures how often a clear task outscores a vague one (an
// AUC: ties count half), by specificity and by total.
func in3Figures(s *Set, names []string, get func(string) Scored) []Figure {
	if len(s.IN3) == 0 {
		return nil
	}
	spec := slices.Index(names, "specificity")
	var clearS, vagueS, clearT, vagueT []int
	for _, t := range s.IN3 {
		r := get(t.Prompt)
		if t.Vague {
			vagueS, vagueT = append(vagueS, r.Dims[spec]), append(vagueT, r.Total)
		} else {
			clearS, clearT = append(clearS, r.Dims[spec]), append(clearT, r.Total)
		}
	}
	n := len(s.IN3)
	return []Figure{
		{Group: "in3", Name: "in3_specificity_auc", Value: AUC(clearS, vagueS), Bar: 0.70, Format: "%.3f", N: n},
		{Group: "in3", Name: "in3_total_auc", Value: AUC(clearT, vagueT), Bar: 0.65, Format: "%.3f", N: n},
	}
}

// AUC is the probability that a positive scores above a negative, ties
// counting half.
func AUC[T int | float64](pos, neg []T) float64 {
	if len(pos) == 0 || len(neg) == 0 {
		return 0
	}
	var a float64
	for _, p := range pos {
		for _, n := range neg {
			switch {
			case p > n:
				a++
			case p == n:
				a += 0.5
			}
		}
	}
	return a / float64(len(pos)*len(neg))
}

// carefulFigures measures how the scores follow careful readers' labels
// (RUBRIC.md): each dimension tells a stated component from an absent one
// (AUC), absent ones get under 3 points, points follow the readers'
// strengths, fixes ask for what the readers say the prompt needs and never
// for what they see stated specifically, and the total follows the
// readers' summed strengths. With several readers, a component is stated
// when all see it and absent when none does; the needs are their union.
func carefulFigures(s *Set, get func(string) Scored) []Figure {
	var items []CarefulItem
	for _, c := range s.Careful {
		if len(s.CarefulLabels[c.ID]) > 0 {
			items = append(items, c)
		}
	}
	if len(items) == 0 {
		return nil
	}
	strengths := func(c CarefulItem, d int) (lo, hi int, mean float64) {
		lo, hi = 9, -1
		ls := s.CarefulLabels[c.ID]
		for _, l := range ls {
			x := l.Strengths()[d]
			lo, hi, mean = min(lo, x), max(hi, x), mean+float64(x)
		}
		return lo, hi, mean / float64(len(ls))
	}
	f := func(name string, v, bar float64, atMost bool, format string) Figure {
		return Figure{Group: "careful", Name: name, Value: v, Bar: bar, AtMost: atMost, Format: format, N: len(items)}
	}
	var figs []Figure
	aucs := map[int]float64{}
	var order []int
	absent, absent3 := 0, 0
	var xs, ys []float64
	for d := range DimNames {
		var pos, neg []int
		for _, c := range items {
			lo, hi, _ := strengths(c, d)
			p := get(c.Prompt).Dims[d]
			if lo > 0 {
				pos = append(pos, p)
			}
			if hi == 0 {
				neg = append(neg, p)
			}
		}
		if len(pos) >= 5 && len(neg) >= 5 {
			aucs[d] = AUC(pos, neg)
			order = append(order, d)
		}
	}
	for _, c := range items {
		r := get(c.Prompt)
		for d := range DimNames {
			_, hi, mean := strengths(c, d)
			if hi == 0 {
				absent++
				if r.Dims[d] >= 3 {
					absent3++
				}
			}
			xs, ys = append(xs, float64(r.Dims[d])), append(ys, mean)
		}
	}
	// An AUC needs five prompts on each side: a small set may have none.
	if len(order) > 0 {
		macro, worst := 0.0, order[0]
		for _, d := range order {
			macro += aucs[d]
			if aucs[d] < aucs[worst] {
				worst = d
			}
		}
		macro /= float64(len(order))
		figs = append(figs,
			f("careful_presence_auc", macro, 0.85, false, "%.3f"),
			f("careful_presence_auc_worst("+DimNames[worst]+")", aucs[worst], 0.75, false, "%.3f"))
	}
	figs = append(figs,
		f("careful_absent_credited_3plus", ratio(absent3, absent), 0.03, true, "%.2f"),
		f("careful_dimension_vs_strength_rho", Spearman(xs, ys), 0.80, false, "%.2f"))
	nfix, onSpec, inNeed := 0, 0, 0
	var tot, sum, length []float64
	for _, c := range items {
		need := map[string]bool{}
		for _, l := range s.CarefulLabels[c.ID] {
			for _, n := range l.Needed {
				need[n] = true
			}
		}
		r := get(c.Prompt)
		for _, fx := range r.FixDims {
			nfix++
			if d := slices.Index(DimNames[:], fx); d >= 0 {
				if lo, _, _ := strengths(c, d); lo >= 2 {
					onSpec++
				}
			}
			if need[fx] {
				inNeed++
			}
		}
		total := 0.0
		for d := range DimNames {
			_, _, mean := strengths(c, d)
			total += mean
		}
		tot, sum, length = append(tot, float64(r.Total)), append(sum, total), append(length, float64(len([]rune(c.Prompt))))
	}
	figs = append(figs,
		f("careful_fix_on_stated_component", ratio(onSpec, nfix), 0.08, true, "%.2f"),
		f("careful_fix_in_readers_needed", ratio(inNeed, nfix), 0.45, false, "%.2f"),
		f("careful_total_vs_reader_sum_rho", Spearman(tot, sum), 0.80, false, "%.2f"),
		Figure{Group: "careful", Name: "careful_length_vs_reader_sum_rho", Text: fmt.Sprintf("%.2f", Spearman(length, sum))})
	var per []string
	for _, d := range order {
		per = append(per, fmt.Sprintf("%s:%.2f", DimNames[d], aucs[d]))
	}
	figs = append(figs,
		Figure{Group: "careful", Name: "careful_presence_auc_by_dimension", Text: strings.Join(per, ",")},
		Figure{Group: "careful", Name: "careful_n", Text: fmt.Sprint(len(items))})
	return figs
}

// Spearman is the rank correlation of a and b, ties ranked by their mean.
func Spearman(a, b []float64) float64 {
	ra, rb := ranks(a), ranks(b)
	var ma, mb float64
	for i := range ra {
		ma += ra[i]
		mb += rb[i]
	}
	ma /= float64(len(ra))
	mb /= float64(len(rb))
	var num, da, db float64
	for i := range ra {
		num += (ra[i] - ma) * (rb[i] - mb)
		da += (ra[i] - ma) * (ra[i] - ma)
		db += (rb[i] - mb) * (rb[i] - mb)
	}
	if da == 0 || db == 0 {
		return 0
	}
	return num / math.Sqrt(da*db)
}

func ranks(x []float64) []float64 {
	idx := make([]int, len(x))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return x[idx[i]] < x[idx[j]] })
	r := make([]float64, len(x))
	for k := 0; k < len(idx); {
		j := k
		for j+1 < len(idx) && x[idx[j+1]] == x[idx[k]] {
			j++
		}
		for m := k; m <= j; m++ {
			r[idx[m]] = float64(k+j)/2 + 1
		}
		k = j + 1
	}
	return r
}

// languageFigures measures the mean absolute difference of each
// translation's total from the English total.
func languageFigures(s *Set, tot func(string) int) []Figure {
	if len(s.Languages) == 0 {
		return nil
	}
	var figs []Figure
	for _, l := range Languages {
		sum := 0
		for _, t := range s.Languages {
			sum += abs(tot(t.Text[l]) - tot(t.Text["en"]))
		}
		bar := 4.0
		if l == "zh" || l == "ja" {
			bar = 6
		}
		figs = append(figs, Figure{Group: "languages", Name: "lang_" + l + "_mean_abs_diff", Value: float64(sum) / float64(len(s.Languages)),
			Bar: bar, AtMost: true, Format: "%.1f", N: len(s.Languages)})
	}
	return figs
}

// Line formats the figures of one group as figures.py prints them, after
// its "dev: " or "dev GROUP: " prefix.
func Line(figs []Figure, group string) string {
	var b []string
	for _, f := range figs {
		if f.Group == group {
			b = append(b, f.Name+"="+f.String())
		}
	}
	return strings.Join(b, " ")
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
