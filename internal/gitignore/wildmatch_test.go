package gitignore

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// TestWildmatchAgrees compares Wildmatch with git's own algorithm
// (refWildmatch) on patterns and names drawn from the pieces where their
// corner cases meet: stars next to slashes, sets with ranges, classes,
// quoting, and sets git cannot read.
func TestWildmatchAgrees(t *testing.T) {
	pieces := []string{"a", "b", "/", "*", "**", "?", "[ab]", "[!a]", "[a-c]", "[]a]", "[[:alpha:]]",
		`\*`, `\`, "[", "]", "-", "[^/]", "**/", "/**", "[[:nope:]]", "[a-]", `[\]]`, "***"}
	chars := []string{"a", "b", "c", "/", "*", "]", "-", "[", `\`}
	r := rand.New(rand.NewPCG(29, 1))
	for range 200_000 {
		var p, s strings.Builder
		for range r.IntN(7) {
			p.WriteString(pieces[r.IntN(len(pieces))])
		}
		for range r.IntN(9) {
			s.WriteString(chars[r.IntN(len(chars))])
		}
		pattern, text := p.String(), s.String()
		if got, want := Wildmatch(pattern, text), refWildmatch(pattern, text); got != want {
			t.Fatalf("Wildmatch(%q, %q) = %v, git's algorithm says %v", pattern, text, got, want)
		}
	}
}

// TestWildmatchLinear matches the patterns that make git's algorithm
// backtrack for minutes or years; each must take well under the deadline.
func TestWildmatchLinear(t *testing.T) {
	deep := strings.Repeat("d/", 2000) + "x.prompt.txt"
	for _, test := range []struct {
		pattern, text string
		want          bool
	}{
		{strings.Repeat("*a", 30) + "*b", strings.Repeat("a", 200) + ".prompt.txt", false},
		{strings.Repeat("*a", 30) + "*b", strings.Repeat("a", 200) + "b", true},
		{strings.Repeat("**/", 30) + "b", deep, false},
		{strings.Repeat("**/", 30) + "x.prompt.txt", deep, true},
		{strings.Repeat("*?", 500) + "*[b]", strings.Repeat("a", 4000), false},
		{strings.Repeat("*a", 2000), strings.Repeat("a", 4000), true},
	} {
		done := make(chan bool, 1)
		start := time.Now()
		go func() { done <- Wildmatch(test.pattern, test.text) }()
		select {
		case got := <-done:
			if got != test.want {
				t.Errorf("Wildmatch(%.40q..., %.40q...) = %v, want %v", test.pattern, test.text, got, test.want)
			}
			t.Logf("%d-byte pattern, %d-byte text: %v", len(test.pattern), len(test.text), time.Since(start))
		case <-time.After(10 * time.Second):
			t.Fatalf("Wildmatch(%.40q..., %.40q...) still running after 10s", test.pattern, test.text)
		}
	}
}

// FuzzWildmatch checks Wildmatch never panics and, on inputs small enough
// for git's backtracking algorithm, agrees with it.
func FuzzWildmatch(f *testing.F) {
	for _, seed := range [][2]string{
		{"*a*a*a*a*a*a*a*a*a*a*b", strings.Repeat("a", 40)},
		{"**/**/**/**/**/**/b", "d/d/d/d/d/d/d/d/x"},
		{"foo/**/bar", "foo/b/a/z/bar"},
		{"[[:alpha:]][[:digit:]][[:upper:]]", "a1B"},
		{"a[]-]b", "a-b"},
		{`a\`, "a"},
		{"[!a-c]?*", "d/e"},
		{`**\/b`, "a/b"},
		{"[[:nope:]]", "a"},
		{"a[", "a["},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, pattern, text string) {
		got := Wildmatch(pattern, text)
		if len(pattern) > 16 || len(text) > 24 || strings.Count(pattern, "*") > 6 {
			return // too slow for the reference
		}
		if want := refWildmatch(pattern, text); got != want {
			t.Errorf("Wildmatch(%q, %q) = %v, git's algorithm says %v", pattern, text, got, want)
		}
	})
}
