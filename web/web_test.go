package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
)

// page returns a page whose engine is the embedded one or, for a tree
// without go generate ./web, one built from source.
func page(t *testing.T, cfg Config) *Page {
	t.Helper()
	cfg.BuildEngine = true
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func serve(p http.Handler, method, target string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	p.ServeHTTP(w, r)
	return w
}

func gunzipBody(t *testing.T, b []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestIndex(t *testing.T) {
	prices, err := payments.DefaultPrices().ParseOverrides("compare=2.5")
	if err != nil {
		t.Fatal(err)
	}
	p, err := New(Config{Version: "1.2.3", Prices: prices, FreeLimit: 7, X402Network: "base-sepolia", ModelConfigured: true})
	if err != nil {
		t.Fatal(err)
	}
	w := serve(p, "GET", "/", "Accept-Encoding", "br, gzip")
	h := w.Header()
	if w.Code != 200 || h.Get("Content-Encoding") != "gzip" || h.Get("Content-Type") != "text/html; charset=utf-8" || !strings.Contains(h.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("GET /: %d %v", w.Code, h)
	}
	if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "frame-ancestors 'none'") || strings.Contains(csp, "unsafe-inline") {
		t.Errorf("CSP %q", csp)
	}
	html := gunzipBody(t, w.Body.Bytes())
	for _, want := range []string{
		`pqs 1.2.3 · scorer`,
		`<td role="cell" class="route"><code>/api/score/compare</code></td><td role="cell" class="tool" data-label="MCP tool"><code>compare</code></td><td role="cell" class="price">$2.5</td>`, // the server's price table
		`Compare ($2.5)`,
		`7 requests a minute per client`,
		`<code>base-sepolia</code>`,
		`https://github.com/pqs-dev/pqs/releases/download/v1.2.3/pqs_1.2.3_darwin_universal.mcpb`,
		`data-static="false"`,
		`id="api-key"`,
		`<button type="button" id="run-optimize">Optimize ($0.125)</button>`,
		`<link rel="preload" href="web/engine.wasm"`, // no build can hold it
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(html, `id="no-model"`) {
		t.Error("a server with a model: the page says it has none")
	}
	// Without gzip, the same page uncompressed.
	if w := serve(p, "GET", "/"); w.Header().Get("Content-Encoding") != "" || w.Body.String() != html {
		t.Errorf("GET / without Accept-Encoding: %v", w.Header())
	}
	if w := serve(p, "GET", "/", "Accept-Encoding", "gzip;q=0"); w.Header().Get("Content-Encoding") != "" {
		t.Errorf("gzip;q=0 got gzip")
	}
	// A development build links to the releases, not to one release.
	dev, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	html = serve(dev, "GET", "/").Body.String()
	if !strings.Contains(html, `pqs dev · scorer`) || !strings.Contains(html, `https://github.com/pqs-dev/pqs/releases"`) || strings.Contains(html, ".mcpb\"") ||
		!strings.Contains(html, "x402</strong>: not enabled on this server") || !strings.Contains(html, "$0.025") {
		t.Errorf("development page:\n%s", html)
	}
	// No model configured: the page says so, and offers no call that
	// would charge for the offline rewrite.
	for _, want := range []string{`<strong>This server has no model configured</strong>`, `id="run-optimize" disabled`, `id="run-compare" disabled`, `id="show-rewrite"`} {
		if !strings.Contains(html, want) {
			t.Errorf("page without a model lacks %q", want)
		}
	}
	if strings.Contains(html, `id="api-key"`) {
		t.Error("page without a model asks for an API key")
	}
	// A page whose server may build the engine first does not preload it:
	// the preload would hold the page's load event for the build.
	building, err := New(Config{BuildEngine: true})
	if err != nil {
		t.Fatal(err)
	}
	if html := serve(building, "GET", "/").Body.String(); strings.Contains(html, `rel="preload"`) {
		t.Error("a development build's page preloads the engine it may have to build")
	}
}

// TestOwnOrigin checks that the page and its files name nothing to load
// from another origin: every src and stylesheet is relative, the style
// sheet imports nothing, the script fetches only relative paths. The
// browser tests check what is actually requested.
func TestOwnOrigin(t *testing.T) {
	p, err := New(Config{Version: "1.2.3"})
	if err != nil {
		t.Fatal(err)
	}
	html := serve(p, "GET", "/").Body.String()
	for _, m := range regexp.MustCompile(`<(?:script|link|img)[^>]*(?:src|href)="([^"]*)"`).FindAllStringSubmatch(html, -1) {
		if strings.Contains(m[1], ":") || strings.HasPrefix(m[1], "/") {
			t.Errorf("the page loads %q: want a relative path", m[1])
		}
		path, _, _ := strings.Cut(m[1], "?")
		if w := serve(p, "GET", "/"+path); w.Code != 200 && path != "web/wasm_exec.js" && path != "web/engine.wasm" {
			t.Errorf("GET /%s: %d", path, w.Code)
		}
	}
	css := serve(p, "GET", "/web/style.css").Body.String()
	if strings.Contains(css, "url(") || strings.Contains(css, "@import") {
		t.Error("the style sheet loads something")
	}
	js := serve(p, "GET", "/web/app.js").Body.String()
	for _, m := range regexp.MustCompile(`fetch\(([^,)]*)`).FindAllStringSubmatch(js, -1) {
		if strings.Contains(m[1], "http") || strings.Contains(m[1], "//") {
			t.Errorf("app.js fetches %s", m[1])
		}
	}
	if strings.Contains(js, "eval(") || strings.Contains(js, "new Function") || strings.Contains(js, "innerHTML") {
		t.Error("app.js uses eval, new Function or innerHTML")
	}
}

func TestAssets(t *testing.T) {
	p, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	a := p.assets["app.js"]
	w := serve(p, "GET", "/web/app.js?v="+a.hash)
	if w.Code != 200 || w.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" || w.Header().Get("Content-Type") != "text/javascript; charset=utf-8" {
		t.Errorf("current version: %d %v", w.Code, w.Header())
	}
	if w := serve(p, "GET", "/web/app.js?v=old"); w.Header().Get("Cache-Control") != "no-cache" {
		t.Errorf("another version: %v", w.Header())
	}
	if w := serve(p, "GET", "/web/app.js", "If-None-Match", a.etag); w.Code != 304 || w.Body.Len() != 0 {
		t.Errorf("If-None-Match: %d", w.Code)
	}
	if w := serve(p, "HEAD", "/web/style.css"); w.Code != 200 || w.Body.Len() != 0 || w.Header().Get("Content-Length") == "0" {
		t.Errorf("HEAD: %d %d %v", w.Code, w.Body.Len(), w.Header())
	}
	for _, path := range []string{"/web/", "/web/nothing.js", "/web/../web.go", "/web/index.html"} {
		w := serve(p, "GET", path)
		var env struct {
			Error struct{ Code, Message string }
		}
		if w.Code != 404 || json.Unmarshal(w.Body.Bytes(), &env) != nil || env.Error.Code != "not_found" {
			t.Errorf("GET %s: %d %s", path, w.Code, w.Body)
		}
	}
}

// TestNoEngine: a binary without the generated engine that may not build
// one answers the engine's URL with an error that says what to do.
func TestNoEngine(t *testing.T) {
	if _, ok := Embedded(); ok {
		t.Skip("this test binary embeds the engine (go generate ./web ran)")
	}
	p, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	w := serve(p, "GET", "/web/engine.wasm")
	if w.Code != 404 || !strings.Contains(w.Body.String(), "go generate ./web") {
		t.Errorf("GET /web/engine.wasm: %d %s", w.Code, w.Body)
	}
}

// TestEngine serves the engine, compressed, and its wasm_exec.js.
func TestEngine(t *testing.T) {
	p := page(t, Config{})
	w := serve(p, "GET", "/web/engine.wasm", "Accept-Encoding", "gzip")
	if w.Code != 200 || w.Header().Get("Content-Type") != "application/wasm" || w.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("GET /web/engine.wasm: %d %v %s", w.Code, w.Header(), w.Body.Bytes()[:min(200, w.Body.Len())])
	}
	if raw := gunzipBody(t, w.Body.Bytes()); !strings.HasPrefix(raw, "\x00asm") {
		t.Errorf("the engine is not WebAssembly: % x", raw[:8])
	}
	if w := serve(p, "GET", "/web/engine.wasm"); !bytes.HasPrefix(w.Body.Bytes(), []byte("\x00asm")) {
		t.Error("the engine uncompressed is not WebAssembly")
	}
	if w := serve(p, "GET", "/web/wasm_exec.js"); w.Code != 200 || !strings.Contains(w.Body.String(), "globalThis.Go = class") {
		t.Errorf("GET /web/wasm_exec.js: %d", w.Code)
	}
}

