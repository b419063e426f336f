package postgres

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/pqs-dev/pqs/storage"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

var _ storage.Store = (*DB)(nil)

// migrateLock is the advisory lock key that serializes migrations.
const migrateLock int64 = 0x7071735f6d6967 // "pqs_mig"

// DB is a PostgreSQL store: the tables both SQL backends keep
// (storage.Tables), and the quota reservations and boot locks that
// replicas share.
type DB struct {
	*storage.Tables
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
	db.Tables = storage.NewTables(storage.Dialect{Name: "postgres", Pending: pendingPayment, Tie: "seq",
		Time: func(t time.Time) any { return t.UTC() }}, pgSQL{pool}, pgSQL{pool})
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

// pgSQL runs the statements of storage.Tables on a pool: their ?
// placeholders become $1, $2, ..., and pgx's no-rows error database/sql's.
type pgSQL struct{ pool *pgxpool.Pool }

func (p pgSQL) Exec(ctx context.Context, query string, args ...any) (int64, error) {
	tag, err := p.pool.Exec(ctx, rebind(query), args...)
	return tag.RowsAffected(), err
}

func (p pgSQL) QueryRow(ctx context.Context, query string, args ...any) storage.Scanner {
	return pgRow{p.pool.QueryRow(ctx, rebind(query), args...)}
}

func (p pgSQL) Query(ctx context.Context, query string, args ...any) (storage.ClosingRows, error) {
	rows, err := p.pool.Query(ctx, rebind(query), args...)
	if err != nil {
		return nil, err
	}
	return pgRows{rows}, nil
}

type pgRow struct{ pgx.Row }

func (r pgRow) Scan(dest ...any) error {
	err := r.Row.Scan(dest...)
	if errors.Is(err, pgx.ErrNoRows) {
		return sql.ErrNoRows
	}
	return err
}

type pgRows struct{ pgx.Rows }

func (r pgRows) Close() error {
	r.Rows.Close()
	return r.Err()
}

// rebind numbers the ? placeholders of query, outside quoted text.
func rebind(query string) string {
	if !strings.Contains(query, "?") {
		return query
	}
	var b strings.Builder
	n, quoted := 0, false
	for _, c := range query {
		switch {
		case c == '\'':
			quoted = !quoted
		case c == '?' && !quoted:
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}
