package scoring

import (
	"fmt"
	"math"
	"slices"
	"strconv"
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
	need      [numDims]float64  // how much each dimension is needed, see needed
	needRead  bool
	sets      []*wordSet // word sets handed out by fresh, reused
	nsets     int
	sc        *scratch // the buffers the analysis works in, see release
}

// analyze runs prompt through the stages of the engine, in order: each
// stage reads what the earlier ones made and adds its own (docs/architecture.md).
func analyze(prompt string, v Vertical, w *weights, evidence bool) *analysis {
	// 1. Tokens: the language the prompt is written in, and its lexicon.
	code := detect(prompt)
	l := languageOf(code)
	supported := l != nil
	if !supported {
		l = &english
	}
	a := measured(lexFor(l.code), prompt, v, w, evidence)
	a.lang, a.code, a.supported = l, code, supported
	if supported {
		a.read()
	} else {
		// Words of a language the engine does not read say nothing it
		// can weigh: only the layout counts.
		for r := range a.hits {
			if !layoutRule[r] {
				a.hits[r] = hit{}
			}
		}
	}
	// Fixes (7) and the rewrite (8) are made from it by Score and
	// Optimize.
	return a
}

// analyzeIn runs prompt through stages 2 to 6 with lexicon lx.
func analyzeIn(lx lexicon, prompt string, v Vertical, w *weights, evidence bool) *analysis {
	a := measured(lx, prompt, v, w, evidence)
	a.read()
	return a
}

// measured runs prompt through stages 2 to 4 with lexicon lx.
func measured(lx lexicon, prompt string, v Vertical, w *weights, evidence bool) *analysis {
	// 2. Spans: lines, sentences, sections and pasted input.
	sc := scratchPool.Get().(*scratch)
	d := lx.parse(prompt, sc)
	// 3. Parts: what each span is, and the task.
	classify(d, w)
	a := &sc.a
	*a = analysis{w: w, d: d, v: v, keep: evidence, sc: sc, sets: sc.sets, lang: lx.lang, code: lx.lang.code, supported: true}
	a.gather()
	// 4. Measures: what each rule finds.
	a.measure()
	return a
}

// read runs stages 5 and 6: what each span states (the mentions), and how
// strongly the prompt states each component, which its points follow.
func (a *analysis) read() {
	pts := a.rulePoints()
	a.ment = a.mentions()
	a.str = a.strengths(a.ment, &pts)
}

// gather lists the spans of each part, finds the task and its words.
func (a *analysis) gather() {
	d, sc := a.d, a.sc
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
}

// warnings are what a result in language code says beside its scores.
func warnings(code string, supported bool) []Warning {
	var w []Warning
	if !supported {
		w = append(w, Warning{WarnLanguageNotSupported,
			"The engine does not read this prompt's language (" + code + "): its scores reflect only its layout, and no fix is offered."})
	}
	if code != "en" {
		w = append(w, Warning{WarnPercentileEnglish,
			"The percentile compares this prompt with the reference corpus, which is in English."})
	}
	return w
}

// layoutRule are the rules that read a prompt's layout, not its words.
var layoutRule = [numRules]bool{rSections: true, rDelimiters: true, rTemplate: true, rExampleLabelled: true}

// Score rates prompt for vertical v ("" means General). The error is
// non-nil only for an unknown vertical; it wraps ErrUnknownVertical.
func Score(prompt string, v Vertical) (Result, error) { return score(prompt, v, true) }

// ScoreBrief is [Score] without the evidence: the same scores, grade,
// percentile, top fixes and Ignored, but no Fired, Deducted or Missing
// lists. Callers that show no evidence (the paid API) skip its cost.
func ScoreBrief(prompt string, v Vertical) (Result, error) { return score(prompt, v, false) }

func score(prompt string, v Vertical, evidence bool) (Result, error) {
	v, err := checkVertical(v)
	if err != nil {
		return Result{}, err
	}
	a := analyze(prompt, v, defaultWeights, evidence)
	defer a.release()
	return a.result(evidence), nil
}

