package transport_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

const scoreBody = `{"prompt":"You are a tax accountant. List three deductions for freelancers in a table.","vertical":"general"}`

func TestRoutesSuccess(t *testing.T) {
	e := newEnv(t, options{freeLimit: 100})
	key, _ := e.newKey(0)
	bearer := "Authorization: Bearer " + string(key)
	for _, tt := range []struct {
		method, path, body string
		headers            []string
		wantKeys           []string // top-level fields the result must have
	}{
		{"POST", "/api/score/free", scoreBody, nil,
			[]string{"scorer_version", "mode", "prompt", "vertical", "score", "out_of", "grade", "dimensions", "upgrade", "try_free", "powered_by"}},
		{"POST", "/api/score", scoreBody, []string{bearer},
			[]string{"scorer_version", "prompt", "vertical", "score", "out_of", "grade", "percentile", "dimensions", "top_fixes", "powered_by"}},
		{"POST", "/api/score/batch", `{"prompts":["Write a haiku.",{"prompt":"Explain BTC halving","vertical":"crypto"}]}`, []string{bearer},
			[]string{"scorer_version", "batch_size", "results", "summary", "powered_by"}},
		{"POST", "/api/score/full", scoreBody, []string{bearer},
			[]string{"scorer_version", "original", "optimized", "improvement_pct", "explanation", "powered_by"}},
		{"GET", "/api/score", "", nil, []string{"mode", "message", "example_response", "upgrade", "try_free", "powered_by"}},
		{"GET", "/api/score/batch", "", nil, []string{"mode", "message", "example_response", "upgrade", "try_free", "powered_by"}},
		{"GET", "/api/score/full", "", nil, []string{"mode", "message", "example_response", "upgrade", "try_free", "powered_by"}},
		{"GET", "/api/score/compare", "", nil, []string{"mode", "message", "example_response", "upgrade", "try_free", "powered_by"}},
		{"GET", "/healthz", "", nil, []string{"status"}},
		{"GET", "/readyz", "", nil, []string{"status"}},
		{"GET", "/openapi.json", "", nil, []string{"openapi", "info", "paths", "components"}},
	} {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			r := e.do(tt.method, tt.path, tt.body, tt.headers...)
			if r.status != http.StatusOK {
				t.Fatalf("status = %d, want 200; body %s", r.status, r.body)
			}
			if ct := r.header.Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type = %q, want application/json", ct)
			}
			var m map[string]json.RawMessage
			r.decode(t, &m)
			for _, k := range tt.wantKeys {
				if _, ok := m[k]; !ok {
					t.Errorf("result lacks %q: %s", k, r.body)
				}
			}
		})
	}
}

func TestPreviewModes(t *testing.T) {
	e := newEnv(t, options{})
	for _, path := range []string{"/api/score", "/api/score/batch", "/api/score/full", "/api/score/compare"} {
		r := e.do("GET", path, "")
		var p struct {
			Mode            string          `json:"mode"`
			Message         string          `json:"message"`
			ExampleResponse json.RawMessage `json:"example_response"`
		}
		r.decode(t, &p)
		if p.Mode != "preview" || len(p.ExampleResponse) < 10 || !strings.Contains(p.Message, "$") {
			t.Errorf("GET %s = %s, want a preview with a price and an example", path, r.body)
		}
		h := e.do("HEAD", path, "")
		if h.status != 200 || len(h.body) != 0 {
			t.Errorf("HEAD %s = %d with %d body bytes, want 200 and none", path, h.status, len(h.body))
		}
	}
}

