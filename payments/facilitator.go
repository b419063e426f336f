package payments

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// DefaultFacilitatorTimeout bounds one facilitator request.
const DefaultFacilitatorTimeout = 20 * time.Second

// Facilitator is a client of an x402 facilitator's HTTP API: POST /verify,
// POST /settle, GET /supported. A request that fails in transport (no
// connection, timeout, a 5xx without a verdict) is retried exactly once; a
// verdict (isValid or success false) is never retried.
type Facilitator struct {
	URL     string        // base URL; paths are appended
	Client  *http.Client  // nil: a client without its own timeout
	Timeout time.Duration // per attempt; 0: DefaultFacilitatorTimeout
	Header  http.Header   // sent with every request, e.g. a static key
	// Auth, when set, authenticates every request, retries included, after
	// Header is applied: e.g. a fresh CDP JWT naming that request.
	Auth Authorizer
}

// facilitatorRequest is the body of /verify and /settle: the payment as the
// payer sent it, and our requirement in that payment's version.
type facilitatorRequest struct {
	X402Version         int             `json:"x402Version"`
	PaymentPayload      json.RawMessage `json:"paymentPayload"`
	PaymentRequirements any             `json:"paymentRequirements"`
}

// transportError marks a failure worth one retry.
type transportError struct{ err error }

func (e transportError) Error() string { return e.err.Error() }
func (e transportError) Unwrap() error { return e.err }

// Verify asks the facilitator whether a payment is valid. version is the
// payment's x402Version; requirements must be in that version's shape.
// An error means no verdict was obtained.
func (f *Facilitator) Verify(ctx context.Context, version int, payload json.RawMessage, requirements any) (VerifyResponse, error) {
	var out VerifyResponse
	err := f.verdict(ctx, "verify", facilitatorRequest{version, payload, requirements}, &out, "isValid", "invalidReason")
	return out, err
}

// Settle asks the facilitator to execute a payment on chain.
func (f *Facilitator) Settle(ctx context.Context, version int, payload json.RawMessage, requirements any) (SettleResponse, error) {
	var out SettleResponse
	err := f.verdict(ctx, "settle", facilitatorRequest{version, payload, requirements}, &out, "success", "errorReason")
	return out, err
}

// verdict posts req to /name and decodes the answer into out: a verdict,
// which must say flag (isValid, success) as true or false, and which a
// facilitator may send with a non-2xx status when it gives a reason.
func (f *Facilitator) verdict(ctx context.Context, name string, req facilitatorRequest, out any, flag, reason string) error {
	var raw json.RawMessage
	err := f.post(ctx, "/"+name, req, &raw, func(b []byte) bool { return hasAnyKey(b, flag, reason) })
	if err != nil {
		return fmt.Errorf("facilitator %s: %w", name, err)
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil || fields[flag] == nil || string(fields[flag]) == "null" {
		return fmt.Errorf("facilitator %s: answer has no %s", name, flag)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fmt.Errorf("facilitator %s: bad JSON answer: %w", name, err)
	}
	return nil
}

// Supported returns what the facilitator can verify and settle.
func (f *Facilitator) Supported(ctx context.Context) (Supported, error) {
	var out Supported
	if err := f.do(ctx, http.MethodGet, "/supported", nil, &out, nil); err != nil {
		return Supported{}, fmt.Errorf("facilitator supported: %w", err)
	}
	return out, nil
}

func (f *Facilitator) post(ctx context.Context, path string, body any, out any, verdict func([]byte) bool) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	return f.do(ctx, http.MethodPost, path, b, out, verdict)
}

// do sends one request, and once more if the first failed in transport.
func (f *Facilitator) do(ctx context.Context, method, path string, body []byte, out any, verdict func([]byte) bool) error {
	err := f.once(ctx, method, path, body, out, verdict)
	var te transportError
	if errors.As(err, &te) && ctx.Err() == nil {
		err = f.once(ctx, method, path, body, out, verdict)
		if err != nil {
			err = fmt.Errorf("after one retry: %w", err)
		}
	}
	return err
}

func (f *Facilitator) once(ctx context.Context, method, path string, body []byte, out any, verdict func([]byte) bool) error {
	timeout := f.Timeout
	if timeout <= 0 {
		timeout = DefaultFacilitatorTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimRight(f.URL, "/")+path, rd)
	if err != nil {
		return err
	}
	for k, vs := range f.Header {
		for _, v := range vs {
			req.Header.Add(k, v)
		}
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	if f.Auth != nil {
		if err := f.Auth.Authorize(ctx, req); err != nil {
			return fmt.Errorf("authorize %s %s: %w", method, path, err)
		}
	}
	client := f.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return transportError{withoutURL(err)}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return transportError{fmt.Errorf("read answer: %w", err)}
	}
	ok := resp.StatusCode >= 200 && resp.StatusCode < 300
	// Facilitators may send a verdict with a non-2xx status; take it.
	if !ok && (verdict == nil || !verdict(b)) {
		err := fmt.Errorf("%s %s: status %d: %s", method, path, resp.StatusCode, snippet(b))
		if resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests {
			return transportError{err}
		}
		return err
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("%s %s: bad JSON answer: %w", method, path, err)
	}
	return nil
}

func hasAnyKey(b []byte, keys ...string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(b, &m) != nil {
		return false
	}
	for _, k := range keys {
		if _, ok := m[k]; ok {
			return true
		}
	}
	return false
}

func snippet(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}

// withoutURL is err from an HTTP client without the URL it names: a
// facilitator's or a chain endpoint's URL can hold a provider's key (in
// its path, where no redaction looks), and these errors reach the logs.
func withoutURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return fmt.Errorf("%s: %w", ue.Op, ue.Err)
	}
	return err
}
