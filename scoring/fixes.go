package scoring

import (
	"fmt"
	"sort"
	"strings"
)

// fixes returns the three most valuable fixes: for each dimension, the
// rule with the most points left that a sentence of real content would
// earn, phrased for this prompt. A component the task does not need
// (reasoning steps for a lookup, examples for a short question) is not
// suggested, nor is anything the prompt already has.
// A dimension scored at least enough is not worth a fix; the rewrite asks
// with a placeholder only for one scored below weak, since a placeholder
// in a prompt that already has the component would be noise.
const (
	enough = 6
	weak   = 3
)

func (a *analysis) fixes(sc [numDims]int) []Fix {
	var out []Fix
	var rules []int
	for d := 0; d < numDims; d++ {
		if sc[d] >= enough || !a.needs(d) {
			continue // present and specific enough, or not needed
		}
		best, bestLeft, left := -1, 0.0, 0.0
		for r := range rubric {
			ru := &rubric[r]
			if ru.Dim != d || ru.Points <= 0 || !a.applies(r) || r == rLength && a.lengthStated() {
				continue // a length given in the task is there already
			}
			l := float64(ru.Points) * (1 - a.hits[r].frac) * a.typical(r)
			left += l
			if ru.Fix != "" && l > bestLeft {
				best, bestLeft = r, l
			}
		}
		gain := int(min(left, float64(10-sc[d])) + 0.5)
		if best < 0 || gain < 1 {
			continue
		}
		if sc[d] == 0 {
			// The component is missing: say to add it, not to refine it.
			if e := entryRule[d]; e >= 0 {
				best = e
			}
		}
		out = append(out, Fix{Dimension: dimensionNames[d], Gain: gain})
		rules = append(rules, best)
	}
	order := make([]int, len(out))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return out[order[i]].Gain > out[order[j]].Gain })
	top := make([]Fix, 0, 3)
	for _, i := range order[:min(3, len(order))] {
		f := out[i]
		f.Action = a.action(rules[i]) // phrased only for the fixes returned
		top = append(top, f)
	}
	return top
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
		return 2 * share * a.w.PerRequire / a.w.points[r] // two requirements
	case rFormatSpecific:
		return 1 * share * a.w.PerFormat / a.w.points[r]
	case rReasonSpecific:
		return 3 * share * a.w.PerStep / a.w.points[r] // three steps
	case rExampleContent:
		return 0.5
	case rExampleLabelled:
		return 0
	case rDetail, rConcrete:
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
		rDelimiters, rSections, rFocus, rQuantity, rDepth, rRoleSetting, rStyle, rScope:
		return 0 // worth doing, but not what to do first
	}
	return 1
}

