package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/storage"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pqs-dev/pqs/payments"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

var (
	_ payments.KeyStore = (*DB)(nil)
	_ payments.Ledger   = (*DB)(nil)
)

// migrateLock is the advisory lock key that serializes migrations.
const migrateLock int64 = 0x7071735f6d6967 // "pqs_mig"

// DB is a PostgreSQL store.
type DB struct {
	pool *pgxpool.Pool
	log  *slog.Logger
}

// Open connects to the database at url (postgres://...), checks that it
// answers and applies pending migrations. Pool settings may be given in
// the URL (pool_max_conns=...).
func Open(ctx context.Context, url string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// The parse error may quote the URL with its password.
		return nil, errors.New("postgres: invalid database URL")
	}
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	}
	if !strings.Contains(url, "pool_max_conns") {
		cfg.MaxConns = 16
	}
	// Check idle connections regularly so a restarted server is noticed
	// before a request needs a connection.
	cfg.HealthCheckPeriod = 5 * time.Second
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	db := &DB{pool: pool, log: slog.New(slog.DiscardHandler)}
	if err := db.Ping(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	if err := db.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return db, nil
}

// SetLogger sets where the store logs what it cannot return as an error
// (a lost boot lock); it must be called before the store is used.
func (db *DB) SetLogger(l *slog.Logger) {
	if l != nil {
		db.log = l
	}
}

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.pool.Ping(ctx); err != nil {
		return fmt.Errorf("postgres: ping: %w", err)
	}
	return nil
}

// Close closes the pool. It may be called more than once.
func (db *DB) Close() error {
	db.pool.Close()
	return nil
}

// Version returns the schema version: the newest applied migration.
func (db *DB) Version(ctx context.Context) (int, error) {
	var v int
	if err := db.pool.QueryRow(ctx, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations").Scan(&v); err != nil {
		return 0, fmt.Errorf("postgres: schema version: %w", err)
	}
	return v, nil
}

// migrate applies pending migrations in one transaction holding an
// advisory lock: replicas starting at once wait for each other, and a
// failed migration leaves nothing half-applied.
func (db *DB) migrate(ctx context.Context) error {
	ms, err := storage.Migrations(migrationFS)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", migrateLock); err != nil {
			return fmt.Errorf("migration lock: %w", err)
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    integer PRIMARY KEY,
			name       text NOT NULL,
			applied_at timestamptz NOT NULL DEFAULT now()
		)`); err != nil {
			return fmt.Errorf("create schema_migrations: %w", err)
		}
		applied := make(map[int]bool)
		rows, err := tx.Query(ctx, "SELECT version FROM schema_migrations")
		if err != nil {
			return fmt.Errorf("read schema_migrations: %w", err)
		}
		vs, err := pgx.CollectRows(rows, pgx.RowTo[int])
		if err != nil {
			return fmt.Errorf("read schema_migrations: %w", err)
		}
		for _, v := range vs {
			applied[v] = true
		}
		for _, m := range ms {
			if applied[m.Version] {
				continue
			}
			if _, err := tx.Exec(ctx, m.SQL); err != nil {
				return fmt.Errorf("migration %s: %w", m.Name, err)
			}
			if _, err := tx.Exec(ctx, "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", m.Version, m.Name); err != nil {
				return fmt.Errorf("migration %s: %w", m.Name, err)
			}
		}
		return nil
	})
}

// utc returns t in UTC; pgx returns times in the local zone.
func utc(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return t.UTC()
}

// nullTime stores the zero time as NULL.
func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}
