package scoring

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A part is what a span of the prompt is: one of the components the
// dimensions measure, the task itself, or text that earns nothing.
type part uint8

const (
	pNone       part = iota
	pTask            // an instruction: what to do
	pDetail          // a statement about the task: its facts, data, scope
	pRole            // who the model should be
	pContext         // who asks, for whom, why, and what is supplied
	pConstraint      // what a correct answer must or must not do
	pFormat          // what the answer looks like
	pExample         // a demonstration of the task
	pReasoning       // how to work the task out
	pMaterial        // pasted input: code, logs, data, documents
	pFiller          // says nothing: greetings, gimmicks, repeats, headings
	numParts
)

var partNames = [numParts]string{"none", "task", "detail", "role", "context", "constraint", "format", "example", "reasoning", "material", "filler"}

func (p part) String() string { return partNames[p] }

// A span is a sentence, a list item, a labelled line, or a block (a code
// fence, an example) of the prompt.
type span struct {
	text       string
	start, end int // byte offsets in the prompt
	line       int // 1-based line of start
	toks       []token
	// featFrom, featTo: the span's reader features in doc.feats, read
	// once by the reader; featTo < featFrom when it has none.
	featFrom, featTo int32

	section part    // what the enclosing heading, tag, label or intro says
	label   part    // what the span's own label says ("Output: ...")
	labName string  // the span's own label as written, lower case
	part    part    // what the span is, set by classify
	doubt   float32 // 1 - the reader's probability of part, when the reader chose it

	item     bool // a list item
	numbered bool // an item of a numbered list
	verb     int  // index of the imperative verb it starts with, or -1
	gen      int8 // genericSpan's answer: 0 not yet known, 1 yes, -1 no
	quotes   int  // quoted terms, see countQuotes
	block    bool // several lines kept together: a fence, an example
	last     bool // the last span of the prompt
	heading  bool // a heading, intro or tag line: structure, not content
	foreign  bool // read with the lexicon of a language other than English
	material bool // looks pasted: code, a log, data, lorem ipsum
	dup      bool // repeats an earlier span
	cues     cueSet
}

// conf is how sure the engine is of the span's part: the reader's
// probability when the reader chose it, else 1.
func (s *span) conf() float64 { return 1 - float64(s.doubt) }

// word is token i as written.
func (s *span) word(i int) string {
	o := int(s.toks[i].pos) - s.start
	return s.text[o : o+int(s.toks[i].n)]
}

// wordEnd is the offset in s.text just past token i.
func (s *span) wordEnd(i int) int { return int(s.toks[i].pos) - s.start + int(s.toks[i].n) }

// cueSet records which cues a span holds, and where the first of each is.
type cueSet struct {
	has [numCues]bool
	at  [numCues]int16 // token index of the first hit
	n   [numCues]uint8 // hits
}

func (c *cueSet) add(k cue, at int) {
	if !c.has[k] {
		c.has[k], c.at[k] = true, int16(min(at, 1<<14))
	}
	if c.n[k] < 255 {
		c.n[k]++
	}
}

// doc is a parsed prompt.
type doc struct {
	feats    []feat // the spans' reader features, see span.featFrom
	fromJSON bool   // src is the text of a prompt written as JSON, see jsonAsText
	src      string
	low      string // src with ASCII letters in lower case
	spans    []span
	// structure found while parsing
	headings        int // Markdown headings, ###Label### lines, heading-like labels
	tags            int // XML-style blocks
	fences          int // code fences
	quotes          int // quoted terms or passages
	tagsAroundParts int // tags around the prompt's own parts, not pasted input
	delimiters      int // triple quotes, ###, ---, and the like around data
	slots           int // template slots
	shots           int // demonstration groups of repeated labels
	primer          string
	lines           int
}

type lineKind uint8

const (
	lBlank lineKind = iota
	lProse
	lItem
	lHeading
	lLabel   // "Label: text" or "Label:" alone
	lTagOpen // <name>
	lTagClose
	lTagLine // <name>text</name>
	lFence
	lRule // ---, ***, ##
)

type pline struct {
	text   string // trimmed
	off    int    // byte offset of text in the prompt
	num    int
	kind   lineKind
	level  int    // heading level, 1..6; 7 for a short intro or label heading
	name   string // tag name or label, lower case
	body   string // text after a list marker, label or tag
	boff   int    // byte offset of body
	paste  bool   // looks pasted: code, a log, data
	indent int    // bytes of blank before text
}

