package transport_test

// Paid calls whose model calls fail are not charged: the REST handler
// cancels the charge, so an API key's quota reservation is released and no
// use is recorded. The model provider is a fake speaking the real chat
// completions wire format; the store is a real SQLite file.

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

type modelChargeEnv struct {
	srv    *httptest.Server
	db     *sqlite.DB
	secret payments.Secret
	keyID  string
	hash   string
	logs   *pqstest.SyncBuffer // the handler's JSON log
	reg    *prometheus.Registry
}

// newModelChargeEnv serves the REST API with a model client on fake, or
// with no model when fake is nil, and creates one API key.
func newModelChargeEnv(t *testing.T, fake *modeltest.Server, timeout time.Duration) *modelChargeEnv {
	t.Helper()
	return newModelChargeEnvWrite(t, fake, timeout, 0)
}

// newModelChargeEnvWrite is newModelChargeEnv with the REST write timeout
// set (0: the default).
func newModelChargeEnvWrite(t *testing.T, fake *modeltest.Server, timeout, writeTimeout time.Duration) *modelChargeEnv {
	t.Helper()
	db := sqlitetest.Open(t)
	prices := payments.DefaultPrices()
	gate := keyGate(t, db, prices)
	var models tools.Models
	if fake != nil {
		client, err := model.New(model.Config{BaseURL: fake.BaseURL, Timeout: timeout})
		if err != nil {
			t.Fatal(err)
		}
		models = tools.Models{Client: client, Target: "target-model",
			Compare: []tools.LabeledModel{{Label: "a", Model: "model-a"}, {Label: "b", Model: "model-b"}}}
	}
	svc := tools.New(tools.Config{Prices: prices.ByOperation(), Models: models})
	logs := &pqstest.SyncBuffer{}
	logger := slog.New(slog.NewJSONHandler(logs, nil))
	reg := prometheus.NewRegistry()
	mcpHandler := transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: prices, Gate: gate, Logger: logger}),
		transport.MCPHandlerConfig{Logger: logger})
	srv := httptest.NewServer(transport.New(transport.Config{
		Service:      svc,
		Gate:         gate,
		Prices:       prices,
		WriteTimeout: writeTimeout,
		MCP:          mcpHandler,
		Logger:       logger,
		Metrics:      reg,
	}))
	t.Cleanup(srv.Close)
	secret, k := sqlitetest.CreateKey(t, db, "model-charge", 100)
	return &modelChargeEnv{srv: srv, db: db, secret: secret, keyID: k.ID, hash: k.Hash, logs: logs, reg: reg}
}

func (e *modelChargeEnv) post(ctx context.Context, t *testing.T, route string) (*http.Response, []byte, error) {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.srv.URL+route,
		strings.NewReader(`{"prompt":"Write a blog post about our new coffee grinder."}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+string(e.secret))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	var body json.RawMessage
	json.NewDecoder(resp.Body).Decode(&body)
	return resp, body, nil
}

// toolResult is the part of an MCP tools/call result the tests read.
type toolResult struct {
	IsError bool `json:"isError"`
	Content []struct {
		Text string `json:"text"`
	} `json:"content"`
}

// callTool calls an MCP tool over /mcp with the key and returns the
// JSON-RPC result.
func (e *modelChargeEnv) callTool(t *testing.T, tool string) (toolResult, error) {
	t.Helper()
	return e.callToolContext(context.Background(), t, tool)
}

// callToolContext is callTool under ctx.
func (e *modelChargeEnv) callToolContext(ctx context.Context, t *testing.T, tool string) (toolResult, error) {
	t.Helper()
	var out struct {
		Result toolResult `json:"result"`
	}
	body := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + tool +
		`","arguments":{"prompt":"Write a blog post about our new coffee grinder."}}}`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, e.srv.URL+"/mcp", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", "2025-11-25")
	req.Header.Set("Authorization", "Bearer "+string(e.secret))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return out.Result, err
	}
	defer resp.Body.Close()
	err = json.NewDecoder(resp.Body).Decode(&out)
	return out.Result, err
}

// metered returns the key's reserved-or-served count and its recorded uses.
func (e *modelChargeEnv) metered(t *testing.T) (int64, int64) {
	t.Helper()
	k, err := e.db.KeyByHash(context.Background(), e.hash)
	if err != nil {
		t.Fatal(err)
	}
	usage, err := e.db.Usage(context.Background(), e.keyID)
	if err != nil {
		t.Fatal(err)
	}
	var n int64
	for _, c := range usage {
		n += c
	}
	return k.Used, n
}

