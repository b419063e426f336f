package scoring

import (
	"math"
	"strings"
)

// The reader says which component a span of the prompt serves. It is a
// linear model (multinomial logistic regression) over what can be read off
// the span: its words, its first word, the words of the heading or label
// around it, its shape (a list item, a question, an instruction) and the
// cue phrases of the lexicon. Its weights are not set by hand: they are
// fit on real expert prompts whose authors labelled their sections (see
// reader_fit_test.go and docs/scoring.md) and written to parts_reader_gen.go.

// The reader's classes: a component, or none of them.
const (
	readOther = iota
	readRole
	readContext
	readConstraint
	readFormat
	readExample
	readReasoning
	nRead
)

// readPart is the part a reader class stands for.
func readPart(c int) part {
	if c == readOther {
		return pNone
	}
	return pRole + part(c-readRole)
}

// The reader's fixed features, beside the word tables.
const (
	fItem = iota
	fNumbered
	fBlock
	fQuestion
	fInstruction
	fStrong
	fNumber
	fCode
	fName
	fSlot
	fQuote
	fShort // at most four words
	fLong  // more than thirty words
	fAsA   // "As a nutritionist, ..."
	fPersona
	fDoing       // "You are analysing ..."
	fFirstPerson // a statement with I, we, my, our
	fThinkFirst
	fNegStart
	fShape
	fAnswerTags
	fLabelled
	fColon                                // ends with a colon
	fYou                                  // starts with you or your
	fStyleW                               // tone and register words, up to 3
	fFormatW                              // format words, up to 3
	fOnlyIf                               // "Only answer if ..."
	fSeqThink                             // "First, identify ..."
	fNumThink                             // "1. Analyze ..."
	fRequireIn                            // "keep", "include" in an instruction or item, up to 2
	fSection                              // + part: what the heading around the span names
	fLabel     = fSection + int(numParts) // + part: what the span's own label names
	fCue       = fLabel + int(numParts)   // + cue: the span holds the cue (counted for a few)
	fCueAt     = fCue + int(numCues)      // + cue: the cue is in its first four words
	nFlags     = fCueAt + int(numCues)
)

// The reader's word tables.
const (
	tWords = iota // the span's words, by stem
	tLabel        // the words of its own label
	nTables
)

// reader is the fit model of parts_reader_gen.go: its fixed features' weights,
// and its word tables unpacked once.
var reader = func() readerModel {
	m := readerFixed
	at := 0
	for t, words := range readerWords {
		m.tables[t] = map[string][nRead]float32{}
		unpack(words, readerWeights, readerUnit, &at, func(w string, row []float32) { m.tables[t][w] = [nRead]float32(row) }, nRead)
	}
	return m
}()

// unpack reads a generated word table: its words, one a line, and their
// weights, n signed bytes a word from at on, each a multiple of unit. It
// calls f with each word and its row, and moves at past them.
func unpack(words, weights string, unit float64, at *int, f func(w string, row []float32), n int) {
	row := make([]float32, n)
	for _, w := range strings.Split(words, "\n") {
		if w == "" {
			continue
		}
		for c := range row {
			row[c] = float32(float64(int8(weights[*at])) * unit)
			*at++
		}
		f(w, row)
	}
}

// readerModel holds the reader's weights.
type readerModel struct {
	bias   [nRead]float32
	flags  [nFlags][nRead]float32
	tables [nTables]map[string][nRead]float32
}

// featureSink receives the features of a span: a flag or a word of a
// table, with its value.
type featureSink interface {
	flag(f int, v float32)
	word(table int, w string, v float32)
}

// counted are the cues whose feature counts their hits, up to three.
var counted = [numCues]bool{cueBinding: true, cueFormat: true}

// features sends the features of span i of d to out. The section's
// feature is sent only when headed is set, so that a fit can learn to read
// a component without its heading.
func features(d *doc, i int, headed bool, out featureSink) {
	spanFeatures(&d.spans[i], headed, out)
}

