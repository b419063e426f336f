//go:build unix

package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// A named pipe, socket or device is refused without being opened for a
// blocking read: a pipe would wait for a writer for ever.
func TestNonRegularFiles(t *testing.T) {
	dir := t.TempDir()
	pqstest.WriteFile(t, dir, "real.prompt.txt", goodPrompt)
	for _, name := range []string{"pipe.prompt.txt", "walk/found.prompt.md", "data.json"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
	}
	symlink(t, "pipe.prompt.txt", filepath.Join(dir, "to-pipe.prompt.txt"))
	pqstest.WriteFile(t, dir, ConfigFile, "min-score: 0\n")

	rep := runWithin(t, 30*time.Second, Options{Dir: dir})
	want := map[string]string{"pipe.prompt.txt": CodeNotRegular, "to-pipe.prompt.txt": CodeNotRegular, "walk/found.prompt.md": CodeNotRegular}
	if diff := cmp.Diff(want, errorCodes(rep)); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"real.prompt.txt"}, paths(rep)); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	rep = runWithin(t, 30*time.Second, Options{Dir: dir, Paths: []string{"pipe.prompt.txt"}})
	if got := errorCodes(rep); got["pipe.prompt.txt"] != CodeNotRegular || len(rep.Files) != 0 {
		t.Errorf("named pipe: errors %v, files %v", rep.Errors, paths(rep))
	}
	// A .pqs.yml or .pqsignore that is a pipe is refused too.
	if err := os.Remove(filepath.Join(dir, ConfigFile)); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, IgnoreFile), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, ConfigFile), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := Run(context.Background(), Options{Dir: dir}); done <- err }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("Run with .pqs.yml a pipe = %v, want a refusal", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Run with .pqs.yml a pipe still running after 30s")
	}
	if err := os.Remove(filepath.Join(dir, ConfigFile)); err != nil {
		t.Fatal(err)
	}
	rep = runWithin(t, 30*time.Second, Options{Dir: dir})
	if got := errorCodes(rep); got[IgnoreFile] != CodeNotRegular {
		t.Errorf(".pqsignore a pipe: errors %v", rep.Errors)
	}
}
