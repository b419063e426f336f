package scoring

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/figures"
	"github.com/pqs-dev/pqs/internal/pqstest"
)

// The mentions, strengths and needs are fit here on the careful readers'
// labels of eval/ (the shipped ones of eval/careful and ours of
// eval/labels, see eval/labels/README.md) and written to mentions_gen.go
// and strengths_gen.go:
//
//	go generate ./scoring     (runs go test -run TestReadingGenerated -update)
//
// TestReadingGenerated fails when the files are not what the fit gives
// today; TestReadingAcrossSources fits on every source but one and
// measures on that one.

const evalDir = "../eval"

// labelled is a prompt with its careful readers' labels.
type labelled struct {
	id, source, prompt string
	labels             []figures.Label
}

func readJSONLines[T any](t testing.TB, path string) []T {
	out, err := figures.ReadLines[T](path)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// loadLabelled reads every labelled prompt: the shipped careful labels
// and ours, each prompt once with all its readers' labels, in a fixed
// order. A label that fails the rubric's checks is left out.
func loadLabelled(t testing.TB) []*labelled {
	type item struct{ ID, Source, Prompt string }
	by := map[string]*labelled{}
	var order []string
	add := func(it item, l figures.Label) {
		if len(l.Check(it.Prompt)) > 0 {
			return
		}
		if by[it.ID] == nil {
			by[it.ID] = &labelled{id: it.ID, source: it.Source, prompt: it.Prompt}
			order = append(order, it.ID)
		}
		by[it.ID].labels = append(by[it.ID].labels, l)
	}
	items := map[string]item{}
	for _, it := range readJSONLines[item](t, filepath.Join(evalDir, "careful/items_dev.jsonl")) {
		it.Source = "careful"
		items[it.ID] = it
	}
	for _, l := range readJSONLines[figures.Label](t, filepath.Join(evalDir, "careful/labels_dev.jsonl")) {
		add(items[l.ID], l)
	}
	batches, _ := filepath.Glob(filepath.Join(evalDir, "labels/batches/*.jsonl"))
	for _, b := range batches {
		for _, it := range readJSONLines[item](t, b) {
			items[it.ID] = it
		}
	}
	outs, _ := filepath.Glob(filepath.Join(evalDir, "labels/out/*.jsonl"))
	for _, o := range outs {
		for _, l := range readJSONLines[figures.Label](t, o) {
			if it, ok := items[l.ID]; ok {
				add(it, l)
			}
		}
	}
	out := make([]*labelled, len(order))
	for i, id := range order {
		out[i] = by[id]
	}
	return out
}

// strength is the readers' mean strength of dimension d.
func (l *labelled) strength(d int) float64 {
	s := 0.0
	for _, x := range l.labels {
		s += float64(x.Strengths()[d])
	}
	return s / float64(len(l.labels))
}

// fold puts a prompt in one of n folds by its id.
func (l *labelled) fold(n int) int { return int(fnvHash(l.id) % uint32(n)) }

// ---- the prompts as the fit sees them ----

type spanRow struct {
	ids      []int32
	vals     []float32
	y        [numDims]float32 // the share of readers who quote the span for each dimension
	specific float32
	known    uint8   // the dimensions y says anything of, one bit each; 0 for all
	weight   float32 // of the span in the fit; 0 for 1
	answer   bool    // a requirement on the answer (answerRule)
	binds    bool    // ... that says what binds it (answerBinds)
	requires float32 // ... how likely it is a constraint (answerRequires)
	role     bool    // says who the model is (roleRule)
	counted  bool    // holds a counted shape (shapeCount)
	example  bool    // a demonstration set apart (exampleRule)
	limit    bool    // a clause of it sets a limit or leaves something out
	shape    bool    // ... that names its shape
	clauses  []spanRow
}

type promptRow struct {
	spans []spanRow
	rules [numRules]float64
	size  float64
	task  [nNeedFeatures]float64
	words []string // the prompt's own stems, each once
}

// mentionIndex numbers the mention model's features: its flags, then the
// words of each table.
func mentionIndex() *featureIndex {
	ix := &featureIndex{ids: map[string]int32{}}
	for f := 0; f < nMFlags; f++ {
		ix.id(fmt.Sprintf("flag %d", f))
	}
	return ix
}

// rowsOf reads every labelled prompt as the engine does and marks the
// spans its readers quoted.
func rowsOf(ls []*labelled, ix *featureIndex) []promptRow {
	out := make([]promptRow, len(ls))
	for k, l := range ls {
		a := analyze(l.prompt, General, defaultWeights, false)
		r := promptRow{rules: a.rulePoints(), size: math.Log1p(float64(len(a.d.src))), task: a.taskFeatures()}
		a.promptStems(func(w string) { r.words = append(r.words, w) })
		type quote struct{ d, from, to int }
		var qs []quote
		for _, lb := range l.labels {
			for d, name := range dimensionNames {
				for _, q := range lb.Dims[name].Evidence {
					if at := strings.Index(a.d.src, q); at >= 0 {
						qs = append(qs, quote{d, at, at + len(q)})
					}
				}
			}
		}
		share := 1 / float32(len(l.labels))
		for i := range a.d.spans {
			s := &a.d.spans[i]
			if !mentionable(s) || !a.supported {
				continue
			}
			c := collect{ix: ix}
			mentionFeatures(a, i, &c)
			if os.Getenv("NOWORDS") != "" {
				k := 0
				for j, id := range c.ids {
					if int(id) < nMFlags {
						c.ids[k], c.vals[k] = id, c.vals[j]
						k++
					}
				}
				c.ids, c.vals = c.ids[:k], c.vals[:k]
			}
			row := spanRow{ids: c.ids, vals: c.vals, specific: a.specific(s), answer: answerRule(s), shape: answerShape(s), binds: answerBinds(s), requires: answerRequires(s), role: roleRule(s), counted: shapeCount(s), example: exampleRule(s)}
			label := func(row *spanRow, s *span) {
				for _, q := range qs {
					// A span states what a quote of it says when they
					// overlap by half the shorter of the two.
					o := min(s.end, q.to) - max(s.start, q.from)
					if o > 0 && 2*o >= min(s.end-s.start, q.to-q.from) {
						row.y[q.d] = min(1, row.y[q.d]+share)
					}
				}
			}
			label(&row, s)
			cs := clauses(a.d, s, nil)
			row.limit = len(cs) == 0 && limitClause(s) || ruleInstruction(s) && row.specific >= 0.5
			for k := range cs {
				cc := collect{ix: ix}
				mentionFeaturesOf(a, &cs[k], i, &cc)
				cr := spanRow{ids: cc.ids, vals: cc.vals}
				label(&cr, &cs[k])
				row.clauses = append(row.clauses, cr)
				row.limit = row.limit || limitClause(&cs[k]) || k > 0 && exceptClause(&cs[k])
			}
			r.spans = append(r.spans, row)
		}
		a.release()
		out[k] = r
	}
	return out
}

// weakRows are spans weakly labelled by the corpus's headings, fit beside
// the readers' spans: every corpusEvery-th prompt of the corpus, each span
// weighing corpusWeight of a span a reader quoted.
var weakRows []promptRow

const (
	corpusEvery  = 3
	corpusWeight = 0.1
)

// corpusRows reads every n-th prompt of the corpus and returns the spans
// under a section its author labelled with a component, as weak rows: a
// span states its section's component and none of the other five.
func corpusRows(ps []corpusPrompt, ix *featureIndex, n int, weight float32) []promptRow {
	var out []promptRow
	for k := 0; k < len(ps); k += n {
		p := &ps[k]
		a := analyze(p.Text, General, defaultWeights, false)
		var r promptRow
		for i := range a.d.spans {
			s := &a.d.spans[i]
			if !mentionable(s) || s.heading {
				continue
			}
			class := p.label(s.start)
			if class <= readOther {
				continue
			}
			d := []int{-1, dRole, dContext, dConstraints, dOutputFormat, dExamples, dCoT}[class]
			c := collect{ix: ix}
			mentionFeatures(a, i, &c)
			row := spanRow{ids: c.ids, vals: c.vals, specific: a.specific(s), weight: weight}
			row.y[d] = 1
			for _, x := range []int{dContext, dConstraints, dOutputFormat, dRole, dExamples, dCoT} {
				row.known |= 1 << x
			}
			r.spans = append(r.spans, row)
		}
		a.release()
		out = append(out, r)
	}
	return out
}

// ---- the mention model ----

// fitMentions fits the mention model on the spans of the prompts train
// says, by AdaGrad on the logistic loss with an L2 pull to zero.
func fitMentions(rows []promptRow, train func(k int) bool, nfeat int) (w [][numDims]float64, b [numDims]float64) {
	if len(weakRows) > 0 {
		all := append(append([]promptRow(nil), rows...), weakRows...)
		n, base := len(rows), train
		rows, train = all, func(k int) bool { return k >= n || base(k) }
	}
	const (
		epochs = 6
		l2     = 1e-4
		rate   = 0.1
	)
	w = make([][numDims]float64, nfeat)
	g2 := make([][numDims]float64, nfeat)
	var gb [numDims]float64
	var exs []*spanRow
	seen := make([]int32, nfeat) // the last prompt a feature was counted for, +1
	count := make([]int, nfeat)  // the prompts a feature is in
	for k := range rows {
		if !train(k) {
			continue
		}
		for i := range rows[k].spans {
			sp := &rows[k].spans[i]
			exs = append(exs, sp)
			for j := range sp.clauses {
				exs = append(exs, &sp.clauses[j])
			}
			for _, id := range sp.ids {
				if seen[id] != int32(k+1) {
					seen[id] = int32(k + 1)
					count[id]++
				}
			}
		}
	}
	// A word in fewer prompts than mentionMinDF would fit those prompts.
	keep := func(id int32) bool { return int(id) < nMFlags || count[id] >= mentionMinDF }
	order := make([]int, len(exs))
	for i := range order {
		order[i] = i
	}
	rng := newRand()
	for range epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, k := range order {
			e := exs[k]
			p := mentionProb(w, b, e)
			for d := range p {
				if e.known != 0 && e.known&(1<<d) == 0 {
					continue
				}
				g := p[d] - float64(e.y[d])
				if e.weight != 0 {
					g *= float64(e.weight)
				}
				gb[d] += g * g
				b[d] -= rate * g / (math.Sqrt(gb[d]) + 1e-8)
				for j, id := range e.ids {
					if !keep(id) {
						continue
					}
					gw := g*float64(e.vals[j]) + l2*w[id][d]
					g2[id][d] += gw * gw
					w[id][d] -= rate * gw / (math.Sqrt(g2[id][d]) + 1e-8)
				}
			}
		}
	}
	return w, b
}

