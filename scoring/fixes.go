package scoring

import (
	"fmt"
	"math"
	"strings"
)

// fixes returns the fixes this prompt needs, most needed first: at most
// three, fewer when fewer are needed, none when the prompt is fine for
// its purpose. Which components a prompt needs is read by the need model
// (fixes_needs.go), fit on what careful readers say prompts need; a component
// the prompt states specifically is never asked for. A component the
// prompt lacks is added (the entry rule of its dimension); one it states
// barely is sharpened by the rule with the most left to earn. Fixes never
// quote the prompt into a sentence of their own.
func (a *analysis) fixes(sc [numDims]int) []Fix {
	top := make([]Fix, 0, 3)
	for _, d := range wanted(&a.str, a.needed()) {
		r := a.fixRule(d)
		if r < 0 {
			continue
		}
		top = append(top, Fix{Dimension: dimensionNames[d], Gain: a.gain(d, sc[d]), Action: a.action(r)})
	}
	return top
}

// stated reports whether the prompt more likely states dimension d's
// component than not, however barely.
func (a *analysis) stated(d int) bool { return a.str[d].points() > 0 }

// fixRule is the rule whose fix improves dimension d: its entry rule when
// the component is missing, else the rule with the most left to earn.
func (a *analysis) fixRule(d int) int {
	if !a.stated(d) && d != dClarity && d != dSpecificity {
		return entryRule[d]
	}
	best, bestLeft := -1, 0.0
	for r := range rubric {
		ru := &rubric[r]
		if ru.Dim != d || ru.Points <= 0 || ru.Fix == "" || !a.applies(r) || r == entryRule[d] && d != dClarity && d != dSpecificity {
			continue
		}
		if r == rLength && a.lengthStated() {
			continue // a length given in the task is there already
		}
		if l := float64(ru.Points) * (1 - a.hits[r].frac) * max(a.typical(r), 0.1); l > bestLeft {
			best, bestLeft = r, l
		}
	}
	return best
}

// gain is the points a fix of dimension d would bring: the component
// stated specifically, or one step more where it already is.
func (a *analysis) gain(d, points int) int {
	target := max(1.5, math.Floor(a.str[d].scale)+1)
	return max(1, pointsOf(min(target, 3))-points)
}

// entryRule is the rule whose fix adds a missing component.
var entryRule = [numDims]int{
	dClarity: rTask, dSpecificity: rDetail, dContext: rAudience, dConstraints: rConstraintStated,
	dOutputFormat: rShape, dRole: rRoleStated, dExamples: rExampleGiven, dCoT: rReasonSteps,
}

// typical is the share of a rule's points one sentence of real content
// usually earns.
func (a *analysis) typical(r int) float64 {
	// A typical added requirement, format instruction or step has a
	// couple of specific words: about two thirds of its points.
	const share = 2.0 / 3
	switch r {
	case rConstraintSpecific:
		return a.added(r, 2*share, a.w.CapRequire) // two requirements
	case rFormatSpecific:
		return a.added(r, share, a.w.CapFormat)
	case rReasonSpecific:
		return a.added(r, 3*share, a.w.CapStep) // three steps
	case rExampleContent:
		return 0.5
	case rExampleLabelled:
		return 0
	case rDetail, rPinned:
		return 0.5
	case rSituation:
		return 0.25 // a sentence about the audience says a little about the situation
	case rPurpose, rReference:
		return 0
	case rRoleDomain:
		return 0.6
	case rAudience:
		return 0.75
	case rAskQuestions, rTemplate, rPrimer, rWorked, rExamplesSeveral, rScratch, rVerify,
		rDelimiters, rSections, rFocus, rQuantity, rDepth, rRoleSetting, rStyle, rScope, rOpen:
		return 0 // worth doing, but not what to do first
	}
	return 1
}

