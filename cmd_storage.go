package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"path/filepath"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/ratelimit"
	"github.com/pqs-dev/pqs/storage/postgres"
	"github.com/pqs-dev/pqs/storage/sqlite"
)

// store is what the service keeps its state in: API keys, their usage and
// the x402 payment ledger.
type store interface {
	payments.KeyStore
	payments.Ledger
	Ping(context.Context) error
	Close() error
}

// limiter limits the free route per client.
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
			return nil, fmt.Errorf("open store %s: %w", redactURL(databaseURL), err)
		}
		logger.InfoContext(ctx, "storage opened", "backend", "postgres", "url", redactURL(databaseURL))
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
// this process.
func openLimiter(ctx context.Context, redisURL string, limit int, window time.Duration) (limiter, error) {
	if redisURL != "" {
		return nil, fmt.Errorf("open limiter %s: the Redis limiter is not built yet", redactURL(redisURL))
	}
	return memoryLimiter{ratelimit.NewMemory(limit, window, nil)}, nil
}

type memoryLimiter struct{ *ratelimit.Memory }

func (memoryLimiter) Close() error { return nil }

// redactURL hides a URL's password for logs and errors.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "(unparsable URL)"
	}
	return u.Redacted()
}