// spanFeatures sends the features of s to out, as features does.
func spanFeatures(s *span, headed bool, out featureSink) {
	c := &s.cues
	set := func(f int, ok bool) {
		if ok {
			out.flag(f, 1)
		}
	}
	instr := isInstruction(s)
	think := thinkFirst(s)
	set(fItem, s.item)
	set(fNumbered, s.numbered)
	set(fBlock, s.block)
	set(fQuestion, isQuestion(s))
	set(fInstruction, instr)
	set(fStrong, instr && strongInstruction(s))
	set(fShort, len(s.toks) <= 4)
	set(fLong, len(s.toks) > 30)
	set(fAsA, startsAsA(s))
	set(fPersona, namedPersona(s))
	set(fDoing, youAreDoing(s))
	set(fFirstPerson, firstPerson(s) && !instr)
	set(fThinkFirst, think)
	set(fNegStart, startsNegative(s))
	set(fShape, shapeOf(s) != "")
	set(fAnswerTags, answerTags(s.text))
	set(fLabelled, s.labName != "")
	set(fColon, len(s.text) > 0 && s.text[len(s.text)-1] == ':')
	set(fYou, len(s.toks) > 0 && (s.toks[0].low == "you" || s.toks[0].low == "your"))
	set(fQuote, s.quotes > 0)
	set(fOnlyIf, len(s.toks) > 0 && s.toks[0].low == "only" || hasPair(s, "only", "if"))
	set(fSeqThink, c.has[cueSequence] && c.at[cueSequence] <= 1 && think)
	set(fNumThink, s.numbered && think)
	if n := c.n[cueRequire]; n > 0 && (instr || s.item) {
		out.flag(fRequireIn, float32(min(n, 2)))
	}
	if n := countClass(s, cStyle); n > 0 {
		out.flag(fStyleW, float32(min(n, 3)))
	}
	if n := countClass(s, cFormat); n > 0 {
		out.flag(fFormatW, float32(min(n, 3)))
	}
	var number, code, name, slot bool
	for k := range s.toks {
		switch s.toks[k].kind {
		case tNumber:
			number = true
		case tCode:
			code = true
		case tName:
			name = true
		case tSlot:
			slot = true
		}
	}
	set(fNumber, number)
	set(fCode, code)
	set(fName, name)
	set(fSlot, slot)
	if s.label != pNone {
		out.flag(fLabel+int(s.label), 1)
	}
	for k := cue(1); k < numCues; k++ {
		if !c.has[k] {
			continue
		}
		v := float32(1)
		if counted[k] {
			v = float32(min(c.n[k], 3))
		}
		out.flag(fCue+int(k), v)
		if c.at[k] <= 3 {
			out.flag(fCueAt+int(k), 1)
		}
	}
	if headed && s.section != pNone {
		out.flag(fSection+int(s.section), 1)
	}
	if s.labName != "" {
		nameWords(s.labName, func(w string) { out.word(tLabel, w, 1) })
	}
	// The words, each once, weighed so that a long span does not outvote
	// a short one by its length alone.
	var first [64]bool // whether token k is its stem's first word, for the first 64
	n := 0
	for k := range s.toks {
		if s.toks[k].kind == tWord && (k >= len(first) || !seenBefore(s.toks, k)) {
			if k < len(first) {
				first[k] = true
			}
			n++
		}
	}
	if n > 0 {
		v := float32(1 / math.Sqrt(float64(n)))
		for k := range s.toks {
			if s.toks[k].kind == tWord && (k >= len(first) || first[k]) {
				out.word(tWords, s.toks[k].stem(), v)
			}
		}
	}
}

// seenBefore reports a token whose stem an earlier token of toks has.
func seenBefore(toks []token, k int) bool {
	st := toks[k].stem()
	for j := 0; j < k; j++ {
		if toks[j].kind == tWord && toks[j].stem() == st {
			return true
		}
	}
	return false
}

