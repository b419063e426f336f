// Package redistest gives tests a Redis: the shared test server with a
// unique key prefix, or a private redis-server they may stop and restart.
//
// The shared server is PQS_TEST_REDIS when that holds a redis:// URL, else
// redis://127.0.0.1:6379/0. PQS_TEST_REDIS=off skips the tests that need
// it; otherwise an unreachable server fails them.
package redistest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// DefaultURL is the shared test server when PQS_TEST_REDIS doesn't name one.
const DefaultURL = "redis://127.0.0.1:6379/0"

// URL returns the shared server's URL, skipping t when PQS_TEST_REDIS=off
// and failing it when the server doesn't answer.
func URL(t testing.TB) string {
	t.Helper()
	return pqstest.Server(t, "Redis", "PQS_TEST_REDIS", DefaultURL, []string{"redis://"}, ping)
}

func ping(u string) error {
	o, err := goredis.ParseURL(u)
	if err != nil {
		return err
	}
	c := goredis.NewClient(o)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return c.Ping(ctx).Err()
}

// Prefix returns a key prefix unique to t, whose keys are deleted on the
// shared server at u when t ends.
func Prefix(t testing.TB, u string) string {
	t.Helper()
	var b [6]byte
	rand.Read(b[:])
	p := "pqs_test_" + hex.EncodeToString(b[:]) + ":"
	t.Cleanup(func() {
		o, err := goredis.ParseURL(u)
		if err != nil {
			return
		}
		c := goredis.NewClient(o)
		defer c.Close()
		ctx := context.Background()
		iter := c.Scan(ctx, 0, p+"*", 500).Iterator()
		for iter.Next(ctx) {
			c.Del(ctx, iter.Val())
		}
	})
	return p
}

// Server is a private redis-server on a free loopback port, without
// persistence. Stopping it doesn't touch the shared server.
type Server struct {
	URL  string
	Port int
	t    testing.TB
	cmd  *exec.Cmd
	done chan struct{}
}

// Start starts a private redis-server, stopped when t ends. It skips t
// when PQS_TEST_REDIS=off and fails it when redis-server is missing.
func Start(t testing.TB) *Server {
	t.Helper()
	if os.Getenv("PQS_TEST_REDIS") == "off" {
		t.Skip("PQS_TEST_REDIS=off: skipping Redis tests")
	}
	if _, err := exec.LookPath("redis-server"); err != nil {
		t.Fatalf("redis-server not installed (apt-get install redis-server, or PQS_TEST_REDIS=off): %v", err)
	}
	port := FreePort(t)
	s := &Server{URL: fmt.Sprintf("redis://127.0.0.1:%d/0", port), Port: port, t: t}
	s.Restart()
	t.Cleanup(s.Stop)
	return s
}

// Restart starts the server again on the same port after Stop.
func (s *Server) Restart() {
	s.t.Helper()
	if s.cmd != nil {
		s.t.Fatal("redistest: Restart of a running server")
	}
	cmd := exec.Command("redis-server", "--port", strconv.Itoa(s.Port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--daemonize", "no", "--loglevel", "warning")
	cmd.Dir = s.t.TempDir()
	if err := cmd.Start(); err != nil {
		s.t.Fatalf("redistest: start redis-server: %v", err)
	}
	s.cmd, s.done = cmd, make(chan struct{})
	go func(done chan struct{}) { cmd.Wait(); close(done) }(s.done)
	deadline := time.Now().Add(10 * time.Second)
	for ping(s.URL) != nil {
		if time.Now().After(deadline) {
			s.Stop()
			s.t.Fatalf("redistest: redis-server on port %d did not answer", s.Port)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Stop kills the server and waits until it has exited.
func (s *Server) Stop() {
	if s.cmd == nil {
		return
	}
	s.cmd.Process.Kill()
	<-s.done
	s.cmd = nil
}

// FreePort returns a loopback TCP port that was free a moment ago.
func FreePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
