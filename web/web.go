// Package web is the page where people score prompts as they type: GET /
// of pqs serve, and the same page as a static folder (WriteStatic).
//
// The page scores in the browser with the scoring engine itself, compiled
// to WebAssembly (web/wasm, through web/engine), so its numbers are those
// of pqs score --json; nothing typed leaves the page. Its "Use it from
// your agent" part is generated from the price table and version the
// server uses. It loads nothing from other origins and runs under a
// strict Content-Security-Policy.
//
// The engine is built by go generate ./web (Build) into web/static, which
// the binary embeds; the files are not committed. A development build
// without them (go run . serve on a fresh clone) builds the engine from
// the source tree on first use when Config.BuildEngine is set, and
// otherwise the page says how to build it. docs/web.md has the details.
package web

//go:generate go run ./internal/gen

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
)

//go:embed static
var static embed.FS

// Config configures the page.
type Config struct {
	// Version is the release version ("1.2.0"); "" is an unreleased build,
	// whose page links to the releases rather than to one release's files.
	Version string
	// Prices is the price table the server charges (default
	// payments.DefaultPrices).
	Prices payments.PriceTable
	// FreeLimit is the free route's limit per minute per client IP; 0 is
	// no limit.
	FreeLimit int
	// X402Network is the x402 network payments are taken on ("base",
	// "base-sepolia"); "" means x402 is off.
	X402Network string
	// ModelConfigured says that the server has a language model behind
	// optimize and compare. Without one, optimize only returns the offline
	// rewrite (which the page shows for free) and compare fails, so the
	// page says so and offers neither.
	ModelConfigured bool
	// Repo is the GitHub repository of the releases (default pqs-dev/pqs).
	Repo string
	// BuildEngine lets a binary without the generated engine, or with one
	// older than the source tree in the working directory, build it from
	// that tree with the go command on first use. Only development builds
	// set it.
	BuildEngine bool
	// Logger receives the engine build's outcome. Nil: discard.
	Logger *slog.Logger
}

// DefaultRepo is the GitHub repository whose releases the page links to.
const DefaultRepo = "pqs-dev/pqs"

// asset is a file the page loads, held in memory with its gzip.
type asset struct {
	name, contentType string
	raw, gz           []byte
	hash              string // of the content: the page's ?v=
	etag              string // weak: the raw and gzip bodies share it
}

// Page serves the page and its files. Create it with New.
type Page struct {
	cfg    Config
	log    *slog.Logger
	assets map[string]*asset // by path below /web/
	index  *asset

	// The engine: embedded, or built on first use. prepare starts
	// loading it once, in the background; ready is closed when engine and
	// engineErr are set. Until then state says what is being done, for
	// the page to show (GET /web/engine-status).
	embedded   func() (*Engine, bool)                 // Embedded; tests replace it
	build      func(context.Context) (*Engine, error) // Build; tests replace it
	engineOnce sync.Once
	ready      chan struct{}
	engine     *Engine
	engineErr  error
	wasm       *asset
	wasmExec   *asset

	mu         sync.Mutex
	state      string    // engineChecking, engineBuilding; then engineReady or engineFailed
	buildStart time.Time // when the build from source started
}

// The states of the engine, as GET /web/engine-status names them.
const (
	engineChecking = "checking" // is the embedded engine current? (go list, in a development build)
	engineBuilding = "building" // compiling it from source
	engineReady    = "ready"
	engineFailed   = "failed"
)

// New returns the page of a server configured by cfg.
func New(cfg Config) (*Page, error) {
	if cfg.Prices == nil {
		cfg.Prices = payments.DefaultPrices()
	}
	if cfg.Repo == "" {
		cfg.Repo = DefaultRepo
	}
	p := &Page{cfg: cfg, log: cfg.Logger, assets: map[string]*asset{}, embedded: Embedded, build: Build,
		ready: make(chan struct{}), state: engineChecking}
	if p.log == nil {
		p.log = slog.New(slog.DiscardHandler)
	}
	for _, f := range []struct{ name, contentType string }{
		{"app.js", "text/javascript; charset=utf-8"},
		{"style.css", "text/css; charset=utf-8"},
		{"icon.svg", "image/svg+xml"},
	} {
		b, err := static.ReadFile("static/" + f.name)
		if err != nil {
			return nil, err
		}
		a, err := newAsset(f.name, f.contentType, b)
		if err != nil {
			return nil, err
		}
		p.assets[f.name] = a
	}
	html, err := p.render(false, "")
	if err != nil {
		return nil, err
	}
	if p.index, err = newAsset("index.html", "text/html; charset=utf-8", html); err != nil {
		return nil, err
	}
	return p, nil
}

