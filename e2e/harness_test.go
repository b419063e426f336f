package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/storagetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	pqstest.RemoveBinary()
	os.Exit(code)
}

// replica is one running "pqs serve".
type replica struct {
	URL  string
	name string
	cmd  *exec.Cmd
	logs *pqstest.SyncBuffer
	done chan struct{}
}

// baseEnv is the environment of every pqs process: nothing inherited but
// PATH and HOME, so the machine's PQS_* settings can't leak in.
func baseEnv(kv map[string]string) []string {
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
	for k, v := range kv {
		env = append(env, k+"="+v)
	}
	return env
}

// startReplica starts "pqs serve" on a free loopback port with the given
// settings and waits until /healthz answers.
func startReplica(t testing.TB, name string, kv map[string]string) *replica {
	t.Helper()
	settings := map[string]string{
		"PQS_ADDR":      "127.0.0.1:0",
		"PQS_DATA_DIR":  t.TempDir(),
		"PQS_LOG_LEVEL": "info",
	}
	for k, v := range kv {
		settings[k] = v
	}
	r := &replica{name: name, logs: &pqstest.SyncBuffer{}, done: make(chan struct{})}
	r.cmd = exec.Command(pqstest.Binary(t), "serve")
	r.cmd.Env = baseEnv(settings)
	pr, pw := io.Pipe()
	r.cmd.Stderr = pw
	r.cmd.Stdout = r.logs
	if err := r.cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	addrc := make(chan string, 1)
	go func() {
		// The "listening" log line names the port picked for :0.
		sc := bufio.NewScanner(pr)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			r.logs.Write([]byte(line + "\n"))
			var rec struct {
				Msg  string `json:"msg"`
				Addr string `json:"addr"`
			}
			if json.Unmarshal([]byte(line), &rec) == nil && rec.Msg == "listening" && rec.Addr != "" {
				select {
				case addrc <- rec.Addr:
				default:
				}
			}
		}
	}()
	go func() { r.cmd.Wait(); pw.Close(); close(r.done) }()
	t.Cleanup(func() { r.stop(t) })
	select {
	case addr := <-addrc:
		r.URL = "http://" + addr
	case <-r.done:
		t.Fatalf("%s exited at start-up:\n%s", name, r.logs.String())
	case <-time.After(20 * time.Second):
		t.Fatalf("%s did not start listening:\n%s", name, r.logs.String())
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		resp, err := http.Get(r.URL + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return r
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s /healthz not answering: %v\n%s", name, err, r.logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// stop sends SIGTERM and waits for a graceful exit (then kills).
func (r *replica) stop(t testing.TB) {
	select {
	case <-r.done:
		return
	default:
	}
	r.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-r.done:
	case <-time.After(10 * time.Second):
		r.cmd.Process.Kill()
		<-r.done
		t.Errorf("%s did not stop on SIGTERM", r.name)
	}
	if t.Failed() {
		t.Logf("%s log:\n%s", r.name, tail(r.logs.String(), 12))
	}
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// pqs runs a pqs command (keys, migrate) with the given settings.
func pqs(t *testing.T, kv map[string]string, args ...string) (stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(pqstest.Binary(t), args...)
	cmd.Env = baseEnv(kv)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("pqs %s: %v\n%s", strings.Join(args, " "), err, errb.String())
	}
	return out.String(), errb.String()
}

// createKey creates an API key with "pqs keys create" and returns its
// secret and ID.
func createKey(t *testing.T, databaseURL, name string, quota int) (payments.Secret, string) {
	t.Helper()
	out, _ := pqs(t, map[string]string{"PQS_DATABASE_URL": databaseURL},
		"keys", "create", "--name", name, "--quota", fmt.Sprint(quota))
	secret := payments.Secret(strings.TrimSpace(out))
	if !payments.WellFormed(secret) {
		t.Fatalf("keys create printed %q, want the key alone", out)
	}
	db := postgrestest.Open(t, databaseURL)
	k, err := db.KeyByHash(context.Background(), payments.HashKey(secret))
	if err != nil {
		t.Fatalf("created key not in the database: %v", err)
	}
	return secret, k.ID
}

// client returns an HTTP client whose connections come from source, a
// loopback address such as 127.0.0.5: each source is a distinct client IP
// to the replicas, without trusting any proxy header.
func client(source string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(source)}, Timeout: 5 * time.Second}
	return &http.Client{
		Timeout: 20 * time.Second,
		Transport: &http.Transport{
			DialContext:         d.DialContext,
			MaxIdleConnsPerHost: 128,
			IdleConnTimeout:     30 * time.Second,
		},
	}
}

// eventually waits up to timeout for check to report nothing wrong. It
// fails t with failed (a format for check's last report) if it never
// does, and logs succeeded (a format for the time it took) if it is set.
func eventually(t *testing.T, timeout time.Duration, failed, succeeded string, check func() string) {
	t.Helper()
	msg, took := storagetest.Eventually(timeout, check)
	if msg != "" {
		t.Errorf(failed, msg)
	} else if succeeded != "" {
		t.Logf(succeeded, took.Round(time.Millisecond))
	}
}

// tally makes n calls at once, call(i) for each i, and counts the answers
// by status and error code: "200", "429 rate_limited".
func tally(n int, call func(i int) response) map[string]int {
	var mu sync.Mutex
	var wg sync.WaitGroup
	got := map[string]int{}
	for i := range n {
		wg.Go(func() {
			r := call(i)
			k := strconv.Itoa(r.status)
			if c := r.code(); c != "" {
				k += " " + c
			}
			mu.Lock()
			defer mu.Unlock()
			got[k]++
		})
	}
	wg.Wait()
	return got
}

// response is what a test checks of an answer.
type response struct {
	status int
	header http.Header
	body   []byte
}

// code is the error code of a JSON error envelope.
func (r response) code() string { return pqstest.ErrorCode(r.body) }

func (r response) String() string {
	return fmt.Sprintf("%d %s", r.status, bytes.TrimSpace(r.body))
}

func do(t *testing.T, c *http.Client, method, url, body string, header ...string) response {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for _, h := range header {
		k, v, _ := strings.Cut(h, ": ")
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		return response{status: 0, body: []byte(err.Error())}
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return response{status: resp.StatusCode, header: resp.Header, body: b}
}

const scoreBody = `{"prompt":"Write a 300-word product description for a solar-powered camping lantern aimed at families. Use a friendly tone and end with a call to action."}`

const batchBody = `{"prompts":["Summarize this article in three bullet points for a busy executive.","Explain recursion to a ten-year-old using a short story about mirrors."]}`
