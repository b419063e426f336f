package scoring

import (
	"strings"
	"unicode/utf8"
)

// Score rates prompt for vertical v ("" means General). The error is
// non-nil only for an unknown vertical; it wraps ErrUnknownVertical.
func Score(prompt string, v Vertical) (Result, error) {
	if err := validVertical(v); err != nil {
		return Result{}, err
	}
	if v == "" {
		v = General
	}
	e := defaultEngine()
	a := e.analyze(prompt)
	r := e.score(a, v)
	e.release(a)
	return r, nil
}

// Summary is a score without evidence, fixes or percentile: the scores
// alone, for callers that show nothing else (the free probe).
type Summary struct {
	Vertical Vertical
	Scores   [8]int // in DimensionNames order
	Total    int
	Grade    string
}

// Summarize returns the scores [Score] would give prompt, without building
// the evidence and fixes, which is most of the cost for a short prompt.
func Summarize(prompt string, v Vertical) (Summary, error) {
	if err := validVertical(v); err != nil {
		return Summary{}, err
	}
	if v == "" {
		v = General
	}
	e := defaultEngine()
	a := e.analyze(prompt)
	dims := e.rate(a, v, true)
	e.release(a)
	s := Summary{Vertical: v}
	for i := range dims {
		s.Scores[i] = dims[i].score
		s.Total += dims[i].score
	}
	s.Grade = Grade(s.Total)
	return s, nil
}

// need is how much a task needs a kind of help (examples, reasoning).
type need int

const (
	needLow need = iota
	needMedium
	needHigh
)

// dim accumulates one dimension's score and evidence.
type dim struct {
	a       *analysis
	name    string
	score   int
	fired   []string
	missing []string
	best    candidate // most valuable fix for this dimension; gain 0 if none
	dimIdx  int
	quiet   bool // scores only (Summarize): no evidence, no fixes
}

type candidate struct {
	gain   int
	action string
}

// explain reports whether evidence and fixes are wanted. Building their
// text is most of the cost of scoring a short prompt, and the free probe
// returns neither.
func (d *dim) explain() bool { return !d.quiet }

// fire adds rule r's points, quoting the evidence of signal g if any.
func (d *dim) fire(r ruleID, g signal) {
	d.score += rubric[r].Points
	if d.quiet {
		return
	}
	d.fired = append(d.fired, d.a.quoted(rubric[r].Fired, g))
}

// note records evidence s of a rule that fired.
func (d *dim) note(s string) {
	if !d.quiet {
		d.fired = append(d.fired, s)
	}
}

// lack records that the signal described by s is missing.
func (d *dim) lack(s string) {
	if !d.quiet {
		d.missing = append(d.missing, s)
	}
}

// miss records that rule r did not fire, with the fix that would add it.
func (d *dim) miss(r ruleID, action string) {
	if d.quiet {
		return
	}
	if m := rubric[r].Missing; m != "" {
		d.missing = append(d.missing, m)
	}
	if action != "" {
		d.offer(rubric[r].Points, action)
	}
}

// offer proposes a fix worth gain points before capping.
func (d *dim) offer(gain int, action string) {
	if gain > d.best.gain && !d.quiet {
		d.best = candidate{gain, action}
	}
}

// check fires r when ok, else records it as missing with a fix.
func (d *dim) check(ok bool, r ruleID, g signal, action string) bool {
	if ok {
		d.fire(r, g)
	} else {
		d.miss(r, action)
	}
	return ok
}

// quote returns the span where signal g first fired, quoted, or "".
func (a *analysis) quote(g signal) string {
	if os, oe, ok := a.hitSpan(g); ok {
		return a.quoteBytes(os, oe)
	}
	return ""
}

// quoted is label, then ": " and the quoted span where g first fired if
// there is one, built in one allocation.
func (a *analysis) quoted(label string, g signal) string {
	os, oe, ok := a.hitSpan(g)
	if !ok {
		return label
	}
	q, cut := a.cut(os, oe)
	if q == "" {
		return label
	}
	if cut {
		return label + ": \"" + q + "…\""
	}
	return label + ": \"" + q + "\""
}

// hitSpan returns the byte span of src to quote for signal g: where it
// first fired, widened to a few words of context within the sentence.
func (a *analysis) hitSpan(g signal) (os, oe int, ok bool) {
	h := a.hits[g]
	if h.n == 0 || h.tok < 0 || int(h.tok) >= len(a.toks) {
		return 0, 0, false
	}
	t0 := a.toks[h.tok]
	last := min(int(h.tok+h.ntok-1), len(a.toks)-1)
	t1 := a.toks[last]
	os, oe = int(t0.os), int(t1.oe)
	s := a.sents[t0.sent]
	lo := max(int(h.tok)-2, int(s.t0))
	hi := min(last+3, int(s.t1)-1)
	if lo >= 0 && hi >= lo {
		os, oe = int(a.toks[lo].os), int(a.toks[hi].oe)
	}
	return os, oe, true
}

// quoteBytes quotes src[os:oe] for evidence, cut to about 70 bytes.
func (a *analysis) quoteBytes(os, oe int) string {
	q, cut := a.cut(os, oe)
	switch {
	case q == "":
		return ""
	case cut:
		return `"` + q + `…"`
	}
	return `"` + q + `"`
}

