package scoring

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/figures"
	"github.com/pqs-dev/pqs/internal/pqstest"
)

// readNames name the reader's classes in the fit's reports.
var readNames = [nRead]string{"other", "role", "context", "constraint", "format", "example", "reasoning"}

// The reader is fit here, on the expert prompts of eval/corpus,
// and written to parts_reader_gen.go:
//
//	go generate ./scoring     (runs go test -run TestReaderGenerated -update)
//
// TestReaderGenerated fails when parts_reader_gen.go is not what the fit gives
// today (the corpus, the parser or the features changed), and
// TestReaderAcrossSources (-cv) fits on some repositories and measures on
// the others.

var (
	update = flag.Bool("update", false, "write parts_reader_gen.go from a fit on the corpus")
	cv     = flag.Bool("cv", false, "report the reader's figures fit on some repositories and measured on the others")
)

const corpusDir = "../eval/corpus"

// A corpusPrompt is an expert prompt with the sections its author labelled.
type corpusPrompt struct {
	ID       string          `json:"id"`
	Repo     string          `json:"repo"`
	Text     string          `json:"text"`
	Sections []corpusSection `json:"sections"`
	bytes    []corpusSection // Sections with byte offsets
}

type corpusSection struct {
	Dimension *string `json:"dimension"`
	Start     int     `json:"start"`
	End       int     `json:"end"`
	BodyStart int     `json:"body_start"`
	Parent    *int    `json:"parent"`
}

// A corpusItem is an ablation (a labelled section removed: its dimension
// must drop) or a heading-stripped variant (its components must count).
type corpusItem struct {
	Kind       string   `json:"kind"`
	Repo       string   `json:"repo"`
	Base       string   `json:"base"`
	Variant    string   `json:"variant"`
	Dimension  string   `json:"dimension"`
	Dimensions []string `json:"dimensions"`
}

func readGz[T any](t testing.TB, name string) []T {
	t.Helper()
	out, err := figures.ReadLines[T](corpusDir + "/" + name)
	if err != nil {
		t.Skipf("skipping: the corpus is not available (%v)", err)
	}
	return out
}

func loadCorpus(t testing.TB) []corpusPrompt {
	ps := readGz[corpusPrompt](t, "prompts_dev.jsonl.gz")
	for i := range ps {
		p := &ps[i]
		// Offsets are indices of code points; the engine's are bytes.
		at := make([]int, 0, len(p.Text)+1)
		for b := range p.Text {
			at = append(at, b)
		}
		at = append(at, len(p.Text))
		conv := func(k int) int { return at[min(max(k, 0), len(at)-1)] }
		p.bytes = make([]corpusSection, len(p.Sections))
		for k, s := range p.Sections {
			p.bytes[k] = s
			p.bytes[k].Start, p.bytes[k].End, p.bytes[k].BodyStart = conv(s.Start), conv(s.End), conv(s.BodyStart)
		}
	}
	return ps
}

var readClassOf = map[string]int{
	"role_definition": readRole, "context": readContext, "constraints": readConstraint,
	"output_format": readFormat, "examples": readExample, "cot_structure": readReasoning,
}

// label is the reader class the author's sections give the text at byte
// b: the dimension of the innermost labelled section around it, other
// under sections that map to none, and -1 for a heading line or text
// before any section (a preamble is often a role, but no label says so).
func (p *corpusPrompt) label(b int) int {
	in := -1
	for k, s := range p.bytes {
		if s.Start <= b && b < s.End && (in < 0 || s.Start >= p.bytes[in].Start) {
			in = k
		}
	}
	if in < 0 || b < p.bytes[in].BodyStart {
		return -1
	}
	for k := in; k >= 0; {
		s := p.bytes[k]
		if s.Dimension != nil {
			return readClassOf[*s.Dimension]
		}
		if s.Parent == nil {
			break
		}
		k = *s.Parent
	}
	// Text right under a title, or under a heading whose subsections are
	// labelled, is an introduction: a role as often as not.
	if p.Sections[in].Parent == nil || p.container(in) {
		return -1
	}
	return readOther
}

// container reports a section that holds labelled sections.
func (p *corpusPrompt) container(k int) bool {
	for _, s := range p.Sections {
		if s.Parent != nil && *s.Parent == k && s.Dimension != nil {
			return true
		}
	}
	return false
}