func TestErrors(t *testing.T) {
	e := newEnv(t, options{maxBody: 64 << 10})
	key, _ := e.newKey(0)
	revoked, revokedID := e.newKey(0)
	if err := e.store.RevokeKey(context.Background(), revokedID, time.Now()); err != nil {
		t.Fatal(err)
	}
	bearer := "Authorization: Bearer " + string(key)
	big := strings.Repeat("word ", 7000) // 35000 bytes > 32 KiB
	for _, tt := range []struct {
		name, method, path, body string
		headers                  []string
		status                   int
		code, field              string
	}{
		{"invalid json", "POST", "/api/score/free", `{"prompt":`, nil, 400, tools.CodeInvalidJSON, ""},
		{"two values", "POST", "/api/score/free", `{"prompt":"a"} {}`, nil, 400, tools.CodeInvalidJSON, ""},
		{"not an object", "POST", "/api/score/free", `["a"]`, nil, 400, tools.CodeInvalidJSON, ""},
		{"empty body", "POST", "/api/score/free", ` `, nil, 400, tools.CodeInvalidJSON, ""},
		{"unknown field", "POST", "/api/score/free", `{"prompt":"a","temperature":1}`, nil, 400, tools.CodeInvalidField, "temperature"},
		{"wrong type", "POST", "/api/score/free", `{"prompt":42}`, nil, 400, tools.CodeInvalidField, "prompt"},
		{"missing prompt", "POST", "/api/score/free", `{"vertical":"crypto"}`, nil, 400, tools.CodeMissingPrompt, "prompt"},
		{"empty prompt", "POST", "/api/score/free", `{"prompt":"  "}`, nil, 400, tools.CodeEmptyPrompt, "prompt"},
		{"unknown vertical", "POST", "/api/score/free", `{"prompt":"a","vertical":"law"}`, nil, 400, tools.CodeUnknownVertical, "vertical"},
		{"empty vertical", "POST", "/api/score/free", `{"prompt":"a","vertical":""}`, nil, 400, tools.CodeUnknownVertical, "vertical"},
		{"empty vertical paid", "POST", "/api/score", `{"prompt":"a","vertical":""}`, []string{bearer}, 400, tools.CodeUnknownVertical, "vertical"},
		{"batch item empty vertical", "POST", "/api/score/batch", `{"prompts":[{"prompt":"b","vertical":""}]}`, []string{bearer}, 400, tools.CodeUnknownVertical, "prompts[0].vertical"},
		{"batch empty", "POST", "/api/score/batch", `{"prompts":[]}`, []string{bearer}, 400, tools.CodeBatchSize, "prompts"},
		{"batch without prompts", "POST", "/api/score/batch", `{}`, []string{bearer}, 400, "missing_prompts", "prompts"},
		{"batch without prompts, unpaid", "POST", "/api/score/batch", `{}`, nil, 400, "missing_prompts", "prompts"},
		{"batch 11", "POST", "/api/score/batch", `{"prompts":["a","a","a","a","a","a","a","a","a","a","a"]}`, []string{bearer}, 400, tools.CodeBatchSize, "prompts"},
		{"batch item vertical", "POST", "/api/score/batch", `{"prompts":["a",{"prompt":"b","vertical":"x"}]}`, []string{bearer}, 400, tools.CodeUnknownVertical, "prompts[1].vertical"},
		{"bad input before payment", "POST", "/api/score", `{"prompt":""}`, nil, 400, tools.CodeEmptyPrompt, "prompt"},
		{"invisible prompt", "POST", "/api/score", `{"prompt":"\u200b\ufeff\u0000"}`, []string{bearer}, 400, tools.CodeEmptyPrompt, "prompt"},
		{"invisible chat", "POST", "/api/score/free", `{"messages":[{"role":"user","content":"\u2060\u200d"}]}`, nil, 400, tools.CodeEmptyPrompt, "messages"},
		{"marks alone", "POST", "/api/score", `{"prompt":"` + strings.Repeat(`\u0301`, 50) + `"}`, []string{bearer}, 400, tools.CodeEmptyPrompt, "prompt"},
		{"private use and replacement characters", "POST", "/api/score", `{"prompt":"\ue000\uf8ff\ufffc\ufffd"}`, []string{bearer}, 400, tools.CodeEmptyPrompt, "prompt"},
		{"malformed payment", "POST", "/api/score", scoreBody, []string{"Authorization: Basic dTpw"}, 401, tools.CodeInvalidAPIKey, ""},
		{"unknown key", "POST", "/api/score", scoreBody, []string{"Authorization: Bearer pqs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}, 401, tools.CodeInvalidAPIKey, ""},
		{"malformed key", "POST", "/api/score", scoreBody, []string{"Authorization: Bearer nope"}, 401, tools.CodeInvalidAPIKey, ""},
		{"revoked key", "POST", "/api/score", scoreBody, []string{"Authorization: Bearer " + string(revoked)}, 401, tools.CodeRevokedAPIKey, ""},
		{"no payment", "POST", "/api/score", scoreBody, nil, 402, tools.CodePaymentRequired, ""},
		{"no payment batch", "POST", "/api/score/batch", `{"prompts":["a"]}`, nil, 402, tools.CodePaymentRequired, ""},
		{"not found", "GET", "/api/nope", "", nil, 404, tools.CodeNotFound, ""},
		{"not found root", "GET", "/", "", nil, 404, tools.CodeNotFound, ""},
		{"mcp unmounted", "POST", "/mcp", "{}", nil, 404, tools.CodeNotFound, ""},
		{"wrong method free", "GET", "/api/score/free", "", nil, 405, tools.CodeMethodNotAllowed, ""},
		{"wrong method paid", "DELETE", "/api/score", "", nil, 405, tools.CodeMethodNotAllowed, ""},
		{"wrong method health", "POST", "/healthz", "{}", nil, 405, tools.CodeMethodNotAllowed, ""},
		{"body too large", "POST", "/api/score/free", `{"prompt":"` + strings.Repeat("a", 70<<10) + `"}`, nil, 413, tools.CodeBodyTooLarge, ""},
		{"prompt too large", "POST", "/api/score/free", `{"prompt":"` + big + `"}`, nil, 413, tools.CodePromptTooLarge, "prompt"},
		{"prompt too large paid", "POST", "/api/score", `{"prompt":"` + big + `"}`, []string{bearer}, 413, tools.CodePromptTooLarge, "prompt"},
		{"no content type", "POST", "/api/score/free", scoreBody, []string{"Content-Type:"}, 415, tools.CodeUnsupportedMediaType, ""},
		{"form content type", "POST", "/api/score/free", scoreBody, []string{"Content-Type: application/x-www-form-urlencoded"}, 415, tools.CodeUnsupportedMediaType, ""},
		{"latin1 json", "POST", "/api/score/free", scoreBody, []string{"Content-Type: application/json; charset=latin1"}, 415, tools.CodeUnsupportedMediaType, ""},
		{"compare without model", "POST", "/api/score/compare", scoreBody, []string{bearer}, 503, tools.CodeModelNotConfigured, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := e.do(tt.method, tt.path, tt.body, tt.headers...)
			if r.status != tt.status || r.errorCode() != tt.code {
				t.Fatalf("%s %s: got %d %s, want %d %s", tt.method, tt.path, r.status, r.body, tt.status, tt.code)
			}
			var env struct {
				Error map[string]string `json:"error"`
			}
			r.decode(t, &env)
			if env.Error["field"] != tt.field {
				t.Errorf("field = %q, want %q", env.Error["field"], tt.field)
			}
			if env.Error["message"] == "" {
				t.Errorf("no message: %s", r.body)
			}
			if ct := r.header.Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type = %q", ct)
			}
			if tt.status == 405 && r.header.Get("Allow") == "" {
				t.Errorf("405 without Allow")
			}
		})
	}
}