// cut returns src[os:oe] as valid UTF-8, cut to about 70 bytes on a rune
// boundary (cut reports whether it was), or "" for an empty or bad span.
func (a *analysis) cut(os, oe int) (q string, cut bool) {
	if os < 0 || oe > len(a.src) || os >= oe {
		return "", false
	}
	q = a.src[os:oe]
	if len(q) > 70 {
		q = q[:70]
		// Back off a rune cut in two. Stop at 3 bytes: a run of invalid
		// bytes never validates (ToValidUTF8 below replaces it).
		for len(q) >= 3 && !utf8.ValidString(q[len(q)-3:]) {
			q = q[:len(q)-1]
		}
		cut = true
	}
	return validUTF8(q), cut
}

// validUTF8 is strings.ToValidUTF8(s, "\uFFFD"), which decodes rune by
// rune even when, as nearly always, s is valid: ValidString checks eight
// ASCII bytes at a time.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// rate runs the rules of every dimension over a. Quiet dimensions keep
// only their scores.
func (e *engine) rate(a *analysis, v Vertical, quiet bool) [8]dim {
	a.derive()
	t := a.classify()
	var dims [8]dim
	var back []string
	// One backing array for all the evidence lists instead of growing each;
	// the full slice expressions keep the dimensions apart.
	const nf, nm = 8, 6
	if !quiet {
		back = make([]string, 8*(nf+nm))
	}
	for i, n := range dimensionNames {
		dims[i] = dim{a: a, name: n, dimIdx: i, quiet: quiet}
		if !quiet {
			f, m := back[i*(nf+nm):], back[i*(nf+nm)+nf:]
			dims[i].fired, dims[i].missing = f[:0:nf], m[:0:nm]
		}
	}
	a.clarity(&dims[0], t)
	a.specificity(&dims[1], t, v)
	a.context(&dims[2], t, v)
	a.constraints(&dims[3], t, v)
	a.outputFormat(&dims[4], t, v)
	a.role(&dims[5], t)
	a.examples(&dims[6], t)
	a.cot(&dims[7], t)
	for i := range dims {
		dims[i].score = min(max(dims[i].score, 0), 10)
	}
	return dims
}

