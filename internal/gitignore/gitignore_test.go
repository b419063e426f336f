package gitignore

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// Cases from git's t/t3070-wildmatch.sh, in WM_PATHNAME mode.
func TestWildmatch(t *testing.T) {
	for _, test := range []struct {
		pattern, text string
		want          bool
	}{
		{"foo", "foo", true},
		{"foo", "bar", false},
		{"", "", true},
		{"???", "foo", true},
		{"??", "foo", false},
		{"*", "foo", true},
		{"f*", "foo", true},
		{"*f", "foo", false},
		{"*foo*", "foo", true},
		{"*ob*a*r*", "foobar", true},
		{"*ab", "aaaaaaabababab", true},
		{`foo\*`, "foo*", true},
		{`foo\*bar`, "foobar", false},
		{`f\\oo`, `f\oo`, true},
		{"*[al]?", "ball", true},
		{"[ten]", "ten", false},
		{"**[!te]", "ten", true},
		{"**[!ten]", "ten", false},
		{"t[a-g]n", "ten", true},
		{"t[!a-g]n", "ten", false},
		{"t[!a-g]n", "ton", true},
		{"t[^a-g]n", "ton", true},
		{"a[]]b", "a]b", true},
		{"a[]-]b", "a-b", true},
		{"a[]-]b", "a]b", true},
		{"a[]-]b", "aab", false},
		{"a[]a-]b", "aab", true},
		{"]", "]", true},
		{"foo*bar", "foo/baz/bar", false},
		{"foo**bar", "foo/baz/bar", false},
		{"foo/**/bar", "foo/baz/bar", true},
		{"foo/**/**/bar", "foo/baz/bar", true},
		{"foo/**/bar", "foo/b/a/z/bar", true},
		{"foo/**/bar", "foo/bar", true},
		{"foo/**/**/bar", "foo/bar", true},
		{"foo?bar", "foo/bar", false},
		{"foo[/]bar", "foo/bar", false},
		{"f[^eiu][^eiu][^eiu][^eiu][^eiu]r", "foo/bar", false},
		{"**/foo", "foo", true},
		{"**/foo", "XXX/foo", true},
		{"**/foo", "bar/baz/foo", true},
		{"*/foo", "bar/baz/foo", false},
		{"**/bar*", "foo/bar/baz", false},
		{"**/bar/*", "deep/foo/bar/baz", true},
		{"**/bar/*", "deep/foo/bar/baz/", false},
		{"**/bar/**", "deep/foo/bar/baz/", true},
		{"**/bar/*", "deep/foo/bar", false},
		{"**/bar/**", "deep/foo/bar/", true},
		{"*/bar/**", "foo/bar/baz/x", true},
		{"*/bar/**", "deep/foo/bar/baz/x", false},
		{"**/bar/*/*", "deep/foo/bar/baz/x", true},
		{"[[:alpha:]][[:digit:]][[:upper:]]", "a1B", true},
		{"[[:digit:][:upper:][:space:]]", "a", false},
		{"[[:digit:][:upper:][:space:]]", "A", true},
		{"[a-c[:digit:]x-z]", "5", true},
		{"[[:xdigit:]]", "e", true},
		{"[[:nope:]]", "a", false},
		{"[[:alpha:]", "a", false},
		{"-*-*-*-*-*-*-12-*-*-*-m-*-*-*", "-adobe-courier-bold-o-normal--12-120-75-75-m-70-iso8859-1", true},
		{"XXX/*/*/*/*/*/*/12/*/*/*/m/*/*/*", "XXX/adobe/courier/bold/o/normal//12/120/75/75/m/70/iso8859/1", true},
		{"XXX/*/*/*/*/*/*/12/*/*/*/m/*/*/*", "XXX/adobe/courier/bold/o/normal//12/120/75/75/X/70/iso8859/1", false},
		{"**/*a*b*g*n*t", "abcd/abcdefg/abcdefghijk/abcdefghijklmnop.txt", true},
		{"**/*a*b*g*n*t", "abcd/abcdefg/abcdefghijk/abcdefghijklmnop.txtz", false},
		{"*/*/*", "foo/bba/arr", true},
		{"*/*/*", "foo/bb/aa/rr", false},
		{"**/**/**", "foo/bb/aa/rr", true},
		{"*X*i", "abcXdefXghi", true},
		{"*/*X*/*/*i", "ab/cXd/efXg/hi", true},
		{"**/*X*/**/*i", "ab/cXd/efXg/hi", true},
		{"a[", "a[", false},
		{`a\`, "a", false},
	} {
		if got := Wildmatch(test.pattern, test.text); got != test.want {
			t.Errorf("Wildmatch(%q, %q) = %v, want %v", test.pattern, test.text, got, test.want)
		}
	}
}

func TestParsePattern(t *testing.T) {
	for _, test := range []struct {
		line string
		ok   bool
		want Pattern
	}{
		{"", false, Pattern{}},
		{"# comment", false, Pattern{}},
		{"   ", false, Pattern{}},
		{`\#hash`, true, Pattern{glob: `\#hash`}},
		{"!keep.txt", true, Pattern{glob: "keep.txt", negate: true}},
		{`\!bang`, true, Pattern{glob: `\!bang`}},
		{"build/", true, Pattern{glob: "build", dirOnly: true}},
		{"/root.txt", true, Pattern{glob: "root.txt", anchored: true}},
		{"a/b", true, Pattern{glob: "a/b", anchored: true}},
		{"trail   ", true, Pattern{glob: "trail"}},
		{`space\ `, true, Pattern{glob: `space\ `}},
		{"crlf\r", true, Pattern{glob: "crlf"}},
		{"/", false, Pattern{}},
	} {
		got, ok := ParsePattern(test.line, "")
		if ok != (got.compiled != nil) {
			t.Errorf("ParsePattern(%q): ok %v, compiled %v", test.line, ok, got.compiled)
		}
		got.compiled = nil
		if ok != test.ok || got != test.want {
			t.Errorf("ParsePattern(%q) = %+v, %v, want %+v, %v", test.line, got, ok, test.want, test.ok)
		}
	}
}

// TestMatchesGit builds trees with ignore files and compares the files
// the Matcher keeps with those git's own "ls-files --others" keeps.
func TestMatchesGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	fixed := map[string]string{
		".gitignore": "# build output\n*.log\n!important.log\nbuild/\n/root-only.txt\ndocs/**/draft-*\n" +
			"**/tmp\n[Tt]emp?.md\n\\#hash.txt\nspace\\ \nvendor\n!vendor/keep.txt\nsub/*.json\n",
		"src/.gitignore":      "*.gen.txt\n!keep.gen.txt\n/local.txt\nnested/\n",
		"src/deep/.gitignore": "!*.log\n*.md\n",
	}
	files := []string{
		"a.log", "important.log", "src/x.log", "src/important.log", "build/out.txt", "src/build/out.txt",
		"root-only.txt", "src/root-only.txt", "docs/draft-1.md", "docs/a/b/draft-2.md", "docs/final.md",
		"tmp/x.txt", "src/tmp/y.txt", "Temp1.md", "temp22.md", "tempX.md", "#hash.txt", "space ", "space",
		"vendor/keep.txt", "vendor/lib.txt", "src/vendor", "sub/a.json", "sub/deeper/b.json", "a.gen.txt",
		"src/a.gen.txt", "src/keep.gen.txt", "src/local.txt", "src/deep/local.txt", "src/nested/x.txt",
		"src/deep/nested/y.txt", "src/deep/again.log", "src/deep/readme.md", "src/deep/readme.txt", "plain.txt",
	}
	compareWithGit(t, fixed, files)
}

