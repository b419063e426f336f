package model

import (
	"net/http"
	"strconv"
	"strings"
	"time"
)

// go-openai's errors do not carry response headers, so the HTTP client is
// wrapped to hand a failed response's headers back to the call that made
// it, through a holder in the request's context.

type headerKey struct{}

type headerCapture struct{ c *http.Client }

func (h headerCapture) Do(req *http.Request) (*http.Response, error) {
	resp, err := h.c.Do(req)
	if err == nil && resp.StatusCode >= 400 {
		if p, ok := req.Context().Value(headerKey{}).(*http.Header); ok {
			*p = resp.Header.Clone()
		}
	}
	return resp, err
}

// retryAfter reads when a rate-limited caller may retry: Retry-After
// (seconds or an HTTP date), then OpenAI's retry-after-ms, then the longest
// of its x-ratelimit-reset-* durations, else DefaultRetryAfter. The result
// is rounded up to whole seconds, the unit of the Retry-After header we send.
func retryAfter(h http.Header, now time.Time) time.Duration {
	d := parseRetryAfter(h, now)
	if d <= 0 {
		d = DefaultRetryAfter
	}
	return max((d + time.Second - 1).Truncate(time.Second), time.Second)
}

func parseRetryAfter(h http.Header, now time.Time) time.Duration {
	if v := strings.TrimSpace(h.Get("Retry-After")); v != "" {
		if s, err := strconv.Atoi(v); err == nil {
			return time.Duration(s) * time.Second
		}
		if t, err := http.ParseTime(v); err == nil {
			return t.Sub(now)
		}
	}
	if v := h.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	var d time.Duration
	for _, k := range []string{"X-Ratelimit-Reset-Requests", "X-Ratelimit-Reset-Tokens"} {
		if x, err := time.ParseDuration(strings.TrimSpace(h.Get(k))); err == nil {
			d = max(d, x)
		}
	}
	return d
}
