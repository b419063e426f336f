package check

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// runWithin is run, failing the test if Run takes longer than d (a
// regression that blocks or backtracks must not hang the suite).
func runWithin(t *testing.T, d time.Duration, opts Options) *Report {
	t.Helper()
	type result struct {
		rep *Report
		err error
	}
	done := make(chan result, 1)
	go func() {
		rep, err := Run(context.Background(), opts)
		done <- result{rep, err}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			t.Fatalf("Run(%+v): %v", opts, r.err)
		}
		return r.rep
	case <-time.After(d):
		t.Fatalf("Run(%+v) still running after %v", opts, d)
		return nil
	}
}

func errorCodes(rep *Report) map[string]string {
	got := map[string]string{}
	for _, e := range rep.Errors {
		got[e.Path] = e.Code
	}
	return got
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
}

// A symbolic link whose target leaves the directory checked is reported
// and never read, however it gets there; one that stays inside is
// followed.
func TestSymlinksOutOfTheTree(t *testing.T) {
	const secret = "SECRET_TOKEN=pqs-planted-4417"
	outside := t.TempDir()
	pqstest.WriteFile(t, outside, "secret.prompt.txt", "Explain this value to the user: "+secret+"\n")
	pqstest.WriteFile(t, outside, "sub/inner.prompt.txt", "Explain this value to the user: "+secret+"\n")
	pqstest.WriteFile(t, outside, "chat.json", `[{"role": "user", "content": "`+secret+`"}]`)
	pqstest.WriteFile(t, outside, ".pqsignore", secret+"\n")

	dir := t.TempDir()
	pqstest.WriteFile(t, dir, "real.prompt.txt", goodPrompt)
	symlink(t, filepath.Join(outside, "secret.prompt.txt"), filepath.Join(dir, "abs-out.prompt.txt"))
	rel, err := filepath.Rel(filepath.Join(dir, "deep"), filepath.Join(outside, "secret.prompt.txt"))
	if err != nil {
		t.Fatal(err)
	}
	symlink(t, rel, filepath.Join(dir, "deep", "rel-out.prompt.txt"))
	symlink(t, filepath.Join(outside, "sub"), filepath.Join(dir, "linked-dir"))
	symlink(t, "../real.prompt.txt", filepath.Join(dir, "in", "rel-in.prompt.txt"))
	symlink(t, filepath.Join(dir, "real.prompt.txt"), filepath.Join(dir, "in", "abs-in.prompt.txt"))
	symlink(t, filepath.Join(outside, "chat.json"), filepath.Join(dir, "data", "chat.json"))
	symlink(t, filepath.Join(outside, "nothing.prompt.txt"), filepath.Join(dir, "dangling.prompt.txt"))
	symlink(t, filepath.Join(outside, ".pqsignore"), filepath.Join(dir, "ign", IgnoreFile))
	if runtime.GOOS == "linux" {
		symlink(t, "/proc/self/environ", filepath.Join(dir, "environ.prompt.txt"))
	}

	// A walk: links into the tree are files; links out are errors, but a
	// *.json that may not be a chat is passed over, as other data is.
	rep := runWithin(t, 30*time.Second, Options{Dir: dir})
	if diff := cmp.Diff([]string{"in/abs-in.prompt.txt", "in/rel-in.prompt.txt", "real.prompt.txt"}, paths(rep)); diff != "" {
		t.Errorf("files scored (-want +got):\n%s", diff)
	}
	want := map[string]string{
		"abs-out.prompt.txt":      CodeOutside,
		"deep/rel-out.prompt.txt": CodeOutside,
		"ign/.pqsignore":          CodeOutside,
	}
	if runtime.GOOS == "linux" {
		want["environ.prompt.txt"] = CodeOutside
	}
	if diff := cmp.Diff(want, errorCodes(rep)); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}

	// Named on the command line, through a linked directory, or with a
	// config file: the same.
	rep = runWithin(t, 30*time.Second, Options{Dir: dir, Paths: []string{"abs-out.prompt.txt", "linked-dir/inner.prompt.txt", "data/chat.json"}})
	want = map[string]string{
		"abs-out.prompt.txt":          CodeOutside,
		"linked-dir/inner.prompt.txt": CodeOutside,
		"data/chat.json":              CodeOutside,
	}
	if diff := cmp.Diff(want, errorCodes(rep)); diff != "" {
		t.Errorf("named files: errors (-want +got):\n%s", diff)
	}
	for _, r := range []Format{Text, JSON, SARIF, GitHub, Markdown} {
		if out := write(t, r, rep); strings.Contains(out, "pqs-planted") {
			t.Errorf("%s report holds the secret:\n%s", r, out)
		}
	}
	for _, e := range rep.Errors {
		if strings.Contains(e.Message, "pqs-planted") {
			t.Errorf("error holds the secret: %v", e)
		}
	}

	// A .pqs.yml that leads out of the tree is not read either.
	symlink(t, filepath.Join(outside, "secret.prompt.txt"), filepath.Join(dir, ConfigFile))
	_, err = Run(context.Background(), Options{Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "out of the directory checked") || strings.Contains(err.Error(), "pqs-planted") {
		t.Errorf("Run with .pqs.yml linked out of the tree = %v, want a refusal that does not quote it", err)
	}
}

