package main

import (
	"context"
	"flag"
	"fmt"
)

// cmdMigrate applies pending storage migrations and prints the schema
// version. serve applies them at start-up too; this is for deployments that
// migrate before rolling out replicas.
func cmdMigrate(ctx context.Context, e *cliEnv, args []string) error {
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	defaultData := e.Getenv("PQS_DATA_DIR")
	if defaultData == "" {
		defaultData = "./data"
	}
	dataDir := fs.String("data", defaultData,
		"directory of the embedded SQLite database (env PQS_DATA_DIR)")
	databaseURL := fs.String("database-url", e.Getenv("PQS_DATABASE_URL"),
		"PostgreSQL URL, postgres://...; empty: embedded SQLite (env PQS_DATABASE_URL)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: pqs migrate [--data DIR] [--database-url URL]\n\nApplies storage migrations and prints the schema version.\n\nflags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return err
		}
		return usageError("migrate: %v", err)
	}
	if fs.NArg() > 0 {
		return usageError("migrate: unexpected argument %q", fs.Arg(0))
	}
	st, err := openStore(ctx, *dataDir, *databaseURL, nil)
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
