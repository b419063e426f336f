package scoring

import "strings"

// classify sets the part of every span: what the heading, tag or label
// around it says, and otherwise what its cues say. The first instruction
// of the prompt is its task even when it also carries other cues; those
// cues then count as phrases of the task (see phrases in score.go).
func classify(d *doc, w *weights) {
	read := w.readAll(d)
	taskSeen := false
	below := 0 // line of an instruction that points at input below it
	for i := range d.spans {
		s := &d.spans[i]
		switch {
		case s.heading:
			s.part = pFiller
			if s.label == pFormat { // a trailing primer
				s.part = pFormat
			}
			continue
		case s.dup || len(s.toks) == 0:
			s.part = pFiller
			continue
		case slotsOnly(s):
			// "Audience: [who reads it]": a slot is neither content nor
			// noise; a line of several slots is a template to fill, but
			// not where examples go ("{example_1} {example_2}").
			s.part = pFiller
			if countKind(s, tSlot) >= 2 && s.label == pNone && s.section != pExample {
				s.part = pFormat
			}
			continue
		case s.section == pExample || s.label == pExample:
			s.part = pExample
			continue
		case s.material:
			s.part = pMaterial
			continue
		case (s.label == pTask || s.section == pTask && !s.item) && !s.heading:
			// "Question: ..." or text under "### Instruction ###".
			if isInstruction(s) || !taskSeen {
				s.part = pTask
				taskSeen = true
				continue
			}
		case s.section == pMaterial || s.label == pMaterial:
			s.part = pMaterial
			// An instruction about the input ("Summarize the above
			// article") is the task even inside the input's block.
			if isInstruction(s) && (s.label != pMaterial || strongInstruction(s) && namesInput(s)) {
				s.part = pTask
				taskSeen = true
			}
			continue
		case s.cues.has[cueGimmick]:
			s.part = pFiller
			continue
		case taskSeen && answerRule(s):
			// "Your answer must contain a title", "Wrap your entire
			// response in double quotes": a requirement on the answer.
			s.part = pConstraint
			if answerShape(s) {
				s.part = pFormat
			}
			continue
		}
		best := read[i]
		doubt := s.doubt
		s.doubt = 0
		instr := isInstruction(s)
		switch {
		case instr && !taskSeen && !s.item && strongInstruction(s) && (best != pRole || doubt > 0.5) && !(best == pExample && s.cues.has[cueExample] && s.cues.at[cueExample] <= 1) && contentWords(s) > 0 && !howToWork(s):
			// The first instruction is the task; its other cues count as
			// phrases.
			s.part = pTask
		case endsIntro(d, i) && best != pRole && best != pExample && taskSeen:
			// "Here is the material to use:" before pasted input.
			s.part = pContext
		case best != pNone && onlyFiller(s):
			// "This is very important.": no word says what it asks.
			s.part = pFiller
		case best != pNone:
			s.part, s.doubt = best, doubt
		case instr && contentWords(s) == 0 && !s.cues.has[cueDepth]:
			// "Take everything into account": an instruction about nothing.
			s.part = pFiller
		case instr:
			s.part = pTask
		case onlyFiller(s):
			s.part = pFiller
		default:
			s.part = pDetail
		}
		if s.part == pTask {
			taskSeen = true
			if pointsBelow(s) {
				below = s.line
			}
		}
		if s.part == pDetail && below > 0 && s.line > below {
			// Statements after "Summarize the report below." are the report.
			s.part = pMaterial
		}
	}
	if !taskSeen {
		onlyInstruction(d)
	}
}

// onlyInstruction makes the task of a prompt that is one instruction and
// nothing else ("Summarize this."), however little it says: it is what
// the prompt exists for, whatever the reader guessed.
func onlyInstruction(d *doc) {
	var only *span
	for i := range d.spans {
		s := &d.spans[i]
		if s.heading || s.dup || len(s.toks) == 0 || slotsOnly(s) {
			continue
		}
		if only != nil {
			return
		}
		only = s
	}
	if only != nil && !only.material && only.section == pNone && only.label == pNone && isInstruction(only) {
		only.part = pTask
	}
}

