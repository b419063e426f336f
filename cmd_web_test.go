package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWebCommand(t *testing.T) {
	dir := t.TempDir()
	out, stderr, err := runCLI(t, map[string]string{"PQS_PRICES": "batch=0.5"}, "web", "--out", dir, "--api-url", "https://pqs.example.com/")
	if err != nil {
		t.Fatalf("pqs web: %v\n%s", err, stderr)
	}
	if !strings.Contains(out, "wrote the web page of pqs dev to "+dir) {
		t.Errorf("stdout %q", out)
	}
	html, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<td role="cell" class="price">$0.5</td>`, `https://pqs.example.com</span>/api/score/batch`, `data-static="true"`} {
		if !strings.Contains(string(html), want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "web", "engine.wasm")); err != nil {
		t.Error(err)
	}
	for _, args := range [][]string{
		{"web", "--api-url", "ftp://pqs.example.com"},
		{"web", "--api-url", "https://pqs.example.com/?x=1"},
		{"web", "--prices", "score=abc"},
		{"web", "--out", ""},
		{"web", "--free-limit", "-1"},
		{"web", "extra"},
	} {
		var ee exitError
		if _, _, err := runCLI(t, nil, args...); !errors.As(err, &ee) || ee.code != 2 {
			t.Errorf("pqs %q: %v, want a usage error", args, err)
		}
	}
}
