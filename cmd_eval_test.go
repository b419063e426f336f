package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestEvalUsage(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "eval")
	for _, tt := range []struct {
		name string
		env  map[string]string
		args []string
	}{
		{"flag", nil, []string{"--dir", missing}},
		{"env", map[string]string{"PQS_EVAL_DIR": missing}, nil},
	} {
		_, _, err := runCLI(t, tt.env, append([]string{"eval"}, tt.args...)...)
		if err == nil || !strings.Contains(err.Error(), missing) || !strings.Contains(err.Error(), "--dir") || !strings.Contains(err.Error(), "PQS_EVAL_DIR") {
			t.Errorf("%s: eval of a missing directory: err = %v, want one naming it, --dir and PQS_EVAL_DIR", tt.name, err)
		}
	}
	stdout, _, _ := runCLI(t, nil, "eval", "--help")
	for _, want := range []string{"usage: pqs eval", "-dir", "PQS_EVAL_DIR"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("eval --help lacks %q on stdout:\n%s", want, stdout)
		}
	}
}
