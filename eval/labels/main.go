// Command labels makes the batches of prompts that careful readers label,
// checks their labels and measures how well two readers agree.
//
//	go run ./eval/labels batches   # writes eval/labels/batches/*.jsonl from the files of eval/
//	go run ./eval/labels check     # every label well formed, its quotes verbatim; counts
//	go run ./eval/labels agree     # agreement of the prompts read twice
//
// How the labels were made is in README.md beside this file.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/pqs-dev/pqs/figures"
)

func main() {
	dir := flag.String("eval", "eval", "`directory` of the evaluation files")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./eval/labels [-eval DIR] batches|check|agree")
	}
	flag.Parse()
	var err error
	switch flag.Arg(0) {
	case "batches":
		err = writeBatches(*dir)
	case "check":
		err = check(*dir)
	case "agree":
		err = agree(*dir)
	default:
		flag.Usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "labels:", err)
		os.Exit(1)
	}
}

// An item is one prompt to label.
type item struct {
	ID     string `json:"id"`
	Source string `json:"source"`
	Prompt string `json:"prompt"`
}

// A plan says how many prompts of a source to label: taken in the order of
// a hash of their id, so the choice is fixed and blind to the engine.
type plan struct {
	source string
	n      int
}

var plans = []plan{
	{"careful", 200},   // the dev items again: our readers against the shipped reader
	{"in3", 240},       // agent tasks, vague and clear
	{"bpo", 240},       // user prompts and their rewrites (120 pairs, both sides)
	{"pairs", 200},     // weak and strong prompts of the guides and ATLAS (100 pairs)
	{"validity", 40},   // curated expert prompts (the distinct bases)
	{"substance", 30},  // plain requests with boilerplate or substantive sentences added
	{"reference", 150}, // awesome-chatgpt-prompts, at most 3,000 characters
	{"corpus", 100},    // expert prompts of the corpus, at most 4,000 characters
	{"languages", 32},  // the translated prompts, one language each
}

const (
	batchItems = 40
	batchChars = 40000
	// Batches whose prompts a second reader labels too.
	secondEvery = 6
)

func hash(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// pick returns n of items by the hash of their id.
func pick(items []item, n int) []item {
	sort.SliceStable(items, func(i, j int) bool { return hash(items[i].ID) < hash(items[j].ID) })
	return items[:min(n, len(items))]
}

// source reads every prompt of a source.
func source(dir, name string) ([]item, error) {
	var out []item
	add := func(id, src, text string) { out = append(out, item{id, src, text}) }
	switch name {
	case "careful":
		rs, err := figures.ReadLines[item](filepath.Join(dir, figures.DevFiles.CarefulItems))
		for _, r := range rs {
			add(r.ID, "careful", r.Prompt)
		}
		return out, err
	case "in3":
		rs, err := figures.ReadLines[figures.Task](filepath.Join(dir, figures.DevFiles.IN3))
		for _, r := range rs {
			add(r.ID, "in3", r.Prompt)
		}
		return out, err
	case "bpo", "pairs":
		file := map[string]string{"bpo": figures.DevFiles.BPO, "pairs": figures.DevFiles.Pairs}[name]
		rs, err := figures.ReadLines[figures.Pair](filepath.Join(dir, file))
		sort.SliceStable(rs, func(i, j int) bool { return hash(rs[i].ID) < hash(rs[j].ID) })
		for _, r := range rs {
			add(r.ID+"/weak", name, r.Weak)
			add(r.ID+"/strong", name, r.Strong)
		}
		return out, err
	case "validity":
		rs, err := figures.ReadLines[figures.Validity](filepath.Join(dir, figures.DevFiles.Validity))
		seen := map[string]bool{}
		for _, r := range rs {
			if !seen[r.Base] {
				seen[r.Base] = true
				add(r.ID+"/base", "validity", r.Base)
			}
		}
		return out, err
	case "substance":
		rs, err := figures.ReadLines[figures.Substance](filepath.Join(dir, figures.DevFiles.Substance))
		for _, r := range rs {
			if hash(r.ID)%2 == 0 {
				add(r.ID+"/substantive", "substance", r.Substantive)
			} else {
				add(r.ID+"/boilerplate", "substance", r.Boilerplate)
			}
		}
		return out, err
	case "reference":
		rows, err := figures.ReadCSV(filepath.Join(dir, "reference_prompts.csv"))
		if err != nil {
			return nil, err
		}
		for i, row := range rows[1:] {
			if len(row) > 1 && len(row[1]) <= 3000 && strings.TrimSpace(row[1]) != "" {
				add(fmt.Sprintf("ref-%04d", i+1), "reference", row[1])
			}
		}
		return out, nil
	case "corpus":
		rs, err := figures.ReadLines[figures.CorpusPrompt](filepath.Join(dir, figures.DevFiles.CorpusPrompts))
		for _, r := range rs {
			if len(r.Text) <= 4000 {
				add(r.ID, "corpus", r.Text)
			}
		}
		return out, err
	case "languages":
		rs, err := figures.ReadLines[figures.Translated](filepath.Join(dir, figures.DevFiles.Languages))
		for _, r := range rs {
			l := figures.Languages[hash(r.ID)%uint64(len(figures.Languages))]
			add(r.ID+"/"+l, "languages", r.Text[l])
		}
		return out, err
	}
	return nil, fmt.Errorf("unknown source %q", name)
}

// chosen returns the prompts to label, in batch order.
func chosen(dir string) ([]item, error) {
	var all []item
	for _, p := range plans {
		items, err := source(dir, p.source)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.source, err)
		}
		if p.source == "bpo" || p.source == "pairs" {
			items = items[:min(p.n, len(items))] // whole pairs, already in hash order
		} else {
			items = pick(items, p.n)
		}
		all = append(all, items...)
	}
	// Batches mix the sources, so no reader sees only one kind of prompt.
	sort.SliceStable(all, func(i, j int) bool { return hash("batch:"+all[i].ID) < hash("batch:"+all[j].ID) })
	return all, nil
}

