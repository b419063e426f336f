package scoring

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func dimScore(r Result, name string) int {
	for _, d := range r.Dimensions {
		if d.Name == name {
			return d.Score
		}
	}
	return -1
}

func TestParseVertical(t *testing.T) {
	for _, test := range []struct {
		in   string
		want Vertical
		err  bool
	}{
		{"", General, false},
		{"general", General, false},
		{"crypto", Crypto, false},
		{"content", Content, false},
		{"research", Research, false},
		{"Crypto", "", true},
		{"finance", "", true},
	} {
		got, err := ParseVertical(test.in)
		if got != test.want || (err != nil) != test.err {
			t.Errorf("ParseVertical(%q) = %q, %v; want %q, error %v", test.in, got, err, test.want, test.err)
		}
		if err != nil && (!errors.Is(err, ErrUnknownVertical) || !strings.Contains(err.Error(), "general, crypto, content, research")) {
			t.Errorf("ParseVertical(%q) error = %v; want ErrUnknownVertical naming the allowed values", test.in, err)
		}
	}
	if _, err := Score("x", "bogus"); !errors.Is(err, ErrUnknownVertical) {
		t.Errorf("Score with unknown vertical: err = %v, want ErrUnknownVertical", err)
	}
	if _, err := Optimize("x", "bogus"); !errors.Is(err, ErrUnknownVertical) {
		t.Errorf("Optimize with unknown vertical: err = %v, want ErrUnknownVertical", err)
	}
}

func TestGrade(t *testing.T) {
	for _, test := range []struct {
		total int
		want  string
	}{{80, "A"}, {68, "A"}, {67, "B"}, {56, "B"}, {55, "C"}, {44, "C"}, {43, "D"}, {32, "D"}, {31, "F"}, {0, "F"}} {
		if got := Grade(test.total); got != test.want {
			t.Errorf("Grade(%d) = %q, want %q", test.total, got, test.want)
		}
	}
}

func TestResultShape(t *testing.T) {
	r := mustScore(t, "Write a haiku about autumn leaves for a children's magazine.", General)
	if len(r.Dimensions) != 8 {
		t.Fatalf("len(Dimensions) = %d, want 8", len(r.Dimensions))
	}
	sum := 0
	for i, d := range r.Dimensions {
		if d.Name != DimensionNames()[i] {
			t.Errorf("Dimensions[%d].Name = %q, want %q", i, d.Name, DimensionNames()[i])
		}
		sum += d.Score
	}
	if sum != r.Total || r.OutOf != 80 || r.Grade != Grade(r.Total) || r.Vertical != General {
		t.Errorf("Result = total %d (sum %d), out of %d, grade %q, vertical %q", r.Total, sum, r.OutOf, r.Grade, r.Vertical)
	}
	if len(r.TopFixes) != 3 {
		t.Fatalf("len(TopFixes) = %d, want 3", len(r.TopFixes))
	}
	for i := 1; i < len(r.TopFixes); i++ {
		if r.TopFixes[i].Gain > r.TopFixes[i-1].Gain {
			t.Errorf("TopFixes not ordered by gain: %+v", r.TopFixes)
		}
	}
}

// TestDimensions checks single dimensions on small prompts.
func TestDimensions(t *testing.T) {
	for _, test := range []struct {
		prompt string
		dim    string
		min    int
		max    int
	}{
		{"Act as a linguist. What shaped the English language?", "role_definition", 8, 10},
		{"What shaped the English language?", "role_definition", 0, 0},
		{"You are a senior tax accountant with 20 years of experience; your task is to review my return.", "role_definition", 9, 10},
		{"Explain photosynthesis to me like I'm 11 years old.", "context", 3, 10},
		{"Explain photosynthesis.", "context", 0, 0},
		{"What is 17 * 23? Let's think step by step.", "cot_structure", 6, 10},
		{"What is 17 * 23?", "cot_structure", 0, 0},
		{"Summarize the article below as a bulleted list of 5 points.", "output_format", 4, 10},
		{"Explain the water cycle.", "output_format", 0, 0},
		{"Describe the rock cycle. You must mention magma, keep it under 100 words, in a friendly tone.", "constraints", 7, 10},
		{"Highlight the main features of a peninsula. Don't give an exhaustive description.", "clarity", 3, 6},
		{"Highlight the main features of a peninsula. Use 2-3 defining characteristics.", "clarity", 5, 10},
		{"Extract keywords from the text.\nText 1: Stripe provides payment APIs.\nKeywords 1: Stripe, payment, APIs\nText 2: {text}\nKeywords 2:", "examples", 6, 10},
		{"Classify each review as positive or negative.", "examples", 0, 0},
		{"Who was the first president of the United States?", "examples", 4, 4},
	} {
		r := mustScore(t, test.prompt, General)
		if got := dimScore(r, test.dim); got < test.min || got > test.max {
			t.Errorf("Score(%q).%s = %d, want %d..%d", test.prompt, test.dim, got, test.min, test.max)
		}
	}
}

// TestShortFollowUp: short, precise follow-ups are not told to add examples
// or reasoning they do not need (ctxray #11).
func TestShortFollowUp(t *testing.T) {
	for _, p := range []string{"Now make it shorter.", "Translate that into French.", "Who wrote Hamlet?", "Convert the table above to CSV."} {
		r := mustScore(t, p, General)
		for _, f := range r.TopFixes {
			if f.Dimension == "examples" || f.Dimension == "cot_structure" {
				t.Errorf("Score(%q) suggests %q: %s", p, f.Dimension, f.Action)
			}
		}
	}
}