func (e *engine) score(a *analysis, v Vertical) Result {
	dims := e.rate(a, v, false)
	r := Result{Vertical: v, OutOf: OutOf, Dimensions: make([]Dimension, 8)}
	// The three largest gains, ties in dimension order. Choosing them in a
	// local array of gains is cheaper than sorting Fix values, whose swaps
	// are pointer writes the garbage collector must see.
	var gain [8]int
	for i := range dims {
		d := &dims[i]
		if len(d.fired) == 0 {
			d.fired = nil // as if never appended to
		}
		if len(d.missing) == 0 {
			d.missing = nil
		}
		r.Dimensions[i] = Dimension{Name: d.name, Score: d.score, Fired: d.fired, Missing: d.missing}
		r.Total += d.score
		gain[i] = max(min(d.best.gain, 10-d.score), 0)
	}
	// Notes that belong to no dimension go with clarity's evidence.
	if a.gimmickSents > 0 || a.stuffed != "" {
		r.Dimensions[0].Fired = append(r.Dimensions[0].Fired, rubric[rGimmickIgnored].Fired)
	}
	if a.materialBytes > 0 {
		r.Dimensions[0].Fired = append(r.Dimensions[0].Fired, rubric[rMaterialIgnored].Fired+" ("+materialNames(a.materialKinds)+")")
	}
	for len(r.TopFixes) < 3 {
		best := -1
		for i, g := range gain {
			if g > 0 && (best < 0 || g > gain[best]) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		if r.TopFixes == nil {
			r.TopFixes = make([]Fix, 0, 3)
		}
		d := &dims[best]
		r.TopFixes = append(r.TopFixes, Fix{Dimension: d.name, Gain: gain[best], Action: d.best.action})
		gain[best] = 0
	}
	r.Grade = Grade(r.Total)
	r.Percentile = Percentile(r.Total, v)
	return r
}

var dimensionNames = [8]string{
	"clarity", "specificity", "context", "constraints",
	"output_format", "role_definition", "examples", "cot_structure",
}

func materialNames(k int) string {
	var parts []string
	for _, m := range [...]struct {
		bit  int
		name string
	}{{matCode, "code"}, {matLog, "logs"}, {matData, "data"}, {matQuoted, "quoted text"}, {matDocument, "document"}, {matRepeated, "repeated lines"}} {
		if k&m.bit != 0 {
			parts = append(parts, m.name)
		}
	}
	return strings.Join(parts, ", ")
}

// task is what the rules need to know about the kind of task.
type task struct {
	words        int  // authored words
	hasTask      bool // an imperative or a question
	firstVerb    string
	question     bool
	followUp     bool // a short follow-up in a conversation
	exampleNd    need
	reasonNd     need
	kind         string // "code", "writing", "analysis", "math", "extraction", "question", "general"
	declaratives int
	objectWords  int  // content words after the task verb in its sentence (or in the question)
	clear        bool // the task sentence names what it acts on and is not vague
}

// derive adds the signals that come from word order rather than a single
// phrase: an audience named after "for"/"to" ("for first-time home
// buyers", "to a busy executive"; Bsharat et al. principles 2 and 5), a
// requirement stated as an imperative ("Use a friendly tone.", "Keep the
// signature."), and a scope boundary stated as a prohibition ("Do not
// comment on naming.", which still costs clarity under principle 4).
func (a *analysis) derive() {
	if a.derived {
		return
	}
	a.derived = true
	for si := range a.sents {
		s := &a.sents[si]
		if s.placeholder || s.sigs.has(sigTip) {
			continue
		}
		if !s.sigs.has(sigAudience) && s.flags&tfToward != 0 && s.flags&tfPerson != 0 {
			// Only a sentence with both "for"/"to" and a person can name one.
			a.deriveAudience(int32(si))
		}
		if s.sigs.has(sigThreat) && !s.sigs.has(sigMust) {
			// "You will be penalized if you don't use X" carries the same
			// requirement as "Use X." (and no more).
			for i := s.t0; i < s.t1; i++ {
				if a.toks[i].single.has(sigReqVerb) {
					a.fire(sigMust, int32(si), i, 1)
					s.sigs.add(sigMust)
					break
				}
			}
		}
		if s.question || s.sigs.has(sigThreat) {
			continue
		}
		first := a.toks[s.t0]
		if si > 0 && first.single.has(sigReqVerb) && s.t1-s.t0 >= 3 {
			a.fire(sigMust, int32(si), s.t0, 1)
			s.sigs.add(sigMust)
		}
		if a.directiveNegation(s) {
			a.fire(sigExclude, int32(si), s.t0, min(3, s.t1-s.t0))
			s.sigs.add(sigExclude)
		}
	}
}

// deriveAudience fires sigAudience for "for [up to three words] <person>"
// or "to a|the|my ... <person>" in sentence si.
func (a *analysis) deriveAudience(si int32) {
	s := &a.sents[si]
	for i := s.t0; i+1 < s.t1; i++ {
		if a.toks[i].single&tfToward == 0 {
			continue // not "for", "to" or "towards"
		}
		if w := a.wordBytes(int(i)); string(w) == "to" {
			switch string(a.wordBytes(int(i + 1))) {
			case "a", "an", "the", "my", "our", "your", "their", "his", "her", "non", "new", "busy", "senior", "junior":
			default:
				if !a.toks[i+1].single.has(sigPerson) && !a.toks[i+1].num {
					continue
				}
			}
		}
		for k := i + 1; k < s.t1 && k <= i+5; k++ {
			if a.toks[k].single.has(sigPerson) {
				a.fire(sigAudience, si, i, k-i+1)
				s.sigs.add(sigAudience)
				return
			}
		}
	}
}

// directiveNegation reports a sentence that opens with a prohibition.
func (a *analysis) directiveNegation(s *sentence) bool {
	if !s.sigs.has(sigNegation) || s.sigs.has(sigOut) {
		return false
	}
	for i := s.t0; i < s.t1 && i < s.t0+3; i++ {
		switch string(a.wordBytes(int(i))) {
		case "don't", "dont", "never", "avoid":
			return true
		case "do":
			return i+1 < s.t1 && string(a.wordBytes(int(i+1))) == "not"
		}
	}
	return false
}

// negatedQuestion scores the most negative question: one point for a
// negation in a question ("Which cards should you not turn?", "... to avoid
// x?"), two for a double negation ("isn't absent", "without what ... lose").
// A single privative word ("without", "missing") is an ordinary constraint.
func (a *analysis) negatedQuestion() (int, string) {
	best, q := 0, ""
	// The ask sits at the start or the end; a question mid-text is usually
	// content ("Who doesn't love cake?"), and "if it's not too much trouble,
	// could you" is a hedged request, not a question.
	for k, si := range [2]int{0, len(a.sents) - 1} {
		if si < 0 || k == 1 && si == 0 {
			break
		}
		s := &a.sents[si]
		if !s.question || s.placeholder || s.sigs.has(sigOut) || s.sigs.has(sigPolite) {
			continue
		}
		n := 0
		if s.sigs.has(sigNegation) {
			n++
		}
		for i := s.t0; i < s.t1 && n < 2; i++ {
			switch string(a.wordBytes(int(i))) {
			case "without", "absent", "absence", "lack", "lacks", "lacking", "missing",
				"lose", "loses", "losing", "fail", "fails", "failing", "unable", "ignore", "neglect", "omit", "prevent":
				n++
			}
		}
		if s.sigs.has(sigNegation) && n == 1 || n >= 2 {
			if p := min(n, 2); p > best {
				best, q = p, a.quoteBytes(int(s.os), int(s.oe))
			}
		}
	}
	return best, q
}

// directiveNegations counts sentences that open with a prohibition ("Don't
// ...", "Do not ...", "Never ..."): the phrasing principle 4 replaces.
func (a *analysis) directiveNegations() int {
	n := 0
	for _, s := range a.sents {
		if !s.sigs.has(sigNegation) || s.sigs.has(sigOut) {
			continue
		}
		for i := s.t0; i < s.t1 && i < s.t0+3; i++ {
			switch w := a.wordBytes(int(i)); string(w) {
			case "don't", "dont", "do", "never", "avoid", "not":
				if string(w) != "do" || i+1 < s.t1 && string(a.wordBytes(int(i+1))) == "not" {
					n++
					i = s.t1
				}
			}
		}
	}
	return n
}

// contentWords counts the tokens of s that are not function words.
func (a *analysis) contentWords(s *sentence) int {
	return a.contentUpTo(s, int(s.t1-s.t0))
}

// contentUpTo is min(contentWords(s), most), which stops reading s once
// it has counted most.
func (a *analysis) contentUpTo(s *sentence, most int) int {
	n := 0
	for i := s.t0; i < s.t1 && n < most; i++ {
		n += b2i(!a.toks[i].stop)
	}
	return n
}

// paddingWord returns the keyword a statement repeats as filler
// ("Forests, dense and biodiverse forests, serve as ..."; Bsharat et al.
// principle 18), or "". Questions and instructions are never padding.
//
// The answer is the first word (not a function word, at least three
// letters) whose stem occurs at least twice, three times in a sentence of
// more than 14 words: counted from that word on, but the first occurrence of
// a stem has the highest such count, so whole-sentence counts per stem give
// the same answer in one pass.
func (a *analysis) paddingWord(e *engine, s *sentence) string {
	if s.question || s.t1-s.t0 > 40 {
		return ""
	}
	if t := a.toks[s.t0]; t.single.has(sigTaskVerb) {
		return ""
	}
	k := int(s.t1 - s.t0)
	need := 2
	if k > 14 {
		need = 3
	}
	var (
		hs   [40]uint64 // stemHash, 0 for a word that does not count
		cnt  [40]int    // occurrences, on the first occurrence of each stem
		slot [64]uint8  // open addressing by hash: first occurrence + 1
	)
	for i := range k {
		t := &a.toks[int(s.t0)+i]
		if t.stop || t.ne-t.ns < 3 {
			continue
		}
		if t.ent > 0 {
			hs[i] = e.hot[t.ent].stem
		} else {
			hs[i] = stemHash(a.norm[t.ns:t.ne])
		}
		if i >= 2 && hs[i-2] == hs[i] && a.toks[int(s.t0)+i-1].stop &&
			string(a.stemAt(i-2+int(s.t0))) == string(a.stemAt(i+int(s.t0))) {
			// "step by step", "one by one", "day to day": a fixed
			// phrase, not a repeated keyword.
			hs[i] = 0
			continue
		}
		j := stemSlot(hs[i], 6)
		for ; slot[j] != 0; j = (j + 1) & 63 {
			if r := int(slot[j]) - 1; hs[r] == hs[i] && string(a.stemAt(r+int(s.t0))) == string(a.stemAt(i+int(s.t0))) {
				cnt[r]++
				break
			}
		}
		if slot[j] == 0 {
			slot[j] = uint8(i + 1)
			cnt[i] = 1
		}
	}
	for i := range k {
		if cnt[i] >= need {
			return string(a.stemAt(i + int(s.t0)))
		}
	}
	return ""
}

// stemAt returns the stem of token i.
func (a *analysis) stemAt(i int) []byte {
	t := &a.toks[i]
	return stem(a.norm[t.ns:t.ne])
}

func stem(w []byte) []byte {
	if len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] != 's' {
		return w[:len(w)-1]
	}
	return w
}