// needs reports whether the task calls for dimension d at all.
func (a *analysis) needs(d int) bool {
	switch d {
	case dCoT:
		return a.needsReasoning()
	case dExamples:
		return a.needsExamples()
	case dClarity:
		return true
	case dSpecificity:
		return !a.followUp()
	}
	// A follow-up ("Now make it shorter.") or a lookup ("Who wrote
	// Hamlet?") needs nothing more.
	return !a.followUp() && !a.lookup()
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
		case "it", "that", "this", "them", "those", "above", "previous", "again", "before", "instead":
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
	if a.main == nil || a.taskWords() < 4 {
		return false
	}
	for _, s := range a.tasks {
		for i := range s.toks {
			t := s.toks[i].low
			for _, w := range reasoningWords {
				if t == w {
					return true
				}
			}
			if s.toks[i].kind == tNumber && strings.HasSuffix(s.text, "?") {
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
			for _, w := range exampleTasks {
				if s.toks[i].low == w {
					return true
				}
			}
		}
	}
	return false
}

// action phrases rule r's fix for this prompt.
func (a *analysis) action(r int) string {
	f := rubric[r].Fix
	if !strings.Contains(f, "%") {
		return f
	}
	var arg string
	switch r {
	case rTask:
		arg = "Explain " + a.topic() + " in three short paragraphs."
	case rObject:
		arg = a.main.text
	case rDirect:
		arg = quote(a.main, 0, int(a.main.cues.at[cuePolite])+2)
	case rDelimiters:
		arg = a.topic()
	case rNegative, rVague, rFiller, rVagueWords:
		arg = a.hits[r].quote
	case rDetail:
		arg = a.topic()
	case rFocus:
		arg = "the part of " + a.topic() + " you care about most"
	case rQuantity:
		arg = a.deliverable(true)
	case rAudience:
		arg = "for " + a.audienceHint()
	case rConstraintStated:
		arg = a.constraintHint()
	case rLength:
		arg = a.lengthHint()
	case rFormatStated, rShape:
		arg = a.shapeHint()
	case rRoleStated, rRoleDomain:
		arg = "You are " + a.roleHint() + "."
	case rRoleTask:
		arg = "helps with " + a.topic()
	case rExampleGiven:
		arg = "Input: ... Output: ..."
	case rReasonStated, rReasonSteps:
		arg = a.stepsHint()
	}
	out := fmt.Sprintf(f, arg)
	return strings.Replace(out, ".\".", ".\"", 1)
}

// topic is the task's object: the words after its verb, or the first
// content words of the prompt.
func (a *analysis) topic() string {
	s := a.main
	if s == nil {
		if d := a.byPart[pDetail]; len(d) > 0 {
			s = d[0]
		} else if len(a.d.spans) > 0 {
			s = &a.d.spans[0]
		} else {
			return "the topic"
		}
	}
	from := s.verb + 1
	for from < len(s.toks) && s.toks[from].cls&cStop != 0 {
		from++
	}
	if from >= len(s.toks) {
		return "the topic"
	}
	return strings.TrimRight(quote(s, from, min(6, phraseEnd(s, from)-from)), ".?!,")
}

// deliverable names what the task produces ("subject lines"), plural when
// asked.
func (a *analysis) deliverable(plural bool) string {
	if m := a.main; m != nil {
		for i := range m.toks {
			t := &m.toks[i]
			if i > 0 && inputPointers[m.toks[i-1].low] {
				continue // "Summarize the report": the report is the input
			}
			if t.cls&cDeliverable != 0 && i != m.verb {
				w := t.low
				if plural && !strings.HasSuffix(w, "s") {
					w += "s"
				}
				return w
			}
		}
	}
	if plural {
		return "items"
	}
	return "answer"
}

// countedThing is what the task asks a number of, singular: "three email
// subject lines" gives "subject line".
func (a *analysis) countedThing() string {
	m := a.main
	if m == nil {
		return "item"
	}
	for i := range m.toks {
		t := &m.toks[i]
		if t.kind != tNumber && t.cls&cNumber == 0 || t.low == "one" || t.low == "first" {
			continue
		}
		j := i + 1
		for j < len(m.toks) && m.toks[j].cls&cStop == 0 && m.toks[j].kind == tWord {
			j++
		}
		if j-i < 2 {
			break
		}
		from := max(i+1, j-2)
		words := make([]string, 0, 2)
		for k := from; k < j; k++ {
			words = append(words, m.toks[k].low)
		}
		last := len(words) - 1
		words[last] = singular(words[last])
		return strings.Join(words, " ")
	}
	return "item"
}

func singular(w string) string {
	switch {
	case strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ses"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "ches"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "is") && !strings.HasSuffix(w, "us"):
		return w[:len(w)-1]
	}
	return w
}

// roleHint suggests a role from the task's domain.
func (a *analysis) roleHint() string {
	best := len(domains)
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
			if d, ok := domainOf[s.toks[i].low]; ok && d < best {
				best = d
			}
		}
	}
	if best < len(domains) {
		r := domains[best].role
		return article(r) + " " + r
	}
	if r := deliverableRoles[a.deliverable(false)]; r != "" {
		return article(r) + " " + r
	}
	if n := a.subject(); n != "" {
		return "a specialist in " + n
	}
	return "a specialist in this subject"
}

// subject is the task's first specific word that names a thing: a noun
// or name, not a verb ("vaccines" in "Explain how vaccines train ...").
func (a *analysis) subject() string {
	m := a.main
	if m == nil {
		return ""
	}
	for i := range m.toks {
		t := &m.toks[i]
		if a.weight(m, i) > 0 && t.kind != tNumber && t.cls&(cTaskVerb|cThink|cOutVerb) == 0 && !strings.HasSuffix(t.low, "ing") {
			return m.word(i)
		}
	}
	return ""
}

func article(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}

