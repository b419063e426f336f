package transport_test

import (
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/transport"
)

const benchBody = `{"prompt":"You are a senior financial analyst. Summarize the attached Q3 earnings call transcript for a retail investor in five bullet points of at most 20 words each, then list the two biggest risks the CFO mentioned. Use only facts from the transcript and quote the figures exactly. Think step by step: first find the guidance changes, then the margin trends. Format: Markdown.","vertical":"general"}`

// BenchmarkHandler measures the handler alone (no network): the overhead
// the REST layer adds around the scoring engine.
func BenchmarkHandler(b *testing.B) {
	h := transport.New(transport.Config{Logger: slog.New(slog.NewJSONHandler(io.Discard, nil))})
	for _, bm := range []struct{ name, method, path, body string }{
		{"healthz", "GET", "/healthz", ""},
		{"free", "POST", "/api/score/free", benchBody},
		{"invalid", "POST", "/api/score/free", strings.Replace(benchBody, `"general"`, `"nope"`, 1)},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r := httptest.NewRequest(bm.method, bm.path, strings.NewReader(bm.body))
				r.Header.Set("Content-Type", "application/json")
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				if w.Code != 200 && bm.name != "invalid" {
					b.Fatal(w.Code, w.Body)
				}
			}
		})
	}
}
