package scoring

import (
	"math"
	"strings"
)

// analysis is one prompt, parsed and classified, with what each rule
// measured.
type analysis struct {
	keep      bool      // keep the words and quotes that fire rules (Score, not Summarize)
	lang      *language // the language it is read and answered in
	code      string    // the language it is written in (ISO 639-1)
	supported bool      // whether the engine reads that language
	w         *weights
	d         *doc
	v         Vertical
	byPart    [numParts][]*span
	main      *span           // the first task span
	tasks     []*span         // the task spans, or the span that states the job when none is
	taskW     map[string]bool // stems of the task's specific words
	hits      [numRules]hit
	str       [numDims]strength // how strongly each component is stated
	ment      []mention         // what the spans that can state a component state
	sets      []*wordSet        // word sets handed out by fresh, reused
	nsets     int
	sc        *scratch // the buffers the analysis works in, see release
}

// fresh returns an empty word set for counting specific words. Sets are
// reused across the rules of one analysis.
func (a *analysis) fresh() *wordSet {
	if a.nsets < len(a.sets) {
		m := a.sets[a.nsets]
		m.reset()
		a.nsets++
		return m
	}
	m := &wordSet{}
	a.sets = append(a.sets, m)
	a.nsets++
	return m
}

// A wordSet maps stems to the weight they were counted with. Most hold a
// few words, so it is an array searched in order, and a map past 32.
type wordSet struct {
	n    int
	keys [32]string
	vals [32]float64
	m    map[string]float64
}

func (ws *wordSet) reset() {
	ws.n = 0
	if ws.m != nil {
		clear(ws.m)
	}
}

func (ws *wordSet) get(k string) (float64, bool) {
	if len(ws.m) > 0 {
		v, ok := ws.m[k]
		return v, ok
	}
	for i, x := range ws.keys[:ws.n] {
		if x == k {
			return ws.vals[i], true
		}
	}
	return 0, false
}

func (ws *wordSet) set(k string, v float64) {
	if len(ws.m) > 0 {
		ws.m[k] = v
		return
	}
	for i, x := range ws.keys[:ws.n] {
		if x == k {
			ws.vals[i] = v
			return
		}
	}
	ws.insert(k, v)
}

// raise sets k to v unless k holds v or more already, and reports
// whether it did and what k held: get and set with one search.
func (ws *wordSet) raise(k string, v float64) (old float64, raised bool) {
	if len(ws.m) > 0 {
		old, ok := ws.m[k]
		if ok && old >= v {
			return old, false
		}
		ws.m[k] = v
		return old, true
	}
	for i, x := range ws.keys[:ws.n] {
		if x == k {
			if old = ws.vals[i]; old >= v {
				return old, false
			}
			ws.vals[i] = v
			return old, true
		}
	}
	ws.insert(k, v)
	return 0, true
}

// insert adds k, which the set does not hold, to a set that is not yet
// a map.
func (ws *wordSet) insert(k string, v float64) {
	if ws.n < len(ws.keys) {
		ws.keys[ws.n], ws.vals[ws.n] = k, v
		ws.n++
		return
	}
	if ws.m == nil {
		ws.m = make(map[string]float64, 64)
	}
	for i, x := range ws.keys {
		ws.m[x] = ws.vals[i]
	}
	ws.m[k] = v
}

// A hit is what one rule measured: the share of its points earned (of
// the deduction, for a penalty) and the words that earned them.
type hit struct {
	frac  float64
	quote string   // the words that fired the rule
	words wordList // specific words counted, for evidence
}

