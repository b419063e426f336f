package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httptrace"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/redis/redistest"
)

// served is a running "pqs serve".
type served struct {
	url    string
	logs   *pqstest.SyncBuffer
	cancel context.CancelFunc
	done   chan struct{} // closed when run returns
	err    error         // run's error, once done is closed
}

// stop ends the server as SIGTERM would and returns run's error.
func (s *served) stop(t *testing.T) error {
	t.Helper()
	s.cancel()
	select {
	case <-s.done:
		return s.err
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop")
		return nil
	}
}

// startServe runs "pqs serve --addr 127.0.0.1:0 --data dir args..." and
// waits for it to listen.
func startServe(t *testing.T, dir string, env map[string]string, args ...string) *served {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	logs := &pqstest.SyncBuffer{}
	s := &served{logs: logs, cancel: cancel, done: make(chan struct{})}
	argv := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, args...)
	getenv := func(k string) string { return env[k] }
	go func() {
		s.err = run(ctx, argv, getenv, strings.NewReader(""), io.Discard, logs)
		close(s.done)
	}()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		sc := bufio.NewScanner(strings.NewReader(logs.String()))
		for sc.Scan() {
			var l struct{ Msg, URL string }
			if json.Unmarshal(sc.Bytes(), &l) == nil && l.Msg == "listening" {
				s.url = l.URL
				t.Cleanup(func() { cancel(); <-s.done })
				return s
			}
		}
		select {
		case <-s.done:
			t.Fatalf("serve exited: %v\n%s", s.err, logs)
		case <-time.After(10 * time.Millisecond):
		}
	}
	cancel()
	t.Fatalf("serve did not listen:\n%s", logs)
	return nil
}

// runCLI runs pqs with args and returns stdout, stderr and the error.
func runCLI(t *testing.T, env map[string]string, args ...string) (string, string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, func(k string) string { return env[k] }, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), err
}