// TestEngineCurrent fails when the engine that go generate ./web wrote
// is older than the sources it is built from.
func TestEngineCurrent(t *testing.T) {
	e, ok := Embedded()
	if !ok {
		t.Skip("no generated engine in web/static: nothing to check (the page builds it from source)")
	}
	sum, err := Fingerprint(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if sum != e.Sum {
		t.Errorf("web/static/engine.wasm.gz was built from other sources than these: run go generate ./web")
	}
}

// TestBudget checks the size budget of docs/web.md: the page with its
// engine, as served compressed, at most 2.5 MB (the scoring issue's budget).
func TestBudget(t *testing.T) {
	p := page(t, Config{})
	n, err := p.Size(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("page and engine, gzip: %d bytes", n)
	if n > 2_500_000 {
		t.Errorf("page and engine are %d bytes compressed, over the budget of 2,500,000", n)
	}
}

func TestWriteStatic(t *testing.T) {
	p := page(t, Config{Version: "1.2.3"})
	dir := t.TempDir()
	if err := p.WriteStatic(context.Background(), dir, "https://pqs.example.com"); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "web/app.js", "web/style.css", "web/icon.svg", "web/wasm_exec.js", "web/engine.wasm"} {
		raw, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		gz, err := os.ReadFile(filepath.Join(dir, name+".gz"))
		if err != nil {
			t.Fatal(err)
		}
		if gunzipBody(t, gz) != string(raw) {
			t.Errorf("%s.gz is not %s", name, name)
		}
	}
	html, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	for _, want := range []string{`data-static="true"`, `rel="preload"`, `https://pqs.example.com</span>/api/score/free`, `http-equiv="Content-Security-Policy"`, `href="https://pqs.example.com/openapi.json"`} {
		if !strings.Contains(string(html), want) {
			t.Errorf("static index.html lacks %q", want)
		}
	}
	if strings.Contains(string(html), `id="api-key"`) {
		t.Error("a static page offers the calls with a key, which need its own server")
	}
	wasm, _ := os.ReadFile(filepath.Join(dir, "web/engine.wasm"))
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Error("web/engine.wasm is not WebAssembly")
	}
}

