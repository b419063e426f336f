package scoring

import (
	"math"
	"strings"
)

// measure runs every rule. Each function below measures the rules of one
// dimension from the spans of its own part, so that adding or removing a
// component moves its own dimension and little else.
func (a *analysis) measure() {
	a.clarity()
	a.specificity()
	a.context()
	a.constraints()
	a.format()
	a.role()
	a.examples()
	a.reasoning()
	a.vertical()
}

func (a *analysis) set(r int, frac float64, quote string, words *wordList) {
	if frac > 1 {
		frac = 1
	}
	if frac <= 0 {
		return
	}
	a.hits[r] = hit{frac: frac, quote: quote}
	if words != nil {
		a.hits[r].words = *words
	}
}

// perSpan sums, over spans, up to each one's share of the specific words
// it adds: a repeated requirement adds nothing, a new specific one the
// most. k sets how many words make a span fully specific.
func (a *analysis) perSpan(spans []*span, from func(*span) int, k float64) (sum float64, words wordList) {
	seen := a.fresh()
	for _, s := range spans {
		sum += s.conf() * sat(a.words(s, seen, from(s), len(s.toks), &words), k)
	}
	return sum, words
}

func fromStart(*span) int { return 0 }

// grow turns an amount of a component, counted in fully specific spans,
// into a share of its rule's points that grows with the logarithm of the
// amount, reaching all of them at full: each added span counts, but less
// than the one before, so a long component is not capped after a few
// spans and removing part of it still shows.
func grow(amount, full float64) float64 {
	if amount <= 0 {
		return 0
	}
	return math.Log1p(amount) / math.Log1p(full)
}

// --- clarity: the instruction itself ---

func (a *analysis) clarity() {
	a.nsets = 0
	m := a.main
	if m == nil {
		if len(a.byPart[pDetail]) > 0 {
			a.set(rTask, 0.5, "", nil) // a topic without an instruction
		}
	} else {
		a.set(rTask, 1, a.quote(m, 0, 6), nil)
		seen := a.fresh()
		var list wordList
		w := a.words(m, seen, m.verb+1, len(m.toks), &list)
		if w == 0 && hasSlot(m) {
			w = 1 // "Summarize {text}": the slot is what it acts on
		}
		a.set(rObject, w, a.quote(m, 0, 8), &list)
		if !m.cues.has[cuePolite] || m.cues.at[cuePolite] > 2 {
			a.set(rDirect, 1, "", nil)
		}
		if m.cues.has[cueVagueVerb] && m.cues.at[cueVagueVerb] <= 3 {
			a.set(rVague, 1, a.quote(m, int(m.cues.at[cueVagueVerb]), 3), nil)
		}
		if q := negatedQuestion(m); q != "" {
			a.set(rNegative, 1, q, nil)
		}
	}
	// Structure counts when it serves the prompt: quotes and tags around
	// its own terms, and sections around its parts or the input it points
	// at, not a fence around pasted text nobody asked about.
	d := a.d
	quotes := 0
	for i := range d.spans {
		s := &d.spans[i]
		if s.part != pMaterial {
			quotes += s.quotes
		}
	}
	pointed := a.suppliesMaterial()
	tags, fences := d.tags, d.fences
	if !pointed {
		tags, fences = d.tagsAroundParts, 0
	}
	if quotes+tags > 0 {
		a.set(rDelimiters, 1, "", nil)
	}
	if tags+fences+d.delimiters+d.headings > 0 || a.labelled() || a.quotedPassage() {
		a.set(rSections, 1, "", nil)
	}
	neg := 0.0
	var negQuote string
	for i := range a.d.spans {
		s := &a.d.spans[i]
		switch {
		case s.cues.has[cueAsk] && !s.heading:
			a.set(rAskQuestions, 1, a.quote(s, int(s.cues.at[cueAsk]), 5), nil)
		case s.cues.has[cueGreeting] && s.cues.at[cueGreeting] == 0 && s.part != pExample && s.part != pMaterial:
			a.set(rFiller, 1, a.quote(s, 0, 3), nil)
		}
		if (s.part == pConstraint || s.part == pTask) && (startsNegative(s) || s.cues.n[cueNegation] > 0 && strings.Contains(s.text, "and don't")) {
			neg += 0.5
			if negQuote == "" {
				negQuote = a.quote(s, 0, 6)
			}
		}
	}
	if a.hits[rNegative].frac == 0 && neg > 0 {
		a.set(rNegative, neg, negQuote, nil)
	}
}