func mentionProb(w [][numDims]float64, b [numDims]float64, e *spanRow) [numDims]float64 {
	z := b
	for j, id := range e.ids {
		if int(id) < len(w) {
			for d := range z {
				z[d] += float64(e.vals[j]) * w[id][d]
			}
		}
	}
	for d := range z {
		z[d] = 1 / (1 + math.Exp(-z[d]))
	}
	return z
}

// mentionModelOf turns fit weights into the runtime model, rounded as
// mentions_gen.go writes them, so that the fit's later stages see what
// the engine will.
func mentionModelOf(w [][numDims]float64, b [numDims]float64, ix *featureIndex) *mentionModel {
	m := &mentionModel{}
	for d := range b {
		m.bias[d] = round3(b[d])
	}
	for t := range m.tables {
		m.tables[t] = map[string][numDims]float32{}
	}
	for id, name := range ix.names {
		if id >= len(w) {
			break
		}
		var row [numDims]float32
		big := false
		for d := range row {
			row[d] = round3(w[id][d])
			big = big || math.Abs(float64(row[d])) >= mentionPrune
		}
		if id < nMFlags {
			m.flags[id] = row
			continue
		}
		if !big {
			continue
		}
		t, word, _ := strings.Cut(name, " ")
		ti, _ := strconv.Atoi(t)
		m.tables[ti][word] = row
	}
	return m
}

// mentionPrune is the least weight that keeps a word in mentions_gen.go,
// and mentionMinDF the prompts a word must be in to be fit at all.
const (
	mentionPrune = 0.1
	mentionMinDF = 3
)

func (m *mentionModel) mention(e *spanRow, ix *featureIndex) mention {
	l := mentionSink{m: m, z: m.bias}
	for j, id := range e.ids {
		if int(id) < nMFlags {
			l.flag(int(id), e.vals[j])
			continue
		}
		t, word, _ := strings.Cut(ix.names[id], " ")
		ti, _ := strconv.Atoi(t)
		l.word(ti, word, e.vals[j])
	}
	out := mention{specific: e.specific}
	for d, z := range l.z {
		out.p[d] = float32(1 / (1 + math.Exp(-float64(z))))
	}
	for j := range e.clauses {
		c := m.mention(&e.clauses[j], ix)
		for d := dContext; d < numDims; d++ {
			out.p[d] = max(out.p[d], c.p[d])
		}
	}
	if e.limit {
		out.p[dConstraints] = max(out.p[dConstraints], ruleMention)
	}
	if e.answer {
		if e.binds {
			out.specific = max(out.specific, ruleSpecific)
		}
		out.p[dConstraints] = max(out.p[dConstraints], e.requires)
		if e.shape {
			out.p[dOutputFormat] = max(out.p[dOutputFormat], ruleMention)
		}
	}
	if e.counted {
		out.p[dOutputFormat] = max(out.p[dOutputFormat], ruleMention)
	}
	if e.role {
		out.p[dRole] = max(out.p[dRole], ruleMention)
	}
	if e.example {
		out.p[dExamples] = max(out.p[dExamples], ruleMention)
	}
	return out
}

// ---- the strength model ----

// ordinal is a cumulative logit model fit on standardised features.
type ordinal struct {
	w      []float64
	cut    [3]float64
	mu, sd []float64
}