// wordBytes is word without the copy, for comparisons.
func (a *analysis) wordBytes(i int) []byte {
	t := &a.toks[i]
	return a.norm[t.ns:t.ne]
}

func (a *analysis) word(i int) string {
	t := a.toks[i]
	return string(a.norm[t.ns:t.ne])
}

// fillerWords are the words classify skips at the start of a sentence
// before its task verb ("please", "could you", "I'd like to").
var fillerWords = [...]string{
	"please", "now", "then", "first", "also", "just", "so", "and", "kindly", "briefly", "simply", "carefully", "next", "finally",
	"could", "can", "would", "will", "you", "mind", "try", "i'd", "appreciate", "it", "if", "love", "like", "to", "me",
	"i", "we", "really", "for", "us",
}

// classify works out the task kind and what it needs.
func (a *analysis) classify() task {
	e := defaultEngine()
	t := task{kind: "general"}
	for _, s := range a.sents {
		if !s.placeholder {
			t.words += int(s.t1 - s.t0)
		}
	}
	for si, s := range a.sents {
		if s.sigs.has(sigTip) || s.sigs.has(sigThreat) || s.placeholder {
			continue
		}
		if s.question || a.whOpening(s) {
			t.question = true
			t.hasTask = true
			if t.firstVerb == "" && t.objectWords == 0 {
				t.objectWords = a.contentWords(&s)
				if a.quotedTerms > 0 {
					t.objectWords++
				}
				t.clear = t.objectWords >= 1 && !a.vagueSentence(s, s.t0)
			}
		}
		if s.t1-s.t0 < 2 {
			// A one-word sentence ("Format.") is a label, not a task.
			continue
		}
		// The first content verb of the sentence, skipping fillers.
		verb := ""
		for ti := s.t0; ti < s.t1 && ti < s.t0+8; ti++ {
			if e.hot[a.toks[ti].ent].filler {
				continue // one of fillerWords: a load, not a string switch
			}
			w := a.wordBytes(int(ti)) // compared, not kept: no copy
			if v := a.taskVerb(int(ti)); v != "" {
				verb = v
			} else if string(w) == "tell" || string(w) == "help" {
				verb = string(w)
			}
			break
		}
		if verb != "" {
			t.hasTask = true
			if t.firstVerb == "" {
				t.firstVerb = verb
				n, vi := 0, s.t0
				for i := s.t0; i < s.t1; i++ {
					if w := a.wordBytes(int(i)); len(w) >= len(verb) && string(w[:len(verb)]) == verb {
						n, vi = 0, i
						for j := i + 1; j < s.t1; j++ {
							if !a.toks[j].stop {
								n++
							}
						}
						break
					}
				}
				t.objectWords = n
				t.clear = n >= 1 && !a.vagueSentence(s, vi)
			}
		} else if (!s.question && s.t1-s.t0 >= 4 && si > 0 || !s.question && s.t1-s.t0 >= 6) && !s.padding && !s.placeholder && a.contentUpTo(&s, 3) >= 3 {
			t.declaratives++
		}
	}
	if a.has(sigTaskStated) || a.has(sigAskQuestions) {
		t.hasTask = true
	}
	if a.has(sigAskQuestions) {
		// Asking the model to interview the user is a clear task in itself.
		t.clear = true
	}
	if t.firstVerb == "" {
		// "... the task is to summarize": take the first task verb anywhere.
		for i := range a.toks {
			if a.toks[i].single.has(sigTaskVerb) && !a.sents[a.toks[i].sent].placeholder {
				t.firstVerb = a.word(i)
				s := a.sents[a.toks[i].sent]
				n := 0
				for j := int32(i) + 1; j < s.t1; j++ {
					if !a.toks[j].stop {
						n++
					}
				}
				if n > t.objectWords || !t.question {
					t.objectWords = n
					t.clear = n >= 1 && !a.vagueSentence(s, int32(i))
				}
				break
			}
		}
	}
	switch t.firstVerb {
	case "write", "compose", "draft", "craft", "create", "generate", "produce", "rewrite", "paraphrase", "brainstorm":
		t.kind = "writing"
	case "extract", "classify", "categorize", "categorise", "label", "tag", "parse", "convert", "format", "translate", "anonymize", "anonymise", "redact", "sort", "filter", "group", "match", "grade", "rate", "score":
		t.kind = "extraction"
	case "calculate", "compute", "solve", "derive", "prove", "integrate", "estimate", "count":
		t.kind = "math"
	case "analyze", "analyse", "compare", "contrast", "evaluate", "assess", "recommend", "decide", "diagnose", "debug", "plan", "critique", "justify", "determine", "predict", "forecast", "prioritize", "prioritise", "review", "audit":
		t.kind = "analysis"
	case "implement", "build", "refactor", "develop", "design", "optimize", "optimise", "test":
		t.kind = "code"
	}
	if t.kind == "general" && t.question {
		t.kind = "question"
	}
	if (t.kind == "general" || t.kind == "question") && (a.numbers >= 2 && a.mathOps > 0 || a.mathOps >= 2) {
		t.kind = "math"
	}
	if a.has(sigCodeWord) && t.kind != "extraction" && t.kind != "math" {
		t.kind = "code"
	}
	// What the task needs.
	switch t.kind {
	case "extraction":
		t.exampleNd, t.reasonNd = needHigh, needLow
	case "writing":
		t.exampleNd, t.reasonNd = needMedium, needLow
	case "code":
		t.exampleNd, t.reasonNd = needMedium, needMedium
	case "math":
		t.exampleNd, t.reasonNd = needLow, needHigh
	case "analysis":
		t.exampleNd, t.reasonNd = needLow, needHigh
	case "question":
		t.exampleNd, t.reasonNd = needLow, needLow
	default:
		t.exampleNd, t.reasonNd = needLow, needLow
	}
	// A short follow-up ("now make it shorter") leans on the conversation.
	if t.words <= 14 && a.has(sigFollowUp) || t.words <= 24 && a.backReference() {
		t.followUp = true
		t.exampleNd, t.reasonNd = needLow, needLow
	}
	return t
}