// quotedPassage reports material set apart in quotes: a quoted text of
// a dozen words or more.
func (a *analysis) quotedPassage() bool {
	for i := range a.d.spans {
		s := &a.d.spans[i]
		t := strings.TrimSpace(s.text)
		if len(t) > 2 && (t[0] == '"' || strings.HasPrefix(t, "“")) && strings.Count(t, " ") >= 12 {
			return true
		}
	}
	return false
}

// labelled reports a prompt whose parts carry labels ("Text:", "Output:").
func (a *analysis) labelled() bool {
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if s.label != pNone && s.part != pFiller {
			return true
		}
	}
	return false
}

// negatedQuestion finds a question asked in the negative ("which process
// isn't absent", "without what"), which the reader must invert first.
func negatedQuestion(s *span) string {
	if !isQuestion(s) {
		return ""
	}
	for i := range s.toks {
		switch s.toks[i].low {
		case "not", "isn't", "aren't", "doesn't", "don't", "didn't", "without", "absent", "never", "wasn't", "weren't":
			return quote(s, max(0, i-2), 4)
		}
	}
	return ""
}

// --- specificity: the detail of the task and its facts ---

func (a *analysis) specificity() {
	a.nsets = 0
	seen := a.fresh()
	var w float64
	var list wordList
	concrete := 0
	for _, s := range a.tasks {
		w += a.words(s, seen, 0, len(s.toks), &list)
		concrete += s.quotes
	}
	// Stated facts count too, but pasted-in prose cannot win on volume.
	var facts float64
	for _, s := range a.byPart[pDetail] {
		facts += a.words(s, seen, 0, len(s.toks), &list)
	}
	w += min(facts, a.w.FactsCap)
	taskAndDetail := concat(a.tasks, a.byPart[pDetail])
	a.set(rDetail, grow(w, a.w.CapDetail), "", &list)
	pin, q := a.pinned(taskAndDetail, concrete > 0)
	a.set(rPinned, pin, q, nil)
	open := false
	for _, s := range taskAndDetail {
		if s.cues.has[cueNarrow] {
			a.set(rFocus, 1, a.quote(s, int(s.cues.at[cueNarrow]), 4), nil)
		}
		if q := quantity(s); q != "" {
			a.set(rQuantity, 1, q, nil)
		}
		if s.part == pTask && s.cues.has[cueDepth] {
			a.set(rDepth, 1, a.quote(s, int(s.cues.at[cueDepth]), 3), nil)
		}
		for i := range s.toks {
			if s.part == pTask && s.toks[i].cls&cOpen != 0 && !open && a.hits[rQuantity].frac == 0 {
				open = true
				a.set(rOpen, 1, s.word(i), nil)
			}
			if s.toks[i].cls&cVague != 0 {
				a.hits[rVagueWords].frac += 0.5
				if a.hits[rVagueWords].quote == "" {
					a.hits[rVagueWords].quote = s.word(i)
				}
			}
		}
	}
	if a.hits[rVagueWords].frac > 1 {
		a.hits[rVagueWords].frac = 1
	}
}

// The kinds of determinant a task can pin down.
const (
	pinWhich  = iota // which one: a name, an identifier, a quoted term
	pinCount         // how many: a number or a count
	pinPeriod        // which period: a year, a date, "last week"
	pinBy            // by what criterion: "cheapest", "top-rated"
	pinLimit         // within what limit: "under $200", "a budget of"
	numPins
)

