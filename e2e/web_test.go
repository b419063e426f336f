package e2e

// The web page in a real browser: headless Chromium (Debian's chromium
// package, which .ci/run installs) driven by chromedp, against the real
// pqs binary (serve, score, keys, web) with the fake OpenAI-compatible
// provider of the model tests. Without chromium the tests skip and say so.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/pqs-dev/pqs/internal/browsertest"
	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/web"
)

// newBrowser starts a headless Chromium for the page's tests, or skips
// tb without it.
func newBrowser(tb testing.TB) context.Context {
	tb.Helper()
	return browsertest.Start(tb, "the web page's browser tests",
		chromedp.Flag("disable-quic", true),
		// Tabs the tests leave behind keep running: the page scores at the
		// next animation frame.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
	)
}

// tab is one browser tab on the page. Every request it makes is
// intercepted: one to another origin is refused and recorded, and so is
// one that block matches. Console errors, uncaught exceptions and browser
// log errors (a refused load, a CSP violation) are recorded too.
type tab struct {
	ctx    context.Context
	origin string

	mu       sync.Mutex
	requests []string
	foreign  []string
	errors   []string
}

func openTab(tb testing.TB, browserCtx context.Context, origin string, block func(url string) bool) *tab {
	tb.Helper()
	ctx, cancel := chromedp.NewContext(browserCtx)
	tb.Cleanup(cancel)
	p := &tab{ctx: ctx, origin: origin}
	if err := chromedp.Do(ctx); err != nil {
		tb.Fatal(err)
	}
	err := chromedp.Listen(ctx, func(ev any) {
		p.mu.Lock()
		defer p.mu.Unlock()
		switch ev := ev.(type) {
		case *fetch.EventRequestPaused:
			u := ev.Request.URL
			p.requests = append(p.requests, u)
			refuse := !sameOrigin(u, origin)
			if refuse {
				p.foreign = append(p.foreign, u)
			}
			refuse = refuse || block != nil && block(u)
			id := ev.RequestID
			// A func of Listen may run no command: answer from another goroutine.
			go func() {
				if refuse {
					chromedp.Call(ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: id, ErrorReason: network.ErrorReasonBlockedByClient})
				} else {
					chromedp.Call(ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: id})
				}
			}()
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
				var args []string
				for _, a := range ev.Args {
					args = append(args, string(a.Value)+a.Description)
				}
				p.errors = append(p.errors, "console."+string(ev.Type)+": "+strings.Join(args, " "))
			}
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			desc := d.Text
			if d.Exception != nil {
				desc += " " + d.Exception.Description
			}
			p.errors = append(p.errors, fmt.Sprintf("exception at %s:%d: %s", d.URL, d.LineNumber+1, desc))
		case *cdplog.EventEntryAdded:
			if ev.Entry.Level == cdplog.EntryLevelError {
				p.errors = append(p.errors, "log: "+ev.Entry.Text+" "+ev.Entry.URL)
			}
		}
	})
	if err != nil {
		tb.Fatal(err)
	}
	for _, err := range []error{
		call(ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*"}}}),
		call(ctx, cdplog.Enable, cdp.Empty{}),
	} {
		if err != nil {
			tb.Fatal(err)
		}
	}
	return p
}

func call[P, R any](ctx context.Context, cmd cdp.Command[P, R], params P) error {
	_, err := chromedp.Call(ctx, cmd, params)
	return err
}

func sameOrigin(u, origin string) bool {
	a, err1 := url.Parse(u)
	b, err2 := url.Parse(origin)
	return err1 == nil && err2 == nil && a.Scheme == b.Scheme && a.Host == b.Host
}

// do runs actions on the tab within limit.
func (p *tab) do(tb testing.TB, limit time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, limit)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		tb.Fatalf("%v\nconsole errors: %q", err, p.consoleErrors())
	}
}

// eval evaluates a JavaScript expression on the tab.
func eval[T any](tb testing.TB, p *tab, expr string) T {
	tb.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

func shownJS(id string) string  { return `!document.getElementById('` + id + `').hidden` }
func hiddenJS(id string) string { return `document.getElementById('` + id + `').hidden` }

// poll waits until a JavaScript expression is true, for at most 10 s.
func (p *tab) poll(tb testing.TB, expr string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 15*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		tb.Fatalf("waiting for %s: %v", expr, err)
	}
}

func (p *tab) consoleErrors() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.errors)
}

func (p *tab) foreignRequests() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.foreign)
}

// load opens the page and waits for its first score.
func (p *tab) load(tb testing.TB, pageURL string) {
	tb.Helper()
	p.do(tb, 3*time.Minute, // a development build may compile the engine on this first visit
		chromedp.Navigate(pageURL),
		chromedp.WaitVisible(chromedp.CSS(`#result[aria-busy="false"]`)),
	)
	if box := eval[string](tb, p, `document.getElementById('engine-error').hidden ? '' : document.getElementById('engine-error').textContent`); box != "" {
		tb.Fatalf("engine error on the page: %s", box)
	}
}

// shown is the score as the page displays it.
type shown struct {
	Total, Grade, Percentile, Language string
	Dims                               map[string]string
}

const readShown = `(() => ({
  Total: document.getElementById('total').textContent,
  Grade: document.getElementById('grade').textContent,
  Percentile: document.getElementById('percentile').textContent,
  Language: document.getElementById('language').hidden ? '' : document.getElementById('language-name').textContent,
  Dims: Object.fromEntries([...document.querySelectorAll('#dimensions > li')].map(li => [li.dataset.dim, li.querySelector('.dim-score').textContent])),
}))()`