// whOpening reports a sentence that opens as a question ("Which of these
// do you suggest and why:") even without a question mark.
func (a *analysis) whOpening(s sentence) bool {
	if s.t1-s.t0 < 3 {
		return false
	}
	switch string(a.wordBytes(int(s.t0))) {
	case "which", "what", "how", "why", "who", "when", "where":
		return true
	}
	return false
}

// backReference reports a word that points back into the conversation
// ("the function above", "the previous answer", "again").
func (a *analysis) backReference() bool {
	for i := range a.toks {
		switch string(a.wordBytes(i)) {
		case "above", "previous", "again", "earlier", "instead":
			return !a.sents[a.toks[i].sent].placeholder
		}
	}
	return false
}

// vagueSentence reports a task sentence that leaves its object vague
// ("write something about ...", "tell me about ...", "fix it").
func (a *analysis) vagueSentence(s sentence, verb int32) bool {
	if s.sigs.has(sigDangling) {
		return true
	}
	if s.sigs.has(sigVagueVerb) {
		// "Tell me about dogs" is vague; "help me plan a party" names the job.
		precise := false
		for i := s.t0; i < s.t1; i++ {
			if a.toks[i].single.has(sigTaskVerb) {
				precise = true
			}
		}
		if !precise {
			return true
		}
	}
	// The object itself is vague: the first content word after the verb.
	for i := verb + 1; i < s.t1; i++ {
		if t := a.toks[i]; !t.stop {
			return t.single.has(sigVagueWord)
		}
	}
	return false
}

// taskVerb returns the task verb at token i, folding "-ing" forms
// ("listing" -> "list"), or "".
func (a *analysis) taskVerb(i int) string {
	t := a.toks[i]
	e := defaultEngine()
	if t.single.has(sigTaskVerb) {
		return e.ents[t.ent-1].word // the same text, without a copy
	}
	if wb := a.wordBytes(i); len(wb) > 5 && string(wb[len(wb)-3:]) == "ing" {
		w := string(wb)
		for _, stem := range [...]string{w[:len(w)-3], w[:len(w)-3] + "e", w[:len(w)-4]} {
			if i := e.words[stem]; i > 0 && e.ents[i-1].single.has(sigTaskVerb) {
				return stem
			}
		}
	}
	return ""
}

