package scoring

import (
	"math"
	"math/bits"
	"strings"
)

// Mentions: which components each span of the prompt states. Where the
// reader (parts_reader.go) gives each span the one part it most likely is, a
// mention model says, for every dimension at once, how likely a careful
// reader is to quote the span as stating that dimension's component: a
// sentence can state the task, a constraint and a format together
// ("Plan a 3-day trip ... under 1,500 euros, as a day-by-day table").
// It is eight logistic models over the reader's features, the part the
// span was read as and the pairs of words it holds, fit on the spans
// careful readers quoted (eval/RUBRIC.md, eval/careful, eval/labels) and
// written to mentions_gen.go by TestReadingGenerated.

// The mention model's flags beyond the reader's.
const (
	mPart     = nFlags                           // + part: what classify made of the span
	mMaterial = mPart + int(numParts) + iota - 1 // pasted input
	mHeading                                     // a heading, intro or tag line
	mFirst                                       // the prompt's first span
	mLast                                        // its last span
	mDup                                         // repeats an earlier span
	mMain                                        // the prompt's main instruction
	mClass                                       // + class bit: how many of its words are of that lexicon class, up to 3
	nMFlags   = mClass + numClasses
)

// The mention model's word tables: the reader's, and pairs of words.
const (
	tPairs = nTables + iota
	nMTables
)

// mentionModel holds the mention model's weights.
type mentionModel struct {
	bias   [numDims]float32
	flags  [nMFlags][numDims]float32
	tables [nMTables]map[string][numDims]float32
}

// mentionSink adds the weights of a span's features to its logits.
type mentionSink struct {
	m *mentionModel
	z [numDims]float32
}

func (l *mentionSink) flag(f int, v float32) {
	for d := range l.z {
		l.z[d] += v * l.m.flags[f][d]
	}
}

func (l *mentionSink) word(t int, w string, v float32) {
	if x, ok := l.m.tables[t][w]; ok {
		for d := range l.z {
			l.z[d] += v * x[d]
		}
	}
}

// mentionFeatures sends the features of span i of a to out: the reader's,
// then what the reading made of the span, then its pairs of words.
func mentionFeatures(a *analysis, i int, out featureSink) {
	mentionFeaturesOf(a, &a.d.spans[i], i, out)
}

// mentionFeaturesOf sends the features of s, span i of a or a clause of
// it, to out.
func mentionFeaturesOf(a *analysis, s *span, i int, out featureSink) {
	if s.featTo >= s.featFrom {
		replay(a.d.feats[s.featFrom:s.featTo], out) // as the reader read them
	} else {
		spanFeatures(s, true, out)
	}
	set := func(f int, ok bool) {
		if ok {
			out.flag(f, 1)
		}
	}
	out.flag(mPart+int(s.part), 1)
	set(mMaterial, s.material)
	set(mHeading, s.heading)
	set(mFirst, i == 0)
	set(mLast, s.last)
	set(mDup, s.dup)
	set(mMain, s == a.main)
	var n [numClasses]int
	for k := range s.toks {
		for cls := s.toks[k].cls; cls != 0; cls &= cls - 1 {
			n[bits.TrailingZeros32(uint32(cls))]++
		}
	}
	for c, x := range n {
		if x > 0 {
			out.flag(mClass+c, float32(min(x, 3)))
		}
	}
	var buf [64]byte
	for k := 0; k+1 < len(s.toks); k++ {
		if s.toks[k].kind != tWord || s.toks[k+1].kind != tWord {
			continue
		}
		b := append(append(append(buf[:0], s.toks[k].stem()...), '_'), s.toks[k+1].stem()...)
		if ms, ok := out.(*mentionSink); ok {
			// Looked up without making a string of b.
			if x, ok := ms.m.tables[tPairs][string(b)]; ok {
				for d := range ms.z {
					ms.z[d] += 0.5 * x[d]
				}
			}
			continue
		}
		out.word(tPairs, string(b), 0.5)
	}
}