func sigm(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

func standardise(xs [][]float64) (mu, sd []float64) {
	n := len(xs[0])
	mu, sd = make([]float64, n), make([]float64, n)
	for j := range n {
		for _, x := range xs {
			mu[j] += x[j]
		}
		mu[j] /= float64(len(xs))
		for _, x := range xs {
			sd[j] += (x[j] - mu[j]) * (x[j] - mu[j])
		}
		sd[j] = math.Sqrt(sd[j]/float64(len(xs))) + 1e-6
	}
	return mu, sd
}

func (o *ordinal) z(x []float64) float64 {
	z := 0.0
	for j := range x {
		z += o.w[j] * (x[j] - o.mu[j]) / o.sd[j]
	}
	return z
}

// fitOrdinal fits the strengths ys of rows xs by gradient ascent on the
// log likelihood with an L2 pull on the weights.
func fitOrdinal(xs [][]float64, ys []int) *ordinal {
	const (
		iters = 3000
		rate  = 0.5
		l2    = 1e-3
	)
	o := &ordinal{w: make([]float64, len(xs[0])), cut: [3]float64{-1, 0, 1}}
	o.mu, o.sd = standardise(xs)
	n := float64(len(xs))
	for range iters {
		gw := make([]float64, len(o.w))
		var gc [3]float64
		for i, x := range xs {
			z := o.z(x)
			y := ys[i]
			// P(s >= k) for k = y and y+1; P(s >= 0) = 1, P(s >= 4) = 0.
			at := func(k int) float64 {
				switch {
				case k <= 0:
					return 1
				case k >= 4:
					return 0
				}
				return sigm(z - o.cut[k-1])
			}
			hi, lo := at(y), at(y+1)
			p := max(hi-lo, 1e-12)
			dhi, dlo := 0.0, 0.0
			if y >= 1 {
				dhi = hi * (1 - hi)
			}
			if y+1 <= 3 {
				dlo = lo * (1 - lo)
			}
			dz := (dhi - dlo) / p
			for j := range gw {
				gw[j] += dz * (x[j] - o.mu[j]) / o.sd[j]
			}
			if y >= 1 {
				gc[y-1] -= dhi / p
			}
			if y+1 <= 3 {
				gc[y] += dlo / p
			}
		}
		for j := range o.w {
			o.w[j] += rate * (gw[j]/n - l2*o.w[j])
		}
		for k := range gc {
			o.cut[k] += rate * gc[k] / n
		}
		sort.Float64s(o.cut[:])
	}
	return o
}

// raw folds the standardisation into the weights and cuts, as the engine
// reads them.
func (o *ordinal) raw() (w [nStrengthFeatures]float64, cut [3]float64) {
	shift := 0.0
	for j := range o.w {
		w[j] = o.w[j] / o.sd[j]
		shift += w[j] * o.mu[j]
	}
	for k := range cut {
		cut[k] = o.cut[k] + shift
	}
	return w, cut
}

// strengthRows are each prompt's strength features per dimension, from
// mention probabilities ment.
func strengthRows(rows []promptRow, ment func(k int) []mention) [][numDims][nStrengthFeatures]float64 {
	out := make([][numDims][nStrengthFeatures]float64, len(rows))
	for k := range rows {
		m := ment(k)
		for d := range numDims {
			out[k][d] = strengthFeatures(d, m, &rows[k].rules)
		}
	}
	return out
}

// ---- the need model ----

// needRow is one reader's need of one dimension of one prompt: the dense
// features, then the prompt's words.
type needRow struct {
	x     [nNeedFeatures]float64
	words []int32
	v     float64 // each word's value
	y     float64
}

// needFitted is a need model as fit, on standardised dense features.
type needFitted struct {
	w      [numDims][]float64 // dense features, then words by id
	b      [numDims]float64
	mu, sd [nNeedFeatures]float64
	vocab  map[string]int32
}

func (n *needFitted) prob(d int, r *needRow) float64 {
	z := n.b[d]
	for j, v := range r.x {
		z += n.w[d][j] * (v - n.mu[j]) / n.sd[j]
	}
	for _, id := range r.words {
		if int(id) < len(n.w[d]) {
			z += n.w[d][id] * r.v
		}
	}
	return sigm(z)
}

// needRowsOf returns the need rows of prompt k for dimension d, one per
// reader, from its strengths st.
func needRowOf(rows []promptRow, k int, st *[numDims]strength, vocab map[string]int32, grow bool) needRow {
	r := needRow{v: 1 / math.Sqrt(float64(max(1, len(rows[k].words))))}
	for _, w := range rows[k].words {
		id, ok := vocab[w]
		if !ok && grow {
			id = int32(nNeedFeatures + len(vocab))
			vocab[w], ok = id, true
		}
		if ok {
			r.words = append(r.words, id)
		}
	}
	return r
}

// fitNeeds fits a logistic model per dimension by AdaGrad.
func fitNeeds(ls []*labelled, rows []promptRow, st [][numDims]strength, train func(k int) bool) *needFitted {
	const (
		epochs = 10
		l2     = 1e-3
		rate   = 0.1
		minDF  = 5 // a word needs as many prompts to be kept
	)
	df := map[string]int{}
	for k := range rows {
		if train(k) {
			for _, w := range rows[k].words {
				df[w]++
			}
		}
	}
	n := &needFitted{vocab: map[string]int32{}}
	var words []string
	for w, c := range df {
		if c >= minDF {
			words = append(words, w)
		}
	}
	sort.Strings(words)
	for i, w := range words {
		n.vocab[w] = int32(nNeedFeatures + i)
	}
	var xs [][]float64
	for k := range rows {
		if train(k) {
			for d := range numDims {
				x := needFeatures(d, &st[k], rows[k].task)
				xs = append(xs, x[:])
			}
		}
	}
	mu, sd := standardise(xs)
	copy(n.mu[:], mu)
	copy(n.sd[:], sd)
	for d := range numDims {
		var exs []needRow
		for k, l := range ls {
			if !train(k) {
				continue
			}
			base := needRowOf(rows, k, &st[k], n.vocab, false)
			base.x = needFeatures(d, &st[k], rows[k].task)
			for _, lb := range l.labels {
				r := base
				r.y = 0
				for _, x := range lb.Needed {
					if x == dimensionNames[d] {
						r.y = 1
					}
				}
				exs = append(exs, r)
			}
		}
		w := make([]float64, nNeedFeatures+len(words))
		g2 := make([]float64, len(w))
		b, gb := 0.0, 0.0
		order := make([]int, len(exs))
		for i := range order {
			order[i] = i
		}
		rng := newRand()
		n.w[d] = w
		for range epochs {
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			for _, i := range order {
				e := &exs[i]
				n.b[d] = b
				g := n.prob(d, e) - e.y
				gb += g * g
				b -= rate * g / (math.Sqrt(gb) + 1e-8)
				step := func(j int, v float64) {
					gw := g*v + l2*w[j]
					g2[j] += gw * gw
					w[j] -= rate * gw / (math.Sqrt(g2[j]) + 1e-8)
				}
				for j, v := range e.x {
					step(j, (v-n.mu[j])/n.sd[j])
				}
				for _, id := range e.words {
					step(int(id), e.v)
				}
			}
		}
		n.b[d] = b
	}
	return n
}

// model folds the standardisation into the weights, as the engine reads
// them, keeping the words that move a dimension by needPrune.
func (n *needFitted) model() *needModel {
	m := &needModel{words: map[string][numDims]float32{}}
	for d := range numDims {
		m.bias[d] = n.b[d]
		for j := range nNeedFeatures {
			m.w[d][j] = n.w[d][j] / n.sd[j]
			m.bias[d] -= m.w[d][j] * n.mu[j]
		}
	}
	for w, id := range n.vocab {
		var row [numDims]float32
		big := false
		for d := range numDims {
			row[d] = round3(n.w[d][id])
			big = big || math.Abs(float64(row[d])) >= needPrune
		}
		if big {
			m.words[w] = row
		}
	}
	return m
}

const needPrune = 0.05

// ---- the whole reading ----

// reading is what the fit makes: the three models and the thresholds.
type reading struct {
	ment        *mentionModel
	str         strengthModel
	need        *needModel
	needMin     float64
	specificMax float64
}

const innerFolds = 4

// relWeight weighs the figures' relations against the readers' labels.
var relWeight = 2.0

// fitReading fits the reading on the prompts train says. The strength
// model learns from mentions of spans the mention model was not fit on,
// and the thresholds from needs of prompts the need model was not fit on,
// so that each stage learns from what it will see on a new prompt.
func fitReading(ls []*labelled, rows []promptRow, ix *featureIndex, rt *relationTexts, train func(k int) bool) *reading {
	nf := len(ix.names)
	rd := &reading{}
	w, b := fitMentions(rows, train, nf)
	rd.ment = mentionModelOf(w, b, ix)
	// mentions out of fold
	oof := make([][]mention, len(rows))
	for f := range innerFolds {
		w, b := fitMentions(rows, func(k int) bool { return train(k) && ls[k].fold(innerFolds) != f }, nf)
		m := mentionModelOf(w, b, ix)
		for k := range rows {
			if train(k) && ls[k].fold(innerFolds) == f {
				oof[k] = make([]mention, len(rows[k].spans))
				for i := range rows[k].spans {
					oof[k][i] = m.mention(&rows[k].spans[i], ix)
				}
			}
		}
	}
	sx := strengthRows(rows, func(k int) []mention { return oof[k] })
	for d := range numDims {
		var xs [][]float64
		var ys []int
		for k, l := range ls {
			if !train(k) {
				continue
			}
			for _, lb := range l.labels {
				xs = append(xs, sx[k][d][:])
				ys = append(ys, lb.Strengths()[d])
			}
		}
		w, cut := fitOrdinal(xs, ys).raw()
		rd.str.w[d], rd.str.at[d], rd.str.step[d] = w, cut[0], max(0.3, (cut[2]-cut[0])/2)
	}
	{
		var lx [][numDims][nStrengthFeatures]float64
		var ly [][][numDims]int
		for k, l := range ls {
			if !train(k) {
				continue
			}
			lx = append(lx, sx[k])
			var y [][numDims]int
			for _, lb := range l.labels {
				y = append(y, lb.Strengths())
			}
			ly = append(ly, y)
		}
		var tx [][numDims][nStrengthFeatures]float64
		var rels []relation
		rw := 0.0
		if rt != nil {
			tx, rels, rw = textFeatures(rt.texts.names, rd.ment), rt.rels, relWeight
		}
		// The relations hold between calibrated levels, and the
		// calibration follows the levels: two rounds settle both.
		st := make([][numDims]strength, len(rows))
		for round := range 2 {
			for k := range rows {
				if train(k) {
					for d := range numDims {
						st[k][d] = rd.str.read(d, sx[k][d])
					}
				}
			}
			rd.str.knots = fitKnots(ls, st, train)
			if round == 0 {
				rd.str = fitJoint(lx, ly, tx, rels, rd.str, rw)
			}
		}
	}
	st := make([][numDims]strength, len(rows))
	for k := range rows {
		if train(k) {
			for d := range numDims {
				st[k][d] = rd.str.read(d, sx[k][d])
			}
		}
	}
	rd.need = fitNeeds(ls, rows, st, train).model()
	// needs out of fold, for the threshold
	pn := make([][numDims]float64, len(rows))
	for f := range innerFolds {
		n := fitNeeds(ls, rows, st, func(k int) bool { return train(k) && ls[k].fold(innerFolds) != f }).model()
		for k := range rows {
			if train(k) && ls[k].fold(innerFolds) == f {
				pn[k] = n.probs(&st[k], &rows[k])
			}
		}
	}
	rd.needMin, rd.specificMax = fitNeedMin(ls, st, pn, train)
	return rd
}

// probs is needProbs on a prompt row.
func (m *needModel) probs(st *[numDims]strength, r *promptRow) [numDims]float64 {
	var p [numDims]float64
	v := 1 / math.Sqrt(float64(max(1, len(r.words))))
	for d := range p {
		z := m.bias[d]
		x := needFeatures(d, st, r.task)
		for j, x := range x {
			z += m.w[d][j] * x
		}
		for _, w := range r.words {
			if row, ok := m.words[w]; ok {
				z += v * float64(row[d])
			}
		}
		p[d] = sigm(z)
	}
	gate(&p, &r.task)
	return p
}

// fitNeedMin chooses the least need that earns a fix and the most
// likely-specific a component may be and still get one, by the F0.5 of
// the fixes against the readers' needs (a fix asked for and not needed
// costs twice what a need not asked for does), with no more than 8 of
// 100 fixes asking for a component the readers see stated specifically.
func fitNeedMin(ls []*labelled, st [][numDims]strength, pn [][numDims]float64, train func(k int) bool) (needMin, specificMax float64) {
	bestF := -1.0
	for spec := 0.1; spec <= 0.61; spec += 0.05 {
		for m := 0.2; m <= 0.8; m += 0.02 {
			tp, fp, fn, stated := 0.0, 0.0, 0.0, 0.0
			for k, l := range ls {
				if !train(k) {
					continue
				}
				need := map[int]bool{}
				for _, lb := range l.labels {
					for _, x := range lb.Needed {
						for d, name := range dimensionNames {
							if x == name {
								need[d] = true
							}
						}
					}
				}
				got := map[int]bool{}
				for _, d := range wantedAt(&st[k], &pn[k], m, spec) {
					got[d] = true
					if need[d] {
						tp++
					} else {
						fp++
					}
					lo := 3
					for _, lb := range l.labels {
						lo = min(lo, lb.Strengths()[d])
					}
					if lo >= 2 {
						stated++
					}
				}
				for d := range need {
					if !got[d] {
						fn++
					}
				}
			}
			p, r := tp/max(1, tp+fp), tp/max(1, tp+fn)
			f := 1.25 * p * r / max(1e-9, 0.25*p+r)
			f -= 5 * max(0, stated/max(1, tp+fp)-0.08)
			if f > bestF {
				needMin, specificMax, bestF = m, spec, f
			}
		}
	}
	return math.Round(needMin*100) / 100, math.Round(specificMax*100) / 100
}

func spearmanF(a, b []float64) float64 { return figures.Spearman(a, b) }

// ---- the generated files ----

func mFlagName(f int) string {
	if f < nFlags {
		return flagName(f)
	}
	if f < mMaterial {
		p := partNames[f-mPart]
		return "mPart + int(p" + strings.ToUpper(p[:1]) + p[1:] + ")"
	}
	if f >= mClass {
		return fmt.Sprintf("mClass + %d", f-mClass)
	}
	return [...]string{"mMaterial", "mHeading", "mFirst", "mLast", "mDup", "mMain"}[f-mMaterial]
}

func row32(r [numDims]float32) string {
	s := make([]string, len(r))
	for i, x := range r {
		s[i] = strconv.FormatFloat(float64(x), 'g', -1, 32)
	}
	return "{" + strings.Join(s, ", ") + "}"
}

func row64(r []float64) string {
	s := make([]string, len(r))
	for i, x := range r {
		s[i] = strconv.FormatFloat(math.Round(x*1e4)/1e4, 'g', -1, 64)
	}
	return "{" + strings.Join(s, ", ") + "}"
}

// packWords writes tables of words as their words, one a line, and their
// weights as signed bytes of a unit.
func packWords(tables []map[string][numDims]float32) (unit float64, words []string, weights []byte) {
	var top float32
	for _, t := range tables {
		for _, r := range t {
			for _, x := range r {
				top = max(top, x, -x)
			}
		}
	}
	unit = float64(top) / 127
	if unit == 0 {
		unit = 1
	}
	unit, _ = strconv.ParseFloat(strconv.FormatFloat(unit, 'g', 6, 64), 64)
	for _, t := range tables {
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		words = append(words, strings.Join(keys, "\n"))
		for _, k := range keys {
			for _, x := range t[k] {
				weights = append(weights, byte(int8(math.Round(float64(x)/unit))))
			}
		}
	}
	return unit, words, weights
}

func gofmt(b *bytes.Buffer) []byte {
	out, err := format.Source(b.Bytes())
	if err != nil {
		panic(fmt.Sprintf("%v\n%s", err, b.Bytes()))
	}
	return out
}

const generatedBy = "// Code generated by go test -run TestReadingGenerated -update; DO NOT EDIT.\n\n"

// mentionSource writes the mention model as mentions_gen.go.
func (rd *reading) mentionSource() []byte {
	var b bytes.Buffer
	b.WriteString(generatedBy)
	b.WriteString("// The mention model's weights, fit on the spans careful readers quoted\n// (see reading_fit_test.go). Columns: " + strings.Join(dimensionNames[:], ", ") + ".\n\npackage scoring\n\n")
	m := rd.ment
	fmt.Fprintf(&b, "var mentionFixed = mentionModel{\nbias: [numDims]float32%s,\nflags: [nMFlags][numDims]float32{\n", row32(m.bias))
	for f, r := range m.flags {
		if r != ([numDims]float32{}) {
			fmt.Fprintf(&b, "%s: %s,\n", mFlagName(f), row32(r))
		}
	}
	b.WriteString("},\n}\n\n")
	unit, words, weights := packWords(m.tables[:])
	fmt.Fprintf(&b, "// mentionUnit is the weight of one step of mentionWeights.\nconst mentionUnit = %s\n\n", strconv.FormatFloat(unit, 'g', -1, 64))
	b.WriteString("// mentionWords are each word table's words, one a line, in the order of\n// their weights in mentionWeights.\nvar mentionWords = [nMTables]string{\n")
	for _, w := range words {
		fmt.Fprintf(&b, "%q,\n", w)
	}
	b.WriteString("}\n\n")
	fmt.Fprintf(&b, "// mentionWeights are numDims signed bytes a word.\nconst mentionWeights = %q\n", weights)
	return gofmt(&b)
}

// strengthSource writes the strength and need models as strengths_gen.go.
func (rd *reading) strengthSource() []byte {
	var b bytes.Buffer
	b.WriteString(generatedBy)
	b.WriteString("// The strength and need models, fit on careful readers' labels (see\n// reading_fit_test.go). Rows: " + strings.Join(dimensionNames[:], ", ") + ".\n\npackage scoring\n\n")
	b.WriteString("var strengths = strengthModel{\nw: [numDims][nStrengthFeatures]float64{\n")
	for d := range numDims {
		fmt.Fprintf(&b, "%s,\n", row64(rd.str.w[d][:]))
	}
	fmt.Fprintf(&b, "},\nat: [numDims]float64%s,\nstep: [numDims]float64%s,\nknots: [numDims][nKnots][2]float64{\n", row64(rd.str.at[:]), row64(rd.str.step[:]))
	for d := range numDims {
		b.WriteString("{")
		for _, k := range rd.str.knots[d] {
			fmt.Fprintf(&b, "%s, ", row64(k[:]))
		}
		b.WriteString("},\n")
	}
	b.WriteString("},\n}\n\n")
	fmt.Fprintf(&b, "var needFixed = needModel{\nbias: [numDims]float64%s,\nw: [numDims][nNeedFeatures]float64{\n", row64(rd.need.bias[:]))
	for d := range numDims {
		fmt.Fprintf(&b, "%s,\n", row64(rd.need.w[d][:]))
	}
	b.WriteString("},\n}\n\n")
	unit, words, weights := packWords([]map[string][numDims]float32{rd.need.words})
	fmt.Fprintf(&b, "// needUnit is the weight of one step of needWeights.\nconst needUnit = %s\n\n", strconv.FormatFloat(unit, 'g', -1, 64))
	fmt.Fprintf(&b, "// needWords are the words of the need model, one a line, in the order\n// of their weights in needWeights.\nconst needWords = %q\n\n", words[0])
	fmt.Fprintf(&b, "// needWeights are numDims signed bytes a word.\nconst needWeights = %q\n\n", weights)
	fmt.Fprintf(&b, "// The thresholds of the fixes (see fixes_needs.go).\nconst (\nneedMin = %v\nspecificMax = %v\n)\n", rd.needMin, rd.specificMax)
	return gofmt(&b)
}

// TestReadingGenerated fits the reading on every labelled prompt and
// compares it with mentions_gen.go and strengths_gen.go; with -update it
// writes them.
func TestReadingGenerated(t *testing.T) {
	if pqstest.Race {
		t.Skip("slow under the race detector: .ci/run runs it without")
	}
	ls, ix, rows, set := fitData(t)
	rd := fitReading(ls, rows, ix, relationsOf(set), func(int) bool { return true })
	for name, src := range map[string][]byte{"mentions_gen.go": rd.mentionSource(), "strengths_gen.go": rd.strengthSource()} {
		if *update {
			if err := os.WriteFile(name, src, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		have, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(have, src) {
			t.Errorf("%s is stale: run go generate ./scoring", name)
		}
	}
}

func newRand() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }

// carefulFigs computes figures.py's careful group on the prompts of ls
// that keep says, with their dimension points and fix dimensions.
func carefulFigs(ls []*labelled, keep func(k int) bool, dims [][numDims]int, fixes [][]int) string {
	minS := func(l *labelled, d int) int {
		m := 9
		for _, x := range l.labels {
			m = min(m, x.Strengths()[d])
		}
		return m
	}
	maxS := func(l *labelled, d int) int {
		m := -1
		for _, x := range l.labels {
			m = max(m, x.Strengths()[d])
		}
		return m
	}
	var b strings.Builder
	aucs := []float64{}
	worst, worstD := 1.0, ""
	var absent, absent3 int
	var xs, ys, tot, sum []float64
	nfix, onSpec, inNeed := 0, 0, 0
	var per []string
	for d := range numDims {
		var pos, neg []float64
		for k, l := range ls {
			if !keep(k) {
				continue
			}
			if minS(l, d) > 0 {
				pos = append(pos, float64(dims[k][d]))
			}
			if maxS(l, d) == 0 {
				neg = append(neg, float64(dims[k][d]))
				absent++
				if dims[k][d] >= 3 {
					absent3++
				}
			}
		}
		if len(pos) >= 5 && len(neg) >= 5 {
			a := figures.AUC(pos, neg)
			aucs = append(aucs, a)
			per = append(per, fmt.Sprintf("%s:%.2f", dimensionNames[d][:4], a))
			if a < worst {
				worst, worstD = a, dimensionNames[d]
			}
		}
	}
	for k, l := range ls {
		if !keep(k) {
			continue
		}
		s := 0.0
		t := 0
		for d := range numDims {
			xs = append(xs, float64(dims[k][d]))
			ys = append(ys, l.strength(d))
			s += l.strength(d)
			t += dims[k][d]
		}
		tot, sum = append(tot, float64(t)), append(sum, s)
		need := map[string]bool{}
		for _, x := range l.labels {
			for _, n := range x.Needed {
				need[n] = true
			}
		}
		for _, d := range fixes[k] {
			nfix++
			if minS(l, d) >= 2 {
				onSpec++
			}
			if need[dimensionNames[d]] {
				inNeed++
			}
		}
	}
	mean := 0.0
	for _, a := range aucs {
		mean += a
	}
	mean /= float64(len(aucs))
	fmt.Fprintf(&b, "auc %.3f worst %.2f(%s) absent3+ %.3f rho %.2f fixOnSpec %.2f fixNeeded %.2f (n=%d) totalRho %.2f [%s]",
		mean, worst, worstD, float64(absent3)/float64(max(1, absent)), spearmanF(xs, ys),
		float64(onSpec)/float64(max(1, nfix)), float64(inNeed)/float64(max(1, nfix)), nfix, spearmanF(tot, sum), strings.Join(per, " "))
	return b.String()
}

// predict reads the prompts test says with the reading rd: their points
// and the dimensions of their fixes.
func (rd *reading) predict(rows []promptRow, ix *featureIndex, test func(k int) bool) (dims [][numDims]int, fixes [][]int) {
	dims, fixes = make([][numDims]int, len(rows)), make([][]int, len(rows))
	for k := range rows {
		if !test(k) {
			continue
		}
		m := make([]mention, len(rows[k].spans))
		for i := range rows[k].spans {
			m[i] = rd.ment.mention(&rows[k].spans[i], ix)
		}
		var st [numDims]strength
		for d := range numDims {
			st[d] = rd.str.read(d, strengthFeatures(d, m, &rows[k].rules))
			dims[k][d] = st[d].points()
		}
		pn := rd.need.probs(&st, &rows[k])
		fixes[k] = wantedAt(&st, &pn, rd.needMin, rd.specificMax)
	}
	return dims, fixes
}

// TestReadingAcrossSources fits the reading on every source of labels but
// one and measures figures.py's careful figures on that one, then on
// five folds of all of them.
func TestReadingAcrossSources(t *testing.T) {
	if !*cv {
		t.Skip("-cv: fit on some sources, measure on the others (a minute)")
	}
	ls, ix, rows, set := fitData(t)
	var rt *relationTexts
	if *withFigures {
		rt = relationsOf(set)
	}
	var sources []string
	for _, l := range ls {
		if !slicesContains(sources, l.source) {
			sources = append(sources, l.source)
		}
	}
	sort.Strings(sources)
	for _, s := range sources {
		test := func(k int) bool { return ls[k].source == s }
		rd := fitReading(ls, rows, ix, rt, func(k int) bool { return !test(k) })
		dims, fixes := rd.predict(rows, ix, test)
		t.Logf("%-10s %s", s, carefulFigs(ls, test, dims, fixes))
	}
	const K = 5
	dims, fixes := make([][numDims]int, len(ls)), make([][]int, len(ls))
	for f := range K {
		test := func(k int) bool { return ls[k].fold(K) == f }
		rd := fitReading(ls, rows, ix, rt, func(k int) bool { return !test(k) })
		d, x := rd.predict(rows, ix, test)
		for k := range ls {
			if test(k) {
				dims[k], fixes[k] = d[k], x[k]
			}
		}
	}
	t.Logf("5-fold careful %s", carefulFigs(ls, func(k int) bool { return ls[k].source == "careful" }, dims, fixes))
	var per []string
	for d := range numDims {
		var x, y []float64
		for k, l := range ls {
			if l.source == "careful" {
				x, y = append(x, float64(dims[k][d])), append(y, l.strength(d))
			}
		}
		per = append(per, fmt.Sprintf("%s:%.2f", dimensionNames[d][:4], spearmanF(x, y)))
	}
	t.Logf("5-fold careful per-dimension rho %s", strings.Join(per, " "))
	t.Logf("5-fold others  %s", carefulFigs(ls, func(k int) bool { return ls[k].source != "careful" }, dims, fixes))
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// ---- the strength model, fit on labels and on the figures' relations ----

// A relation says that text a should outscore text b on dimension d (on
// the total when d < 0) by at least margin, in units of expected strength
// (a point is 0.3 of one); a negative margin bounds how far b may lead.
type relation struct {
	a, b   int32
	d      int8
	set    int8
	margin float32
}

// The sets of relations, each weighed alike in the fit.
const (
	relPairs     = iota // the stronger prompt of a pair wins (guide, ATLAS hints, BPO, length-controlled)
	relValidity         // an ablation lowers its dimension, an addition raises it
	relSubstance        // substance beats boilerplate; boilerplate and stuffing gain little
	relPadding          // pasted logs, data, lorem ipsum and repeats gain little
	relCorpus           // removing a labelled section lowers its dimension
	relIN3              // a clear task beats a vague one, on specificity and in total
	relLanguages        // a prompt scores alike in every language
	nRelSets
)

var relSetNames = [nRelSets]string{"pairs", "validity", "substance", "padding", "corpus", "in3", "languages"}

// relSetWeight weighs each set of relations.
var relSetWeight = [nRelSets]float64{2, 1, 0.05, 0.3, 1, 1, 0}

// relationTexts holds the texts of the figures' relations, each once.
type relationTexts struct {
	texts featureIndex // each text once, numbered
	rels  []relation
}

func (rt *relationTexts) add(t string) int32 { return rt.texts.id(t) }

func (rt *relationTexts) rel(set int, better, worse string, d int, margin float32) {
	if m := os.Getenv("RELSETS"); m != "" && !strings.Contains(m, relSetNames[set]) {
		return
	}
	rt.rels = append(rt.rels, relation{rt.add(better), rt.add(worse), int8(d), int8(set), margin})
}

// relationsOf turns the development figures into relations.
func relationsOf(s *figures.Set) *relationTexts {
	rt := &relationTexts{texts: featureIndex{ids: map[string]int32{}}}
	const (
		wins  = 0.2  // a win by two thirds of a point
		bound = -0.3 // a gain of a point at most
	)
	dim := func(name string) int {
		for d, n := range dimensionNames {
			if n == name {
				return d
			}
		}
		panic(name)
	}
	for _, p := range s.Pairs {
		inFigure := p.Set == "guide" || p.Set == "paper:cheng2023_bpo" || p.Hint != ""
		controlled := len([]rune(p.Strong))*100 <= 110*len([]rune(p.Weak))
		if inFigure || controlled {
			rt.rel(relPairs, p.Strong, p.Weak, -1, wins)
		}
	}
	for _, v := range s.Validity {
		if v.Expect == "drop" {
			rt.rel(relValidity, v.Base, v.Variant, dim(v.Dimension), wins)
		} else {
			rt.rel(relValidity, v.Variant, v.Base, dim(v.Dimension), wins)
		}
	}
	for _, x := range s.Substance {
		rt.rel(relSubstance, x.Substantive, x.Boilerplate, -1, wins)
		// Generic sentences are bare mentions, which the rubric credits a
		// little: boilerplate may gain up to about five points in all.
		rt.rel(relSubstance, x.Base, x.Boilerplate, -1, 7*bound)
		if x.Stuffed != "" {
			rt.rel(relSubstance, x.Substantive, x.Stuffed, -1, 4*bound)
		}
	}
	for _, b := range figures.PaddingBases(s.Pairs) {
		for _, g := range figures.Paddings(b) {
			rt.rel(relPadding, b, g.Text, -1, bound)
		}
	}
	for _, it := range s.CorpusItems {
		if it.Kind == "ablation" {
			rt.rel(relCorpus, it.Base, it.Variant, dim(it.Dimension), wins)
		}
	}
	var clear, vague []string
	for _, t := range s.IN3 {
		if t.Vague {
			vague = append(vague, t.Prompt)
		} else {
			clear = append(clear, t.Prompt)
		}
	}
	rng := newRand()
	for _, c := range clear {
		for range 3 {
			v := vague[rng.IntN(len(vague))]
			rt.rel(relIN3, c, v, dSpecificity, wins)
			rt.rel(relIN3, c, v, -1, 0)
		}
	}
	for _, tr := range s.Languages {
		for _, l := range figures.Languages {
			rt.rel(relLanguages, tr.Text[l], tr.Text["en"], -1, bound)
			rt.rel(relLanguages, tr.Text["en"], tr.Text[l], -1, bound)
		}
	}
	return rt
}

// textFeatures reads texts with mention model m: their strength features.
func textFeatures(texts []string, m *mentionModel) [][numDims][nStrengthFeatures]float64 {
	out := make([][numDims][nStrengthFeatures]float64, len(texts))
	for i, t := range texts {
		a := analyze(t, General, defaultWeights, false)
		ment, pts := a.mentionsWith(m), a.rulePoints()
		for d := range numDims {
			out[i][d] = strengthFeatures(d, ment, &pts)
		}
		a.release()
	}
	return out
}

// fitJoint fits the strength model on the readers' strengths (lx, ly:
// each labelled prompt's features and its readers' strengths) and on the
// relations between texts of features tx, from start, by Adam on
// standardised features.
func fitJoint(lx [][numDims][nStrengthFeatures]float64, ly [][][numDims]int, tx [][numDims][nStrengthFeatures]float64, rels []relation, start strengthModel, relWeight float64) strengthModel {
	const (
		iters = 1500
		rate  = 0.02
		temp  = 0.1
		l2    = 1e-3
	)
	F := nStrengthFeatures
	var mu, sd [numDims][nStrengthFeatures]float64
	for d := range numDims {
		var xs [][]float64
		for k := range lx {
			xs = append(xs, lx[k][d][:])
		}
		m, s := standardise(xs)
		copy(mu[d][:], m)
		copy(sd[d][:], s)
	}
	// parameters in the standardised space: w, the level-0.5 point a and
	// the log of the step
	var w [numDims][nStrengthFeatures]float64
	var a, eta [numDims]float64
	for d := range numDims {
		shift := 0.0
		for j := range F {
			w[d][j] = start.w[d][j] * sd[d][j]
			shift += start.w[d][j] * mu[d][j]
		}
		a[d], eta[d] = start.at[d]-shift, math.Log(start.step[d])
	}
	std := func(x *[numDims][nStrengthFeatures]float64, d, j int) float64 { return (x[d][j] - mu[d][j]) / sd[d][j] }
	var mw, vw [numDims][nStrengthFeatures]float64
	var ma, va, me, ve [numDims]float64
	nLabels := 0
	for _, y := range ly {
		nLabels += len(y)
	}
	setN := make([]float64, nRelSets)
	for _, r := range rels {
		setN[r.set]++
	}
	tz := make([][numDims]float64, len(tx))
	for it := 1; it <= iters; it++ {
		var gw [numDims][nStrengthFeatures]float64
		var ga, ge [numDims]float64
		for d := range numDims {
			step := math.Exp(eta[d])
			for k := range lx {
				z := 0.0
				for j := range F {
					z += w[d][j] * std(&lx[k], d, j)
				}
				// c(s) = P(strength >= s)
				c := func(s int) float64 {
					switch {
					case s <= 0:
						return 1
					case s >= 4:
						return 0
					}
					return sigm(z - a[d] - float64(s-1)*step)
				}
				for _, y := range ly[k] {
					s := y[d]
					hi, lo := c(s), c(s+1)
					p := max(hi-lo, 1e-12)
					// d log p: through hi (if s >= 1) and lo (if s+1 <= 3)
					var dz, da, dstep float64
					if s >= 1 {
						g := hi * (1 - hi) / p
						dz += g
						da -= g
						dstep -= float64(s-1) * g
					}
					if s+1 <= 3 {
						g := lo * (1 - lo) / p
						dz -= g
						da += g
						dstep += float64(s) * g
					}
					inv := 1 / float64(nLabels)
					for j := range F {
						gw[d][j] -= dz * inv * std(&lx[k], d, j)
					}
					ga[d] -= da * inv
					ge[d] -= dstep * step * inv
				}
			}
		}
		if relWeight > 0 {
			for i := range tx {
				for d := range numDims {
					z := 0.0
					for j := range F {
						z += w[d][j] * std(&tx[i], d, j)
					}
					tz[i][d] = z
				}
			}
			// Relations hold between points, which follow the calibrated
			// level; slope is its rate per unit of level.
			scale := func(i int32, d int) (float64, float64) {
				l := (tz[i][d]-a[d])/math.Exp(eta[d]) + 0.5
				x := start.calibrate(d, l)
				return x, (start.calibrate(d, l+1e-3) - x) / 1e-3
			}
			for _, r := range rels {
				q := func(i int32) float64 {
					if r.d >= 0 {
						x, _ := scale(i, int(r.d))
						return x
					}
					t := 0.0
					for d := range numDims {
						x, _ := scale(i, d)
						t += x
					}
					return t
				}
				delta := q(r.a) - q(r.b)
				dl := -sigm((float64(r.margin)-delta)/temp) / temp * relWeight * relSetWeight[r.set] / setN[r.set] / nRelSets
				for _, side := range [2]struct {
					i    int32
					sign float64
				}{{r.a, 1}, {r.b, -1}} {
					for d := range numDims {
						if r.d >= 0 && int(r.d) != d {
							continue
						}
						step := math.Exp(eta[d])
						_, slope := scale(side.i, d)
						g := dl * side.sign * slope
						for j := range F {
							gw[d][j] += g * std(&tx[side.i], d, j) / step
						}
						// The step is the readers' to set: a relation could
						// otherwise be met by shrinking it, spreading every level.
					}
				}
			}
		}
		b1, b2 := 0.9, 0.999
		c1, c2 := 1-math.Pow(b1, float64(it)), 1-math.Pow(b2, float64(it))
		adam := func(x, g float64, m, v *float64) float64 {
			*m = b1**m + (1-b1)*g
			*v = b2**v + (1-b2)*g*g
			return x - rate*(*m/c1)/(math.Sqrt(*v/c2)+1e-8)
		}
		for d := range numDims {
			for j := range F {
				w[d][j] = adam(w[d][j], gw[d][j]+l2*w[d][j], &mw[d][j], &vw[d][j])
				// More of what a dimension reads never lowers it: each
				// weight keeps the sign of its evidence.
				if sign := featureSign(d, j); sign*w[d][j] < 0 {
					w[d][j] = 0
				}
			}
			a[d] = adam(a[d], ga[d], &ma[d], &va[d])
			eta[d] = adam(eta[d], ge[d], &me[d], &ve[d])
		}
	}
	out := strengthModel{knots: start.knots}
	for d := range numDims {
		shift := 0.0
		for j := range F {
			out.w[d][j] = w[d][j] / sd[d][j]
			shift += out.w[d][j] * mu[d][j]
		}
		out.at[d], out.step[d] = a[d]+shift, math.Exp(eta[d])
	}
	return out
}

func init() {
	if v := os.Getenv("RELW"); v != "" {
		relWeight, _ = strconv.ParseFloat(v, 64)
	}
	if v := os.Getenv("SETW"); v != "" {
		for i, f := range strings.Split(v, ",") {
			relSetWeight[i], _ = strconv.ParseFloat(f, 64)
		}
	}
}

var withFigures = flag.Bool("relations", true, "with -cv: fit the strengths on the figures' relations too")

// score reads one text with rd's models, as the engine would with rd
// generated: its points and the dimensions of its fixes.
func (rd *reading) score(text string) (dims [numDims]int, fixes []int) {
	a := analyze(text, General, defaultWeights, false)
	defer a.release()
	ment, pts := a.mentionsWith(rd.ment), a.rulePoints()
	var st [numDims]strength
	for d := range numDims {
		st[d] = rd.str.read(d, strengthFeatures(d, ment, &pts))
		dims[d] = st[d].points()
	}
	r := promptRow{task: a.taskFeatures()}
	a.promptStems(func(w string) { r.words = append(r.words, w) })
	pn := rd.need.probs(&st, &r)
	return dims, wantedAt(&st, &pn, rd.needMin, rd.specificMax)
}

// TestReadingFigures fits the reading on everything and prints every
// figure of the development files with it, without writing a file.
func TestReadingFigures(t *testing.T) {
	if !*cv {
		t.Skip("-cv")
	}
	ls, ix, rows, set := fitData(t)
	var rt *relationTexts
	if *withFigures {
		rt = relationsOf(set)
	}
	rd := fitReading(ls, rows, ix, rt, func(int) bool { return true })
	figs := figures.Compute(set, dimensionNames[:], func(p string) figures.Scored {
		d, f := rd.score(p)
		sc := figures.Scored{Dims: d}
		for _, x := range d {
			sc.Total += x
		}
		for _, x := range f {
			sc.FixDims = append(sc.FixDims, dimensionNames[x])
		}
		return sc
	})
	for _, g := range []string{"pairs", "corpus", "in3", "languages"} {
		t.Log(figures.Line(figs, g))
	}
	tot := func(p string) int {
		d, _ := rd.score(p)
		n := 0
		for _, x := range d {
			n += x
		}
		return n
	}
	ties := map[string][3]int{}
	for _, p := range set.Pairs {
		k := p.Set
		if p.Hint != "" {
			k = "atlas_hint"
		}
		x := ties[k]
		w, s := tot(p.Weak), tot(p.Strong)
		switch {
		case s > w:
			x[0]++
		case s == w:
			x[1]++
		default:
			x[2]++
		}
		ties[k] = x
	}
	t.Logf("win/tie/loss %v", ties)
	if os.Getenv("SHOWTIES") != "" {
		n := 0
		for _, p := range set.Pairs {
			if p.Hint == "" || tot(p.Weak) < tot(p.Strong) || n > 14 {
				continue
			}
			n++
			dw, _ := rd.score(p.Weak)
			ds, _ := rd.score(p.Strong)
			t.Logf("TIE %v %v\n  W %q\n  S %q", dw, ds, clip(p.Weak, 200), clip(p.Strong, 200))
		}
	}
	dims, fixes := make([][numDims]int, len(ls)), make([][]int, len(ls))
	for k, l := range ls {
		dims[k], fixes[k] = rd.score(l.prompt)
	}
	t.Logf("careful (in sample) %s", carefulFigs(ls, func(k int) bool { return ls[k].source == "careful" }, dims, fixes))
}

// TestReadingErrors prints the careful prompts a dimension reads worst.
func TestReadingErrors(t *testing.T) {
	dim := os.Getenv("ERRDIM")
	if dim == "" {
		t.Skip("ERRDIM=name")
	}
	d := 0
	for k, n := range dimensionNames {
		if n == dim {
			d = k
		}
	}
	ls, ix, rows, set := fitData(t)
	rd := fitReading(ls, rows, ix, relationsOf(set), func(k int) bool { return ls[k].source != "careful" })
	for _, l := range ls {
		if l.source != "careful" {
			continue
		}
		dims, _ := rd.score(l.prompt)
		lo, hi := 9, -1
		var ev []string
		for _, x := range l.labels {
			s := x.Strengths()[d]
			lo, hi = min(lo, s), max(hi, s)
			ev = append(ev, x.Dims[dim].Evidence...)
		}
		switch {
		case lo > 0 && dims[d] == 0:
			t.Logf("MISSED %s [%d..%d] %q\n   evidence %q", l.id, lo, hi, clip(l.prompt, 160), ev)
		case hi == 0 && dims[d] >= 1:
			t.Logf("EXTRA  %s pts %d %q", l.id, dims[d], clip(l.prompt, 300))
		}
	}
}

// featureSign is the sign a strength feature's weight must have: +1 for
// evidence of the component, -1 for a rule that takes points away.
func featureSign(d, j int) float64 {
	if j >= sRule && j-sRule < len(generalRules[d]) && rubric[generalRules[d][j-sRule]].Points < 0 {
		return -1
	}
	return 1
}

// fitKnots places each dimension's calibration knots: at a spread of
// shares q of the prompts, the level below which q of them fall and the
// strength below which q of the readers' strengths fall.
func fitKnots(ls []*labelled, st [][numDims]strength, train func(k int) bool) (knots [numDims][nKnots][2]float64) {
	qs := [nKnots]float64{0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95, 1}
	// Clarity and specificity, stated in nearly every prompt, keep their
	// levels: the readers' strengths of them, 2 or 3, would flatten them.
	for d := dContext; d < numDims; d++ {
		var lv, sg []float64
		for k, l := range ls {
			if train(k) {
				lv = append(lv, st[k][d].level)
				sg = append(sg, l.strength(d))
			}
		}
		sort.Float64s(lv)
		sort.Float64s(sg)
		at := func(xs []float64, q float64) float64 { return xs[int(math.Round(q*float64(len(xs)-1)))] }
		for j, q := range qs {
			x, y := at(lv, q), at(sg, q)
			if j > 0 {
				x = max(x, knots[d][j-1][0]+1e-3) // strictly increasing levels
				y = max(y, knots[d][j-1][1])
			}
			knots[d][j] = [2]float64{math.Round(x*1e4) / 1e4, math.Round(y*1e4) / 1e4}
		}
	}
	return knots
}

// fitData reads what the reading is fit on: the labelled prompts and their
// rows, the corpus's weakly labelled spans (kept in weakRows until t ends)
// and the development files.
func fitData(t *testing.T) ([]*labelled, *featureIndex, []promptRow, *figures.Set) {
	ls := loadLabelled(t)
	ix := mentionIndex()
	rows := rowsOf(ls, ix)
	weakRows = corpusRows(loadCorpus(t), ix, corpusEvery, corpusWeight)
	t.Cleanup(func() { weakRows = nil })
	set, err := figures.LoadDev(evalDir)
	if err != nil {
		t.Fatal(err)
	}
	return ls, ix, rows, set
}
