package gitignore

import "strings"

// refWildmatch is git's wildmatch (WM_PATHNAME) as git writes it: a
// backtracking search, exponential in the number of stars at worst. It
// is the reference Wildmatch is checked against, on inputs small enough.
func refWildmatch(pattern, text string) bool {
	return dowild(pattern, text) == wmMatch
}

const (
	wmMatch = iota
	wmNoMatch
	wmAbortAll        // no later start position can match either
	wmAbortToStarStar // only an enclosing "**" may still match
)

// dowild follows dowild in git's wildmatch.c (as of git 2.39) step for step.
func dowild(p, text string) int {
	pi, ti := 0, 0
	for ; pi < len(p); pi, ti = pi+1, ti+1 {
		pch := p[pi]
		var tch byte
		if ti < len(text) {
			tch = text[ti]
		} else if pch != '*' {
			return wmAbortAll
		}
		switch pch {
		case '\\':
			// A quoted character matches itself.
			pi++
			if pi >= len(p) || tch != p[pi] {
				return wmNoMatch
			}
		case '?':
			if tch == '/' {
				return wmNoMatch
			}
		case '*':
			matchSlash := false
			pi++
			if pi < len(p) && p[pi] == '*' {
				prev := pi - 2 // before the first '*'
				for pi < len(p) && p[pi] == '*' {
					pi++
				}
				if (prev < 0 || p[prev] == '/') &&
					(pi == len(p) || p[pi] == '/' || (p[pi] == '\\' && pi+1 < len(p) && p[pi+1] == '/')) {
					// "**/" may match no directory at all: "a/**/b" matches "a/b".
					if pi < len(p) && p[pi] == '/' && dowild(p[pi+1:], text[ti:]) == wmMatch {
						return wmMatch
					}
					matchSlash = true
				}
				// Otherwise "**" is a plain "*".
			}
			if pi == len(p) {
				// A trailing "**" matches everything, a trailing "*" only
				// what has no more slashes.
				if !matchSlash && strings.IndexByte(text[ti:], '/') >= 0 {
					return wmNoMatch
				}
				return wmMatch
			}
			if !matchSlash && p[pi] == '/' {
				// "*/" matches the rest of this directory name.
				slash := strings.IndexByte(text[ti:], '/')
				if slash < 0 {
					return wmNoMatch
				}
				ti += slash
				continue // the loop steps over both slashes
			}
			for ti < len(text) {
				// Before a literal, skip ahead to where it occurs; a "*"
				// never looks past a slash.
				if !isGlobSpecial(p[pi]) {
					c := p[pi]
					for ti < len(text) && (matchSlash || text[ti] != '/') && text[ti] != c {
						ti++
					}
					if ti >= len(text) || text[ti] != c {
						return wmNoMatch
					}
				}
				m := dowild(p[pi:], text[ti:])
				if m != wmNoMatch {
					if !matchSlash || m != wmAbortToStarStar {
						return m
					}
				} else if !matchSlash && text[ti] == '/' {
					return wmAbortToStarStar
				}
				ti++
			}
			return wmAbortAll
		case '[':
			r, np := matchSet(p, pi, tch)
			if r != wmMatch {
				return r
			}
			pi = np
		default:
			if tch != pch {
				return wmNoMatch
			}
		}
	}
	if ti < len(text) {
		return wmNoMatch
	}
	return wmMatch
}

func isGlobSpecial(c byte) bool { return c == '*' || c == '?' || c == '[' || c == '\\' }

// matchSet matches t against the set that opens at p[open] ('['),
// returning the result and the index of the closing ']'.
func matchSet(p string, open int, t byte) (int, int) {
	pi := open + 1
	if pi >= len(p) {
		return wmAbortAll, pi
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
			return wmAbortAll, pi
		}
		pch = p[pi]
	}
	var prev byte
	matched := false
	for {
		switch {
		case pch == '\\':
			pi++
			if pi >= len(p) {
				return wmAbortAll, pi
			}
			pch = p[pi]
			if t == pch {
				matched = true
			}
		case pch == '-' && prev != 0 && pi+1 < len(p) && p[pi+1] != ']':
			pi++
			pch = p[pi]
			if pch == '\\' {
				pi++
				if pi >= len(p) {
					return wmAbortAll, pi
				}
				pch = p[pi]
			}
			if t <= pch && t >= prev {
				matched = true
			}
			pch = 0 // a range is not the start of another
		case pch == '[' && pi+1 < len(p) && p[pi+1] == ':':
			s := pi + 2
			i := s
			for i < len(p) && p[i] != ']' {
				i++
			}
			if i >= len(p) {
				return wmAbortAll, i
			}
			if i-s-1 < 0 || p[i-1] != ':' {
				// No ":]": a plain '['.
				pch = '['
				if t == pch {
					matched = true
				}
				break
			}
			in, ok := refInClass(p[s:i-1], t)
			if !ok {
				return wmAbortAll, i
			}
			if in {
				matched = true
			}
			pi = i
			pch = 0
		default:
			if t == pch {
				matched = true
			}
		}
		prev = pch
		pi++
		if pi >= len(p) {
			return wmAbortAll, pi
		}
		pch = p[pi]
		if pch == ']' {
			break
		}
	}
	if matched == negated || t == '/' {
		return wmNoMatch, pi
	}
	return wmMatch, pi
}

// refInClass reports whether c is in the POSIX class name; ok is false
// for an unknown name.
func refInClass(name string, c byte) (in, ok bool) {
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
