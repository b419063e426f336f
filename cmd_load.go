package main

import (
	"context"

	"github.com/pqs-dev/pqs/loadgen"
	"github.com/pqs-dev/pqs/settings"
)

// cmdLoad load-tests a running server on loopback (package loadgen).
func cmdLoad(ctx context.Context, e *cliEnv, args []string) error {
	c, err := parseSettings(e, "load", args, settings.ParseLoad)
	if err != nil {
		return err
	}
	p, err := loadgen.NewPlan(c.Mix, c.Key)
	if err != nil {
		return usageError("%v", err)
	}
	return loadgen.Run(ctx, e.Stdout, e.Stderr, c.Config, p)
}
