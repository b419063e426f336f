package scoring

import (
	"bytes"
	"math/bits"
	"strings"
)

// Segmentation separates what the user authored (instructions, context,
// requirements) from material pasted for the model to work on (logs, code,
// data, documents, repeated lines). Only authored text earns points, so
// pasting or padding can never raise a score (h5i-dev/h5i #256).

// material kinds, for evidence.
const (
	matCode = 1 << iota
	matLog
	matData
	matQuoted
	matRepeated
	matDocument
)

// token is one authored word.
type token struct {
	ns, ne int32  // normalized form: a.norm[ns:ne]
	os, oe int32  // the word in the source: a.src[os:oe]
	sent   int32  // sentence index
	ent    int32  // lexicon entry index+1, 0 if none
	single tflags // the entry's single-word signals that rules ask of a token
	cap    bool   // starts with an upper-case letter in the source
	num    bool   // all digits
	stop   bool
}

// tflags holds the few single-word signals read per token, so that a token
// stays small.
type tflags uint8

const (
	tfTaskVerb tflags = 1 << iota
	tfScope
	tfNumWord
	tfUnit
	tfReqVerb
	tfPerson
	tfVagueWord
	tfToward // "for", "to", "towards": where deriveAudience looks
)

func (f tflags) has(g signal) bool {
	switch g {
	case sigTaskVerb:
		return f&tfTaskVerb != 0
	case sigScope:
		return f&tfScope != 0
	case sigNumWord:
		return f&tfNumWord != 0
	case sigUnit:
		return f&tfUnit != 0
	case sigReqVerb:
		return f&tfReqVerb != 0
	case sigPerson:
		return f&tfPerson != 0
	case sigVagueWord:
		return f&tfVagueWord != 0
	}
	panic("scoring: tflags has no bit for this signal")
}

// sentence is a run of authored tokens ending at . ! ? or a line break.
type sentence struct {
	t0, t1      int32 // token range
	os, oe      int32 // source range, for evidence
	question    bool
	placeholder bool   // holds an unfilled [placeholder]: earns nothing
	padding     bool   // a statement that only repeats a keyword
	flags       tflags // the union of its tokens' single flags
	sigs        sigset
}

// hit records where a signal was first seen.
type hit struct {
	n    int32 // occurrences
	sent int32 // sentence of the first occurrence, -1 for structural hits
	tok  int32 // first token of the first occurrence
	ntok int32 // tokens in the phrase
}

// analysis is everything the rules look at.
type analysis struct {
	src   string
	norm  []byte
	toks  []token
	stems []uint64 // stemHash of each token's word, 0 for a function word or one letter
	found []match  // matchPhrases' scratch
	table []uint64 // sentences' scratch
	sents []sentence
	hits  [numSignals]hit
	seen  sigset

	authoredLines  int
	materialBytes  int
	materialKinds  int
	materialLines  int
	slots          int // {{TEMPLATE}} slots for runtime input
	placeholders   int // [fill me in] placeholders: earn nothing
	exampleItems   int // example lines / Q-A pairs / labelled demos
	exampleReason  bool
	numberedLines  int
	headings       int
	xmlTags        int
	quotedTerms    int
	delimitedBlock bool // material inside """ / ``` / <tag> / a "Text:" label
	delimitedSlot  bool // a {{slot}} for runtime input inside delimiters or after a label
	authoredTags   int  // XML-style tags around instructions or slots
	labelled       bool // material introduced by a label or heading ("Text:", ###Content###)
	properNouns    int
	numbers        int
	uniqueContent  int
	contentTokens  int
	stuffed        string // a keyword repeated as filler, if any
	paddingSents   int    // statements that only repeat the stuffed keyword
	repeatedLines  int
	primer         string
	options        bool
	gimmickSents   int
	mathOps        int // = + ^ * in authored text

	lines   hashSet // line hashes, to find repeated lines
	derived bool
}

func (a *analysis) fire(g signal, sent, tok, ntok int32) {
	h := &a.hits[g]
	if h.n == 0 {
		h.sent, h.tok, h.ntok = sent, tok, ntok
	}
	h.n++
	a.seen.add(g)
}

func (a *analysis) fireStruct(g signal) { a.fire(g, -1, -1, 0) }

func (a *analysis) has(g signal) bool { return a.seen.has(g) }
func (a *analysis) count(g signal) int {
	return int(a.hits[g].n)
}