// howToWork reports an instruction about how to work rather than what to
// do: "Take a deep breath and think step by step." It is never the task.
func howToWork(s *span) bool {
	c := &s.cues
	for _, k := range []cue{cueReason, cueBefore, cueVerify, cueScratch} {
		if c.has[k] && c.at[k] <= 2 {
			return contentWords(s) <= 3
		}
	}
	return false
}

// pointsBelow reports an instruction that points at input after it: "the
// report below", "the following text".
func pointsBelow(s *span) bool {
	for i := range s.toks {
		switch s.toks[i].low {
		case "below", "following":
			return true
		}
	}
	return false
}

// isInstruction reports a span that asks for something: an imperative, a
// question, or a request ("your task is", "I want you to", "can you").
func isInstruction(s *span) bool {
	if s.verb >= 0 || len(s.toks) > 0 && s.toks[0].low == "let's" {
		return true
	}
	if s.cues.has[cueFrame] && s.cues.at[cueFrame] <= 5 {
		return true
	}
	if s.cues.has[cueNotRole] && s.cues.at[cueNotRole] <= 1 {
		return true // "You are given a ... and are required to ..."
	}
	return isQuestion(s)
}

// isQuestion reports a span of words that ends with a question mark,
// inside quotes or brackets or not ("???" asks nothing).
func isQuestion(s *span) bool {
	if len(s.toks) == 0 {
		return false
	}
	t := strings.TrimRight(s.text, "\"'”’)] ")
	return strings.HasSuffix(t, "?") || strings.HasSuffix(t, "？")
}

// startsAsA reports "As a nutritionist, ..." at the start of a span.
func startsAsA(s *span) bool {
	t := s.toks
	if len(t) < 3 || t[0].low != "as" || (t[1].low != "a" && t[1].low != "an") {
		return false
	}
	// a comma within five words closes the persona
	for i := 2; i < len(t) && i < 7; i++ {
		if end := s.wordEnd(i); end < len(s.text) && s.text[end] == ',' {
			return true
		}
	}
	return false
}

// firstPerson reports a span about the one asking: I, we, my, our.
func firstPerson(s *span) bool {
	for i := range s.toks {
		switch s.toks[i].low {
		case "i", "i'm", "i've", "we", "we're", "we've", "our", "my", "us":
			return true
		}
	}
	return false
}

// thinkFirst reports a sequence of thinking steps ("First, identify ...")
// rather than of output parts ("First give the command, then ...").
func thinkFirst(s *span) bool {
	exact := func(t *token, c class) bool { return t.e != nil && t.e.cls&c != 0 }
	if v := s.verb; v >= 0 {
		t := &s.toks[v]
		return exact(t, cThink) && !exact(t, cOutVerb)
	}
	for i := 0; i < len(s.toks) && i < 6; i++ {
		t := &s.toks[i]
		if exact(t, cOutVerb) {
			return false
		}
		if exact(t, cThink) {
			return true
		}
	}
	return false
}

func countClass(s *span, c class) int {
	n := 0
	for i := range s.toks {
		if s.toks[i].cls&c != 0 {
			n++
		}
	}
	return n
}

// onlyFiller reports a span with no word that is not a function word,
// generic, or a greeting.
func onlyFiller(s *span) bool {
	for i := range s.toks {
		t := &s.toks[i]
		if t.kind != tWord || t.cls&(cStop|cGeneric) == 0 {
			return false
		}
	}
	return !s.cues.has[cueBinding]
}

// strongInstruction reports an instruction made by an imperative verb, a
// question or an explicit framing ("your task is"), as opposed to a weak
// frame such as "you will" or "you should".
func strongInstruction(s *span) bool {
	if h := s.verb; h >= 0 {
		return true
	}
	if isQuestion(s) {
		return true
	}
	if s.cues.has[cueNotRole] && s.cues.at[cueNotRole] <= 1 {
		return true
	}
	if !s.cues.has[cueFrame] || s.cues.at[cueFrame] > 2 {
		return false
	}
	switch s.toks[s.cues.at[cueFrame]].low {
	case "you", "please":
		return false
	}
	return true
}

