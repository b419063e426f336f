package main

import (
	"context"
	"errors"
)

// Commands being built; each moves to its own file when implemented.

func cmdLoad(ctx context.Context, e *cliEnv, args []string) error {
	return errors.New("load: not built yet")
}
