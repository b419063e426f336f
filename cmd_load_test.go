package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
)

func TestLoadCompare(t *testing.T) {
	s := startServe(t, t.TempDir(), nil, "--free-limit", "0")
	for _, spin := range []string{"--spin=false", "--spin"} {
		// A count, not a short window, ends each phase: a loaded machine
		// may answer nothing in a few hundred milliseconds.
		out, stderr, err := runCLI(t, nil, "load", "--url", s.url, "--requests", "80", "--duration", "60s", "--concurrency", "4", "--warmup", "0", "--rounds", "2", spin)
		if err != nil {
			t.Fatalf("load %s: %v\n%s", spin, err, stderr)
		}
		for _, want := range []string{"GET /healthz", "POST /api/score/free", "req/s", "p50", "p99", "ratio POST /api/score/free / GET /healthz"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: output lacks %q:\n%s", spin, want, out)
			}
		}
		for _, line := range strings.Split(out, "\n") {
			if f := strings.Fields(line); len(f) > 4 && (f[0] == "GET" || f[0] == "POST") && (f[3] != "0" || f[2] == "0") {
				t.Errorf("%s: errors or no requests in %q", spin, line)
			}
		}
	}
	if _, _, err := runCLI(t, nil, "load", "--url", s.url, "--spin", "--rate", "100", "--duration", "10ms"); err == nil || !strings.Contains(err.Error(), "--spin") {
		t.Errorf("--spin with --rate: err = %v, want a usage error", err)
	}
	if _, _, err := runCLI(t, map[string]string{"PQS_LOAD_SPIN": "sometimes"}, "load", "--url", s.url, "--duration", "10ms"); err == nil || !strings.Contains(err.Error(), "PQS_LOAD_SPIN") {
		t.Errorf("PQS_LOAD_SPIN=sometimes: err = %v, want a usage error", err)
	}
}

func TestLoadMixedTwoReplicas(t *testing.T) {
	env := map[string]string{"PQS_DATABASE_URL": postgrestest.NewSchema(t)}
	key, _, err := runCLI(t, env, "keys", "create", "--name", "load")
	if err != nil {
		t.Fatal(err)
	}
	// Two servers on one PostgreSQL schema are two replicas.
	a := startServe(t, t.TempDir(), env, "--free-limit", "0")
	b := startServe(t, t.TempDir(), env, "--free-limit", "0")
	out, stderr, err := runCLI(t, map[string]string{"PQS_LOAD_KEY": strings.TrimSpace(key)},
		"load", "--url", a.url, "--url", b.url, "--mix", "mixed", "--requests", "60", "--duration", "20s", "--concurrency", "3", "--warmup", "0")
	if err != nil {
		t.Fatalf("load: %v\n%s", err, stderr)
	}
	for _, want := range []string{"POST /api/score/free", "POST /api/score ", "POST /api/score/batch", "200:20"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for _, s := range []*served{a, b} {
		if !strings.Contains(s.logs.String(), "listening") {
			t.Error("no log")
		}
	}
}

func TestLoadRefusesRemote(t *testing.T) {
	for _, u := range []string{"http://example.com", "http://10.0.0.1:8080", "ftp://127.0.0.1", "127.0.0.1:8080"} {
		_, _, err := runCLI(t, nil, "load", "--url", u, "--duration", "10ms")
		if err == nil || !strings.Contains(err.Error(), "--url") {
			t.Errorf("load --url %s: err = %v, want a refusal", u, err)
		}
	}
	if _, _, err := runCLI(t, nil, "load", "--mix", "mixed", "--duration", "10ms"); err == nil || !strings.Contains(err.Error(), "--key") {
		t.Errorf("mixed without key: %v", err)
	}
}

func TestLoadOpenLoop(t *testing.T) {
	s := startServe(t, t.TempDir(), nil, "--free-limit", "0")
	out, stderr, err := runCLI(t, nil, "load", "--url", s.url, "--duration", "400ms", "--concurrency", "4", "--warmup", "0",
		"--rounds", "1", "--rate", "50,100")
	if err != nil {
		t.Fatalf("load: %v\n%s", err, stderr)
	}
	for _, want := range []string{"offered/s", "service p99", "open loop at 50 req/s", "open loop at 100 req/s"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// Every request due within the schedule is sent: 400ms at 100/s is 40.
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) > 6 && (f[0] == "GET" || f[0] == "POST") {
			if f[2] == "100" && f[4] != "40" {
				t.Errorf("requests %s at 100/s for 400ms, want 40: %q", f[4], line)
			}
			if f[5] != "0" {
				t.Errorf("errors in %q", line)
			}
		}
	}
	for _, bad := range []string{"0", "-5", "x", "100,"} {
		if _, _, err := runCLI(t, nil, "load", "--url", s.url, "--rate", bad, "--duration", "10ms"); err == nil || !strings.Contains(err.Error(), "--rate") {
			t.Errorf("--rate %q: err = %v, want a usage error", bad, err)
		}
	}
}

func TestLoadPaid(t *testing.T) {
	dir := t.TempDir()
	key, _, err := runCLI(t, nil, "keys", "create", "--name", "load", "--quota", "1000000", "--data", dir)
	if err != nil {
		t.Fatal(err)
	}
	s := startServe(t, dir, nil, "--free-limit", "0")
	out, stderr, err := runCLI(t, map[string]string{"PQS_LOAD_KEY": strings.TrimSpace(key)},
		"load", "--url", s.url, "--mix", "paid", "--duration", "800ms", "--rounds", "1", "--concurrency", "2", "--warmup", "0")
	if err != nil {
		t.Fatalf("load: %v\n%s", err, stderr)
	}
	for _, want := range []string{"GET /healthz", "POST /api/score ", "POST /api/score/batch (10)", "MCP tools/call score",
		"ratio POST /api/score / GET /healthz", "ratio POST /api/score/batch (10) / GET /healthz", "ratio MCP tools/call score / GET /healthz"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	refused := regexp.MustCompile(`\b([45]\d\d|failed|isError):\d+`)
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) > 4 && (f[0] == "GET" || f[0] == "POST" || f[0] == "MCP") &&
			(!strings.Contains(line, "200:") || refused.MatchString(line)) {
			t.Errorf("not every call answered 200: %q", line)
		}
	}
	if _, _, err := runCLI(t, nil, "load", "--url", s.url, "--mix", "paid", "--duration", "10ms"); err == nil || !strings.Contains(err.Error(), "--key") {
		t.Errorf("--mix paid without a key: err = %v, want a usage error", err)
	}
	// A key that does not pay: MCP answers 200 with an error result,
	// which load counts as an error.
	out, _, err = runCLI(t, map[string]string{"PQS_LOAD_KEY": "pqs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"},
		"load", "--url", s.url, "--mix", "mcp", "--duration", "200ms", "--concurrency", "1", "--warmup", "0")
	if err != nil || !strings.Contains(out, "isError:") {
		t.Errorf("MCP calls with a bad key: %v\n%s\nwant them counted as isError", err, out)
	}
}
