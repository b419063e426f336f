// Package modeltest provides a fake OpenAI-compatible provider for tests:
// a real HTTP server on loopback that speaks the chat completions wire
// format (POST /v1/chat/completions, OpenAI's JSON request, reply and error
// bodies, Retry-After headers), so that the real go-openai client runs.
package modeltest

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Request is what the fake decoded from one chat completion request.
type Request struct {
	Model               string    `json:"model"`
	Messages            []Message `json:"messages"`
	MaxTokens           int       `json:"max_tokens"`
	MaxCompletionTokens int       `json:"max_completion_tokens"`
	Temperature         *float64  `json:"temperature"`
	ResponseFormat      *struct {
		Type       string `json:"type"`
		JSONSchema *struct {
			Name   string          `json:"name"`
			Strict bool            `json:"strict"`
			Schema json.RawMessage `json:"schema"`
		} `json:"json_schema"`
	} `json:"response_format"`
	Stream bool `json:"stream"`

	// Authorization is the request's Authorization header.
	Authorization string `json:"-"`
}

// Message is one chat message.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// System returns the content of the first system message.
func (r Request) System() string {
	for _, m := range r.Messages {
		if m.Role == "system" {
			return m.Content
		}
	}
	return ""
}

// User returns the content of the last user message.
func (r Request) User() string {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if r.Messages[i].Role == "user" {
			return r.Messages[i].Content
		}
	}
	return ""
}

// Reply is what the fake answers to one request.
type Reply struct {
	// Content is the assistant message on success.
	Content string
	// Status, when not 0 or 200, makes the reply an OpenAI error body
	// {"error":{"message","type","code"}} with this status.
	Status    int
	ErrorType string
	ErrorCode string
	Message   string
	// Header is added to the response (e.g. Retry-After).
	Header http.Header
	// Delay holds the reply back; the request's cancellation ends it early.
	Delay time.Duration
	// Raw, when set, is written as the body verbatim with Status (200 if 0).
	Raw string
}

// Handler answers one request. ctx is the HTTP request's context.
type Handler func(ctx context.Context, r Request) Reply

// Server is a fake provider. BaseURL is its API root ("http://127.0.0.1:port/v1").
type Server struct {
	BaseURL string

	srv     *httptest.Server
	handler Handler

	mu        sync.Mutex
	requests  []Request
	cancelled int
}

// NewServer starts a fake provider on loopback that answers with h. It is
// closed when the test ends.
func NewServer(tb interface {
	Helper()
	Cleanup(func())
}, h Handler) *Server {
	tb.Helper()
	s := &Server{handler: h}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.BaseURL = s.srv.URL + "/v1"
	tb.Cleanup(s.srv.Close)
	return s
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Cancelled reports how many requests ended because their context was
// cancelled (the client went away) while the fake was holding them.
func (s *Server) Cancelled() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cancelled
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v1/chat/completions" {
		writeError(w, http.StatusNotFound, "invalid_request_error", "unknown_url", "Unknown request URL: "+r.Method+" "+r.URL.Path)
		return
	}
	if r.Method != http.MethodPost {
		writeError(w, http.StatusMethodNotAllowed, "invalid_request_error", "method_not_allowed", "Use POST")
		return
	}
	var req Request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid_request_error", "", "We could not parse the JSON body of your request.")
		return
	}
	if req.Model == "" || len(req.Messages) == 0 {
		writeError(w, http.StatusBadRequest, "invalid_request_error", "", "you must provide a model parameter and messages")
		return
	}
	req.Authorization = r.Header.Get("Authorization")
	s.mu.Lock()
	s.requests = append(s.requests, req)
	s.mu.Unlock()

	rep := s.handler(r.Context(), req)
	if rep.Delay > 0 {
		t := time.NewTimer(rep.Delay)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
			s.mu.Lock()
			s.cancelled++
			s.mu.Unlock()
			return
		}
	}
	for k, vs := range rep.Header {
		for _, v := range vs {
			w.Header().Add(k, v)
		}
	}
	switch {
	case rep.Raw != "":
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(cmp.Or(rep.Status, http.StatusOK))
		fmt.Fprint(w, rep.Raw)
	case rep.Status != 0 && rep.Status != http.StatusOK:
		writeError(w, rep.Status, cmp.Or(rep.ErrorType, "server_error"), rep.ErrorCode, cmp.Or(rep.Message, http.StatusText(rep.Status)))
	default:
		writeJSON(w, http.StatusOK, completion(req.Model, rep.Content))
	}
}

func completion(model, content string) map[string]any {
	return map[string]any{
		"id":      "chatcmpl-fake",
		"object":  "chat.completion",
		"created": 1700000000,
		"model":   model,
		"choices": []any{map[string]any{
			"index":         0,
			"message":       map[string]any{"role": "assistant", "content": content, "refusal": nil},
			"logprobs":      nil,
			"finish_reason": "stop",
		}},
		"usage": map[string]any{"prompt_tokens": 10, "completion_tokens": len(content) / 4, "total_tokens": 10 + len(content)/4},
	}
}

func writeError(w http.ResponseWriter, status int, typ, code, msg string) {
	var c any
	if code != "" {
		c = code
	}
	writeJSON(w, status, map[string]any{"error": map[string]any{
		"message": msg, "type": typ, "param": nil, "code": c,
	}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(status)
	w.Write(b)
}

// RateLimited is the reply OpenAI sends when a rate limit is hit.
func RateLimited(retryAfter string) Reply {
	h := http.Header{}
	if retryAfter != "" {
		h.Set("Retry-After", retryAfter)
	}
	return Reply{Status: http.StatusTooManyRequests, ErrorType: "requests", ErrorCode: "rate_limit_exceeded",
		Message: "Rate limit reached for requests", Header: h}
}

var judgeIDs = regexp.MustCompile(`<response id="([A-Z])">`)

// Answer is a Handler that answers as a model would: a judge request (one
// with a response format) gets valid scores for each response it is
// shown, falling from 20 in the order shown, and any other request the
// model's name and the prompt.
func Answer(_ context.Context, r Request) Reply {
	if r.ResponseFormat != nil {
		var items []string
		for i, m := range judgeIDs.FindAllStringSubmatch(r.User(), -1) {
			n := 20 - i
			items = append(items, fmt.Sprintf(`{"id":%q,"rationale":"ok","completeness":%d,"relevancy":%d,"reasoning_depth":%d,"faithfulness":%d}`, m[1], n, n, n, n))
		}
		return Reply{Content: `{"scores":[` + strings.Join(items, ",") + `]}`}
	}
	return Reply{Content: "[" + r.Model + " answers] " + r.User()}
}
