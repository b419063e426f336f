package scoring

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A token is one word of a span.
type token struct {
	text string // as written
	low  string // lower case, curly apostrophes made straight
	pos  int    // byte offset in the prompt
	kind tokenKind
	cls  class // lexicon classes of low
	e    *entry
}

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
func (lx lexicon) tokenize(s string, off int, dst []token) []token {
	first := true // the next word starts a sentence
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '{' || c == '[' || c == '<' || c == '$':
			if n := slotLen(s[i:]); n > 0 {
				dst = append(dst, token{text: s[i : i+n], low: s[i : i+n], pos: off + i, kind: tSlot})
				i += n
				first = false
				continue
			}
			if c == '$' && i+1 < len(s) && isDigit(s[i+1]) {
				n := 1 + wordLen(s[i+1:])
				dst = append(dst, lx.token(s[i:i+n], off+i, false))
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
			dst = append(dst, lx.token(s[i:i+n], off+i, first))
			i += n
			first = false
		}
	}
	return dst
}

func (lx lexicon) token(w string, pos int, first bool) token {
	t := token{text: w, low: lower(w), pos: pos}
	if e := lx[t.low]; e != nil {
		t.e, t.cls = e, e.cls
	}
	if t.cls == 0 {
		t.cls = lx.lemmaClass(t.low)
	}
	switch {
	case isDigit(w[0]) || w[0] == '$':
		t.kind = tNumber
	case strings.ContainsAny(w, "_()") || hasInnerDot(w) || camel(w):
		t.kind = tCode
	case isUpper(w) && !first && t.low != "i" && t.cls&(cStop|cGeneric) == 0:
		t.kind = tName
	case allCaps(w) && len(w) >= 2 && len(w) <= 5 && t.cls == 0:
		t.kind = tName
	}
	return t
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
	end := strings.Index(s[len(open):], close)
	if end < 0 || end > 80 && open != "[" || end > 200 {
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

func hasInnerDot(w string) bool {
	i := strings.IndexByte(w, '.')
	return i > 0 && i < len(w)-1 && isLetter(w[i-1]) && isLetter(w[i+1]) && !strings.EqualFold(w, "e.g") && !strings.EqualFold(w, "i.e")
}

// camel reports a camelCase or PascalCase identifier: a lower-case letter
// followed by an upper-case one.
func camel(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

const verbClasses = cTaskVerb | cThink | cOutVerb

// lemmaClass is the class of an inflected word's base form: "resolving"
// is a verb as "resolve" is, "thoroughly" generic as "thorough" is.
func (lx lexicon) lemmaClass(w string) class {
	try := func(base string) class {
		if e := lx[base]; e != nil {
			return e.cls
		}
		return 0
	}
	n := len(w)
	if n < 4 {
		return 0
	}
	var c class
	switch {
	case strings.HasSuffix(w, "ies"):
		c = try(w[:n-3] + "y")
	case strings.HasSuffix(w, "ily"):
		c = try(w[:n-3] + "y")
	case strings.HasSuffix(w, "ly"):
		c = try(w[:n-2]) | try(w[:n-2]+"e")
	case strings.HasSuffix(w, "ing"):
		c = try(w[:n-3]) | try(w[:n-3]+"e")
		if c == 0 && n > 5 && w[n-4] == w[n-5] {
			c = try(w[:n-4]) // running
		}
		c &= verbClasses // "working" is a verb as "work" is, not generic
	case strings.HasSuffix(w, "ed"):
		c = try(w[:n-2]) | try(w[:n-1])
		if c == 0 && n > 4 && w[n-3] == w[n-4] {
			c = try(w[:n-3])
		}
		c &= verbClasses
	case strings.HasSuffix(w, "es"):
		c = try(w[:n-2]) | try(w[:n-1])
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		c = try(w[:n-1])
	}
	return c &^ cStop
}