// TestMatchesGitRandom does the same with patterns and paths drawn from
// a small alphabet, where the corner cases of "*", "**" and sets meet.
func TestMatchesGitRandom(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	r := rand.New(rand.NewPCG(22, 1))
	names := []string{"a", "b", "ab", "ba", "a.txt", "b.md", "x"}
	parts := []string{"a", "b", "*", "**", "?", "[ab]", "[!a]", ".txt", ".md", "x", "*a*", "**/"}
	for round := range 40 {
		var files []string
		seen := map[string]bool{}
		for len(files) < 40 {
			depth := 1 + r.IntN(4)
			var segs []string
			for range depth {
				segs = append(segs, names[r.IntN(len(names))])
			}
			f := strings.Join(segs, "/")
			// A path cannot be both a file and a directory.
			clash := false
			for g := range seen {
				if strings.HasPrefix(g, f+"/") || strings.HasPrefix(f, g+"/") {
					clash = true
				}
			}
			if !seen[f] && !clash {
				seen[f] = true
				files = append(files, f)
			}
		}
		var lines []string
		for range 6 {
			var p string
			for range 1 + r.IntN(3) {
				seg := ""
				for range 1 + r.IntN(2) {
					seg += parts[r.IntN(len(parts))]
				}
				if p != "" || r.IntN(4) == 0 {
					p += "/"
				}
				p += seg
			}
			if r.IntN(4) == 0 {
				p += "/"
			}
			if r.IntN(4) == 0 {
				p = "!" + p
			}
			lines = append(lines, p)
		}
		ignores := map[string]string{".gitignore": strings.Join(lines, "\n") + "\n"}
		// A nested file when the tree has a directory "a".
		for _, f := range files {
			if strings.HasPrefix(f, "a/") {
				ignores["a/.gitignore"] = "!" + lines[0] + "\n" + lines[len(lines)-1] + "\n"
				break
			}
		}
		t.Run(fmt.Sprint(round), func(t *testing.T) { compareWithGit(t, ignores, files) })
	}
}

func compareWithGit(t *testing.T, ignores map[string]string, files []string) {
	t.Helper()
	dir := t.TempDir()
	for name, data := range ignores {
		pqstest.WriteFile(t, dir, name, data)
	}
	for _, f := range files {
		pqstest.WriteFile(t, dir, f, "x")
	}
	git := func(args ...string) []byte {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("git %v: %v", args, err)
		}
		return out
	}
	git("init", "-q")
	var want []string
	for _, f := range bytes.Split(git("ls-files", "--others", "--exclude-standard", "-z"), []byte{0}) {
		if len(f) > 0 && filepath.Base(string(f)) != ".gitignore" {
			want = append(want, string(f))
		}
	}
	var m Matcher
	bases := make([]string, 0, len(ignores))
	for name := range ignores {
		bases = append(bases, strings.TrimSuffix(strings.TrimSuffix(name, ".gitignore"), "/"))
	}
	// Parents before children, as a walk finds them.
	sort.Slice(bases, func(i, j int) bool { return len(bases[i]) < len(bases[j]) })
	for _, b := range bases {
		name := ".gitignore"
		if b != "" {
			name = b + "/.gitignore"
		}
		m.Add(b, []byte(ignores[name]))
	}
	var got []string
	for _, f := range files {
		if !m.Ignored(f, false) {
			got = append(got, f)
		}
	}
	sort.Strings(want)
	sort.Strings(got)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("kept files differ from git's (-git +ours)\nignore files: %q\n%s", ignores, diff)
	}
}
