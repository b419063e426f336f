package transport

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	pathpkg "path"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/ratelimit"
	"github.com/pqs-dev/pqs/tools"
)

// Limiter decides whether a client may make one more free request. It is
// satisfied by ratelimit.Memory and by the shared Redis limiter.
type Limiter interface {
	Allow(ctx context.Context, key string) (ratelimit.Decision, error)
}

// Config configures the REST handler. Zero values mean the documented
// defaults.
type Config struct {
	// Service runs the operations. Required.
	Service *tools.Service
	// Gate authorizes and charges paid calls. Nil: paid routes answer 503
	// payment_unavailable (previews still work).
	Gate *payments.Gate
	// Prices is the price table shown in the OpenAPI document and 402
	// answers. Default: Gate's table, else payments.DefaultPrices.
	Prices payments.PriceTable
	// FreeLimiter limits POST /api/score/free per client IP. Nil disables
	// the limit (for load tests).
	FreeLimiter Limiter
	// FreeLimit and FreeWindow describe FreeLimiter for the RateLimit-Policy
	// header and messages (default 5 per minute).
	FreeLimit  int
	FreeWindow time.Duration
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	// MaxBodyBytes limits request bodies (default DefaultMaxBodyBytes).
	MaxBodyBytes int64
	// BodyBudget bounds the request bodies in memory at once, /mcp's
	// included, each charged for what it has received. Nil: a budget of
	// DefaultBodyBudgetBodies bodies of MaxBodyBytes.
	BodyBudget *BodyBudget
	// MinBodyRate is the slowest a request body may arrive, in bytes per
	// second over any 2 s, /mcp's included: a slower one is cut off with
	// 408 body_timeout. 0: DefaultMinBodyRate; negative: no minimum.
	MinBodyRate int64
	// BodyTimeout is the longest a request body may take to arrive, from
	// the end of its headers (time spent waiting for room in BodyBudget
	// aside), /mcp's included: 408 body_timeout then. 0:
	// DefaultBodyTimeout; negative: none. The http.Server's ReadTimeout
	// should be its ReadHeaderTimeout plus this, for what net/http reads
	// itself.
	BodyTimeout time.Duration
	// WriteTimeout bounds writing a REST response, from the start of the
	// request (default 2 minutes: model calls can be slow), /mcp included.
	WriteTimeout time.Duration
	// Ready reports whether the service can take traffic (storage
	// reachable). Nil: always ready.
	Ready func(ctx context.Context) error
	// Metrics is the Prometheus registry served at /metrics. Nil: a
	// private registry.
	Metrics *prometheus.Registry
	// MetricsToken, when set, is the bearer token GET /metrics requires
	// ("Authorization: Bearer <token>"); without it /metrics is a 404 like
	// any unknown path. Empty: /metrics is open, unless NoMetrics.
	MetricsToken string
	// NoMetrics leaves /metrics out of this handler (a 404): metrics show
	// paid-call counts, so a public listener serves them only behind
	// MetricsToken, and main may serve them on a listener of their own
	// (MetricsHandler).
	NoMetrics bool
	// MCP, when non-nil, is mounted at /mcp.
	MCP http.Handler
	// Page, when non-nil, serves GET / and GET /web/ (the web page and
	// its files; see package web).
	Page http.Handler
	// Logger receives request logs and errors. Nil: discard.
	Logger *slog.Logger
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Version is the release version, the OpenAPI document's info.version
	// (default DefaultAPIVersion, for an unreleased build).
	Version string
	// PublicURL is the base URL clients reach the service at (scheme, host
	// and any path prefix of a reverse proxy), which names every x402
	// resource: in 402 answers and in the requirements a v1 payment sends
	// the facilitator, whose discovery catalog lists them. Empty: each
	// request's own URL, Host header included, which the caller chooses.
	PublicURL string
}

// DefaultAPIVersion is the OpenAPI info.version of an unreleased build.
const DefaultAPIVersion = "1.0.0"

// rest holds the resolved configuration of the handler.
type rest struct {
	svc             *tools.Service
	gate            *payments.Gate
	prices          payments.PriceTable
	freeLimiter     Limiter
	freePolicy      string // RateLimit-Policy value, e.g. "5;w=60"
	freeDescription string // "5 requests per minute"
	trusted         []netip.Prefix
	maxBody         int64
	bodies          *BodyBudget
	minBodyRate     int64         // 0: none
	bodyTimeout     time.Duration // 0: none
	writeTimeout    time.Duration
	ready           func(ctx context.Context) error
	metrics         *metrics
	metricsToken    string
	noMetrics       bool
	mcp             http.Handler
	page            http.Handler
	log             *slog.Logger
	now             func() time.Time
	version         string
	publicURL       string // without a trailing slash; "" when not set
	openapi         []byte
	// discovery is the x402 Bazaar metadata of each paid route; nil when
	// x402 is off.
	discovery map[string]*payments.Discovery
}

// New returns the HTTP handler of the REST API.
func New(cfg Config) http.Handler {
	return newServer(cfg).routes()
}

