package gitignore

// Wildmatch reports whether text matches the glob pattern as git's
// wildmatch does with WM_PATHNAME, the mode .gitignore patterns use:
// "*" and "?" never match "/", "**" between slashes (or at either end)
// matches any number of directories, "[...]" is a set (with ranges,
// "!" or "^" to negate, and [:class:] names), and "\" quotes the next
// character. A pattern git cannot read (an unclosed set, an unknown
// class, a trailing "\") matches nothing.
//
// It takes time proportional to len(pattern) * len(text) whatever the
// input: git's own algorithm backtracks, and a pattern such as
// "*a*a*a*a*a*a*a*a*a*a*b" takes it minutes on a 50-byte name.
func Wildmatch(pattern, text string) bool {
	return compileGlob(pattern).match(text)
}

// A glob is a pattern compiled to a sequence of tokens, matched by
// simulating the automaton they make (one state per token, and one for
// the end) over the text once.
type glob struct {
	toks  []token
	sets  []byteSet
	never bool // the pattern cannot match anything
}

type token struct {
	op  byte
	c   byte  // opLit
	set int32 // opSet: index in glob.sets
}

const (
	opLit     = iota // the byte c
	opAny            // "?": a byte other than '/'
	opSet            // "[...]": a byte of the set ('/' never is)
	opStar           // "*": any run of bytes other than '/'
	opStarAny        // "**" alone in its segment: any run of bytes
	opDirs           // before "**/": nothing, or go on to opStarAny and '/'
)

// byteSet is a set of bytes, one bit each.
type byteSet [4]uint64

func (s *byteSet) add(c byte)      { s[c>>6] |= 1 << (c & 63) }
func (s *byteSet) has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }
func (s *byteSet) addRange(lo, hi byte) {
	for c := int(lo); c <= int(hi); c++ {
		s.add(byte(c))
	}
}

// compileGlob reads pattern as git's dowild does, token for token.
func compileGlob(p string) *glob {
	g := &glob{}
	for pi := 0; pi < len(p); pi++ {
		switch p[pi] {
		case '\\':
			pi++
			if pi >= len(p) {
				g.never = true // git: a trailing backslash matches nothing
				return g
			}
			g.toks = append(g.toks, token{op: opLit, c: p[pi]})
		case '?':
			g.toks = append(g.toks, token{op: opAny})
		case '*':
			first := pi
			for pi+1 < len(p) && p[pi+1] == '*' {
				pi++
			}
			next := pi + 1 // after the stars
			// Two or more stars make "**" only as a whole segment.
			whole := pi > first && (first == 0 || p[first-1] == '/') &&
				(next == len(p) || p[next] == '/' || p[next] == '\\' && next+1 < len(p) && p[next+1] == '/')
			switch {
			case whole && next < len(p) && p[next] == '/':
				// "**/" matches no directory at all, or any path ending
				// in a slash: "a/**/b" matches "a/b" and "a/x/y/b".
				g.toks = append(g.toks, token{op: opDirs}, token{op: opStarAny}, token{op: opLit, c: '/'})
				pi = next
			case whole:
				g.toks = append(g.toks, token{op: opStarAny})
			default:
				g.toks = append(g.toks, token{op: opStar})
			}
		case '[':
			set, end, ok := parseSet(p, pi)
			if !ok {
				g.never = true // git aborts the whole match on a set it cannot read
				return g
			}
			g.toks = append(g.toks, token{op: opSet, set: int32(len(g.sets))})
			g.sets = append(g.sets, set)
			pi = end
		default:
			g.toks = append(g.toks, token{op: opLit, c: p[pi]})
		}
	}
	return g
}

