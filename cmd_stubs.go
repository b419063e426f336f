package main

import (
	"context"
	"errors"
)

// Commands being built; each moves to its own file when implemented.

func cmdServe(ctx context.Context, e *cliEnv, args []string) error {
	return errors.New("serve: not built yet")
}
func cmdKeys(ctx context.Context, e *cliEnv, args []string) error {
	return errors.New("keys: not built yet")
}
func cmdLoad(ctx context.Context, e *cliEnv, args []string) error {
	return errors.New("load: not built yet")
}
