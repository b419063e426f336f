// Package postgrestest gives tests a fresh PostgreSQL database or schema on
// the test server.
//
// The server is PQS_TEST_POSTGRES when that holds a postgres:// URL, else
// postgres://postgres@127.0.0.1:5432/test. PQS_TEST_POSTGRES=off skips the
// tests that need it; otherwise an unreachable server fails them, so a
// broken setup can't pass as green.
package postgrestest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/storage/postgres"
)

// DefaultURL is the test server when PQS_TEST_POSTGRES doesn't name one.
const DefaultURL = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// URL returns the test server's URL, skipping t when PQS_TEST_POSTGRES=off
// and failing it when the server doesn't answer.
func URL(t testing.TB) string {
	t.Helper()
	return pqstest.Server(t, "PostgreSQL", "PQS_TEST_POSTGRES", DefaultURL, []string{"postgres://", "postgresql://"}, ping)
}

func ping(u string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		return err
	}
	return conn.Close(ctx)
}

func randomName(prefix string) string {
	var b [6]byte
	rand.Read(b[:])
	return prefix + hex.EncodeToString(b[:])
}

// exec runs one statement on the server at u.
func exec(t testing.TB, u, sql string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatalf("postgrestest: connect: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql); err != nil {
		t.Fatalf("postgrestest: %s: %v", sql, err)
	}
}

// NewDatabase creates an empty database, dropped when t ends (even with
// connections still open), and returns its URL.
func NewDatabase(t testing.TB) string {
	t.Helper()
	u, name := create(t, "CREATE DATABASE %s", "DROP DATABASE IF EXISTS %s WITH (FORCE)")
	u.Path = "/" + name
	return u.String()
}

// NewSchema creates an empty schema in the test database, dropped when t
// ends, and returns a URL whose search_path is that schema. It is cheaper
// than NewDatabase.
func NewSchema(t testing.TB) string {
	t.Helper()
	u, name := create(t, "CREATE SCHEMA %s", "DROP SCHEMA IF EXISTS %s CASCADE")
	q := u.Query()
	q.Set("search_path", name)
	u.RawQuery = q.Encode()
	return u.String()
}

// create makes an object with a new name on the test server by the
// statement createSQL, dropped by dropSQL when t ends, and returns the
// server's URL and the name.
func create(t testing.TB, createSQL, dropSQL string) (*url.URL, string) {
	t.Helper()
	base := URL(t)
	name := randomName("pqs_test_")
	exec(t, base, fmt.Sprintf(createSQL, name))
	t.Cleanup(func() { exec(t, base, fmt.Sprintf(dropSQL, name)) })
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	return u, name
}

// Open opens the store at url (from [NewSchema] or [NewDatabase]); it is
// closed when tb's test ends.
func Open(tb testing.TB, url string) *postgres.DB {
	tb.Helper()
	return pqstest.Open(tb, postgres.Open, url)
}

// Fresh opens a store on a new schema ([NewSchema]), and returns it with a
// function that opens the same schema again; each is closed when the test
// that opened it ends.
func Fresh(tb testing.TB) (*postgres.DB, func(testing.TB) *postgres.DB) {
	tb.Helper()
	url := NewSchema(tb)
	return Open(tb, url), func(tb testing.TB) *postgres.DB { return Open(tb, url) }
}
