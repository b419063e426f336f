package web

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/pqs-dev/pqs/internal/browsertest"
	"github.com/pqs-dev/pqs/scoring"
)

// TestFirstVisit opens the page in Chromium as on a fresh clone: a
// development build with no generated engine, which builds it from
// source on the first visit. The build is held until the test has seen
// that the page and its script came at once, that the page says the
// engine is being built, and that the prompt box takes typing; then the
// engine is built for real and the typed prompt is scored.
//
// The browser tests of e2e (TestWebPage) cover the rest of the page.
func TestFirstVisit(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts Chromium and builds the engine")
	}
	bctx := newBrowser(t)
	p, err := New(Config{BuildEngine: true})
	if err != nil {
		t.Fatal(err)
	}
	p.embedded = func() (*Engine, bool) { return nil, false } // no go generate ./web
	release := make(chan struct{})
	var releaseOnce sync.Once
	free := func() { releaseOnce.Do(func() { close(release) }) }
	defer free()
	var built time.Duration
	p.build = func(ctx context.Context) (*Engine, error) {
		select {
		case <-release:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		start := time.Now()
		defer func() { built = time.Since(start) }()
		return Build(ctx)
	}
	log := &serveLog{}
	mux := http.NewServeMux()
	mux.Handle("GET /{$}", p) // as transport mounts it
	mux.Handle("GET /web/", p)
	srv := httptest.NewServer(log.wrap(mux))
	defer srv.Close()

	ctx, cancel := chromedp.NewContext(bctx)
	defer cancel()
	errs := consoleErrors(t, ctx)
	start := time.Now()
	if _, err := chromedp.Call(ctx, cdppage.Navigate, cdppage.NavigateParams{URL: srv.URL + "/"}); err != nil {
		t.Fatal(err)
	}
	poll(t, ctx, 20*time.Second, `document.body.dataset.engine === 'building' && !document.getElementById('engine-wait').hidden`)
	building := time.Since(start)

	// The page and its files came at once; only the engine waits.
	for _, path := range []string{"/", "/web/app.js", "/web/style.css"} {
		if d, ok := log.took(path); !ok || d > time.Second {
			t.Errorf("GET %s: answered %v in %v, want at once while the engine builds", path, ok, d)
		}
	}
	if _, ok := log.took("/web/engine.wasm"); ok {
		t.Error("the engine was answered before it was built")
	}
	if rs := evalT[string](t, ctx, `document.readyState`); rs != "complete" {
		t.Errorf("document.readyState while the engine builds: %q, want complete (a tool that waits for the load event would wait for the build)", rs)
	}
	status := evalT[string](t, ctx, `document.getElementById('engine-status').textContent`)
	if !strings.HasPrefix(status, "Building the scoring engine from source") {
		t.Errorf("status while building: %q", status)
	}
	// The box takes typing while the engine builds.
	const prompt = "Summarize the incident report below for the on-call team in three bullets."
	do(t, ctx, 10*time.Second,
		chromedp.Evaluate[chromedp.Void](`document.getElementById('prompt').value = ''`),
		chromedp.SendKeys(chromedp.ID("prompt"), prompt),
		chromedp.Click(chromedp.ID("rewrite-toggle")), chromedp.Click(chromedp.ID("rewrite-toggle")))
	if got := evalT[string](t, ctx, `document.getElementById('prompt').value`); got != prompt {
		t.Errorf("typed while building: the box holds %q", got)
	}
	if evalT[bool](t, ctx, `document.getElementById('result').dataset.firstScoreMs !== undefined`) {
		t.Error("a score is shown before there is an engine")
	}

	free()
	poll(t, ctx, 4*time.Minute, `document.body.dataset.engine === 'ready' && document.getElementById('result').dataset.firstScoreMs !== undefined`)
	scored := time.Since(start)
	want, err := scoring.Score(prompt, scoring.General)
	if err != nil {
		t.Fatal(err)
	}
	if got := evalT[string](t, ctx, `document.getElementById('total').textContent`); got != strconv.Itoa(want.Total) {
		t.Errorf("the typed prompt scored %s on the page, want %d (scoring.Score)", got, want.Total)
	}
	if !evalT[bool](t, ctx, `document.getElementById('engine-wait').hidden`) {
		t.Error("the building line stays once the engine is ready")
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("console errors: %q", e)
	}
	if _, err := p.Engine(context.Background()); err != nil { // and built is set
		t.Fatal(err)
	}
	t.Logf("building shown %v after navigation (page %v, app.js %v); engine built in %v; first score %v after navigation",
		building.Round(time.Millisecond), log.at("/"), log.at("/web/app.js"), built.Round(time.Millisecond), scored.Round(time.Millisecond))
}

// serveLog records how long each path took to answer and when, since the
// first request.
type serveLog struct {
	mu    sync.Mutex
	first time.Time
	paths map[string][2]time.Duration // path -> answered at, took
}

func (l *serveLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		l.mu.Lock()
		if l.first.IsZero() {
			l.first = start
		}
		l.mu.Unlock()
		h.ServeHTTP(w, r)
		l.mu.Lock()
		defer l.mu.Unlock()
		if l.paths == nil {
			l.paths = map[string][2]time.Duration{}
		}
		if _, seen := l.paths[r.URL.Path]; !seen {
			l.paths[r.URL.Path] = [2]time.Duration{time.Since(l.first), time.Since(start)}
		}
	})
}

func (l *serveLog) took(path string) (time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	d, ok := l.paths[path]
	return d[1], ok
}

func (l *serveLog) at(path string) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	d, ok := l.paths[path]
	if !ok {
		return "never"
	}
	return "answered at " + d[0].Round(time.Millisecond).String()
}

// newBrowser starts headless Chromium (as e2e's browser tests do), or
// skips t without it.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	return browsertest.Start(t, "the page's first visit in a browser")
}

// consoleErrors records the tab's console errors and uncaught
// exceptions, and returns a func that lists them.
func consoleErrors(t *testing.T, ctx context.Context) func() []string {
	t.Helper()
	var mu sync.Mutex
	var errs []string
	if err := chromedp.Do(ctx); err != nil {
		t.Fatal(err)
	}
	err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				errs = append(errs, fmt.Sprintf("console.error %v", ev.Args))
			}
		case *runtime.EventExceptionThrown:
			errs = append(errs, "exception: "+ev.ExceptionDetails.Text)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), errs...)
	}
}

func do(t *testing.T, ctx context.Context, limit time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

func evalT[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// poll waits until a JavaScript expression is true, for at most limit.
func poll(t *testing.T, ctx context.Context, limit time.Duration, expr string) {
	t.Helper()
	pctx, cancel := context.WithTimeout(ctx, limit+5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(pctx, chromedp.Poll[bool](expr, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(limit))); err != nil {
		t.Fatalf("waiting %v for %s: %v (status: %q)", limit, expr, err, evalT[string](t, ctx, `document.getElementById('engine-status') ? document.getElementById('engine-status').textContent : document.readyState`))
	}
}
