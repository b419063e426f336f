package check

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
)

// tree is the fixture tree: one file of each kind, files a walk skips,
// a .pqs.yml and a .pqsignore.
const tree = "testdata/tree"

// treeFiles are the prompt files a walk of tree finds.
var treeFiles = []string{
	"agents/review.prompt.md",
	"chats/anthropic.json",
	"chats/billing-bare.json",
	"chats/billing.json",
	"notes/summarize.prompt.txt",
	"research/lit-review.prompt.txt",
	"support/support-bare.prompt.yml",
	"support/support.prompt.yml",
}

func run(t *testing.T, opts Options) *Report {
	t.Helper()
	rep, err := Run(context.Background(), opts)
	if err != nil {
		t.Fatalf("Run(%+v): %v", opts, err)
	}
	return rep
}

func paths(rep *Report) []string {
	var out []string
	for _, f := range rep.Files {
		out = append(out, f.Path)
	}
	return out
}

func result(t *testing.T, rep *Report, path string) Result {
	t.Helper()
	for _, f := range rep.Files {
		if f.Path == path {
			return f
		}
	}
	t.Fatalf("%s not in the report (%v)", path, paths(rep))
	return Result{}
}

func TestFind(t *testing.T) {
	for _, test := range []struct {
		name string
		opts Options
		want []string
	}{
		{"walk", Options{Dir: tree}, treeFiles},
		{"include plain text and Markdown", Options{Dir: tree, Include: []string{"notes/*.md", "*.txt"}},
			insert(treeFiles, "notes/README.md", "notes/ideas.txt")},
		{"exclude a directory", Options{Dir: tree, Exclude: []string{"chats"}},
			[]string{"agents/review.prompt.md", "notes/summarize.prompt.txt", "research/lit-review.prompt.txt",
				"support/support-bare.prompt.yml", "support/support.prompt.yml"}},
		{"exclude a glob", Options{Dir: tree, Exclude: []string{"*-bare.*"}},
			[]string{"agents/review.prompt.md", "chats/anthropic.json", "chats/billing.json", "notes/summarize.prompt.txt",
				"research/lit-review.prompt.txt", "support/support.prompt.yml"}},
		{"paths, overlapping", Options{Dir: tree, Paths: []string{"support", "support/support.prompt.yml", "chats/"}},
			[]string{"chats/anthropic.json", "chats/billing-bare.json", "chats/billing.json",
				"support/support-bare.prompt.yml", "support/support.prompt.yml"}},
		{"named files whatever their name or .pqsignore says",
			Options{Dir: tree, Paths: []string{"notes/README.md", "ignored/skip.prompt.txt", "old.draft.prompt.txt"}},
			[]string{"ignored/skip.prompt.txt", "notes/README.md", "old.draft.prompt.txt"}},
		{"a directory named is still walked by the ignore rules", Options{Dir: tree, Paths: []string{"ignored"}}, nil},
	} {
		t.Run(test.name, func(t *testing.T) {
			rep := run(t, test.opts)
			if diff := cmp.Diff(test.want, paths(rep)); diff != "" {
				t.Errorf("files (-want +got):\n%s", diff)
			}
			if len(rep.Errors) > 0 {
				t.Errorf("errors: %v", rep.Errors)
			}
		})
	}
}

func insert(list []string, more ...string) []string {
	out := append(append([]string{}, list...), more...)
	sort.Strings(out)
	return out
}