// endsIntro reports a span that ends with a colon and is followed by
// pasted material.
func endsIntro(d *doc, i int) bool {
	s := &d.spans[i]
	return strings.HasSuffix(s.text, ":") && i+1 < len(d.spans) && (d.spans[i+1].material || d.spans[i+1].section == pMaterial)
}

// namedPersona reports "You are Sam, an AI care team member ...".
func namedPersona(s *span) bool {
	t := s.toks
	if len(t) < 4 || t[0].low != "you" || t[1].low != "are" || t[2].kind != tName {
		return false
	}
	// One to four capitalised words, then a comma: "You are Sam,",
	// "You are **Sports Research Assistant**,".
	for i := 2; i < len(t) && i < 6 && isUpper(s.word(i)); i++ {
		end := s.wordEnd(i)
		rest := strings.TrimLeft(s.text[end:], "*_\"'")
		if strings.HasPrefix(rest, ",") {
			return true
		}
	}
	return false
}

// youAreDoing reports a span describing what the model is in the middle
// of: "You are analysing all transactions over £25,000".
func youAreDoing(s *span) bool {
	t := s.toks
	return len(t) > 3 && t[0].low == "you" && t[1].low == "are" && strings.HasSuffix(t[2].low, "ing") &&
		t[2].low != "going" && t[2].low != "being"
}

// numberedItem reports a list item that starts with a number: "1. ...".
func countKind(s *span, k tokenKind) int {
	n := 0
	for i := range s.toks {
		if s.toks[i].kind == k {
			n++
		}
	}
	return n
}

// contentWords counts the words of s that say something about a task: not
// function words, generic words, slots or the instruction's own verb.
func contentWords(s *span) int {
	n := 0
	for i := range s.toks {
		t := &s.toks[i]
		if t.kind == tSlot || i == s.verb || t.cls&(cStop|cGeneric|cRoleNoun) != 0 {
			continue
		}
		n++
	}
	return n
}

// hasPair reports the words a, b next to each other in s.
func hasPair(s *span, a, b string) bool {
	for i := 0; i+1 < len(s.toks); i++ {
		if s.toks[i].low == a && s.toks[i+1].low == b {
			return true
		}
	}
	return false
}

// answerRule reports a span that directs the answer itself ("your answer",
// "your entire response", "wrap your", "answer with") and says what it
// must be or do: a requirement on the answer, however the sentence runs.
func answerRule(s *span) bool {
	c := &s.cues
	if !c.has[cueAnswer] {
		return false
	}
	return c.has[cueBinding] || c.has[cueLength] || c.has[cueFormat] || c.has[cueRequire] ||
		c.has[cueNegation] || c.has[cueOnly] || countClass(s, cFormat|cShape) > 0 ||
		isInstruction(s) && answerBinds(s)
}

// answerShape reports a requirement on the answer that names its shape:
// a format, a counted unit, a markup ("wrapped in JSON", "in three
// paragraphs", "in double quotation marks").
func answerShape(s *span) bool {
	return countClass(s, cFormat|cShape) > 0 || shapeCount(s)
}

// shapeCount reports a counted shaping unit anywhere in s: "in three
// short paragraphs", "5 bullet points", "drei kurze Absätze".
func shapeCount(s *span) bool {
	for i := range s.toks {
		if s.toks[i].kind != tNumber && s.toks[i].cls&cNumber == 0 {
			continue
		}
		for j := i + 1; j < len(s.toks) && j <= i+3; j++ {
			if s.toks[j].cls&cShape != 0 {
				return true
			}
		}
	}
	return false
}

func startsNegative(s *span) bool {
	if len(s.toks) == 0 {
		return false
	}
	switch s.toks[0].low {
	case "don't", "never", "dont", "without", "no", "not":
		return true
	case "do":
		return len(s.toks) > 1 && s.toks[1].low == "not"
	}
	return false
}

// namesInput reports a span that names an input: "the set", "this text",
// "the above article".
func namesInput(s *span) bool {
	for i := 0; i+1 < len(s.toks); i++ {
		switch s.toks[i].low {
		case "the", "this", "these", "given", "following", "above", "below":
			if s.toks[i+1].cls&cMaterial != 0 || i+2 < len(s.toks) && s.toks[i+2].cls&cMaterial != 0 && s.toks[i+1].cls&cStop == 0 {
				return true
			}
		}
	}
	return false
}