// Summary is a score without evidence, fixes or percentile: the scores
// alone, for callers that show nothing else (the free probe).
type Summary struct {
	Language string    // as in Result
	Warnings []Warning // as in Result
	Vertical Vertical
	Scores   [8]int // in DimensionNames order
	Total    int
	Grade    string
}

// Summarize returns the scores [Score] would give prompt, without the
// evidence and fixes.
func Summarize(prompt string, v Vertical) (Summary, error) {
	v, err := checkVertical(v)
	if err != nil {
		return Summary{}, err
	}
	a := analyze(prompt, v, defaultWeights, false)
	defer a.release()
	s := Summary{Language: a.code, Warnings: warnings(a.code, a.supported), Vertical: v, Scores: a.scores()}
	for _, x := range s.Scores {
		s.Total += x
	}
	s.Grade = Grade(s.Total)
	return s, nil
}

func checkVertical(v Vertical) (Vertical, error) {
	if v == "" {
		return General, nil
	}
	return v, validVertical(v)
}

// scores are each dimension's points: they follow its strength, plus
// what the vertical's own rules earn (the readers' labels, all general,
// say nothing of them). A prompt in a language the engine does not read
// is scored by its layout rules alone.
func (a *analysis) scores() [numDims]int {
	var out [numDims]float64
	for r := range rubric {
		if d := rubric[r].Dim; d >= 0 && (!a.supported || verticalRule(r)) {
			out[d] += a.points(r)
		}
	}
	var sc [numDims]int
	for d := range sc {
		if a.supported {
			out[d] += float64(a.str[d].points())
		}
		sc[d] = int(math.Max(0, math.Min(10, math.Floor(out[d]+0.5))))
	}
	return sc
}

// How a rule shows in its dimension's evidence.
const (
	notShown = iota
	shownFired
	shownDeducted
	shownMissing
)

func (a *analysis) result(evidence bool) Result {
	sc := a.scores()
	r := Result{Vertical: a.v, OutOf: OutOf, Dimensions: make([]Dimension, numDims)}
	for d := range sc {
		r.Dimensions[d] = Dimension{Name: dimensionNames[d], Score: sc[d]}
		r.Total += sc[d]
	}
	if evidence {
		a.addEvidence(r.Dimensions)
	}
	r.Ignored = a.ignored()
	r.Grade = Grade(r.Total)
	r.Percentile = Percentile(r.Total, a.v)
	r.Language, r.Warnings = a.code, warnings(a.code, a.supported)
	if a.supported {
		r.TopFixes = a.fixes(sc)
	} else {
		r.TopFixes = []Fix{}
	}
	return r
}

// addEvidence fills the Fired, Deducted and Missing lists of dims.
func (a *analysis) addEvidence(dims []Dimension) {
	// A rule that fired (or deducted) shows its evidence, a missing rule
	// what it earns. The evidence texts are written into one buffer and
	// the dimensions' lists cut from one slice, to allocate little.
	var shown [numRules]uint8
	n, size := 0, 0
	for i := range rubric {
		ru, h := &rubric[i], &a.hits[i]
		switch {
		case ru.Dim < 0:
			continue
		case h.frac > 0 && ru.Points < 0:
			shown[i] = shownDeducted
		case h.frac > 0:
			shown[i] = shownFired
		case ru.Points > 0 && ru.Fix != "" && dims[ru.Dim].Score <= 2 && a.applies(i) && a.typical(i) > 0:
			// Stated specifically (over 2): what more could be said is the fixes' to say.
			shown[i] = shownMissing
		default:
			continue
		}
		n++
		if shown[i] != shownMissing {
			size += a.evidenceSize(i)
		}
	}
	var b strings.Builder
	b.Grow(size)
	var from, to [numRules]int // rule i's evidence is text[from[i]:to[i]]
	for i := range rubric {
		if shown[i] == shownFired || shown[i] == shownDeducted {
			from[i] = b.Len()
			a.evidence(&b, i)
			to[i] = b.Len()
		}
	}
	text := b.String()
	all := make([]string, 0, n)
	list := func(d int, k uint8) []string {
		start := len(all)
		for i := range rubric {
			switch {
			case rubric[i].Dim != d || shown[i] != k:
			case k == shownMissing:
				all = append(all, a.earnsText(i))
			default:
				all = append(all, text[from[i]:to[i]])
			}
		}
		if len(all) == start {
			return nil
		}
		return all[start:len(all):len(all)]
	}
	for d := range dims {
		dim := &dims[d]
		dim.Fired, dim.Deducted, dim.Missing = list(d, shownFired), list(d, shownDeducted), list(d, shownMissing)
		if a.supported && dim.Score > 0 {
			dim.Fired = append([]string{a.reading(d, dim.Score)}, dim.Fired...)
		}
	}
}