func post(t *testing.T, url, body string, headers ...string) (int, http.Header, []byte) {
	t.Helper()
	req, err := http.NewRequest("POST", url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, b
}

func get(t *testing.T, url string) (int, []byte) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

const servePrompt = `{"prompt":"You are a travel agent. Plan a 3-day trip to Lisbon for two, as a table.","vertical":"general"}`

func errorCode(b []byte) string {
	var env struct {
		Error struct{ Code string } `json:"error"`
	}
	json.Unmarshal(b, &env)
	return env.Error.Code
}

// TestServeEndToEnd drives the real binary's run(): routes, free limit,
// keys created, listed and revoked through the CLI, persistence across a
// restart, quota and metering.
func TestServeEndToEnd(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"PQS_FREE_LIMIT": "3"} // env sets a flag default

	key, stderr, err := runCLI(t, nil, "keys", "create", "--name", "ci", "--quota", "2", "--data", dir)
	if err != nil {
		t.Fatalf("keys create: %v\n%s", err, stderr)
	}
	key = strings.TrimSpace(key)
	if !strings.HasPrefix(key, "pqs_") || strings.Contains(key, "\n") || !strings.Contains(stderr, "key_") {
		t.Fatalf("keys create stdout %q stderr %q: want the key alone on stdout, the ID on stderr", key, stderr)
	}
	id := createdID(t, stderr)
	other, _, err := runCLI(t, map[string]string{"PQS_DATA_DIR": dir}, "keys", "create", "--name", "other")
	if err != nil {
		t.Fatal(err)
	}
	other = strings.TrimSpace(other)

	s := startServe(t, dir, env)
	for _, path := range []string{"/healthz", "/readyz", "/openapi.json", "/api/score", "/api/score/batch", "/api/score/full", "/api/score/compare"} {
		if st, b := get(t, s.url+path); st != 200 {
			t.Errorf("GET %s = %d %s", path, st, b)
		}
	}
	if st, b := get(t, s.url+"/metrics"); st != 404 || errorCode(b) != "not_found" {
		t.Errorf("GET /metrics without a metrics setting = %d %s, want 404 not_found", st, b)
	}
	for i := range 3 {
		if st, _, b := post(t, s.url+"/api/score/free", servePrompt); st != 200 {
			t.Fatalf("free %d: %d %s", i, st, b)
		}
	}
	st, h, b := post(t, s.url+"/api/score/free", servePrompt)
	if st != 429 || errorCode(b) != "rate_limited" || h.Get("Retry-After") == "" || h.Get("RateLimit-Limit") != "3" {
		t.Errorf("4th free call: %d %v %s, want 429 with Retry-After and RateLimit-Limit 3", st, h, b)
	}
	if st, _, b := post(t, s.url+"/api/score", servePrompt); st != 402 || errorCode(b) != "payment_required" {
		t.Errorf("no key: %d %s", st, b)
	}
	if st, _, b := post(t, s.url+"/api/score", servePrompt, "Authorization", "Bearer "+key); st != 200 {
		t.Errorf("with key: %d %s", st, b)
	}
	// MCP over HTTP is mounted on the same listener.
	st, _, b = post(t, s.url+"/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`,
		"Accept", "application/json, text/event-stream", "MCP-Protocol-Version", "2025-06-18")
	if st != 200 || !strings.Contains(string(b), "score_free") {
		t.Errorf("/mcp tools/list: %d %s", st, b)
	}
	// What net/http refuses by itself is JSON too.
	if c, err := net.Dial("tcp", strings.TrimPrefix(s.url, "http://")); err != nil {
		t.Error(err)
	} else {
		c.SetDeadline(time.Now().Add(5 * time.Second))
		io.WriteString(c, "NOT HTTP\r\n\r\n")
		raw, _ := io.ReadAll(c)
		c.Close()
		if !strings.HasPrefix(string(raw), "HTTP/1.1 400 ") || !strings.Contains(string(raw), "Content-Type: application/json") ||
			!strings.Contains(string(raw), `"code":"bad_request"`) {
			t.Errorf("malformed request: %q, want a JSON 400 bad_request", raw)
		}
	}
	if err := s.stop(t); err != nil {
		t.Fatalf("serve: %v", err)
	}

	// Restart: the key and its usage survived; the quota (2) runs out.
	s = startServe(t, dir, env)
	if st, _, b := post(t, s.url+"/api/score/batch", `{"prompts":["a poem","a haiku"]}`, "Authorization", "Bearer "+key); st != 200 {
		t.Errorf("after restart: %d %s", st, b)
	}
	if st, _, b := post(t, s.url+"/api/score", servePrompt, "Authorization", "Bearer "+key); st != 429 || errorCode(b) != "quota_exceeded" {
		t.Errorf("over quota: %d %s", st, b)
	}
	out, _, err := runCLI(t, nil, "keys", "list", "--data", dir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, id) || !strings.Contains(out, "ci") || strings.Contains(out, key) || strings.Contains(out, "pqs_") {
		t.Errorf("keys list:\n%s", out)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, id) && !strings.Contains(line, " 2 ") {
			t.Errorf("keys list line %q: want quota 2 and used 2", line)
		}
	}

	// A new quota while serving: within a second, the used-up key works.
	if _, stderr, err := runCLI(t, nil, "keys", "quota", id, "3", "--data", dir); err != nil || !strings.Contains(stderr, id+" in ") || !strings.Contains(stderr, "quota 3, 2 used") {
		t.Fatalf("keys quota: %v %s", err, stderr)
	}
	for deadline := time.Now().Add(time.Second); ; time.Sleep(20 * time.Millisecond) {
		st, _, b = post(t, s.url+"/api/score", servePrompt, "Authorization", "Bearer "+key)
		if st == 200 || time.Now().After(deadline) {
			break
		}
	}
	if st != 200 {
		t.Errorf("1 s after keys quota 3: %d %s, want 200", st, b)
	}

	// Revoke while serving: within a second, calls get 401 revoked_api_key.
	if _, stderr, err := runCLI(t, nil, "keys", "revoke", id, "--data", dir); err != nil {
		t.Fatalf("revoke: %v %s", err, stderr)
	}
	for deadline := time.Now().Add(time.Second); ; time.Sleep(20 * time.Millisecond) {
		st, _, b = post(t, s.url+"/api/score", servePrompt, "Authorization", "Bearer "+key)
		if st == 401 && errorCode(b) == "revoked_api_key" || time.Now().After(deadline) {
			break
		}
	}
	if st != 401 || errorCode(b) != "revoked_api_key" {
		t.Errorf("1 s after revoke: %d %s, want 401 revoked_api_key", st, b)
	}
	if st, _, b := post(t, s.url+"/api/score", servePrompt, "Authorization", "Bearer "+other); st != 200 {
		t.Errorf("other key: %d %s", st, b)
	}
	_, stderr, err = runCLI(t, nil, "keys", "revoke", "key_nope", "--data", dir)
	if err == nil || !strings.Contains(err.Error(), `no key with ID "key_nope"`) {
		t.Errorf("revoke unknown: %v %s", err, stderr)
	}
	out, _, _ = runCLI(t, nil, "keys", "list", "--data", dir)
	if !strings.Contains(out, "REVOKED") || strings.Count(out, "\n") != 3 {
		t.Errorf("keys list after revoke:\n%s", out)
	}

	// The request log carries no prompt text and no key.
	if err := s.stop(t); err != nil {
		t.Fatal(err)
	}
	logs := s.logs.String()
	if strings.Contains(logs, "Lisbon") || strings.Contains(logs, key) {
		t.Errorf("logs carry the prompt or the key")
	}
	if !strings.Contains(logs, `"route":"/api/score"`) || !strings.Contains(logs, `"payer_kind":"api_key"`) {
		t.Errorf("logs lack request lines")
	}
}

