package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/ratelimit"
	"github.com/pqs-dev/pqs/settings"
	"github.com/pqs-dev/pqs/storage"
	"github.com/pqs-dev/pqs/storage/postgres"
	"github.com/pqs-dev/pqs/storage/redis"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/web"
)

// The dependencies that several commands build from their settings.
//
// Storage selection (DESIGN §6): embedded SQLite and an in-process limiter
// by default; PostgreSQL when a database URL is set; Redis for the free
// limit and the payment replay guard when a Redis URL is set. serve wires
// them as:
//
//	st, err := openStore(ctx, dataDir, databaseURL, logger)
//	st, err = guardPayments(ctx, st, redisURL, logger) // no-op without Redis
//	lim, err := openLimiter(ctx, redisURL, 5, time.Minute)

// store is what the service keeps its state in: API keys, their usage and
// the x402 payment ledger.
type store = storage.Store

// limiter limits the free route per client. An error means the limiter
// could not decide (Redis down): the request must be refused with 503
// limiter_unavailable, never let through.
type limiter interface {
	Allow(ctx context.Context, key string) (ratelimit.Decision, error)
	Close() error
}

// dbFile is the SQLite file inside the data directory.
const dbFile = "pqs.db"

// openStore opens PostgreSQL when databaseURL is set, else the SQLite file
// in dataDir, and applies pending migrations.
func openStore(ctx context.Context, dataDir, databaseURL string, logger *slog.Logger) (store, error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if databaseURL != "" {
		db, err := postgres.Open(ctx, databaseURL)
		if err != nil {
			return nil, fmt.Errorf("open store %s: %w", settings.Redact(databaseURL), settings.ScrubError(err, databaseURL))
		}
		db.SetLogger(logger)
		logger.InfoContext(ctx, "storage opened", "backend", "postgres", "url", settings.Redact(databaseURL))
		return db, nil
	}
	if dataDir == "" {
		return nil, errors.New("open store: no data directory")
	}
	path := filepath.Join(dataDir, dbFile)
	db, err := sqlite.Open(ctx, path)
	if err != nil {
		return nil, fmt.Errorf("open store: %w", err)
	}
	logger.InfoContext(ctx, "storage opened", "backend", "sqlite", "path", path)
	return db, nil
}

// openLimiter returns the free-route limiter: limit requests per window per
// key, shared by all replicas through Redis when redisURL is set, else in
// this process. Redis must answer at start-up; later outages make Allow
// fail until it is back (the client reconnects by itself).
func openLimiter(ctx context.Context, redisURL string, limit int, window time.Duration) (limiter, error) {
	if redisURL == "" {
		return memoryLimiter{ratelimit.NewMemory(limit, window, nil)}, nil
	}
	c, err := redis.Open(ctx, redisURL, redis.Options{})
	if err != nil {
		return nil, fmt.Errorf("open limiter %s: %w", settings.Redact(redisURL), settings.ScrubError(err, redisURL))
	}
	return redisLimiter{redis.NewLimiter(c, limit, window), c}, nil
}

type memoryLimiter struct{ *ratelimit.Memory }

func (memoryLimiter) Close() error { return nil }

type redisLimiter struct {
	*redis.Limiter
	c *redis.Client
}

func (l redisLimiter) Close() error { return l.c.Close() }

// claimStore makes this process the only server of a SQLite file, whose
// quota reservations the meter keeps in memory; a shared store needs no
// claim. release undoes it.
func claimStore(st store) (release func(), err error) {
	if db, ok := st.(*sqlite.DB); ok {
		return db.Claim()
	}
	return func() {}, nil
}

// guardPayments puts the Redis replay guard in front of st's payment
// ledger when redisURL is set (else it returns st). The ledger stays
// authoritative: with Redis down, it alone refuses replays.
func guardPayments(ctx context.Context, st store, redisURL string, logger *slog.Logger) (store, error) {
	if redisURL == "" {
		return st, nil
	}
	c, err := redis.Open(ctx, redisURL, redis.Options{})
	if err != nil {
		return nil, fmt.Errorf("open replay guard %s: %w", settings.Redact(redisURL), settings.ScrubError(err, redisURL))
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	logger.InfoContext(ctx, "payment replay guard", "backend", "redis", "url", settings.Redact(redisURL))
	return storage.LedgerFront{Store: st, Ledger: redis.NewGuardLedger(redis.NewGuard(c), st, logger), Closer: c}, nil
}

// newModels returns the model client of m, or the zero tools.Models (no
// provider: optimize runs offline and compare is unavailable).
func newModels(m settings.Model, logger *slog.Logger) (tools.Models, error) {
	if !m.Configured() {
		if m.Named {
			logger.Warn("model names are set but no provider is: set OPENAI_BASE_URL or OPENAI_API_KEY; optimize runs offline and compare is unavailable")
		} else {
			logger.Info("no model provider configured: optimize runs offline and compare is unavailable")
		}
		return tools.Models{}, nil
	}
	client, err := model.New(model.Config{BaseURL: m.BaseURL, APIKey: m.APIKey, Timeout: m.Timeout, MaxTokens: m.MaxTokens,
		Concurrency: m.Concurrency, Logger: logger})
	if err != nil {
		return tools.Models{}, err
	}
	logger.LogAttrs(context.Background(), slog.LevelInfo, "model provider configured", m.LogAttrs()...)
	return tools.Models{Client: client, Target: m.Target, Rewriter: m.Rewriter, Compare: m.Compare, Judge: m.Judge}, nil
}

// webConfig is the page's configuration: the server's prices, free limit,
// x402 network and version. Only a development build may build the engine.
func webConfig(prices payments.PriceTable, freeLimit int, network string, logger *slog.Logger) web.Config {
	return web.Config{
		Version:     buildVersion(),
		Prices:      prices,
		FreeLimit:   freeLimit,
		X402Network: network,
		BuildEngine: buildVersion() == "",
		Logger:      logger,
	}
}
