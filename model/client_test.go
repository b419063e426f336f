package model_test

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/tools"
)

func newClient(t *testing.T, baseURL string, cfg model.Config) *model.Client {
	t.Helper()
	cfg.BaseURL = baseURL
	c, err := model.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func userMsg(s string) []tools.Message { return []tools.Message{{Role: "user", Content: s}} }

func TestCompleteWireFormat(t *testing.T) {
	fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply {
		return modeltest.Reply{Content: "echo: " + r.User()}
	})
	c := newClient(t, fake.BaseURL, model.Config{APIKey: "sk-test", MaxTokens: 77})
	got, err := c.Complete(context.Background(), tools.Completion{
		Model:    "llama3.1",
		Messages: []tools.Message{{Role: "system", Content: "be brief"}, {Role: "user", Content: "hi"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got != "echo: hi" {
		t.Errorf("Complete = %q, want %q", got, "echo: hi")
	}
	reqs := fake.Requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests, want 1", len(reqs))
	}
	r := reqs[0]
	if r.Model != "llama3.1" || r.MaxTokens != 77 || r.Authorization != "Bearer sk-test" ||
		r.System() != "be brief" || r.Stream || r.ResponseFormat != nil || r.Temperature != nil {
		t.Errorf("request = %+v", r)
	}
}

func TestCompleteNoKeySendsNoAuthorization(t *testing.T) {
	fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply {
		return modeltest.Reply{Content: "ok"}
	})
	c := newClient(t, fake.BaseURL, model.Config{})
	if _, err := c.Complete(context.Background(), tools.Completion{Model: "m", Messages: userMsg("x")}); err != nil {
		t.Fatal(err)
	}
	if a := fake.Requests()[0].Authorization; a != "" {
		t.Errorf("Authorization = %q, want none", a)
	}
}

func TestCompleteStructuredOutput(t *testing.T) {
	fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply {
		return modeltest.Reply{Content: `{"a":1}`}
	})
	c := newClient(t, fake.BaseURL, model.Config{})
	schema := json.RawMessage(`{"type":"object","properties":{"a":{"type":"integer"}},"required":["a"],"additionalProperties":false}`)
	for _, tc := range []struct {
		model         string
		wantMax       int
		wantMaxCompl  int
		wantTemp      bool
		wantSchemaKey string
	}{
		{model: "gpt-4o-mini", wantMax: model.DefaultMaxTokens, wantTemp: true},
		// Reasoning models reject max_tokens and a temperature other than 1.
		{model: "o3-mini", wantMaxCompl: model.DefaultMaxTokens},
		{model: "gpt-5-mini", wantMaxCompl: model.DefaultMaxTokens},
	} {
		_, err := c.Complete(context.Background(), tools.Completion{
			Model: tc.model, Messages: userMsg("x"), JSONSchema: schema, JSONSchemaName: "judge", Deterministic: true,
		})
		if err != nil {
			t.Fatalf("%s: %v", tc.model, err)
		}
		reqs := fake.Requests()
		r := reqs[len(reqs)-1]
		if r.MaxTokens != tc.wantMax || r.MaxCompletionTokens != tc.wantMaxCompl {
			t.Errorf("%s: max_tokens %d, max_completion_tokens %d; want %d, %d", tc.model, r.MaxTokens, r.MaxCompletionTokens, tc.wantMax, tc.wantMaxCompl)
		}
		if got := r.Temperature != nil && *r.Temperature < 1e-6; got != tc.wantTemp {
			t.Errorf("%s: near-zero temperature sent = %v, want %v", tc.model, got, tc.wantTemp)
		}
		rf := r.ResponseFormat
		if rf == nil || rf.Type != "json_schema" || rf.JSONSchema == nil || !rf.JSONSchema.Strict || rf.JSONSchema.Name != "judge" {
			t.Fatalf("%s: response_format = %+v", tc.model, rf)
		}
		var got, want any
		json.Unmarshal(rf.JSONSchema.Schema, &got)
		json.Unmarshal(schema, &want)
		if gb, _ := json.Marshal(got); string(gb) != func() string { b, _ := json.Marshal(want); return string(b) }() {
			t.Errorf("%s: schema = %s, want %s", tc.model, rf.JSONSchema.Schema, schema)
		}
	}
}

func TestCompleteErrors(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, tc := range []struct {
		name      string
		reply     modeltest.Reply
		wantCode  string
		wantRetry time.Duration
	}{
		{"429 retry-after seconds", modeltest.RateLimited("7"), tools.CodeModelRateLimited, 7 * time.Second},
		{"429 retry-after date", modeltest.RateLimited(now.Add(30 * time.Second).Format(http.TimeFormat)), tools.CodeModelRateLimited, 30 * time.Second},
		{"429 retry-after-ms", modeltest.Reply{Status: 429, ErrorCode: "rate_limit_exceeded",
			Header: http.Header{"Retry-After-Ms": {"1500"}}}, tools.CodeModelRateLimited, 2 * time.Second},
		{"429 x-ratelimit-reset", modeltest.Reply{Status: 429, ErrorCode: "rate_limit_exceeded",
			Header: http.Header{"X-Ratelimit-Reset-Requests": {"1m0s"}, "X-Ratelimit-Reset-Tokens": {"6s"}}}, tools.CodeModelRateLimited, time.Minute},
		{"429 no header", modeltest.RateLimited(""), tools.CodeModelRateLimited, model.DefaultRetryAfter},
		{"429 quota exhausted", modeltest.Reply{Status: 429, ErrorType: "insufficient_quota", ErrorCode: "insufficient_quota",
			Message: "You exceeded your current quota"}, tools.CodeModelError, 0},
		{"401", modeltest.Reply{Status: 401, ErrorType: "invalid_request_error", ErrorCode: "invalid_api_key",
			Message: "Incorrect API key provided: sk-sec***123"}, tools.CodeModelError, 0},
		{"404 model", modeltest.Reply{Status: 404, ErrorCode: "model_not_found", Message: "model 'x' not found"}, tools.CodeModelError, 0},
		{"500", modeltest.Reply{Status: 500}, tools.CodeModelError, 0},
		{"504 from provider", modeltest.Reply{Status: 504}, tools.CodeModelTimeout, 0},
		{"non-JSON error body", modeltest.Reply{Status: 502, Raw: "<html>bad gateway</html>"}, tools.CodeModelError, 0},
		{"non-JSON 200", modeltest.Reply{Raw: "not json"}, tools.CodeModelError, 0},
		{"empty choices", modeltest.Reply{Raw: `{"id":"x","object":"chat.completion","choices":[]}`}, tools.CodeModelError, 0},
		{"empty content", modeltest.Reply{Content: ""}, tools.CodeModelError, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply { return tc.reply })
			c := newClient(t, fake.BaseURL, model.Config{Now: func() time.Time { return now }})
			_, err := c.Complete(context.Background(), tools.Completion{Model: "m", Messages: userMsg("x")})
			var e *tools.Error
			if !errors.As(err, &e) {
				t.Fatalf("err = %v, want *tools.Error", err)
			}
			if e.Code != tc.wantCode || e.RetryAfter != tc.wantRetry {
				t.Errorf("code %q retry %v, want %q %v (%v)", e.Code, e.RetryAfter, tc.wantCode, tc.wantRetry, err)
			}
			if tc.reply.Message != "" && strings.Contains(e.Message, tc.reply.Message) {
				t.Errorf("message %q passes the provider's text on", e.Message)
			}
		})
	}
}

