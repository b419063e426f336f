package scoring

import "strings"

// namePart is the part a section name names: of its words (runs of
// letters, apostrophes and hyphens, lower case), the one that comes first
// in sectionOrder wins. In a run of Chinese or Japanese characters every
// stretch of two to four is a word ("输出格式" holds "格式").
func (lx lexicon) namePart(name string) part {
	best, rank := pNone, len(sectionOrder)
	consider := func(w string) {
		if e := lx.words[w]; e != nil && e.section != pNone && int(e.sectionRank) < rank {
			best, rank = e.section, int(e.sectionRank)
		}
	}
	if !isASCII(name) {
		name = strings.ToLower(name)
		lx.cjkWords(name, consider)
	}
	var buf [24]byte // longer words name no section
	for i := 0; i < len(name); {
		j := i
		for j < len(name) && (isNameByte(name[j]) || name[j] >= 0x80 && !cjkAt(name, j)) {
			j++
		}
		if j == i {
			i++
			continue
		}
		if j-i <= len(buf) {
			w := buf[:j-i]
			for k := range w {
				w[k] = lowerByte(name[i+k])
			}
			consider(string(w))
		}
		i = j
	}
	return best
}

func isNameByte(c byte) bool { return isLetter(c) || c == '\'' || c == '-' }

// tagPart is the part an XML-style tag's name names: <example>,
// <formatting_example>, <document>. Tags for the answer's own parts
// (<answer>, <sql>) name nothing.
func (lx lexicon) tagPart(name string) part {
	switch name {
	case "answer", "response", "sql", "quotes", "result", "final_answer", "output":
		return pNone
	case "thinking", "scratchpad", "thought_process", "reasoning", "analysis", "thoughts":
		return pReasoning
	case "formatting_example", "format_example", "output_format", "response_format":
		return pFormat
	case "instructions", "instruction":
		return pNone
	case "question", "query", "user_query", "user_question":
		return pMaterial
	}
	return lx.namePart(strings.ReplaceAll(name, "_", " "))
}

// labelPart is the part a line label names: "Output:", "Context:".
func (lx lexicon) labelPart(name string) part {
	switch name {
	case "a", "answer", "user", "assistant", "human", "ai", "customer", "agent", "bot", "me", "you":
		return pMaterial
	case "q":
		return pTask
	}
	return lx.namePart(name)
}

// introPart is the part of the block an intro line ("Here are some
// examples:", "Correct my essay:") opens. Lists after an instruction are
// part of it; prose after one is the input it works on.
func introPart(lx lexicon, text string, lines []pline, i int) part {
	toks := lx.tokenize(text, lowerASCII(text), 0, nil)
	c := findCues(toks)
	switch {
	case c.has[cueExample] || c.has[cueImitate]:
		return pExample
	case c.has[cueFormat] && (hasWord(toks, "format") || hasWord(toks, "structure") || hasWord(toks, "template") || hasWord(toks, "following")):
		return pFormat
	}
	if p := lx.namePart(text); p == pConstraint || p == pReasoning || p == pExample {
		return p
	}
	next := nextContent(lines, i+1)
	if next < 0 {
		return pNone
	}
	switch lines[next].kind {
	case lItem, lLabel:
		return pNone
	}
	return pMaterial
}

func nextContent(lines []pline, i int) int {
	for ; i < len(lines); i++ {
		if lines[i].kind != lBlank {
			return i
		}
	}
	return -1
}

func hasWord(toks []token, w string) bool {
	for i := range toks {
		if toks[i].low == w {
			return true
		}
	}
	return false
}

// Roles of a line in a run of repeated labels.
const (
	shotNone  = iota
	shotDemo  // a demonstration: "Text 1: ...", "Keywords 1: ..."
	shotQuery // the last group: the task's own input ("Text 3: {text}")
)

