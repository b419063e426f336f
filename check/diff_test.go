package check

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/scoring"
)

const (
	goodPrompt = "You are a release manager for a mobile banking app. Write the release notes for version {{version}} " +
		"from the merged pull requests below, for customers who are not engineers. Group the changes under New, " +
		"Improved and Fixed, one line each, at most 120 words in all, and leave out internal refactors.\n\n" +
		"Pull requests:\n<prs>\n{{prs}}\n</prs>\n"
	barePrompt = "release notes {{version}}\n"
)

// gitRepo makes a repository in a temporary directory and returns a
// function that runs git in it.
func gitRepo(t *testing.T) (string, func(args ...string) string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=pqs", "-c", "user.email=pqs@example.com"}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git("init", "-q", "-b", "main")
	return dir, git
}

func TestDiff(t *testing.T) {
	dir, git := gitRepo(t)
	pqstest.WriteFile(t, dir, "prompts/notes.prompt.txt", goodPrompt)
	pqstest.WriteFile(t, dir, "prompts/other.prompt.txt", goodPrompt)
	pqstest.WriteFile(t, dir, "prompts/moved.prompt.txt", goodPrompt+"Thank you.\n")
	pqstest.WriteFile(t, dir, "prompts/same.prompt.txt", goodPrompt)
	pqstest.WriteFile(t, dir, "README.md", "# repo\n")
	pqstest.WriteFile(t, dir, ConfigFile, "min-score: 20\n")
	git("add", ".")
	git("commit", "-q", "-m", "base")
	git("checkout", "-q", "-b", "feature")
	// main moves on after the branch: not this branch's change.
	git("checkout", "-q", "main")
	pqstest.WriteFile(t, dir, "prompts/other.prompt.txt", barePrompt)
	git("commit", "-q", "-am", "main changes other")
	git("checkout", "-q", "feature")
	// The branch: a prompt made worse, a rename, a new file committed, a
	// new file not yet added, a README edit, an ignored prompt.
	pqstest.WriteFile(t, dir, "prompts/notes.prompt.txt", barePrompt)
	if err := os.Mkdir(filepath.Join(dir, "renamed"), 0o755); err != nil {
		t.Fatal(err)
	}
	git("mv", "prompts/moved.prompt.txt", "renamed/moved.prompt.txt")
	pqstest.WriteFile(t, dir, "prompts/new.prompt.txt", goodPrompt)
	pqstest.WriteFile(t, dir, ".pqsignore", "wip/\n")
	pqstest.WriteFile(t, dir, "wip/draft.prompt.txt", barePrompt)
	git("add", ".")
	git("commit", "-q", "-m", "feature")
	pqstest.WriteFile(t, dir, "prompts/untracked.prompt.txt", goodPrompt)
	pqstest.WriteFile(t, dir, "README.md", "# repo, edited\n")

	full := run(t, Options{Dir: dir})
	rep := run(t, Options{Dir: dir, Diff: "main"})
	want := []string{"prompts/new.prompt.txt", "prompts/notes.prompt.txt", "prompts/untracked.prompt.txt", "renamed/moved.prompt.txt"}
	if diff := cmp.Diff(want, paths(rep)); diff != "" {
		t.Fatalf("changed files (-want +got):\n%s", diff)
	}
	notes := result(t, rep, "prompts/notes.prompt.txt")
	if notes.Before == nil || notes.Before.Path != "prompts/notes.prompt.txt" || notes.Before.Total != result(t, full, "prompts/same.prompt.txt").Score.Total {
		t.Errorf("notes before = %+v, want the score of the good prompt it was", notes.Before)
	}
	if notes.Score.Total >= notes.Before.Total {
		t.Errorf("notes: %d after, %d before: want it worse", notes.Score.Total, notes.Before.Total)
	}
	if moved := result(t, rep, "renamed/moved.prompt.txt"); moved.Before == nil || moved.Before.Path != "prompts/moved.prompt.txt" {
		t.Errorf("renamed file: before = %+v, want its old path", moved.Before)
	}
	for _, p := range []string{"prompts/new.prompt.txt", "prompts/untracked.prompt.txt"} {
		if b := result(t, rep, p).Before; b != nil {
			t.Errorf("%s: before = %+v, want nil (new)", p, b)
		}
	}

	// The reports say before and after.
	text := write(t, Text, rep)
	for _, line := range []string{
		"prompts/notes.prompt.txt:1  " + strconv.Itoa(notes.Score.Total) + "/80 " + notes.Score.Grade + " (was " + strconv.Itoa(notes.Before.Total) + "/80 " + notes.Before.Grade + ", -" + strconv.Itoa(notes.Before.Total-notes.Score.Total) + ")",
		"prompts/new.prompt.txt:1  ", " (new)  pass",
		"4 changed prompt files since main: ",
	} {
		if !strings.Contains(text, line) {
			t.Errorf("text report lacks %q:\n%s", line, text)
		}
	}
	if md := write(t, Markdown, rep); !strings.Contains(md, "| before |") || !strings.Contains(md, "was "+strconv.Itoa(notes.Before.Total)+"/80") {
		t.Errorf("markdown lacks the before column:\n%s", md)
	}
	if js := write(t, JSON, rep); !strings.Contains(js, `"before":{"path":"prompts/notes.prompt.txt","score":`+strconv.Itoa(notes.Before.Total)) || !strings.Contains(js, `"new":true`) {
		t.Errorf("json lacks before and new:\n%s", js)
	}

	// --max-drop fails a file that fell further than allowed.
	zero := 0
	rep = run(t, Options{Dir: dir, Diff: "main", MaxDrop: 1, MinScore: &zero})
	if f := result(t, rep, "prompts/notes.prompt.txt"); f.Pass || !strings.Contains(f.Reason, "more than the 1 allowed") {
		t.Errorf("with --max-drop 1: pass=%v reason %q, want a failure for the drop", f.Pass, f.Reason)
	}
	if rep.Failed() != 1 {
		t.Errorf("%d failed, want only the file that fell", rep.Failed())
	}

	// PATHs narrow the diff; a subdirectory checks its own part.
	rep = run(t, Options{Dir: dir, Diff: "main", Paths: []string{"renamed"}})
	if diff := cmp.Diff([]string{"renamed/moved.prompt.txt"}, paths(rep)); diff != "" {
		t.Errorf("diff of renamed/ (-want +got):\n%s", diff)
	}
	rep = run(t, Options{Dir: filepath.Join(dir, "prompts"), Diff: "main"})
	if diff := cmp.Diff([]string{"new.prompt.txt", "notes.prompt.txt", "untracked.prompt.txt"}, paths(rep)); diff != "" {
		t.Errorf("diff from prompts/ (-want +got):\n%s", diff)
	}
	if f := result(t, rep, "notes.prompt.txt"); f.Before == nil || f.Before.Total != notes.Before.Total {
		t.Errorf("from prompts/: before = %+v, want %d", f.Before, notes.Before.Total)
	}

	// Nothing changed since HEAD but the untracked file.
	git("add", ".")
	git("commit", "-q", "-m", "more")
	if rep = run(t, Options{Dir: dir, Diff: "HEAD"}); len(rep.Files) != 0 {
		t.Errorf("diff HEAD after a commit: %v, want none", paths(rep))
	}
	for _, bad := range []string{"no-such-rev", "--output=x"} {
		if _, err := Run(t.Context(), Options{Dir: dir, Diff: bad}); err == nil {
			t.Errorf("--diff %q: no error", bad)
		}
	}
}