// nameWords calls f with each word of a heading or label name, lower case,
// without a plural s.
func nameWords(name string, f func(string)) {
	var buf [24]byte
	for i := 0; i < len(name); {
		j := i
		for j < len(name) && isLetter(name[j]) {
			j++
		}
		if j == i {
			i++
			continue
		}
		if j-i <= len(buf) {
			w := buf[:j-i]
			for k := range w {
				w[k] = lowerByte(name[i+k])
			}
			if len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] != 's' {
				w = w[:len(w)-1]
			}
			f(string(w))
		}
		i = j
	}
}

// logits sums the weights of a span's features.
type logits struct {
	m *readerModel
	z [nRead]float32
}

func (l *logits) flag(f int, v float32) {
	for c := range l.z {
		l.z[c] += v * l.m.flags[f][c]
	}
}

func (l *logits) word(t int, w string, v float32) {
	if x, ok := l.m.tables[t][w]; ok {
		for c := range l.z {
			l.z[c] += v * x[c]
		}
	}
}

// A feat is one feature of a span as spanFeatures sent it: a flag (f >= 0)
// or a word of table t. Spans keep theirs, read once, for the later
// stages that weigh them again (the mentions).
type feat struct {
	f int16
	t int8
	v float32
	w string
}

// featRecord keeps the features sent to it.
type featRecord struct{ feats []feat }

func (r *featRecord) flag(f int, v float32) { r.feats = append(r.feats, feat{f: int16(f), v: v}) }
func (r *featRecord) word(t int, w string, v float32) {
	r.feats = append(r.feats, feat{f: -1, t: int8(t), w: w, v: v})
}

// replay sends feats to out.
func replay(feats []feat, out featureSink) {
	for _, x := range feats {
		if x.f >= 0 {
			out.flag(int(x.f), x.v)
		} else {
			out.word(int(x.t), x.w, x.v)
		}
	}
}

func softmax(z [nRead]float32) [nRead]float64 {
	var p [nRead]float64
	top := z[0]
	for _, x := range z {
		top = max(top, x)
	}
	sum := 0.0
	for c, x := range z {
		p[c] = math.Exp(float64(x - top))
		sum += p[c]
	}
	for c := range p {
		p[c] /= sum
	}
	return p
}

// readAll returns the part the reader finds each span of d to be, or
// pNone where no component is likely enough, and sets each such span's
// doubt.
func (w *weights) readAll(d *doc) []part {
	out := make([]part, len(d.spans))
	rec := featRecord{feats: d.feats[:0]}
	var l logits // one for all spans: replay's interface moves it to the heap
	for i := range d.spans {
		s := &d.spans[i]
		s.featFrom, s.featTo = 0, -1
		if !readable(s) {
			continue
		}
		s.featFrom = int32(len(rec.feats))
		spanFeatures(s, true, &rec)
		s.featTo = int32(len(rec.feats))
		l = logits{m: w.rd, z: w.rd.bias}
		replay(rec.feats[s.featFrom:s.featTo], &l)
		p := softmax(l.z)
		if out[i] = w.decide(p); out[i] != pNone {
			d.spans[i].doubt = float32(1 - p[int(out[i]-pRole)+readRole])
		}
	}
	d.feats = rec.feats
	return out
}

// decide is the part of the class the reader finds most likely, or pNone
// when that is no component or not likely enough.
func (w *weights) decide(p [nRead]float64) part {
	best := readOther
	for c := readRole; c < nRead; c++ {
		if p[c] > p[best] {
			best = c
		}
	}
	if best == readOther || p[best] < w.ReadMin {
		return pNone
	}
	return readPart(best)
}

// readable reports a span the reader is asked about: one with words that
// is not a heading, a repeat, a template line, pasted material or a
// gimmick.
func readable(s *span) bool {
	return !s.heading && !s.dup && len(s.toks) > 0 && !slotsOnly(s) && !s.material && !s.cues.has[cueGimmick]
}
