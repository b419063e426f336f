//go:build unix

package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// hostileLimits bound a pqs check of a hostile tree: the address space it
// may map (the Go runtime alone reserves about 0.9 GB of it) and the
// time. A regression then fails the test instead of taking the machine's
// memory or hanging the suite. Within them, the Go heap must stay under
// hostileMaxHeapMB.
const (
	hostileAddressSpaceKB = 2 << 20 // 2 GiB
	hostileTimeout        = 60 * time.Second
	hostileMaxHeapMB      = 128
)

// gcTrace is a line of GODEBUG=gctrace=1: the heap at the start of a
// collection, at its end, and live, in MB. The child's rusage cannot say
// its peak: on Linux it inherits the test process's through vfork.
var gcTrace = regexp.MustCompile(`(?m)^gc \d+ @.* (\d+)->(\d+)->(\d+) MB.*\n`)

// hostileRun is what a bounded pqs check did.
type hostileRun struct {
	stdout, stderr string // stderr without the GC trace
	code           int
	peakHeapMB     int // the largest heap a collection saw; 0 when none ran
	took           time.Duration
}

// pqsCheckBounded runs pqs check under hostileAddressSpaceKB of address
// space (ulimit -v) and hostileTimeout, with env added to the environment.
func pqsCheckBounded(t *testing.T, env []string, args ...string) hostileRun {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hostileTimeout)
	defer cancel()
	script := `ulimit -v ` + strconv.Itoa(hostileAddressSpaceKB) + ` 2>/dev/null; exec "$0" check "$@"`
	cmd := exec.CommandContext(ctx, "sh", append([]string{"-c", script, pqstest.Binary(t)}, args...)...)
	cmd.Env = append(append(os.Environ(), env...), "GODEBUG=gctrace=1")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	err := cmd.Run()
	r := hostileRun{stdout: out.String(), stderr: errOut.String(), took: time.Since(start)}
	if ctx.Err() != nil {
		t.Fatalf("pqs check %q: still running after %v", args, hostileTimeout)
	}
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		r.code = ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	if strings.Contains(r.stderr, "fatal error") || strings.Contains(r.stderr, "panic:") {
		t.Fatalf("pqs check %q crashed (exit %d):\n%.2000s", args, r.code, r.stderr)
	}
	for _, m := range gcTrace.FindAllStringSubmatch(r.stderr, -1) {
		for _, n := range m[1:3] {
			mb, _ := strconv.Atoi(n)
			r.peakHeapMB = max(r.peakHeapMB, mb)
		}
	}
	r.stderr = gcTrace.ReplaceAllString(r.stderr, "")
	if r.peakHeapMB > hostileMaxHeapMB {
		t.Errorf("pqs check %q: a heap of %d MB, want at most %d", args, r.peakHeapMB, hostileMaxHeapMB)
	}
	t.Logf("pqs check %q: exit %d in %v, peak heap %d MB", args, r.code, r.took.Round(time.Millisecond), r.peakHeapMB)
	return r
}

const hostileGoodPrompt = "You are a release manager for a mobile banking app. Write the release notes for version " +
	"{{version}} from the merged pull requests below, for customers who are not engineers. Group the changes under " +
	"New, Improved and Fixed, one line each, at most 120 words in all.\n\nPull requests:\n<prs>\n{{prs}}\n</prs>\n"