// An example is one span's features and class.
type example struct {
	ids   []int32
	vals  []float32
	class int
	repo  string
	w     float32
}

// featureIndex numbers the features: the flags first, then words by table.
type featureIndex struct {
	ids   map[string]int32
	names []string
}

func newFeatureIndex() *featureIndex {
	ix := &featureIndex{ids: map[string]int32{}}
	for f := 0; f < nFlags; f++ {
		ix.id(fmt.Sprintf("flag %d", f))
	}
	return ix
}

func (ix *featureIndex) id(name string) int32 {
	if id, ok := ix.ids[name]; ok {
		return id
	}
	id := int32(len(ix.names))
	ix.ids[name] = id
	ix.names = append(ix.names, name)
	return id
}

type collect struct {
	ix   *featureIndex
	ids  []int32
	vals []float32
}

func (c *collect) flag(f int, v float32) { c.ids, c.vals = append(c.ids, int32(f)), append(c.vals, v) }
func (c *collect) word(t int, w string, v float32) {
	c.ids = append(c.ids, c.ix.id(string(rune('0'+t))+" "+w))
	c.vals = append(c.vals, v)
}

// examples reads every prompt and returns the features of its labelled
// spans, each twice: with its heading and without it.
func examples(ps []corpusPrompt, ix *featureIndex) []example {
	var out []example
	labelledSpans(ps, func(p *corpusPrompt, d *doc, i, class int) {
		for _, headed := range []bool{true, false} {
			c := collect{ix: ix}
			features(d, i, headed, &c)
			out = append(out, example{ids: c.ids, vals: c.vals, class: class, repo: p.Repo})
		}
	})
	return out
}

// labelledSpans calls f with each readable span of ps that its author
// labelled, and the label's class.
func labelledSpans(ps []corpusPrompt, f func(p *corpusPrompt, d *doc, i, class int)) {
	lx := lexOnce()
	for k := range ps {
		p := &ps[k]
		d := lx.parse(p.Text, new(scratch))
		for i := range d.spans {
			s := &d.spans[i]
			if !readable(s) {
				continue
			}
			if class := p.label(s.start); class >= 0 {
				f(p, d, i, class)
			}
		}
	}
}

// validityExamples labels the spans an ablation removes or an addition
// adds in the construct-validity items of eval/: prose prompts
// written the way people write, where the corpus has markdown sections.
func validityExamples(vs []figures.Validity, ix *featureIndex) []example {
	lx := lexOnce()
	texts := func(d *doc) map[string]bool {
		m := map[string]bool{}
		for i := range d.spans {
			m[d.spans[i].text] = true
		}
		return m
	}
	var out []example
	for _, v := range vs {
		class, ok := readClassOf[v.Dimension]
		if !ok {
			continue
		}
		from, other := v.Base, v.Variant // the ablation's removed spans
		if v.Expect != "drop" {
			from, other = v.Variant, v.Base // the addition's added spans
		}
		od := lx.parse(other, new(scratch))
		have := texts(od)
		d := lx.parse(from, new(scratch))
		for i := range d.spans {
			s := &d.spans[i]
			if !readable(s) || have[s.text] {
				continue
			}
			for _, headed := range []bool{true, false} {
				c := collect{ix: ix}
				features(d, i, headed, &c)
				out = append(out, example{ids: c.ids, vals: c.vals, class: class, repo: "validity:" + group(v)})
			}
		}
	}
	return out
}

// group names the prompt a validity item was made from, so that the
// items of one prompt count as one source.
func group(v figures.Validity) string {
	if v.Expect == "drop" {
		return v.Base[:min(len(v.Base), 40)]
	}
	return v.ID
}

// fitOptions are the fit's settings.
type fitOptions struct {
	epochs  int
	l2      float64 // pull of a word's weights towards zero
	prior   float64 // pull of a flag's weights towards the prior
	rate    float64
	minRepo int // a word must occur in this many repositories
	otherW  float32
}

var defaultFit = fitOptions{epochs: 8, l2: 3e-2, prior: 1e-1, rate: 0.2, minRepo: 3, otherW: 0.2}

