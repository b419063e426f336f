// Package meteringtest starts meters for tests.
package meteringtest

import (
	"context"
	"testing"

	"github.com/pqs-dev/pqs/metering"
)

// Start starts a meter over store, closed when tb's test ends.
func Start(tb testing.TB, store metering.Store, cfg metering.Config) *metering.Meter {
	tb.Helper()
	m, err := metering.Start(context.Background(), store, cfg)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { m.Close() })
	return m
}
