package model

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"net/url"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/pqs-dev/pqs/tools"
)

// Defaults of a Config's zero fields.
const (
	DefaultBaseURL     = "https://api.openai.com/v1"
	DefaultTimeout     = 60 * time.Second
	DefaultMaxTokens   = 1024
	DefaultConcurrency = 4
	// DefaultRetryAfter is sent when a provider answers 429 without saying
	// when to retry.
	DefaultRetryAfter = 5 * time.Second
)

// Config configures a Client. Zero values mean the documented defaults.
type Config struct {
	// BaseURL is the endpoint's API root, e.g. "https://api.openai.com/v1"
	// or "http://127.0.0.1:11434/v1" for Ollama.
	BaseURL string
	// APIKey is sent as a bearer token; empty sends none (local servers).
	APIKey string
	// Timeout bounds each call, including the wait for a free slot.
	Timeout time.Duration
	// MaxTokens caps each reply.
	MaxTokens int
	// Concurrency bounds the calls in flight at once on this client.
	Concurrency int
	// HTTPClient is the client used for requests; nil means a new one.
	// Its Timeout should be zero: Config.Timeout applies per call.
	HTTPClient *http.Client
	// Logger receives one record per call; nil discards.
	Logger *slog.Logger
	// Now is the clock used for HTTP-date Retry-After values; nil means time.Now.
	Now func() time.Time
}

// Client runs chat completions on one OpenAI-compatible endpoint.
// It is safe for concurrent use.
type Client struct {
	api     *openai.Client
	timeout time.Duration
	max     int
	slots   chan struct{}
	log     *slog.Logger
	now     func() time.Time
}

var _ tools.Model = (*Client)(nil)

// New returns a Client for cfg.
func New(cfg Config) (*Client, error) {
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		// Not quoted: a base URL can carry a key or a password.
		return nil, fmt.Errorf("model: the base URL is not an http or https URL such as %s", DefaultBaseURL)
	}
	if cfg.Timeout < 0 || cfg.MaxTokens < 0 || cfg.Concurrency < 0 {
		return nil, errors.New("model: timeout, max tokens and concurrency must not be negative")
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.MaxTokens == 0 {
		cfg.MaxTokens = DefaultMaxTokens
	}
	if cfg.Concurrency == 0 {
		cfg.Concurrency = DefaultConcurrency
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	oc.BaseURL = cfg.BaseURL
	oc.HTTPClient = headerCapture{cfg.HTTPClient}
	return &Client{
		api:     openai.NewClientWithConfig(oc),
		timeout: cfg.Timeout,
		max:     cfg.MaxTokens,
		slots:   make(chan struct{}, cfg.Concurrency),
		log:     cfg.Logger,
		now:     cfg.Now,
	}, nil
}

// errCallTimeout is the cause of a call context that ran out of time.
var errCallTimeout = errors.New("model call timed out")

// Complete sends one chat completion and returns the reply text.
func (c *Client) Complete(ctx context.Context, cp tools.Completion) (string, error) {
	start := time.Now()
	callCtx, cancel := context.WithTimeoutCause(ctx, c.timeout, errCallTimeout)
	defer cancel()
	var hdr http.Header
	callCtx = context.WithValue(callCtx, headerKey{}, &hdr)

	text, err := c.complete(callCtx, cp)
	elapsed := time.Since(start)
	if err != nil {
		err = c.classify(ctx, callCtx, cp.Model, hdr, err)
		level := slog.LevelWarn
		if errors.Is(err, context.Canceled) {
			level = slog.LevelInfo // the client went away; nothing failed
		}
		c.log.LogAttrs(ctx, level, "model call failed", slog.String("model", cp.Model),
			slog.Duration("elapsed", elapsed), slog.String("code", tools.ErrorCode(err)), slog.Any("err", err))
		return "", err
	}
	c.log.LogAttrs(ctx, slog.LevelDebug, "model call", slog.String("model", cp.Model),
		slog.Duration("elapsed", elapsed), slog.Int("reply_bytes", len(text)))
	return text, nil
}

func (c *Client) complete(ctx context.Context, cp tools.Completion) (string, error) {
	select {
	case c.slots <- struct{}{}:
		defer func() { <-c.slots }()
	case <-ctx.Done():
		return "", context.Cause(ctx)
	}
	resp, err := c.api.CreateChatCompletion(ctx, c.request(cp))
	if err != nil {
		return "", err
	}
	if len(resp.Choices) == 0 {
		return "", errEmptyReply
	}
	m := resp.Choices[0].Message
	if m.Content == "" {
		if m.Refusal != "" {
			return "", errRefused
		}
		return "", errEmptyReply
	}
	return m.Content, nil
}

var (
	errEmptyReply = errors.New("the model returned no text")
	errRefused    = errors.New("the model refused to answer")
)

// request builds the wire request. go-openai's own validator says which
// parameters a reasoning model (o1, o3, gpt-5, ...) rejects; those are moved
// or dropped rather than failing the call.
func (c *Client) request(cp tools.Completion) openai.ChatCompletionRequest {
	req := openai.ChatCompletionRequest{
		Model:     cp.Model,
		Messages:  make([]openai.ChatCompletionMessage, 0, len(cp.Messages)),
		MaxTokens: c.max,
	}
	for _, m := range cp.Messages {
		req.Messages = append(req.Messages, openai.ChatCompletionMessage{Role: m.Role, Content: m.Content})
	}
	if cp.Deterministic {
		// go-openai omits a zero temperature; the smallest positive one is
		// its documented way to ask for greedy sampling.
		req.Temperature = math.SmallestNonzeroFloat32
	}
	if len(cp.JSONSchema) > 0 {
		name := cp.JSONSchemaName
		if name == "" {
			name = "reply"
		}
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{
			Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{
				Name: name, Schema: cp.JSONSchema, Strict: true,
			},
		}
	}
	v := openai.NewReasoningValidator()
	for range 3 {
		switch err := v.Validate(req); {
		case errors.Is(err, openai.ErrReasoningModelMaxTokensDeprecated):
			req.MaxCompletionTokens, req.MaxTokens = req.MaxTokens, 0
		case errors.Is(err, openai.ErrReasoningModelLimitationsOther), errors.Is(err, openai.ErrReasoningSamplingUnsupported):
			req.Temperature = 0
		default:
			return req
		}
	}
	return req
}

// providerError is what is kept of a provider's error answer: its status
// and the type and code it names. Never its message or body, which a
// provider may fill with what it was sent: the prompt, or even our
// Authorization header; they would reach the logs.
type providerError struct {
	status    int
	typ, code string
}

func (e *providerError) Error() string {
	msg := fmt.Sprintf("provider answered status %d", e.status)
	if e.typ != "" {
		msg += ", type " + e.typ
	}
	if e.code != "" {
		msg += ", code " + e.code
	}
	return msg + " (its message is not logged)"
}

// safeError replaces a go-openai error that carries the provider's
// message or body by a providerError, and a URL error's URL by its
// redacted form.
func safeError(err error) error {
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	var urlErr *url.Error
	switch {
	case errors.As(err, &apiErr):
		code, _ := apiErr.Code.(string)
		if n, ok := apiErr.Code.(int); ok {
			code = fmt.Sprint(n)
		}
		return &providerError{status: apiErr.HTTPStatusCode, typ: token(apiErr.Type), code: token(code)}
	case errors.As(err, &reqErr):
		return &providerError{status: reqErr.HTTPStatusCode, typ: "unreadable answer"}
	case errors.As(err, &urlErr):
		if u, perr := url.Parse(urlErr.URL); perr == nil {
			return &url.Error{Op: urlErr.Op, URL: u.Redacted(), Err: urlErr.Err}
		}
	}
	return err
}

// token keeps s only if it is a short identifier, as error types and
// codes are; anything else may be text the provider echoed.
func token(s string) string {
	if len(s) > 64 {
		return ""
	}
	for _, c := range s {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.') {
			return ""
		}
	}
	return s
}