// pinned measures what the task pins down that decides its answer: each
// kind of determinant once, weighed by the Pin weights, and a quote of
// the first one. quoted says the task quotes a term.
func (a *analysis) pinned(spans []*span, quoted bool) (float64, string) {
	var has [numPins]bool
	has[pinWhich] = quoted
	q := ""
	mark := func(k int, s *span, i int) {
		if !has[k] && q == "" {
			q = a.quote(s, i, 3)
		}
		has[k] = true
	}
	for _, s := range spans {
		for i := range s.toks {
			t := &s.toks[i]
			w := s.word(i)
			switch {
			case t.kind == tNumber && isYear(t.low):
				mark(pinPeriod, s, i)
			case w[0] == '$' || w[0] == '\xe2' && strings.HasPrefix(w, "€") || strings.HasPrefix(w, "£"):
				mark(pinLimit, s, i)
			case t.kind == tNumber || t.cls&cNumber != 0 && t.low != "one":
				mark(pinCount, s, i)
				if i > 0 && s.toks[i-1].cls&cLimit != 0 {
					mark(pinLimit, s, i-1)
				}
				if a.lang.cjk && i+1 < len(s.toks) && s.toks[i+1].cls&cLimit != 0 {
					mark(pinLimit, s, i+1) // "500字以内"
				}
			case t.kind == tName || t.kind == tCode:
				if a.weight(s, i) > 0 {
					mark(pinWhich, s, i)
				}
			case t.cls&cPeriod != 0:
				mark(pinPeriod, s, i)
			case t.cls&cCriterion != 0:
				mark(pinBy, s, i)
			case t.low == "budget":
				mark(pinLimit, s, i)
			}
		}
	}
	sum := 0.0
	for k, x := range [numPins]float64{a.w.PinWhich, a.w.PinCount, a.w.PinPeriod, a.w.PinBy, a.w.PinLimit} {
		if has[k] {
			sum += x
		}
	}
	return sum, q
}

// isYear reports a year from 1900 to 2099.
func isYear(w string) bool {
	return len(w) == 4 && (w[:2] == "19" || w[:2] == "20") && isDigit(w[2]) && isDigit(w[3])
}

// quantity finds a count in an instruction: "three ideas", "top 5", "2 to 3".
func quantity(s *span) string {
	for i := 0; i+1 < len(s.toks); i++ {
		t, next := &s.toks[i], &s.toks[i+1]
		if t.kind != tNumber && (t.cls&cNumber == 0 || t.low == "first" || t.low == "second" || t.low == "one") {
			continue
		}
		switch {
		case i > 0 && s.toks[i-1].kind == tName: // "ISO 8601", "Python 3"
		case strings.Contains(t.low, "-year"), next.low == "year" || next.low == "years" || strings.HasPrefix(next.low, "year-"): // an age or a span of time
		case next.kind != tWord || next.cls&cStop != 0:
		default:
			return quote(s, i, 3)
		}
	}
	return ""
}

// --- context: who asks, for whom, why, and what is supplied ---

func (a *analysis) context() {
	a.nsets = 0
	var aud, sit, pur float64
	var sitSpans float64 // situation statements, each up to 2 points by its words
	situation := a.fresh()
	var audQ, sitQ, purQ string
	var audW, sitW, purW wordList
	seen := a.fresh()
	add := func(s *span, from, to int, into *float64, q *string, words *wordList) {
		w := a.words(s, seen, from, to, words)
		*into += w
		if *q == "" && w > 0 {
			*q = a.quote(s, from, min(8, to-from))
		}
	}
	for _, s := range a.byPart[pContext] {
		c := &s.cues
		// A statement can say who reads the answer and why as well as
		// describe the situation; each phrase counts for its own kind.
		i := -1
		if c.has[cueAudience] {
			i = int(c.at[cueAudience])
		} else {
			i = forAudience(s)
		}
		if i >= 0 {
			add(s, i, phraseEnd(s, i), &aud, &audQ, &audW)
		}
		if c.has[cuePurpose] {
			i := int(c.at[cuePurpose])
			add(s, i, phraseEnd(s, i), &pur, &purQ, &purW)
		}
		// The situation counts only words no earlier statement had, so a
		// repeated statement adds nothing.
		w := a.words(s, situation, 0, len(s.toks), &sitW)
		sit += w
		sitSpans += s.conf() * sat(w, a.w.SituationK)
		if sitQ == "" && w > 0 {
			sitQ = a.quote(s, 0, 8)
		}
	}
	// Phrases of the task and of the role: "... for high school
	// students", "a writer for retail investors", "so that ...".
	for _, s := range concat(a.tasks, a.byPart[pRole]) {
		c := &s.cues
		if c.has[cueAudience] {
			i := int(c.at[cueAudience])
			add(s, i, phraseEnd(s, i), &aud, &audQ, &audW)
		} else if i := forAudience(s); i >= 0 {
			add(s, i, phraseEnd(s, i), &aud, &audQ, &audW)
		}
		if c.has[cuePurpose] {
			i := int(c.at[cuePurpose])
			add(s, i, phraseEnd(s, i), &pur, &purQ, &purW)
		}
		if c.has[cueSelf] && c.at[cueSelf] <= 1 && s.part != pRole {
			i := int(c.at[cueSelf])
			var w float64
			add(s, i, phraseEnd(s, i), &w, &sitQ, &sitW)
			sit += w
			sitSpans += a.w.Phrase * sat(w, a.w.SituationK)
		}
	}
	a.set(rAudience, sat(aud, a.w.AudienceK), audQ, &audW)
	a.set(rSituation, grow(sitSpans, a.w.CapSituate), sitQ, &sitW)
	a.set(rPurpose, sat(pur, a.w.PurposeK), purQ, &purW)
	if a.suppliesMaterial() {
		a.set(rReference, 1, "", nil)
	}
}