// parse splits a prompt into spans, in the buffers of sc.
func (lx lexicon) parse(src string, sc *scratch) *doc {
	fromJSON := false
	if t, ok := jsonAsText(src); ok {
		src, fromJSON = t, true
	}
	d := &sc.d
	*d = doc{src: src, low: lowerASCII(src), spans: reuse(sc.spans, len(src)/40+4), fromJSON: fromJSON, feats: d.feats[:0]}
	lines := splitLines(src, sc.lines)
	pastedRuns(lines)
	sc.lines = lines
	d.lines = len(lines)
	p := parser{lx: lx, d: d, lines: lines, sent: sc.sent}
	p.run()
	sc.sent = p.sent
	sc.toks = lx.tokenizeSpans(d, sc.toks)
	markDuplicates(d)
	if n := len(d.spans); n > 0 {
		// A trailing placeholder ("Audience: [who reads it]") is a slot
		// to fill, not where the prompt ends.
		k := n - 1
		for k > 0 && slotsOnly(&d.spans[k]) {
			k--
		}
		d.spans[k].last = true
		last := &d.spans[n-1]
		if d.primer == "" && n > 1 && strings.HasSuffix(last.text, ":") && strings.Count(last.text, " ") <= 2 && !last.item {
			// "... Explanation:" primes the answer.
			d.primer, last.heading, last.label = last.text, true, pFormat
		}
	}
	return d
}

// reuse returns buf emptied when it holds n, or else a new slice of
// capacity n.
func reuse[T any](buf []T, n int) []T {
	if cap(buf) >= n {
		return buf[:0]
	}
	return make([]T, 0, n)
}

// splitLines appends the lines of src to buf[:0].
func splitLines(src string, buf []pline) []pline {
	out := reuse(buf, strings.Count(src, "\n")+1)
	num := 0
	for off := 0; off <= len(src); {
		end := strings.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src) - off
		}
		raw := src[off : off+end]
		num++
		t := strings.TrimRight(raw, " \t\r")
		lead := len(t) - len(strings.TrimLeft(t, " \t"))
		t = t[lead:]
		l := classifyLine(t, off+lead, num)
		l.indent = lead
		out = append(out, l)
		off += end + 1
		if off > len(src) {
			break
		}
	}
	return out
}

// classifyLine says what kind of line t is.
func classifyLine(t string, off, num int) pline {
	l := pline{text: t, off: off, num: num, body: t, boff: off}
	switch {
	case t == "":
		l.kind = lBlank
	case strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~"):
		l.kind = lFence
	case isRule(t):
		l.kind = lRule
	case t[0] == '#':
		n := len(t) - len(strings.TrimLeft(t, "#"))
		body := strings.Trim(t, "# \t")
		if body == "" {
			l.kind = lRule
			break
		}
		l.kind, l.level, l.body = lHeading, min(n, 6), body
		l.boff = off + strings.Index(t, body)
	case t[0] == '<':
		if name, rest, ok := openTag(t); ok {
			l.name = name
			if end := "</" + name + ">"; strings.HasSuffix(strings.ToLower(rest), end) {
				l.kind, l.body = lTagLine, strings.TrimSpace(rest[:len(rest)-len(end)])
			} else if strings.TrimSpace(rest) == "" {
				l.kind, l.body = lTagOpen, ""
			} else {
				l.kind, l.body = lTagOpen, strings.TrimSpace(rest)
			}
			l.boff = off + strings.Index(t, l.body)
			break
		}
		if name, ok := closeTag(t); ok {
			l.kind, l.name, l.body = lTagClose, name, ""
			break
		}
		l.kind = lProse
	case looksPasted(t):
		l.kind, l.paste = lProse, true
	default:
		if m := itemMarker(t); m > 0 {
			l.kind, l.body, l.boff = lItem, strings.TrimSpace(t[m:]), off+m
			for l.boff < off+len(t) && (t[l.boff-off] == ' ' || t[l.boff-off] == '\t') {
				l.boff++
			}
			break
		}
		if b := boldHeading(t); b != "" {
			l.kind, l.level, l.body = lHeading, 7, b
			l.boff = off + strings.Index(t, b)
			break
		}
		if label, body, ok := splitLabel(t); ok {
			l.kind, l.name, l.body = lLabel, label, body
			l.boff = off + len(t) - len(body)
			break
		}
		if capsHeading(t) {
			l.kind, l.level, l.body = lHeading, 7, strings.TrimRight(t, ":")
			break
		}
		l.kind = lProse
	}
	return l
}