func newAsset(name, contentType string, raw []byte) (*asset, error) {
	gz, err := gzipBytes(raw)
	if err != nil {
		return nil, err
	}
	return newAssetGzip(name, contentType, raw, gz), nil
}

func newAssetGzip(name, contentType string, raw, gz []byte) *asset {
	sum := sha256.Sum256(raw)
	hash := hex.EncodeToString(sum[:8])
	return &asset{name: name, contentType: contentType, raw: raw, gz: gz, hash: hash, etag: `W/"` + hash + `"`}
}

// Embedded returns the engine built into this binary by go generate
// ./web, and false when the binary was built without it.
func Embedded() (*Engine, bool) {
	wasm, err1 := static.ReadFile("static/" + engineFile)
	execJS, err2 := static.ReadFile("static/" + wasmExecFile)
	sum, err3 := static.ReadFile("static/" + sumFile)
	if err1 != nil || err2 != nil || err3 != nil {
		return nil, false
	}
	return &Engine{WasmGzip: wasm, WasmExec: execJS, Sum: strings.TrimSpace(string(sum))}, true
}

// ErrNoEngine is wrapped by the error of a page whose binary has no
// engine and may not build one.
var ErrNoEngine = errors.New("this pqs binary was built without the web page's engine: run go generate ./web, then build it again (docs/web.md)")