// forAudience finds "for <audience>" in a span: "for marathon beginners".
func forAudience(s *span) int {
	for i := range s.toks {
		if s.toks[i].low != "for" && s.toks[i].low != "to" {
			continue
		}
		for j := i + 1; j < len(s.toks) && j <= i+4; j++ {
			if s.toks[j].cls&cAudience != 0 {
				return i
			}
			if s.toks[j].low == "for" || s.toks[j].low == "to" {
				break
			}
		}
	}
	return -1
}

// suppliesMaterial reports material to work on that the prompt points at:
// pasted text after a label, in tags or after an intro, or a template slot
// for it.
func (a *analysis) suppliesMaterial() bool {
	pointed := false
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if s.cues.has[cueReference] || s.part == pMaterial && (s.label == pMaterial || s.section == pMaterial) || pointsAt(s) {
			pointed = true
			break
		}
	}
	if !pointed {
		return false
	}
	// A slot ("Summarize {text}.") says the input will be supplied, not
	// what it is: it supplies nothing yet.
	return len(a.byPart[pMaterial]) > 0
}

// pointsAt reports an instruction that names its input: "the set",
// "this text", "the given list".
func pointsAt(s *span) bool {
	return s.part == pTask && namesInput(s)
}

// --- constraints ---

func (a *analysis) constraints() {
	a.nsets = 0
	spans := a.byPart[pConstraint]
	stated := len(spans) > 0
	var q string
	if stated {
		q = a.quote(spans[0], 0, 8)
	}
	// Requirements inside the task: "in under 100 words", "only ...".
	var phrases []*span
	for _, s := range concat(a.byPart[pTask], concat(a.byPart[pFormat], a.byPart[pDetail])) {
		// A question asks; its "should" or "without" is not a requirement.
		// A format instruction or a statement binds only by a length with
		// its limit: "字数不超过150字", "at most 500 words".
		binding := s.part == pTask && !isQuestion(s) && (s.cues.has[cueBinding] || s.cues.has[cueRequire])
		if binding || lengthGiven(s) && (s.part == pTask || s.cues.has[cueLength]) {
			stated = true
			phrases = append(phrases, s)
			if q == "" {
				q = a.quote(s, int(s.cues.at[cueBinding]), 6)
			}
		}
	}
	if stated {
		a.set(rConstraintStated, 1, q, nil)
	}
	sum, words := a.requirements(spans)
	for _, s := range phrases {
		seen := a.fresh()
		i := int(s.cues.at[cueBinding])
		switch {
		case s.cues.has[cueBinding]:
		case s.cues.has[cueRequire]:
			i = int(s.cues.at[cueRequire])
		case s.cues.has[cueLength]:
			i = int(s.cues.at[cueLength])
		default:
			i = lengthAt(s)
		}
		w := a.words(s, seen, i, phraseEnd(s, i), &words)
		sum += a.w.Phrase * sat(w, a.w.SpanK)
	}
	a.set(rConstraintSpecific, grow(sum, a.w.CapRequire), "", &words)
	for _, s := range append(spans, phrases...) {
		if lengthGiven(s) {
			a.set(rLength, 1, a.quote(s, lengthAt(s), 4), nil)
		}
		if s.part == pConstraint && (s.cues.has[cueFallback] || s.cues.has[cueOnly]) && (s.quotes > 0 || a.specificWords(s) > 0) {
			// "If there are no dates, reply 'none'", not "If unsure, say so".
			a.set(rFallback, 1, a.quote(s, 0, 8), nil)
		}
		if i := styleAt(s); i >= 0 {
			a.set(rStyle, 1, a.quote(s, max(0, i-1), 4), nil)
		}
		if s.part == pConstraint && scopeNamed(a, s) {
			a.set(rScope, 1, a.quote(s, 0, 8), nil)
		}
	}
}