// pastedRuns marks the lines inside a run of pasted lines that look like
// its continuation rather than prose: "return format!(", "}", an indented
// argument. Pasted code is seldom pasted whole lines of symbols only, and a
// line between two pasted ones that reads as no sentence is part of them.
func pastedRuns(lines []pline) {
	prev := func(i int) int {
		for i--; i >= 0 && lines[i].kind == lBlank; i-- {
		}
		return i
	}
	next := func(i int) int {
		for i++; i < len(lines) && lines[i].kind == lBlank; i++ {
		}
		return i
	}
	// A line joins a run by its neighbours, so a run grows until no line
	// joins it; a few passes do.
	for pass, changed := 0, true; changed && pass < 4; pass++ {
		changed = false
		for i := range lines {
			l := &lines[i]
			if l.paste || (l.kind != lProse && l.kind != lItem) || sentenceLike(l.text) {
				continue
			}
			p, n := prev(i), next(i)
			before := p >= 0 && lines[p].paste
			after := n < len(lines) && lines[n].paste
			indented := n < len(lines) && lines[n].indent > l.indent
			if before && after ||
				before && l.indent >= 2 && l.indent >= lines[p].indent ||
				before && strings.Trim(l.text, "})];,") == "" ||
				(before || after || indented) && codeLine(l.text) {
				l.kind, l.paste, changed = lProse, true, true
			}
		}
	}
}

// codeLine reports a line with a mark that prose does not make: a call
// chained on with a dot, an opening bracket or comma at the end, an
// assignment, an arrow or a path separator.
func codeLine(t string) bool {
	last := t[len(t)-1]
	return t[0] == '.' && strings.Contains(t, "(") || last == '(' || last == '{' || last == '[' || last == ',' && !strings.Contains(t, " ") ||
		strings.Contains(t, " = ") || strings.Contains(t, "=>") || strings.Contains(t, "->") || strings.Contains(t, "::") || strings.Contains(t, "||")
}

// sentenceLike reports a line that reads as written prose: it ends a
// sentence or asks, and holds a few words.
func sentenceLike(t string) bool {
	if t == "" {
		return false
	}
	last := t[len(t)-1]
	words := strings.Count(strings.TrimSpace(t), " ") + 1
	return words >= 4 && (last == '.' || last == '?' || last == '!' || last == ':') && !strings.HasSuffix(t, ");") ||
		words >= 8 && strings.Count(t, "(")+strings.Count(t, "=")+strings.Count(t, "{") == 0
}

// twoSentences reports a line that holds two sentences ("Let k(u) =
// u**2+u-4. Find k(0)."): written, not pasted.
func twoSentences(t string) bool {
	return anyAt(t, ". ", func(i int) bool {
		return i+2 < len(t) && t[i+2] >= 'A' && t[i+2] <= 'Z'
	})
}

// anyAt reports whether ok holds at one of the offsets where sep starts
// in s, trying them in order.
func anyAt(s, sep string, ok func(i int) bool) bool {
	for off := 0; ; {
		j := strings.Index(s[off:], sep)
		if j < 0 {
			return false
		}
		if ok(off + j) {
			return true
		}
		off += j + len(sep)
	}
}

func isRule(t string) bool {
	if len(t) < 3 {
		return false
	}
	c := t[0]
	if c != '-' && c != '*' && c != '=' && c != '_' {
		return false
	}
	return strings.Count(t, string(c)) == len(t)
}

// itemMarker returns the length of a list marker at the start of t:
// "- ", "* ", "• ", "1. ", "1) ", "a) ", "Step 1:".
func itemMarker(t string) int {
	switch {
	case strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "+ "):
		return 2
	case strings.HasPrefix(t, "• "):
		return len("• ")
	}
	i := 0
	for i < len(t) && i < 3 && isDigit(t[i]) {
		i++
	}
	if i == 0 && len(t) > 2 && t[0] >= 'a' && t[0] <= 'h' && t[1] == ')' && t[2] == ' ' {
		return 3
	}
	if i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && (t[i+1] == ' ' || t[i+1] == '\t') {
		return i + 2
	}
	return 0
}

// splitLabel splits "Label: text" where the label is one to four words.
func splitLabel(t string) (label, body string, ok bool) {
	if strings.HasPrefix(t, "**") {
		if j := strings.Index(t, ":**"); j > 2 {
			return splitLabel(t[2:j] + ":" + t[j+3:])
		}
		if j := strings.Index(t, "**:"); j > 2 {
			return splitLabel(t[2:j] + ":" + t[j+3:])
		}
	}
	// "Label:", French "Label :" and the full-width "标签：".
	i, n := strings.IndexByte(t, ':'), 1
	if k := strings.Index(t, "："); k > 0 && (i < 0 || k < i) {
		i, n = k, len("：")
	}
	if i <= 0 || i > 40 {
		return "", "", false
	}
	if n == 1 && i+1 < len(t) && t[i+1] != ' ' && t[i+1] != '\t' {
		return "", "", false // a URL or a time
	}
	l := strings.Trim(t[:i], "*_ ")
	if l == "" || strings.Count(l, " ") > 3 || !(isLetter(l[0]) || l[0] >= utf8.RuneSelf) {
		return "", "", false
	}
	for _, r := range l {
		if r < utf8.RuneSelf && !isWordByte(byte(r)) && r != ' ' && r != '-' && r != '\'' && r != '/' && r != '&' || r >= utf8.RuneSelf && !unicode.IsLetter(r) && r != '’' {
			return "", "", false
		}
	}
	return strings.ToLower(l), strings.TrimSpace(t[i+n:]), true
}

