package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"log/slog"

	"github.com/mark3labs/mcp-go/server"

	"github.com/pqs-dev/pqs/settings"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// cmdMCP serves the tools over stdio for a local MCP host (Claude Desktop,
// Claude Code, Cursor). The operator is the user, so no tool asks for
// payment. stdout carries the protocol and nothing else; logs go to stderr.
func cmdMCP(ctx context.Context, e *cliEnv, args []string) error {
	c, err := parseSettings(e, "mcp", args, settings.ParseMCP)
	if err != nil {
		return err
	}
	logger := slog.New(settings.RedactHandler(slog.NewJSONHandler(e.Stderr, &slog.HandlerOptions{Level: c.LogLevel}), c.Model.Secrets()))
	m, err := newModels(c.Model, logger)
	if err != nil {
		return usageError("mcp: %v", err)
	}
	svc := tools.New(tools.Config{
		MaxPromptBytes: c.MaxPromptBytes,
		Prices:         c.Prices.ByOperation(),
		Models:         m,
		Local:          true,
	})
	s := transport.NewMCPServer(transport.MCPConfig{
		Service: svc,
		Prices:  c.Prices,
		Local:   true,
		Version: displayVersion(),
		Logger:  logger,
	})
	stdio := server.NewStdioServer(s.MCPServer)
	stdio.SetErrorLogger(log.New(e.Stderr, "pqs mcp: ", 0))
	logger.InfoContext(ctx, "mcp over stdio", "version", displayVersion(), "max_prompt_bytes", c.MaxPromptBytes)
	err = stdio.Listen(ctx, e.Stdin, e.Stdout)
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("mcp: %w", err)
	}
	return nil
}