// label words that introduce pasted material, authored sections, or examples.
// It takes bytes so that callers can pass a lowered stack copy: a switch on
// string(w) does not copy.
func labelKind(w []byte) byte {
	switch string(w) {
	case "text", "article", "essay", "document", "doc", "paragraph", "paragrapgh", "data", "input", "code",
		"log", "logs", "email", "message", "messages", "passage", "transcript", "title", "content",
		"story", "review", "reviews", "letter", "blog", "sentence", "string", "contract", "report",
		"feedback", "excerpt", "source", "snippet", "output", "error", "trace", "stacktrace", "file",
		"table", "csv", "json", "dataset", "spreadsheet", "notes", "draft", "poem", "lyrics", "recipe",
		"givencontent", "context", "background", "reference", "titles", "documents", "post", "comment",
		"comments", "conversation", "chat", "dialogue", "abstract", "summary", "description", "query":
		return 'm'
	case "example", "examples", "sample", "samples", "demonstration", "demonstrations":
		return 'e'
	case "instruction", "instructions", "task", "tasks", "rules", "rule", "steps", "step", "question",
		"questions", "format", "constraints", "constraint", "requirements", "requirement", "guidelines",
		"guideline", "keywords", "keyword", "regulations", "hint", "hints", "note", "notes:", "goal",
		"objective", "role", "persona", "audience", "tone", "style", "outcome", "setting", "environment",
		"length", "criteria", "deliverable", "deliverables", "scope", "response", "answer", "system",
		"user", "assistant", "main", "important", "purpose", "approach", "process":
		return 'a'
	}
	return 0
}