// TestServeOneProcessPerDataDir checks that a second serve on a data
// directory already served is refused: the first keeps its keys' quota
// reservations in memory, where the second could not see them.
func TestServeOneProcessPerDataDir(t *testing.T) {
	dir := t.TempDir()
	a := startServe(t, dir, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var errb bytes.Buffer
	err := run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, func(string) string { return "" }, strings.NewReader(""), io.Discard, &errb)
	if err == nil || !strings.Contains(err.Error(), "served by another process") || !strings.Contains(err.Error(), "one pqs serve per data directory") {
		t.Fatalf("second serve on one data directory: %v, want a refusal naming the cause", err)
	}
	// keys still works beside the server, and a new server once it stops.
	if _, stderr, err := runCLI(t, nil, "keys", "list", "--data", dir); err != nil {
		t.Errorf("keys list beside serve: %v %s", err, stderr)
	}
	if err := a.stop(t); err != nil {
		t.Fatal(err)
	}
	startServe(t, dir, nil).stop(t)
}

// TestServeGracefulShutdown starts a request, asks the server to stop while
// the request body is still arriving, and checks that the request completes
// and run returns cleanly.
func TestServeGracefulShutdown(t *testing.T) {
	s := startServe(t, t.TempDir(), nil, "--free-limit", "0")
	pr, pw := io.Pipe()
	// With Expect: 100-continue the server says when its handler first
	// reads the body: from then on the request is in flight.
	reading := make(chan struct{})
	ctx := httptrace.WithClientTrace(context.Background(), &httptrace.ClientTrace{Got100Continue: func() { close(reading) }})
	req, _ := http.NewRequestWithContext(ctx, "POST", s.url+"/api/score/free", pr)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Expect", "100-continue")
	type result struct {
		status int
		err    error
	}
	resc := make(chan result, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			resc <- result{err: err}
			return
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		resc <- result{status: resp.StatusCode}
	}()
	select {
	case <-reading:
	case r := <-resc:
		t.Fatalf("request ended before its body was sent: %d %v", r.status, r.err)
	case <-time.After(10 * time.Second):
		t.Fatal("the server never read the request body")
	}
	body := []byte(servePrompt)
	pw.Write(body[:10])
	s.cancel()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(s.logs.String(), "shutting down") && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	select {
	case <-s.done:
		t.Fatalf("serve returned (%v) with a request in flight", s.err)
	case <-time.After(200 * time.Millisecond):
	}
	pw.Write(body[10:])
	pw.Close()
	r := <-resc
	if r.err != nil || r.status != 200 {
		t.Fatalf("in-flight request: %d %v, want 200", r.status, r.err)
	}
	select {
	case <-s.done:
		if s.err != nil {
			t.Fatalf("serve: %v", s.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop after the request finished")
	}
	if _, err := http.Get(s.url + "/healthz"); err == nil {
		t.Error("server still answers after shutdown")
	}
}

// TestServeFlags: serve's settings reach the command, a bad one is a usage
// error (exit 2) that never quotes a secret, and --help lists every flag
// with its variable. The settings' own checks are tested in package
// settings.
func TestServeFlags(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		env  map[string]string
		want string // in the error; "" for --help
	}{
		{"help", []string{"--help"}, nil, ""},
		{"bad flag", []string{"--nope"}, nil, "flag provided but not defined"},
		{"bad env", nil, map[string]string{"PQS_FREE_LIMIT": "many"}, `PQS_FREE_LIMIT="many"`},
		{"x402 mainnet without facilitator", []string{"--x402-pay-to", "0x209693Bc6afc0C5328bA36FaF03C514EF312287C", "--data", "DIR"}, nil, "facilitator"},
		{"extra arg", []string{"now"}, nil, "unexpected argument"},
		{"bad cdp secret", nil, map[string]string{"CDP_API_KEY_ID": "k", "CDP_API_KEY_SECRET": "hunter2-not-a-key"},
			"CDP_API_KEY_SECRET (--cdp-api-key-secret): secret is neither a PEM EC key nor a base64 Ed25519 key"},
		{"bad cdp PEM", nil, map[string]string{"CDP_API_KEY_ID": "k", "CDP_API_KEY_SECRET": "-----BEGIN EC PRIVATE KEY-----\\nhunter2\\n-----END EC PRIVATE KEY-----"},
			"CDP_API_KEY_SECRET (--cdp-api-key-secret): secret is not a valid PEM"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"serve", "--addr", "127.0.0.1:0"}, tt.args...)
			for i, a := range args {
				if a == "DIR" {
					args[i] = t.TempDir()
				}
			}
			stdout, stderr, err := runCLI(t, tt.env, args...)
			if tt.want == "" {
				if !errors.Is(err, flag.ErrHelp) || stderr != "" {
					t.Fatalf("err = %v, stderr %q; want flag.ErrHelp and the usage on stdout", err, stderr)
				}
				for _, s := range []string{"-addr", "PQS_ADDR", "-data", "PQS_DATA_DIR", "-database-url", "PQS_DATABASE_URL",
					"-redis-url", "PQS_REDIS_URL", "-max-prompt-bytes", "PQS_MAX_PROMPT_BYTES", "-max-body-bytes", "PQS_MAX_BODY_BYTES",
					"-free-limit", "PQS_FREE_LIMIT", "-trusted-proxies", "PQS_TRUSTED_PROXIES", "-prices", "PQS_PRICES",
					"-x402-pay-to", "PQS_X402_PAY_TO", "-x402-network", "PQS_X402_NETWORK", "-x402-facilitator", "PQS_X402_FACILITATOR",
					"-log-level", "PQS_LOG_LEVEL", "-shutdown-timeout",
					"-cdp-api-key-id", "CDP_API_KEY_ID", "-cdp-api-key-secret", "CDP_API_KEY_SECRET",
					"-payai-api-key-id", "PAYAI_API_KEY_ID", "-payai-api-key-secret", "PAYAI_API_KEY_SECRET", "-openai-base-url", "-gc-percent", "PQS_GC_PERCENT",
					"-x402-discoverable", "PQS_X402_DISCOVERABLE", "-public-url", "PQS_PUBLIC_URL",
					"-memory-limit", "PQS_MEMORY_LIMIT", "-max-body-memory", "PQS_MAX_BODY_MEMORY",
					"-min-body-rate", "PQS_MIN_BODY_RATE", "-read-header-timeout", "PQS_READ_HEADER_TIMEOUT", "-body-timeout", "PQS_BODY_TIMEOUT"} {
					if !strings.Contains(stdout, s) {
						t.Errorf("--help lacks %s", s)
					}
				}
				return
			}
			var ee exitError
			if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want a usage error mentioning %q", err, tt.want)
			}
			if strings.Contains(err.Error()+stderr, "hunter2") {
				t.Errorf("the secret shows: %v\n%s", err, stderr)
			}
		})
	}
}

