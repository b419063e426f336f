package gitignore

import (
	"strings"
)

// A Pattern is one line of an ignore file.
type Pattern struct {
	base     string // directory of the ignore file, relative to the root ("" at the root)
	glob     string
	compiled *glob
	negate   bool
	dirOnly  bool
	anchored bool // has a slash before its end: matched against the whole path below base
}

// ParsePattern reads one line of an ignore file found in directory base
// (slash-separated, relative to the root; "" for the root). ok is false
// for a blank line or a comment.
func ParsePattern(line, base string) (p Pattern, ok bool) {
	line = strings.TrimSuffix(line, "\r")
	line = trimTrailingSpaces(line)
	if line == "" || line[0] == '#' {
		return Pattern{}, false
	}
	p.base = strings.Trim(base, "/")
	if line[0] == '!' {
		p.negate = true
		line = line[1:]
	}
	if strings.HasSuffix(line, "/") {
		p.dirOnly = true
		line = strings.TrimSuffix(line, "/")
	}
	if strings.Contains(line, "/") {
		p.anchored = true
		line = strings.TrimPrefix(line, "/")
	}
	if line == "" {
		return Pattern{}, false
	}
	p.glob = line
	p.compiled = compileGlob(line)
	return p, true
}

// trimTrailingSpaces drops trailing spaces that are not escaped with a
// backslash.
func trimTrailingSpaces(s string) string {
	end := len(s)
	for end > 0 && s[end-1] == ' ' {
		// Count the backslashes before this space: an odd number escapes it.
		n := 0
		for i := end - 2; i >= 0 && s[i] == '\\'; i-- {
			n++
		}
		if n%2 == 1 {
			break
		}
		end--
	}
	return s[:end]
}

// Match reports whether the pattern matches path (relative to the root),
// a directory when isDir is set. It does not look at path's parents.
func (p Pattern) Match(path string, isDir bool) bool {
	if p.dirOnly && !isDir {
		return false
	}
	rel := path
	if p.base != "" {
		if !strings.HasPrefix(path, p.base+"/") {
			return false
		}
		rel = path[len(p.base)+1:]
	}
	if !p.anchored {
		rel = rel[strings.LastIndexByte(rel, '/')+1:]
	}
	if p.compiled == nil {
		return Wildmatch(p.glob, rel) // the zero Pattern
	}
	return p.compiled.match(rel)
}

// Negated reports whether the pattern starts with "!": a path it matches
// is not ignored.
func (p Pattern) Negated() bool { return p.negate }

// A Matcher holds the patterns of ignore files, in the order added.
// Add a directory's file after its parents', as a walk from the root
// finds them. The zero Matcher ignores nothing.
type Matcher struct {
	patterns []Pattern
}

// Add reads the lines of an ignore file found in directory base.
func (m *Matcher) Add(base string, data []byte) {
	m.patterns = append(m.patterns, Parse(base, data)...)
}

// Parse returns the patterns of an ignore file found in directory base.
func Parse(base string, data []byte) []Pattern {
	var ps []Pattern
	for _, line := range strings.Split(string(data), "\n") {
		if p, ok := ParsePattern(line, base); ok {
			ps = append(ps, p)
		}
	}
	return ps
}

// AddPatterns adds patterns, as Add does those of a file.
func (m *Matcher) AddPatterns(ps []Pattern) { m.patterns = append(m.patterns, ps...) }

// Len is the number of patterns.
func (m *Matcher) Len() int { return len(m.patterns) }

// Match reports whether path itself is ignored by the patterns: the last
// one that matches decides. It does not look at path's parents.
func (m *Matcher) Match(path string, isDir bool) bool {
	for i := len(m.patterns) - 1; i >= 0; i-- {
		if m.patterns[i].Match(path, isDir) {
			return !m.patterns[i].negate
		}
	}
	return false
}

// Ignored reports whether path is ignored: itself, or any directory it is
// in, since git never looks inside an ignored directory.
func (m *Matcher) Ignored(path string, isDir bool) bool {
	if len(m.patterns) == 0 {
		return false
	}
	for i := 0; i < len(path); i++ {
		if path[i] == '/' && m.Match(path[:i], true) {
			return true
		}
	}
	return m.Match(path, isDir)
}