// analyze segments src and matches the lexicon against the authored text.
func (e *engine) analyze(src string) *analysis {
	a := e.newAnalysis(src)
	if n := min(len(src), 1<<16) + 16; cap(a.norm) < n {
		a.norm = make([]byte, 0, n)
	}
	if n := min(len(src)/5, 1<<14) + 8; cap(a.toks) < n {
		a.toks = make([]token, 0, n)
	}

	var (
		inFence, inTriple bool
		tagBlock          string // open <tag> whose content is material
		tagAuthored       bool
		pasted            bool // lines after "Correct my essay:" are material
		prevBlank         bool
	)
	lineHashes := &a.lines
	lineHashes.reset()
	lastAuthored := ""
	lines := 0
	pos := 0
	for rest := src; len(rest) > 0 || lines == 0; lines++ {
		var line string
		off := pos
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
			pos += i + 1
		} else {
			line, rest = rest, ""
			pos += len(line)
		}
		t := strings.TrimSpace(line)
		if t == "" {
			prevBlank = true
			if len(rest) == 0 {
				break
			}
			continue
		}
		material := func(kind int) {
			if kind != matCode && hasSlot(line) {
				// A {{slot}} filled at run time, inside delimiters: that is
				// structure the user wrote, not pasted material.
				a.slots++
				a.delimitedSlot = true
				return
			}
			a.materialBytes += len(line)
			a.materialKinds |= kind
			a.materialLines++
		}
		switch {
		case inFence:
			material(matCode)
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				inFence = false
			}
			continue
		case strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~"):
			inFence = true
			a.delimitedBlock = true
			material(matCode)
			continue
		case inTriple:
			material(matQuoted)
			if strings.Contains(t, `"""`) {
				inTriple = false
			}
			continue
		case tagBlock != "":
			if closesTag(t, tagBlock) {
				tagBlock = ""
				if !tagAuthored {
					material(matDocument)
					continue
				}
				// Closing an authored block: fall through with the line.
			} else if !tagAuthored {
				material(matDocument)
				continue
			}
		}
		if strings.HasPrefix(t, `"""`) || strings.HasSuffix(t, `"""`) && strings.Count(t, `"""`) == 1 {
			if strings.Count(t, `"""`) == 1 {
				inTriple = true
			}
			a.delimitedBlock = true
			material(matQuoted)
			continue
		}
		// A line that is one XML-style block, or opens one.
		if name, closed, ok := leadingTag(t); ok {
			a.xmlTags++
			a.fireStruct(sigXMLTags)
			if tagIsAuthored(name) || strings.Contains(t, "{") {
				a.authoredTags++
			}
			switch name {
			case "thinking", "scratchpad", "reasoning", "inner_monologue":
				a.fireStruct(sigScratch)
			case "example", "examples", "formatting_example", "sample":
				a.exampleItems++
				a.fireStruct(sigExample)
			case "answer", "output", "response", "format", "output_format":
				a.fireStruct(sigFormatGuide)
			}
			if !tagIsAuthored(name) {
				a.delimitedBlock = true
				if !closed {
					tagBlock, tagAuthored = name, false
				}
				material(matDocument)
				continue
			}
			if !closed && !closesTag(t, name) {
				tagBlock, tagAuthored = name, true
			}
		}
		// Repeated lines are padding.
		if len(t) >= 12 && !lineHashes.addLine(t) {
			a.repeatedLines++
			material(matRepeated)
			continue
		}
		if kind := pastedKind(t); kind != 0 {
			material(kind)
			continue
		}
		// "Label:" on its own line, or "Label: content".
		label, after := splitLabel(t)
		lk := byte(0)
		if label != "" {
			lk = labelKindOf(label)
		}
		if pasted {
			// Pasted material continues until something reads as an
			// instruction again.
			if lk == 'a' || lk == 'e' || prevBlank && startsInstruction(t) || startsStrongInstruction(t) {
				pasted = false
			} else {
				material(matDocument)
				prevBlank = false
				continue
			}
		}
		prevBlank = false
		if label != "" {
			switch {
			case isQALabel(label):
				a.exampleItems++
				if after != "" && hasReasoning(after) {
					a.exampleReason = true
				}
				if after == "" && len(rest) == 0 || after == "" && strings.TrimSpace(rest) == "" {
					a.primer = t
				}
				continue
			case lk == 'e':
				a.fireStruct(sigExample)
				a.exampleItems++
				a.fireStruct(sigHeadings)
				if after != "" {
					a.exampleItems++
					if hasReasoning(after) {
						a.exampleReason = true
					}
				}
				pasted = false
				continue
			case lk == 'm' && after == "":
				pasted = true
				a.labelled = true
				a.delimitedBlock = true
				a.fireStruct(sigHeadings)
				if strings.TrimSpace(rest) == "" {
					a.primer = t
				}
				continue
			case lk == 'm' && isBackgroundLabel(label) && !isSlotOnly(after) && wordCount(after) <= 40:
				// "Context: this service handles payments, ...": a short
				// labelled line of background the user wrote is authored.
				a.fireStruct(sigHeadings)
				a.fireStruct(sigSituation)
				a.authoredLines++
				lastAuthored = after
				e.tokenizeLine(a, after, off+strings.Index(line, after))
				continue
			case lk == 'm':
				a.delimitedBlock = true
				a.labelled = true
				if isSlotOnly(after) {
					a.slots++
					a.delimitedSlot = true
					continue
				}
				// "Article: ... Q: Summarize the above": the instruction
				// after the pasted text is authored.
				if k := embeddedInstruction(after); k >= 0 {
					a.materialBytes += k
					a.materialKinds |= matDocument
					a.authoredLines++
					lastAuthored = after[k:]
					e.tokenizeLine(a, after[k:], off+strings.Index(line, after)+k)
					continue
				}
				a.materialBytes += len(after)
				a.materialKinds |= matDocument
				continue
			case lk == 'a':
				a.fireStruct(sigHeadings)
				if after == "" {
					if strings.TrimSpace(rest) == "" {
						a.primer = t
					}
					continue
				}
				t = after
			case after == "" && wordCount(label) <= 4 && strings.TrimSpace(rest) == "":
				// A short label on the last line primes the answer.
				a.primer = t
				continue
			case after == "" && wordCount(label) <= 4 && nextLineIsProse(rest):
				// "Climate change :" followed by paragraphs: pasted text.
				pasted = true
				a.fireStruct(sigHeadings)
				continue
			}
		}
		if isHeading(t) {
			a.headings++
			a.fireStruct(sigHeadings)
			if h := strings.Trim(t, "#*=:- "); h != "" {
				if k := labelKindOf(h); k == 'm' && strings.TrimSpace(rest) != "" && !strings.EqualFold(h, "output") {
					pasted = true
					a.labelled = true
				} else if k == 'e' {
					a.fireStruct(sigExample)
				}
			}
			continue
		}
		if isListItem(t) {
			a.numberedLines++
		}
		a.authoredLines++
		lastAuthored = t
		e.tokenizeLine(a, line, off)
		if endsIntroducingMaterial(t) {
			pasted = true
		}
	}
	if inFence || inTriple {
		a.delimitedBlock = true
	}
	if a.numberedLines >= 2 {
		a.fireStruct(sigNumbered)
	}
	if a.headings > 0 {
		a.fireStruct(sigHeadings)
	}
	if a.primer == "" {
		a.primer = trailingPrimer(lastAuthored)
	}
	if a.primer != "" {
		a.fireStruct(sigPrimer)
	}
	if a.exampleItems > 0 && !a.has(sigExample) && a.exampleItems >= 2 {
		a.fireStruct(sigExamplePair)
	}
	if a.materialBytes > 0 {
		a.fireStruct(sigMaterial)
	}
	if a.repeatedLines > 0 {
		a.fireStruct(sigRepeated)
	}
	if a.placeholders > 0 {
		a.fireStruct(sigPlaceholder)
	}
	e.sentences(a)
	return a
}

