package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/check/checktest"
	"github.com/pqs-dev/pqs/internal/pqstest"
)

const checkTree = "check/testdata/tree"

// pqsCheck runs the built binary's check command and returns its
// output and exit status.
func pqsCheck(t *testing.T, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(pqstest.Binary(t), append([]string{"check"}, args...)...)
	cmd.Env = append(os.Environ(), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}

func TestCheckExitCodes(t *testing.T) {
	badConfig := filepath.Join(t.TempDir(), "bad.yml")
	if err := os.WriteFile(badConfig, []byte("min-scor: 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, test := range []struct {
		name   string
		env    []string
		args   []string
		code   int
		stdout string // in standard output
		stderr string // in standard error
	}{
		{"every file meets its minimum", nil, []string{"--dir", checkTree, "support/support.prompt.yml", "chats/billing.json"}, 0,
			"2 prompt files: 2 pass, 0 fail.", ""},
		{"a file falls below", nil, []string{"--dir", checkTree}, 1, "8 prompt files: 6 pass, 2 fail.", ""},
		{"flags after the paths", nil, []string{"--dir", checkTree, "chats", "--min-score", "0"}, 0, "3 prompt files: 3 pass", ""},
		{"--min-score from the environment", []string{"PQS_MIN_SCORE=0"}, []string{"--dir", checkTree}, 0, "8 prompt files: 8 pass", ""},
		{"a path after --", nil, []string{"--dir", checkTree, "--min-score", "0", "--", "notes/ideas.txt"}, 0, "1 prompt file: 1 pass", ""},
		{"a missing path", nil, []string{"--dir", checkTree, "nope.prompt.txt"}, 2, "",
			"pqs: check: nope.prompt.txt: no such file or directory (not_found)\npqs: check: 1 file(s) could not be checked\n"},
		{"malformed files, named with the reason", nil, []string{"--dir", "check/testdata/bad"}, 2, "1 prompt file: ",
			`pqs: check: malformed.json: line 3: messages[1]: unknown role "bot" (want system, developer, user or assistant) (malformed)`},
		{"a bad format", nil, []string{"--format", "xml", "--dir", checkTree}, 2, "", "pqs: check: --format: unknown format \"xml\""},
		{"a bad min score", nil, []string{"--min-score", "81", "--dir", checkTree}, 2, "", "want a whole number from 0 to 80"},
		{"a bad vertical", nil, []string{"--vertical", "legal", "--dir", checkTree}, 2, "", "unknown vertical"},
		{"a bad config", nil, []string{"--config", badConfig, "--dir", checkTree}, 2, "", "field min-scor not found"},
		{"an unknown flag", nil, []string{"--nope"}, 2, "", "flag provided but not defined: -nope"},
		{"--diff outside git", nil, []string{"--dir", t.TempDir(), "--diff", "HEAD"}, 2, "", "--diff needs a git work tree"},
	} {
		t.Run(test.name, func(t *testing.T) {
			stdout, stderr, code := pqsCheck(t, test.env, test.args...)
			if code != test.code {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, test.code, stdout, stderr)
			}
			if !strings.Contains(stdout, test.stdout) {
				t.Errorf("stdout lacks %q:\n%s", test.stdout, stdout)
			}
			if !strings.Contains(stderr, test.stderr) {
				t.Errorf("stderr lacks %q:\n%s", test.stderr, stderr)
			}
		})
	}
}

// pqs check finds every file of the fixture tree, each kind.
func TestCheckFindsEveryKind(t *testing.T) {
	stdout, _, code := pqsCheck(t, nil, "--dir", checkTree, "--format", "json", "--include", "notes/*")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	got := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(stdout), "\n") {
		var v struct{ Path, Kind string }
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		got[v.Path] = v.Kind
	}
	want := map[string]string{
		"agents/review.prompt.md":         "prompt.md",
		"chats/anthropic.json":            "json",
		"chats/billing-bare.json":         "json",
		"chats/billing.json":              "json",
		"notes/README.md":                 "md",
		"notes/ideas.txt":                 "txt",
		"notes/summarize.prompt.txt":      "prompt.txt",
		"research/lit-review.prompt.txt":  "prompt.txt",
		"support/support-bare.prompt.yml": "prompt.yml",
		"support/support.prompt.yml":      "prompt.yml",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("files found (-want +got):\n%s", diff)
	}
}

func TestCheckGitHubFormat(t *testing.T) {
	stdout, _, code := pqsCheck(t, nil, "--dir", checkTree, "--format", "github")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if len(lines) != 3 {
		t.Errorf("%d lines, want a warning per failing file and the summary:\n%s", len(lines), stdout)
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "::warning file=") && !strings.HasPrefix(l, "::notice ") {
			t.Errorf("not a workflow command: %q", l)
		}
	}
}

// BenchmarkCheckCommand times the pqs binary, start to exit, on 1,000
// prompt files of 1 to 4 KiB.
//
//	go test . -run '^$' -bench CheckCommand -benchtime 10x -count 5
func BenchmarkCheckCommand(b *testing.B) {
	dir := b.TempDir()
	if err := checktest.WriteTree(dir, 1000, 1); err != nil {
		b.Fatal(err)
	}
	bin := pqstest.Binary(b)
	for b.Loop() {
		out, err := exec.Command(bin, "check", "--dir", dir, "--min-score", "0").Output()
		if err != nil || !strings.Contains(string(out), "1000 prompt files: 1000 pass") {
			b.Fatalf("pqs check: %v\n%s", err, out)
		}
	}
}
