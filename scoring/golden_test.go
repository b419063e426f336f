package scoring

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.json")

// TestGolden scores testdata/*.txt and compares with *.golden.json. A diff
// is a scoring change: review it, re-run the eval, then go test -update.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	for _, f := range files {
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r := mustScore(t, string(in), General)
		rw, err := Optimize(string(in), General)
		if err != nil {
			t.Fatal(err)
		}
		got, err := json.MarshalIndent(struct {
			Score   Result
			Rewrite string
			Changes []Change
			After   int
		}{r, rw.Prompt, rw.Changes, rw.After.Total}, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, '\n')
		golden := strings.TrimSuffix(f, ".txt") + ".golden.json"
		if *update {
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test ./scoring -run TestGolden -update)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: result differs from %s; review and run go test ./scoring -run TestGolden -update\ngot:\n%s", f, golden, got)
		}
	}
}