// match runs the automaton over text. A state i means "tokens before i
// are matched"; stars loop on themselves, and every epsilon move points
// forward, so one sweep in order closes a state set.
func (g *glob) match(text string) bool {
	if g.never {
		return false
	}
	n := len(g.toks) + 1
	var buf [2 * 64]bool
	var cur, next []bool
	if 2*n <= len(buf) {
		cur, next = buf[:n], buf[n:2*n]
	} else {
		s := make([]bool, 2*n)
		cur, next = s[:n], s[n:]
	}
	cur[0] = true
	g.close(cur)
	for i := 0; i < len(text); i++ {
		c := text[i]
		clear(next)
		alive := false
		for s, on := range cur[:n-1] {
			if !on {
				continue
			}
			t := g.toks[s]
			switch t.op {
			case opLit:
				if c == t.c {
					next[s+1], alive = true, true
				}
			case opAny:
				if c != '/' {
					next[s+1], alive = true, true
				}
			case opSet:
				if c != '/' && g.sets[t.set].has(c) {
					next[s+1], alive = true, true
				}
			case opStar:
				if c != '/' {
					next[s], alive = true, true
				}
			case opStarAny:
				next[s], alive = true, true
			}
		}
		if !alive {
			return false
		}
		g.close(next)
		cur, next = next, cur
	}
	return cur[n-1]
}

// close adds to states those reached from them without reading a byte.
func (g *glob) close(states []bool) {
	for s, t := range g.toks {
		if !states[s] {
			continue
		}
		switch t.op {
		case opStar, opStarAny:
			states[s+1] = true
		case opDirs:
			states[s+1] = true
			states[s+3] = true // past opStarAny and the '/'
		}
	}
}

// parseSet reads the set that opens at p[open] ('['), as git's dowild
// does, and returns its bytes and the index of its closing ']'. ok is
// false for a set git cannot read, which makes the pattern match nothing.
func parseSet(p string, open int) (set byteSet, end int, ok bool) {
	pi := open + 1
	if pi >= len(p) {
		return set, pi, false
	}
	pch := p[pi]
	if pch == '^' {
		pch = '!'
	}
	negated := false
	if pch == '!' {
		negated = true
		pi++
		if pi >= len(p) {
			return set, pi, false
		}
		pch = p[pi]
	}
	var prev byte
	for {
		switch {
		case pch == '\\':
			pi++
			if pi >= len(p) {
				return set, pi, false
			}
			pch = p[pi]
			set.add(pch)
		case pch == '-' && prev != 0 && pi+1 < len(p) && p[pi+1] != ']':
			pi++
			pch = p[pi]
			if pch == '\\' {
				pi++
				if pi >= len(p) {
					return set, pi, false
				}
				pch = p[pi]
			}
			if prev <= pch {
				set.addRange(prev, pch)
			}
			pch = 0 // a range is not the start of another
		case pch == '[' && pi+1 < len(p) && p[pi+1] == ':':
			s := pi + 2
			i := s
			for i < len(p) && p[i] != ']' {
				i++
			}
			if i >= len(p) {
				return set, i, false
			}
			if i-s-1 < 0 || p[i-1] != ':' {
				// No ":]": a plain '['.
				pch = '['
				set.add(pch)
				break
			}
			name := p[s : i-1]
			if _, known := inClass(name, 0); !known {
				return set, i, false
			}
			for c := range 256 {
				if in, _ := inClass(name, byte(c)); in {
					set.add(byte(c))
				}
			}
			pi = i
			pch = 0
		default:
			set.add(pch)
		}
		prev = pch
		pi++
		if pi >= len(p) {
			return set, pi, false
		}
		pch = p[pi]
		if pch == ']' {
			break
		}
	}
	if negated {
		for i := range set {
			set[i] = ^set[i]
		}
	}
	return set, pi, true
}

// inClass reports whether c is in the POSIX class name; ok is false for
// an unknown name.
func inClass(name string, c byte) (in, ok bool) {
	upper := 'A' <= c && c <= 'Z'
	lower := 'a' <= c && c <= 'z'
	digit := '0' <= c && c <= '9'
	switch name {
	case "alnum":
		return upper || lower || digit, true
	case "alpha":
		return upper || lower, true
	case "blank":
		return c == ' ' || c == '\t', true
	case "cntrl":
		return c < 0x20 || c == 0x7f, true
	case "digit":
		return digit, true
	case "graph":
		return c > 0x20 && c < 0x7f, true
	case "lower":
		return lower, true
	case "print":
		return c >= 0x20 && c < 0x7f, true
	case "punct":
		return c > 0x20 && c < 0x7f && !upper && !lower && !digit, true
	case "space":
		return c == ' ' || ('\t' <= c && c <= '\r'), true
	case "upper":
		return upper, true
	case "xdigit":
		return digit || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F'), true
	}
	return false, false
}
