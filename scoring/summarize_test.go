package scoring

import "testing"

// loadPrompt is the prompt `pqs load` sends to the free route (cmd_load.go),
// so the engine's share of that benchmark can be measured on its own.
const loadPrompt = "You are a senior financial analyst. Summarize the attached Q3 earnings call transcript for a " +
	"retail investor in five bullet points of at most 20 words each, then list the two biggest risks the CFO mentioned. " +
	"Use only facts from the transcript and quote the figures exactly. Think step by step: first find the guidance " +
	"changes, then the margin trends. Format: Markdown. Example bullet: \"- Revenue up 12% year on year, driven by cloud.\""

// BenchmarkSummarize compares the quiet path with Score on the same
// prompts: go test -run '^$' -bench 'Summarize' ./scoring.
func BenchmarkSummarize(b *testing.B) {
	for _, size := range []struct {
		name string
		n    int
	}{{"200B", 200}, {"load", 0}, {"1KiB", 1 << 10}, {"8KiB", 8 << 10}} {
		p := loadPrompt
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