// boldHeading returns the text of a line that is only bold text: "**Rules**".
func boldHeading(t string) string {
	if len(t) > 4 && strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") && strings.Count(t, "**") == 2 {
		return strings.TrimRight(t[2:len(t)-2], ":")
	}
	if len(t) > 5 && strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**:") && strings.Count(t, "**") == 2 {
		return t[2 : len(t)-3]
	}
	return ""
}

// capsHeading reports an upper-case line of at most six words, such as
// "EXAMPLE OUTPUT" or "OUTPUT INSTRUCTIONS:".
func capsHeading(t string) bool {
	t = strings.TrimRight(t, ":")
	return len(t) >= 4 && isLetter(t[0]) && strings.Count(t, " ") <= 5 && allCaps(t) && !strings.ContainsAny(t, ".,;!?|")
}

// openTag parses "<name ...>rest".
func openTag(t string) (name, rest string, ok bool) {
	end := strings.IndexByte(t, '>')
	if end < 2 || t[1] == '/' {
		return "", "", false
	}
	inner := t[1:end]
	if sp := strings.IndexByte(inner, ' '); sp > 0 {
		if !strings.Contains(inner[sp:], "=") {
			return "", "", false // "<Insert x here>" is a slot
		}
		inner = inner[:sp]
	}
	for i := 0; i < len(inner); i++ {
		if !isWordByte(inner[i]) && inner[i] != '-' && inner[i] != '.' {
			return "", "", false
		}
	}
	if !isLetter(inner[0]) || allCaps(inner) {
		return "", "", false
	}
	return strings.ToLower(inner), t[end+1:], true
}

func closeTag(t string) (string, bool) {
	if !strings.HasPrefix(t, "</") || !strings.HasSuffix(t, ">") {
		return "", false
	}
	name := t[2 : len(t)-1]
	for i := 0; i < len(name); i++ {
		if !isWordByte(name[i]) && name[i] != '-' && name[i] != '.' {
			return "", false
		}
	}
	return strings.ToLower(name), name != ""
}

type parser struct {
	lx    lexicon
	d     *doc
	lines []pline

	headings  []heading // open Markdown heading sections
	tags      []heading // open tags
	intro     part      // section an intro line opened for the next block
	introSet  bool
	introUsed bool // the intro's block has started
	inFence   bool
	fence     []pline
	sent      []sentence // addText's sentences, reused
}

type heading struct {
	level int
	name  string
	part  part
}

// section is the part the innermost open heading, tag or intro gives.
func (p *parser) section() part {
	for _, h := range p.tags {
		if h.part == pExample {
			return pExample
		}
	}
	for _, h := range p.headings {
		if h.part == pExample && !p.introSet {
			return pExample
		}
	}
	for i := len(p.tags) - 1; i >= 0; i-- {
		if p.tags[i].part != pNone {
			return p.tags[i].part
		}
	}
	if p.introSet {
		return p.intro
	}
	for i := len(p.headings) - 1; i >= 0; i-- {
		if p.headings[i].part != pNone {
			return p.headings[i].part
		}
	}
	return pNone
}