// cliResult is what pqs score --json prints, as the page must show it.
type cliResult struct {
	Score      int            `json:"score"`
	Grade      string         `json:"grade"`
	Percentile int            `json:"percentile"`
	Language   string         `json:"language"`
	Dimensions map[string]int `json:"dimensions"`
}

func (c cliResult) shown() shown {
	s := shown{Total: strconv.Itoa(c.Score), Grade: c.Grade, Percentile: strconv.Itoa(c.Percentile), Dims: map[string]string{}}
	for _, name := range scoring.DimensionNames() {
		s.Dims[name] = strconv.Itoa(c.Dimensions[name])
	}
	return s
}

func cliScore(t *testing.T, prompt, vertical string) cliResult {
	t.Helper()
	out, _ := pqs(t, nil, "score", "--json", "--vertical", vertical, prompt)
	var r cliResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// waitShown reads the displayed score until it equals want (the page
// scores on each input event, so this is at once) or 5 s pass, and fails
// with the difference.
func waitShown(t *testing.T, p *tab, want shown, what string) {
	t.Helper()
	var got shown
	for deadline := time.Now().Add(5 * time.Second); ; {
		got = eval[shown](t, p, readShown)
		lang := got.Language
		if want.Language == "" {
			got.Language = "" // render it when the result has it; nothing to compare otherwise
		}
		if fmt.Sprint(got) == fmt.Sprint(want) || want.Language != "" && strings.Contains(lang, "("+want.Language+")") && sameScores(got, want) {
			return
		}
		if time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Errorf("%s: the page shows %+v, want %+v (pqs score --json)", what, got, want)
}

func sameScores(a, b shown) bool {
	a.Language, b.Language = "", ""
	return fmt.Sprint(a) == fmt.Sprint(b)
}

// typeText clears a text field and types text into it, key by key, and
// waits for the page to score it.
func typeText(t *testing.T, p *tab, sel, text string) {
	t.Helper()
	p.do(t, time.Minute,
		chromedp.Evaluate[chromedp.Void](`(() => { const el = document.querySelector(`+strconv.Quote(sel)+`); el.value = ''; el.dispatchEvent(new Event('input')); })()`),
		chromedp.SendKeys(chromedp.CSS(sel), text),
	)
	p.settle(t)
}

// settle waits for two animation frames: the page scores an edit at the
// next one, so its display is then up to date.
func (p *tab) settle(t *testing.T) {
	t.Helper()
	eval[bool](t, p, `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
}

// reset puts the page back in text mode, general, without the rewrite.
func (p *tab) reset(t *testing.T) {
	t.Helper()
	p.do(t, 10*time.Second, chromedp.Evaluate[chromedp.Void](`(() => {
	  const m = document.getElementById('mode-text'); if (!m.checked) m.click();
	  const r = document.getElementById('rewrite-toggle'); if (r.checked) r.click();
	  const s = document.getElementById('vertical'); if (s.value !== 'general') { s.value = 'general'; s.dispatchEvent(new Event('change')); }
	})()`))
}

func setVertical(t *testing.T, p *tab, v string) {
	t.Helper()
	p.do(t, 10*time.Second, chromedp.Evaluate[chromedp.Void](`(() => { const s = document.getElementById('vertical'); s.value = `+strconv.Quote(v)+`; s.dispatchEvent(new Event('change')); })()`))
	p.settle(t)
}

// webServer runs pqs serve with a key store and the fake model provider,
// and returns its URL and two keys: one with room, one with a quota of 1.
func webServer(t *testing.T, env map[string]string) (s *replica, key, oneCall string) {
	t.Helper()
	dir := t.TempDir()
	mk := func(name, quota string) string {
		k, _ := pqs(t, map[string]string{"PQS_DATA_DIR": dir}, "keys", "create", "--name", name, "--quota", quota)
		return strings.TrimSpace(k)
	}
	key, oneCall = mk("web", "100"), mk("one", "1")
	fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply {
		rep := fakeProvider(ctx, r)
		if r.ResponseFormat == nil && r.Model == "target-m" {
			rep.Delay = 700 * time.Millisecond // long enough to see the progress indicator
		}
		return rep
	})
	full := map[string]string{
		"PQS_DATA_DIR":     dir,
		"OPENAI_BASE_URL":  fake.BaseURL,
		"OPENAI_API_KEY":   "sk-test",
		"PQS_TARGET_MODEL": "target-m",
		"PQS_MODELS":       "a=model-a,b=model-b",
		"PQS_JUDGE_MODEL":  "judge-m",
	}
	for k, v := range env {
		full[k] = v
	}
	return startReplica(t, "web", full), key, oneCall
}

// fakeProvider answers as a model would (modeltest.Answer), but refuses
// unanswerable.
func fakeProvider(ctx context.Context, r modeltest.Request) modeltest.Reply {
	if r.ResponseFormat == nil && strings.TrimSpace(r.User()) == unanswerable {
		return modeltest.Reply{Status: http.StatusBadRequest, Message: "this prompt is refused"}
	}
	return modeltest.Answer(ctx, r)
}

// unanswerable is a prompt the fake provider refuses (its rewrite it
// answers): optimize's "before" side then has no output.
const unanswerable = "Write a limerick the model refuses."

var pagePrompts = []struct{ name, prompt, vertical string }{
	{"plain", "Write a blog post about Bitcoin.", "general"},
	{"specific", "You are a crypto market analyst writing for retail investors new to Bitcoin. Write a 600-word blog post on what the April 2024 halving changed for miners' revenue. Use three sections with headings and end with a two-line summary. Cite a source for every figure.", "general"},
	{"sections", "## Task\nSummarize the incident report below for the on-call team.\n\n## Format\nThree bullets, each under 20 words.\n\n<report>\nAt 02:10 UTC the API returned 503 for 14 minutes.\n</report>", "research"},
	{"french", "Tu es analyste financier. Rédige un article de 600 mots sur le halving du Bitcoin d'avril 2024 pour des investisseurs débutants, en trois parties avec des intertitres.", "crypto"},
}

// TestWebPage drives the page of pqs serve in Chromium: its numbers are
// the CLI's, and chat mode, the vertical, the rewrite, the copy buttons,
// the keyboard, the model calls with a key, the errors, the layouts and
// the colour schemes work. One server and one browser serve every
// subtest.
func TestWebPage(t *testing.T) {
	bctx := newBrowser(t)
	s, key, oneCall := webServer(t, map[string]string{"PQS_PRICES": "score=0.03"})
	p := openTab(t, bctx, s.URL, nil)
	p.load(t, s.URL+"/")

	t.Run("typed prompts equal the CLI", func(t *testing.T) {
		p.reset(t)
		for _, tc := range pagePrompts {
			setVertical(t, p, tc.vertical)
			typeText(t, p, "#prompt", tc.prompt)
			want := cliScore(t, tc.prompt, tc.vertical)
			waitShown(t, p, want.shown(), tc.name)
			if want.Language != "" {
				s := want.shown()
				s.Language = want.Language
				waitShown(t, p, s, tc.name+" language")
			}
		}
	})

	t.Run("evidence and fixes", func(t *testing.T) {
		p.reset(t)
		prompt := pagePrompts[0].prompt
		setVertical(t, p, "general")
		typeText(t, p, "#prompt", prompt)
		r, err := scoring.Score(prompt, scoring.General)
		if err != nil {
			t.Fatal(err)
		}
		got := eval[[]string](t, p, `[...document.querySelectorAll('#fixes li')].map(li => li.textContent)`)
		if len(got) != len(r.TopFixes) {
			t.Fatalf("fixes shown %q, want %d", got, len(r.TopFixes))
		}
		for i, f := range r.TopFixes {
			if want := fmt.Sprintf("+%d %s: %s", f.Gain, f.Dimension, f.Action); got[i] != want {
				t.Errorf("fix %d shown %q, want %q", i, got[i], want)
			}
		}
		ev := eval[[]string](t, p, `[...document.querySelectorAll('#dimensions > li[data-dim=clarity] .evidence li')].map(li => li.textContent)`)
		want := append(append(slices.Clone(r.Dimensions[0].Fired), r.Dimensions[0].Deducted...), r.Dimensions[0].Missing...)
		if !slices.Equal(ev, want) {
			t.Errorf("clarity evidence shown %q, want %q", ev, want)
		}
	})

	t.Run("vertical by keyboard", func(t *testing.T) {
		p.reset(t)
		prompt := "Explain the risks of staking ETH on a liquid staking protocol for a treasury team."
		setVertical(t, p, "general")
		typeText(t, p, "#prompt", prompt)
		waitShown(t, p, cliScore(t, prompt, "general").shown(), "general")
		p.do(t, 10*time.Second, chromedp.Focus(chromedp.ID("vertical")), chromedp.KeyEvent(kb.ArrowDown))
		p.settle(t)
		if v := eval[string](t, p, `document.getElementById('vertical').value`); v != "crypto" {
			t.Fatalf("ArrowDown on the vertical selector: %q, want crypto", v)
		}
		waitShown(t, p, cliScore(t, prompt, "crypto").shown(), "crypto")
	})

	t.Run("chat mode scores as the API", func(t *testing.T) {
		p.reset(t)
		setVertical(t, p, "content")
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("mode-chat")), chromedp.WaitVisible(chromedp.ID("chat-editor")))
		p.settle(t)
		msgs := []scoring.Message{
			{Role: "system", Content: "You are a copywriter for Acme's coffee grinders. Keep every answer under 80 words."},
			{Role: "user", Content: "Write a tweet about our burr grinder."},
			{Role: "assistant", Content: "Grind fresh, taste more: the Acme Burr One gives 40 settings from espresso to French press."},
			{Role: "user", Content: "Now write one for our travel grinder, for campers."},
		}
		typeText(t, p, "#turns li:nth-child(1) textarea", msgs[0].Content)
		typeText(t, p, "#turns li:nth-child(2) textarea", msgs[1].Content)
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("add-turn")))
		typeText(t, p, "#turns li:nth-child(3) textarea", msgs[2].Content)
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("add-turn")))
		typeText(t, p, "#turns li:nth-child(4) textarea", msgs[3].Content)
		roles := eval[[]string](t, p, `[...document.querySelectorAll('#turns select')].map(s => s.value)`)
		if !slices.Equal(roles, []string{"system", "user", "assistant", "user"}) {
			t.Fatalf("roles %q", roles)
		}
		body, _ := json.Marshal(map[string]any{"messages": msgs, "vertical": "content"})
		r := do(t, http.DefaultClient, "POST", s.URL+"/api/score", string(body), "Authorization: Bearer "+key)
		if r.status != 200 {
			t.Fatalf("POST /api/score: %v", r)
		}
		var api cliResult
		if err := json.Unmarshal(r.body, &api); err != nil {
			t.Fatal(err)
		}
		waitShown(t, p, api.shown(), "chat")
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("mode-text")), chromedp.WaitVisible(chromedp.ID("prompt")))
	})

	t.Run("rewrite toggle", func(t *testing.T) {
		p.reset(t)
		prompt := "Write a blog post about our new coffee grinder. It has 40 grind settings."
		setVertical(t, p, "general")
		typeText(t, p, "#prompt", prompt)
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("rewrite-toggle")), chromedp.WaitVisible(chromedp.ID("rewrite-text")))
		p.settle(t)
		check := func(prompt string) {
			t.Helper()
			want, err := scoring.Optimize(prompt, scoring.General)
			if err != nil {
				t.Fatal(err)
			}
			// The rewrite is its text without what is marked as removed.
			got := eval[string](t, p, `[...document.getElementById('rewrite-text').childNodes].filter(n => n.nodeName !== 'DEL').map(n => n.textContent).join('')`)
			if got != want.Prompt {
				t.Errorf("rewrite shown\n%q\nwant\n%q", got, want.Prompt)
			}
			ins := eval[[]string](t, p, `[...document.querySelectorAll('#rewrite-text ins')].map(e => e.textContent)`)
			if len(want.Changes) > 0 && len(ins) == 0 {
				t.Errorf("the rewrite has %d changes but nothing is marked as added", len(want.Changes))
			}
			if n := eval[int](t, p, `document.querySelectorAll('#rewrite-changes li').length`); n != len(want.Changes) {
				t.Errorf("%d changes listed, want %d", n, len(want.Changes))
			}
			head := eval[string](t, p, `document.getElementById('rewrite-score').textContent`)
			if w := fmt.Sprintf("Before %d/80 (%s), after %d/80 (%s)", want.Before.Total, want.Before.Grade, want.After.Total, want.After.Grade); !strings.HasPrefix(head, w) {
				t.Errorf("rewrite scores %q, want %q", head, w)
			}
		}
		check(prompt)
		more := " Use three sections with headings."
		p.do(t, 10*time.Second, chromedp.SendKeys(chromedp.ID("prompt"), more))
		p.settle(t)
		check(prompt + more)
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("rewrite-toggle")), chromedp.WaitNotVisible(chromedp.ID("rewrite-text")))
	})

	t.Run("copy buttons", func(t *testing.T) {
		p.reset(t)
		for _, name := range []string{"clipboard-read", "clipboard-write"} {
			if _, err := chromedp.CallBrowser(p.ctx, browser.SetPermission, browser.SetPermissionParams{
				Permission: &browser.PermissionDescriptor{Name: name}, Setting: browser.PermissionSettingGranted, Origin: s.URL,
			}); err != nil {
				t.Fatal(err)
			}
		}
		copyOf := func(id string) string {
			t.Helper()
			p.do(t, 10*time.Second, chromedp.Evaluate[chromedp.Void](`navigator.clipboard.writeText('')`, chromedp.EvalAwaitPromise),
				chromedp.Click(chromedp.CSS(`button[data-copy="`+id+`"]`)))
			p.poll(t, `document.querySelector('button[data-copy="`+id+`"]').textContent === 'Copied'`)
			return eval[string](t, p, `navigator.clipboard.readText()`)
		}
		for id, want := range map[string]string{
			"claude-code":      "claude mcp add --transport stdio pqs -- pqs mcp",
			"claude-code-http": `claude mcp add --transport http pqs ` + s.URL + `/mcp --header "Authorization: Bearer pqs_..."`,
			"cursor":           `{"mcpServers": {"pqs": {"command": "pqs", "args": ["mcp"]}}}`,
			"cursor-http":      `{"mcpServers": {"pqs": {"url": "` + s.URL + `/mcp", "headers": {"Authorization": "Bearer pqs_..."}}}}`,
		} {
			if got := copyOf(id); got != want {
				t.Errorf("copy %s: %q, want %q", id, got, want)
			}
		}
		// Each route's curl call, copied, runs against this server.
		curl, err := exec.LookPath("curl")
		for _, route := range []struct{ id, want string }{
			{"curl-free", `"mode":"free-probe"`},
			{"curl-score", `"percentile"`},
			{"curl-batch", `"batch_size":2`},
			{"curl-optimize", `"optimized"`},
			{"curl-compare", `"winner"`},
		} {
			cmd := copyOf(route.id)
			if !strings.HasPrefix(cmd, "curl -s --json ") || !strings.Contains(cmd, s.URL+"/api/score") {
				t.Errorf("copy %s: %q", route.id, cmd)
				continue
			}
			if err != nil {
				continue // no curl here: the text is checked above
			}
			c := exec.Command("bash", "-c", cmd)
			c.Env = append(os.Environ(), "PQS_KEY="+key, "PATH="+filepath.Dir(curl)+":/usr/bin:/bin")
			out, err := c.Output()
			if err != nil || !strings.Contains(string(out), route.want) {
				t.Errorf("%s: %v: %s", cmd, err, out)
			}
		}
		// The rewrite's button copies the rewrite, not its marks.
		prompt := "Write a haiku about autumn."
		typeText(t, p, "#prompt", prompt)
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("rewrite-toggle")), chromedp.WaitVisible(chromedp.ID("rewrite-text")))
		want, _ := scoring.Optimize(prompt, scoring.General)
		if got := copyOf("rewrite-text"); got != want.Prompt {
			t.Errorf("copy rewrite: %q, want %q", got, want.Prompt)
		}
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("rewrite-toggle")))
	})

	t.Run("prices and version come from the server", func(t *testing.T) {
		rows := eval[[]string](t, p, `[...document.querySelectorAll('table.prices tbody tr')].map(r => [...r.cells].slice(0, 3).map(c => c.textContent).join(' '))`)
		want := []string{"/api/score/free score_free free", "/api/score score $0.03", "/api/score/batch batch $0.25", "/api/score/full optimize $0.125", "/api/score/compare compare $1.25"}
		if !slices.Equal(rows, want) {
			t.Errorf("price table %q, want %q (PQS_PRICES score=0.03)", rows, want)
		}
		if b := eval[string](t, p, `document.getElementById('run-optimize').textContent`); b != "Optimize ($0.125)" {
			t.Errorf("optimize button %q", b)
		}
		if m := eval[string](t, p, `document.querySelector('.meta').textContent`); m != "pqs dev · scorer "+scoring.Version {
			t.Errorf("version line %q", m)
		}
	})

	t.Run("keyboard", func(t *testing.T) {
		q := openTab(t, bctx, s.URL, nil)
		q.load(t, s.URL+"/")
		type stop struct {
			ID      string
			Outline bool
		}
		const focused = `(() => { const e = document.activeElement; const cs = getComputedStyle(e);
		  return {ID: e.id || e.dataset.copy || (e.closest('li[data-dim]') ? 'dim-' + e.closest('li[data-dim]').dataset.dim : e.tagName),
		          Outline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2}; })()`
		var order []string
		for range 60 {
			q.do(t, 5*time.Second, chromedp.KeyEvent(kb.Tab))
			s := eval[stop](t, q, focused)
			if s.ID == "BODY" {
				continue // past the last control
			}
			if !s.Outline {
				t.Errorf("focus on %s shows no outline", s.ID)
			}
			order = append(order, s.ID)
		}
		want := []string{"mode-text", "vertical", "rewrite-toggle", "prompt", "dim-clarity", "dim-cot_structure", "api-key", "forget-key", "run-optimize", "run-compare", "claude-code", "cursor-http", "curl-free"}
		i := 0
		for _, id := range order {
			if i < len(want) && id == want[i] {
				i++
			}
		}
		if i < len(want) {
			t.Errorf("Tab order %q: want %q in this order, missing %q", order, want, want[i])
		}
		// Operate with keys: the radios by arrow, the switch by Space, the
		// evidence by Enter.
		q.do(t, 10*time.Second, chromedp.Focus(chromedp.ID("mode-text")), chromedp.KeyEvent(kb.ArrowRight))
		if eval[bool](t, q, `document.getElementById('chat-editor').hidden`) {
			t.Error("ArrowRight on the mode radios did not switch to chat")
		}
		q.do(t, 10*time.Second, chromedp.Focus(chromedp.ID("mode-chat")), chromedp.KeyEvent(kb.ArrowLeft),
			chromedp.Focus(chromedp.ID("rewrite-toggle")), chromedp.KeyEvent(" "))
		if eval[bool](t, q, `document.getElementById('rewrite').hidden`) {
			t.Error("Space on the rewrite switch did not show the rewrite")
		}
		q.do(t, 10*time.Second, chromedp.Focus(chromedp.CSS(`li[data-dim=clarity] summary`)), chromedp.KeyEvent(kb.Enter))
		if !eval[bool](t, q, `document.querySelector('li[data-dim=clarity] details').open`) {
			t.Error("Enter on a dimension did not open its evidence")
		}
		if errs := q.consoleErrors(); len(errs) > 0 {
			t.Errorf("console errors: %q", errs)
		}
	})

	t.Run("optimize and compare with a key", func(t *testing.T) {
		p.reset(t)
		typeText(t, p, "#prompt", "Write a blog post about our new coffee grinder.")
		typeText(t, p, "#api-key", key)
		if got := eval[string](t, p, `sessionStorage.getItem('pqs-api-key')`); got != key {
			t.Errorf("session storage holds %q, want the key", got)
		}
		if n := eval[int](t, p, `localStorage.length + document.cookie.length`); n != 0 {
			t.Errorf("the key went beyond session storage: local storage or cookies are not empty")
		}
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("run-optimize")))
		p.poll(t, shownJS("model-progress"))
		if txt := eval[string](t, p, `document.getElementById('model-progress-text').textContent`); !strings.HasPrefix(txt, "Optimizing with the model") {
			t.Errorf("progress text %q", txt)
		}
		p.poll(t, hiddenJS("model-progress"))
		res := eval[string](t, p, `document.getElementById('model-result').textContent`)
		for _, w := range []string{"Before:", "After:", "[target-m answers]", "Optimized:"} {
			if !strings.Contains(res, w) {
				t.Errorf("optimize result lacks %q:\n%s", w, res)
			}
		}
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("run-compare")))
		p.poll(t, shownJS("model-progress"))
		p.poll(t, hiddenJS("model-progress"))
		res = eval[string](t, p, `document.getElementById('model-result').textContent`)
		for _, w := range []string{"Compared: the winner is", "a (model-a)", "b (model-b)", "Judge: 80/100", "[model-a answers]"} {
			if !strings.Contains(res, w) {
				t.Errorf("compare result lacks %q:\n%s", w, res)
			}
		}
		if !eval[bool](t, p, `document.getElementById('model-error').hidden`) {
			t.Errorf("error shown: %s", eval[string](t, p, `document.getElementById('model-error').textContent`))
		}
		// A side the model did not answer says why in a sentence.
		typeText(t, p, "#prompt", unanswerable)
		p.do(t, 10*time.Second, chromedp.Click(chromedp.ID("run-optimize")))
		p.poll(t, shownJS("model-progress"))
		p.poll(t, hiddenJS("model-progress"))
		outs := eval[[]string](t, p, `[...document.querySelectorAll('#model-result .run')].map(c => c.lastElementChild.textContent)`)
		if len(outs) != 2 || outs[0] != "Not run: the model failed on this prompt. (model_error)" || !strings.HasPrefix(outs[1], "[target-m answers]") {
			t.Errorf("model outputs shown %q, want the before side's failure in a sentence", outs)
		}
	})

	t.Run("no model configured", func(t *testing.T) {
		if eval[bool](t, p, `!!document.getElementById('no-model')`) {
			t.Error("a server with a model: the page says it has none")
		}
		// The same server without a model provider.
		bare := startReplica(t, "web-no-model", map[string]string{"PQS_PRICES": "score=0.03"})
		q := openTab(t, bctx, bare.URL, nil)
		q.load(t, bare.URL+"/")
		note := eval[string](t, q, `document.getElementById('no-model').textContent`)
		if !strings.Contains(note, "This server has no model configured") || strings.Contains(note, "model_not_configured") {
			t.Errorf("no-model note %q: want a sentence, not the code", note)
		}
		if !eval[bool](t, q, `document.getElementById('run-optimize').disabled && document.getElementById('run-compare').disabled`) {
			t.Error("without a model, Optimize or Compare can be clicked: it would charge for the offline rewrite")
		}
		if got := eval[string](t, q, `document.getElementById('run-optimize').textContent`); got != "Optimize ($0.125)" {
			t.Errorf("optimize button %q", got)
		}
		q.do(t, 10*time.Second, chromedp.Evaluate[chromedp.Void](`document.getElementById('run-optimize').click()`),
			chromedp.Click(chromedp.ID("show-rewrite")), chromedp.WaitVisible(chromedp.ID("rewrite-text")))
		q.settle(t)
		if got := eval[string](t, q, `document.getElementById('rewrite-text').textContent`); got == "" {
			t.Error("Show the offline rewrite showed nothing")
		}
		q.mu.Lock()
		for _, u := range q.requests {
			if strings.Contains(u, "/api/") {
				t.Errorf("the page without a model called %s", u)
			}
		}
		q.mu.Unlock()
		if errs := q.consoleErrors(); len(errs) > 0 {
			t.Errorf("console errors: %q", errs)
		}
	})

	t.Run("readable errors", func(t *testing.T) {
		// Its own tab: the refused calls log their 4xx to the console.
		e := openTab(t, bctx, s.URL, nil)
		e.load(t, s.URL+"/")
		runWith := func(k string) string {
			t.Helper()
			typeText(t, e, "#api-key", k)
			e.do(t, 10*time.Second, chromedp.Click(chromedp.ID("run-optimize")))
			e.poll(t, shownJS("model-error"))
			return eval[string](t, e, `document.getElementById('model-error').textContent`)
		}
		if got := runWith("pqs_notakey"); !strings.HasPrefix(got, "The key was refused.") || !strings.Contains(got, "invalid_api_key") {
			t.Errorf("bad key: %q", got)
		}
		typeText(t, e, "#api-key", oneCall)
		e.do(t, 10*time.Second, chromedp.Click(chromedp.ID("run-optimize")))
		e.poll(t, shownJS("model-progress"))
		e.poll(t, hiddenJS("model-progress"))
		if !eval[bool](t, e, `document.getElementById('model-error').hidden`) {
			t.Fatalf("the one call of the key failed: %s", eval[string](t, e, `document.getElementById('model-error').textContent`))
		}
		if got := runWith(oneCall); !strings.HasPrefix(got, "This key’s quota is spent.") || !strings.Contains(got, "quota_exceeded") {
			t.Errorf("spent key: %q", got)
		}
		// The engine cannot be fetched: the page says so.
		q := openTab(t, bctx, s.URL, func(u string) bool { return strings.Contains(u, "/web/engine.wasm") })
		q.do(t, time.Minute, chromedp.Navigate(s.URL+"/"))
		q.poll(t, shownJS("engine-error"))
		if got := eval[string](t, q, `document.getElementById('engine-error').textContent`); !strings.HasPrefix(got, "The scoring engine did not load.") {
			t.Errorf("engine error %q", got)
		}
	})

	t.Run("layouts and screenshots", func(t *testing.T) {
		p.reset(t)
		dir := t.ArtifactDir()
		typeText(t, p, "#prompt", pagePrompts[1].prompt)
		for _, w := range []int64{1280, 375, 360} {
			p.do(t, 10*time.Second, chromedp.EmulateViewport(w, 900), chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
			if over := eval[int](t, p, `document.documentElement.scrollWidth - window.innerWidth`); over > 0 {
				t.Errorf("at %d px the page is %d px too wide", w, over)
			}
			// The price table shows every word whole: none clipped by the
			// table's box, none broken across lines.
			if cut := eval[[]string](t, p, cutWords); len(cut) > 0 {
				t.Errorf("at %d px the price table cuts words: %q", w, cut)
			}
			if w == 1280 {
				// The fixes show without scrolling, under the prompt.
				fix := eval[[]float64](t, p, `(() => { const f = document.querySelector('#fixes li').getBoundingClientRect(), b = document.getElementById('prompt').getBoundingClientRect(); return [f.top, f.bottom, window.innerHeight, f.left, b.right]; })()`)
				if fix[1] > fix[2] || fix[3] > fix[4] {
					t.Errorf("at 1280x900 the first fix spans %v..%v px down, %v px across: want it within the %v px of the window, under the prompt (which ends %v px across)", fix[0], fix[1], fix[3], fix[2], fix[4])
				}
			}
			if w == 360 {
				continue
			}
			shot, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			checkPNG(t, shot, int(w))
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("page-%d.png", w)), shot, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		// docs/web.png: the top of the page at 1280 px, the rewrite beside
		// the prompt and one dimension's evidence open.
		p.do(t, 10*time.Second, chromedp.EmulateViewport(1280, 820),
			chromedp.Click(chromedp.ID("rewrite-toggle")),
			chromedp.Click(chromedp.CSS(`li[data-dim=constraints] summary`)),
			chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0); document.activeElement.blur()`))
		shot, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		checkPNG(t, shot, 1280)
		if err := os.WriteFile(filepath.Join(dir, "page-1280-top.png"), shot, 0o644); err != nil {
			t.Fatal(err)
		}
		p.do(t, 10*time.Second, chromedp.EmulateViewport(1280, 900),
			chromedp.Click(chromedp.CSS(`li[data-dim=constraints] summary`)), chromedp.Click(chromedp.ID("rewrite-toggle")))
		t.Logf("screenshots in %s", dir)
	})

	t.Run("contrast in light and dark", func(t *testing.T) {
		for _, scheme := range []string{"light", "dark"} {
			if err := call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
			}); err != nil {
				t.Fatal(err)
			}
			bg := eval[string](t, p, `getComputedStyle(document.body).backgroundColor`)
			if (scheme == "dark") != (bg == "rgb(15, 17, 21)") {
				t.Errorf("%s scheme: body background %s", scheme, bg)
			}
			if bad := eval[[]string](t, p, contrastCheck); len(bad) > 0 {
				t.Errorf("%s scheme: text below WCAG AA contrast:\n%s", scheme, strings.Join(bad, "\n"))
			}
		}
		call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{})
	})

	if f := p.foreignRequests(); len(f) > 0 {
		t.Errorf("the page requested other origins: %q", f)
	}
	if errs := p.consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// contrastCheck lists every visible text whose colour against its