func (a *analysis) hasWord(w string) bool {
	for i := range a.toks {
		t := a.toks[i]
		if a.sents[t.sent].placeholder {
			continue
		}
		if int(t.ne-t.ns) == len(w) && string(a.norm[t.ns:t.ne]) == w {
			return true
		}
	}
	return false
}

func (a *analysis) clarity(d *dim, t task) {
	if len(a.toks) == 0 {
		d.lack(rubric[rClarityTask].Missing)
		d.offer(5, "State the task: start with a verb that names what you want, e.g. \"Summarize ...\", \"Write ...\", \"Compare ...\".")
		return
	}
	d.score = 2
	clear := t.hasTask && (t.words >= 4 || t.firstVerb != "" && t.words >= 3)
	d.check(clear, rClarityTask, sigTaskVerb, "State the task in one sentence that starts with a verb, e.g. \"Summarize ...\" or \"Compare ...\".")
	if clear && t.clear && t.objectWords >= 2 {
		d.fire(rClarityObject, sigNone)
	} else if clear {
		d.miss(rClarityObject, "Name what the task acts on: \"Summarize the attached report\", not \"Summarize it\".")
	}
	if a.has(sigTaskStated) {
		d.fire(rClarityFraming, sigTaskStated)
	}
	delim := a.has(sigHeadings) || a.authoredTags > 0 || a.delimitedSlot || a.has(sigQuotedTerm)
	if delim {
		d.fire(rClarityDelimiters, sigQuotedTerm)
	} else if t.words > 40 || a.slots > 0 {
		d.miss(rClarityDelimiters, "Separate instructions from the material with delimiters: put the input in \"\"\" or <document> tags and key terms in quotes.")
	} else {
		d.lack(rubric[rClarityDelimiters].Missing)
	}
	if a.has(sigAskQuestions) {
		d.fire(rClarityAsk, sigAskQuestions)
	}
	if a.has(sigNegation) {
		// One point per negative sentence, one more if any is a "Don't ..."
		// directive; at most two (principle 4 is about phrasing, not about
		// whether the task is clear).
		n := 0
		for i := range a.sents {
			if a.sents[i].sigs.has(sigNegation) {
				n++
			}
		}
		p := min(n+min(a.directiveNegations(), 1), 2)
		d.score -= p
		if d.explain() {
			d.note(rubric[rClarityAffirmative].Fired + ": " + a.quote(sigNegation))
			d.offer(p, "Say what to do instead of what not to do: rewrite "+a.quote(sigNegation)+" as a positive instruction, e.g. \"Use 2-3 points\" instead of \"Don't be exhaustive\".")
		}
	}
	if p, q := a.negatedQuestion(); p > 0 {
		d.score -= p
		if d.explain() {
			d.note(rubric[rClarityPositiveQuestion].Fired + ": " + q)
			d.offer(p, "Ask for what is, not for what is not: rewrite "+q+" as a positive question, e.g. \"Which process lets plants make food?\" instead of \"Which process isn't absent ...?\".")
		}
	}
	if a.has(sigPolite) && !a.has(sigAskQuestions) {
		d.score--
		if d.explain() {
			d.note(rubric[rClarityDirect].Fired + ": " + a.quote(sigPolite))
			d.offer(1, "Drop the hedged request form ("+a.quote(sigPolite)+") and state the instruction directly.")
		}
	}
	if a.has(sigVagueVerb) || a.has(sigDangling) && t.words <= 8 {
		g := sigVagueVerb
		if !a.has(g) {
			g = sigDangling
		}
		d.score -= 2
		if d.explain() {
			d.note(rubric[rClarityVague].Fired + ": " + a.quote(g))
			d.offer(2, "Replace "+a.quote(g)+" with the exact action and object, e.g. \"List three ways ...\" or \"Fix the null check in parseConfig\".")
		}
	}
	if t.words < 4 {
		d.score--
		d.note(rubric[rClarityShort].Fired)
	}
}

func (a *analysis) specificity(d *dim, t task, v Vertical) {
	u := a.uniqueContent
	pts := 0
	switch {
	case u >= 16:
		pts = 5
	case u >= 11:
		pts = 4
	case u >= 7:
		pts = 3
	case u >= 4:
		pts = 2
	case u >= 2:
		pts = 1
	}
	d.score += pts
	if pts > 0 && d.explain() {
		d.note(rubric[rSpecificityDetail].Fired + " (" + itoa(u) + " distinct content words)")
	}
	if pts < 4 {
		d.lack(rubric[rSpecificityDetail].Missing)
		d.offer(4-pts, "Add the details that pin the task down: which subject, what scope, which version or place, what it is for.")
	}
	d.check(a.has(sigNumber), rSpecificityNumbers, sigNumber, "")
	d.check(a.has(sigProperNoun) || a.has(sigQuotedTerm), rSpecificityEntities, sigProperNoun, "Name the specific thing: the language, product, place, period or term the task is about.")
	d.check(a.has(sigQuantLength), rSpecificityQuantified, sigQuantLength, "Quantify the ask, e.g. \"3 to 5 sentences\", \"top 5\", \"under 200 words\".")
	if a.has(sigDetail) {
		d.fire(rSpecificityDepth, sigDetail)
	}
	d.check(a.has(sigNarrowing), rSpecificityNarrow, sigNarrowing, "")
	if n := a.count(sigVagueWord); n > 0 {
		d.score -= min(n, 2)
		if d.explain() {
			d.note(rubric[rSpecificityVague].Fired + ": " + a.quote(sigVagueWord))
			d.offer(min(n, 2), "Replace vague wording ("+a.quote(sigVagueWord)+") with exact terms.")
		}
	}
	if a.stuffed != "" && a.paddingSents > 0 {
		d.score--
		if d.explain() {
			d.note("keyword repeated as filler: \"" + validUTF8(a.stuffed) + "\"")
		}
	}
	if t.words < 4 {
		d.score = min(d.score, 2)
	}
	switch v {
	case Crypto:
		d.check(a.has(sigChain), rCryptoChain, sigChain, "Name the chain, e.g. \"on Ethereum mainnet\" or \"on Solana\".")
		d.check(a.has(sigAsset), rCryptoAsset, sigAsset, "Name the asset or token, e.g. \"ETH\" or \"USDC\".")
		d.check(a.has(sigTimeframe), rCryptoTimeframe, sigTimeframe, "Give the time frame, e.g. \"over the last 30 days\".")
		missing := 0
		for _, g := range [...]signal{sigChain, sigAsset, sigTimeframe} {
			if !a.has(g) {
				missing++
			}
		}
		d.score = min(d.score, 10-2*missing)
	case Research:
		d.check(a.has(sigRecentTime) || a.has(sigTimeframe), rResearchTimeframe, sigTimeframe, "Bound the time period, e.g. \"studies published since 2020\".")
	case Content:
		if a.has(sigPlatform) {
			d.fire(rContentPlatform, sigPlatform)
		}
	}
}