func TestAcceptsGzip(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"", false}, {"gzip", true}, {"gzip, deflate, br", true}, {"br;q=1.0, gzip;q=0.8", true},
		{"gzip;q=0", false}, {"identity", false}, {"*", true}, {"x-gzip", false},
	} {
		if got := acceptsGzip(tc.in); got != tc.want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestBuild builds the engine from source, as go generate ./web does and
// a development build of pqs serve does when its embedded engine is
// missing or older than the sources.
func TestBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds the engine")
	}
	p, err := New(Config{BuildEngine: true})
	if err != nil {
		t.Fatal(err)
	}
	p.embedded = func() (*Engine, bool) { return &Engine{WasmGzip: []byte("stale"), Sum: "stale"}, true }
	e, err := p.Engine(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	raw, err := gunzip(e.WasmGzip)
	if err != nil || !bytes.HasPrefix(raw, []byte("\x00asm")) {
		t.Fatalf("Build: not gzip WebAssembly: %v", err)
	}
	if !bytes.Contains(e.WasmExec, []byte("globalThis.Go = class")) {
		t.Error("Build: wasm_exec.js is not Go's")
	}
	sum, err := Fingerprint(context.Background())
	if err != nil || sum != e.Sum || len(sum) != 64 {
		t.Errorf("Build: fingerprint %q, want %q (%v)", e.Sum, sum, err)
	}
}