// requirements sums what each requirement earns by its specific words. A
// sentence that states several ("Keep it under 150 words, mention mRNA
// and do not give advice") counts as its clauses, the words shared out.
func (a *analysis) requirements(spans []*span) (sum float64, words wordList) {
	seen := a.fresh()
	for _, s := range spans {
		w := a.words(s, seen, 0, len(s.toks), &words)
		n := float64(max(1, min(3, int(s.cues.n[cueBinding])+int(s.cues.n[cueRequire])+int(s.cues.n[cueLength]))))
		sum += s.conf() * n * sat(w/n, a.w.SpanK)
	}
	return sum, words
}

// lengthGiven reports a measurable length: a number or number word with a
// unit ("under 100 words", "three sentences"), or "one line".
func lengthGiven(s *span) bool { return lengthAt(s) >= 0 }

func lengthAt(s *span) int {
	for i := 0; i+1 < len(s.toks); i++ {
		t := &s.toks[i]
		if t.kind != tNumber && t.cls&cNumber == 0 && !strings.Contains(t.low, "-word") && !strings.Contains(t.low, "-sentence") {
			continue
		}
		if strings.Contains(t.low, "-word") || strings.Contains(t.low, "-sentence") || strings.Contains(t.low, "-line") || strings.Contains(t.low, "-page") || strings.Contains(t.low, "-character") {
			return i
		}
		for j := i + 1; j < len(s.toks) && j <= i+3; j++ {
			if s.toks[j].cls&cUnit != 0 {
				return i
			}
		}
	}
	return -1
}

func styleAt(s *span) int {
	for i := range s.toks {
		if s.toks[i].cls&cStyle != 0 && s.toks[i].low != "tone" && s.toks[i].low != "voice" {
			return i
		}
	}
	return -1
}

// scopeNamed reports a requirement about what to include or leave out that
// names the thing.
func scopeNamed(a *analysis, s *span) bool {
	for i := range s.toks {
		switch s.toks[i].low {
		case "include", "includes", "including", "mention", "cover", "exclude", "excluding", "except", "avoid", "only", "without", "focus", "omit", "skip", "leave":
			seen := a.fresh()
			if a.words(s, seen, i+1, len(s.toks), nil) >= 1 {
				return true
			}
		}
	}
	return false
}

// --- output format ---

func (a *analysis) format() {
	a.nsets = 0
	spans := a.byPart[pFormat]
	var q string
	var phrases []*span
	for _, s := range a.byPart[pTask] {
		if s.cues.has[cueFormat] || s.cues.has[cueOnly] {
			phrases = append(phrases, s)
		}
	}
	if m := a.main; m != nil && m.part == pTask && !containsSpan(phrases, m) && (shapeOf(m) != "" || countedShape(m) != "") {
		phrases = append(phrases, m)
	}
	all := append(append([]*span{}, spans...), phrases...)
	if len(all) > 0 {
		q = a.quote(all[0], 0, 8)
	}
	// A named shape anywhere wins over a counted one.
	shape, shapeSpan := firstShape(all, shapeOf)
	if shape == "" {
		shape, shapeSpan = firstShape(all, countedShape)
	}
	if len(spans) > 0 || shape != "" || a.d.primer != "" {
		a.set(rFormatStated, 1, q, nil)
	}
	if shape != "" {
		a.set(rShape, 1, shape, nil)
	}
	if shapeSpan != nil && shapeSpan.cues.has[cueHedge] {
		// "Use headings or tables where appropriate" commits to nothing.
		a.hits[rShape].frac = 0
	}
	sum, words := a.perSpan(spans, fromStart, a.w.SpanK)
	for _, s := range phrases {
		seen := a.fresh()
		i := int(s.cues.at[cueFormat])
		w := a.words(s, seen, i, phraseEnd(s, i), &words)
		sum += a.w.Phrase * sat(w, a.w.SpanK)
	}
	a.set(rFormatSpecific, grow(sum, a.w.CapFormat), "", &words)
	for _, s := range spans {
		if s.block || a.d.slots > 0 && hasSlot(s) || strings.Contains(s.text, "</") || strings.Contains(s.text, "{\n") {
			a.set(rTemplate, 1, a.quote(s, 0, 6), nil)
		}
	}
	if a.d.primer != "" {
		a.set(rPrimer, 1, a.d.primer, nil)
	} else if p := codePrimer(a.d); p != "" {
		a.set(rPrimer, 1, p, nil)
	}
	if m := a.main; m != nil {
		for i := range m.toks {
			if m.toks[i].cls&cDeliverable != 0 && i != m.verb {
				a.set(rDeliverable, 1, a.quote(m, i, 1), nil)
				break
			}
		}
	}
}