// Engine returns the page's engine: the embedded one, else (with
// Config.BuildEngine) one built from the source tree, once. With
// Config.BuildEngine an embedded engine older than the source tree is
// rebuilt too. It waits for a build that another request started; ctx
// ends the wait, not the build.
func (p *Page) Engine(ctx context.Context) (*Engine, error) {
	p.prepare()
	select {
	case <-p.ready:
		return p.engine, p.engineErr
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// prepare starts loading the engine, once, in the background: a build
// can take a minute, and the page and its script are served meanwhile.
func (p *Page) prepare() {
	p.engineOnce.Do(func() { go p.load() })
}

func (p *Page) load() {
	defer close(p.ready)
	// Not a request's context: every request waits for the same engine,
	// and the one that started it may hang up.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	p.engine, p.engineErr = p.find(ctx)
	if p.engineErr == nil {
		raw, err := gunzip(p.engine.WasmGzip)
		if err != nil {
			p.engineErr = fmt.Errorf("web page engine: %w", err)
		} else {
			p.wasm = newAssetGzip("engine.wasm", "application/wasm", raw, p.engine.WasmGzip)
			p.wasmExec, p.engineErr = newAsset(wasmExecFile, "text/javascript; charset=utf-8", p.engine.WasmExec)
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.state = engineReady
	if p.engineErr != nil {
		p.state = engineFailed
	}
}

// find returns the embedded engine, or builds one from source when the
// configuration allows it and the embedded one is missing or stale.
func (p *Page) find(ctx context.Context) (*Engine, error) {
	e, ok := p.embedded()
	why := "development build without go generate ./web"
	if ok && p.cfg.BuildEngine {
		// A development build may embed an engine generated before the
		// sources last changed: it would score unlike the CLI.
		if sum, err := Fingerprint(ctx); err == nil && sum != e.Sum {
			ok, why = false, "the engine go generate ./web wrote is older than the sources"
		}
	}
	switch {
	case ok:
		return e, nil
	case !p.cfg.BuildEngine:
		return nil, ErrNoEngine
	}
	start := time.Now()
	p.mu.Lock()
	p.state, p.buildStart = engineBuilding, start
	p.mu.Unlock()
	p.log.InfoContext(ctx, "building the web page's engine from source ("+why+")")
	e, err := p.build(ctx)
	if err != nil {
		err = fmt.Errorf("%w; building it from source failed: %v", ErrNoEngine, err)
		p.log.ErrorContext(ctx, "web page engine", "err", err)
		return nil, err
	}
	p.log.InfoContext(ctx, "built the web page's engine", "duration_ms", time.Since(start).Milliseconds())
	return e, nil
}

// engineStatus is the answer of GET /web/engine-status.
type engineStatus struct {
	State      string `json:"state"`                 // checking, building, ready or failed
	BuildingMS int64  `json:"building_ms,omitempty"` // how long the build has been running
}

// serveStatus answers GET /web/engine-status, at once: what is being done
// to get the engine, so that the page can say so while it waits for it.
// Asking starts it.
func (p *Page) serveStatus(w http.ResponseWriter) {
	p.prepare()
	p.mu.Lock()
	st := engineStatus{State: p.state}
	if st.State == engineBuilding {
		st.BuildingMS = time.Since(p.buildStart).Milliseconds()
	}
	p.mu.Unlock()
	b, _ := json.Marshal(st)
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	w.Write(append(b, '\n'))
}

// ServeHTTP serves GET / (the page) and GET /web/NAME (its files).
func (p *Page) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	if r.URL.Path == "/" {
		h.Set("Content-Security-Policy", csp+"; frame-ancestors 'none'")
		h.Set("Cache-Control", "no-cache")
		serveAsset(w, r, p.index)
		return
	}
	name, ok := strings.CutPrefix(r.URL.Path, "/web/")
	if ok && name == "engine-status" {
		p.serveStatus(w)
		return
	}
	a := p.assets[name]
	if ok && (name == "engine.wasm" || name == wasmExecFile) {
		if _, err := p.Engine(r.Context()); err != nil {
			writeError(w, http.StatusNotFound, tools.CodeNotFound, err.Error())
			return
		}
		a = p.wasm
		if name == wasmExecFile {
			a = p.wasmExec
		}
	}
	if !ok || a == nil {
		writeError(w, http.StatusNotFound, tools.CodeNotFound, "no file "+r.URL.Path)
		return
	}
	// The page asks for each file with ?v= its hash, so a file asked for
	// by its current hash never changes.
	if v := r.URL.Query().Get("v"); v != "" && v == a.hash {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	serveAsset(w, r, a)
}

func serveAsset(w http.ResponseWriter, r *http.Request, a *asset) {
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("ETag", a.etag)
	h.Add("Vary", "Accept-Encoding")
	if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Contains(inm, a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.raw
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// acceptsGzip reports whether an Accept-Encoding value allows gzip.
func acceptsGzip(ae string) bool {
	for part := range strings.SplitSeq(ae, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if c := strings.TrimSpace(coding); c != "gzip" && c != "*" {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	var env struct {
		Error struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	env.Error.Code, env.Error.Message = code, msg
	b, _ := json.Marshal(env)
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// csp is the page's Content-Security-Policy: its own files only, the
// WebAssembly compiled from them, and requests to its own origin. The
// page's <meta> carries it too, for static hosts; the header adds
// frame-ancestors, which a <meta> cannot carry.
const csp = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'"

// WriteStatic writes the page as a static folder into dir, for any static
// host: index.html and web/ with the engine, each file beside its .gz for
// hosts that serve precompressed files. apiURL is the pqs server the
// page's examples name ("" names http://127.0.0.1:8080, pqs serve's
// default address). A static page scores offline; calls with an API key
// need the page served by pqs itself (the API answers no cross-origin
// requests).
func (p *Page) WriteStatic(ctx context.Context, dir, apiURL string) error {
	if _, err := p.Engine(ctx); err != nil {
		return err
	}
	html, err := p.render(true, apiURL)
	if err != nil {
		return err
	}
	index, err := newAsset("index.html", "text/html; charset=utf-8", html)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dir, "web"), 0o755); err != nil {
		return err
	}
	files := []*asset{p.wasm, p.wasmExec}
	for _, a := range p.assets {
		files = append(files, a)
	}
	write := func(path string, a *asset) error {
		if err := os.WriteFile(path, a.raw, 0o644); err != nil {
			return err
		}
		return os.WriteFile(path+".gz", a.gz, 0o644)
	}
	if err := write(filepath.Join(dir, "index.html"), index); err != nil {
		return err
	}
	for _, a := range files {
		if err := write(filepath.Join(dir, "web", a.name), a); err != nil {
			return err
		}
	}
	return nil
}

// Size is the bytes a browser downloads for the page, as served
// compressed: the HTML, the script, the style sheet, the icon, Go's
// wasm_exec.js and the engine.
func (p *Page) Size(ctx context.Context) (int, error) {
	if _, err := p.Engine(ctx); err != nil {
		return 0, err
	}
	n := len(p.index.gz) + len(p.wasm.gz) + len(p.wasmExec.gz)
	for _, a := range p.assets {
		n += len(a.gz)
	}
	return n, nil
}

// assetURL is the URL the page loads a file by: relative, so that a
// static copy works from any folder, with ?v= its content hash.
func (p *Page) assetURL(name string) string {
	a := p.assets[name]
	return "web/" + name + "?v=" + a.hash
}

var pageTemplate = template.Must(template.New("index.html").ParseFS(static, "static/index.html"))

func (p *Page) render(static bool, apiURL string) ([]byte, error) {
	var b bytes.Buffer
	if err := pageTemplate.Execute(&b, p.data(static, apiURL)); err != nil {
		return nil, fmt.Errorf("web: render the page: %w", err)
	}
	return b.Bytes(), nil
}