// mentionable reports a span that can state a component: one with words
// that is not pasted input (which earns its context once, by the rules),
// a repeat, nor filler (greetings, tips and threats).
func mentionable(s *span) bool {
	return len(s.toks) > 0 && !s.material && !s.dup && s.part != pFiller
}

// A mention is what the mention model says of one span: the probability
// that it states each dimension's component, and how specific to this
// task its words are (0..1).
type mention struct {
	p        [numDims]float32
	specific float32
	span     int // its index in the prompt's spans
}

// mentions returns the mention of each span of a that can state a
// component.
func (a *analysis) mentions() []mention { return a.mentionsWith(&mentions) }

func (a *analysis) mentionsWith(mm *mentionModel) []mention {
	var out []mention
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if !mentionable(s) {
			continue
		}
		m := mention{p: mm.read(a, s, i), specific: a.specific(s), span: i}
		cs := clauses(a.d, s, a.sc.clauses[:0])
		a.sc.clauses = cs
		req := len(cs) == 0 && limitClause(s) || ruleInstruction(s) && m.specific >= 0.5
		for k := range cs {
			// A clause of a long sentence can state a component the
			// sentence as a whole reads as something else: "Plan a trip
			// ..., under 1,500 euros excluding flights."
			p := mm.read(a, &cs[k], i)
			for d := dContext; d < numDims; d++ {
				m.p[d] = max(m.p[d], p[d])
			}
			req = req || limitClause(&cs[k]) || k > 0 && exceptClause(&cs[k])
		}
		if req {
			m.p[dConstraints] = max(m.p[dConstraints], ruleMention)
		}
		if answerRule(s) {
			// A requirement on the answer is one whatever the words
			// around it: a reader quotes it as a constraint, and as a
			// format when it names the answer's shape; and when it says
			// what binds the answer, it is specific however plain its words.
			if answerBinds(s) {
				m.specific = max(m.specific, ruleSpecific)
			}
			m.p[dConstraints] = max(m.p[dConstraints], answerRequires(s))
			if answerShape(s) {
				m.p[dOutputFormat] = max(m.p[dOutputFormat], ruleMention)
			}
		}
		if shapeCount(s) {
			m.p[dOutputFormat] = max(m.p[dOutputFormat], ruleMention)
		}
		if roleRule(s) {
			m.p[dRole] = max(m.p[dRole], ruleMention)
		}
		if exampleRule(s) {
			m.p[dExamples] = max(m.p[dExamples], ruleMention)
		}
		out = append(out, m)
	}
	return out
}

// read returns the probabilities that s, span i of a or a clause of it,
// states each dimension's component.
func (mm *mentionModel) read(a *analysis, s *span, i int) [numDims]float32 {
	l := &a.sc.sink // one per analysis: the interface moves it to the heap
	*l = mentionSink{m: mm, z: mm.bias}
	mentionFeaturesOf(a, s, i, l)
	var p [numDims]float32
	for d, z := range l.z {
		p[d] = float32(1 / (1 + math.Exp(-float64(z))))
	}
	return p
}

// answerRequires is how likely a requirement on the answer states a
// constraint: surely when it binds, forbids, limits or keeps to
// something; as a bare one when it gives only the answer's shape ("Answer
// in three bullet points"), which is mostly a format.
func answerRequires(s *span) float32 {
	c := &s.cues
	switch {
	case !answerBinds(s):
		return shapeRequirement // "Make sure your answer is accurate": a bare one
	case !answerShape(s) || c.has[cueBinding] || c.has[cueLength] || c.has[cueNegation] || c.has[cueOnly] || c.has[cueRequire]:
		return ruleMention
	}
	return shapeRequirement
}

// shapeRequirement is how likely a requirement on the answer's shape alone,
// or one that says nothing that binds it, is read as a constraint.
const shapeRequirement = 0.6

// roleRule reports a span that opens by saying who the model is, in any
// language: "You are an immunologist", "Tu es une professeure", "Act as".
func roleRule(s *span) bool {
	c := &s.cues
	return c.has[cueRole] && c.at[cueRole] <= 1 && !c.has[cueNotRole]
}