// shapeOf names the output shape a span asks for: a list, a table, JSON ...
func shapeOf(s *span) string {
	prev := func(i int, set string) bool {
		if i == 0 {
			return false
		}
		p := &s.toks[i-1]
		return isCount(p) || strings.Contains(set, " "+p.low+" ")
	}
	for i := range s.toks {
		t := &s.toks[i]
		if t.cls&cFormat == 0 {
			continue
		}
		switch t.low {
		case "list", "lists", "table", "tables", "outline", "checklist", "matrix", "grid":
			// "a table", "as a list", "a list of": not "table creation" or
			// "the tables in the schema"
			if prev(i, shapeBefore) || i+1 < len(s.toks) && s.toks[i+1].low == "of" {
				return quote(s, max(0, i-2), 4)
			}
		case "columns", "fields", "keys", "sections", "headings", "schema":
			// "with columns ...", "three sections", "under headings"
			if prev(i, " with under into as named following ") {
				return quote(s, max(0, i-2), 4)
			}
		case "bullet", "bullets", "bulleted", "bullet-point", "bullet-points", "numbered", "code-block", "fenced",
			"one-line", "one-sentence", "two-sentence", "single-line", "bold", "dictionary", "array":
			return quote(s, max(0, i-2), 4)
		case "json", "yaml", "csv", "tsv", "xml", "html", "markdown":
			// "as JSON", "in Markdown", "a JSON object", not "using HTML and CSS"
			if s.part == pFormat || prev(i, " in as into to valid return output respond formatted a an ") ||
				i+1 < len(s.toks) && strings.Contains(" format object array file table block output document ", " "+s.toks[i+1].low+" ") {
				return quote(s, max(0, i-2), 4)
			}
		case "paragraph", "paragraphs", "sentence", "sentences", "line", "lines":
			// a counted unit: "in one sentence", "3 paragraphs" (a word
			// count is a length, not a shape)
			if prev(i, " single ") {
				return quote(s, max(0, i-2), 4)
			}
		}
	}
	if answerTags(s.text) {
		return quote(s, 0, 6)
	}
	if s.foreign {
		// In another language the English patterns above find nothing:
		// an instruction that names two format words names a shape
		// ("请用三点编号列表回答", "Antworte als nummerierte Liste").
		n := 0
		for i := range s.toks {
			if s.toks[i].cls&cFormat != 0 {
				if n++; n == 2 && isInstruction(s) {
					return quote(s, 0, 6)
				}
			}
		}
	}
	return ""
}

// answerTags reports tags the answer goes in ("in <answer></answer> tags"),
// not tags for the working ("<thinking>", "<quotes>").
func answerTags(t string) bool {
	for i := strings.IndexByte(t, '<'); i >= 0; {
		j := strings.IndexByte(t[i:], '>')
		if j < 0 {
			break
		}
		name := strings.Trim(t[i+1:i+j], "/ ")
		if name != "" && !workingTag(name) && strings.Contains(t, "tag") {
			return true
		}
		k := strings.IndexByte(t[i+j:], '<')
		if k < 0 {
			break
		}
		i += j + k
	}
	return false
}

// answerBinds reports a requirement on the answer that says what binds it:
// a shape, a number, a quoted term or a list of options, not only "make
// sure your answer is accurate".
func answerBinds(s *span) bool {
	return answerShape(s) || s.quotes > 0 || countKind(s, tNumber) > 0 || s.cues.has[cueLength] || strings.Contains(s.text, ":")
}

// isCount reports a count: "3", "three", not "first".
func isCount(p *token) bool {
	return p.kind == tNumber || p.cls&cNumber != 0 && p.low != "first" && p.low != "second" && p.low != "third"
}

func workingTag(name string) bool {
	switch strings.ToLower(name) {
	case "thinking", "scratchpad", "thought_process", "quotes", "reasoning", "analysis", "notes", "reflection", "plan":
		return true
	}
	return false
}