// hashSet is a set of line hashes: an open-addressing table whose storage
// an analysis keeps between calls, so it does not allocate per line.
type hashSet struct {
	slots []uint64 // 0 means empty; the hash 0 is recorded in zero
	n     int
	zero  bool

	first   string // the first line, hashed only once a second one comes
	pending bool
}

// reset empties s, keeping its storage unless it grew large.
func (s *hashSet) reset() {
	if len(s.slots) > 1<<12 {
		s.slots = nil
	} else if s.n > 0 {
		clear(s.slots)
	}
	*s = hashSet{slots: s.slots}
}

// addLine reports whether line was new. The first line is always new, so
// a one-line prompt is never hashed.
func (s *hashSet) addLine(line string) bool {
	if s.n == 0 && !s.zero && !s.pending {
		s.first, s.pending = line, true
		return true
	}
	if s.pending {
		s.pending = false
		s.add(hashLower(s.first))
	}
	return s.add(hashLower(line))
}

// add reports whether h was new.
func (s *hashSet) add(h uint64) bool {
	if h == 0 {
		if s.zero {
			return false
		}
		s.zero = true
		return true
	}
	if 2*(s.n+1) > len(s.slots) {
		old := s.slots
		s.slots = make([]uint64, max(64, 2*len(old)))
		s.n = 0
		for _, x := range old {
			if x != 0 {
				s.insert(x)
			}
		}
	}
	return s.insert(h)
}

func (s *hashSet) insert(h uint64) bool {
	mask := len(s.slots) - 1
	for i := int((h*0x9e3779b97f4a7c15)>>40) & mask; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case h:
			return false
		case 0:
			s.slots[i] = h
			s.n++
			return true
		}
	}
}

// hashLower is FNV-1a over the lower-cased bytes of s other than spaces
// and tabs. It has no branches on the bytes (whether one is a space
// follows the text, which the predictor cannot learn): a space or tab is
// xored as 0 and multiplied by 1, which leaves the hash as it was.
func hashLower(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		f := &fnvFold[s[i]]
		h = (h ^ f.x) * f.m
	}
	return h
}

// fnvFold is, for each byte, what hashLower xors into its hash (the byte
// in lower case) and multiplies it by (the FNV prime), or 0 and 1 for a
// space or tab.
var fnvFold = func() (t [256]struct{ x, m uint64 }) {
	for c := range t {
		b := byte(c)
		if b >= 'A' && b <= 'Z' {
			b += 'a' - 'A'
		}
		t[c].x, t[c].m = uint64(b), 1099511628211
		if b == ' ' || b == '\t' {
			t[c].x, t[c].m = 0, 1
		}
	}
	return t
}()

func wordCount(s string) int {
	// Branch-free, eight ASCII bytes at a time: quoted passages and
	// one-line prompts run to thousands of bytes.
	const high = 0x8080808080808080
	n, in := 0, uint64(0) // in: 1 after a word byte
	i := 0
	for ; i+8 <= len(s); i += 8 {
		c := s[i : i+8] // one bounds check, one load
		v := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
			uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
		if v&high != 0 {
			// Not ASCII (a word byte, but asciiChunk is exact only up to
			// it): byte by byte.
			for _, c := range []byte(s[i : i+8]) {
				w := uint64(wordByte[c])
				n += int(w &^ in)
				in = w
			}
			continue
		}
		// As in asciiRun: bit 7 set in each ASCII letter or digit.
		const ones = 0x0101010101010101
		w := (v+(0x80-'a')*ones)&^(v+(0x7f-'z')*ones) |
			(v+(0x80-'A')*ones)&^(v+(0x7f-'Z')*ones) |
			(v+(0x80-'0')*ones)&^(v+(0x7f-'9')*ones)
		w &= high
		n += bits.OnesCount64(w &^ (w<<8 | in<<7))
		in = w >> 63
	}
	for ; i < len(s); i++ {
		w := uint64(wordByte[s[i]])
		n += int(w &^ in)
		in = w
	}
	return n
}

