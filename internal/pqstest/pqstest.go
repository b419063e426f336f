// Package pqstest holds the helpers that the tests of several packages
// share: a buffer that concurrent writers may share, a settable clock,
// the code of an error answer, a store closed with the test, a file
// written below a directory, and the pqs binary built once per test
// process.
package pqstest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// SyncBuffer is a bytes.Buffer that a server's goroutines, or a
// process's output, may write to while a test reads it.
type SyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// Bytes returns a copy of what has been written so far.
func (s *SyncBuffer) Bytes() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return bytes.Clone(s.b.Bytes())
}

// String returns what has been written so far.
func (s *SyncBuffer) String() string { return string(s.Bytes()) }

// Clock is a clock that a test sets: code under test reads Now while
// the test moves it with Advance.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock returns a Clock that reads t.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock on by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// ErrorCode returns the code of a JSON error envelope,
// {"error":{"code":…}}, or "" if body is not one.
func ErrorCode(body []byte) string {
	var env struct {
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
	}
	json.Unmarshal(body, &env)
	return env.Error.Code
}

// Open opens source with open, a store's Open function, and closes the
// store when tb's test ends.
func Open[T io.Closer](tb testing.TB, open func(context.Context, string) (T, error), source string) T {
	tb.Helper()
	s, err := open(context.Background(), source)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

// Server returns the URL of a test server: the environment variable env
// when it holds a URL that starts with one of schemes, else def. It skips
// tb when env is "off", and fails it when ping(url) fails, so that a
// broken setup cannot pass as green.
func Server(tb testing.TB, name, env, def string, schemes []string, ping func(url string) error) string {
	tb.Helper()
	v := os.Getenv(env)
	if v == "off" {
		tb.Skipf("%s=off: skipping %s tests", env, name)
	}
	u := def
	for _, s := range schemes {
		if strings.HasPrefix(v, s) {
			u = v
		}
	}
	if err := ping(u); err != nil {
		tb.Fatalf("%s test server unreachable (start it, or set %s=off to skip): %v", name, env, err)
	}
	return u
}

var build struct {
	once sync.Once
	dir  string
	path string
	err  error
}

// Binary builds the pqs command once per test process (without cgo or
// -race: it runs as separate processes) and returns its path. Call
// [RemoveBinary] from TestMain to delete it.
func Binary(t testing.TB) string {
	t.Helper()
	build.once.Do(func() {
		gobin, err := exec.LookPath("go")
		if err != nil {
			gobin = filepath.Join(runtime.GOROOT(), "bin", "go")
		}
		root, err := exec.Command(gobin, "env", "GOMOD").Output()
		if err != nil {
			build.err = fmt.Errorf("go env GOMOD: %v", err)
			return
		}
		if build.dir, build.err = os.MkdirTemp("", "pqs-bin-"); build.err != nil {
			return
		}
		build.path = filepath.Join(build.dir, "pqs")
		cmd := exec.Command(gobin, "build", "-o", build.path, ".")
		cmd.Dir = filepath.Dir(strings.TrimSpace(string(root))) // the module root
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			build.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if build.err != nil {
		t.Fatal(build.err)
	}
	return build.path
}

// RemoveBinary deletes what [Binary] built, if anything.
func RemoveBinary() {
	if build.dir != "" {
		os.RemoveAll(build.dir)
	}
}

// WriteFile writes data to the file name (slash-separated) below dir,
// making the directories it needs, and returns the file's path.
func WriteFile(tb testing.TB, dir, name, data string) string {
	tb.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

// Contains fails tb's test, going on, for each of wants that s lacks;
// what names s in the messages.
func Contains(tb testing.TB, what, s string, wants ...string) {
	tb.Helper()
	for _, w := range wants {
		if !strings.Contains(s, w) {
			tb.Errorf("%s lacks %q:\n%s", what, w, s)
		}
	}
}