func (p *parser) run() {
	lines := p.lines
	fewShot, shots := p.lx.fewShotLabels(lines)
	p.d.shots = shots
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if p.inFence {
			if l.kind == lFence {
				p.endFence(l)
				continue
			}
			p.fence = append(p.fence, l)
			continue
		}
		switch l.kind {
		case lBlank:
			// A blank line ends an intro's block unless a list, tag or
			// fence is what it introduced and has not started yet.
			if p.introSet && p.introUsed && !introPending(lines, i) {
				p.introSet = false
			}
		case lFence:
			p.d.fences++
			if proseFence(lines, i) {
				// A prompt quoted in a fence is still a prompt: read its
				// lines; the fence only sets it apart.
				p.d.delimiters++
				continue
			}
			p.inFence, p.fence = true, []pline{l}
		case lRule:
			p.d.delimiters++
		case lHeading:
			p.d.headings++
			part := p.lx.namePart(l.body)
			if l.level == 7 && p.inExample() && !endsExample(l.body) {
				// "SUMMARY:" inside an example is part of the example.
				p.addSpan(l.body, l.boff, l.num, spanOpts{heading: true})
				continue
			}
			if endsExample(l.body) {
				part = pNone
			}
			for len(p.headings) > 0 && p.headings[len(p.headings)-1].level >= l.level {
				p.headings = p.headings[:len(p.headings)-1]
			}
			p.headings = append(p.headings, heading{level: l.level, name: l.body, part: part})
			p.introSet = false
			p.addSpan(l.body, l.boff, l.num, spanOpts{heading: true})
		case lTagOpen:
			p.d.tags++
			if p.lx.tagPart(l.name) != pMaterial {
				p.d.tagsAroundParts++
			}
			p.tags = append(p.tags, heading{name: l.name, part: p.lx.tagPart(l.name)})
			p.introSet = false
			if l.body != "" {
				p.addText(l.body, l.boff, l.num, spanOpts{})
			}
		case lTagClose:
			for j := len(p.tags) - 1; j >= 0; j-- {
				if p.tags[j].name == l.name {
					p.tags = p.tags[:j]
					break
				}
			}
		case lTagLine:
			p.d.tags++
			if p.lx.tagPart(l.name) != pMaterial {
				p.d.tagsAroundParts++
			}
			p.tags = append(p.tags, heading{name: l.name, part: p.lx.tagPart(l.name)})
			if l.body != "" {
				p.addText(l.body, l.boff, l.num, spanOpts{})
			}
			p.tags = p.tags[:len(p.tags)-1]
		case lLabel:
			lp := p.lx.labelPart(l.name)
			switch fewShot[i] {
			case shotDemo:
				lp = pExample
			case shotQuery:
				if lp == pNone {
					lp = pMaterial
				}
				p.addText(l.text, l.off, l.num, spanOpts{label: lp, query: true})
				continue
			}
			if l.body == "" {
				// "Examples:" alone heads what follows; a trailing
				// "Answer:" primes the answer.
				if i == lastContent(lines) {
					p.d.primer = l.text
					p.addSpan(l.text, l.off, l.num, spanOpts{heading: true, label: pFormat})
					continue
				}
				if p.section() == pExample {
					// "SUMMARY:" inside an example is part of it.
					p.addSpan(l.text, l.off, l.num, spanOpts{heading: true})
					continue
				}
				p.d.headings++
				p.intro, p.introSet, p.introUsed = lp, true, false
				if lp == pNone {
					p.intro = introPart(p.lx, l.text, lines, i)
				}
				p.addSpan(l.text, l.off, l.num, spanOpts{heading: true})
				continue
			}
			p.addText(l.text, l.off, l.num, spanOpts{label: lp, labName: l.name})
		case lItem:
			body, end := l.body, i
			for end+1 < len(lines) && lines[end+1].kind == lProse && !lines[end+1].paste && !endsClause(strings.TrimRight(lines[end].text, " ")) {
				end++
			}
			if end > i {
				body = p.d.src[l.boff : lines[end].off+len(lines[end].text)]
			}
			o := spanOpts{item: true, numbered: isDigit(l.text[0])}
			if label, _, ok := splitLabel(body); ok && p.section() != pReasoning {
				o.label, o.labName = p.lx.labelPart(label), label
				if o.label == pMaterial {
					o.label = pNone // "1. **Input**: ..." names a step, not pasted input
				}
			}
			p.addText(body, l.boff, l.num, o)
			i = end
		case lProse:
			// Join the lines of a paragraph, then split it into sentences.
			j := i
			for j+1 < len(lines) && lines[j+1].kind == lProse && lines[j+1].paste == l.paste && !strings.HasSuffix(lines[j].text, ":") {
				j++
			}
			start, end := l.off, lines[j].off+len(lines[j].text)
			text := p.d.src[start:end]
			if l.paste {
				p.addSpan(text, start, l.num, spanOpts{material: true, block: true})
				i = j
				continue
			}
			if strings.HasSuffix(text, ":") && j+1 < len(lines) {
				// An intro: "Here are some examples:", "Correct my essay:".
				p.addText(text, start, l.num, spanOpts{})
				last := text
				if p.sent = p.lx.sentences(text, p.sent[:0]); len(p.sent) > 0 {
					last = p.sent[len(p.sent)-1].text
				}
				p.intro, p.introSet, p.introUsed = introPart(p.lx, last, lines, j), true, false
				i = j
				continue
			}
			p.addText(text, start, l.num, spanOpts{})
			i = j
		}
	}
	if p.inFence {
		p.endFence(pline{})
	}
}

func (p *parser) inExample() bool {
	for _, h := range p.headings {
		if h.part == pExample {
			return true
		}
	}
	return false
}

// endsExample reports a heading that closes an example: "END EXAMPLE".
func endsExample(t string) bool {
	t = strings.ToLower(t)
	return strings.Contains(t, "example") && (strings.HasPrefix(t, "end") || strings.Contains(t, " end"))
}