func TestServeRedactsSecrets(t *testing.T) {
	dir := t.TempDir()
	s := startServe(t, dir, map[string]string{"OPENAI_API_KEY": "sk-very-secret"})
	if err := s.stop(t); err != nil {
		t.Fatal(err)
	}
	logs := s.logs.String()
	if strings.Contains(logs, "sk-very-secret") {
		t.Errorf("logs carry a secret:\n%s", logs)
	}
	if !strings.Contains(logs, `"msg":"configuration"`) {
		t.Errorf("no configuration line:\n%s", logs)
	}
	_, stderr, err := runCLI(t, nil, "serve", "--addr", "127.0.0.1:0", "--data", dir, "--database-url", "postgres://u:hunter2@127.0.0.1:1/db?connect_timeout=1")
	if err == nil || strings.Contains(err.Error()+stderr, "hunter2") {
		t.Errorf("unreachable database: err %v, stderr leaks the password: %v", err, strings.Contains(stderr, "hunter2"))
	}
}

func TestKeysUsage(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"keys"}, "missing command"},
		{[]string{"keys", "rotate"}, "unknown command"},
		{[]string{"keys", "create", "--data", dir}, "--name is required"},
		{[]string{"keys", "create", "--name", "x", "--quota", "-1", "--data", dir}, "--quota"},
		{[]string{"keys", "revoke", "--data", dir}, "want 1 argument"},
		{[]string{"keys", "list", "extra", "--data", dir}, "want 0 argument"},
	} {
		_, _, err := runCLI(t, nil, tt.args...)
		var ee exitError
		if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: err = %v, want a usage error mentioning %q", tt.args, err, tt.want)
		}
	}
	if _, _, err := runCLI(t, nil, "migrate", "--data", dir); err != nil {
		t.Fatal(err)
	}
	out, _, err := runCLI(t, nil, "keys", "list", "--data", dir)
	if err != nil || fmt.Sprint(strings.Count(out, "\n")) != "1" {
		t.Errorf("empty list: %q %v, want the header alone", out, err)
	}
}