func TestMethodNotAllowedAllow(t *testing.T) {
	e := newEnv(t, options{})
	for _, tt := range []struct{ method, path, allow string }{
		{"GET", "/api/score/free", "POST"},
		{"PUT", "/api/score", "GET, HEAD, POST"},
		{"PATCH", "/api/score/batch", "GET, HEAD, POST"},
		{"DELETE", "/api/score/full", "GET, HEAD, POST"},
		{"PUT", "/api/score/compare", "GET, HEAD, POST"},
		{"POST", "/readyz", "GET, HEAD"},
		{"POST", "/metrics", "GET, HEAD"},
		{"DELETE", "/openapi.json", "GET, HEAD"},
	} {
		r := e.do(tt.method, tt.path, "")
		if r.status != 405 || r.header.Get("Allow") != tt.allow || r.errorCode() != tools.CodeMethodNotAllowed {
			t.Errorf("%s %s = %d Allow %q %s, want 405 Allow %q", tt.method, tt.path, r.status, r.header.Get("Allow"), r.body, tt.allow)
		}
	}
}

func TestPaymentRequiredBody(t *testing.T) {
	e := newEnv(t, options{})
	for _, tt := range []struct{ path, body, price string }{
		{"/api/score", scoreBody, "0.025"},
		{"/api/score/batch", `{"prompts":["a"]}`, "0.25"},
		{"/api/score/full", scoreBody, "0.125"},
		{"/api/score/compare", scoreBody, "1.25"},
	} {
		r := e.do("POST", tt.path, tt.body)
		var b struct {
			X402Version int   `json:"x402Version"`
			Accepts     []any `json:"accepts"`
			Error       struct {
				Code, Message string
			} `json:"error"`
		}
		r.decode(t, &b)
		if r.status != 402 || b.X402Version != 1 || b.Accepts == nil || b.Error.Code != tools.CodePaymentRequired {
			t.Errorf("POST %s = %d %s, want 402 with x402Version 1, accepts and payment_required", tt.path, r.status, r.body)
		}
		if !strings.Contains(b.Error.Message, "$"+tt.price) || !strings.Contains(b.Error.Message, "Bearer") {
			t.Errorf("POST %s message %q lacks the price $%s or the bearer alternative", tt.path, b.Error.Message, tt.price)
		}
	}
}

