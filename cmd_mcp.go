package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"log/slog"
	"strconv"

	"github.com/mark3labs/mcp-go/server"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// cmdMCP serves the tools over stdio for a local MCP host (Claude Desktop,
// Claude Code, Cursor). The operator is the user, so no tool asks for
// payment. stdout carries the protocol and nothing else; logs go to stderr.
func cmdMCP(ctx context.Context, e *cliEnv, args []string) error {
	fs, f := newFlags(e, "mcp", "usage: pqs mcp [flags]\n\nServe the pqs tools (score_free, score, batch, optimize, compare) over MCP on stdin/stdout.\n"+
		"Every tool runs without payment; optimize and compare use the model settings below.\n\nflags:\n")
	defMax := tools.DefaultMaxPromptBytes
	if v := e.Getenv("PQS_MAX_PROMPT_BYTES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return usageError("mcp: PQS_MAX_PROMPT_BYTES=%q: want a positive integer", v)
		}
		defMax = n
	}
	maxPrompt := fs.Int("max-prompt-bytes", defMax,
		"largest prompt accepted, in bytes of UTF-8 (env PQS_MAX_PROMPT_BYTES)")
	var logLevel string
	f.String(&logLevel, "log-level", "PQS_LOG_LEVEL", "info", "log level on stderr: debug, info, warn, error")
	models := addModelFlags(fs, e.Getenv)
	if err := parseFlags(fs, f, args); err != nil {
		return err
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return usageError("mcp: --log-level %q: want debug, info, warn or error", logLevel)
	}
	logger := slog.New(slog.NewJSONHandler(e.Stderr, &slog.HandlerOptions{Level: level}))

	prices, err := payments.DefaultPrices().ParseOverrides(e.Getenv("PQS_PRICES"))
	if err != nil {
		return usageError("mcp: PQS_PRICES: %v", err)
	}
	m, err := models.build(logger)
	if err != nil {
		return usageError("mcp: %v", err)
	}
	svc := tools.New(tools.Config{
		MaxPromptBytes: *maxPrompt,
		Prices:         prices.ByOperation(),
		Models:         m,
		Local:          true,
	})
	s := transport.NewMCPServer(transport.MCPConfig{
		Service: svc,
		Prices:  prices,
		Local:   true,
		Version: displayVersion(),
		Logger:  logger,
	})
	stdio := server.NewStdioServer(s.MCPServer)
	stdio.SetErrorLogger(log.New(e.Stderr, "pqs mcp: ", 0))
	logger.InfoContext(ctx, "mcp over stdio", "version", displayVersion(), "max_prompt_bytes", *maxPrompt)
	err = stdio.Listen(ctx, e.Stdin, e.Stdout)
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("mcp: %w", err)
	}
	return nil
}
