package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/pqs-dev/pqs/internal/logsink"
	"github.com/pqs-dev/pqs/internal/tick"
	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/settings"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
	"github.com/pqs-dev/pqs/web"
)

// cmdServe runs the HTTP service until ctx ends, then shuts down
// gracefully: the listener closes, in-flight requests finish (up to
// --shutdown-timeout), and only then does storage close.
func cmdServe(ctx context.Context, e *cliEnv, args []string) error {
	c, err := parseSettings(e, "serve", args, settings.ParseServe)
	if err != nil {
		return err
	}
	// Request logs are buffered (see logsink); the sink is closed last, so
	// that every record written before cmdServe returns goes out.
	sink := logsink.New(e.Stderr, 100*time.Millisecond)
	defer sink.Close()
	logger := slog.New(settings.RedactHandler(sink.Handler(slog.NewJSONHandler(sink, &slog.HandlerOptions{Level: c.LogLevel}),
		transport.RequestLogMessage), c.Secrets()))
	logger.InfoContext(ctx, "configuration", "config", c)
	for _, w := range c.Warnings() {
		logger.WarnContext(ctx, w)
	}
	if c.GCPercent > 0 && e.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(c.GCPercent))
	}
	if c.MemoryLimit > 0 && e.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(c.MemoryLimit))
	}

	// Listen first: a bad address fails before anything is opened, and
	// port 0 resolves to the real port for the log.
	ln, err := net.Listen("tcp", c.Addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	defer ln.Close()

	var metricsLn net.Listener
	if c.MetricsAddr != "" {
		if metricsLn, err = net.Listen("tcp", c.MetricsAddr); err != nil {
			return fmt.Errorf("serve: metrics: %w", err)
		}
		defer metricsLn.Close()
	}

	db, err := openStore(ctx, c.Storage.DataDir, c.Storage.DatabaseURL, logger)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	release, err := claimStore(db)
	if err != nil {
		db.Close()
		return fmt.Errorf("serve: %w: one pqs serve per data directory (replicas share PostgreSQL)", err)
	}
	defer release()
	st, err := guardPayments(ctx, db, c.RedisURL, logger)
	if err != nil {
		db.Close()
		return fmt.Errorf("serve: %w", err)
	}
	// Deferred first, so it runs last: after shutdown has drained requests
	// and the meter has recorded the last calls.
	defer func() {
		if err := st.Close(); err != nil {
			logger.Error("close storage", "err", err)
		}
	}()
	meter, err := metering.Start(ctx, db, metering.Config{Logger: logger})
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	defer meter.Close()

	var free transport.Limiter
	if c.FreeLimit > 0 {
		lim, err := openLimiter(ctx, c.RedisURL, c.FreeLimit, settings.FreeWindow)
		if err != nil {
			return fmt.Errorf("serve: %w", err)
		}
		defer lim.Close()
		free = lim
	} else {
		logger.WarnContext(ctx, "free route limit disabled (--free-limit 0)")
	}

	models, err := newModels(c.Model, logger)
	if err != nil {
		return usageError("serve: %v", err)
	}
	svc := tools.New(tools.Config{
		MaxPromptBytes: c.MaxPromptBytes,
		Prices:         c.Prices.ByOperation(),
		Models:         models,
		FreeLimit:      c.FreeLimit,
		FreeWindow:     settings.FreeWindow,
		X402Network:    c.X402Network(),
	})

	var x402 *payments.X402Config
	if x := c.X402; x.PayTo != "" {
		x402 = &payments.X402Config{PayTo: x.PayTo, Network: x.Network, Facilitator: x.Facilitator,
			FacilitatorAuth: x.Auth, Unlisted: !x.Listed, ChainRPC: x.RPC}
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))

	boot := meter.Boot() // held while this process lives, with PostgreSQL
	if boot == 0 {
		// SQLite: one process serves the file, so any other boot is a
		// stopped one; this run's own need only differ from theirs.
		boot = time.Now().UnixNano()&(1<<62-1) | 1
	}
	gate, err := payments.NewGate(payments.GateConfig{
		Prices:         c.Prices,
		Keys:           meter,
		Ledger:         st,
		X402:           x402,
		Metrics:        reg,
		Logger:         logger,
		Boot:           boot,
		ReconcileAfter: c.X402.ReconcileAfter,
	})
	if err != nil {
		return usageError("serve: %v", err)
	}
	if err := gate.Start(ctx); err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	if gate.X402Enabled() {
		// The x402 reservations of stopped processes: now, then now and
		// then (another replica may stop while this one runs).
		stop := make(chan struct{})
		reconciled := make(chan struct{})
		go func() {
			defer close(reconciled)
			reconcile := func() {
				rctx, cancel := context.WithTimeout(ctx, time.Minute)
				defer cancel()
				if _, _, err := gate.Reconcile(rctx); err != nil {
					logger.WarnContext(ctx, "x402 payments of stopped processes: some are left for the next round", "err", err)
				}
			}
			reconcile()
			tick.Every(min(max(c.X402.ReconcileAfter/2, time.Second), 30*time.Second), stop, reconcile)
		}()
		defer func() { close(stop); <-reconciled }()
	}

	mcpCfg := transport.MCPConfig{
		Service: svc,
		Prices:  c.Prices,
		Gate:    gate,
		Version: displayVersion(),
		Logger:  logger,
	}
	if free != nil {
		// One budget per client across REST and MCP.
		mcpCfg.FreeLimiter, mcpCfg.FreeLimit, mcpCfg.FreeWindow = free, c.FreeLimit, settings.FreeWindow
	}
	mcpHandler := transport.NewMCPHandler(transport.NewMCPServer(mcpCfg), transport.MCPHandlerConfig{
		TrustedProxies: c.TrustedProxies,
		MaxBodyBytes:   c.MaxBodyBytes,
		AllowedHosts:   c.AllowedHosts,
		Logger:         logger,
		PublicURL:      c.PublicURL,
	})

	// Without a model, optimize runs offline.
	page, err := servePage(ctx, c, models.Configured(), logger)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}

	handler := transport.New(transport.Config{
		Version:        buildVersion(),
		Service:        svc,
		Gate:           gate,
		Prices:         c.Prices,
		FreeLimiter:    free,
		FreeLimit:      c.FreeLimit,
		FreeWindow:     settings.FreeWindow,
		TrustedProxies: c.TrustedProxies,
		MaxBodyBytes:   c.MaxBodyBytes,
		BodyBudget:     transport.NewBodyBudget(c.MaxBodyMemory, 0),
		MinBodyRate:    cmp.Or(c.MinBodyRate, -1), // 0: none
		BodyTimeout:    c.BodyTimeout,
		WriteTimeout:   c.WriteTimeout,
		Ready:          st.Ping,
		Metrics:        reg,
		MetricsToken:   c.MetricsToken,
		NoMetrics:      c.MetricsToken == "", // public only behind the token
		MCP:            mcpHandler,
		Page:           page,
		Logger:         logger,
		PublicURL:      c.PublicURL,
	})

	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: c.HeaderTimeout,
		// The handler keeps the body's deadline itself (--body-timeout,
		// --min-body-rate); this bounds what net/http reads alone.
		ReadTimeout:    c.HeaderTimeout + c.BodyTimeout,
		IdleTimeout:    2 * time.Minute,
		MaxHeaderBytes: 64 << 10,
		// WriteTimeout stays 0: the handler bounds writes itself
		// (--write-timeout), from the start of each request.
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		// With transport.Listener: a request framed twice is refused.
		ConnContext: transport.ConnContext,
	}
	addr := ln.Addr().String()
	logger.InfoContext(ctx, "listening", "addr", addr, "url", "http://"+addr, "version", displayVersion(),
		"x402", gate.X402Enabled(), "free_limit_per_minute", c.FreeLimit)

	switch {
	case metricsLn != nil:
		msrv := &http.Server{
			Handler:           transport.MetricsHandler(reg, c.MetricsToken),
			ReadHeaderTimeout: 5 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      30 * time.Second,
			ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		}
		go msrv.Serve(metricsLn)
		defer msrv.Close()
		logger.InfoContext(ctx, "metrics listening", "addr", metricsLn.Addr().String(), "token", c.MetricsToken != "")
	case c.MetricsToken == "":
		logger.InfoContext(ctx, "metrics not served: set PQS_METRICS_ADDR (a listener of their own) or PQS_METRICS_TOKEN")
	}

	errc := make(chan error, 1)
	// transport.Listener: net/http's own 400/431 answers go out as JSON too.
	go func() { errc <- srv.Serve(transport.Listener(ln)) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	logger.Info("shutting down: finishing in-flight requests", "timeout", c.ShutdownTimeout.String())
	sctx, cancel := context.WithTimeout(context.Background(), c.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
		return fmt.Errorf("serve: shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	logger.Info("stopped")
	return nil
}

// servePage returns the web page of serve, or nil with --web=false. A
// development build (go run . serve) without the generated engine builds
// it from the source tree on first use; any other build without it
// serves a page that says how to build it. model says whether a language
// model is configured.
func servePage(ctx context.Context, c *settings.Serve, model bool, logger *slog.Logger) (http.Handler, error) {
	if !c.Web {
		return nil, nil
	}
	cfg := webConfig(c.Prices, c.FreeLimit, c.X402Network(), logger)
	cfg.ModelConfigured = model
	page, err := web.New(cfg)
	if err != nil {
		return nil, err
	}
	if _, ok := web.Embedded(); !ok {
		if buildVersion() == "" {
			logger.InfoContext(ctx, "the web page's engine is not embedded (no go generate ./web): it is built from source on the first visit")
		} else {
			logger.WarnContext(ctx, "the web page's engine is not embedded: the page cannot score; build with go generate ./web first (docs/web.md)")
		}
	}
	return page, nil
}