// background is below WCAG AA: 4.5:1, or 3:1 for large text (24 px, or
// 18.66 px bold). Disabled controls are exempt.
const contrastCheck = `(() => {
  const parse = (s) => { const m = s.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number); return {rgb: p.slice(0, 3), a: p.length > 3 ? p[3] : 1}; };
  const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const background = (el) => { const layers = [];
    for (let e = el; e; e = e.parentElement) { const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; } }
    let rgb = [255, 255, 255];
    for (const l of layers.reverse()) rgb = rgb.map((v, i) => l.rgb[i] * l.a + v * (1 - l.a));
    return rgb; };
  const bad = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || seen.has(el)) continue;
    seen.add(el);
    if (!el.getClientRects().length || el.closest('.visually-hidden, [hidden], button:disabled, option, script, style')) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden') continue;
    const fg = parse(cs.color).rgb, bg = background(el);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    const size = parseFloat(cs.fontSize), large = size >= 24 || size >= 18.66 && Number(cs.fontWeight) >= 700;
    if (ratio < (large ? 3 : 4.5)) bad.push(ratio.toFixed(2) + ' ' + el.tagName + '.' + el.className + ': ' + n.textContent.trim().slice(0, 40));
  }
  return bad;
})()`

// cutWords lists the words of the price table that are not shown whole:
// broken across lines, or outside the table's box (cut off, or only
// reachable by scrolling it).
const cutWords = `(() => {
  const table = document.querySelector('table.prices'), box = table.getBoundingClientRect(), cut = [];
  const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    for (const m of n.textContent.matchAll(/\S+/g)) {
      const r = document.createRange();
      r.setStart(n, m.index);
      r.setEnd(n, m.index + m[0].length);
      const rects = [...r.getClientRects()].filter(x => x.width > 0);
      if (rects.length !== 1 || rects[0].left < box.left - 0.5 || rects[0].right > box.right + 0.5) cut.push(m[0]);
    }
  }
  return cut;
})()`