// proseFence reports a fence at i, untagged or tagged as text, whose
// lines read as prose rather than code or data. Its closing fence is
// skipped as well, since it has the same form.
func proseFence(lines []pline, i int) bool {
	tag := strings.ToLower(strings.Trim(lines[i].text, "`~ "))
	switch tag {
	case "", "text", "txt", "markdown", "md", "prompt", "plaintext":
	default:
		return false
	}
	prose, other := 0, 0
	for j := i + 1; j < len(lines); j++ {
		l := lines[j]
		if l.kind == lFence {
			lines[j].kind = lRule // the closing fence: a delimiter
			return prose >= 2 && prose > 2*other
		}
		switch {
		case l.kind == lBlank:
		case l.paste:
			other++
		default:
			prose++
		}
	}
	return false
}

// introPending reports whether the block an intro opened starts after the
// blank line at i: a list, a tag, a fence or a label.
func introPending(lines []pline, i int) bool {
	for j := i; j < len(lines); j++ {
		switch lines[j].kind {
		case lBlank:
			continue
		case lItem, lTagOpen, lTagLine, lFence, lLabel:
			return true
		}
		return false
	}
	return false
}

func lastContent(lines []pline) int {
	for i := len(lines) - 1; i >= 0; i-- {
		if lines[i].kind != lBlank {
			return i
		}
	}
	return -1
}

func (p *parser) endFence(closing pline) {
	lines := p.fence
	p.inFence, p.fence = false, nil
	if len(lines) == 0 {
		return
	}
	start := lines[0].off
	end := start + len(lines[0].text)
	if closing.text != "" {
		end = closing.off + len(closing.text)
	} else if n := len(lines); n > 0 {
		end = lines[n-1].off + len(lines[n-1].text)
	}
	sec := p.section()
	material := sec != pExample && sec != pFormat
	p.addSpan(p.d.src[start:end], start, lines[0].num, spanOpts{block: true, material: material})
}

type spanOpts struct {
	item, numbered, heading, material, block bool
	query                                    bool // the input after demonstrations: no section applies
	label                                    part
	labName                                  string
}

// addText adds the sentences of text as spans.
func (p *parser) addText(text string, off, num int, o spanOpts) {
	p.sent = p.lx.sentences(text, p.sent[:0])
	for _, s := range p.sent {
		q := o
		if s.start > 0 {
			q.label, q.labName = pNone, "" // a label heads only its first sentence
			if o.label == pExample || o.label == pMaterial || o.query {
				q.label, q.labName = o.label, o.labName
			}
		}
		t, at := s.text, off+s.start
		if n := listMarker(t); n > 0 && n < len(t) {
			// "Fix the bug. 1. Find the cause. 2. ...": an inline list.
			t, at = t[n:], at+n
			q.item, q.numbered = true, true
		}
		p.addSpan(t, at, num+strings.Count(text[:s.start], "\n"), q)
	}
}

// listNumber reports a number of at most two digits: the "2" of "2. Find".
func listNumber(t string) bool {
	t = strings.TrimLeft(t, " \t\n")
	return t != "" && len(t) <= 2 && isDigit(t[0]) && isDigit(t[len(t)-1])
}

// listMarker is the length of a list number that starts t ("2. ", "3) "),
// or 0.
func listMarker(t string) int {
	i := 0
	for i < len(t) && i < 3 && isDigit(t[i]) {
		i++
	}
	if i == 0 || i == 3 || i+1 >= len(t) || (t[i] != '.' && t[i] != ')') || t[i+1] != ' ' {
		return 0
	}
	return i + 2
}

func (p *parser) addSpan(text string, off, num int, o spanOpts) {
	sec := p.section()
	if o.query {
		sec = pNone
	}
	if p.introSet && !o.heading {
		p.introUsed = true
	}
	if o.label == pMaterial && (sec == pExample || sec == pFormat) {
		o.label = sec
	}
	p.d.spans = append(p.d.spans, span{
		text: text, start: off, end: off + len(text), line: num,
		section: sec, label: o.label, labName: o.labName, item: o.item, numbered: o.numbered, block: o.block,
		heading: o.heading, material: o.material && sec != pExample && sec != pFormat,
	})
}

type sentence struct {
	text  string
	start int
}

