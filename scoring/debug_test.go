package scoring

import (
	"os"
	"testing"
)

// TestDebugPrompt prints the breakdown of $PQS_DEBUG_PROMPT; a development aid.
func TestDebugPrompt(t *testing.T) {
	p := os.Getenv("PQS_DEBUG_PROMPT")
	if p == "" {
		t.Skip("set PQS_DEBUG_PROMPT to print a breakdown")
	}
	v, _ := ParseVertical(os.Getenv("PQS_DEBUG_VERTICAL"))
	r := mustScore(t, p, v)
	for _, d := range r.Dimensions {
		t.Logf("%-16s %2d fired=%q missing=%q", d.Name, d.Score, d.Fired, d.Missing)
	}
	t.Logf("total %d grade %s fixes %+v", r.Total, r.Grade, r.TopFixes)
}