// Chat and .prompt.yml files whose system message carries the role,
// rules and format score far above their bare user turn, and the report
// points at the system message.
func TestChatFilesAboveTheirUserTurn(t *testing.T) {
	rep := run(t, Options{Dir: tree})
	for _, test := range []struct {
		full, bare string
		line       int
	}{
		{"support/support.prompt.yml", "support/support-bare.prompt.yml", 7},
		{"chats/billing.json", "chats/billing-bare.json", 2},
	} {
		full, bare := result(t, rep, test.full), result(t, rep, test.bare)
		if full.Score.Total < bare.Score.Total+25 {
			t.Errorf("%s scores %d, its bare user turn %s %d: want at least 25 more", test.full, full.Score.Total, test.bare, bare.Score.Total)
		}
		if full.Line != test.line {
			t.Errorf("%s: line %d, want %d (the system message)", test.full, full.Line, test.line)
		}
		if !full.Pass || bare.Pass {
			t.Errorf("%s pass=%v, %s pass=%v: want the full prompt to pass and the bare turn to fail", test.full, full.Pass, test.bare, bare.Pass)
		}
	}
	// The engine scores the file as the chat it holds, not as JSON text.
	data, err := os.ReadFile(filepath.Join(tree, "chats/billing.json"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := promptfile.Parse(promptfile.ChatJSON, data)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := scoring.Score(scoring.ChatPrompt(f.Messages), scoring.General)
	if got := result(t, rep, "chats/billing.json").Score.Total; got != want.Total {
		t.Errorf("billing.json total %d, want ChatPrompt's %d", got, want.Total)
	}
}

func TestSettings(t *testing.T) {
	min := func(n int) *int { return &n }
	for _, test := range []struct {
		name     string
		opts     Options
		path     string
		minScore int
		vertical scoring.Vertical
	}{
		{"config top level", Options{Dir: tree}, "notes/summarize.prompt.txt", 20, scoring.General},
		{"config override", Options{Dir: tree}, "research/lit-review.prompt.txt", 30, scoring.Research},
		{"flag replaces the top level", Options{Dir: tree, MinScore: min(10), Vertical: scoring.Content}, "notes/summarize.prompt.txt", 10, scoring.Content},
		{"an override beats the flag", Options{Dir: tree, MinScore: min(10), Vertical: scoring.Content}, "research/lit-review.prompt.txt", 30, scoring.Research},
		{"another config file", Options{Dir: tree, Config: "testdata/crypto.pqs.yml"}, "chats/billing.json", 50, scoring.Crypto},
		{"no config: the defaults", Options{Dir: "testdata/bad", Paths: []string{"good.prompt.txt"}}, "good.prompt.txt", DefaultMinScore, scoring.General},
	} {
		t.Run(test.name, func(t *testing.T) {
			f := result(t, run(t, test.opts), test.path)
			if f.MinScore != test.minScore || f.Vertical != test.vertical {
				t.Errorf("%s: min %d vertical %s, want %d %s", test.path, f.MinScore, f.Vertical, test.minScore, test.vertical)
			}
			if f.Pass != (f.Score.Total >= f.MinScore) {
				t.Errorf("%s: pass=%v with %d of min %d", test.path, f.Pass, f.Score.Total, f.MinScore)
			}
		})
	}
}

func TestParseConfig(t *testing.T) {
	for _, test := range []struct {
		in   string
		want string // in the error; "" for none
	}{
		{"", ""},
		{"min-score: 40\nvertical: content\ninclude: docs/*.md\nexclude: [a, b/]\noverrides:\n  - files: x\n    min-score: 3\n", ""},
		{"min-score: 81\n", "min-score: 81 is outside 0..80"},
		{"vertical: legal\n", `vertical: unknown vertical "legal"`},
		{"minscore: 40\n", "field minscore not found"},
		{"overrides:\n  - vertical: crypto\n", "overrides[0]: files: want at least one glob"},
		{"overrides:\n  - files: x\n", "overrides[0]: set min-score or vertical"},
		{"overrides:\n  - files: '!x'\n    vertical: crypto\n", `overrides[0]: files: bad glob "!x"`},
		{"overrides:\n  - files: {a: b}\n    vertical: crypto\n", "want a glob or a list of globs"},
		{"min-score: [1]\n", "cannot unmarshal"},
		{"include: &a [" + strings.Repeat(`"g/**", `, 2000) + "x]\noverrides:\n" + strings.Repeat("  - {files: *a, min-score: 1}\n", 100),
			"more than 65536 YAML nodes once aliases are expanded"},
		{"exclude:\n" + strings.Repeat("  - x\n", MaxGlobs+1), "10001 globs: at most 10000"},
		{"include: &a [a, b]\noverrides:\n  - {files: *a, min-score: 1}\n  - {files: *a, vertical: crypto}\n", ""},
	} {
		_, err := ParseConfig([]byte(test.in))
		switch {
		case test.want == "" && err != nil:
			t.Errorf("ParseConfig(%q) = %v, want no error", test.in, err)
		case test.want != "" && (err == nil || !strings.Contains(err.Error(), test.want)):
			t.Errorf("ParseConfig(%q) = %v, want an error containing %q", test.in, err, test.want)
		}
	}
}

func TestRunErrors(t *testing.T) {
	for _, test := range []struct {
		name string
		opts Options
		want string
	}{
		{"missing directory", Options{Dir: "testdata/nope"}, "not a directory"},
		{"missing config named", Options{Dir: tree, Config: "testdata/nope.yml"}, "read config"},
		{"bad glob", Options{Dir: tree, Exclude: []string{"!x"}}, "bad glob"},
		{"bad vertical", Options{Dir: tree, Vertical: "legal"}, "unknown vertical"},
		{"diff outside git", Options{Dir: t.TempDir(), Diff: "HEAD"}, "needs a git work tree"},
	} {
		t.Run(test.name, func(t *testing.T) {
			_, err := Run(context.Background(), test.opts)
			if err == nil || !strings.Contains(err.Error(), test.want) {
				t.Errorf("Run = %v, want an error containing %q", err, test.want)
			}
		})
	}
}

func TestFileErrors(t *testing.T) {
	rep := run(t, Options{Dir: "testdata/bad", Paths: []string{".", "missing.prompt.txt", "../tree/notes/ideas.txt", "../tree/.pqs.yml"}})
	got := map[string]string{}
	for _, e := range rep.Errors {
		got[e.Path] = e.Code + ": " + e.Message
	}
	want := map[string]string{
		"broken.prompt.yml":  "malformed: invalid YAML: yaml: line 3: found unexpected end of stream",
		"empty.prompt.txt":   "empty_prompt: no prompt text",
		"malformed.json":     `malformed: line 3: messages[1]: unknown role "bot" (want system, developer, user or assistant)`,
		"missing.prompt.txt": "not_found: no such file or directory",
		"../tree/.pqs.yml":   "not_a_prompt: not a prompt file: name it *.prompt.md, *.prompt.txt or *.prompt.yml, or match it with --include",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
	// ideas.txt is named, so it is read as text.
	if diff := cmp.Diff([]string{"../tree/notes/ideas.txt", "good.prompt.txt"}, paths(rep)); diff != "" {
		t.Errorf("the files that could be read are still scored (-want +got):\n%s", diff)
	}
	// A JSON file named on the command line must be a chat.
	rep = run(t, Options{Dir: tree, Paths: []string{"chats/package.json"}})
	if len(rep.Errors) != 1 || rep.Errors[0].Code != CodeNotPrompt {
		t.Errorf("named package.json: errors %v, want one %s", rep.Errors, CodeNotPrompt)
	}
}

func TestTooLarge(t *testing.T) {
	dir := t.TempDir()
	big := strings.Repeat("Explain the tides. ", MaxFileBytes/19+1)
	if err := os.WriteFile(filepath.Join(dir, "big.prompt.txt"), []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "data.json"), []byte(`[`+strings.Repeat(`{"role":"user","content":"x"},`, MaxFileBytes/28)+`{}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	rep := run(t, Options{Dir: dir})
	if len(rep.Files) != 0 || len(rep.Errors) != 1 || rep.Errors[0].Code != CodeTooLarge || rep.Errors[0].Path != "big.prompt.txt" {
		t.Errorf("files %v errors %v: want big.prompt.txt too large and the large JSON skipped", paths(rep), rep.Errors)
	}
}

// The report is the same whatever the number of workers.
func TestDeterministic(t *testing.T) {
	one := run(t, Options{Dir: tree, Workers: 1})
	many := run(t, Options{Dir: tree, Workers: 16})
	if diff := cmp.Diff(one, many); diff != "" {
		t.Errorf("1 worker vs 16 (-1 +16):\n%s", diff)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, Options{Dir: tree}); !errors.Is(err, context.Canceled) {
		t.Errorf("Run with a cancelled context = %v, want context.Canceled", err)
	}
}
