package scoring

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A token is one word of a span.
type token struct {
	low   string // lower case, curly apostrophes made straight
	pos   int32  // byte offset in the prompt
	n     uint16 // length as written
	stemN uint8  // length of low's stem, see stem
	kind  tokenKind
	cls   class // lexicon classes of low
	e     *entry
}

// stem is low without a plural or possessive ending, so that repeats
// count once.
func (t *token) stem() string { return t.low[:t.stemN] }

type tokenKind uint8

const (
	tWord   tokenKind = iota
	tNumber           // 12, 3.5, $10,000, 20%, 2-3, 12-hour
	tName             // a capitalised word inside a sentence, or an acronym
	tCode             // an identifier: snake_case, camelCase, a.b, f()
	tSlot             // a template slot: {x}, {{x}}, [x], <x y>, $X$
)

// concrete reports whether the token is a literal detail: a number, a
// name or an identifier.
func (t *token) concrete() bool { return t.kind == tNumber || t.kind == tName || t.kind == tCode }

// tokenize splits s, which starts at byte off of the prompt, into tokens.
// low is s with ASCII letters in lower case (the same length as s).
func (lx lexicon) tokenize(s, low string, off int, dst []token) []token {
	first := true // the next word starts a sentence
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '{' || c == '[' || c == '<' || c == '$':
			if n := slotLen(s[i:]); n > 0 {
				dst = append(dst, token{low: s[i : i+n], pos: int32(off + i), n: uint16(min(n, 65535)), kind: tSlot})
				i += n
				first = false
				continue
			}
			if c == '$' && i+1 < len(s) && isDigit(s[i+1]) {
				n := 1 + wordLen(s[i+1:])
				dst = lx.appendToken(dst, s[i:i+n], low[i:i+n], off+i, false)
				i += n
				first = false
				continue
			}
			i++
		case c == '.' || c == '!' || c == '?' || c == ':' || c == ';':
			first = true
			i++
		case c < utf8.RuneSelf && !isWordByte(c):
			i++
		default:
			if c >= 0xe3 && cjkAt(s, i) {
				// Chinese and Japanese: the longest word the lexicon
				// knows, else two letters.
				n := lx.cjkWord(s[i : i+cjkLen(s[i:])])
				dst = lx.appendToken(dst, s[i:i+n], low[i:i+n], off+i, false)
				i += n
				first = false
				continue
			}
			if c >= utf8.RuneSelf {
				r, size := utf8.DecodeRuneInString(s[i:])
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
					if r == '…' {
						first = true
					}
					i += size
					continue
				}
			}
			n := wordLen(s[i:])
			if lx.lang.elisions != "" {
				if k := lx.elided(s[i : i+n]); k > 0 {
					n = k // "l'investissement": "l'" is a word of its own
				}
			}
			dst = lx.appendToken(dst, s[i:i+n], low[i:i+n], off+i, first)
			i += n
			first = false
		}
	}
	return dst
}

// appendToken appends the token of the word w at byte pos to dst,
// filling it in place rather than copying one built apart.
func (lx lexicon) appendToken(dst []token, w, low string, pos int, first bool) []token {
	if len(w) > 255 {
		w, low = w[:255], low[:255] // a "word" this long is data
	}
	dst = append(dst, token{low: low, pos: int32(pos), n: uint16(len(w))})
	t := &dst[len(dst)-1]
	if !isASCII(low) {
		t.low = lower(w) // "Résumé", "don’t"
	}
	if e := lx.words[t.low]; e != nil {
		t.e, t.cls = e, e.cls
	}
	switch {
	case isDigit(w[0]) || w[0] == '$':
		t.kind = tNumber
	case codeLike(w):
		t.kind = tCode
	case !first && !lx.lang.nounCaps && t.cls&(cStop|cGeneric|cTaskVerb) == 0 && t.low != "i" && isUpper(w):
		t.kind = tName
	case len(w) >= 2 && len(w) <= 5 && t.cls == 0 && w[0] < utf8.RuneSelf && allCaps(w):
		// The cheap tests come first: most words are in the lexicon.
		t.kind = tName
	}
	t.stemN = uint8(min(len(stem(t.low)), 255))
	return dst
}

// elided returns the length of an elided word and its apostrophe at the
// start of w ("l'" of "l'investissement"), or 0.
func (lx lexicon) elided(w string) int {
	j := strings.IndexAny(w, "'’")
	if j <= 0 || j > 6 {
		return 0
	}
	pre := strings.ToLower(w[:j])
	for _, e := range strings.Fields(lx.lang.elisions) {
		if pre == e {
			_, size := utf8.DecodeRuneInString(w[j:])
			return j + size
		}
	}
	return 0
}

// wordLen is the length of the word at the start of s: letters and digits,
// joined by inner apostrophes, hyphens, dots, slashes and underscores, with
// a trailing "()" or "%".
func wordLen(s string) int {
	i := 0
	for i < len(s) {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if isCJK(r) {
				break // a CJK run is split by the lexicon, see tokenize
			}
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				i += size
				continue
			}
			if r == '’' && i+size < len(s) && isWordByte(s[i+size]) {
				i += size
				continue
			}
			break
		}
		if isWordByte(c) {
			i++
			continue
		}
		if (c == '\'' || c == '-' || c == '.' || c == '/' || c == ',') && i > 0 && i+1 < len(s) && isWordByte(s[i+1]) {
			if c == ',' && !(isDigit(s[i-1]) && isDigit(s[i+1])) {
				break
			}
			i++
			continue
		}
		break
	}
	if i+1 < len(s) && s[i] == '(' && s[i+1] == ')' {
		i += 2
	} else if i < len(s) && s[i] == '%' {
		i++
	}
	if i == 0 {
		_, size := utf8.DecodeRuneInString(s)
		return size
	}
	return i
}