// TestServeReplicas runs two servers on shared PostgreSQL and Redis: a key
// created once works on both, the free limit is one budget across them,
// and a Redis outage turns the free route into 503 limiter_unavailable
// while paid routes keep working.
func TestServeReplicas(t *testing.T) {
	dbURL := postgrestest.NewSchema(t)
	rs := redistest.Start(t)
	env := map[string]string{"PQS_DATABASE_URL": dbURL, "PQS_REDIS_URL": rs.URL, "PQS_FREE_LIMIT": "2"}
	key, stderr, err := runCLI(t, env, "keys", "create", "--name", "shared")
	if err != nil {
		t.Fatalf("keys create: %v %s", err, stderr)
	}
	key = strings.TrimSpace(key)
	a := startServe(t, t.TempDir(), env)
	b := startServe(t, t.TempDir(), env)
	for i, tt := range []struct {
		url  string
		want int
	}{{a.url, 200}, {b.url, 200}, {a.url, 429}, {b.url, 429}} {
		if st, _, body := post(t, tt.url+"/api/score/free", servePrompt); st != tt.want {
			t.Errorf("free call %d: %d %s, want %d", i+1, st, body, tt.want)
		}
	}
	for _, s := range []*served{a, b} {
		if st, _, body := post(t, s.url+"/api/score", servePrompt, "Authorization", "Bearer "+key); st != 200 {
			t.Errorf("keyed call: %d %s", st, body)
		}
	}
	out, _, _ := runCLI(t, env, "keys", "list")
	if !strings.Contains(out, "shared") {
		t.Errorf("keys list on PostgreSQL:\n%s", out)
	}

	rs.Stop()
	st, h, body := post(t, a.url+"/api/score/free", servePrompt)
	if st != 503 || errorCode(body) != "limiter_unavailable" || h.Get("Retry-After") == "" {
		t.Errorf("free with Redis down: %d %v %s, want 503 limiter_unavailable with Retry-After", st, h, body)
	}
	if st, _, body := post(t, b.url+"/api/score", servePrompt, "Authorization", "Bearer "+key); st != 200 {
		t.Errorf("keyed call with Redis down: %d %s", st, body)
	}
	if st, body := get(t, a.url+"/readyz"); st != 200 {
		t.Errorf("readyz with Redis down: %d %s", st, body)
	}
}

// TestServeCDPKeysSignFacilitatorRequests: pqs serve started with
// CDP_API_KEY_ID and CDP_API_KEY_SECRET in its environment sends a valid
// CDP JWT naming each request with every facilitator request (/supported
// at start-up, /verify and /settle for a paid call), and its log names
// the key id but never the secret.
func TestServeCDPKeysSignFacilitatorRequests(t *testing.T) {
	keys, err := x402test.NewCDPKeys()
	if err != nil {
		t.Fatal(err)
	}
	secret := keys.SEC1PEM()
	fac := &x402test.Facilitator{}
	check := &x402test.CDPAuthCheck{Next: fac, KeyID: "kid-serve", Key: &keys.EC.PublicKey}
	fs := httptest.NewServer(check)
	defer fs.Close()
	s := startServe(t, t.TempDir(), map[string]string{
		"PQS_X402_PAY_TO": "0x209693Bc6afc0C5328bA36FaF03C514EF312287C", "PQS_X402_NETWORK": "base-sepolia",
		"PQS_X402_FACILITATOR": fs.URL + "/platform/v2/x402",
		// As in a .env file: the PEM on one line with \n escapes.
		"CDP_API_KEY_ID": "kid-serve", "CDP_API_KEY_SECRET": strings.ReplaceAll(secret, "\n", `\n`),
	})
	key, _ := x402test.NewKey()
	resp, body, err := x402test.PayJSON(key, s.url+"/api/score", `{"prompt":"Summarize the report in 5 bullets."}`)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || resp.Header.Get(payments.HeaderPaymentResponse) == "" {
		t.Fatalf("paid call: %d %s; facilitator refused %q", resp.StatusCode, body, check.Refused())
	}
	want := []string{"GET /platform/v2/x402/supported", "POST /platform/v2/x402/verify", "POST /platform/v2/x402/settle"}
	if got := check.Admitted(); !slices.Equal(got, want) || len(check.Refused()) != 0 || fac.Settled() != 1 {
		t.Errorf("facilitator admitted %q refused %q settled %d, want %q", got, check.Refused(), fac.Settled(), want)
	}
	if err := s.stop(t); err != nil {
		t.Fatal(err)
	}
	logs := s.logs.String()
	if !strings.Contains(logs, `"x402_facilitator_auth":"cdp key kid-serve (ES256)"`) ||
		strings.Contains(logs, strings.Split(secret, "\n")[1][:24]) {
		t.Errorf("log lacks the key id or shows the secret:\n%s", logs)
	}
}

