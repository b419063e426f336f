package main

import (
	"errors"
	"flag"
	"strings"
	"testing"
)

// TestHelp: help that was asked for goes to stdout and ends the program
// with status 0 (run returns nil or flag.ErrHelp, which main does not
// count as an error); pqs alone is a usage error, its usage on stderr.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{
		{"--help"}, {"-h"}, {"help"},
		{"serve", "--help"}, {"mcp", "-h"}, {"score", "--help"}, {"check", "--help"}, {"keys", "--help"},
		{"keys", "create", "--help"}, {"migrate", "--help"}, {"eval", "--help"}, {"load", "--help"}, {"web", "--help"},
	} {
		stdout, stderr, err := runCLI(t, nil, args...)
		if err != nil && !errors.Is(err, flag.ErrHelp) || stderr != "" || !strings.Contains(stdout, "usage: pqs") {
			t.Errorf("pqs %q: err %v, stdout %.60q, stderr %.60q; want the usage on stdout, status 0", args, err, stdout, stderr)
		}
	}
	stdout, stderr, err := runCLI(t, nil)
	var ee exitError
	if !errors.As(err, &ee) || ee.code != 2 || stdout != "" || !strings.Contains(stderr, "usage: pqs COMMAND") {
		t.Errorf("pqs: err %v, stdout %q, stderr %.60q; want a usage error, the usage on stderr", err, stdout, stderr)
	}
	stdout, stderr, err = runCLI(t, nil, "serve", "--nope")
	if !errors.As(err, &ee) || ee.code != 2 || stdout != "" || !strings.Contains(stderr, "usage: pqs serve") {
		t.Errorf("pqs serve --nope: err %v, stdout %q, stderr %.60q; want a usage error, the usage on stderr", err, stdout, stderr)
	}
}
