package main

import (
	"context"
	"fmt"
)

// cmdMigrate applies pending storage migrations and prints the schema
// version. serve applies them at start-up too; this is for deployments that
// migrate before rolling out replicas.
func cmdMigrate(ctx context.Context, e *cliEnv, args []string) error {
	fs, f := newFlags(e, "migrate", "usage: pqs migrate [--data DIR] [--database-url URL]\n\nApplies storage migrations and prints the schema version.\n\nflags:\n")
	var dataDir, databaseURL string
	f.String(&dataDir, "data", "PQS_DATA_DIR", "./data", "directory of the embedded SQLite database")
	f.String(&databaseURL, "database-url", "PQS_DATABASE_URL", "", "PostgreSQL URL, postgres://...; empty: embedded SQLite")
	if err := parseFlags(fs, f, args); err != nil {
		return err
	}
	st, err := openStore(ctx, dataDir, databaseURL, nil)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer st.Close()
	v, ok := st.(interface {
		Version(context.Context) (int, error)
	})
	if !ok {
		return fmt.Errorf("migrate: storage does not report a schema version")
	}
	n, err := v.Version(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	fmt.Fprintf(e.Stdout, "schema version %d\n", n)
	return nil
}