func TestBearerMeteringAndQuota(t *testing.T) {
	e := newEnv(t, options{})
	ctx := context.Background()
	key, id := e.newKey(3)
	bearer := "Authorization: Bearer " + string(key)

	// Bad input and failing work consume nothing.
	if r := e.do("POST", "/api/score", `{"prompt":""}`, bearer); r.status != 400 {
		t.Fatalf("bad input: %d %s", r.status, r.body)
	}
	if r := e.do("POST", "/api/score/compare", scoreBody, bearer); r.status != 503 {
		t.Fatalf("compare without model: %d %s", r.status, r.body)
	}
	for i, path := range []string{"/api/score", "/api/score", "/api/score/full"} {
		body := scoreBody
		if r := e.do("POST", path, body, bearer); r.status != 200 {
			t.Fatalf("call %d %s: %d %s", i, path, r.status, r.body)
		}
	}
	r := e.do("POST", "/api/score", scoreBody, bearer)
	if r.status != 429 || r.errorCode() != tools.CodeQuotaExceeded {
		t.Fatalf("over quota: %d %s, want 429 quota_exceeded", r.status, r.body)
	}
	usage, err := e.store.Usage(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if usage["/api/score"] != 2 || usage["/api/score/full"] != 1 || len(usage) != 2 {
		t.Errorf("usage = %v, want /api/score 2, /api/score/full 1", usage)
	}
	keys, _ := e.store.ListKeys(ctx)
	for _, k := range keys {
		if k.ID == id && k.Used != 3 {
			t.Errorf("Used = %d, want 3", k.Used)
		}
	}
}

func TestFreeRateLimit(t *testing.T) {
	e := newEnv(t, options{freeLimit: 5})
	for i := range 5 {
		r := e.do("POST", "/api/score/free", scoreBody)
		if r.status != 200 {
			t.Fatalf("request %d: %d %s", i+1, r.status, r.body)
		}
		if got, want := r.header.Get("RateLimit-Remaining"), strconv.Itoa(4-i); got != want {
			t.Errorf("request %d: RateLimit-Remaining = %q, want %q", i+1, got, want)
		}
		if r.header.Get("RateLimit-Limit") != "5" || r.header.Get("RateLimit-Policy") != "5;w=60" {
			t.Errorf("request %d: RateLimit headers %v", i+1, r.header)
		}
	}
	r := e.do("POST", "/api/score/free", scoreBody)
	if r.status != 429 || r.errorCode() != tools.CodeRateLimited {
		t.Fatalf("6th request: %d %s, want 429 rate_limited", r.status, r.body)
	}
	if r.header.Get("Retry-After") != "12" || r.header.Get("RateLimit-Remaining") != "0" || r.header.Get("RateLimit-Reset") != "60" {
		t.Errorf("429 headers: Retry-After %q RateLimit-Remaining %q RateLimit-Reset %q, want 12, 0, 60",
			r.header.Get("Retry-After"), r.header.Get("RateLimit-Remaining"), r.header.Get("RateLimit-Reset"))
	}
	// Other routes are not limited, and the limit recovers with time.
	if r := e.do("GET", "/api/score", ""); r.status != 200 {
		t.Errorf("preview while limited: %d", r.status)
	}
	e.clock.Advance(12 * time.Second)
	if r := e.do("POST", "/api/score/free", scoreBody); r.status != 200 {
		t.Errorf("after Retry-After: %d %s", r.status, r.body)
	}
	// Bad input still counts: the limit protects the server, not the scorer.
	if r := e.do("POST", "/api/score/free", `{`); r.status != 429 {
		t.Errorf("limited bad request: %d, want 429", r.status)
	}
}

func TestFreeLimitPerClientIP(t *testing.T) {
	// The test server's peer is 127.0.0.1: trusting it makes
	// X-Forwarded-For decide the client.
	e := newEnv(t, options{freeLimit: 1, mutate: func(c *transport.Config) {
		c.TrustedProxies = mustPrefixes(t, "127.0.0.1/32")
	}})
	for _, tt := range []struct {
		xff    string
		status int
	}{
		{"203.0.113.1", 200},
		{"203.0.113.1", 429},
		{"203.0.113.2", 200},
		{"198.51.100.7, 203.0.113.2", 429}, // spoofed left hop ignored
		{"2001:db8::1", 200},
		{"2001:db8::2", 429}, // same /64
	} {
		r := e.do("POST", "/api/score/free", scoreBody, "X-Forwarded-For: "+tt.xff)
		if r.status != tt.status {
			t.Errorf("XFF %q: %d, want %d", tt.xff, r.status, tt.status)
		}
	}
}

func TestReadyz(t *testing.T) {
	fail := errors.New("database is locked")
	e := newEnv(t, options{ready: func(context.Context) error { return fail }})
	r := e.do("GET", "/readyz", "")
	if r.status != 503 || r.errorCode() != tools.CodeStorageUnavailable {
		t.Fatalf("readyz = %d %s, want 503 storage_unavailable", r.status, r.body)
	}
	if strings.Contains(string(r.body), "locked") {
		t.Errorf("readyz leaks the cause: %s", r.body)
	}
}

func TestMCPMounted(t *testing.T) {
	mcp := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "mcp here")
	})
	e := newEnv(t, options{mcp: mcp})
	if r := e.do("POST", "/mcp", "{}"); r.status != 200 || string(r.body) != "mcp here" {
		t.Errorf("/mcp = %d %s", r.status, r.body)
	}
}

