package scoring

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// plainRequests are short requests of the kind users send, for tests that
// add text to them.
var plainRequests = []string{
	"Write a cover letter for a junior accountant position.",
	"Explain how vaccines train the immune system.",
	"Summarize the causes of the 2008 financial crisis.",
	"Write a Python function that removes duplicates from a list.",
	"Suggest names for a neighborhood bakery.",
	"Compare PostgreSQL and MongoDB for an inventory system.",
	"Draft an email asking my landlord to fix the heating.",
	"Give me a weekly workout plan.",
	"Translate this paragraph into Spanish.",
	"What are the main arguments for a four-day work week?",
	"Create a lesson plan about fractions.",
	"Review my resume and suggest improvements.",
}

func genericSentences(t *testing.T) []string {
	f, err := os.Open("testdata/generic.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

// TestGenericSentences adds 3 to 5 generic sentences, written for this
// test and unlike the evaluation files', to plain requests: they must earn
// little (a bare component earns 1 or 2 points in its dimension, so four
// of them at most 8 in all, and 3 on average) and never what task-specific
// text earns.
func TestGenericSentences(t *testing.T) {
	gen := genericSentences(t)
	total, n, k := 0, 0, 0
	for _, base := range plainRequests {
		for rep := 0; rep < 3; rep++ {
			m := 3 + (k % 3)
			var extra []string
			for j := 0; j < m; j++ {
				extra = append(extra, gen[(k*7+j*11)%len(gen)])
			}
			k++
			// Some before the request, the rest after, as people write them.
			p := extra[0] + " " + base + " " + strings.Join(extra[1:], " ")
			b, x := mustScore(t, base, General), mustScore(t, p, General)
			gain := x.Total - b.Total
			total += gain
			n++
			if gain > 8 {
				t.Errorf("generic sentences raised %q by %d (%d -> %d):\n%s", base, gain, b.Total, x.Total, p)
			}
		}
	}
	if mean := float64(total) / float64(n); mean > 3 {
		t.Errorf("generic sentences raise a plain request by %.1f on average, want at most 3", mean)
	} else {
		t.Logf("mean gain from generic sentences: %+.2f over %d prompts", mean, n)
	}
}

func mustScore(tb testing.TB, p string, v Vertical) Result {
	tb.Helper()
	r, err := Score(p, v)
	if err != nil {
		tb.Fatal(err)
	}
	return r
}
