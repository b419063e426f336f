package check

import (
	"testing"

	"github.com/pqs-dev/pqs/check/checktest"
)

// BenchmarkRun times a check of 1,000 prompt files of 1 to 4 KiB, the
// four kinds in turn: finding, reading, parsing and scoring them.
//
//	go test ./check -run '^$' -bench Run -benchtime 10x -count 5
func BenchmarkRun(b *testing.B) {
	dir := b.TempDir()
	if err := checktest.WriteTree(dir, 1000, 1); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		rep, err := Run(b.Context(), Options{Dir: dir})
		if err != nil {
			b.Fatal(err)
		}
		if len(rep.Files) != 1000 || len(rep.Errors) != 0 {
			b.Fatalf("%d files, %v errors; want 1,000 files", len(rep.Files), rep.Errors)
		}
	}
}