// TestServeMetricsAccess: /metrics, which shows paid-call counts, is not
// public. With --metrics-token the main listener serves it to that bearer
// token only (404, as an unknown path, to anyone else); with
// --metrics-addr a listener of its own serves it and the main one does not.
func TestServeMetricsAccess(t *testing.T) {
	dir := t.TempDir()
	key, _, err := runCLI(t, nil, "keys", "create", "--name", "m", "--data", dir)
	if err != nil {
		t.Fatal(err)
	}
	key = strings.TrimSpace(key)
	getAuth := func(url, auth string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest("GET", url, nil)
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	const paid = `pqs_paid_calls_total{operation="score",outcome="charged",payer_kind="api_key"} 1`

	t.Run("token", func(t *testing.T) {
		s := startServe(t, dir, map[string]string{"PQS_METRICS_TOKEN": "metrics-s3cret"})
		post(t, s.url+"/api/score", servePrompt, "Authorization", "Bearer "+key)
		for _, auth := range []string{"", "Bearer wrong", "Bearer metrics-s3cret2", "metrics-s3cret", "Bearer " + key} {
			if st, b := getAuth(s.url+"/metrics", auth); st != 404 || strings.Contains(b, "pqs_") {
				t.Errorf("/metrics with Authorization %q: %d %.200s, want 404", auth, st, b)
			}
		}
		if st, b := getAuth(s.url+"/metrics", "Bearer metrics-s3cret"); st != 200 || !strings.Contains(b, paid) {
			t.Errorf("/metrics with the token: %d %.300s, want 200 with %s", st, b, paid)
		}
		if _, b := get(t, s.url+"/openapi.json"); strings.Contains(string(b), `"/metrics"`) {
			t.Errorf("openapi.json lists the guarded /metrics")
		}
		if err := s.stop(t); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(s.logs.String(), "metrics-s3cret") {
			t.Errorf("the log shows the metrics token")
		}
	})

	t.Run("own listener", func(t *testing.T) {
		s := startServe(t, dir, map[string]string{"PQS_METRICS_ADDR": "127.0.0.1:0"})
		post(t, s.url+"/api/score", servePrompt, "Authorization", "Bearer "+key)
		var addr string
		sc := bufio.NewScanner(strings.NewReader(s.logs.String()))
		for sc.Scan() {
			var l struct{ Msg, Addr string }
			if json.Unmarshal(sc.Bytes(), &l) == nil && l.Msg == "metrics listening" {
				addr = l.Addr
			}
		}
		if addr == "" {
			t.Fatalf("no \"metrics listening\" line:\n%s", s.logs)
		}
		if st, b := get(t, s.url+"/metrics"); st != 404 {
			t.Errorf("/metrics on the main listener: %d %.200s, want 404", st, b)
		}
		if st, b := get(t, "http://"+addr+"/metrics"); st != 200 || !strings.Contains(string(b), `pqs_paid_calls_total{operation="score"`) {
			t.Errorf("/metrics on its own listener: %d %.300s", st, b)
		}
		if st, b := get(t, "http://"+addr+"/api/score"); st != 404 || errorCode(b) != "not_found" {
			t.Errorf("/api/score on the metrics listener: %d %s, want a JSON 404", st, b)
		}
	})
}