func TestMetrics(t *testing.T) {
	e := newEnv(t, options{freeLimit: 1})
	key, _ := e.newKey(0)
	e.do("POST", "/api/score/free", scoreBody)
	e.do("POST", "/api/score/free", scoreBody) // 429
	e.do("POST", "/api/score", scoreBody, "Authorization: Bearer "+string(key))
	e.do("GET", "/nope/"+strings.Repeat("x", 10), "")
	r := e.do("GET", "/metrics", "")
	body := string(r.body)
	for _, want := range []string{
		`pqs_http_requests_total{method="POST",route="/api/score/free",status="200"} 1`,
		`pqs_http_requests_total{method="POST",route="/api/score/free",status="429"} 1`,
		`pqs_http_requests_total{method="POST",route="/api/score",status="200"} 1`,
		`pqs_http_requests_total{method="GET",route="other",status="404"} 1`,
		`pqs_http_request_duration_seconds_bucket{route="/api/score",le="+Inf"} 1`,
		`pqs_scores_total{grade=`,
		`pqs_free_rate_limited_total 1`,
		`pqs_paid_calls_total{operation="score",outcome="charged",payer_kind="api_key"} 1`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if strings.Contains(body, "/nope/") {
		t.Errorf("/metrics carries a raw URL")
	}
}

// TestMetricsAccess: with a metrics token, /metrics is served to that
// bearer token only, and to anyone else is the JSON 404 of an unknown
// path; with NoMetrics it is not served at all. Neither lists it in the
// OpenAPI document. MetricsHandler serves it alone.
func TestMetricsAccess(t *testing.T) {
	e := newEnv(t, options{mutate: func(c *transport.Config) { c.MetricsToken = "tok" }})
	for _, auth := range []string{"", "Bearer tok2", "Bearer Tok", "tok", "Basic dG9rOg=="} {
		r := e.do("GET", "/metrics", "", "Authorization: "+auth)
		if r.status != 404 || r.errorCode() != tools.CodeNotFound || strings.Contains(string(r.body), "pqs_") {
			t.Errorf("/metrics, Authorization %q: %d %.200s, want 404 not_found", auth, r.status, r.body)
		}
	}
	if r := e.do("GET", "/metrics", "", "Authorization: Bearer tok"); r.status != 200 || !strings.Contains(string(r.body), "pqs_http_requests_total") {
		t.Errorf("/metrics with the token: %d %.200s", r.status, r.body)
	}
	if r := e.do("GET", "/openapi.json", ""); strings.Contains(string(r.body), `"/metrics"`) {
		t.Errorf("openapi.json lists the guarded /metrics")
	}
	off := newEnv(t, options{mutate: func(c *transport.Config) { c.NoMetrics = true }})
	if r := off.do("GET", "/metrics", ""); r.status != 404 || r.errorCode() != tools.CodeNotFound {
		t.Errorf("/metrics with NoMetrics: %d %.200s", r.status, r.body)
	}

	reg := prometheus.NewRegistry()
	reg.MustRegister(prometheus.NewCounter(prometheus.CounterOpts{Name: "pqs_test_total", Help: "a test counter"}))
	srv := httptest.NewServer(transport.MetricsHandler(reg, ""))
	t.Cleanup(srv.Close)
	for _, tc := range []struct {
		method, path string
		status       int
		want         string
	}{
		{"GET", "/metrics", 200, "pqs_test_total 0"},
		{"POST", "/metrics", 405, tools.CodeMethodNotAllowed},
		{"GET", "/api/score", 404, tools.CodeNotFound},
	} {
		req, _ := http.NewRequest(tc.method, srv.URL+tc.path, nil)
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status || !strings.Contains(string(b), tc.want) {
			t.Errorf("metrics listener %s %s: %d %.200s, want %d with %q", tc.method, tc.path, resp.StatusCode, b, tc.status, tc.want)
		}
	}
}

func TestRequestLog(t *testing.T) {
	e := newEnv(t, options{})
	key, id := e.newKey(0)
	secretPrompt := "TOP-SECRET-PROMPT-TEXT please summarize"
	e.do("POST", "/api/score", `{"prompt":"`+secretPrompt+`"}`, "Authorization: Bearer "+string(key))
	e.do("GET", "/healthz", "")
	logs := e.logs.String()
	if strings.Contains(logs, "TOP-SECRET") || strings.Contains(logs, string(key)) {
		t.Fatalf("logs carry the prompt or the key:\n%s", logs)
	}
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(logs), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("log line %q: %v", l, err)
		}
		if m["msg"] == "request" {
			lines = append(lines, m)
		}
	}
	if len(lines) != 2 {
		t.Fatalf("%d request lines, want 2:\n%s", len(lines), logs)
	}
	l := lines[0]
	for k, want := range map[string]any{
		"method": "POST", "route": "/api/score", "status": float64(200),
		"client_ip": "127.0.0.1", "payer_kind": "api_key", "payer": id,
	} {
		if l[k] != want {
			t.Errorf("log %s = %v, want %v", k, l[k], want)
		}
	}
	if _, ok := l["duration_ms"]; !ok {
		t.Errorf("log lacks duration_ms: %v", l)
	}
	if l["bytes"].(float64) <= 0 {
		t.Errorf("log bytes = %v", l["bytes"])
	}
}

func TestPanicIsJSON500(t *testing.T) {
	e := newEnv(t, options{mcp: http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") })})
	r := e.do("POST", "/mcp", "{}")
	if r.status != 500 || r.errorCode() != tools.CodeInternal || strings.Contains(string(r.body), "boom") {
		t.Errorf("panic: %d %s, want 500 internal without details", r.status, r.body)
	}
}
