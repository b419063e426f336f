package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
)

// TestVersionUnstamped: a build without -X main.version says "dev". A
// stamped build is checked by deploy/release (TestCheckVersions, and
// TestRelease on every release: docs/release.md#checks).
func TestVersionUnstamped(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"--version"}, func(string) string { return "" }, strings.NewReader(""), &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "pqs dev\n" {
		t.Errorf("pqs --version = %q, want \"pqs dev\\n\"", got)
	}
}