// firstShape returns the first shape found in spans, and its span.
func firstShape(spans []*span, find func(*span) string) (string, *span) {
	for _, s := range spans {
		if sh := find(s); sh != "" {
			return sh, s
		}
	}
	return "", nil
}

func containsSpan(list []*span, s *span) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func hasSlot(s *span) bool {
	for i := range s.toks {
		if s.toks[i].kind == tSlot {
			return true
		}
	}
	return false
}

// countedShape returns the words of a counted shape in s, in any
// language: "in three short paragraphs", "5 bullets", "drei kurze
// Absätze", "三个段落". The reader's shape feature (shapeOf) was fit
// without it, so it adds to what format measures, not to how spans
// are read.
func countedShape(s *span) string {
	for i := range s.toks {
		if s.toks[i].cls&cShape == 0 {
			continue
		}
		for j := i - 1; j >= max(0, i-3); j-- {
			if isCount(&s.toks[j]) {
				return quote(s, j, i-j+1)
			}
			if s.toks[j].kind != tWord {
				break
			}
		}
	}
	return ""
}

// shapeBefore are the words before "list" or "table" that make it the
// answer's shape.
const shapeBefore = " a an as in into one numbered bulleted bullet markdown simple short single comparison "

// codePrimer finds a prompt that ends with the start of code ("import").
func codePrimer(d *doc) string {
	t := strings.TrimSpace(d.src)
	i := strings.LastIndexByte(t, '\n')
	last := strings.TrimSpace(t[i+1:])
	switch last {
	case "import", "def", "func", "SELECT", "<?php", "#include", "package", "function":
		return last
	}
	if strings.HasPrefix(last, "```") && strings.Count(t, "```")%2 == 1 {
		return last // an open fence: the answer starts with code
	}
	return ""
}

// --- role ---

func (a *analysis) role() {
	a.nsets = 0
	spans := a.byPart[pRole]
	if len(spans) == 0 {
		return
	}
	s := spans[0]
	from := 0
	if s.cues.has[cueRole] {
		from = int(s.cues.at[cueRole])
	}
	a.set(rRoleStated, 1, a.quote(s, from, 8), nil)
	seen := a.fresh()
	var w float64
	var words wordList
	own := false // a word beyond the task's: a role that only restates the task names no domain
	for _, r := range spans {
		w += a.words(r, seen, 0, len(r.toks), &words)
		for i := range r.toks {
			own = own || a.weight(r, i) == 1 && (r == a.main || !a.taskW[r.toks[i].stem()])
		}
	}
	if !own {
		w = 0
	}
	a.set(rRoleDomain, sat(w, a.w.RoleK), a.quote(s, from, 8), &words)
	// Tied to the task: shares its words, or says what the role does.
	if a.sharesTask(spans) || a.duty(s) {
		a.set(rRoleTask, 1, "", nil)
	}
	setting := 0
	for _, r := range spans {
		for i := range r.toks {
			if r.toks[i].kind == tName || r.toks[i].cls&cAudience != 0 {
				setting++
			}
		}
	}
	a.set(rRoleSetting, float64(setting)/2, "", nil)
}

// specificWords is the weight of the specific words of s.
func (a *analysis) specificWords(s *span) float64 {
	return a.words(s, a.fresh(), 0, len(s.toks), nil)
}

// sharesTask reports spans with a specific word of the task.
func (a *analysis) sharesTask(spans []*span) bool {
	for _, s := range spans {
		for i := range s.toks {
			if t := &s.toks[i]; a.taskW[t.stem()] && t.cls&(cStop|cGeneric) == 0 {
				return true
			}
		}
	}
	return false
}