func TestFailedModelCallIsNotCharged(t *testing.T) {
	for _, tc := range []struct {
		name       string
		route      string
		reply      modeltest.Reply // every model call
		noModel    bool
		timeout    time.Duration
		status     int
		code       string
		retryAfter string
	}{
		{name: "optimize provider error", route: "/api/score/full", reply: modeltest.Reply{Status: 500},
			status: http.StatusBadGateway, code: tools.CodeModelError},
		{name: "optimize provider 429", route: "/api/score/full", reply: modeltest.RateLimited("4"),
			status: http.StatusServiceUnavailable, code: tools.CodeModelRateLimited, retryAfter: "4"},
		{name: "optimize timeout", route: "/api/score/full", reply: modeltest.Reply{Content: "late", Delay: 5 * time.Second},
			timeout: 100 * time.Millisecond, status: http.StatusGatewayTimeout, code: tools.CodeModelTimeout},
		{name: "compare every model fails", route: "/api/score/compare", reply: modeltest.Reply{Status: 502, Raw: "<html>bad gateway</html>"},
			status: http.StatusBadGateway, code: tools.CodeModelError},
		{name: "compare without a model", route: "/api/score/compare", noModel: true,
			status: http.StatusServiceUnavailable, code: tools.CodeModelNotConfigured},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var fake *modeltest.Server
			if !tc.noModel {
				fake = modeltest.NewServer(t, func(context.Context, modeltest.Request) modeltest.Reply { return tc.reply })
			}
			e := newModelChargeEnv(t, fake, tc.timeout)
			resp, body, err := e.post(context.Background(), t, tc.route)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != tc.status || pqstest.ErrorCode(body) != tc.code {
				t.Fatalf("status %d body %s, want %d %s", resp.StatusCode, body, tc.status, tc.code)
			}
			if got := resp.Header.Get("Retry-After"); got != tc.retryAfter {
				t.Errorf("Retry-After %q, want %q", got, tc.retryAfter)
			}
			if used, uses := e.metered(t); used != 0 || uses != 0 {
				t.Errorf("key used %d, recorded uses %d after a failed call; want 0 and 0", used, uses)
			}
		})
	}
}

// TestSuccessfulModelCallIsCharged shows that the metering checked above
// is real: the same key is charged once for a call that succeeds.
func TestSuccessfulModelCallIsCharged(t *testing.T) {
	fake := modeltest.NewServer(t, func(_ context.Context, r modeltest.Request) modeltest.Reply {
		if r.ResponseFormat != nil { // the judge: score whatever it was shown
			var items []string
			for _, id := range []string{"A", "B"} {
				if strings.Contains(r.User(), `<response id="`+id+`">`) {
					items = append(items, `{"id":"`+id+`","rationale":"ok","completeness":20,"relevancy":20,"reasoning_depth":20,"faithfulness":20}`)
				}
			}
			return modeltest.Reply{Content: `{"scores":[` + strings.Join(items, ",") + `]}`}
		}
		return modeltest.Reply{Content: "an answer from " + r.Model}
	})
	e := newModelChargeEnv(t, fake, 0)
	for i, route := range []string{"/api/score/full", "/api/score/compare"} {
		resp, body, err := e.post(context.Background(), t, route)
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d body %s", route, resp.StatusCode, body)
		}
		if used, uses := e.metered(t); used != int64(i+1) || uses != int64(i+1) {
			t.Errorf("after %s: key used %d, recorded uses %d; want %d", route, used, uses, i+1)
		}
	}
}