// added is the share of rule r's points that adding amount to what the
// prompt has earns, where full is the amount that earns them all.
func (a *analysis) added(r int, amount, full float64) float64 {
	have := math.Expm1(a.hits[r].frac * math.Log1p(full)) // the amount the prompt has
	return grow(have+amount, full) - a.hits[r].frac
}

// followUp reports a task that refers to an earlier turn: "Now make it
// shorter.", "Translate that into French."
func (a *analysis) followUp() bool {
	m := a.main
	if m == nil || len(a.byPart[pMaterial]) > 0 || a.d.slots > 0 {
		return false
	}
	// The pronoun is the object ("make it", "translate that") or ends the
	// request ("... like before").
	pronoun := func(i int) bool {
		if i < 0 || i >= len(m.toks) {
			return false
		}
		switch m.toks[i].low {
		case "that", "this", "these", "those":
			// "Summarize this text" names its input; "Make this shorter"
			// points back.
			return i+1 == len(m.toks) || m.toks[i+1].cls&(cMaterial|cDeliverable) == 0
		case "it", "them", "above", "previous", "again", "before", "instead":
			return true
		}
		return false
	}
	return len(m.toks) <= 8 && (pronoun(m.verb+1) || pronoun(len(m.toks)-1))
}

// lookup reports a short question of fact: "Who wrote Hamlet?"
func (a *analysis) lookup() bool {
	m := a.main
	return m != nil && isQuestion(m) && len(a.byPart[pTask]) == 1 && contentWords(m) <= 4 && !a.needsReasoning()
}

// taskWords counts the words of the task that are not stop words.
func (a *analysis) taskWords() int {
	n := 0
	for _, s := range a.tasks {
		for i := range s.toks {
			if s.toks[i].cls&cStop == 0 {
				n++
			}
		}
	}
	return n
}

// needsReasoning: problems to work out, decisions, analyses; not a poem, a
// translation or a lookup.
func (a *analysis) needsReasoning() bool {
	if a.main == nil || a.taskWords() < 4 || a.answerOnly() {
		return false
	}
	for _, s := range a.tasks {
		for i := range s.toks {
			if a.lang.taskIs(s.toks[i].low, "reason") {
				return true
			}
			if s.toks[i].kind == tNumber && (strings.HasSuffix(s.text, "?") || strings.HasSuffix(s.text, "？")) {
				return true
			}
		}
	}
	return false
}

// needsExamples: tasks whose output has a form or style to copy.
func (a *analysis) needsExamples() bool {
	if a.main == nil || a.taskWords() < 4 {
		return false
	}
	for _, s := range a.tasks {
		for i := range s.toks {
			if a.lang.taskIs(s.toks[i].low, "example") {
				return true
			}
		}
	}
	return false
}

// action phrases rule r's fix for this prompt.
func (a *analysis) action(r int) string {
	f := rubric[r].Fix
	if a.lang != &english {
		f = a.lang.say("fix." + rubric[r].ID)
	}
	if !strings.Contains(f, "%") {
		return f
	}
	var arg string
	switch r {
	case rTask:
		arg = a.taskExample()
	case rDirect:
		arg = quote(a.main, 0, int(a.main.cues.at[cuePolite])+2)
	case rNegative, rVague, rFiller, rVagueWords:
		arg = a.hits[r].quote
	case rQuantity:
		arg = a.lang.say("quantity.example")
	case rAudience:
		arg = fmt.Sprintf(a.lang.say("audience.for"), a.audienceHint())
	case rConstraintStated:
		arg = a.constraintHint()
	case rLength:
		arg = a.lengthHint()
	case rFormatStated, rShape:
		arg = a.shapeHint()
	case rRoleStated, rRoleDomain:
		arg = fmt.Sprintf(a.lang.say("role.youare"), a.roleHint())
	case rExampleGiven:
		arg = a.lang.say("example.io")
	case rReasonStated, rReasonSteps:
		arg = a.stepsHint()
	}
	out := fmt.Sprintf(f, arg)
	return strings.Replace(out, ".\".", ".\"", 1)
}