func TestCompleteTimeout(t *testing.T) {
	fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply {
		return modeltest.Reply{Content: "late", Delay: 10 * time.Second}
	})
	c := newClient(t, fake.BaseURL, model.Config{Timeout: 100 * time.Millisecond})
	start := time.Now()
	_, err := c.Complete(context.Background(), tools.Completion{Model: "m", Messages: userMsg("x")})
	if code := tools.ErrorCode(err); code != tools.CodeModelTimeout {
		t.Fatalf("err = %v, want %s", err, tools.CodeModelTimeout)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("took %v, want about the 100ms timeout", d)
	}
	waitFor(t, func() bool { return fake.Cancelled() == 1 }, "the fake to see its request cancelled")
}

func TestCompleteCancelled(t *testing.T) {
	arrived := make(chan struct{})
	fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply {
		close(arrived)
		return modeltest.Reply{Content: "late", Delay: 10 * time.Second}
	})
	c := newClient(t, fake.BaseURL, model.Config{})
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-arrived; cancel() }()
	_, err := c.Complete(ctx, tools.Completion{Model: "m", Messages: userMsg("x")})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	var e *tools.Error
	if errors.As(err, &e) {
		t.Errorf("a cancelled call came back as %v; transports must see the cancellation", e)
	}
	waitFor(t, func() bool { return fake.Cancelled() == 1 }, "the fake to see its request cancelled")
}

func TestCompleteUnreachable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	c := newClient(t, "http://"+addr+"/v1", model.Config{})
	_, err = c.Complete(context.Background(), tools.Completion{Model: "m", Messages: userMsg("x")})
	var e *tools.Error
	if !errors.As(err, &e) || e.Code != tools.CodeModelError || !strings.Contains(e.Message, "cannot reach") {
		t.Errorf("err = %v, want model_error cannot reach", err)
	}
	if e != nil && strings.Contains(e.Message, addr) {
		t.Errorf("message %q shows the provider's address to clients", e.Message)
	}
}

func TestConcurrencyBound(t *testing.T) {
	var inFlight, peak atomic.Int32
	fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply {
		n := inFlight.Add(1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(30 * time.Millisecond)
		inFlight.Add(-1)
		return modeltest.Reply{Content: "ok"}
	})
	c := newClient(t, fake.BaseURL, model.Config{Concurrency: 2})
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			if _, err := c.Complete(context.Background(), tools.Completion{Model: "m", Messages: userMsg("x")}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if p := peak.Load(); p != 2 {
		t.Errorf("peak concurrent calls = %d, want 2", p)
	}
}

func TestNewRejectsBadBaseURL(t *testing.T) {
	for _, u := range []string{"127.0.0.1:11434/v1", "ftp://x/v1", "http://"} {
		if _, err := model.New(model.Config{BaseURL: u}); err == nil {
			t.Errorf("New(BaseURL %q) succeeded, want an error", u)
		}
	}
}

func waitFor(t *testing.T, cond func() bool, what string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
