package transport

import (
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"net/http"
	"strconv"
	"sync"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/pqs-dev/pqs/tools"
)

// metrics are the service's Prometheus metrics. They are registered on the
// registry main passes in; a second handler on the same registry (tests,
// MCP) shares the collectors instead of failing.
type metrics struct {
	requests *prometheus.CounterVec   // route, method, status
	duration *prometheus.HistogramVec // route
	scores   *prometheus.CounterVec   // operation, grade
	limited  prometheus.Counter
	handler  http.Handler

	// Label children resolved once per label set, on first use (so that
	// /metrics shows no empty series): WithLabelValues hashes and formats
	// labels on every call.
	counters  sync.Map // requestKey -> prometheus.Counter
	durations sync.Map // route -> prometheus.Observer
	grades    sync.Map // [2]string{op, grade} -> prometheus.Counter
}

type requestKey struct {
	route, method string
	status        int
}

func newMetrics(reg *prometheus.Registry) *metrics {
	if reg == nil {
		reg = prometheus.NewRegistry()
	}
	m := &metrics{
		requests: register(reg, prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "pqs_http_requests_total",
			Help: "HTTP requests by route pattern, method and status.",
		}, []string{"route", "method", "status"})),
		duration: register(reg, prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "pqs_http_request_duration_seconds",
			Help:    "HTTP request latency by route pattern.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"route"})),
		scores: register(reg, prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "pqs_scores_total",
			Help: "Prompts scored, by operation and grade.",
		}, []string{"operation", "grade"})),
		limited: register(reg, prometheus.NewCounter(prometheus.CounterOpts{
			Name: "pqs_free_rate_limited_total",
			Help: "Free-route requests refused by the per-IP rate limit.",
		})),
	}
	m.handler = promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg})
	return m
}

// register registers c, or returns the collector already registered under
// the same description.
func register[C prometheus.Collector](reg prometheus.Registerer, c C) C {
	if err := reg.Register(c); err != nil {
		var are prometheus.AlreadyRegisteredError
		if errors.As(err, &are) {
			if existing, ok := are.ExistingCollector.(C); ok {
				return existing
			}
		}
		panic("transport: register metric: " + err.Error()) // fixed names: a programming error
	}
	return c
}

func (m *metrics) observe(route, method string, status int, seconds float64) {
	k := requestKey{route, method, status}
	c, ok := m.counters.Load(k)
	if !ok {
		c, _ = m.counters.LoadOrStore(k, m.requests.WithLabelValues(route, method, strconv.Itoa(status)))
	}
	c.(prometheus.Counter).Inc()
	o, ok := m.durations.Load(route)
	if !ok {
		o, _ = m.durations.LoadOrStore(route, m.duration.WithLabelValues(route))
	}
	o.(prometheus.Observer).Observe(seconds)
}

func (m *metrics) scored(op, grade string) {
	k := [2]string{op, grade}
	c, ok := m.grades.Load(k)
	if !ok {
		c, _ = m.grades.LoadOrStore(k, m.scores.WithLabelValues(op, grade))
	}
	c.(prometheus.Counter).Inc()
}

// metricsAccess serves h only to a request with the metrics token, when
// one is set; any other gets the 404 of an unknown path, so that a public
// listener does not even show that metrics exist.
func (s *rest) metricsAccess(h http.Handler) http.Handler {
	return tokenOnly(s.metricsToken, h, s.handle(notFound))
}

// tokenOnly serves h to requests with "Authorization: Bearer <token>" and
// denied to the others; an empty token lets every request through.
func tokenOnly(token string, h, denied http.Handler) http.Handler {
	if token == "" {
		return h
	}
	want := sha256.Sum256([]byte("Bearer " + token))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Hashed, so that the comparison takes as long whatever the
		// length of what was sent.
		got := sha256.Sum256([]byte(r.Header.Get("Authorization")))
		if subtle.ConstantTimeCompare(got[:], want[:]) != 1 {
			denied.ServeHTTP(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// MetricsHandler serves reg at GET /metrics alone, for a listener of its
// own (serve's --metrics-addr); token, when set, is required as on the
// main handler. Anything else gets the JSON 404 or 405.
func MetricsHandler(reg *prometheus.Registry, token string) http.Handler {
	mux := http.NewServeMux()
	envelope := func(te *tools.Error) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if te.Code == tools.CodeMethodNotAllowed {
				w.Header().Set("Allow", "GET, HEAD")
			}
			writeEnvelope(w, te)
		})
	}
	notFound := envelope(tools.Errorf(tools.CodeNotFound, "this listener serves GET /metrics only"))
	mux.Handle("GET /metrics", tokenOnly(token, promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg}), notFound))
	mux.Handle("/metrics", envelope(tools.Errorf(tools.CodeMethodNotAllowed, "use GET on /metrics")))
	mux.Handle("/", notFound)
	return mux
}