// duty reports a role that says what it does: "who explains ...",
// "specializing in ...", "that converts ...".
func (a *analysis) duty(s *span) bool {
	for i := range s.toks {
		// "You are a PR agency writing a press release ..."
		if t := &s.toks[i]; i > 3 && strings.HasSuffix(t.low, "ing") && t.cls&cTaskVerb != 0 && i+1 < len(s.toks) {
			if a.words(s, a.fresh(), i+1, len(s.toks), nil) >= 1 {
				return true
			}
		}
		switch s.toks[i].low {
		case "who", "that", "specializing", "specialising", "specialized", "specialised", "tasked", "helping", "responsible", "focused", "focusing", "working", "at":
			if i > 2 && i+1 < len(s.toks) {
				seen := a.fresh()
				return a.words(s, seen, i+1, len(s.toks), nil) >= 1
			}
		}
	}
	return false
}

// --- examples ---

func (a *analysis) examples() {
	a.nsets = 0
	spans := a.byPart[pExample]
	if len(spans) == 0 {
		// "Use the same language as the provided paragraph": the sample
		// to imitate is the example.
		for _, t := range a.byPart[pTask] {
			if t.cues.has[cueImitate] {
				spans = a.byPart[pMaterial]
				if len(spans) == 0 {
					spans = quotedSpans(a.d)
				}
				break
			}
		}
	}
	if len(spans) == 0 {
		return
	}
	sum, words := a.perSpan(spans, exampleStart, a.w.ExampleK)
	if sum < 0.3 && !hasBlock(spans) {
		return // "for example, include relevant details" shows nothing
	}
	a.set(rExampleGiven, 1, a.quote(spans[0], 0, 8), nil)
	a.set(rExampleContent, grow(sum, a.w.CapExample), "", &words)
	if n := exampleCount(a.d, spans); n >= 2 {
		a.set(rExamplesSeveral, 1, "", nil)
	}
	for _, s := range spans {
		if s.section == pExample || s.label == pExample || s.block {
			a.set(rExampleLabelled, 1, "", nil)
			break
		}
	}
}

// quotedSpans returns the spans that are quoted passages.
func quotedSpans(d *doc) []*span {
	var out []*span
	for i := range d.spans {
		if t := strings.TrimSpace(d.spans[i].text); len(t) > 2 && (t[0] == '"' || strings.HasPrefix(t, "“")) {
			out = append(out, &d.spans[i])
		}
	}
	return out
}

// exampleStart skips the cue that introduces an inline example.
func exampleStart(s *span) int {
	if s.cues.has[cueExample] && int(s.cues.at[cueExample]) < len(s.toks)-1 {
		return int(s.cues.at[cueExample]) + 1
	}
	return 0
}

func hasBlock(spans []*span) bool {
	for _, s := range spans {
		if s.block || s.section == pExample {
			return true
		}
	}
	return false
}

// exampleCount counts the demonstrations: <example> blocks, "Example N"
// labels, repeated input labels, or example sentences.
func exampleCount(d *doc, spans []*span) int {
	if n := strings.Count(d.low, "<example>"); n > 0 {
		return n
	}
	if d.shots > 0 {
		return d.shots
	}
	n := 0
	for _, s := range spans {
		switch {
		case s.cues.has[cueExample] && s.cues.at[cueExample] <= 1:
			n++ // "For example: ...", "Example 2: ..."
		case s.heading && s.section == pExample:
			n++ // "EXAMPLE OUTPUT"
		}
	}
	return max(n, 1)
}

// --- chain of thought ---