// kind is the kind of deliverable the task asks for ("email", "code"),
// by the words of kinds in the prompt's language, or "".
func (a *analysis) kind() string {
	m := a.main
	if m == nil {
		return ""
	}
	for i := range m.toks {
		if i > 0 && inputPointers[m.toks[i-1].low] {
			continue // "Summarize the report": the report is the input
		}
		if i == m.verb {
			continue
		}
		if k := a.lang.kindOf(m.toks[i].low); k != "" {
			return k
		}
		if a.lang == &english {
			continue
		}
		if k := english.kindOf(m.toks[i].low); k != "" {
			return k
		}
	}
	return ""
}

// say returns the sentence of key for the prompt's language, trying key
// "<key>.<kind>" first when kind is set: "length.email".
func (a *analysis) say(key, kind string) string {
	if kind != "" {
		if t := a.lang.say(key + "." + kind); t != "" {
			return t
		}
	}
	return a.lang.say(key + ".default")
}

// roleHint suggests a role from the prompt's domain: the domain most of
// its words belong to, when at least two do (one word, "job" or "story",
// names a domain too often by chance), then the deliverable's maker, and
// otherwise no specialty at all, only its place.
func (a *analysis) roleHint() string {
	if d := a.domain(); d >= 0 {
		return a.lang.domains[d].role
	}
	if k := a.kind(); k != "" {
		if r := a.lang.say("role." + k); r != "" {
			return r
		}
	}
	return a.lang.say("role.unknown")
}

// domain is the index of the domain in the prompt's language that most of
// its words belong to, when at least two do (one word, "job" or "story",
// names a domain too often by chance), or one in a short prompt; else -1.
func (a *analysis) domain() int {
	hits := make([]int, len(a.lang.domains))
	words := 0
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if s.part == pMaterial || s.part == pExample {
			continue
		}
		for i := range s.toks {
			// No domain word is a stop word, so the commonest words
			// need no lookup.
			if s.toks[i].cls&cStop != 0 {
				continue
			}
			words++
			// The subject decides over the deliverable: "a blog post
			// about Bitcoin" is for a crypto analyst, not an editor.
			if d := a.lang.domainOf(s.toks[i].low); d >= 0 && s.toks[i].cls&cDeliverable == 0 {
				hits[d]++
			}
		}
	}
	best := 0
	for d := range hits {
		if hits[d] > hits[best] {
			best = d
		}
	}
	if len(hits) > 0 && (hits[best] >= 2 || hits[best] == 1 && words <= 12) {
		return best
	}
	return -1
}

// domainRole is the English role of the prompt's domain, which says what
// audience fits it whatever the language; "" when there is none.
func (a *analysis) domainRole() string {
	if d := a.domain(); d >= 0 && d < len(english.domains) {
		return english.domains[d].role
	}
	return ""
}

// audienceHint suggests an audience to name.
func (a *analysis) audienceHint() string {
	switch a.v {
	case Content:
		return a.lang.say("audience.content")
	case Research:
		return a.lang.say("audience.research")
	case Crypto:
		return a.lang.say("audience.crypto")
	}
	// By the role the task fits, read off the English domain's role.
	switch role := a.domainRole(); {
	case strings.Contains(role, "software") || strings.Contains(role, "database"):
		return a.lang.say("audience.developer")
	case strings.Contains(role, "teacher") || strings.Contains(role, "tutor"):
		return a.lang.say("audience.students")
	case strings.Contains(role, "physician") || strings.Contains(role, "clinical") || strings.Contains(role, "dietitian"):
		return a.lang.say("audience.lay")
	case strings.Contains(role, "copywriter") || strings.Contains(role, "marketing"):
		return a.lang.say("audience.customers")
	case strings.Contains(role, "crypto") || strings.Contains(role, "financial"):
		return a.lang.say("audience.investors")
	}
	return a.lang.say("audience.default")
}

