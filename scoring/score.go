package scoring

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// analyze reads prompt in the language it is written in.
func analyze(prompt string, v Vertical, w *weights, evidence bool) *analysis {
	code := detect(prompt)
	l := languageOf(code)
	ok := l != nil
	if !ok {
		l = &english
	}
	a := lexFor(l.code).analyze(prompt, v, w, evidence)
	a.lang, a.code, a.supported = l, code, ok
	if !ok {
		// Words of a language the engine does not read say nothing it
		// can weigh: only the layout counts.
		for r := range a.hits {
			if !layoutRule[r] {
				a.hits[r] = hit{}
			}
		}
	}
	return a
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

// points is what rule r adds to (or takes from) its dimension.
func (a *analysis) points(r int) float64 {
	return a.w.points[r] * a.hits[r].frac
}

// scores are each dimension's points: they follow its strength, plus
// what the vertical's own rules earn (the readers' labels, all general,
// say nothing of them). A prompt in a language the engine does not read
// is scored by its layout rules alone.
func (a *analysis) scores() [numDims]int {
	var out, raw [numDims]float64
	for r := range rubric {
		d := rubric[r].Dim
		switch {
		case d < 0:
		case !a.supported:
			raw[d] += a.points(r)
		case verticalRule(r):
			out[d] += a.points(r)
		}
	}
	var sc [numDims]int
	for d := range sc {
		if a.supported {
			out[d] += float64(a.str[d].points())
		} else {
			out[d] = raw[d]
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
		case ru.Points > 0 && ru.Fix != "" && a.applies(i) && a.typical(i) > 0:
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
		if dim.Score > 2 {
			dim.Missing = nil // stated specifically: what more could be said is the fixes' to say
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
	return a.w.fill(a.lang.say("earns." + rubric[i].ID))
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

// earns is rule i's Earns text with the weights it names replaced by
// their values: "all of them at CapRequire" reads "all of them at 20".
func (w *weights) earns(i int) string { return w.fill(rubric[i].Earns) }

// fill replaces the names of weights in t by their values.
func (w *weights) fill(t string) string {
	for _, n := range [...]struct {
		name string
		v    float64
	}{{"CapSituate", w.CapSituate}, {"CapRequire", w.CapRequire}, {"CapFormat", w.CapFormat},
		{"CapExample", w.CapExample}, {"CapStep", w.CapStep}, {"CapDetail", w.CapDetail}} {
		t = strings.Replace(t, n.name, strconv.FormatFloat(n.v, 'g', -1, 64), 1)
	}
	return t
}

// appendTenths appends x rounded to one decimal: 1.25 is "1.3", -1 is "-1.0".
func appendTenths(b []byte, x float64) []byte {
	n := int64(math.Round(math.Abs(x) * 10))
	if x < 0 && n > 0 {
		b = append(b, '-')
	}
	b = strconv.AppendInt(b, n/10, 10)
	return append(b, '.', byte('0'+n%10))
}

// applies reports whether a missing rule is worth naming for this prompt:
// a vertical's rules only in that vertical.
func (a *analysis) applies(i int) bool {
	id := rubric[i].ID
	switch {
	case strings.HasPrefix(id, "research."):
		return a.v == Research
	case strings.HasPrefix(id, "crypto."):
		return a.v == Crypto
	case strings.HasPrefix(id, "content."):
		return a.v == Content
	}
	return true
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
