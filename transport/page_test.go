package transport_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/transport"
)

// TestPageMount: Config.Page serves GET / and GET /web/...; any other
// method on / is our JSON 405, and without a page / is our JSON 404.
func TestPageMount(t *testing.T) {
	page := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "page "+r.URL.Path)
	})
	for _, tc := range []struct {
		page         http.Handler
		method, path string
		status       int
		body         string
	}{
		{page, "GET", "/", 200, "page /"},
		{page, "HEAD", "/", 200, ""},
		{page, "GET", "/web/app.js", 200, "page /web/app.js"},
		{page, "POST", "/", 405, `"code":"method_not_allowed"`},
		{page, "GET", "/other", 404, `"code":"not_found"`},
		{page, "GET", "/api/score/free", 405, `"code":"method_not_allowed"`},
		{nil, "GET", "/", 404, `"code":"not_found"`},
		{nil, "GET", "/web/app.js", 404, `"code":"not_found"`},
	} {
		h := transport.New(transport.Config{Page: tc.page})
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(tc.method, tc.path, nil))
		if w.Code != tc.status || !strings.Contains(w.Body.String(), tc.body) {
			t.Errorf("page %v: %s %s = %d %s, want %d %s", tc.page != nil, tc.method, tc.path, w.Code, w.Body, tc.status, tc.body)
		}
		if tc.status == 405 && tc.path == "/" && w.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("POST /: Allow %q", w.Header().Get("Allow"))
		}
	}
}
