package scoring

import (
	"strings"
	"testing"
)

// TestOptimizeHonest: the offline rewrite keeps the user's words, asks
// for what is missing with placeholders that earn nothing, and says what
// it changed.
func TestOptimizeHonest(t *testing.T) {
	for _, p := range []string{
		"Write a blog post about Bitcoin.",
		"You are a helpful assistant. Summarize the report below in 5 bullets for the board. Keep it under 100 words. Do not speculate.\nQ3 revenue rose 12% to $4.1M while churn fell to 2.1%. Headcount grew from 40 to 52.",
		"Explain recursion.",
	} {
		rw, err := Optimize(p, General)
		if err != nil {
			t.Fatal(err)
		}
		if rw.After.Total < rw.Before.Total {
			t.Errorf("%q: rewrite scores %d < original %d", p, rw.After.Total, rw.Before.Total)
		}
		// The placeholders earn nothing: the whole rewrite scores what
		// its restructured text scores.
		if got := mustScore(t, rw.Prompt, General).Total; got != rw.After.Total {
			t.Errorf("%q: the rewrite with placeholders scores %d, without %d: placeholders must earn nothing\n%s", p, got, rw.After.Total, rw.Prompt)
		}
		if rw.After.Total > rw.Before.Total+4 {
			t.Errorf("%q: rewrite gains %d points (%d -> %d) from restructuring alone", p, rw.After.Total-rw.Before.Total, rw.Before.Total, rw.After.Total)
		}
		for _, s := range strings.FieldsFunc(p, func(r rune) bool { return r == '.' || r == '\n' }) {
			if s = strings.TrimSpace(s); s != "" && !strings.Contains(rw.Prompt, s) {
				t.Errorf("%q: the rewrite lost %q:\n%s", p, s, rw.Prompt)
			}
		}
		if len(rw.Changes) == 0 {
			t.Errorf("%q: no changes described", p)
		}
		for _, c := range rw.Changes {
			if c.Dimension == "" || c.Description == "" {
				t.Errorf("%q: change %+v names no dimension or description", p, c)
			}
		}
	}
}
