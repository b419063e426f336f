// Package browsertest starts the headless Chromium that the web page's
// browser tests (e2e's and web's first visit) drive.
package browsertest

import (
	"context"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"
)

// Start starts a headless Chromium with a fresh profile, closed when tb
// ends, with extra options after the common ones; it skips tb when no
// Chromium is installed, saying that what is skipped. The network is
// closed in tests, so every background service that would reach out is
// off.
func Start(tb testing.TB, what string, extra ...chromedp.ExecAllocatorOption) context.Context {
	tb.Helper()
	path := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		tb.Skipf("chromium is not installed: skipping %s (apt-get install chromium; bash .ci/run installs it)", what)
	}
	opts := append([]chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(tb.TempDir()),
		chromedp.WindowSize(1280, 900),
	}, extra...)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancel := chromedp.NewContext(actx)
	tb.Cleanup(func() { cancel(); cancelAlloc() })
	// The first Do starts the browser and ties it to its context: bctx.
	if err := chromedp.Do(bctx); err != nil {
		tb.Fatalf("start chromium: %v", err)
	}
	return bctx
}
