package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
)

func TestMigrateSQLite(t *testing.T) {
	env := map[string]string{"PQS_DATA_DIR": filepath.Join(t.TempDir(), "data")}
	for range 2 { // the second run finds nothing to do
		out, stderr, err := runCLI(t, env, "migrate")
		if err != nil {
			t.Fatalf("migrate: %v (stderr %q)", err, stderr)
		}
		if !strings.HasPrefix(out, "schema version ") || strings.HasPrefix(out, "schema version 0") {
			t.Errorf("migrate printed %q, want the schema version", out)
		}
	}
	_, _, err := runCLI(t, env, "migrate", "extra")
	if ee, ok := err.(exitError); !ok || ee.code != 2 {
		t.Errorf("migrate extra = %v, want a usage error", err)
	}
}

func TestMigratePostgres(t *testing.T) {
	url := postgrestest.NewDatabase(t)
	for range 2 {
		out, stderr, err := runCLI(t, nil, "migrate", "--database-url", url)
		if err != nil {
			t.Fatalf("migrate: %v (stderr %q)", err, stderr)
		}
		if out != "schema version 7\n" {
			t.Errorf("migrate printed %q, want schema version 7", out)
		}
	}
}