// wordsOver reports wordCount(s) > k. A prefix has no more words than s,
// so a long s whose first 8(k+1) bytes already hold more than k words is
// not counted to the end: quoted spans on one line can run for kilobytes.
func wordsOver(s string, k int) bool {
	if n := 8 * (k + 1); n < len(s) && wordCount(s[:n]) > k {
		return true
	}
	return wordCount(s) > k
}

// wordByte is isWordByte as 0 or 1.
var wordByte = func() (t [256]uint8) {
	for c := range 256 {
		if asciiWord[c] || c >= 0x80 {
			t[c] = 1
		}
	}
	return t
}()

// splitLabel splits "Label: rest" where Label is at most four words.
func splitLabel(t string) (label, after string) {
	i := strings.IndexByte(t, ':')
	if i <= 0 || i > 40 {
		return "", ""
	}
	l := strings.TrimSpace(t[:i])
	if strings.HasPrefix(l, "http") || wordCount(l) == 0 || wordCount(l) > 4 {
		return "", ""
	}
	for j := 0; j < len(l); j++ {
		if c := l[j]; c == '.' || c == '?' || c == '!' || c == ',' || c == '"' || c == '(' {
			return "", ""
		}
	}
	return strings.Trim(l, "#*[] "), strings.TrimSpace(t[i+1:])
}

// labelKindOf classifies a label by its last word ("Article titles" -> titles).
func labelKindOf(label string) byte {
	var buf, joined [64]byte
	l := lowerASCII(strings.Trim(label, "#*[]<>=- "), &buf)
	l = bytes.TrimRight(l, "0123456789 ")
	j := joined[:0]
	if len(l) > len(joined) {
		j = nil // a long label: let append allocate
	}
	for _, c := range l {
		if c != ' ' {
			j = append(j, c)
		}
	}
	if k := labelKind(j); k != 0 {
		return k
	}
	if i := bytes.LastIndexByte(l, ' '); i >= 0 {
		if k := labelKind(l[i+1:]); k != 0 {
			return k
		}
		return labelKind(l[:bytes.IndexByte(l, ' ')])
	}
	return labelKind(l)
}

// lowerASCII returns strings.ToLower(s) as bytes, in buf when s is ASCII
// and fits (labels are short), so that no copy is allocated.
func lowerASCII(s string, buf *[64]byte) []byte {
	if len(s) > len(buf) {
		return []byte(strings.ToLower(s))
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return []byte(strings.ToLower(s))
		}
		if c-'A' < 26 {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return buf[:len(s)]
}

// isBackgroundLabel reports a "Context:" or "Background:" label.
func isBackgroundLabel(l string) bool {
	switch strings.ToLower(strings.TrimSpace(l)) {
	case "context", "background", "situation":
		return true
	}
	return false
}

func isQALabel(l string) bool {
	var buf [64]byte
	switch string(lowerASCII(strings.TrimRight(l, "0123456789 "), &buf)) {
	case "q", "a", "input", "output", "question", "answer", "example input", "example output",
		"keywords", "usefulness", "response", "explain", "category", "sentiment", "priority",
		"label", "result":
		// "Keywords 1: ..." in a demonstration; plain "Keywords:" with a
		// list is a requirement and is handled as an authored label.
		return l != "Keywords" && l != "keywords" && l != "Question" && l != "question" &&
			l != "Response" && l != "response" && l != "Answer" && l != "answer" &&
			l != "Output" && l != "output" && l != "Input" && l != "input" ||
			strings.ContainsAny(l, "0123456789")
	}
	return false
}

// hasSlot reports a template slot such as {{FEEDBACK}} or {text input here}.
func hasSlot(s string) bool {
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 || i+1 >= len(s) {
			return false
		}
		s = s[i+1:]
		if s[0] == '{' {
			s = s[1:]
		}
		j := 0
		for j < len(s) && j < 60 && (isWordByte(s[j]) || s[j] == '_' || s[j] == ' ' && j > 0 || s[j] == '-' || s[j] == '.' || s[j] == ':') {
			j++
		}
		if j > 0 && j < len(s) && s[j] == '}' && isWordByte(s[0]) {
			return true
		}
	}
}

func isSlotOnly(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}") && strings.Count(s, "{") <= 2 ||
		strings.HasPrefix(s, "<") && strings.HasSuffix(s, ">") && strings.Contains(s, "{")
}

// leadingTag reports a line that starts with <name>; closed says whether the
// same line also closes it.
func leadingTag(t string) (name string, closed, ok bool) {
	if len(t) < 3 || t[0] != '<' || t[1] == '/' {
		return "", false, false
	}
	j := 1
	for j < len(t) && (isWordByte(t[j]) && t[j] < 0x80 || t[j] == '_' || t[j] == '-') {
		j++
	}
	if j == 1 || j >= len(t) || t[j] != '>' {
		return "", false, false
	}
	name = strings.ToLower(t[1:j])
	return name, closesTag(t[j+1:], name), true
}