// prior is where the fit starts and what it is pulled towards: the cue
// weights of the hand-set classifier of scorer 2.1, which the corpus then
// moves where it disagrees. Words start at zero.
func prior() (bias [nRead]float64, flags [nFlags][nRead]float64) {
	bias[readOther] = 1.5 // 2.1's threshold: a part needs a score above it
	for p := pContext; p <= pReasoning; p++ {
		flags[fSection+int(p)][int(p-pRole)+readRole] = 2
		flags[fLabel+int(p)][int(p-pRole)+readRole] = 4
	}
	flags[fSection+int(pRole)][readRole] = 0.5
	flags[fLabel+int(pRole)][readRole] = 4
	set := func(f, c int, w float64) { flags[f][c] = w }
	set(fCueAt+int(cueRole), readRole, 4)
	set(fAsA, readRole, 4)
	set(fPersona, readRole, 4)
	set(fDoing, readContext, 2.5)
	set(fCueAt+int(cueSelf), readContext, 2.5)
	set(fCue+int(cueAudience), readContext, 2)
	set(fCue+int(cuePurpose), readContext, 1.5)
	set(fCue+int(cueReference), readContext, 1.5)
	set(fFirstPerson, readContext, 1)
	set(fCue+int(cueBinding), readConstraint, 1.5)
	set(fRequireIn, readConstraint, 1.5)
	set(fNegStart, readConstraint, 2)
	set(fCue+int(cueLength), readConstraint, 1)
	set(fCueAt+int(cueFallback), readConstraint, 2)
	set(fStyleW, readConstraint, 0.5)
	set(fOnlyIf, readConstraint, 2)
	set(fCue+int(cueAsk), readConstraint, -2)
	set(fCue+int(cueFormat), readFormat, 1.5)
	set(fCue+int(cueOutput), readFormat, 0.75)
	set(fAnswerTags, readFormat, 1.5)
	set(fFormatW, readFormat, 0.5)
	set(fShape, readFormat, 2)
	set(fCue+int(cueOnly), readFormat, 1)
	set(fCueAt+int(cueExample), readExample, 4)
	set(fCue+int(cueImitate), readExample, 2.5)
	set(fCue+int(cueReason), readReasoning, 3)
	set(fSeqThink, readReasoning, 2.5)
	set(fNumThink, readReasoning, 2)
	set(fCue+int(cueVerify), readReasoning, 2)
	set(fCue+int(cueScratch), readReasoning, 1.5)
	set(fCue+int(cueBefore), readReasoning, 1)
	return bias, flags
}

var (
	cvPrior  = flag.Float64("prior", defaultFit.prior, "with -cv: pull towards the prior")
	cvOther  = flag.Float64("other", float64(defaultFit.otherW), "with -cv: weight of the other class")
	cvL2     = flag.Float64("l2", defaultFit.l2, "with -cv: L2 penalty")
	cvEpochs = flag.Int("epochs", defaultFit.epochs, "with -cv: epochs")
	cvMin    = flag.Int("minrepo", defaultFit.minRepo, "with -cv: repositories a word needs")
	cvRead   = flag.Float64("readmin", 0, "with -cv: ReadMin")
)

func cvOptions() fitOptions {
	o := defaultFit
	o.otherW, o.l2, o.epochs, o.minRepo, o.prior = float32(*cvOther), *cvL2, *cvEpochs, *cvMin, *cvPrior
	return o
}