func (lx lexicon) analyze(prompt string, v Vertical, w *weights, evidence bool) *analysis {
	sc := scratchPool.Get().(*scratch)
	d := lx.parse(prompt, sc)
	classify(d, w)
	a := &sc.a
	*a = analysis{w: w, d: d, v: v, keep: evidence, sc: sc, sets: sc.sets, lang: &english, code: "en", supported: true}
	// The spans of each part, in order, all in one slice; each part's
	// list is full, so that appending to it copies.
	var count [numParts]int
	for i := range d.spans {
		count[d.spans[i].part]++
	}
	all := make([]*span, len(d.spans))
	for p, at := range count {
		all, a.byPart[p] = all[at:], all[:0:at]
	}
	for i := range d.spans {
		s := &d.spans[i]
		a.byPart[s.part] = append(a.byPart[s.part], s)
	}
	a.main = mainInstruction(a)
	a.tasks = a.byPart[pTask]
	if len(a.tasks) == 0 && a.main != nil {
		// "You are a PR agency writing a press release for ...": the
		// span that states the job is the task, whatever else it is.
		a.tasks = []*span{a.main}
	}
	if sc.taskW == nil {
		sc.taskW = map[string]bool{}
	}
	a.taskW = sc.taskW // empty: release clears it
	for _, s := range a.tasks {
		for i := range s.toks {
			if a.weight(s, i) > 0 {
				a.taskW[s.toks[i].stem()] = true
			}
		}
	}
	a.measure()
	pts := a.rulePoints()
	a.ment = a.mentions()
	a.str = a.strengths(a.ment, &pts)
	return a
}

// rulePoints are the points each rule measured.
func (a *analysis) rulePoints() [numRules]float64 {
	var pts [numRules]float64
	for r := range rubric {
		pts[r] = a.points(r)
	}
	return pts
}

// weight is how much token i of s says about this task: nothing for
// function words, generic words, slots and the instruction's own verb;
// more for numbers, names and identifiers.
func (a *analysis) weight(s *span, i int) float64 {
	t := &s.toks[i]
	if i > 0 && s.toks[i-1].low == t.low || i+1 < len(s.toks) && s.toks[i+1].low == t.low {
		return 0 // "photosynthesis photosynthesis ...": stuffing says nothing
	}
	switch t.kind {
	case tSlot:
		return 0
	case tNumber, tName, tCode:
		return a.w.Concrete
	}
	if t.cls&cQuality != 0 && s.part == pTask {
		return a.w.Quality // "a detailed essay": a quality asked of the deliverable
	}
	// A component's own cue words are its bare form, not its detail.
	switch {
	case s.part == pReasoning && t.cls&cThink != 0,
		s.part == pFormat && t.cls&cOutVerb != 0:
		return 0
	}
	if t.cls&(cStop|cGeneric|cVague) != 0 || s.part == pRole && t.cls&(cRoleNoun|cTaskVerb|cOutVerb) != 0 {
		// "expert" names no domain in a role ("for experts" names an
		// audience), nor does a role that "summarizes" restate the task.
		return 0
	}
	if i == s.verb {
		return 0 // the instruction's verb says what to do, not about what
	}
	if s.part != pTask && s.part != pDetail && s != a.main && a.taskW[t.stem()] {
		return 0.5 // it ties the component to the task but says nothing new
	}
	if len(t.low) < 3 && t.cls&cNumber == 0 {
		return 0
	}
	if t.cls&cNumber != 0 {
		return 0.5 // "three" counts fully only with what it counts
	}
	return 1
}