// reading says how strongly dimension d reads as stated, in the rubric's
// words, and quotes the spans that state it most specifically.
func (a *analysis) reading(d, points int) string {
	band := "band.thorough"
	switch {
	case points == 0:
		return a.lang.say("band.absent")
	case points <= 2:
		band = "band.bare"
	case points <= 6:
		band = "band.specific"
	}
	var best [2]int // indexes into a.ment, -1 for none
	best[0], best[1] = -1, -1
	weight := func(k int) float32 { return a.ment[k].p[d] * (0.5 + a.ment[k].specific) }
	for k := range a.ment {
		if a.ment[k].p[d] < 0.5 {
			continue
		}
		switch {
		case best[0] < 0 || weight(k) > weight(best[0]):
			best[1], best[0] = best[0], k
		case best[1] < 0 || weight(k) > weight(best[1]):
			best[1] = k
		}
	}
	var quotes []string
	for _, k := range best {
		if k >= 0 {
			quotes = append(quotes, strconv.Quote(clip(a.d.spans[a.ment[k].span].text, 80)))
		}
	}
	if len(quotes) == 0 {
		return a.lang.say(band)
	}
	return fmt.Sprintf(a.lang.say("evidence.read"), a.lang.say(band), strings.Join(quotes, ", "))
}

// evidence writes to b what fired rule i and what it earned, quoting the
// words.
func (a *analysis) evidence(b *strings.Builder, i int) {
	h := &a.hits[i]
	b.WriteString(a.earnsText(i))
	if h.quote != "" {
		b.WriteString(": ")
		if strings.ContainsAny(h.quote, "\"\\\n\t") {
			b.WriteString(strconv.Quote(h.quote))
		} else {
			b.WriteByte('"')
			b.WriteString(h.quote)
			b.WriteByte('"')
		}
	}
	if h.words.n > 0 {
		b.WriteString(" [")
		for j, w := range h.words.shown {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(w)
		}
		if h.words.n > shownWords {
			b.WriteString(", +")
			b.WriteString(strconv.Itoa(h.words.n - shownWords))
			b.WriteString(" " + a.lang.say("evidence.more"))
		}
		b.WriteByte(']')
	}
}

// earnsText is what earns rule i's points, in the prompt's language.
func (a *analysis) earnsText(i int) string {
	if a.lang == &english {
		return a.w.earnsText[i]
	}
	return a.lang.say("earns." + rubric[i].ID)
}

// evidenceSize is about the length of rule i's evidence, a little more.
func (a *analysis) evidenceSize(i int) int {
	h := &a.hits[i]
	n := len(rubric[i].ID) + len(a.w.earnsText[i]) + 16 // " (+1.5): "
	if h.quote != "" {
		n += len(h.quote) + 4
	}
	if h.words.n > 0 {
		n += 16 // " [", ", +12 more]"
		for _, w := range h.words.shown {
			n += len(w) + 2
		}
	}
	return n
}