// fitReader fits the reader on exs by AdaGrad on the log loss, each
// repository weighed by the square root of its size so that the largest
// do not decide alone.
func fitReader(exs []example, ix *featureIndex, o fitOptions) *readerModel {
	// Words seen in too few repositories are left out: they would fit
	// one source's vocabulary.
	repos := map[int32]map[string]bool{}
	size := map[string]int{}
	for _, e := range exs {
		size[e.repo]++
		for _, id := range e.ids {
			if id < int32(nFlags) {
				continue
			}
			if repos[id] == nil {
				repos[id] = map[string]bool{}
			}
			repos[id][e.repo] = true
		}
	}
	keep := func(id int32) bool { return id < int32(nFlags) || len(repos[id]) >= o.minRepo }
	n := len(ix.names)
	W := make([][nRead]float64, n)
	W0 := make([][nRead]float64, n)
	G := make([][nRead]float64, n)
	var gb [nRead]float64
	b, pf := prior()
	b0 := b
	for f := range pf {
		W[f], W0[f] = pf[f], pf[f]
	}
	order := make([]int, len(exs))
	for i := range order {
		order[i] = i
	}
	// Each class weighs alike in all (other a share of that), so that the
	// corpus's many workflows do not make every span a step.
	wt := make([]float64, len(exs))
	var classW [nRead]float64
	for i, e := range exs {
		wt[i] = 1 / math.Sqrt(float64(size[e.repo]))
		classW[e.class] += wt[i]
	}
	for i, e := range exs {
		wt[i] /= classW[e.class]
		if e.class == readOther {
			wt[i] *= float64(o.otherW)
		}
	}
	// Normalise the weights to a mean of one.
	sum := 0.0
	for _, x := range wt {
		sum += x
	}
	for i := range wt {
		wt[i] *= float64(len(wt)) / sum
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for ep := 0; ep < o.epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, k := range order {
			e := &exs[k]
			var z [nRead]float64
			z = b
			for j, id := range e.ids {
				if !keep(id) {
					continue
				}
				v := float64(e.vals[j])
				for c := range z {
					z[c] += v * W[id][c]
				}
			}
			var zz [nRead]float32
			for c := range z {
				zz[c] = float32(z[c])
			}
			p := softmax(zz)
			for c := range p {
				g := p[c]
				if c == e.class {
					g--
				}
				g *= wt[k]
				gbc := g + o.prior*(b[c]-b0[c])
				gb[c] += gbc * gbc
				b[c] -= o.rate * gbc / (math.Sqrt(gb[c]) + 1e-8)
				for j, id := range e.ids {
					if !keep(id) {
						continue
					}
					pull := o.l2
					if id < int32(nFlags) {
						pull = o.prior
					}
					gw := g*float64(e.vals[j]) + pull*(W[id][c]-W0[id][c])
					G[id][c] += gw * gw
					W[id][c] -= o.rate * gw / (math.Sqrt(G[id][c]) + 1e-8)
				}
			}
		}
	}
	m := &readerModel{}
	for c := range b {
		m.bias[c] = round3(b[c])
	}
	for t := range m.tables {
		m.tables[t] = map[string][nRead]float32{}
	}
	for id, name := range ix.names {
		var row [nRead]float32
		big := false
		for c := range row {
			row[c] = round3(W[id][c])
			big = big || math.Abs(float64(row[c])) >= 0.01
		}
		if !big || !keep(int32(id)) {
			continue
		}
		if id < nFlags {
			m.flags[id] = row
			continue
		}
		var t int
		var w string
		fmt.Sscanf(name, "%d", &t)
		w = name[strings.IndexByte(name, ' ')+1:]
		m.tables[t][w] = row
	}
	return m
}

func round3(x float64) float32 { return float32(math.Round(x*1000) / 1000) }

// source writes m as the Go file parts_reader_gen.go.
// prune is the least weight that keeps a word in parts_reader_gen.go.
const prune = 0.15