func (a *analysis) reasoning() {
	a.nsets = 0
	spans := a.byPart[pReasoning]
	worked := a.workedExamples()
	var inTask *span // "Describe the process, thinking step by step."
	for _, s := range a.byPart[pTask] {
		// "..., thinking step by step", not the task's own verb ("Could
		// you analyze ...").
		if at := int(s.cues.at[cueReason]); s.cues.has[cueReason] && at > 0 && at != s.verb && s.toks[at].cls&cTaskVerb == 0 {
			inTask = s
			break
		}
	}
	if len(spans) == 0 && !worked && inTask == nil {
		return
	}
	switch {
	case len(spans) > 0:
		a.set(rReasonStated, 1, a.quote(spans[0], 0, 8), nil)
	case inTask != nil:
		a.set(rReasonStated, 1, a.quote(inTask, int(inTask.cues.at[cueReason]), 4), nil)
	}
	// A step counts when it says what to do to what: "Plan your answer"
	// is not a step of this problem.
	steps := 0
	for _, s := range spans {
		if a.words(s, a.fresh(), 0, len(s.toks), nil) == 0 {
			continue
		}
		if s.item || s.cues.has[cueSequence] {
			steps++
		}
		steps += sequenceWords(s)
	}
	a.set(rReasonSteps, float64(steps)/3, "", nil)
	sum, words := a.perSpan(spans, fromStart, a.w.SpanK)
	a.set(rReasonSpecific, grow(sum, a.w.CapStep), "", &words)
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if s.cues.has[cueScratch] && s.part != pExample && s.part != pMaterial {
			a.set(rScratch, 1, a.quote(s, int(s.cues.at[cueScratch]), 4), nil)
		}
		if s.cues.has[cueVerify] && (s.part == pReasoning || s.part == pTask) {
			a.set(rVerify, 1, a.quote(s, int(s.cues.at[cueVerify]), 4), nil)
		}
	}
	if worked {
		a.set(rWorked, 1, "", nil)
	}
}

// sequenceWords counts the extra steps one sentence lays out: "first ...,
// then ..., and finally ...".
func sequenceWords(s *span) int {
	n := 0
	for i := 1; i < len(s.toks); i++ {
		switch s.toks[i].low {
		case "then", "finally", "next", "lastly", "afterwards":
			n++
		}
	}
	return n
}

// workedExamples reports examples that show the reasoning: an example
// holding reasoning words or several sentences before its answer.
func (a *analysis) workedExamples() bool {
	for _, s := range a.byPart[pExample] {
		if s.cues.has[cueReason] || s.cues.has[cueSequence] && sequenceWords(s) > 0 || strings.Contains(a.d.low[s.start:s.end], "thought") {
			return true
		}
	}
	return false
}

// --- verticals ---

func (a *analysis) vertical() {
	// find returns the first phrase of list in the prompt's own text.
	find := func(list [][]string) string {
		for i := range a.d.spans {
			s := &a.d.spans[i]
			if s.part == pMaterial || s.part == pExample || s.part == pFiller {
				continue
			}
			for j := range s.toks {
				for _, ph := range list {
					if matchPhrase(s.toks, j, ph) {
						return quote(s, j, len(ph))
					}
				}
			}
		}
		return ""
	}
	for _, vp := range verticalPhrases[a.v] {
		if w := find(vp.list); w != "" {
			a.set(vp.rule, 1, w, nil)
		}
	}
	if a.v == Content {
		// Tone and length are the general rules', quoted again.
		for _, r := range [...][2]int{{rStyle, rContentTone}, {rLength, rContentLength}} {
			if h := a.hits[r[0]]; h.frac > 0 {
				a.set(r[1], 1, h.quote, nil)
			}
		}
	}
}

// verticalPhrases are the phrases each vertical's own rules look for.
var verticalPhrases = map[Vertical][]struct {
	rule int
	list [][]string
}{
	Research: {{rResearchSources, sourcePhrases}, {rResearchPeriod, periodPhrases}},
	Crypto:   {{rCryptoAsset, assetPhrases}, {rCryptoPeriod, periodPhrases}, {rCryptoRisk, riskPhrases}},
	Content:  {{rContentPlatform, platformPhrases}, {rContentCTA, ctaPhrases}},
}

// matchPhrase reports ph at token i: words match their lower case, "#" a
// number and "YEAR" a year from 1900 to 2099.
func matchPhrase(toks []token, i int, ph []string) bool {
	if i+len(ph) > len(toks) {
		return false
	}
	for k, w := range ph {
		t := &toks[i+k]
		switch w {
		case "#":
			if t.kind != tNumber && t.cls&cNumber == 0 {
				return false
			}
		case "YEAR":
			if t.kind != tNumber || len(t.low) != 4 || t.low[:2] != "19" && t.low[:2] != "20" {
				return false
			}
		default:
			if t.low != w {
				return false
			}
		}
	}
	return true
}

// rulePoints are the points each rule measured.
func (a *analysis) rulePoints() [numRules]float64 {
	var pts [numRules]float64
	for r := range rubric {
		pts[r] = a.points(r)
	}
	return pts
}

// points is what rule r adds to (or takes from) its dimension.
func (a *analysis) points(r int) float64 {
	return a.w.points[r] * a.hits[r].frac
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