// fewShotLabels marks label lines that demonstrate the task: labels that
// repeat ("Text 1:", "Keywords 1:", "Text 2:" ...; "Q:", "A:", "Q:"). The
// last group is the task's own input.
func (lx lexicon) fewShotLabels(lines []pline) (mark []int, groups int) {
	mark = make([]int, len(lines))
	count := map[string]int{}
	for _, l := range lines {
		if l.kind == lLabel && lx.ioLabel(l.name) {
			count[baseLabel(l.name)]++
		}
	}
	lead := ""
	for i := range lines {
		if l := lines[i]; l.kind == lLabel && lx.ioLabel(l.name) && count[baseLabel(l.name)] >= 2 {
			lead = baseLabel(l.name)
			break
		}
	}
	if lead == "" {
		return mark, 0
	}
	// Groups start at each line labelled lead.
	var starts []int
	for i, l := range lines {
		if l.kind == lLabel && baseLabel(l.name) == lead {
			starts = append(starts, i)
		}
	}
	for g, s := range starts {
		end := len(lines)
		if g+1 < len(starts) {
			end = starts[g+1]
		}
		role := shotDemo
		if g == len(starts)-1 {
			role = shotQuery
		} else {
			groups++
		}
		for i := s; i < end; i++ {
			if lines[i].kind == lLabel || lines[i].kind == lProse {
				mark[i] = role
			}
		}
	}
	if groups == 0 {
		return make([]int, len(lines)), 0
	}
	return mark, groups
}

// ioLabel reports labels that name an input or output rather than a part
// of the prompt ("Step 1:" and "Note:" are not demonstrations).
func (lx lexicon) ioLabel(name string) bool {
	b := baseLabel(name)
	switch lx.namePart(b) {
	case pConstraint, pReasoning, pRole, pContext:
		return false
	}
	return b != "" && b != "example" && b != "examples"
}

// baseLabel drops a trailing number: "text 2" is "text".
func baseLabel(name string) string {
	return strings.TrimRight(name, "0123456789 #.")
}

// lineStats are what looksPasted needs to know of a line, counted in one
// pass.
type lineStats struct {
	digits, spaces, letters, seps, sym, words int
	bytes                                     [4]uint64 // the bytes the line holds, one bit each
}

// has reports whether the line holds byte c.
func (st *lineStats) has(c byte) bool { return st.bytes[c>>6]&(1<<(c&63)) != 0 }

func statsOf(l string) lineStats {
	var st lineStats
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case isLetter(c):
			st.letters++
			if i == 0 || !isLetter(l[i-1]) {
				st.words++
			}
		case isDigit(c):
			st.digits++
		case c == ' ':
			st.spaces++
		case c == ',' || c == '\t' || c == '|' || c == ';':
			st.seps++
		}
		if symBytes[c] {
			st.sym++
		}
		st.bytes[c>>6] |= 1 << (c & 63)
	}
	return st
}

// symBytes are the symbols of code.
var symBytes = [256]bool{'{': true, '}': true, ';': true, '=': true, '(': true, ')': true, '[': true, ']': true, '<': true, '>': true}

// countWords counts the words of l that are in set, ASCII case folded.
func countWords(l string, set map[string]bool) int {
	var buf [16]byte
	n := 0
	for i := 0; i < len(l); {
		if !isLetter(l[i]) {
			i++
			continue
		}
		j := i
		for j < len(l) && isLetter(l[j]) {
			j++
		}
		if j-i <= len(buf) {
			w := buf[:j-i]
			for k := range w {
				w[k] = l[i+k] | 0x20
			}
			if set[string(w)] {
				n++
			}
		}
		i = j
	}
	return n
}

// loremLike reports a line with three words of lorem ipsum. Its commonest
// words are looked for first, so that other lines cost a few searches.
func loremLike(l string) bool {
	for _, w := range [...]string{"ipsum", "dolor", "amet"} {
		if strings.Contains(l, w) {
			return countWords(l, loremSet) >= 3
		}
	}
	return false
}