// constraintHint suggests a requirement that fits the deliverable, and
// no length when the prompt already gives one.
func (a *analysis) constraintHint() string {
	k := a.kind()
	hint := a.say("constraint", k)
	if l := a.lang.say("lengthand." + k); l != "" && k != "" && !a.lengthStated() {
		return fmt.Sprintf(l, hint)
	}
	return hint
}

// lengthStated reports a measurable length anywhere in the prompt.
func (a *analysis) lengthStated() bool {
	for i := range a.d.spans {
		if s := &a.d.spans[i]; s.part != pMaterial && s.part != pExample && lengthGiven(s) {
			return true
		}
	}
	return false
}

// lengthHint suggests a measurable length that fits the deliverable.
func (a *analysis) lengthHint() string {
	return a.say("length", a.kind())
}

// shapeHint suggests an output shape that fits the deliverable and agrees
// with what the prompt already says (a count asked for becomes a list).
func (a *analysis) shapeHint() string {
	switch {
	case a.answerOnly():
		return a.lang.say("shape.answeronly")
	case a.hits[rQuantity].frac > 0:
		return a.lang.say("shape.list")
	case a.refusesLists():
		return a.lang.say("shape.prose")
	}
	if k := a.kind(); k != "" {
		if t := a.lang.say("shape." + k); t != "" {
			return t
		}
	}
	if a.needsReasoning() {
		return a.lang.say("shape.reasons")
	}
	return a.lang.say("shape.default")
}

// refusesLists reports a prompt that asks for prose or forbids lists
// ("no bullet points", "write flowing prose").
func (a *analysis) refusesLists() bool {
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if s.part == pMaterial || s.part == pExample {
			continue
		}
		for j := range s.toks {
			switch s.toks[j].low {
			case "prose":
				return true
			case "list", "lists", "bullet", "bullets", "bullet-points", "table", "tables":
				if s.cues.has[cueNegation] || startsNegative(s) {
					return true
				}
			}
		}
	}
	return false
}

// stepsHint suggests reasoning steps that fit the kind of task: a fault
// to find, options to weigh, a problem to compute, or a text to label.
func (a *analysis) stepsHint() string {
	return a.say("steps", a.taskKind())
}

// taskKind is the kind of problem the task's verbs name, for the steps a
// fix suggests.
func (a *analysis) taskKind() string {
	for _, s := range a.tasks {
		for i := range s.toks {
			for _, k := range taskKeys[2:] {
				if a.lang.taskIs(s.toks[i].low, k) {
					return k
				}
			}
		}
	}
	return ""
}

// answerOnly reports a prompt that asks for the answer alone: "Answer
// with the label only", "nothing else", "no explanation". Reasons and
// steps would contradict it.
func (a *analysis) answerOnly() bool {
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if s.part == pMaterial || s.part == pExample {
			continue
		}
		if s.cues.has[cueOnly] {
			return true
		}
		for j := 0; j+1 < len(s.toks); j++ {
			if (s.toks[j].low == "no" || s.toks[j].low == "without") && strings.HasPrefix(s.toks[j+1].low, "explanation") {
				return true
			}
			// "Answer with the label only", "the category alone"
			if w := s.toks[j+1].low; (w == "only" || w == "alone") && answerNouns[s.toks[j].stem()] {
				return true
			}
		}
	}
	return false
}

// answerNouns name an answer that stands alone: "the label only".
var answerNouns = map[string]bool{"label": true, "category": true, "answer": true, "number": true, "word": true,
	"name": true, "letter": true, "score": true, "class": true, "json": true, "code": true, "result": true, "value": true}

// taskExample is an instruction of the deliverable's kind, to show what a
// task stated as one instruction looks like.
func (a *analysis) taskExample() string {
	return a.say("task", a.kind())
}