func checkPNG(t *testing.T, b []byte, width int) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("screenshot at %d px: %v", width, err)
	}
	bounds := img.Bounds()
	if bounds.Dx() != width || bounds.Dy() < 400 {
		t.Errorf("screenshot at %d px is %v", width, bounds.Size())
	}
	colors := map[[4]uint32]bool{}
	for y := bounds.Min.Y; y < bounds.Max.Y && len(colors) < 16; y += 7 {
		for x := bounds.Min.X; x < bounds.Max.X; x += 7 {
			r, g, b, a := img.At(x, y).RGBA()
			colors[[4]uint32{r, g, b, a}] = true
		}
	}
	if len(colors) < 16 {
		t.Errorf("screenshot at %d px has %d colours: blank?", width, len(colors))
	}
}

// TestWebStatic serves the folder pqs web writes from a plain static file
// server: the page scores with no pqs behind it.
func TestWebStatic(t *testing.T) {
	bctx := newBrowser(t)
	dir := t.TempDir()
	out, _ := pqs(t, nil, "web", "--out", dir, "--api-url", "https://pqs.example.com")
	if !strings.Contains(out, dir) {
		t.Errorf("pqs web said %q", out)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	p := openTab(t, bctx, srv.URL, nil)
	p.load(t, srv.URL+"/")
	prompt := pagePrompts[1].prompt
	typeText(t, p, "#prompt", prompt)
	waitShown(t, p, cliScore(t, prompt, "general").shown(), "static")
	if got := eval[string](t, p, `document.getElementById('curl-free').textContent`); !strings.Contains(got, "https://pqs.example.com/api/score/free") {
		t.Errorf("static page's curl call %q: want it to name --api-url", got)
	}
	if eval[bool](t, p, `!!document.getElementById('api-key')`) {
		t.Error("a static page offers the keyed calls it cannot make")
	}
	if f := p.foreignRequests(); len(f) > 0 {
		t.Errorf("the page requested other origins: %q", f)
	}
	if errs := p.consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// BenchmarkWebPage measures the page's budgets in Chromium against pqs
// serve over loopback (docs/benchmarks.md): the time from navigation to
// the first score on screen with the browser's cache off, and the time to
// re-score a 2 KiB prompt on a keystroke, in the page (the engine call
// and the render), as the page itself measures it.
//
//	go test -run '^$' -bench BenchmarkWebPage -benchtime 10x ./e2e
func BenchmarkWebPage(b *testing.B) {
	bctx := newBrowser(b)
	s := startReplica(b, "web", nil)
	page, err := web.New(web.Config{BuildEngine: true})
	if err != nil {
		b.Fatal(err)
	}
	size, err := page.Size(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	// Warm the server (a development build compiles the engine on first use).
	resp, err := http.Get(s.URL + "/web/engine.wasm")
	if err != nil || resp.StatusCode != 200 {
		b.Fatalf("GET /web/engine.wasm: %v %v", resp, err)
	}
	resp.Body.Close()
	prompt := twoKiBPrompt()
	var first, engine, keys []float64
	for b.Loop() {
		ctx, cancel := chromedp.NewContext(bctx)
		if err := chromedp.Do(ctx); err != nil {
			b.Fatal(err)
		}
		if err := call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
			b.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(s.URL+"/"), chromedp.WaitReady(chromedp.CSS("#result[data-first-score-ms]"))); err != nil {
			b.Fatal(err)
		}
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('result').dataset.firstScoreMs`))
		if err != nil {
			b.Fatal(err)
		}
		first = append(first, atof(ms))
		ready, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('result').dataset.engineReadyMs`))
		if err != nil {
			b.Fatal(err)
		}
		engine = append(engine, atof(ready))
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => { const p = document.getElementById('prompt'); p.value = `+strconv.Quote(prompt)+`; p.dispatchEvent(new Event('input')); })()`),
			chromedp.Focus(chromedp.ID("prompt"))); err != nil {
			b.Fatal(err)
		}
		for i := range 40 {
			n, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('result').dataset.scores`))
			if err != nil {
				b.Fatal(err)
			}
			if err := chromedp.Do(ctx, chromedp.KeyEvent(string(rune('a'+i%26)))); err != nil {
				b.Fatal(err)
			}
			// The page scores at the next frame.
			if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`+document.getElementById('result').dataset.scores > `+n, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
				b.Fatal(err)
			}
			ms, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('result').dataset.scoreMs`))
			if err != nil {
				b.Fatal(err)
			}
			keys = append(keys, atof(ms))
		}
		cancel()
	}
	sort.Float64s(first)
	sort.Float64s(keys)
	sort.Float64s(engine)
	b.ReportMetric(engine[len(engine)/2], "engine-ready-ms")
	b.ReportMetric(first[len(first)/2], "first-score-ms")
	b.ReportMetric(first[len(first)-1], "first-score-max-ms")
	b.ReportMetric(keys[len(keys)/2], "rescore-2KiB-ms")
	b.ReportMetric(keys[len(keys)*99/100], "rescore-2KiB-p99-ms")
	b.ReportMetric(float64(size), "page-gzip-bytes")
}

func atof(s string) float64 {
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

// twoKiBPrompt is a structured prompt of about 2 KiB, as people write them.
func twoKiBPrompt() string {
	var b strings.Builder
	b.WriteString("You are a support engineer at Acme Cloud who answers customers about billing and quotas.\n\n## Task\nAnswer the customer's ticket below.\n\n## Rules\n")
	rules := []string{
		"Quote the invoice line you refer to.", "Never promise a refund; say that billing will review it.",
		"Keep the answer under 150 words.", "If the ticket names no account ID, ask for it first.",
		"Use the customer's name once, at the start.", "Link the quota page when a limit is involved.",
	}
	for i := 0; b.Len() < 1800; i++ {
		fmt.Fprintf(&b, "%d. %s\n", i+1, rules[i%len(rules)])
		if i%len(rules) == len(rules)-1 {
			fmt.Fprintf(&b, "\n<ticket id=\"T-%d\">\nMy March invoice shows two charges of $%d.00 for the same project.\n</ticket>\n\n", 4000+i, 12+i)
		}
	}
	b.WriteString("## Format\nA greeting line, two short paragraphs, and a one-line sign-off.\n")
	return b.String()
}
