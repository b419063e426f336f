package scoring

import (
	"testing"

	"github.com/pqs-dev/pqs/internal/loadprompt"
)

// BenchmarkSummarize compares the quiet path with Score on the same
// prompts: go test -run '^$' -bench 'Summarize' ./scoring.
func BenchmarkSummarize(b *testing.B) {
	for _, size := range []struct {
		name string
		n    int
	}{{"200B", 200}, {"load", 0}, {"1KiB", 1 << 10}, {"8KiB", 8 << 10}} {
		p := loadprompt.Text
		if size.n > 0 {
			p = benchPrompt(size.n)
		}
		b.Run(size.name+"/score", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(p)))
			for b.Loop() {
				Score(p, General)
			}
		})
		b.Run(size.name+"/summarize", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(p)))
			for b.Loop() {
				Summarize(p, General)
			}
		})
	}
}
