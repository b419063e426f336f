package main

import (
	"context"
	"fmt"

	"github.com/pqs-dev/pqs/settings"
)

// cmdMigrate applies pending storage migrations and prints the schema
// version. serve applies them at start-up too; this is for deployments that
// migrate before rolling out replicas.
func cmdMigrate(ctx context.Context, e *cliEnv, args []string) error {
	f := e.newFlags("migrate", "usage: pqs migrate [--data DIR] [--database-url URL]\n\nApplies storage migrations and prints the schema version.\n\nflags:\n")
	var sc settings.Storage
	settings.AddStorage(f.Flags, &sc)
	if err := e.parsed(f, f.Parse(args)); err != nil {
		return err
	}
	st, err := openStore(ctx, sc.DataDir, sc.DatabaseURL, nil)
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