// Globs that make a backtracking matcher take minutes, and a tree deep
// enough that checking each path's parents again would take as long.
func TestHostileGlobs(t *testing.T) {
	dir := t.TempDir()
	name := strings.Repeat("a", 40) + ".prompt.txt"
	pqstest.WriteFile(t, dir, name, goodPrompt)
	deep := strings.Repeat("d/", 300) + "x.prompt.txt"
	pqstest.WriteFile(t, dir, deep, goodPrompt)
	bomb := strings.Repeat("*a", 14) + "*b"
	pqstest.WriteFile(t, dir, IgnoreFile, bomb+"\n"+strings.Repeat("**/", 12)+"b\n")
	pqstest.WriteFile(t, dir, "d/"+IgnoreFile, strings.Repeat("**/", 12)+"c\n")
	cfg := filepath.Join(t.TempDir(), "pqs.yml")
	pqstest.WriteFile(t, filepath.Dir(cfg), "pqs.yml", "exclude: ['"+bomb+"', '"+strings.Repeat("**/", 12)+"y']\n"+
		"overrides:\n  - files: '"+bomb+"'\n    min-score: 0\n")
	rep := runWithin(t, 60*time.Second, Options{Dir: dir, Config: cfg, Exclude: []string{bomb, strings.Repeat("*d/", 12) + "*z"}})
	if diff := cmp.Diff([]string{name, deep}, paths(rep)); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	// More patterns than MaxGlobs in the .pqsignore files: refused.
	pqstest.WriteFile(t, dir, "d/d/"+IgnoreFile, strings.Repeat("x\n", MaxGlobs))
	rep = runWithin(t, 60*time.Second, Options{Dir: dir})
	if got := errorCodes(rep); got["d/d/"+IgnoreFile] != CodeTooLarge {
		t.Errorf("a .pqsignore of %d patterns: errors %v, want it too large", MaxGlobs, rep.Errors)
	}
	if err := os.Remove(filepath.Join(dir, "d", "d", IgnoreFile)); err != nil {
		t.Fatal(err)
	}

	// And they still match what they should.
	rep = runWithin(t, 60*time.Second, Options{Dir: dir, Exclude: []string{strings.Repeat("*a", 14) + "*.txt", strings.Repeat("**/", 12) + "x.prompt.txt"}})
	if len(rep.Files) != 0 {
		t.Errorf("files %v, want both excluded", paths(rep))
	}
}

// FuzzParseConfig checks a .pqs.yml, which a pull request may write,
// never panics ParseConfig, and that what it accepts stays within its
// bounds.
func FuzzParseConfig(f *testing.F) {
	for _, seed := range []string{
		"min-score: 40\nvertical: content\ninclude: docs/*.md\nexclude: [a, b/]\noverrides:\n  - files: x\n    min-score: 3\n",
		"include: &a [a, b]\noverrides:\n  - {files: *a, min-score: 1}\n  - {files: *a, vertical: crypto}\n",
		"a: &a [x]\n",
		"overrides: &o [{files: x, min-score: 1}, *o]\n",
		"exclude: ['" + strings.Repeat("*a", 12) + "*b']\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseConfig(data)
		if err != nil {
			return
		}
		n := len(c.Include) + len(c.Exclude)
		for _, o := range c.Overrides {
			n += len(o.Files)
		}
		if n > MaxGlobs {
			t.Errorf("ParseConfig(%q) accepted %d globs", data, n)
		}
	})
}

// FuzzParseRawDiff checks that no output of git diff --raw -z (whose names
// a pull request chooses) panics parseRawDiff, and that each file it
// reads has a base path and object name when it has a base.
func FuzzParseRawDiff(f *testing.F) {
	oid := strings.Repeat("a", 40)
	zero := strings.Repeat("0", 40)
	for _, seed := range []string{
		":100644 100644 " + oid + " " + zero + " M\x00a\nb.prompt.txt\x00",
		":100644 100644 " + oid + " " + zero + " R086\x00old.prompt.txt\x00new.prompt.txt\x00",
		":000000 100644 " + zero + " " + zero + " A\x00new.prompt.txt\x00",
		":120000 100644 " + oid + " " + zero + " T\x00was-link.prompt.txt\x00",
		":100644 100644 " + oid + " " + zero + " R100\x00only-old\x00",
		"",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, out []byte) {
		files, err := parseRawDiff(out)
		if err != nil {
			return
		}
		for p, b := range files {
			if b != nil && (b.path == "" || b.oid == "") && p != "" {
				t.Errorf("parseRawDiff(%q): %q has base %+v", out, p, b)
			}
		}
	})
}
