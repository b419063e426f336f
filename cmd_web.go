package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strings"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/web"
)

// cmdWeb writes the web page of pqs serve as a static folder, for any
// static host: it scores in the browser with no server behind it.
//
//	pqs web [--out DIR] [--api-url URL] [--prices op=usd,...] [--free-limit N]
func cmdWeb(ctx context.Context, e *cliEnv, args []string) error {
	fs, f := newFlags(e, "web", "usage: pqs web [--out DIR] [--api-url URL]\n\n"+
		"Write the web page as a static folder: index.html and web/ (each file beside its .gz). It scores\n"+
		"prompts in the browser; its examples and prices describe the pqs server at --api-url.\n\nflags:\n")
	var out, apiURL, prices string
	var freeLimit int
	f.String(&out, "out", "PQS_WEB_OUT", "dist/web", "folder to write the page into, created if missing")
	f.String(&apiURL, "api-url", "PQS_API_URL", "", "URL of the pqs server the page's examples name; empty names http://127.0.0.1:8080")
	f.String(&prices, "prices", "PQS_PRICES", "", "price overrides in USD as op=usd,op=usd, as pqs serve takes them")
	f.Int(&freeLimit, "free-limit", "PQS_FREE_LIMIT", 5, "the server's free requests per minute per client IP, as pqs serve takes it")
	if err := parseFlags(fs, f, args); err != nil {
		return err
	}
	table, err := payments.DefaultPrices().ParseOverrides(prices)
	if err != nil {
		return usageError("web: --prices: %v", err)
	}
	if apiURL != "" {
		u, err := url.Parse(apiURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			return usageError("web: --api-url %q: want an http or https URL such as https://pqs.example.com", apiURL)
		}
		apiURL = strings.TrimRight(apiURL, "/")
	}
	if out == "" {
		return usageError("web: --out must not be empty")
	}
	logger := slog.New(slog.NewTextHandler(e.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	page, err := web.New(webConfig(table, freeLimit, "", logger))
	if err != nil {
		return fmt.Errorf("web: %w", err)
	}
	if err := page.WriteStatic(ctx, out, apiURL); err != nil {
		return fmt.Errorf("web: %w", err)
	}
	fmt.Fprintf(e.Stdout, "wrote the web page of pqs %s to %s\n", displayVersion(), out)
	return nil
}