// With --diff, a file name holding a newline must not shift which base
// file goes with which changed file (a file that fell would pass as new,
// escaping --max-drop), and a link out of the tree is not read at either
// end.
func TestDiffHostileNames(t *testing.T) {
	dir, git := gitRepo(t)
	names := []string{"a\nb.prompt.txt", "a.prompt.txt", "c\n\n.prompt.txt", "z.prompt.txt"}
	for _, n := range names {
		pqstest.WriteFile(t, dir, n, goodPrompt)
	}
	outside := t.TempDir()
	pqstest.WriteFile(t, outside, "secret.prompt.txt", "Explain SECRET_TOKEN=pqs-planted-4417 to the user.\n")
	symlink(t, filepath.Join(outside, "secret.prompt.txt"), filepath.Join(dir, "was-link.prompt.txt"))
	git("add", ".")
	git("commit", "-q", "-m", "base")
	git("checkout", "-q", "-b", "feature")
	for _, n := range names {
		pqstest.WriteFile(t, dir, n, barePrompt)
	}
	if err := os.Remove(filepath.Join(dir, "was-link.prompt.txt")); err != nil {
		t.Fatal(err)
	}
	pqstest.WriteFile(t, dir, "was-link.prompt.txt", goodPrompt)
	symlink(t, filepath.Join(outside, "secret.prompt.txt"), filepath.Join(dir, "leak.prompt.txt"))
	git("add", ".")
	git("commit", "-q", "-m", "worse")

	zero := 0
	full := run(t, Options{Dir: dir, Paths: []string{"z.prompt.txt"}, MinScore: &zero})
	rep := runWithin(t, 60*time.Second, Options{Dir: dir, Diff: "main", MaxDrop: 1, MinScore: &zero})
	if diff := cmp.Diff(insert(names, "was-link.prompt.txt"), paths(rep)); diff != "" {
		t.Fatalf("changed files (-want +got):\n%s", diff)
	}
	good, _ := scoring.Score(goodPrompt, scoring.General)
	for _, n := range names {
		f := result(t, rep, n)
		if f.Before == nil || f.Before.Path != n || f.Before.Total != good.Total || f.Pass {
			t.Errorf("%q: before %+v, pass %v; want its good version before (%d) and a failure for the drop", n, f.Before, f.Pass, good.Total)
		}
		if f.Score.Total != result(t, full, "z.prompt.txt").Score.Total {
			t.Errorf("%q: %d now, want the bare prompt's score", n, f.Score.Total)
		}
	}
	// A link at the base is not a prompt file there: the file is new.
	if f := result(t, rep, "was-link.prompt.txt"); f.Before != nil {
		t.Errorf("was-link.prompt.txt: before %+v, want nil", f.Before)
	}
	if got := errorCodes(rep); got["leak.prompt.txt"] != CodeOutside || len(got) != 1 {
		t.Errorf("errors %v, want leak.prompt.txt %s", rep.Errors, CodeOutside)
	}
	if js := write(t, JSON, rep); strings.Contains(js, "pqs-planted") {
		t.Errorf("report holds the secret:\n%s", js)
	}
}

// A base file over MaxFileBytes is not read into memory: the file counts
// as new.
func TestDiffLargeBase(t *testing.T) {
	dir, git := gitRepo(t)
	pqstest.WriteFile(t, dir, "big.prompt.txt", strings.Repeat("Explain the tides. ", MaxFileBytes/19+1))
	pqstest.WriteFile(t, dir, "next.prompt.txt", goodPrompt)
	git("add", ".")
	git("commit", "-q", "-m", "base")
	pqstest.WriteFile(t, dir, "big.prompt.txt", goodPrompt)
	pqstest.WriteFile(t, dir, "next.prompt.txt", barePrompt)
	rep := run(t, Options{Dir: dir, Diff: "HEAD"})
	if f := result(t, rep, "big.prompt.txt"); f.Before != nil {
		t.Errorf("big.prompt.txt: before %+v, want nil (too large at base)", f.Before)
	}
	if f := result(t, rep, "next.prompt.txt"); f.Before == nil || f.Before.Path != "next.prompt.txt" {
		t.Errorf("next.prompt.txt: before %+v, want its base after the large blob", f.Before)
	}
}
