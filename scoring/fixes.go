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
func (a *analysis) fixes(sc [numDims]int) []Fix {
	var out []Fix
	for d := 0; d < numDims; d++ {
		if sc[d] >= 10 || !a.needs(d) {
			continue
		}
		best, bestLeft, left := -1, 0.0, 0.0
		for r := range rubric {
			ru := &rubric[r]
			if ru.Dim != d || ru.Points <= 0 || !a.applies(r) {
				continue
			}
			l := float64(ru.Points) * (1 - a.hits[r].frac) * typical(r)
			left += l
			if ru.Fix != "" && l > bestLeft {
				best, bestLeft = r, l
			}
		}
		gain := int(min(left, float64(10-sc[d])) + 0.5)
		if best < 0 || gain < 1 {
			continue
		}
		out = append(out, Fix{Dimension: dimensionNames[d], Gain: gain, Action: a.action(best)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Gain > out[j].Gain })
	if len(out) > 3 {
		out = out[:3]
	}
	return out
}

// typical is the share of a rule's points one sentence of real content
// usually earns.
func typical(r int) float64 {
	switch r {
	case rConstraintSpecific, rFormatSpecific, rExampleContent, rReasonSpecific, rSituation:
		return 0.5
	case rDetail, rRoleDomain, rAudience, rPurpose:
		return 0.75
	case rAskQuestions, rTemplate, rPrimer, rWorked, rExamplesSeveral, rScratch, rVerify:
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
	case dClarity, dSpecificity:
		return true
	}
	// A short follow-up ("Now make it shorter.") needs nothing more.
	return a.contentWords() >= 4 || a.main == nil
}

func (a *analysis) contentWords() int {
	n := 0
	for _, s := range a.byPart[pTask] {
		for i := range s.toks {
			if s.toks[i].cls&cStop == 0 {
				n++
			}
		}
	}
	return n
}

var reasoningWords = strings.Fields("solve calculate compute prove derive debug diagnose troubleshoot analyze analyse compare evaluate assess decide determine plan estimate optimize recommend choose why how which should classify rank justify")

// needsReasoning: problems to work out, decisions, analyses; not a poem, a
// translation or a lookup.
func (a *analysis) needsReasoning() bool {
	if a.main == nil || a.contentWords() < 4 {
		return false
	}
	for _, s := range a.byPart[pTask] {
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

var exampleTasks = strings.Fields("classify categorize categorise label tag extract convert transform format rewrite paraphrase generate write draft create translate summarize summarise tweet post caption slogan tagline title headline name names ideas questions")

// needsExamples: tasks whose output has a form or style to copy.
func (a *analysis) needsExamples() bool {
	if a.main == nil || a.contentWords() < 4 {
		return false
	}
	for _, s := range a.byPart[pTask] {
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
	return fmt.Sprintf(f, arg)
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
	from := headVerb(s) + 1
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
			if t.cls&cDeliverable != 0 && i != headVerb(m) {
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

// domains map words of a task to a role that fits it. The first domain
// with a hit wins, so subjects come before deliverables.
var domains = []struct {
	words []string
	role  string
}{
	{strings.Fields("fasting trial trials clinical randomized meta-analysis cohort placebo"), "clinical researcher who appraises trial evidence"},
	{strings.Fields("diet nutrition calories protein meal meals vitamin nutritional"), "registered dietitian"},
	{strings.Fields("symptom symptoms disease diagnosis medication medical patient doctor health"), "physician"},
	{strings.Fields("contract lease clause liability legal law lawyer tenant landlord gdpr court lawsuit copyright"), "lawyer who specializes in this area of law"},
	{strings.Fields("tax taxes irs deduction deductions accountant accounting"), "tax accountant"},
	{strings.Fields("bitcoin ethereum crypto cryptocurrency token blockchain defi nft wallet solana stablecoin"), "crypto market analyst"},
	{strings.Fields("invest investment investing stock stocks bond bonds portfolio budget finance financial revenue loan mortgage"), "financial analyst"},
	{strings.Fields("sql query database schema table postgres mysql sqlite"), "database engineer"},
	{strings.Fields("python javascript typescript java golang rust c++ ruby php kotlin swift bash shell"), "senior software engineer"},
	{strings.Fields("code function bug debug api script program algorithm regex git docker kubernetes backend frontend"), "senior software engineer"},
	{strings.Fields("data dataset csv spreadsheet statistics statistical regression metrics dashboard"), "data analyst"},
	{strings.Fields("equation integral derivative algebra geometry probability calculus theorem proof math maths"), "mathematics teacher"},
	{strings.Fields("physics chemistry biology photosynthesis cell molecule quantum climate ecosystem evolution"), "science teacher"},
	{strings.Fields("history war empire century revolution ancient medieval historical"), "historian"},
	{strings.Fields("marketing campaign brand seo advertising ad ads audience launch customers sales"), "marketing strategist"},
	{strings.Fields("resume cv interview career job hiring recruiter"), "career coach"},
	{strings.Fields("lesson students curriculum classroom teach teaching quiz"), "teacher"},
	{strings.Fields("recipe cook cooking bake baking ingredients dish"), "chef"},
	{strings.Fields("trip travel itinerary vacation hotel flight"), "travel planner"},
	{strings.Fields("workout exercise training fitness running marathon"), "certified personal trainer"},
	{strings.Fields("story novel fiction character plot poem poetry haiku lyrics screenplay"), "fiction writer"},
	{strings.Fields("blog post article essay newsletter copy headline tweet linkedin"), "editor"},
}

// roleHint suggests a role from the task's domain.
func (a *analysis) roleHint() string {
	words := map[string]bool{}
	for _, s := range a.d.spans {
		if s.part == pMaterial || s.part == pExample {
			continue
		}
		for i := range s.toks {
			words[s.toks[i].low] = true
		}
	}
	for _, d := range domains {
		for _, w := range d.words {
			if words[w] {
				return article(d.role) + " " + d.role
			}
		}
	}
	return "an expert in " + a.topic()
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
	return "[who will read it and what they already know]"
}

// constraintHint suggests a requirement that fits the deliverable.
func (a *analysis) constraintHint() string {
	switch a.deliverable(false) {
	case "function", "code", "script", "program", "query", "command", "regex", "sql", "module", "class":
		return "use only the standard library and handle empty input"
	case "post", "tweet", "caption", "ad", "slogan", "tagline", "headline", "title", "titles":
		return "mention the product name once and avoid hashtags"
	case "email", "letter", "message", "note", "memo":
		return "keep it under 150 words and end with one clear request"
	case "summary", "abstract":
		return "keep every figure exactly as in the source"
	}
	return "cover only [what matters], and say so if you are unsure"
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
		return "a numbered list, one " + strings.TrimSuffix(a.deliverable(false), "s") + " per line"
	}
	switch a.deliverable(false) {
	case "function", "code", "script", "program", "module", "class":
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

// stepsHint suggests reasoning steps for this task.
func (a *analysis) stepsHint() string {
	return "First list what is given about " + a.topic() + ", then work out each part, then check the result before answering"
}