// classify turns a call's error into what tools.Model promises. The error
// it returns holds no text of the provider's answer (see providerError).
func (c *Client) classify(ctx, callCtx context.Context, model string, hdr http.Header, err error) error {
	status := 0
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	switch {
	case errors.As(err, &apiErr):
		status = apiErr.HTTPStatusCode
	case errors.As(err, &reqErr):
		status = reqErr.HTTPStatusCode
	}
	quota := quotaExhausted(apiErr)
	err = safeError(err)
	if errors.Is(ctx.Err(), context.Canceled) {
		return fmt.Errorf("model %s: %w", model, context.Cause(ctx))
	}
	if ctx.Err() != nil || errors.Is(context.Cause(callCtx), errCallTimeout) {
		return &tools.Error{Code: tools.CodeModelTimeout, Err: err,
			Message: fmt.Sprintf("model %s did not answer within %s", model, c.timeout)}
	}
	switch {
	case status == http.StatusTooManyRequests && !quota:
		return &tools.Error{Code: tools.CodeModelRateLimited, Err: err,
			RetryAfter: retryAfter(hdr, c.now()),
			Message:    fmt.Sprintf("the model provider is rate limiting model %s; retry later", model)}
	case status == http.StatusTooManyRequests:
		return &tools.Error{Code: tools.CodeModelError, Err: err,
			Message: fmt.Sprintf("the model provider's quota for model %s is exhausted", model)}
	case status == http.StatusRequestTimeout || status == http.StatusGatewayTimeout:
		return &tools.Error{Code: tools.CodeModelTimeout, Err: err,
			Message: fmt.Sprintf("the model provider timed out on model %s (status %d)", model, status)}
	case status != 0:
		return &tools.Error{Code: tools.CodeModelError, Err: err,
			Message: fmt.Sprintf("the model provider answered status %d for model %s", status, model)}
	case errors.Is(err, errEmptyReply), errors.Is(err, errRefused):
		return &tools.Error{Code: tools.CodeModelError, Err: err,
			Message: fmt.Sprintf("model %s: %v", model, err)}
	}
	var urlErr *url.Error
	if errors.As(err, &urlErr) {
		return &tools.Error{Code: tools.CodeModelError, Err: err, Message: "cannot reach the model provider"}
	}
	return &tools.Error{Code: tools.CodeModelError, Err: err,
		Message: fmt.Sprintf("the model provider sent a malformed reply for model %s", model)}
}

// quotaExhausted tells OpenAI's billing 429 (retrying will not help) from a
// rate limit.
func quotaExhausted(e *openai.APIError) bool {
	if e == nil {
		return false
	}
	code, _ := e.Code.(string)
	return code == "insufficient_quota" || e.Type == "insufficient_quota"
}