func closesTag(t, name string) bool {
	i := strings.Index(t, "</")
	for i >= 0 {
		rest := t[i+2:]
		if len(rest) > len(name) && strings.EqualFold(rest[:len(name)], name) && rest[len(name)] == '>' {
			return true
		}
		j := strings.Index(rest, "</")
		if j < 0 {
			return false
		}
		i += 2 + j
	}
	return false
}

func tagIsAuthored(name string) bool {
	switch name {
	case "instructions", "instruction", "task", "rules", "constraints", "requirements", "steps",
		"guidelines", "format", "output_format", "role", "persona", "goal", "context_instructions",
		"thinking", "scratchpad", "reasoning", "answer", "example", "examples", "question", "system":
		return true
	}
	return false
}

// pastedKind recognises lines that are logs, code or data rather than prose
// a person wrote as instructions.
func pastedKind(t string) int {
	n := len(t)
	if n == 0 {
		return 0
	}
	// Logs: timestamps, levels, stack frames.
	if n >= 10 && isDigit(t[0]) && isDigit(t[1]) && (t[2] == ':' || isDigit(t[2]) && isDigit(t[3]) && (t[4] == '-' || t[4] == '/')) {
		return matLog
	}
	if t[0] == '[' && n > 8 && (isDigit(t[1]) || strings.HasPrefix(t, "[INFO") || strings.HasPrefix(t, "[ERROR") || strings.HasPrefix(t, "[WARN") || strings.HasPrefix(t, "[DEBUG")) {
		return matLog
	}
	for _, p := range [...]string{"ERROR ", "WARN ", "INFO ", "DEBUG ", "TRACE ", "FATAL ", "Traceback (", "at ", "File \"", "panic: ", "goroutine ", "Exception in", "Caused by:", "E0", "W0", "I0"} {
		if !logStart[t[0]] {
			break // no prefix starts with this byte
		}
		if strings.HasPrefix(t, p) && (p != "at " || strings.ContainsAny(t, "(.:") && strings.Contains(t, ")")) {
			if p == "at " && !strings.Contains(t, "(") {
				continue
			}
			return matLog
		}
	}
	// Code: statement punctuation at the end or a keyword at the start.
	last := t[n-1]
	if last == ';' || last == '{' || last == '}' || t == ")" || t == "]" || strings.HasPrefix(t, "}") {
		return matCode
	}
	for _, p := range [...]string{"import ", "from ", "package ", "func ", "def ", "class ", "return ", "#include", "const ", "var ", "let ", "public ", "private ", "function ", "if (", "for (", "while (", "SELECT ", "INSERT ", "//", "/*", "$ ", ">>> ", "<?", "<div", "<span", "<html", "</"} {
		if !codeStart[t[0]] {
			break // no prefix starts with this byte
		}
		if strings.HasPrefix(t, p) && (p != "from " && p != "class " && p != "let " && p != "const " || strings.ContainsAny(t, "=(){}:;.")) {
			if p == "from " && !strings.Contains(t, " import ") {
				continue
			}
			if p == "let " && !strings.Contains(t, "=") {
				continue
			}
			return matCode
		}
	}
	// Data: mostly digits and separators, or JSON/CSV-looking rows. Prose
	// is settled by its letters alone, counted eight bytes at a time; only
	// a line that is not mostly letters, or a |table| row, needs digits and
	// separators counted too. letters is exact only below the 40% that
	// makes a line prose.
	letters := countLetters(t, (4*n+9)/10)
	pipes := t[0] == '|' && last == '|'
	var digits, seps int
	if letters*10 < n*4 || pipes {
		var cnt [4]int
		for i := 0; i < n; i++ {
			cnt[byteClass[t[i]]]++
		}
		digits, seps = cnt[clDigit], cnt[clSep]
	}
	if n >= 16 && letters*10 < n*4 && digits+seps > letters {
		return matData
	}
	if t[0] == '{' && last == '}' && strings.Contains(t, "\":") || pipes && seps >= 3 {
		return matData
	}
	// Four commas are four separators: seps need not be counted here.
	if c := strings.Count(t, ","); c >= 4 && !strings.Contains(t, ". ") && wordCount(t) <= 2*c+2 && !strings.Contains(t, " and ") {
		return matData
	}
	return 0
}