// sentences splits text at sentence ends: . ! ? followed by a space and
// a capital letter, a digit, a quote or a bracket; abbreviations and
// decimals do not end a sentence. It appends them to out.
func (lx lexicon) sentences(text string, out []sentence) []sentence {
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if (c == 0xe3 || c == 0xef) && fullStop(text[i:]) {
			// 。！？ end a Chinese or Japanese sentence whatever follows.
			j := i + 3
			if s := strings.TrimSpace(text[start:j]); s != "" {
				out = append(out, sentence{s, start + strings.Index(text[start:j], s)})
			}
			start, i = j, j-1
			continue
		}
		if !sentenceBytes[c] {
			continue
		}
		if c == ':' && i+2 < len(text) && text[i+1] == ' ' && i-start > 25 && lx.startsInstruction(text[i+2:]) &&
			!strings.ContainsAny(text[start:i], "\"“") {
			// "..., how would you answer: Write a short paragraph ..."
			if s := strings.TrimSpace(text[start : i+1]); s != "" {
				out = append(out, sentence{s, start + strings.Index(text[start:i+1], s)})
			}
			start = i + 1
			continue
		}
		if c != '.' && c != '!' && c != '?' && c != '\n' {
			continue
		}
		j := i + 1
		for j < len(text) && (text[j] == '.' || text[j] == '!' || text[j] == '?' || text[j] == '"' || text[j] == '\'' || text[j] == ')') {
			j++
		}
		if c == '\n' {
			// A line break inside a paragraph ends a sentence only when
			// the next line starts with a capital and this one ends a
			// clause.
			prev := strings.TrimRight(text[start:i], " ")
			if prev == "" || !(endsClause(prev) || !continues(prev)) || j >= len(text) || !startsSentence(text[j]) {
				continue
			}
		} else {
			if j < len(text) && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' {
				continue
			}
			k := j
			for k < len(text) && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n') {
				k++
			}
			// A question or an exclamation ends a sentence whatever
			// follows; a full stop needs a capital after it unless a word
			// such as "let's" starts the next sentence.
			if c == '.' && k < len(text) && !startsSentence(text[k]) && !lowerStart(text[k:]) {
				continue
			}
			if c == '.' && (abbreviation(text[start:i]) || listNumber(text[start:i])) {
				continue // "e.g. the", "2. Find the cause"
			}
		}
		if s := strings.TrimSpace(text[start:j]); s != "" {
			out = append(out, sentence{s, start + strings.Index(text[start:j], s)})
		}
		start, i = j, j-1
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, sentence{s, start + strings.Index(text[start:], s)})
	}
	return out
}

// lastVerb is the index of a task verb among the last three tokens of s,
// where a language that puts the verb last has it ("要約してください"), or -1.
func lastVerb(s *span) int {
	for i := len(s.toks) - 1; i >= 0 && i >= len(s.toks)-3; i-- {
		if s.toks[i].cls&cTaskVerb != 0 {
			return i
		}
	}
	return -1
}

// fullStop reports a full-width full stop, exclamation or question mark
// at the start of s.
func fullStop(s string) bool {
	return strings.HasPrefix(s, "。") || strings.HasPrefix(s, "！") || strings.HasPrefix(s, "？")
}

// sentenceBytes are the bytes that can end a sentence.
var sentenceBytes = [256]bool{'.': true, '!': true, '?': true, '\n': true, ':': true}

// startsInstruction reports text that starts with a capitalised task
// verb or question word: "Write a short paragraph ...", "What is ...".
func (lx lexicon) startsInstruction(t string) bool {
	if t == "" || t[0] < 'A' || t[0] > 'Z' {
		return false
	}
	w := lowerASCII(t[:wordLen(t)])
	switch w {
	case "what", "how", "why", "which", "who", "when", "where":
		return true
	}
	e := lx.words[w]
	return e != nil && e.cls&cTaskVerb != 0
}