// ignored describes what the engine set aside, for evidence.
func (a *analysis) ignored() string {
	var parts []string
	if n := len(a.byPart[pMaterial]); n > 0 {
		parts = append(parts, fmt.Sprintf(a.lang.say("ignored.material"), n))
	}
	dups, gimmicks := 0, 0
	for _, s := range a.byPart[pFiller] {
		switch {
		case s.dup:
			dups++
		case s.cues.has[cueGimmick]:
			gimmicks++
		}
	}
	if dups > 0 {
		parts = append(parts, fmt.Sprintf(a.lang.say("ignored.repeats"), dups))
	}
	if gimmicks > 0 {
		parts = append(parts, fmt.Sprintf(a.lang.say("ignored.gimmicks"), gimmicks))
	}
	return strings.Join(parts, ", ")
}

// Optimize rewrites prompt for vertical v without a model. It keeps the
// user's sentences where they are, in their order: it sets pasted input
// apart in <input> tags where nothing delimits it, and asks for each
// component the prompt lacks with a labelled placeholder after it
// ("Audience: [who will read this ...]"). Placeholders are template slots,
// which earn nothing until the user fills them in; one that would lower
// the score as it stands is left out, and no section the prompt has is
// asked for again. After is the score of the rewrite exactly
// as returned, so it equals [Score] of Rewrite.Prompt.
func Optimize(prompt string, v Vertical) (Rewrite, error) {
	v, err := checkVertical(v)
	if err != nil {
		return Rewrite{}, err
	}
	a := analyze(prompt, v, defaultWeights, true)
	defer a.release()
	before := a.result(true)
	if a.d.fromJSON {
		// Keep a JSON prompt valid JSON: no layout, no placeholders.
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	body, changes := a.setApart()
	compose := func(lines []string) string {
		if len(lines) == 0 {
			return body
		}
		return strings.TrimSpace(body + "\n\n" + strings.Join(lines, "\n"))
	}
	lines, changes := keptAsks(a.asks(), changes, before.Total, compose, totalOf(v))
	out := compose(lines)
	if len(changes) == 0 {
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	b := analyze(out, v, defaultWeights, true)
	after := b.result(true)
	b.release()
	if after.Total < before.Total {
		// Setting the input apart would cost what the prompt earns as it
		// stands: leave it as it is.
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	return Rewrite{Prompt: out, Changes: changes, Before: before, After: after}, nil
}

// totalOf returns the function that scores a text's total for vertical v.
func totalOf(v Vertical) func(string) int {
	return func(text string) int {
		a := analyze(text, v, defaultWeights, false)
		defer a.release()
		total := 0
		for _, x := range a.scores() {
			total += x
		}
		return total
	}
}

// OptimizeChat is [Optimize] for a chat: the placeholders go at the end of
// the system message (one is added first when the chat has none), so the
// rewrite is still a chat with its turns as they were. Rewrite.Prompt is
// the rewritten chat as [ChatPrompt] renders it.
func OptimizeChat(msgs []Message, v Vertical) ([]Message, Rewrite, error) {
	v, err := checkVertical(v)
	if err != nil {
		return nil, Rewrite{}, err
	}
	prompt := ChatPrompt(msgs)
	a := analyze(prompt, v, defaultWeights, true)
	defer a.release()
	before := a.result(true)
	i := slices.IndexFunc(msgs, func(m Message) bool { return m.Role == "system" || m.Role == "developer" })
	with := func(lines []string) []Message {
		out := append([]Message(nil), msgs...)
		if i < 0 {
			out = append([]Message{{Role: "system"}}, out...)
		}
		k := max(i, 0)
		out[k].Content = strings.TrimSpace(out[k].Content + "\n\n" + strings.Join(lines, "\n"))
		return out
	}
	lines, changes := keptAsks(a.asks(), nil, before.Total, func(lines []string) string {
		return ChatPrompt(with(lines))
	}, totalOf(v))
	if len(changes) == 0 {
		return msgs, Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	out := with(lines)
	text := ChatPrompt(out)
	b := analyze(text, v, defaultWeights, true)
	after := b.result(true)
	b.release()
	if after.Total < before.Total {
		return msgs, Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	return out, Rewrite{Prompt: text, Changes: changes, Before: before, After: after}, nil
}
