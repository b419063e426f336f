package main

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/pqs-dev/pqs/settings"
	"github.com/pqs-dev/pqs/web"
)

// cmdWeb writes the web page of pqs serve as a static folder, for any
// static host: it scores in the browser with no server behind it.
//
//	pqs web [--out DIR] [--api-url URL] [--prices op=usd,...] [--free-limit N]
func cmdWeb(ctx context.Context, e *cliEnv, args []string) error {
	c, err := parseSettings(e, "web", args, settings.ParseWeb)
	if err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(e.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	page, err := web.New(webConfig(c.Prices, c.FreeLimit, "", logger))
	if err != nil {
		return fmt.Errorf("web: %w", err)
	}
	if err := page.WriteStatic(ctx, c.Out, c.APIURL); err != nil {
		return fmt.Errorf("web: %w", err)
	}
	fmt.Fprintf(e.Stdout, "wrote the web page of pqs %s to %s\n", displayVersion(), c.Out)
	return nil
}
