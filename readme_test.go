package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// A console block of the README is a terminal session: lines starting with
// "$ " are commands, the lines after each its output. In an output line,
// "..." stands for any text, and a line that is only "..." for any number
// of lines.
type session struct {
	line  int // of the opening fence
	steps []step
}

type step struct {
	cmd  string
	want []string
}

// consoleBlocks reads the console blocks of a Markdown text.
func consoleBlocks(md string) []session {
	var out []session
	var cur *session
	for i, l := range strings.Split(md, "\n") {
		switch {
		case cur == nil && strings.TrimSpace(l) == "```console":
			out = append(out, session{line: i + 1})
			cur = &out[len(out)-1]
		case cur != nil && strings.TrimSpace(l) == "```":
			cur = nil
		case cur != nil && strings.HasPrefix(l, "$ "):
			cur.steps = append(cur.steps, step{cmd: l[2:]})
		case cur != nil && len(cur.steps) > 0:
			s := &cur.steps[len(cur.steps)-1]
			if strings.HasSuffix(s.cmd, "\\") && len(s.want) == 0 {
				s.cmd += "\n" + l // a command continued on the next line
				continue
			}
			s.want = append(s.want, l)
		}
	}
	return out
}

// matchLines reports whether got matches want, with the "..." wildcards.
func matchLines(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	if strings.TrimSpace(want[0]) == "..." {
		for k := 0; k <= len(got); k++ {
			if matchLines(want[1:], got[k:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && matchLine(want[0], got[0]) && matchLines(want[1:], got[1:])
}

func matchLine(want, got string) bool {
	parts := strings.Split(want, "...")
	for i := range parts {
		parts[i] = regexp.QuoteMeta(parts[i])
	}
	return regexp.MustCompile(`^` + strings.Join(parts, `.*`) + `$`).MatchString(strings.TrimRight(got, " "))
}

func TestMatchLines(t *testing.T) {
	for _, c := range []struct {
		want, got string
		ok        bool
	}{
		{"a", "a", true},
		{"a", "b", false},
		{`{"score":...,"grade":"F"...}`, `{"score":12,"grade":"F","x":1}`, true},
		{`{"score":...,"grade":"F"...}`, `{"score":12,"grade":"D"}`, false},
		{"a\n...\nz", "a\nb\nc\nz", true},
		{"a\n...\nz", "a\nz", true},
		{"a\n...\nz", "a\nb", false},
		{"a", "a\nb", false},
		{"", "", true},
	} {
		var want, got []string
		if c.want != "" {
			want = strings.Split(c.want, "\n")
		}
		if c.got != "" {
			got = strings.Split(c.got, "\n")
		}
		if matchLines(want, got) != c.ok {
			t.Errorf("matchLines(%q, %q) = %v", c.want, c.got, !c.ok)
		}
	}
}

// TestREADME runs the README's console sessions against the built binary
// and a real "pqs serve", as a newcomer would from a fresh clone, and
// checks each command's output against the one the README shows.
func TestREADME(t *testing.T) {
	md, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := consoleBlocks(string(md))
	if len(blocks) < 3 {
		t.Fatalf("README.md has %d console blocks; the usage sections should show theirs", len(blocks))
	}
	srv := startPQSServe(t)
	host := strings.TrimPrefix(srv.url, "http://")
	bin := t.TempDir()
	if err := os.Symlink(pqstest.Binary(t), filepath.Join(bin, "pqs")); err != nil {
		t.Fatal(err)
	}
	env := []string{
		"PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH"),
		"HOME=" + t.TempDir(),
		"PQS_DATA_DIR=" + srv.data, // pqs keys create writes to the server's store
	}
	for _, b := range blocks {
		// One shell per block, so that a variable set by one command
		// (KEY=$(pqs keys create ...)) is there for the next. A marker
		// line before each command splits the output; it starts with a
		// newline because curl's JSON does not end with one.
		var script strings.Builder
		for i, s := range b.steps {
			// The marker keeps $? for a command that reads it.
			fmt.Fprintf(&script, "__rc=$?; printf '\\n@@step %d\\n'; (exit $__rc)\n%s\n", i, strings.ReplaceAll(s.cmd, "localhost:8080", host))
		}
		cmd := exec.Command("bash", "-c", script.String())
		cmd.Env = env
		out, _ := cmd.CombinedOutput()
		parts := regexp.MustCompile(`(?m)^@@step \d+\n`).Split(string(out), -1)
		if len(parts) != len(b.steps)+1 {
			t.Errorf("README.md:%d: the session did not run to its end:\n%s", b.line, out)
			continue
		}
		for i, s := range b.steps {
			var got []string // trailing blank lines do not count
			if o := strings.TrimRight(parts[i+1], "\n"); o != "" {
				got = strings.Split(o, "\n")
			}
			if !matchLines(s.want, got) {
				t.Errorf("README.md:%d: $ %s\nwant:\n%s\ngot:\n%s", b.line, s.cmd, strings.Join(s.want, "\n"), strings.Join(got, "\n"))
			}
		}
	}
}

// TestDocLinks: every relative link of the README and docs/ points at a
// file that exists and, with a #fragment, at one of its headings.
func TestDocLinks(t *testing.T) {
	files, _ := filepath.Glob("docs/*.md")
	files = append(files, "README.md")
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(b), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, frag, _ := strings.Cut(target, "#")
			if path == "" {
				path = f
			} else {
				path = filepath.Join(filepath.Dir(f), path)
			}
			body, err := os.ReadFile(path)
			if err != nil {
				if _, serr := os.Stat(path); serr != nil {
					t.Errorf("%s: link %s: %v", f, target, serr)
				}
				continue // a directory
			}
			if frag != "" && !hasHeading(string(body), frag) {
				t.Errorf("%s: link %s: no heading #%s in %s", f, target, frag, path)
			}
		}
	}
}

// hasHeading reports a Markdown heading of md whose GitHub anchor is slug.
func hasHeading(md, slug string) bool {
	for _, l := range strings.Split(md, "\n") {
		if !strings.HasPrefix(l, "#") {
			continue
		}
		h := strings.ToLower(strings.TrimSpace(strings.TrimLeft(l, "#")))
		var b strings.Builder
		for _, r := range h {
			switch {
			case r == ' ':
				b.WriteByte('-')
			case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
				b.WriteRune(r)
			}
		}
		if b.String() == slug {
			return true
		}
	}
	return false
}

// TestREADMESkipCommand runs the README's command for listing skipped
// tests on a package with a test that always skips, and checks it shows
// the test and why: go test prints the reason before "--- SKIP".
func TestREADMESkipCommand(t *testing.T) {
	md, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var cmd string
	for _, l := range strings.Split(string(md), "\n") {
		if strings.Contains(l, "--- SKIP") && strings.HasPrefix(l, "go test ./... ") {
			cmd, _, _ = strings.Cut(l, "    #")
		}
	}
	if cmd == "" {
		t.Fatal("README.md shows no command that lists skipped tests")
	}
	cmd = strings.Replace(cmd, "./...", "./figures -run TestScorerHelper", 1)
	out, err := exec.Command("bash", "-c", cmd).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", cmd, err, out)
	}
	pqstest.Contains(t, cmd, string(out), "figures_test.go:", "helper process for TestMatchesReference\n--- SKIP: TestScorerHelper")
}