// First bytes of the log and code prefixes pastedKind looks for.
var (
	logStart  = [256]bool{'E': true, 'W': true, 'I': true, 'D': true, 'T': true, 'F': true, 'a': true, 'p': true, 'g': true, 'C': true}
	codeStart = [256]bool{'i': true, 'f': true, 'p': true, 'd': true, 'c': true, 'r': true, '#': true, 'v': true, 'l': true,
		'S': true, 'I': true, '/': true, '$': true, '>': true, '<': true, 'w': true}
)

// countLetters counts the bytes of t that byteClass calls letters: ASCII
// letters and every byte of 0x80 or above. It may stop counting once the
// count reaches limit: the result is exact below limit and at least limit
// otherwise, as pastedKind only asks whether a line is mostly letters and a
// line of prose settles that halfway. Eight bytes at a time: per byte, the
// high bit of y+0x1f is set from 'a' up and that of y+0x05 from '{' up,
// where y is the byte lower-cased with its high bit cleared (so no carry
// crosses into the next byte).
func countLetters(t string, limit int) int {
	const highs, fold = 0x8080808080808080, 0x2020202020202020
	n := 0
	i := 0
	for i+8 <= len(t) && n < limit {
		// Per-byte counts (0 or 1 per chunk) add up in acc without a
		// popcount; a byte could hold 255 chunks' worth, but 32 chunks
		// (256 bytes) between checks of the limit waste little.
		var acc uint64
		for end := min(len(t), i+32*8); i+8 <= end; i += 8 {
			c := t[i : i+8] // one bounds check, one load
			x := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
				uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
			y := x&^highs | fold
			acc += (((y+0x1f1f1f1f1f1f1f1f)&^(y+0x0505050505050505))&highs | x&highs) >> 7
		}
		// The sum of acc's eight bytes: pairs into 16-bit lanes, then
		// the lanes summed in the top lane.
		acc = acc&0x00ff00ff00ff00ff + acc>>8&0x00ff00ff00ff00ff
		n += int(acc * 0x0001000100010001 >> 48)
	}
	if n >= limit {
		return n
	}
	for ; i < len(t); i++ {
		if byteClass[t[i]] == clLetter {
			n++
		}
	}
	return n
}

// Byte classes for pastedKind's letter, digit and separator counts.
const (
	clOther = iota
	clLetter
	clDigit
	clSep
)

var byteClass = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80:
			t[c] = clLetter
		case c >= '0' && c <= '9':
			t[c] = clDigit
		case c == ',' || c == '|' || c == '\t' || c == ';' || c == '{' || c == '}' || c == '"' || c == ':' || c == '=':
			t[c] = clSep
		}
	}
	return t
}()

// nextLineIsProse reports whether the next non-empty line is a long run of
// prose (more than 25 words) rather than a list item or an instruction.
func nextLineIsProse(rest string) bool {
	for len(rest) > 0 {
		line := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		return !isListItem(t) && !startsInstruction(t) && wordCount(t) > 25
	}
	return false
}

// embeddedInstruction finds " Q: ", " Question: ", " Instruction: " or
// " Task: " inside a line of pasted text, returning the offset of the
// instruction or -1.
func embeddedInstruction(s string) int {
	best := -1
	for _, m := range [...]string{" Q: ", " Question: ", " Instruction: ", " Instructions: ", " Task: "} {
		if i := strings.Index(s, m); i >= 0 && (best < 0 || i < best) {
			best = i + len(m)
		}
	}
	return best
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHeading(t string) bool {
	if strings.HasPrefix(t, "#") && !strings.HasPrefix(t, "#include") {
		return true
	}
	if strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") && len(t) > 4 && len(t) < 60 {
		return true
	}
	if strings.HasPrefix(t, "===") || strings.HasPrefix(t, "---") {
		return true
	}
	return false
}

func isListItem(t string) bool {
	if len(t) < 3 {
		return false
	}
	switch t[0] {
	case '-', '*', '+':
		return t[1] == ' '
	}
	if strings.HasPrefix(t, "• ") {
		return true
	}
	i := 0
	for i < len(t) && i < 3 && isDigit(t[i]) {
		i++
	}
	if i > 0 && i < len(t) && (t[i] == '.' || t[i] == ')' || t[i] == '-') {
		return true
	}
	if len(t) > 2 && (t[0] >= 'a' && t[0] <= 'e' || t[0] >= 'A' && t[0] <= 'E') && t[1] == ')' {
		return true
	}
	return false
}