// TestCheckHostileTrees runs pqs check, the binary, on trees a pull
// request could add, each bounded in memory and time: what each must do
// is refuse the hostile file with exit 2 and a stable code, check the
// rest, and stay small and fast.
func TestCheckHostileTrees(t *testing.T) {
	t.Run("YAML alias bomb", func(t *testing.T) {
		// 320 KB that expand to 2.6 GB of prompt: 34,000 aliases of a
		// message whose content is 75 KiB.
		dir := t.TempDir()
		long := strings.Repeat("Explain the ledger. ", 75<<10/20)
		pqstest.WriteFile(t, dir, "bomb.prompt.yml", "messages:\n  - &m {role: user, content: \""+long+"\"}\n"+strings.Repeat("  - *m\n", 34_000))
		pqstest.WriteFile(t, dir, "good.prompt.txt", hostileGoodPrompt)
		r := pqsCheckBounded(t, nil, "--dir", dir, "--min-score", "0")
		if r.code != 2 {
			t.Errorf("exit %d, want 2", r.code)
		}
		pqstest.Contains(t, "stderr", r.stderr, `bomb.prompt.yml: line 2: prompt too large: "messages" expands to more than 1048576 bytes of text (aliases) (too_large)`)
		pqstest.Contains(t, "stdout", r.stdout, "good.prompt.txt:1 ", "1 prompt file: 1 pass, 0 fail; 1 could not be checked.")
	})

	t.Run("YAML alias bomb in .pqs.yml", func(t *testing.T) {
		// 620 KB naming a list of 2,000 globs 20,000 times: 40 million
		// globs, each matched against every file.
		dir := t.TempDir()
		pqstest.WriteFile(t, dir, ".pqs.yml", "include: &a ["+strings.Repeat(`"g/**", `, 2000)+"x]\noverrides:\n"+
			strings.Repeat("  - {files: *a, min-score: 1}\n", 20_000))
		pqstest.WriteFile(t, dir, "good.prompt.txt", hostileGoodPrompt)
		r := pqsCheckBounded(t, nil, "--dir", dir)
		if r.code != 2 || !strings.Contains(r.stderr, ".pqs.yml: more than 65536 YAML nodes once aliases are expanded") {
			t.Errorf("exit %d, stderr %q; want a refusal of the configuration", r.code, r.stderr)
		}
	})

	t.Run("exponential globs", func(t *testing.T) {
		// A backtracking matcher takes minutes on each of these.
		dir := t.TempDir()
		bomb := strings.Repeat("*a", 12) + "*b"
		stars := strings.Repeat("**/", 6) + "b"
		pqstest.WriteFile(t, dir, strings.Repeat("a", 40)+".prompt.txt", hostileGoodPrompt)
		pqstest.WriteFile(t, dir, strings.Repeat("d/", 200)+"deep.prompt.txt", hostileGoodPrompt)
		pqstest.WriteFile(t, dir, ".pqsignore", bomb+"\n"+stars+"\n")
		pqstest.WriteFile(t, dir, ".pqs.yml", "min-score: 0\nexclude: ['"+bomb+"', '"+stars+"']\noverrides:\n  - files: '"+bomb+"'\n    min-score: 0\n")
		r := pqsCheckBounded(t, nil, "--dir", dir, "--exclude", bomb, "--exclude", stars, "--include", bomb)
		if r.code != 0 {
			t.Errorf("exit %d, want 0\n%s", r.code, r.stderr)
		}
		pqstest.Contains(t, "stdout", r.stdout, "2 prompt files: 2 pass, 0 fail.")
	})

	t.Run("links out of the tree", func(t *testing.T) {
		const secret = "pqs-planted-secret-7734"
		outside := t.TempDir()
		pqstest.WriteFile(t, outside, "notes.txt", "Explain PQS_TOKEN="+secret+" to the reader.\n")
		pqstest.WriteFile(t, outside, "dir/inner.prompt.txt", "Explain PQS_TOKEN="+secret+" to the reader.\n")
		dir := t.TempDir()
		pqstest.WriteFile(t, dir, "good.prompt.txt", hostileGoodPrompt)
		links := map[string]string{
			"leak.prompt.txt":      filepath.Join(outside, "notes.txt"),
			"prompts/up.prompt.md": "../../" + filepath.Base(outside) + "/notes.txt", // the temporary directories are siblings
			"linked":               filepath.Join(outside, "dir"),
		}
		if runtime.GOOS == "linux" {
			links["environ.prompt.txt"] = "/proc/self/environ"
		}
		for name, target := range links {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(target, p); err != nil {
				t.Fatal(err)
			}
		}
		env := []string{"PQS_TOKEN=" + secret}
		for _, format := range []string{"github", "text", "json", "sarif", "markdown"} {
			r := pqsCheckBounded(t, env, "--dir", dir, "--min-score", "0", "--format", format, ".", "linked/inner.prompt.txt")
			if r.code != 2 {
				t.Errorf("%s: exit %d, want 2", format, r.code)
			}
			if strings.Contains(r.stdout+r.stderr, secret) || strings.Contains(r.stdout, "PQS_TOKEN") {
				t.Errorf("%s: the output quotes what the links lead to:\n%s\n%s", format, r.stdout, r.stderr)
			}
			if format == "text" {
				pqstest.Contains(t, "stderr", r.stderr,
					"leak.prompt.txt: a symbolic link out of the directory checked: not read (outside_tree)",
					"linked/inner.prompt.txt: a symbolic link out of the directory checked: not read (outside_tree)")
				pqstest.Contains(t, "stdout", r.stdout, "good.prompt.txt:1 ")
			}
		}
	})

	t.Run("named pipes", func(t *testing.T) {
		dir := t.TempDir()
		pqstest.WriteFile(t, dir, "good.prompt.txt", hostileGoodPrompt)
		for _, name := range []string{"f.prompt.txt", "found/g.prompt.md"} {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Skipf("mkfifo: %v", err)
			}
		}
		r := pqsCheckBounded(t, nil, "--dir", dir, "--min-score", "0", "f.prompt.txt")
		if r.code != 2 || !strings.Contains(r.stderr, "f.prompt.txt: not a regular file (a named pipe): not read (not_regular)") {
			t.Errorf("named: exit %d, stderr %q", r.code, r.stderr)
		}
		r = pqsCheckBounded(t, nil, "--dir", dir, "--min-score", "0")
		if r.code != 2 || !strings.Contains(r.stderr, "found/g.prompt.md: not a regular file (a named pipe): not read (not_regular)") {
			t.Errorf("walked: exit %d, stderr %q", r.code, r.stderr)
		}
	})

	t.Run("--diff: newlines in names, a link added", func(t *testing.T) {
		if _, err := exec.LookPath("git"); err != nil {
			t.Skip("git is not installed")
		}
		dir := t.TempDir()
		git := func(args ...string) {
			cmd := exec.Command("git", append([]string{"-c", "user.name=pqs", "-c", "user.email=pqs@example.com"}, args...)...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("git %v: %v\n%s", args, err, out)
			}
		}
		git("init", "-q", "-b", "main")
		names := []string{"a\nb.prompt.txt", "b.prompt.txt"}
		for _, n := range names {
			pqstest.WriteFile(t, dir, n, hostileGoodPrompt)
		}
		git("add", ".")
		git("commit", "-q", "-m", "base")
		git("checkout", "-q", "-b", "pr")
		for _, n := range names {
			pqstest.WriteFile(t, dir, n, "release notes\n")
		}
		if runtime.GOOS == "linux" {
			if err := os.Symlink("/proc/self/environ", filepath.Join(dir, "env.prompt.txt")); err != nil {
				t.Fatal(err)
			}
		}
		git("add", ".")
		git("commit", "-q", "-m", "worse")
		r := pqsCheckBounded(t, []string{"PQS_TOKEN=pqs-planted-secret-7734"}, "--dir", dir, "--diff", "main", "--max-drop", "5", "--min-score", "0", "--format", "json")
		if r.code == 0 || strings.Contains(r.stdout, `"new":true`) || strings.Count(r.stdout, `"reason":"fell `) != 2 {
			t.Errorf("exit %d; want both files to fail for the drop, neither taken for new:\n%s", r.code, r.stdout)
		}
		if strings.Contains(r.stdout+r.stderr, "pqs-planted") {
			t.Errorf("the output quotes the environment:\n%s\n%s", r.stdout, r.stderr)
		}
	})
}