// findVerb finds the imperative verb a span starts with: after words such
// as "please", "then" or "briefly", after data or a slot it works on, or
// after an opening phrase closed by a comma ("Based on the article,
// explain ..."). A word not in the lexicon counts as a verb when the
// next word is one an imperative takes ("Immerse me", "Demonstrate your").
func findVerb(s *span) int {
	toks := s.toks
	verbAt := func(i int) bool {
		t := &toks[i]
		if t.kind != tWord {
			return false
		}
		if t.cls&cTaskVerb != 0 {
			return true
		}
		if t.cls != 0 || i+1 >= len(toks) || strings.HasSuffix(t.low, "s") || strings.HasSuffix(t.low, "ed") || strings.HasSuffix(t.low, "ing") {
			return false
		}
		switch toks[i+1].low {
		case "me", "us", "your", "the", "a", "an", "my", "our", "this", "these", "those", "it", "them", "each", "all", "how", "what", "why", "to":
			return true
		}
		return false
	}
	i := 0
	// Skip a polite or framing opening: "Could you please", "I want you to".
	for _, k := range []cue{cuePolite, cueFrame} {
		if s.cues.has[k] && int(s.cues.at[k]) == i {
			i += phraseLen(s, k)
		}
	}
	for ; i < len(toks) && i < 8; i++ {
		t := &toks[i]
		if t.kind == tNumber || t.kind == tSlot {
			continue
		}
		switch w := t.low; {
		case w == "please", w == "now", w == "then", w == "also", w == "and", w == "finally", w == "next",
			w == "first", w == "firstly", w == "lastly", w == "so", w == "just", w == "additionally", w == "second", w == "third",
			w == "maybe", w == "perhaps", w == "kindly":
			continue
		case strings.HasSuffix(w, "ly") && len(w) > 4 && t.cls&(cTaskVerb|cStop) == 0: // "Briefly explain"
			continue
		}
		break
	}
	if i < len(toks) && verbAt(i) {
		return i
	}
	// An opening phrase closed by a comma, or by the last comma of a
	// list in it ("Given a list of A, B and C, suggest ...").
	for j := 0; j+1 < len(toks) && j < 24; j++ {
		end := s.wordEnd(j)
		if end < len(s.text) && s.text[end] == ',' {
			k := j + 1
			if k < len(toks) && toks[k].low == "please" {
				k++
			}
			if k < len(toks) && toks[k].cls&cTaskVerb != 0 && toks[k].kind == tWord {
				return k
			}
		}
	}
	return -1
}

// genericSpan reports a span made mostly of words that fit any task:
// then even its unknown words count for little.
func (a *analysis) genericSpan(s *span) bool {
	if s.gen != 0 {
		return s.gen > 0
	}
	g := a.isGeneric(s)
	s.gen = -1
	if g {
		s.gen = 1
	}
	return g
}

func (a *analysis) isGeneric(s *span) bool {
	content, generic := 0, 0
	for i := range s.toks {
		t := &s.toks[i]
		if t.concrete() || s.part != pTask && a.taskW[t.stem()] {
			return false
		}
		if t.cls&cStop != 0 || t.kind == tSlot {
			continue
		}
		content++
		if t.cls&(cGeneric|cRoleNoun) != 0 || t.cls&cTaskVerb != 0 && i == s.verb {
			generic++
		}
	}
	return content > 0 && 5*generic >= 3*content
}

// words weighs the specific words of s from token from to token to that
// are not yet in seen, and adds them to seen. When evidence is kept and
// list is not nil, it appends the words as written to *list.
func (a *analysis) words(s *span, seen *wordSet, from, to int, list *wordList) (w float64) {
	scale := 1.0
	if s != a.main && a.genericSpan(s) {
		scale = a.w.Generic
	}
	if s.cues.has[cueHedge] {
		scale *= a.w.Hedged
	}
	if to > len(s.toks) {
		to = len(s.toks)
	}
	for i := from; i < to; i++ {
		x := a.weight(s, i) * scale
		if x == 0 {
			continue
		}
		old, raised := seen.raise(s.toks[i].stem(), x)
		if !raised {
			continue
		}
		w += x - old
		if a.keep && list != nil {
			list.add(s.word(i))
		}
	}
	return w
}

// A wordList keeps the words that earned a rule's points, for evidence:
// the first few as written, and how many there were.
type wordList struct {
	shown []string // the first shownWords words
	n     int
}

// shownWords is how many words evidence quotes.
const shownWords = 8

func (l *wordList) add(w string) {
	if len(l.shown) < shownWords {
		if l.shown == nil {
			l.shown = make([]string, 0, shownWords)
		}
		l.shown = append(l.shown, w)
	}
	l.n++
}

// concat returns a new slice of a's spans then b's; append(a, b...)
// could write into a's backing array.
func concat(a, b []*span) []*span {
	return append(append(make([]*span, 0, len(a)+len(b)), a...), b...)
}

// sat turns a weight of specific words into a share: 1 - e^(-w/k).
func sat(w, k float64) float64 {
	if w <= 0 {
		return 0
	}
	return 1 - math.Exp(-w/k)
}