func (m *readerModel) source() []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated by go test -run TestReaderGenerated -update; DO NOT EDIT.\n\n")
	b.WriteString("// The reader's weights, fit on the expert prompts of eval/corpus\n// (see reader_fit_test.go). Columns: ")
	b.WriteString(strings.Join(readNames[:], ", "))
	b.WriteString(".\n\npackage scoring\n\n")
	// A feature adds to every class alike what softmax ignores: each row
	// is centred, so that it shows what it says for one class over another.
	centre := func(r [nRead]float32) [nRead]float32 {
		var mean float32
		for _, x := range r {
			mean += x / nRead
		}
		for c := range r {
			r[c] = round3(float64(r[c] - mean))
		}
		return r
	}
	row := func(r [nRead]float32) string {
		s := make([]string, nRead)
		for c, x := range r {
			s[c] = fmt.Sprint(x)
		}
		return "{" + strings.Join(s, ", ") + "}"
	}
	b.WriteString("var readerFixed = readerModel{\n")
	fmt.Fprintf(&b, "bias: [nRead]float32%s,\n", row(centre(m.bias)))
	b.WriteString("flags: [nFlags][nRead]float32{\n")
	for f, r := range m.flags {
		if r != ([nRead]float32{}) {
			fmt.Fprintf(&b, "%s: %s,\n", flagName(f), row(centre(r)))
		}
	}
	b.WriteString("},\n}\n\n")
	// The word tables are many: their words are written one a line and
	// their weights as bytes, whole multiples of readerUnit.
	var top float32
	for _, tab := range m.tables {
		for _, r := range tab {
			for _, x := range centre(r) {
				top = max(top, x, -x)
			}
		}
	}
	unit := float64(top) / 127
	fmt.Fprintf(&b, "// readerUnit is the weight of one step of readerWeights.\nconst readerUnit = %s\n\n", strconv.FormatFloat(unit, 'g', 6, 64))
	b.WriteString("// readerWords are each word table's words, one a line, in the order of\n// their weights in readerWeights.\nvar readerWords = [nTables]string{\n")
	var weights []byte
	for _, tab := range m.tables {
		keys := make([]string, 0, len(tab))
		for k, r := range tab {
			// A word that moves no class by more than prune says too
			// little to be worth its place.
			big := false
			for _, x := range centre(r) {
				big = big || x >= prune || x <= -prune
			}
			if big {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		fmt.Fprintf(&b, "%q,\n", strings.Join(keys, "\n"))
		for _, k := range keys {
			for _, x := range centre(tab[k]) {
				weights = append(weights, byte(int8(math.Round(float64(x)/unit))))
			}
		}
	}
	b.WriteString("}\n\n")
	fmt.Fprintf(&b, "// readerWeights are nRead signed bytes a word.\nconst readerWeights = %q\n", weights)
	out, err := format.Source(b.Bytes())
	if err != nil {
		panic(err)
	}
	return out
}

// flagName is the Go expression of flag f in parts_reader.go's terms.
func flagName(f int) string {
	fixed := []string{"fItem", "fNumbered", "fBlock", "fQuestion", "fInstruction", "fStrong",
		"fNumber", "fCode", "fName", "fSlot", "fQuote", "fShort", "fLong", "fAsA", "fPersona", "fDoing",
		"fFirstPerson", "fThinkFirst", "fNegStart", "fShape", "fAnswerTags", "fLabelled", "fColon", "fYou",
		"fStyleW", "fFormatW", "fOnlyIf", "fSeqThink", "fNumThink", "fRequireIn"}
	switch {
	case f < len(fixed):
		return fixed[f]
	case f < fLabel:
		return "fSection + int(p" + strings.ToUpper(partNames[f-fSection][:1]) + partNames[f-fSection][1:] + ")"
	case f < fCue:
		return "fLabel + int(p" + strings.ToUpper(partNames[f-fLabel][:1]) + partNames[f-fLabel][1:] + ")"
	case f < fCueAt:
		return "fCue + int(" + cueConst(f-fCue) + ")"
	}
	return "fCueAt + int(" + cueConst(f-fCueAt) + ")"
}

// TestReaderGenerated fits the reader and compares it with parts_reader_gen.go;
// with -update it writes the file.
func TestReaderGenerated(t *testing.T) {
	if pqstest.Race {
		t.Skip("slow under the race detector: .ci/run runs it without")
	}
	ps := loadCorpus(t)
	ix := newFeatureIndex()
	m := fitReader(append(examples(ps, ix), validityExamples(loadValidity(t), ix)...), ix, cvOptions())
	src := m.source()
	if *update {
		if err := os.WriteFile("parts_reader_gen.go", src, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile("parts_reader_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, src) {
		t.Fatal("parts_reader_gen.go is stale: run go generate ./scoring")
	}
}

func loadValidity(t testing.TB) []figures.Validity {
	set, err := figures.LoadDev("../eval")
	if err != nil {
		t.Skip(err)
	}
	return set.Validity
}

// repoFolds splits the repositories into k folds of about equal size.
func repoFolds(ps []corpusPrompt, k int) []map[string]bool {
	size := map[string]int{}
	for _, p := range ps {
		size[p.Repo]++
	}
	repos := make([]string, 0, len(size))
	for r := range size {
		repos = append(repos, r)
	}
	slices.SortFunc(repos, func(a, b string) int {
		if size[a] != size[b] {
			return size[b] - size[a]
		}
		return strings.Compare(a, b)
	})
	folds := make([]map[string]bool, k)
	load := make([]int, k)
	for i := range folds {
		folds[i] = map[string]bool{}
	}
	for _, r := range repos {
		j := 0
		for i := range load {
			if load[i] < load[j] {
				j = i
			}
		}
		folds[j][r] = true
		load[j] += size[r]
	}
	return folds
}

// TestReaderAcrossSources fits the reader on three quarters of the
// repositories and reports its figures on the rest, for each quarter.
func TestReaderAcrossSources(t *testing.T) {
	if !*cv {
		t.Skip("run with -cv")
	}
	ps := loadCorpus(t)
	items := readGz[corpusItem](t, "items_dev.jsonl.gz")
	folds := repoFolds(ps, 4)
	total := corpusFigures{}
	for k, held := range folds {
		ix := newFeatureIndex()
		var train, test []corpusPrompt
		for _, p := range ps {
			if held[p.Repo] {
				test = append(test, p)
			} else {
				train = append(train, p)
			}
		}
		m := fitReader(examples(train, ix), ix, cvOptions())
		w := *defaultWeights
		w.rd, w.ReadMin = m, *cvRead
		var its []corpusItem
		for _, it := range items {
			if held[it.Repo] {
				its = append(its, it)
			}
		}
		f := measureCorpus(&w, test, its)
		acc, accBare := spanAccuracy(m, test)
		t.Logf("fold %d (%d prompts, %v): span accuracy %.3f, without headings %.3f; %s", k, len(test), keys(held), acc, accBare, f)
		total.add(f)
	}
	t.Logf("across sources: %s", total)
	// The validity items: fit on the corpus and the items of half the
	// prompts, measure on the other half.
	vs := loadValidity(t)
	for k := 0; k < 2; k++ {
		var train, test []figures.Validity
		for _, v := range vs {
			if int(fnvHash(group(v))%2) == k {
				test = append(test, v)
			} else {
				train = append(train, v)
			}
		}
		ix := newFeatureIndex()
		m := fitReader(append(examples(ps, ix), validityExamples(train, ix)...), ix, cvOptions())
		w := *defaultWeights
		w.rd, w.ReadMin = m, *cvRead
		figs := figures.Compute(&figures.Set{Validity: test}, DimensionNames(), scorer(&w))
		t.Logf("validity half %d (%d items): %s", k, len(test), summary(figs))
	}
	f := measureCorpus(defaultWeights, ps, items)
	t.Logf("shipped reader, all data: %s", f)
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k[:strings.IndexByte(k, '/')])
	}
	sort.Strings(out)
	return out
}

func spanAccuracy(m *readerModel, ps []corpusPrompt) (headed, bare float64) {
	var n, ok, okBare int
	var conf [nRead][nRead]int // [label][prediction], without headings
	defer func() {
		for c := range conf {
			tp, pred, lab := conf[c][c], 0, 0
			for k := range conf {
				pred += conf[k][c]
				lab += conf[c][k]
			}
			fmt.Printf("  %-10s precision %.2f recall %.2f (%d labelled)\n", readNames[c], float64(tp)/float64(max(1, pred)), float64(tp)/float64(max(1, lab)), lab)
		}
	}()
	labelledSpans(ps, func(_ *corpusPrompt, d *doc, i, class int) {
		n++
		for _, headed := range []bool{true, false} {
			l := logits{m: m, z: m.bias}
			features(d, i, headed, &l)
			best := 0
			for c := range l.z {
				if l.z[c] > l.z[best] {
					best = c
				}
			}
			if !headed {
				conf[class][best]++
			}
			if best == class {
				if headed {
					ok++
				} else {
					okBare++
				}
			}
		}
	})
	return float64(ok) / float64(n), float64(okBare) / float64(n)
}

// corpusFigures are the corpus group's figures, as counts.
type corpusFigures struct {
	drops, ablations int
	per              map[string][2]int
	kept, stripped   int
	keptPer          map[string][2]int
	asked, labelled  int
	fail             map[string]int // failed ablations by the base's score: 0, 10 or between
}

func (f *corpusFigures) add(g corpusFigures) {
	f.drops += g.drops
	f.ablations += g.ablations
	f.kept += g.kept
	f.stripped += g.stripped
	f.asked += g.asked
	f.labelled += g.labelled
	if f.per == nil {
		f.per, f.keptPer = map[string][2]int{}, map[string][2]int{}
	}
	if f.fail == nil {
		f.fail = map[string]int{}
	}
	for k, x := range g.fail {
		f.fail[k] += x
	}
	for d, x := range g.keptPer {
		y := f.keptPer[d]
		f.keptPer[d] = [2]int{y[0] + x[0], y[1] + x[1]}
	}
	for d, x := range g.per {
		y := f.per[d]
		f.per[d] = [2]int{y[0] + x[0], y[1] + x[1]}
	}
}

func (f corpusFigures) String() string {
	var per []string
	for _, d := range DimensionNames() {
		if x, ok := f.per[d]; ok {
			per = append(per, fmt.Sprintf("%s:%.2f", d[:min(len(d), 7)], float64(x[0])/float64(x[1])))
		}
	}
	var kept []string
	for _, d := range DimensionNames() {
		if x, ok := f.keptPer[d]; ok {
			kept = append(kept, fmt.Sprintf("%s:%.2f", d[:min(len(d), 7)], float64(x[0])/float64(x[1])))
		}
	}
	var fails []string
	for k, x := range f.fail {
		fails = append(fails, fmt.Sprintf("%s:%d", k, x))
	}
	sort.Strings(fails)
	return fmt.Sprintf("failed ablations %s; ablation drops %.3f (%s), kept without heading %.3f (%s), fixes ask for labelled %.3f",
		strings.Join(fails, " "), float64(f.drops)/float64(max(1, f.ablations)), strings.Join(per, " "),
		float64(f.kept)/float64(max(1, f.stripped)), strings.Join(kept, " "), float64(f.asked)/float64(max(1, f.labelled)))
}

// measureCorpus computes the corpus figures of figures.py with weights w.
func measureCorpus(w *weights, ps []corpusPrompt, items []corpusItem) corpusFigures {
	lx := lexOnce()
	dims := func(p string) [numDims]int {
		a := analyzeIn(lx, p, General, w, false)
		defer a.release()
		return a.scores()
	}
	idx := map[string]int{}
	for i, n := range DimensionNames() {
		idx[n] = i
	}
	f := corpusFigures{per: map[string][2]int{}, keptPer: map[string][2]int{}, fail: map[string]int{}}
	for _, it := range items {
		b, v := dims(it.Base), dims(it.Variant)
		switch it.Kind {
		case "ablation":
			d := idx[it.Dimension]
			f.ablations++
			x := f.per[it.Dimension]
			x[1]++
			if v[d] < b[d] {
				f.drops++
				x[0]++
			} else {
				k := it.Dimension[:4] + "-mid"
				if b[d] == 0 {
					k = it.Dimension[:4] + "-0"
				} else if b[d] == 10 {
					k = it.Dimension[:4] + "-10"
				}
				f.fail[k]++
			}
			f.per[it.Dimension] = x
		case "unlabelled":
			for _, name := range it.Dimensions {
				d := idx[name]
				if b[d] >= 2 {
					f.stripped++
					x := f.keptPer[name]
					x[1]++
					if v[d]*2 >= b[d] {
						f.kept++
						x[0]++
					}
					f.keptPer[name] = x
				}
			}
		}
	}
	for _, p := range ps {
		labelled := map[string]bool{}
		for _, s := range p.Sections {
			if s.Dimension != nil {
				labelled[*s.Dimension] = true
			}
		}
		r := w.scoreWith(lx, p.Text)
		f.labelled += len(labelled)
		for _, fx := range r.TopFixes {
			if labelled[fx.Dimension] {
				f.asked++
			}
		}
	}
	return f
}

// scoreWith scores a prompt as Score does, with weights w.
func (w *weights) scoreWith(lx lexicon, prompt string) Result {
	a := analyzeIn(lx, prompt, General, w, false)
	defer a.release()
	return a.result(false)
}

// cueConst is the name of cue c's constant, for the generated file.
func cueConst(c int) string {
	n := cueNames[c]
	return "cue" + strings.ToUpper(n[:1]) + n[1:]
}

func fnvHash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h
}