// lowerStart reports a lower-case word that often starts a sentence in
// hastily typed prompts.
func lowerStart(s string) bool {
	for _, w := range []string{"let's ", "let’s ", "make ", "please ", "use ", "give ", "write ", "explain ", "then ", "also ", "now ", "i ", "i'm ", "the ", "this ", "it ", "what ", "how ", "why ", "answer ", "keep ", "do ", "don't "} {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// continues reports a line that ends mid-clause, on a word such as
// "the" or "of", so that the next line carries on its sentence.
func continues(s string) bool {
	w := s[strings.LastIndexByte(s, ' ')+1:]
	switch strings.ToLower(w) {
	case "the", "a", "an", "of", "and", "or", "by", "to", "in", "for", "with", "on", "at", "from", "as", "is", "are", "was", "were", "be", "that", "which", "who", "my", "our", "your", "their", "his", "her", "its", "this", "these", "those", "than", "but", "if", "about", "into", "like":
		return true
	}
	return strings.HasSuffix(w, ",")
}

func endsClause(s string) bool {
	c := s[len(s)-1]
	return c == '.' || c == '!' || c == '?' || c == ':' || c == '"'
}

func startsSentence(c byte) bool {
	return c >= 'A' && c <= 'Z' || isDigit(c) || c == '"' || c == '\'' || c == '(' || c == '[' || c == '<' || c == '*' || c == '#' || c >= 0x80
}

func abbreviation(before string) bool {
	i := len(before)
	for i > 0 && (isWordByte(before[i-1]) || before[i-1] == '.' || before[i-1] >= 0x80) {
		i--
	}
	w := lowerASCII(before[i:])
	for _, a := range abbreviations {
		if w == a {
			return true
		}
	}
	return len(w) == 1 && isLetter(w[0]) // an initial: "J. Smith"
}

// tokenizeSpans tokenizes the spans of d into buf[:0] and returns it.
func (lx lexicon) tokenizeSpans(d *doc, buf []token) []token {
	low := d.low
	buf = reuse(buf, len(d.src)/5+8)
	for i := range d.spans {
		s := &d.spans[i]
		start := len(buf)
		buf = lx.tokenize(s.text, low[s.start:s.end], s.start, buf)
		s.toks = buf[start:len(buf):len(buf)]
		for _, t := range s.toks {
			if t.kind == tSlot {
				d.slots++
			}
		}
		s.cues = findCues(s.toks)
		s.foreign = lx.lang != &english
		s.verb = findVerb(s)
		if s.verb < 0 && lx.lang.verbLast {
			s.verb = lastVerb(s)
		}
		s.quotes = countQuotes(s.text)
		d.quotes += s.quotes
	}
	return buf
}

// findCues records the cue phrases in toks.
func findCues(toks []token) cueSet {
	var c cueSet
	for i := range toks {
		e := toks[i].e
		if e == nil {
			continue
		}
		for _, ph := range e.phrases {
			c.add(ph.cue, i)
		}
		if e.next == nil || i+1 >= len(toks) {
			continue
		}
		for _, ph := range e.next[toks[i+1].low] {
			if matchAt(toks, i, ph.words) {
				c.add(ph.cue, i)
			}
		}
	}
	return c
}

func matchAt(toks []token, i int, words []string) bool {
	if i+len(words) > len(toks) {
		return false
	}
	for k, w := range words {
		if toks[i+k].low != w {
			return false
		}
	}
	return true
}

// countQuotes counts quoted terms: "x", 'x x', “x”, `x`.
func countQuotes(s string) int {
	n := strings.Count(s, "“") + strings.Count(s, "`")/2 + strings.Count(s, `"`)/2
	// Single quotes count only around a phrase, not in contractions.
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '\'' && (i == 0 || s[i-1] == ' ') && isLetter(s[i+1]) {
			if j := strings.IndexByte(s[i+1:], '\''); j > 0 && i+1+j+1 <= len(s) && (i+1+j+1 == len(s) || !isLetter(s[i+1+j+1])) {
				n++
				i += j + 1
			}
		}
	}
	return n
}

// markDuplicates marks spans that repeat an earlier one word for word
// (by a hash of their lower-case words).
func markDuplicates(d *doc) {
	if len(d.spans) < 2 {
		return
	}
	seen := make(map[uint64]bool, len(d.spans))
	for i := range d.spans {
		s := &d.spans[i]
		if len(s.toks) < 3 {
			continue
		}
		h := uint64(14695981039346656037)
		for _, t := range s.toks {
			for j := 0; j < len(t.low); j++ {
				h = (h ^ uint64(t.low[j])) * 1099511628211
			}
			h = (h ^ ' ') * 1099511628211
		}
		if seen[h] {
			s.dup = true
		}
		seen[h] = true
	}
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

func clip(s string, n int) string {
	if strings.ContainsAny(s, "\n\t\r") || strings.Contains(s, "  ") {
		s = collapseSpaces(s, n+1)
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

// collapseSpaces returns the words of s joined by single spaces, as
// strings.Join(strings.Fields(s), " ") does, but stops once it has more
// than max bytes: a long span is quoted by its start only.
func collapseSpaces(s string, max int) string {
	var b strings.Builder
	for len(s) > 0 && b.Len() <= max {
		i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsSpace(r) })
		if i < 0 {
			break
		}
		s = s[i:]
		j := strings.IndexFunc(s, unicode.IsSpace)
		if j < 0 {
			j = len(s)
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[:j])
		s = s[j:]
	}
	return b.String()
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

// slotsOnly reports a span whose words, past its label, are all slots or
// function words.
func slotsOnly(s *span) bool {
	body := 0 // where the text after a label ("Review: {review}") starts
	if c := strings.IndexByte(s.text, ':'); c > 0 && (s.label != pNone || strings.Count(s.text[:c], " ") < 3) {
		body = c
	}
	slot := false
	for i := range s.toks {
		t := &s.toks[i]
		switch {
		case t.kind == tSlot:
			slot = true
		case t.cls&cStop != 0, int(t.pos)-s.start < body:
		default:
			return false
		}
	}
	return slot
}