// TestREADMEInstallFromSource runs the README's from-source install lines
// (go install ., go build -o pqs .) into a temporary directory and the
// program they make: a newcomer who follows them gets a working pqs.
func TestREADMEInstallFromSource(t *testing.T) {
	if testing.Short() {
		t.Skip("builds pqs twice")
	}
	md, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var install string
	for _, l := range strings.Split(string(md), "\n") {
		if strings.HasPrefix(l, "go install .") {
			install = l
		}
	}
	if install == "" || !strings.Contains(install, "go build -o pqs .") {
		t.Fatal("README.md shows no from-source line with go install . and go build -o pqs .")
	}
	gobin := t.TempDir()
	for _, args := range [][]string{{"install", "."}, {"build", "-o", filepath.Join(gobin, "pqs-built"), "."}} {
		cmd := exec.Command("go", args...)
		cmd.Env = append(os.Environ(), "GOBIN="+gobin, "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	for _, bin := range []string{"pqs", "pqs-built"} {
		out, err := exec.Command(filepath.Join(gobin, bin), "--version").Output()
		if err != nil || !strings.HasPrefix(string(out), "pqs ") {
			t.Errorf("%s --version: %q %v", bin, out, err)
		}
	}
}

// TestNoRemovedCommand: the release verifier that was a command ("release
// verify") is now TestRelease; nothing but the dated measurements of
// docs/benchmarks.md names it.
func TestNoRemovedCommand(t *testing.T) {
	removed := "release" + " verify"
	files, _ := filepath.Glob("docs/*.md")
	gos, _ := filepath.Glob("*.go")
	more, _ := filepath.Glob("deploy/*/*.go")
	files = append(append(append(files, "README.md", "action.yml"), gos...), more...)
	for _, f := range files {
		if f == filepath.Join("docs", "benchmarks.md") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(b), "\n") {
			if strings.Contains(l, removed) {
				t.Errorf("%s:%d names the removed %q (TestRelease checks releases: docs/release.md): %s", f, i+1, removed, l)
			}
		}
	}
}