// looksPasted reports a line of code, log, data or lorem ipsum.
func looksPasted(l string) bool {
	if len(l) < 2 {
		return false
	}
	st := statsOf(l)
	if st.has('{') || st.has('[') || st.has('<') || st.has('$') {
		l = withoutSlots(l)
		st = statsOf(l)
	}
	if loremLike(l) {
		return true
	}
	if st.sym == 0 && st.seps < 2 && st.digits == 0 && strings.IndexByte(l, ':') < 0 {
		return false // plain prose: no symbols, numbers, separators or colons
	}
	colon := strings.IndexByte(l, ':') >= 0
	if st.sym > 0 || colon {
		for _, p := range logMarks {
			// A mark can occur only where its first byte does.
			if st.has(p[0]) && strings.Contains(l, p) {
				return true
			}
		}
		if strings.HasPrefix(l, "at ") && strings.Contains(l, "(") && colon {
			return true
		}
	}
	if st.digits > 0 && (colon && hasSourcePos(l) || hasHex(l) || colon && hasTimestamp(l)) {
		return true
	}
	if twoSentences(l) {
		return false // "Let k(u) = u**2+u-4. Find k(0).": written, not pasted
	}
	// data rows: several separators and mostly digits or no spaces
	if st.seps >= 2 && (st.spaces == 0 || 10*st.digits >= 3*len(l)) {
		return true
	}
	// code: symbols, and few of the function words prose is full of
	if st.sym < 2 {
		return false
	}
	if prose := countWords(l, proseSet); prose >= 3 && 6*prose >= st.words {
		return false
	}
	last := l[len(l)-1]
	if last == ';' || last == '{' || last == '}' || l == "}" {
		return st.sym >= 2 || len(l) < 3
	}
	for _, k := range codeStarts {
		if strings.HasPrefix(l, k) && len(l) > len(k) && (l[len(k)-1] == '(' || l[len(k)] == ' ' || l[len(k)] == '(') && st.sym >= 2 {
			return true
		}
	}
	return st.sym >= 4 && 10*st.sym >= len(l) && st.spaces < len(l)/4
}

// hasSourcePos finds "file.go:123" and the like: the first occurrence of
// one of sourceExts, after a name and followed by a line number.
func hasSourcePos(l string) bool {
	var seen [len(sourceExts)]bool
	return anyAt(l, ".", func(i int) bool {
		for k, ext := range sourceExts {
			if seen[k] || !strings.HasPrefix(l[i:], ext) {
				continue
			}
			seen[k] = true
			if i > 0 && i+len(ext) < len(l) && (isDigit(l[i+len(ext)]) || ext == ".py\", line") {
				return true
			}
		}
		return false
	})
}

// sourceExts end a source file name in a stack trace; each starts with a dot.
var sourceExts = [...]string{".go:", ".py\", line", ".py:", ".js:", ".ts:", ".java:", ".rb:", ".rs:", ".c:", ".cpp:", ".cs:"}

// hasHex finds an address such as 0x4a1f2c.
func hasHex(l string) bool {
	return anyAt(l, "0x", func(i int) bool {
		j := i + 2
		for j < len(l) && (isDigit(l[j]) || l[j] >= 'a' && l[j] <= 'f') {
			j++
		}
		return j-i >= 5
	})
}

// hasTimestamp finds hh:mm:ss.
func hasTimestamp(l string) bool {
	for i := 0; i+8 <= len(l); i++ {
		if isDigit(l[i]) && isDigit(l[i+1]) && l[i+2] == ':' && isDigit(l[i+3]) && isDigit(l[i+4]) && l[i+5] == ':' && isDigit(l[i+6]) && isDigit(l[i+7]) {
			return true
		}
	}
	return false
}

// withoutSlots replaces template slots by a word, so that "{QUESTION}"
// does not read as code.
func withoutSlots(l string) string {
	i := 0
	for i < len(l) && l[i] != '{' && l[i] != '[' && l[i] != '<' && l[i] != '$' {
		i++
	}
	if i == len(l) {
		return l
	}
	var b strings.Builder
	for i := 0; i < len(l); {
		if n := slotLen(l[i:]); n > 0 {
			b.WriteString("slot")
			i += n
			continue
		}
		b.WriteByte(l[i])
		i++
	}
	return b.String()
}