// TestClientDisconnectCancelsModelCalls: a client that hangs up cancels the
// model calls in flight, and the call is not charged. Nothing failed on
// the server's side: the request is logged at INFO and counted with status
// 499, not as a 500 at ERROR; over REST and over /mcp alike.
func TestClientDisconnectCancelsModelCalls(t *testing.T) {
	var answers atomic.Int32
	var arrived atomic.Pointer[chan struct{}]
	fake := modeltest.NewServer(t, func(_ context.Context, r modeltest.Request) modeltest.Reply {
		if strings.HasPrefix(r.System(), "You rewrite prompts") {
			return modeltest.Reply{Content: "Do it."}
		}
		if answers.Add(1)%2 == 0 {
			close(*arrived.Load())
		}
		return modeltest.Reply{Content: "late", Delay: 30 * time.Second}
	})
	e := newModelChargeEnv(t, fake, 0)
	for i, route := range []string{"/api/score/full", "/mcp"} {
		ch := make(chan struct{})
		arrived.Store(&ch)
		ctx, cancel := context.WithCancel(context.Background())
		go func() { <-ch; cancel() }()
		var err error
		if route == "/mcp" {
			_, err = e.callToolContext(ctx, t, tools.OpFull)
		} else {
			_, _, err = e.post(ctx, t, route)
		}
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("%s: client error %v, want context.Canceled", route, err)
		}
		deadline := time.Now().Add(10 * time.Second)
		for {
			used, uses := e.metered(t)
			if fake.Cancelled() == 2*(i+1) && used == 0 && uses == 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: provider saw %d cancelled calls (want %d); key used %d, uses %d (want 0, 0)",
					route, fake.Cancelled(), 2*(i+1), used, uses)
			}
			time.Sleep(10 * time.Millisecond)
		}
		want := `pqs_http_requests_total{method="POST",route="` + route + `",status="499"} 1`
		for !strings.Contains(metricsText(t, e.reg), want) {
			if time.Now().After(deadline) {
				t.Fatalf("%s: /metrics lacks %s:\n%s", route, want, metricsText(t, e.reg))
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	if m := metricsText(t, e.reg); strings.Contains(m, `status="500"`) {
		t.Errorf("a client that hung up was counted as a 500:\n%s", m)
	}
	for _, line := range strings.Split(strings.TrimSpace(e.logs.String()), "\n") {
		if strings.Contains(line, `"level":"ERROR"`) {
			t.Errorf("a client that hung up was logged at ERROR: %s", line)
		}
	}
}

// metricsText is what /metrics shows of reg.
func metricsText(t *testing.T, reg *prometheus.Registry) string {
	t.Helper()
	rec := httptest.NewRecorder()
	promhttp.HandlerFor(reg, promhttp.HandlerOpts{}).ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	return rec.Body.String()
}

// TestPaidCallEndsBeforeWriteDeadline: a model slower than the REST write
// timeout does not run past it. The call ends in time to answer 504
// model_timeout, which the client receives, and it is not charged.
func TestPaidCallEndsBeforeWriteDeadline(t *testing.T) {
	fake := modeltest.NewServer(t, func(context.Context, modeltest.Request) modeltest.Reply {
		return modeltest.Reply{Content: "late", Delay: 10 * time.Second}
	})
	const writeTimeout = time.Second
	e := newModelChargeEnvWrite(t, fake, 0, writeTimeout) // no model timeout of its own
	for _, route := range []string{"/api/score/full", "/api/score/compare"} {
		start := time.Now()
		resp, body, err := e.post(context.Background(), t, route)
		if err != nil {
			t.Fatalf("%s: %v (the answer should arrive before the write deadline)", route, err)
		}
		took := time.Since(start)
		if resp.StatusCode != http.StatusGatewayTimeout || pqstest.ErrorCode(body) != tools.CodeModelTimeout {
			t.Fatalf("%s: status %d body %s, want 504 %s", route, resp.StatusCode, body, tools.CodeModelTimeout)
		}
		if took >= writeTimeout {
			t.Errorf("%s: answered after %s, want within the write timeout %s", route, took, writeTimeout)
		}
		if used, uses := e.metered(t); used != 0 || uses != 0 {
			t.Errorf("%s: key used %d, recorded uses %d; want 0 and 0", route, used, uses)
		}
	}
	// MCP tools take the same path: the work ends before the deadline of
	// the /mcp answer, which is an uncharged model_timeout error result.
	for _, tool := range []string{tools.OpFull, tools.OpCompare} {
		start := time.Now()
		res, err := e.callTool(t, tool)
		if err != nil {
			t.Fatalf("MCP %s: %v (the answer should arrive before the write deadline)", tool, err)
		}
		took := time.Since(start)
		if !res.IsError || len(res.Content) == 0 || !strings.Contains(res.Content[0].Text, tools.CodeModelTimeout) {
			t.Fatalf("MCP %s: %+v, want a %s error result", tool, res, tools.CodeModelTimeout)
		}
		if took >= writeTimeout {
			t.Errorf("MCP %s: answered after %s, want within the write timeout %s", tool, took, writeTimeout)
		}
		if used, uses := e.metered(t); used != 0 || uses != 0 {
			t.Errorf("MCP %s: key used %d, recorded uses %d; want 0 and 0", tool, used, uses)
		}
	}
}
