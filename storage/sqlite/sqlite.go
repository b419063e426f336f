package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/storage"

	"modernc.org/sqlite" // also registers the "sqlite" driver
	sqlite3 "modernc.org/sqlite/lib"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

var _ storage.Store = (*DB)(nil)

// DB is an open SQLite store: the tables both SQL backends keep
// (storage.Tables), on one writing connection and a pool of readers.
type DB struct {
	*storage.Tables
	path string
	rw   *sql.DB // one connection: all writes
	ro   *sql.DB // reads

	// Prepared once: preparing per call cost a sixth of a keyed call.
	insertUsage *sql.Stmt // rw
	addUsed     *sql.Stmt // rw
	keysVersion *sql.Stmt // ro
}

// busyTimeout is how long a statement waits for a lock held by another
// process (e.g. "pqs keys create" while "pqs serve" runs).
const busyTimeout = 5 * time.Second

// Open opens (creating it if needed) the database file at path and applies
// any pending migrations.
func Open(ctx context.Context, path string) (*DB, error) {
	if path == "" {
		return nil, errors.New("sqlite: empty path")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("sqlite: create data directory: %w", err)
		}
	}
	// No journal_mode here: see setWAL.
	pragmas := []string{
		"busy_timeout(" + strconv.Itoa(int(busyTimeout/time.Millisecond)) + ")",
		"foreign_keys(1)",
		"synchronous(NORMAL)",
	}
	q := url.Values{"_pragma": pragmas, "_txlock": {"immediate"}}
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
	rw, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	rw.SetMaxOpenConns(1)
	rw.SetMaxIdleConns(1)
	rw.SetConnMaxLifetime(0)
	rw.SetConnMaxIdleTime(0)
	db := &DB{path: path, rw: rw}
	if err := setWAL(ctx, rw); err != nil {
		rw.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	if err := db.migrate(ctx); err != nil {
		rw.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	q.Add("_pragma", "query_only(1)")
	ro, err := sql.Open("sqlite", "file:"+(&url.URL{Path: path}).EscapedPath()+"?"+q.Encode())
	if err != nil {
		rw.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	ro.SetMaxOpenConns(4)
	ro.SetMaxIdleConns(4)
	db.ro = ro
	db.Tables = storage.NewTables(storage.Dialect{Name: "sqlite", Pending: pendingPayment, Tie: "rowid",
		Time: func(t time.Time) any { return formatTime(t) }}, storage.SQLDB{DB: rw}, storage.SQLDB{DB: ro})
	if err := db.Ping(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if err := db.prepare(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	return db, nil
}

func (db *DB) prepare(ctx context.Context) error {
	for _, p := range []struct {
		dst **sql.Stmt
		on  *sql.DB
		sql string
	}{
		{&db.insertUsage, db.rw, `INSERT INTO key_usage (key_id, route, at, calls) VALUES (?, ?, ?, ?)`},
		{&db.addUsed, db.rw, `UPDATE api_keys SET used = used + ? WHERE id = ?`},
		{&db.keysVersion, db.ro, `SELECT COUNT(*), COUNT(revoked_at), COALESCE(SUM(revision), 0) FROM api_keys`},
	} {
		st, err := p.on.PrepareContext(ctx, p.sql)
		if err != nil {
			return fmt.Errorf("prepare %q: %w", p.sql, err)
		}
		*p.dst = st
	}
	return nil
}

// setWAL puts the file in WAL mode, which then stays with the file for
// every connection. Switching needs the file to itself, and SQLite refuses
// at once, without waiting busy_timeout, while another process holds it:
// two processes that create the file at once (TestConcurrentOpen failed
// 5 to 27 runs in 200 when the switch was a connection pragma). So it is
// done here, retried until busyTimeout.
func setWAL(ctx context.Context, db *sql.DB) error {
	deadline := time.Now().Add(busyTimeout)
	for delay := time.Millisecond; ; delay = min(2*delay, 100*time.Millisecond) {
		var mode string
		err := db.QueryRowContext(ctx, "PRAGMA journal_mode=WAL").Scan(&mode)
		// A switch that cannot be made returns the old mode, not an error.
		if err == nil && strings.EqualFold(mode, "wal") {
			return nil
		}
		if err != nil && !isBusy(err) {
			return fmt.Errorf("set WAL journal mode: %w", err)
		}
		if time.Now().After(deadline) {
			if err == nil {
				err = fmt.Errorf("journal mode stays %q", mode)
			}
			return fmt.Errorf("set WAL journal mode: %w", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(delay):
		}
	}
}

// isBusy reports whether err is SQLite's "database is locked".
func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error {
	var one int
	if err := db.ro.QueryRowContext(ctx, "SELECT 1").Scan(&one); err != nil {
		return fmt.Errorf("sqlite: ping: %w", err)
	}
	return nil
}

// Close closes the database.
func (db *DB) Close() error {
	var errs []error
	for _, st := range []*sql.Stmt{db.insertUsage, db.addUsed, db.keysVersion} {
		if st != nil {
			errs = append(errs, st.Close())
		}
	}
	if db.ro != nil {
		errs = append(errs, db.ro.Close())
	}
	errs = append(errs, db.rw.Close())
	return errors.Join(errs...)
}

// migrate applies pending migrations, each in its own immediate (write-locked)
// transaction, so two processes opening a new file at once don't both apply one.
func (db *DB) migrate(ctx context.Context) error {
	ms, err := storage.Migrations(migrationFS)
	if err != nil {
		return err
	}
	if _, err := db.rw.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at TEXT NOT NULL
	)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	for _, m := range ms {
		if err := db.apply(ctx, m); err != nil {
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
	}
	return nil
}

func (db *DB) apply(ctx context.Context, m storage.Migration) error {
	tx, err := db.rw.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM schema_migrations WHERE version = ?", m.Version).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
		m.Version, m.Name, formatTime(time.Now())); err != nil {
		return err
	}
	return tx.Commit()
}

// formatTime is how times are stored: text, in an order that is time
// order.
func formatTime(t time.Time) string { return t.UTC().Format(storage.TimeLayout) }