// startsInstruction reports a line that reads as an instruction.
func startsInstruction(t string) bool {
	return hasPrefixLower(t, "now", "please", "your ", "you ", "i want", "i need", "based on", "using ", "use ", "given ", "summarize", "summarise", "explain", "write", "list", "translate", "correct", "rewrite", "analyze", "analyse", "identify", "extract", "answer", "respond", "return", "make ", "keep ", "ensure", "output", "format", "then", "finally", "first", "do not", "don't", "only")
}

func startsStrongInstruction(t string) bool {
	return hasPrefixLower(t, "now,", "now ", "your task", "instructions", "###", "please ", "task:", "question:", "based on the", "using the", "given the")
}

// hasPrefixLower reports whether strings.ToLower(t) starts with one of the
// prefixes (lower case, at most 16 bytes). When the head of t is ASCII it
// compares byte by byte instead of lowering a copy of a possibly long line.
func hasPrefixLower(t string, prefixes ...string) bool {
	const n = 16
	for i := 0; i < min(len(t), n); i++ {
		if t[i] >= 0x80 {
			l := strings.ToLower(t)
			for _, p := range prefixes {
				if strings.HasPrefix(l, p) {
					return true
				}
			}
			return false
		}
	}
next:
	for _, p := range prefixes {
		if len(t) < len(p) {
			continue
		}
		for i := 0; i < len(p); i++ {
			c := t[i]
			if c-'A' < 26 {
				c += 'a' - 'A'
			}
			if c != p[i] {
				continue next
			}
		}
		return true
	}
	return false
}

// endsIntroducingMaterial reports "Correct my essay:" style lines after which
// the user pastes what the model is to work on.
func endsIntroducingMaterial(t string) bool {
	t = strings.TrimRight(t, " ?")
	if !strings.HasSuffix(t, ":") {
		return false
	}
	l := strings.ToLower(t)
	if strings.Contains(l, "example") || strings.Contains(l, "following steps") || strings.Contains(l, "these steps") ||
		strings.Contains(l, "instructions") || strings.Contains(l, "requirements") || strings.Contains(l, "categories") ||
		strings.Contains(l, "rules") || strings.Contains(l, "options") || strings.Contains(l, "format") {
		return false
	}
	for _, w := range [...]string{"text", "essay", "article", "paragraph", "document", "following", "below", "code", "log", "email", "message", "letter", "blog", "title", "story", "data", "transcript", "passage", "review", "draft", "post", "content", "list", "titles", "sentence", "string", "this", "these", "my "} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// trailingPrimer finds an output primer at the end of the last authored
// line: "... Explanation:", "... Answer:", or a leading code word such as
// "import" (OpenAI help center rule 8; Bsharat et al. principle 20).
func trailingPrimer(t string) string {
	t = strings.TrimSpace(t)
	if t == "" {
		return ""
	}
	switch t {
	case "import", "SELECT", "def", "func", "function", "package", "class", "<?php", "{", "[":
		return t
	}
	end := strings.LastIndexAny(t[:len(t)-1], ".?!")
	tail := strings.TrimSpace(t[end+1:])
	if end < 0 || tail == "" {
		return ""
	}
	wc := wordCount(tail)
	if strings.HasSuffix(tail, ":") && wc >= 1 && wc <= 3 {
		return tail
	}
	if wc == 1 && tail[0] >= 'A' && tail[0] <= 'Z' && !strings.ContainsAny(tail, ".,!?") {
		switch strings.ToLower(tail) {
		case "thanks", "please", "thank", "cheers", "ok", "okay", "hi", "hello":
			return ""
		}
		return tail
	}
	return ""
}

func hasReasoning(s string) bool {
	l := lowerForASCII(s)
	for _, w := range [...]string{" so ", "because", "therefore", "first", " then ", "which means", "since ", "to find", " = ", "=", "multiply", " add ", "divide", "subtract", "step"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// lowerForASCII is strings.ToLower(s) as far as a search for ASCII text in
// it can tell. ToLower decodes every rune of a string that is not ASCII;
// but only two runes lower to ASCII letters (U+0130 to i, U+212A to k), and
// otherwise the ASCII runs of the result are those of s in lower case,
// which is all an ASCII needle can match.
func lowerForASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			if strings.Contains(s[i:], "\u0130") || strings.Contains(s[i:], "\u212A") {
				return strings.ToLower(s)
			}
			b := []byte(s)
			for j, c := range b {
				b[j] = c + byte(b2i(c-'A' < 26))<<5
			}
			return string(b)
		}
	}
	return strings.ToLower(s) // ASCII: no decoding
}