// TestEngineStatus: while the engine is built, GET /web/engine-status
// says so at once, and a wait for the engine ends with its context; then
// it says ready, or failed when the build failed.
func TestEngineStatus(t *testing.T) {
	status := func(p *Page) engineStatus {
		t.Helper()
		w := serve(p, "GET", "/web/engine-status")
		var st engineStatus
		if w.Code != 200 || w.Header().Get("Cache-Control") != "no-store" || json.Unmarshal(w.Body.Bytes(), &st) != nil {
			t.Fatalf("GET /web/engine-status: %d %v %s", w.Code, w.Header(), w.Body)
		}
		return st
	}
	wasm, err := gzipBytes([]byte("\x00asm\x01\x00\x00\x00"))
	if err != nil {
		t.Fatal(err)
	}
	release := make(chan struct{})
	p, err := New(Config{BuildEngine: true})
	if err != nil {
		t.Fatal(err)
	}
	p.embedded = func() (*Engine, bool) { return nil, false }
	p.build = func(ctx context.Context) (*Engine, error) {
		<-release
		return &Engine{WasmGzip: wasm, WasmExec: []byte("globalThis.Go = class {};"), Sum: "test"}, nil
	}
	st := status(p) // starts the build
	for deadline := time.Now().Add(5 * time.Second); st.State != engineBuilding && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		st = status(p)
	}
	if st.State != engineBuilding {
		t.Fatalf("status while building: %+v", st)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := p.Engine(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Engine while building, with a context that ends: %v", err)
	}
	time.Sleep(20 * time.Millisecond)
	if later := status(p); later.State != engineBuilding || later.BuildingMS <= st.BuildingMS {
		t.Errorf("status later while building: %+v, then %+v", st, later)
	}
	close(release)
	if _, err := p.Engine(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := status(p); st != (engineStatus{State: engineReady}) {
		t.Errorf("status once built: %+v", st)
	}
	if w := serve(p, "GET", "/web/engine.wasm"); w.Code != 200 || !bytes.HasPrefix(w.Body.Bytes(), []byte("\x00asm")) {
		t.Errorf("GET /web/engine.wasm once built: %d", w.Code)
	}

	// A build that fails; a build that is not allowed.
	failing, err := New(Config{BuildEngine: true})
	if err != nil {
		t.Fatal(err)
	}
	failing.embedded = p.embedded
	failing.build = func(context.Context) (*Engine, error) { return nil, errors.New("no go command") }
	none, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	none.embedded = p.embedded
	for _, p := range []*Page{failing, none} {
		if _, err := p.Engine(context.Background()); !errors.Is(err, ErrNoEngine) {
			t.Errorf("Engine: %v, want ErrNoEngine", err)
		}
		if st := status(p); st != (engineStatus{State: engineFailed}) {
			t.Errorf("status: %+v, want failed", st)
		}
		if w := serve(p, "GET", "/web/wasm_exec.js"); w.Code != 404 || !strings.Contains(w.Body.String(), "go generate ./web") {
			t.Errorf("GET /web/wasm_exec.js: %d %s", w.Code, w.Body)
		}
	}
}