// exampleRule reports a demonstration set apart as one: read as an example
// and holding a quoted sample or a block ("For example: \"...\"").
func exampleRule(s *span) bool {
	return s.part == pExample && (s.quotes > 0 || s.block) && s.cues.has[cueExample]
}

// limitClause reports a clause that sets a limit on the answer: a limit
// word with a number ("under 1,500 euros", "at least 5 paragraphs", "no
// more than 3 sentences").
func limitClause(c *span) bool {
	return (c.cues.has[cueLength] || countClass(c, cLimit) > 0) && countKind(c, tNumber) > 0
}

// ruleInstruction reports an instruction besides the task that opens by
// requiring, forbidding or keeping to something: "Include the keywords
// coffee and customer.", "Do not use any commas.", "Évitez les virgules."
// (It counts as a requirement when its words are specific: "Keep it
// professional" is left to the model, which reads it as the bare one it is.)
func ruleInstruction(s *span) bool {
	c := &s.cues
	if s.part == pTask || !isInstruction(s) {
		return false
	}
	for _, k := range [...]cue{cueRequire, cueBinding, cueNegation, cueOnly} {
		if c.has[k] && c.at[k] <= 1 {
			return true
		}
	}
	return false
}

// exceptClause reports a clause, not the sentence's first, that opens by
// leaving something out or keeping to something: "excluding flights",
// "without sugar".
func exceptClause(c *span) bool {
	return c.cues.has[cueRequire] && c.cues.at[cueRequire] == 0
}

// Clauses are read in spans of at least clauseMin words, and are at
// least clauseLeast words long.
const (
	clauseMin   = 10
	clauseLeast = 3
)

// clauses splits a long span at its commas, semicolons, colons, dashes
// and brackets into clauses, each a span of its own words and cues. A
// span with fewer than two clauses has none.
func clauses(d *doc, s *span, out []span) []span {
	if len(s.toks) < clauseMin {
		return out[:0]
	}
	from := 0
	cut := func(to int) {
		if to-from >= clauseLeast {
			c := *s
			c.toks = s.toks[from:to]
			c.start = int(c.toks[0].pos)
			c.end = int(c.toks[len(c.toks)-1].pos) + int(c.toks[len(c.toks)-1].n)
			c.text = d.src[c.start:c.end]
			c.cues = findCues(c.toks)
			c.verb = findVerb(&c)
			c.quotes = countQuotes(c.text)
			c.gen = 0
			c.featFrom, c.featTo = 0, -1 // its own features, not its sentence's
			out = append(out, c)
		}
		from = to
	}
	for k := 1; k < len(s.toks); k++ {
		gap := d.src[int(s.toks[k-1].pos)+int(s.toks[k-1].n) : s.toks[k].pos]
		if strings.ContainsAny(gap, ",;:()—–") || strings.Contains(gap, "，") || strings.Contains(gap, "；") || strings.Contains(gap, "、") {
			cut(k)
		}
	}
	cut(len(s.toks))
	if len(out) < 2 {
		return out[:0]
	}
	return out
}

// ruleMention is how likely a requirement on the answer is read as one,
// and ruleSpecific how specific it is at least.
const (
	ruleMention  = 0.9
	ruleSpecific = 0.8
)

// specific is how specific to this task the words of s are, 0..1. In the
// task, a template slot stands for what it acts on ("Summarize {text}.")
// and counts as the word it stands for would.
func (a *analysis) specific(s *span) float32 {
	w := a.specificWords(s)
	if s == a.main {
		w += float64(countKind(s, tSlot))
	}
	return float32(sat(w, a.w.SpanK))
}

// mentions is the fit model of mentions_gen.go, its word tables unpacked
// once.
var mentions = func() mentionModel {
	m := mentionFixed
	at := 0
	for t, words := range mentionWords {
		m.tables[t] = map[string][numDims]float32{}
		unpack(words, mentionWeights, mentionUnit, &at, func(w string, row []float32) { m.tables[t][w] = [numDims]float32(row) }, numDims)
	}
	return m
}()