// audienceHint suggests an audience to name.
func (a *analysis) audienceHint() string {
	switch a.v {
	case Content:
		return "first-time buyers who know the brand but not the product"
	case Research:
		return "policy makers who need the evidence, not the jargon"
	case Crypto:
		return "retail investors new to on-chain data"
	}
	switch role := a.roleHint(); {
	case strings.Contains(role, "software") || strings.Contains(role, "database"):
		return "a junior developer on my team who knows the basics"
	case strings.Contains(role, "teacher") || strings.Contains(role, "tutor"):
		return "8th-grade students meeting this for the first time"
	case strings.Contains(role, "physician") || strings.Contains(role, "clinical") || strings.Contains(role, "dietitian"):
		return "adults with no medical training"
	case strings.Contains(role, "copywriter") || strings.Contains(role, "marketing"):
		return "customers who bought from us before"
	case strings.Contains(role, "crypto") || strings.Contains(role, "financial"):
		return "readers who have never bought a stock or a coin"
	}
	return "[who will read it], who already know [what]"
}

// constraintHint suggests a requirement that fits the deliverable, and
// no length when the prompt already gives one.
func (a *analysis) constraintHint() string {
	hint, length := "cover only [what matters], and say so if you are unsure", ""
	switch a.deliverable(false) {
	case "function", "code", "script", "program", "query", "command", "regex", "sql", "module", "class":
		hint = "use only the standard library and handle empty input"
	case "post", "tweet", "caption", "ad", "slogan", "tagline", "headline", "title", "titles":
		hint = "mention the product name once and avoid hashtags"
	case "email", "letter", "message", "note", "memo":
		hint, length = "end with one clear request", "keep it under 150 words and "
	case "summary", "abstract":
		hint = "keep every figure exactly as in the source"
	case "blog", "article", "essay", "report", "newsletter", "guide":
		hint, length = "give a source for every figure", "keep it under 800 words and "
	case "haiku":
		hint = "build it around one concrete image and avoid the word 'leaves'"
	case "story", "poem", "song", "lyrics":
		hint, length = "end on an image, not a moral", "keep it under 300 words and "
	case "plan", "itinerary", "agenda", "schedule":
		hint = "fit a budget of [amount] and leave one free afternoon"
	}
	if a.lengthStated() {
		return hint
	}
	return length + hint
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
	switch a.deliverable(false) {
	case "tweet", "post", "caption":
		return "under 280 characters"
	case "email", "letter", "message", "note", "memo":
		return "under 150 words"
	case "summary", "abstract", "paragraph", "description":
		return "3 to 5 sentences"
	case "essay", "article", "blog", "report":
		return "about 800 words"
	case "function", "code", "script", "query", "command":
		return "one function under 40 lines"
	}
	return "under 200 words"
}

// shapeHint suggests an output shape that fits the deliverable and agrees
// with what the prompt already says (a count asked for becomes a list).
func (a *analysis) shapeHint() string {
	if a.hits[rQuantity].frac > 0 {
		return "a numbered list, one " + a.countedThing() + " per line"
	}
	if a.refusesLists() {
		return "plain paragraphs, and how many"
	}
	switch a.deliverable(false) {
	case "poem", "haiku", "sonnet", "limerick", "song", "lyrics":
		return "the poem alone, with a title and no commentary"
	case "story", "screenplay", "dialogue", "speech":
		return "the text alone, with a title and no commentary"
	case "function", "code", "script", "program", "module":
		return "one fenced code block, then three bullet points on how it works"
	case "query", "sql", "command", "regex":
		return "the query in a code block, then one sentence on what it does"
	case "email", "letter":
		return "a subject line, then the body, then a one-line sign-off"
	case "comparison":
		return "a table with one row per option and columns for cost, risk and fit"
	case "post", "tweet", "caption", "slogan", "tagline", "headline", "title":
		return "the text only, no preamble"
	case "essay", "article", "blog", "report":
		return "a title, three sections with headings, and a two-line summary"
	case "plan", "itinerary", "agenda", "schedule":
		return "a table with one row per day and columns for time, activity and cost"
	}
	if a.needsReasoning() {
		return "the answer in one sentence, then the reasons as bullet points"
	}
	return "three short paragraphs with a one-line summary first"
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

// stepsHint suggests reasoning steps for this task.
func (a *analysis) stepsHint() string {
	return "First list what the problem gives you, then work out each part in order, then check the result before you answer"
}
