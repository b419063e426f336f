package scoring

import (
	"fmt"
	"sync"
	"testing"
)

// TestScratchReuse: results do not depend on what the reused buffers
// held before, whether prompts are scored one after another or at once.
func TestScratchReuse(t *testing.T) {
	prompts := []string{
		benchPrompt(8 << 10), benchPrompt(200), "Explain it.", "",
		"Summarize this log:\n```\npanic: runtime error\ngoroutine 1 [running]:\nmain.go:12 +0x1d\n```",
		benchPrompt(1 << 10),
	}
	want := make([]string, len(prompts))
	for i, p := range prompts {
		want[i] = scoreAll(t, p)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for k := range 3 * len(prompts) {
				i := (g + k) % len(prompts)
				if got := scoreAll(t, prompts[i]); got != want[i] {
					t.Errorf("prompt %d: result differs when buffers are reused", i)
				}
			}
		})
	}
	wg.Wait()
}

// scoreAll returns every result the engine gives for p, printed.
func scoreAll(t *testing.T, p string) string {
	r, err := Score(p, Crypto)
	if err != nil {
		t.Error(err)
	}
	b, _ := ScoreBrief(p, Crypto)
	s, _ := Summarize(p, Crypto)
	o, _ := Optimize(p, Crypto)
	return fmt.Sprintf("%#v\n%#v\n%#v\n%#v", r, b, s, o)
}
