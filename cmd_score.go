package main

import (
	"context"
	"errors"
)

func cmdScore(ctx context.Context, e *cliEnv, args []string) error {
	return errors.New("score: not built yet")
}
