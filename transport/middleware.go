package transport

import (
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/tools"
)

// requestInfo is filled in by handlers for the request log. It lives in
// the recorder that observe hands down as the ResponseWriter.
type requestInfo struct {
	payerKind string // "api_key", "x402" or ""
	payer     string // key ID or payer address (never a secret)
}

// infoOf returns the request log's info for w.
func infoOf(w http.ResponseWriter) *requestInfo {
	if rec, ok := w.(*recorder); ok {
		return &rec.info
	}
	return &requestInfo{} // a throwaway, for handlers used without the middleware
}

// recorder remembers the status and size of a response. It keeps Flush and
// Unwrap so that streaming (MCP over HTTP) and http.ResponseController work.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
	info   requestInfo
	// deadline is when writing the response must be done (zero: none).
	deadline time.Time
	// body is the request body's room in the budget and its deadlines.
	body bodyRead
}

// writeDeadline reports the time by which w's response must be written.
func writeDeadline(w http.ResponseWriter) (time.Time, bool) {
	if rec, ok := w.(*recorder); ok && !rec.deadline.IsZero() {
		return rec.deadline, true
	}
	return time.Time{}, false
}

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

func (r *recorder) Flush() { r.FlushError() }

// FlushError is Flush with its error, which http.ResponseController
// returns: a paid call learns whether its answer reached the caller.
func (r *recorder) FlushError() error {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return http.NewResponseController(r.ResponseWriter).Flush()
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// StatusClientGone is the status that logs and metrics give a request whose
// client hung up before its answer (nginx's 499): nothing failed on our
// side, and nothing is written.
const StatusClientGone = 499

// callerGone records that w's client went away: the request is logged and
// counted as StatusClientGone, not as a server error.
func callerGone(w http.ResponseWriter) {
	if rec, ok := w.(*recorder); ok && rec.status == 0 {
		rec.status = StatusClientGone
	}
}

// observe logs one line per request and records its metrics. It also turns
// a handler panic into a logged 500 with the JSON envelope, and bounds the
// time to write a response, /mcp included: a client that never reads must
// not hold its connection and goroutine forever.
func (s *rest) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := s.now()
		rec := &recorder{ResponseWriter: w}
		if s.writeTimeout > 0 {
			// Best effort: not every ResponseWriter supports deadlines.
			rec.deadline = start.Add(s.writeTimeout)
			if d, ok := w.(interface{ SetWriteDeadline(time.Time) error }); ok {
				_ = d.SetWriteDeadline(rec.deadline) // net/http's own writer, without a controller
			} else {
				_ = http.NewResponseController(w).SetWriteDeadline(rec.deadline)
			}
		}
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.log.ErrorContext(r.Context(), "handler panic", "route", routeOf(r), "panic", fmt.Sprint(v))
				if rec.status == 0 {
					s.writeError(rec, r, fmt.Errorf("panic: %v", v))
				}
			}
			s.finish(r, rec, start)
		}()
		next.ServeHTTP(rec, r)
	})
}

// RequestLogMessage is the message of the one log record each request
// gets, so that a log sink can tell request logs from the rest.
const RequestLogMessage = "request"

// finish records the metrics and the log line of a served request.
func (s *rest) finish(r *http.Request, rec *recorder, start time.Time) {
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	end := s.now()
	d := end.Sub(start)
	route := routeOf(r)
	s.metrics.observe(route, methodLabel(r.Method), rec.status, d.Seconds())
	level := slog.LevelInfo
	if rec.status >= 500 {
		level = slog.LevelError
	}
	ctx := r.Context()
	h := s.log.Handler()
	if !h.Enabled(ctx, level) {
		return
	}
	// A record built here rather than by Logger.LogAttrs skips the
	// caller lookup (runtime.Callers), which only AddSource would use.
	lr := slog.NewRecord(end, level, RequestLogMessage, 0)
	lr.AddAttrs(
		slog.String("method", r.Method),
		slog.String("route", route),
		slog.Int("status", rec.status),
		slog.Float64("duration_ms", float64(d.Microseconds())/1000),
		slog.Int64("bytes", rec.bytes),
		slog.String("client_ip", ClientIP(r, s.trusted).String()),
	)
	if rec.info.payerKind != "" {
		lr.AddAttrs(slog.String("payer_kind", rec.info.payerKind), slog.String("payer", rec.info.payer))
	}
	_ = h.Handle(ctx, lr)
}

// routeOf is the route label of a served request: the path of the matched
// pattern, so that metrics and logs never carry raw URLs.
func routeOf(r *http.Request) string {
	p := r.Pattern
	if _, path, ok := strings.Cut(p, " "); ok {
		p = path
	}
	if p == "" || p == "/" {
		return "other"
	}
	return p
}

// methodLabel bounds the method label's values.
func methodLabel(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut,
		http.MethodPatch, http.MethodDelete, http.MethodOptions:
		return m
	}
	return "other"
}

// limitFree applies the free route's per-client-IP limit, with RateLimit
// headers on every answer and Retry-After on a refusal.
func (s *rest) limitFree(next http.Handler) http.Handler {
	if s.freeLimiter == nil {
		return next
	}
	return s.handle(func(w http.ResponseWriter, r *http.Request) error {
		d, err := s.freeLimiter.Allow(r.Context(), limitKey(ClientIP(r, s.trusted)))
		if err != nil {
			return &tools.Error{Code: tools.CodeLimiterUnavailable,
				Message: "the rate limiter is unavailable; try again shortly", RetryAfter: time.Second, Err: err}
		}
		h := w.Header()
		h.Set("RateLimit-Limit", strconv.Itoa(d.Limit))
		h.Set("RateLimit-Remaining", strconv.Itoa(d.Remaining))
		h.Set("RateLimit-Reset", seconds(d.Reset))
		h.Set("RateLimit-Policy", s.freePolicy)
		if !d.Allowed {
			s.metrics.limited.Inc()
			return &tools.Error{Code: tools.CodeRateLimited, RetryAfter: d.RetryAfter,
				Message: fmt.Sprintf("the free route allows %s per client IP; retry after %s seconds, or use a paid route with an API key",
					s.freeDescription, seconds(d.RetryAfter))}
		}
		next.ServeHTTP(w, r)
		return nil
	})
}
