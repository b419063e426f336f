package transport_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/loadprompt"
	"github.com/pqs-dev/pqs/transport"
)

// benchBody is the body pqs load sends to the free route.
var benchBody = string(loadprompt.Body())

// discardWriter is a ResponseWriter that keeps only the status, so that
// the benchmark measures the handler rather than httptest's recorder.
type discardWriter struct {
	h      http.Header
	status int
}

func (w *discardWriter) Header() http.Header              { return w.h }
func (w *discardWriter) WriteHeader(status int)           { w.status = status }
func (w *discardWriter) SetWriteDeadline(time.Time) error { return nil }
func (w *discardWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = 200
	}
	return len(b), nil
}

// BenchmarkHandler measures the handler alone (no network): the overhead
// the REST layer adds around the scoring engine. The request is built once;
// each iteration gets a fresh body and header map.
func BenchmarkHandler(b *testing.B) {
	h := transport.New(transport.Config{Logger: slog.New(slog.NewJSONHandler(io.Discard, nil))})
	for _, bm := range []struct{ name, method, path, body string }{
		{"healthz", "GET", "/healthz", ""},
		{"free", "POST", "/api/score/free", benchBody},
		{"invalid", "POST", "/api/score/free", strings.Replace(benchBody, `"general"`, `"nope"`, 1)},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			r := httptest.NewRequest(bm.method, bm.path, nil)
			r.Header.Set("Content-Type", "application/json")
			body := strings.NewReader(bm.body)
			w := &discardWriter{}
			for b.Loop() {
				body.Reset(bm.body)
				r.Body = io.NopCloser(body)
				w.h, w.status = http.Header{}, 0
				h.ServeHTTP(w, r)
				if w.status != 200 && bm.name != "invalid" {
					b.Fatal(w.status)
				}
			}
		})
	}
}
