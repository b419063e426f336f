package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
)

func TestMigrateSQLite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	env := func(k string) string {
		if k == "PQS_DATA_DIR" {
			return dir
		}
		return ""
	}
	for range 2 { // the second run finds nothing to do
		var out, errb bytes.Buffer
		if err := run(context.Background(), []string{"migrate"}, env, nil, &out, &errb); err != nil {
			t.Fatalf("migrate: %v (stderr %q)", err, errb.String())
		}
		if got := out.String(); !strings.HasPrefix(got, "schema version ") || strings.HasPrefix(got, "schema version 0") {
			t.Errorf("migrate printed %q, want the schema version", got)
		}
	}
	var out, errb bytes.Buffer
	err := run(context.Background(), []string{"migrate", "extra"}, env, nil, &out, &errb)
	if ee, ok := err.(exitError); !ok || ee.code != 2 {
		t.Errorf("migrate extra = %v, want a usage error", err)
	}
}

func TestMigratePostgres(t *testing.T) {
	url := postgrestest.NewDatabase(t)
	env := func(k string) string { return "" }
	for range 2 {
		var out, errb bytes.Buffer
		if err := run(context.Background(), []string{"migrate", "--database-url", url}, env, nil, &out, &errb); err != nil {
			t.Fatalf("migrate: %v (stderr %q)", err, errb.String())
		}
		if got := out.String(); got != "schema version 7\n" {
			t.Errorf("migrate printed %q, want schema version 7", got)
		}
	}
}