func newServer(cfg Config) *rest {
	s := &rest{
		svc:          cfg.Service,
		gate:         cfg.Gate,
		prices:       cfg.Prices,
		freeLimiter:  cfg.FreeLimiter,
		trusted:      cfg.TrustedProxies,
		maxBody:      cfg.MaxBodyBytes,
		bodies:       cfg.BodyBudget,
		minBodyRate:  cfg.MinBodyRate,
		bodyTimeout:  cfg.BodyTimeout,
		writeTimeout: cfg.WriteTimeout,
		ready:        cfg.Ready,
		metrics:      newMetrics(cfg.Metrics),
		metricsToken: cfg.MetricsToken,
		noMetrics:    cfg.NoMetrics,
		mcp:          cfg.MCP,
		page:         cfg.Page,
		log:          cfg.Logger,
		now:          cfg.Now,
		version:      cfg.Version,
		publicURL:    strings.TrimRight(cfg.PublicURL, "/"),
	}
	if s.version == "" {
		s.version = DefaultAPIVersion
	}
	if s.svc == nil {
		s.svc = tools.New(tools.Config{})
	}
	if s.prices == nil && s.gate != nil {
		s.prices = s.gate.Prices()
	}
	if s.prices == nil {
		s.prices = payments.DefaultPrices()
	}
	if s.maxBody <= 0 {
		s.maxBody = DefaultMaxBodyBytes
	}
	if s.bodies == nil {
		s.bodies = NewBodyBudget(DefaultBodyBudgetBodies*s.maxBody, 0)
	}
	switch {
	case s.minBodyRate == 0:
		s.minBodyRate = DefaultMinBodyRate
	case s.minBodyRate < 0:
		s.minBodyRate = 0
	}
	switch {
	case s.bodyTimeout == 0:
		s.bodyTimeout = DefaultBodyTimeout
	case s.bodyTimeout < 0:
		s.bodyTimeout = 0
	}
	if s.writeTimeout == 0 {
		s.writeTimeout = 2 * time.Minute
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.now == nil {
		s.now = time.Now
	}
	limit, window := cfg.FreeLimit, cfg.FreeWindow
	if limit <= 0 {
		limit = 5
	}
	if window <= 0 {
		window = time.Minute
	}
	s.freePolicy = fmt.Sprintf("%d;w=%d", limit, int(window.Seconds()))
	s.freeDescription = fmt.Sprintf("%d requests per %s", limit, tools.WindowName(window))
	s.openapi = buildOpenAPI(s)
	if s.gate != nil && s.gate.X402Enabled() {
		d, err := restDiscovery(s.svc)
		if err != nil {
			// The engine's own examples: a programming error, which the
			// tests catch; the 402s then just go unlisted.
			s.log.Error("x402 discovery metadata", "err", err)
		}
		s.discovery = d
	}
	return s
}

// routes registers every route with its middleware. Each API path also
// gets a method-less fallback, so a wrong method gets our JSON 405 with
// Allow rather than ServeMux's plain-text one.
func (s *rest) routes() http.Handler {
	mux := http.NewServeMux()

	mux.Handle("POST /api/score/free", s.limitFree(s.handle(s.free)))
	s.allow(mux, "/api/score/free", "POST")

	for _, p := range []struct {
		route string
		op    string
		run   http.Handler
	}{
		{"/api/score", tools.OpScore, s.handle(paid(s, tools.OpScore, s.svc.Validate, s.svc.Score))},
		{"/api/score/batch", tools.OpBatch, s.handle(paid(s, tools.OpBatch, s.svc.ValidateBatch, s.svc.Batch))},
		{"/api/score/full", tools.OpFull, s.handle(paid(s, tools.OpFull, s.svc.Validate, s.svc.Full))},
		{"/api/score/compare", tools.OpCompare, s.handle(paid(s, tools.OpCompare, s.svc.Validate, s.svc.Compare))},
	} {
		mux.Handle("POST "+p.route, p.run)
		mux.Handle("GET "+p.route, s.handle(s.preview(p.op))) // GET also matches HEAD
		s.allow(mux, p.route, "GET, HEAD, POST")
	}

	mux.HandleFunc("GET /healthz", s.healthz)
	s.allow(mux, "/healthz", "GET, HEAD")
	mux.Handle("GET /readyz", s.handle(s.readyz))
	s.allow(mux, "/readyz", "GET, HEAD")
	if !s.noMetrics {
		mux.Handle("GET /metrics", s.metricsAccess(s.metrics.handler))
		s.allow(mux, "/metrics", "GET, HEAD")
	}
	mux.Handle("GET /openapi.json", s.handle(s.openAPI))
	s.allow(mux, "/openapi.json", "GET, HEAD")

	if s.mcp != nil {
		mux.Handle("/mcp", s.mcp)
	}
	if s.page != nil {
		mux.Handle("GET /{$}", s.page)
		mux.Handle("/{$}", s.handle(func(w http.ResponseWriter, r *http.Request) error {
			w.Header().Set("Allow", "GET, HEAD")
			return tools.Errorf(tools.CodeMethodNotAllowed, "%s is not allowed on /; use GET, HEAD", r.Method)
		}))
		mux.Handle("GET /web/", s.page)
	}
	mux.Handle("/", s.handle(notFound))

	return s.observe(s.front(mux))
}

// front answers in the JSON envelope what ServeMux would answer in its own
// words, and what net/http lets through that it should not: a request
// framed by both Transfer-Encoding and Content-Length (refused, and its
// connection closed), CONNECT (a plain-text 404), the target "*" of
// "PRI * HTTP/2.0" (a bare 400), and a path that is not clean, such as
// //api/score or /api/score/../score/free (a redirect to the clean path;
// here a 404 that names it).
func (s *rest) front(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if framingConflict(r) {
			// RFC 9112 section 6.3: close after answering. The block with
			// both may also belong to a request read ahead of this one.
			w.Header().Set("Connection", "close")
			if len(r.TransferEncoding) > 0 {
				s.writeError(w, r, tools.Errorf(tools.CodeBadRequest,
					"a request must not carry both Transfer-Encoding and Content-Length"))
				return
			}
		}
		switch p := r.URL.Path; {
		case r.Method == http.MethodConnect:
			w.Header().Set("Allow", "GET, HEAD, POST")
			s.writeError(w, r, tools.Errorf(tools.CodeMethodNotAllowed, "CONNECT is not allowed: this server is not a proxy"))
		case r.RequestURI == "*":
			w.Header().Set("Connection", "close")
			s.writeError(w, r, tools.Errorf(tools.CodeBadRequest,
				"%s * is not served: send HTTP/1.1 requests for a path (HTTP/2 is not spoken here)", clip(r.Method)))
		case !cleanPath(p):
			s.writeError(w, r, tools.Errorf(tools.CodeNotFound, "no route %s: the path is not in clean form; use %s",
				clip(p), clip(pathpkg.Clean("/"+p))))
		default:
			// A body declared over the limit is refused unread; the
			// others are charged to the budget as they arrive, and must
			// keep up the minimum rate (readBody).
			if err := limitBody(w, r, s.maxBody); err != nil {
				s.writeError(w, r, err)
				return
			}
			if rec, ok := w.(*recorder); ok {
				rec.body = bodyRead{budget: s.bodies, rate: s.minBodyRate, timeout: s.bodyTimeout}
				defer rec.body.release()
			}
			next.ServeHTTP(w, r)
		}
	})
}