// batches cuts items into batches of at most batchItems prompts and
// batchChars characters.
func batches(items []item) [][]item {
	var out [][]item
	var cur []item
	size := 0
	for _, it := range items {
		if len(cur) > 0 && (len(cur) == batchItems || size+len(it.Prompt) > batchChars) {
			out = append(out, cur)
			cur, size = nil, 0
		}
		cur = append(cur, it)
		size += len(it.Prompt)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

func batchName(i int) string { return fmt.Sprintf("b%02d", i+1) }

func writeBatches(dir string) error {
	items, err := chosen(dir)
	if err != nil {
		return err
	}
	out := filepath.Join(dir, "labels", "batches")
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	for i, b := range batches(items) {
		var sb strings.Builder
		for _, it := range b {
			line, err := json.Marshal(it)
			if err != nil {
				return err
			}
			sb.Write(line)
			sb.WriteByte('\n')
		}
		if err := os.WriteFile(filepath.Join(out, batchName(i)+".jsonl"), []byte(sb.String()), 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("%d prompts in %d batches under %s\n", len(items), len(batches(items)), out)
	return nil
}

// A reading is the labels of one batch by one reader.
type reading struct {
	file   string
	items  []item
	labels []figures.Label
}

// readings returns every label file with its batch: NAME.jsonl is the
// first reading of batch NAME, NAME.2.jsonl the second.
func readings(dir string) ([]reading, error) {
	files, err := filepath.Glob(filepath.Join(dir, "labels", "out", "*.jsonl"))
	if err != nil {
		return nil, err
	}
	var out []reading
	for _, f := range files {
		batch := strings.SplitN(filepath.Base(f), ".", 2)[0]
		items, err := figures.ReadLines[item](filepath.Join(dir, "labels", "batches", batch+".jsonl"))
		if err != nil {
			return nil, fmt.Errorf("%s: its batch: %w", f, err)
		}
		labels, err := figures.ReadLines[figures.Label](f)
		if err != nil {
			return nil, err
		}
		out = append(out, reading{f, items, labels})
	}
	return out, nil
}

func check(dir string) error {
	rs, err := readings(dir)
	if err != nil {
		return err
	}
	bad, n := 0, 0
	bySource := map[string]int{}
	for _, r := range rs {
		prompts := map[string]item{}
		for _, it := range r.items {
			prompts[it.ID] = it
		}
		seen := map[string]bool{}
		annotators := map[string]bool{}
		for i, l := range r.labels {
			it, ok := prompts[l.ID]
			var problems []string
			switch {
			case !ok:
				problems = []string{"no such prompt in the batch"}
			case seen[l.ID]:
				problems = []string{"labelled twice"}
			default:
				problems = l.Check(it.Prompt)
			}
			seen[l.ID] = true
			annotators[l.Annotator] = true
			for _, p := range problems {
				fmt.Printf("%s:%d %s: %s\n", r.file, i+1, l.ID, p)
				bad++
			}
			if len(problems) == 0 {
				n++
				bySource[it.Source]++
			}
		}
		if len(annotators) > 1 {
			fmt.Printf("%s: more than one annotator\n", r.file)
			bad++
		}
		if len(seen) < len(r.items) {
			fmt.Printf("%s: %d of %d prompts labelled\n", r.file, len(seen), len(r.items))
		}
	}
	keys := make([]string, 0, len(bySource))
	for k := range bySource {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%-10s %4d labels\n", k, bySource[k])
	}
	fmt.Printf("%d labels well formed in %d files\n", n, len(rs))
	if bad > 0 {
		return fmt.Errorf("%d problems", bad)
	}
	return nil
}

// agree compares the prompts read twice: by two of our readers, and the
// careful dev prompts by ours against the shipped reader.
func agree(dir string) error {
	rs, err := readings(dir)
	if err != nil {
		return err
	}
	by := map[string][]figures.Label{}
	for _, r := range rs {
		for _, l := range r.labels {
			by[l.ID] = append(by[l.ID], l)
		}
	}
	shipped, err := figures.ReadLines[figures.Label](filepath.Join(dir, figures.DevFiles.CarefulLabels))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	var ours, vsShipped [][2]figures.Label
	for _, s := range shipped {
		if ls := by[s.ID]; len(ls) > 0 {
			vsShipped = append(vsShipped, [2]figures.Label{s, ls[0]})
		}
	}
	ids := make([]string, 0, len(by))
	for id := range by {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if ls := by[id]; len(ls) >= 2 && ls[0].Annotator != ls[1].Annotator {
			ours = append(ours, [2]figures.Label{ls[0], ls[1]})
		}
	}
	report("two of our readers", ours)
	report("our reader against the shipped careful reader", vsShipped)
	return nil
}

func report(title string, pairs [][2]figures.Label) {
	fmt.Printf("%s: %d prompts\n", title, len(pairs))
	if len(pairs) == 0 {
		return
	}
	fmt.Printf("  %-16s %8s %8s %9s\n", "dimension", "present", "kappa", "strength")
	for d, name := range figures.DimNames {
		var a, b []int
		var x, y []float64
		for _, p := range pairs {
			sa, sb := p[0].Strengths()[d], p[1].Strengths()[d]
			a, b = append(a, min(sa, 1)), append(b, min(sb, 1))
			x, y = append(x, float64(sa)), append(y, float64(sb))
		}
		pres := 0
		for i := range a {
			pres += a[i] + b[i]
		}
		fmt.Printf("  %-16s %7.0f%% %8.2f %9.2f\n", name, 50*float64(pres)/float64(len(a)), kappa(a, b), figures.Spearman(x, y))
	}
	var x, y []float64
	inOther, needed := 0, 0
	for _, p := range pairs {
		x, y = append(x, float64(p[0].Overall)), append(y, float64(p[1].Overall))
		for k := range 2 {
			for _, d := range p[k].Needed {
				needed++
				if slices.Contains(p[1-k].Needed, d) {
					inOther++
				}
			}
		}
	}
	fmt.Printf("  overall rho %.2f; a dimension one reader needs is in the other's needed %.0f%% of the time\n",
		figures.Spearman(x, y), 100*float64(inOther)/float64(max(1, needed)))
}

// kappa is Cohen's kappa of two binary ratings.
func kappa(a, b []int) float64 {
	n := float64(len(a))
	agree, pa, pb := 0.0, 0.0, 0.0
	for i := range a {
		if a[i] == b[i] {
			agree++
		}
		pa += float64(a[i])
		pb += float64(b[i])
	}
	po := agree / n
	pa, pb = pa/n, pb/n
	pe := pa*pb + (1-pa)*(1-pb)
	if pe == 1 {
		return 1
	}
	return (po - pe) / (1 - pe)
}