// stem folds plurals and possessives so that repeats count once.
func stem(w string) string {
	w = strings.TrimSuffix(w, "'s")
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] // "studies" and "study" are "stud"
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		w = w[:len(w)-1]
	}
	if len(w) > 3 && w[len(w)-1] == 'y' {
		w = w[:len(w)-1]
	}
	return w
}

// quote is quote for evidence alone: nothing when evidence is not kept
// (Summarize shows none).
func (a *analysis) quote(s *span, i, n int) string {
	if !a.keep {
		return ""
	}
	return quote(s, i, n)
}

// quote returns the text of s from token i on, at most n tokens, for
// evidence.
func quote(s *span, i, n int) string {
	if i < 0 || i >= len(s.toks) {
		return ""
	}
	// Run on to the end of the clause when it is near, so that a quote
	// does not stop mid-phrase ("Fix the bug in my login").
	j := min(i+n, len(s.toks)) - 1
	for k := j; k < len(s.toks) && k < j+6; k++ {
		if end := s.wordEnd(k); end >= len(s.text) || strings.ContainsRune(",;.:!?)", rune(s.text[end])) {
			j = k
			break
		}
	}
	start := int(s.toks[i].pos) - s.start
	q := clip(s.text[start:s.wordEnd(j)], 80)
	if j < len(s.toks)-1 && !strings.HasSuffix(q, "…") {
		q += "…"
	}
	return q
}

func clip(s string, n int) string {
	if strings.ContainsAny(s, "\n\t\r") || strings.Contains(s, "  ") {
		s = strings.Join(strings.Fields(s), " ")
	}
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	if sp := strings.LastIndexByte(s[:cut], ' '); sp > n/2 {
		cut = sp
	}
	return s[:cut] + "…"
}

// phraseEnd is the index of the token after the phrase that starts at i:
// the clause ends at a comma, a semicolon, a full stop or a conjunction.
func phraseEnd(s *span, i int) int {
	for j := i + 1; j < len(s.toks); j++ {
		end := s.wordEnd(j - 1)
		if end < len(s.text) && strings.ContainsRune(",;.:!?)", rune(s.text[end])) {
			return j
		}
		switch s.toks[j].low {
		case "and", "but", "so", "then", "while", "which", "in", "with", "using", "by", "as", "on":
			if j-i > 2 {
				return j
			}
		}
	}
	return len(s.toks)
}

// mainInstruction is the span clarity judges: the first task span, or
// when the prompt states its job only through its components (a system
// prompt of rules and steps), the first instruction among them.
func mainInstruction(a *analysis) *span {
	if t := a.byPart[pTask]; len(t) > 0 {
		// A task set apart as such ("## Task", "Question:", the last
		// user turn of a chat) is the one the prompt exists for.
		for _, s := range t {
			if s.section == pTask || s.label == pTask {
				return s
			}
		}
		return t[0]
	}
	for i := range a.d.spans {
		s := &a.d.spans[i]
		switch s.part {
		case pFormat, pConstraint, pReasoning, pContext, pDetail:
			if isInstruction(s) {
				return s
			}
		}
	}
	// An instruction about nothing is still the instruction when there is
	// no other ("Explain it.").
	for i := range a.d.spans {
		if s := &a.d.spans[i]; s.part == pFiller && isInstruction(s) && !s.heading && !s.dup {
			return s
		}
	}
	// "You are an assistant that converts questions into SQL": the role
	// states the job.
	for _, s := range a.byPart[pRole] {
		if a.duty(s) {
			return s
		}
	}
	return nil
}

// phraseLen is the length in tokens of the longest phrase of cue k that
// starts at s.cues.at[k].
func phraseLen(s *span, k cue) int {
	at := int(s.cues.at[k])
	e := s.toks[at].e
	best := 0
	if e == nil {
		return 0
	}
	for _, ph := range e.phrases {
		if ph.cue == k && len(ph.words) > best {
			best = len(ph.words)
		}
	}
	if at+1 < len(s.toks) {
		for _, ph := range e.next[s.toks[at+1].low] {
			if ph.cue == k && len(ph.words) > best && matchAt(s.toks, at, ph.words) {
				best = len(ph.words)
			}
		}
	}
	return best
}