func (a *analysis) context(d *dim, t task, v Vertical) {
	d.check(a.has(sigAudience), rContextAudience, sigAudience, "Name the audience, e.g. \"for [audience: who will read this]\", so level and vocabulary fit.")
	d.check(a.has(sigPurpose), rContextPurpose, sigPurpose, "Say what the output is for, e.g. \"so that [purpose: what you will do with it]\".")
	d.check(a.has(sigSituation), rContextSituation, sigSituation, "Describe the situation in a sentence: who you are and what you are working on.")
	// Reference material earns credit through the authored instruction
	// that points at it, never through the pasted bytes themselves.
	ref := a.has(sigContinue) || a.has(sigImitate) && a.quotedTerms > 0 ||
		a.has(sigReference) && (a.slots > 0 || a.labelled && a.materialBytes > 0)
	if ref {
		g := sigContinue
		if !a.has(g) {
			g = sigReference
		}
		d.fire(rContextReference, g)
	}
	if t.declaratives > 0 {
		d.score += min(t.declaratives, 2) * rubric[rContextBackground].Points
		d.note(rubric[rContextBackground].Fired)
	}
	switch v {
	case Research:
		if a.has(sigEvidence) {
			d.fire(rResearchEvidence, sigEvidence)
		}
	case Content:
		if !a.has(sigAudience) {
			d.lack(rubric[rContentAudience].Missing)
			d.score = min(d.score, 4)
		}
	}
}

func (a *analysis) constraints(d *dim, t task, v Vertical) {
	d.check(a.has(sigMust), rConstraintsMust, sigMust, "State the requirements plainly, e.g. \"You must cover X and Y\" or \"Only use the provided text\".")
	d.check(a.has(sigLength) || a.has(sigQuantLength), rConstraintsLength, sigLength, "Set a length, e.g. \"in under 150 words\" or \"in 3 bullet points\".")
	d.check(a.has(sigStyle), rConstraintsStyle, sigStyle, "Set the tone or style, e.g. \"in a neutral, professional tone\".")
	d.check(a.has(sigScope), rConstraintsScope, sigScope, "Say what the answer must include or cover, e.g. \"include X, Y and Z\".")
	if a.has(sigOut) {
		d.fire(rConstraintsOut, sigOut)
	} else if t.kind == "question" || t.kind == "analysis" {
		d.offer(2, "Give the model an out: \"If you are not sure, say so instead of guessing.\"")
	}
	if a.has(sigCondition) {
		d.fire(rConstraintsEdge, sigCondition)
	}
	if a.has(sigExclude) && !a.sents[max(a.hits[sigExclude].sent, 0)].question {
		// "Without the presence of what, ...?" asks; it does not exclude.
		d.fire(rConstraintsExclude, sigExclude)
	}
	switch v {
	case Research:
		if !d.check(a.has(sigCitation), rResearchCitations, sigCitation, "Require sources: \"Cite peer-reviewed sources for each claim and say where evidence is weak.\"") {
			d.score = min(d.score, 6)
		}
	case Crypto:
		if !d.check(a.has(sigRisk), rCryptoRisk, sigRisk, "Ask for risk caveats: \"Flag the main risks (volatility, smart-contract, liquidity); this is not financial advice.\"") {
			d.score = min(d.score, 6)
		}
	case Content:
		d.check(a.has(sigTone), rContentTone, sigTone, "Set the voice, e.g. \"in a warm, conversational tone\".")
		if !a.has(sigLength) && !a.has(sigQuantLength) {
			d.lack(rubric[rContentLength].Missing)
			d.score = min(d.score, 6)
		}
	}
}