// TestPaddingDoesNotRaise: pasted logs, code, data, repeated text, filler,
// politeness, tips, threats and keyword repetition never raise a score.
func TestPaddingDoesNotRaise(t *testing.T) {
	bases := []string{
		"Explain the process of photosynthesis.",
		"You are a senior Go engineer. Review the function below for concurrency bugs and list each issue with a one-line fix.",
		"Summarize the following report for our board in 5 bullet points, focusing on revenue and churn.",
	}
	log := strings.Repeat("2024-05-01T12:00:03Z ERROR db: connection refused (retry 3/5) host=10.0.0.7:5432\n", 40)
	code := "```go\n" + strings.Repeat("func f(x int) int { return x * 2 }\n", 40) + "```\n"
	csv := strings.Repeat("2024-01-01,1234.5,0.07,42,17,991\n", 40)
	for _, base := range bases {
		want := mustScore(t, base, General).Total
		for name, padded := range map[string]string{
			"log":        base + "\n" + log,
			"code":       base + "\n" + code,
			"data":       base + "\n" + csv,
			"repeated":   strings.Repeat(base+"\n", 8),
			"filler":     base + "\n" + strings.Repeat("This is very important.\n", 20),
			"politeness": "Could you please kindly help me? " + base + " Thank you so much!",
			"tip":        "I'm going to tip $300000 for a better solution! " + base,
			"threat":     base + " You will be penalized if you get this wrong.",
			"keywords":   strings.Repeat("photosynthesis ", 30) + base,
			"stuffing":   "Plants, green and leafy plants, feed the world. " + base,
		} {
			if got := mustScore(t, padded, General).Total; got > want {
				t.Errorf("padding %q raised %d -> %d for %q", name, want, got, base)
			}
		}
	}
}

// TestVerticals: the vertical changes what counts (DESIGN §2).
func TestVerticals(t *testing.T) {
	for _, test := range []struct {
		v            Vertical
		weak, strong string
	}{
		{Research, "Summarize what is known about intermittent fasting and weight loss.",
			"Summarize what is known about intermittent fasting and weight loss. Cite peer-reviewed sources published since 2020 for each claim."},
		{Crypto, "Analyze this token's price action.",
			"Analyze ETH price action on Ethereum mainnet over the last 30 days and flag the main risks, including volatility."},
		{Content, "Write a post about our new running shoe.",
			"Write a 300-word LinkedIn post about our new running shoe for marathon beginners, in a warm, upbeat tone."},
	} {
		w, s := mustScore(t, test.weak, test.v), mustScore(t, test.strong, test.v)
		if s.Total <= w.Total {
			t.Errorf("%s: Score(strong) = %d <= Score(weak) = %d", test.v, s.Total, w.Total)
		}
		// The vertical requirement weighs more in its vertical than in general.
		gw, gs := mustScore(t, test.weak, General), mustScore(t, test.strong, General)
		if s.Total-w.Total <= gs.Total-gw.Total {
			t.Errorf("%s: vertical gap %d <= general gap %d", test.v, s.Total-w.Total, gs.Total-gw.Total)
		}
	}
}

func TestDeterministicAndPlaceholders(t *testing.T) {
	p := "Write a product description for our new kettle."
	a, b := mustScore(t, p, General), mustScore(t, p, General)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Error("Score is not deterministic")
	}
	// An unfilled placeholder earns nothing.
	withPH := mustScore(t, p+" It is for [audience: who will read it] so that [purpose: what it is for].", General)
	if withPH.Total > a.Total {
		t.Errorf("placeholders raised %d -> %d", a.Total, withPH.Total)
	}
}

func ExampleScore() {
	r, err := Score("Act as a linguist. Explain to a high school class, in under 200 words, how Norman French shaped English vocabulary.", General)
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Total, r.Grade)
	for _, d := range r.Dimensions[:3] {
		fmt.Println(d.Name, d.Score)
	}
	// Output:
	// 36 D
	// clarity 7
	// specificity 8
	// context 4
}

// TestNegatedQuestion checks principle 4 for questions: a negated question
// at the start or end costs 1 clarity point, a double negation 2, and a lone
// "without", a hedged request or a rhetorical question mid-text nothing.
func TestNegatedQuestion(t *testing.T) {
	for _, test := range []struct {
		prompt string
		want   int
	}{
		{"Which metals aren't unable to conduct electricity at room temperature?", 2},
		{"Without what would a bicycle chain fail to turn the rear wheel?", 2},
		{"Which planets should we not count when listing the gas giants?", 1},
		{"How do I center a div without using flexbox?", 0},
		{"If it's not too much trouble, could you list the planets?", 0},
		{"Rewrite my post. Who doesn't like coffee? It is the best drink. Keep it short.", 0},
		{"Which metals conduct electricity at room temperature?", 0},
	} {
		r, err := Score(test.prompt, General)
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		for _, f := range r.Dimensions[0].Fired {
			if strings.HasPrefix(f, rubric[rClarityPositiveQuestion].Fired) {
				got++
			}
		}
		e := defaultEngine()
		an := e.analyze(test.prompt)
		an.derive()
		a, q := an.negatedQuestion()
		e.release(an)
		if (got > 0) != (test.want > 0) || a != test.want {
			t.Errorf("%q: negated question points %d (%s), evidence %d; want %d", test.prompt, a, q, got, test.want)
		}
	}
}
