package scoring

import "math"

// quote is quote for evidence alone: nothing when evidence is not kept
// (Summarize shows none).
func (a *analysis) quote(s *span, i, n int) string {
	if !a.keep {
		return ""
	}
	return quote(s, i, n)
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