func (a *analysis) outputFormat(d *dim, t task, v Vertical) {
	structure := a.has(sigFormat) || a.has(sigFormatGuide) || a.has(sigNumbered) && a.has(sigFormat)
	d.check(structure, rOutputFormatStructure, sigFormat, formatFix(t))
	d.check(a.has(sigDeliverable), rOutputFormatDeliverable, sigDeliverable, "")
	if a.has(sigPrimer) {
		d.score += rubric[rOutputFormatPrimer].Points
		if d.explain() {
			d.note(rubric[rOutputFormatPrimer].Fired + ": \"" + validUTF8(a.primer) + "\"")
		}
	}
	if a.has(sigAnswerOnly) {
		d.fire(rOutputFormatOnly, sigAnswerOnly)
	}
	if a.has(sigFormatGuide) {
		d.fire(rOutputFormatTemplate, sigFormatGuide)
	}
	if a.has(sigHeadings) || a.authoredTags >= 1 {
		d.fire(rOutputFormatSections, sigHeadings)
	}
	if a.has(sigOptions) {
		d.fire(rOutputFormatOptions, sigOptions)
	}
	if v == Content && a.has(sigCTA) {
		d.fire(rContentCta, sigCTA)
	}
}

// formatFix suggests an output format suited to the task kind.
func formatFix(t task) string {
	switch t.kind {
	case "code":
		return "Add an output format: \"Return one code block with the complete function, then a short note on how to run it.\""
	case "extraction":
		return "Add an output format: \"Return a JSON array with one object per item\" or a table with named columns."
	case "analysis":
		return "Add an output format: \"Start with a one-line recommendation, then the reasons as bullet points.\""
	case "math":
		return "Add an output format: \"Show the working, then give the final answer on its own line.\""
	case "writing":
		return "Add an output format: name the piece and its shape, e.g. \"three short paragraphs with a headline\"."
	}
	return "Add an output format: \"Answer in 3-5 bullet points\" or \"one short paragraph\"."
}

func (a *analysis) role(d *dim, t task) {
	if !a.has(sigRole) {
		d.lack(rubric[rRoleDefinitionRole].Missing)
		if d.explain() {
			d.offer(8, "Add a role: start with \"You are "+inferRole(a, t)+".\"")
		}
		return
	}
	d.fire(rRoleDefinitionRole, sigRole)
	rs := a.hits[sigRole].sent
	if rs >= 0 && a.sents[rs].sigs.has(sigExpertise) {
		d.fire(rRoleDefinitionExpertise, sigExpertise)
	} else if d.explain() {
		d.offer(2, "Make the role specific: give it expertise and a domain, e.g. \"You are "+inferRole(a, t)+".\"")
	}
	if rs >= 0 && a.sents[rs].t1-a.sents[rs].t0 >= 7 {
		d.fire(rRoleDefinitionDetail, sigNone)
	}
	if a.has(sigRoleDuties) || a.has(sigTaskStated) {
		d.fire(rRoleDefinitionDuties, sigRoleDuties)
	}
}

func (a *analysis) examples(d *dim, t task) {
	n := a.exampleItems
	if a.has(sigExample) {
		n += a.count(sigExample)
	}
	imitate := a.has(sigImitate) && (a.quotedTerms > 0 || a.has(sigQuotedTerm))
	if n > 0 || imitate || a.has(sigExamplePair) {
		d.fire(rExamplesGiven, sigExample)
		if n >= 2 {
			d.fire(rExamplesSeveral, sigNone)
		}
		if a.exampleItems > 0 || a.authoredTags > 0 {
			d.fire(rExamplesLabelled, sigNone)
		}
		return
	}
	base := 0
	switch {
	case !t.clear:
		// A vague prompt cannot earn "not needed" credit: it is unclear
		// what the examples would be needed for.
		base = max(min(2, 4-2*int(t.exampleNd)), 0)
	case t.exampleNd == needLow:
		base = 4
		d.note(rubric[rExamplesNotNeeded].Fired)
	case t.exampleNd == needMedium:
		base = 2
	}
	d.score = base
	if a.has(sigInlineEx) {
		d.fire(rExamplesInline, sigInlineEx)
	}
	if t.exampleNd != needLow {
		d.lack(rubric[rExamplesGiven].Missing)
		d.offer(6, "Add an example of the output you want, e.g. one input with its ideal output inside <example> tags.")
	}
}

func (a *analysis) cot(d *dim, t task) {
	cue := a.has(sigStepByStep) || a.has(sigShowWork)
	steps := a.has(sigNumbered) && a.count(sigTaskVerb) >= 2 || a.count(sigFirstThen) >= 2
	scratch := a.has(sigScratch)
	worked := a.exampleReason
	if cue || scratch || worked || steps {
		switch {
		case cue:
			g := sigStepByStep
			if !a.has(g) {
				g = sigShowWork
			}
			d.fire(rCotStructureReasoning, g)
		case worked:
			d.fire(rCotStructureWorked, sigNone)
			worked = false
		default:
			d.score = 4
		}
		if steps {
			d.fire(rCotStructureSteps, sigFirstThen)
		}
		if scratch {
			d.fire(rCotStructureScratch, sigScratch)
		}
		if worked {
			d.score++
		}
		if a.has(sigVerify) {
			d.fire(rCotStructureVerify, sigVerify)
		}
		return
	}
	switch {
	case !t.clear:
		d.score = max(min(2, 4-2*int(t.reasonNd)), 0)
	case t.reasonNd == needLow:
		d.score = 4
		d.note(rubric[rCotStructureNotNeeded].Fired)
	case t.reasonNd == needMedium:
		d.score = 2
	}
	if t.reasonNd != needLow {
		d.lack(rubric[rCotStructureReasoning].Missing)
		d.offer(6, "Ask for reasoning before the answer: \"Think step by step: first list the relevant facts, then weigh them, then answer.\"")
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