// cleanPath reports whether p is in the form ServeMux serves without a
// redirect: rooted, no empty, "." or ".." element.
func cleanPath(p string) bool {
	if p == "" || p[0] != '/' {
		return false
	}
	if !strings.Contains(p, "//") && !strings.Contains(p, "/.") {
		return true // the common case, without Clean
	}
	c := pathpkg.Clean(p)
	if p[len(p)-1] == '/' && c != "/" {
		c += "/"
	}
	return c == p
}

// clip shortens what a message repeats of the request.
func clip(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}

// handlerFunc is a handler that reports failure by returning an error.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// handle adapts a handlerFunc: a returned error becomes the JSON envelope.
func (s *rest) handle(h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})
}

// allow registers the 405 fallback of path.
func (s *rest) allow(mux *http.ServeMux, path, methods string) {
	mux.Handle(path, s.handle(func(w http.ResponseWriter, r *http.Request) error {
		w.Header().Set("Allow", methods)
		return tools.Errorf(tools.CodeMethodNotAllowed, "%s is not allowed on %s; use %s", r.Method, path, methods)
	}))
}

func notFound(w http.ResponseWriter, r *http.Request) error {
	return tools.Errorf(tools.CodeNotFound, "no route %s; see /openapi.json", r.URL.Path)
}

func (s *rest) free(w http.ResponseWriter, r *http.Request) error {
	var req tools.Request
	if err := decodeJSON(w, r, s.maxBody, &req); err != nil {
		return err
	}
	res, err := s.svc.Free(r.Context(), req)
	if err != nil {
		return err
	}
	s.metrics.scored(tools.OpScoreFree, res.Grade)
	bp := getSlice()
	*bp = append(appendFree((*bp)[:0], res), '\n')
	writeBody(w, http.StatusOK, *bp)
	putSlice(bp)
	return nil
}

func (s *rest) preview(op string) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		res, err := s.svc.Preview(r.Context(), op)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, res)
		return nil
	}
}

var (
	healthBody   = []byte(`{"status":"ok"}` + "\n")
	healthLength = []string{"16"} // shared, like jsonContentType
)

// healthz is the bare liveness route: no I/O.
func (s *rest) healthz(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h["Content-Type"] = jsonContentType
	h["Content-Length"] = healthLength
	w.Write(healthBody)
}

// readyz checks the dependencies (storage) within a short deadline.
func (s *rest) readyz(w http.ResponseWriter, r *http.Request) error {
	if s.ready != nil {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := s.ready(ctx); err != nil {
			return &tools.Error{Code: tools.CodeStorageUnavailable, Message: "not ready: storage is unreachable", Err: err}
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	return nil
}

func (s *rest) openAPI(w http.ResponseWriter, r *http.Request) error {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "public, max-age=300")
	w.Write(s.openapi)
	return nil
}