// slotLen is the length of a template slot at the start of s, or 0:
// {x}, {{x}}, {x y}, [x], [X: y], <Insert x here>, $X$.
func slotLen(s string) int {
	var open, close string
	switch {
	case strings.HasPrefix(s, "{{"):
		open, close = "{{", "}}"
	case s[0] == '{':
		open, close = "{", "}"
	case s[0] == '[':
		open, close = "[", "]"
	case s[0] == '<':
		open, close = "<", ">"
	case s[0] == '$':
		open, close = "$", "$"
	default:
		return 0
	}
	limit := 80
	if open == "[" {
		limit = 200 // "[what the answer must include or avoid]"
	}
	window := s[len(open):min(len(s), len(open)+limit+len(close))]
	end := strings.Index(window, close)
	if end < 0 {
		return 0
	}
	inner := s[len(open) : len(open)+end]
	if inner == "" || strings.ContainsAny(inner, "\n{}[]<>") {
		return 0
	}
	letters := false
	for i := 0; i < len(inner); i++ {
		if isLetter(inner[i]) {
			letters = true
			break
		}
	}
	if !letters {
		return 0
	}
	switch open {
	case "{":
		// {x} is a slot; {"a": 1} and {a, b} are data.
		if strings.ContainsAny(inner, "\":,=") {
			return 0
		}
	case "[":
		// [x] is a slot when it reads as a label: a short phrase, or
		// upper case, or "label: hint". Markdown links are not.
		if len(s) > len(open)+end+1 && s[len(open)+end+1] == '(' {
			return 0
		}
		if strings.Count(inner, " ") > 30 {
			return 0
		}
	case "<":
		// <tag> is markup; <a phrase with spaces> or <ALL_CAPS> is a slot.
		if !strings.Contains(inner, " ") && !allCaps(inner) {
			return 0
		}
		if strings.ContainsAny(inner, "=/\"") {
			return 0
		}
	case "$":
		if !allCaps(inner) || strings.Contains(inner, " ") {
			return 0
		}
	}
	return len(open) + end + len(close)
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// lower returns w in lower case with curly apostrophes made straight,
// without allocating when w is already so.
func lower(w string) string {
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf {
			return strings.ReplaceAll(strings.ToLower(w), "’", "'")
		}
	}
	return w
}

func isUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// allCaps reports whether w has letters and all of them are upper case.
func allCaps(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters > 0
}

// codeLike reports an identifier: snake_case, camelCase, a.b or f().
func codeLike(w string) bool {
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '_' || c == '(' || c == ')':
			return true
		case c == '.':
			if i > 0 && i+1 < len(w) && isLetter(w[i-1]) && isLetter(w[i+1]) && !strings.EqualFold(w, "e.g") && !strings.EqualFold(w, "i.e") {
				return true
			}
		case c >= 'A' && c <= 'Z':
			if i > 0 && w[i-1] >= 'a' && w[i-1] <= 'z' {
				return true
			}
		}
	}
	return false
}

const verbClasses = cTaskVerb | cThink | cOutVerb

// addInflections gives inflected forms the classes of their base form:
// "resolving" is a verb as "resolve" is, "thoroughly" generic as
// "thorough" is, "requirements" what "requirement" is. An -ing or -ed
// form keeps only the verb classes ("working" is not generic as "work"
// is).
func (lx lexicon) addInflections() {
	type form struct {
		w string
		c class
	}
	var forms []form
	bases := make([]string, 0, len(lx.words))
	for w := range lx.words {
		bases = append(bases, w)
	}
	sort.Strings(bases) // the same forms win whatever the map's order
	for _, w := range bases {
		e := lx.words[w]
		c := e.cls &^ cStop
		if c == 0 || len(w) < 3 || !isLetterString(w) {
			continue
		}
		v := c & verbClasses
		n := len(w)
		add := func(f string, c class) {
			if c != 0 {
				forms = append(forms, form{f, c})
			}
		}
		switch {
		case strings.HasSuffix(w, "y") && n > 3 && !strings.ContainsRune("aeiou", rune(w[n-2])):
			add(w[:n-1]+"ies", c)
			add(w[:n-1]+"ily", c)
			add(w[:n-1]+"ied", v)
			add(w+"ing", v)
		case strings.HasSuffix(w, "e"):
			add(w+"s", c)
			add(w+"ly", c)
			add(w[:n-1]+"ing", v)
			add(w+"d", v)
		default:
			if strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x") || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh") {
				add(w+"es", c)
			} else {
				add(w+"s", c)
			}
			add(w+"ly", c)
			add(w+"ing", v)
			add(w+"ed", v)
			if last := w[n-1]; n <= 5 && !strings.ContainsRune("aeiouwxy", rune(last)) && strings.ContainsRune("aeiou", rune(w[n-2])) {
				add(w+string(last)+"ing", v) // running
				add(w+string(last)+"ed", v)
			}
		}
	}
	for _, f := range forms {
		if e := lx.words[f.w]; e != nil && e.cls != 0 {
			continue // the form has classes of its own
		}
		lx.at(f.w).cls |= f.c
	}
}

func isLetterString(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLetter(w[i]) {
			return false
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// lowerASCII returns s with ASCII letters in lower case; other bytes are
// kept, so offsets into s and into the result agree.
func lowerASCII(s string) string {
	i := 0
	for i < len(s) && !(s[i] >= 'A' && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if c := b[i]; c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
