package scoring

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/figures"
)

// TestOptimizeHonest: the offline rewrite keeps the user's sentences in
// their order, asks only for what is missing with placeholders that earn
// nothing, reports exactly the score of the text it returns, and says
// what it changed.
func TestOptimizeHonest(t *testing.T) {
	for _, p := range []string{
		"Write a blog post about Bitcoin.",
		"You are a helpful assistant. Summarize the report below in 5 bullets for the board. Keep it under 100 words. Do not speculate.\nQ3 revenue rose 12% to $4.1M while churn fell to 2.1%. Headcount grew from 40 to 52.",
		"Explain recursion.",
		"Summarize this article.",
		"Translate the email below into French. Keep the tone formal.\n\nHi Anna, thanks for the quick reply. Could we move the call to Thursday at 3pm?",
	} {
		rw, err := Optimize(p, General)
		if err != nil {
			t.Fatal(err)
		}
		got := mustScore(t, rw.Prompt, General)
		if got.Total != rw.After.Total || dimsOf(got) != dimsOf(rw.After) {
			t.Errorf("%q: the rewrite scores %s, but Optimize reports %s", p, dimsOf(got), dimsOf(rw.After))
		}
		// Placeholders earn nothing; setting the input apart is worth
		// at most a clarity point.
		if rw.After.Total < rw.Before.Total || rw.After.Total > rw.Before.Total+1 {
			t.Errorf("%q: rewrite scores %d, original %d: placeholders must earn nothing\n%s", p, rw.After.Total, rw.Before.Total, rw.Prompt)
		}
		at := 0
		for _, s := range strings.FieldsFunc(p, func(r rune) bool { return r == '.' || r == '\n' }) {
			if s = strings.TrimSpace(s); s == "" {
				continue
			}
			i := strings.Index(rw.Prompt[at:], s)
			if i < 0 {
				t.Errorf("%q: the rewrite lost or moved %q:\n%s", p, s, rw.Prompt)
				continue
			}
			at += i + len(s)
		}
		for _, c := range rw.Changes {
			if c.Dimension == "" || c.Description == "" {
				t.Errorf("%q: change %+v names no dimension or description", p, c)
			}
		}
		if rw.Prompt != p && len(rw.Changes) == 0 {
			t.Errorf("%q: rewritten without a change described", p)
		}
	}
}

// TestOptimizeAsksOnce: a rewrite never asks for a component the prompt
// has, however it is written.
func TestOptimizeAsksOnce(t *testing.T) {
	for _, test := range []struct{ prompt, not string }{
		{"Explain recursion.\n\nAudience: first-year computer science students who know loops.", "Audience:"},
		{"Explain recursion to first-year students. Keep it under 200 words.", "Requirements:"},
		{"Explain recursion. Answer as three bullet points.", "Output format:"},
		{"You are a computer science lecturer. Explain recursion.", "Role:"},
	} {
		rw, err := Optimize(test.prompt, General)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Count(rw.Prompt, test.not) > strings.Count(test.prompt, test.not) {
			t.Errorf("%q: the rewrite asks again for %q:\n%s", test.prompt, test.not, rw.Prompt)
		}
	}
}

// TestOptimizeChat: a chat's rewrite is a chat with the same turns, the
// placeholders added to its system message, scored as it is rendered.
func TestOptimizeChat(t *testing.T) {
	msgs := []Message{
		{Role: "system", Content: "You answer questions about our return policy."},
		{Role: "user", Content: "Can I return shoes I wore once?"},
	}
	out, rw, err := OptimizeChat(msgs, General)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 2 || out[1] != msgs[1] || out[0].Role != "system" || !strings.HasPrefix(out[0].Content, msgs[0].Content) {
		t.Fatalf("the rewrite is not the same chat: %+v", out)
	}
	if rw.Prompt != ChatPrompt(out) {
		t.Errorf("Prompt is not the rendered rewrite:\n%s", rw.Prompt)
	}
	if got := mustScore(t, rw.Prompt, General); got.Total != rw.After.Total {
		t.Errorf("the rewrite scores %d, Optimize reports %d", got.Total, rw.After.Total)
	}
}

// dimsOf writes r's dimensions on one line, for messages.
func dimsOf(r Result) string {
	var b strings.Builder
	for _, d := range r.Dimensions {
		fmt.Fprintf(&b, "%s=%d ", d.Name[:4], d.Score)
	}
	return b.String()
}

// TestOptimizeAsksForItsFixes: the rewrite asks, with a placeholder, for
// the components the prompt's fixes name (context, constraints, format,
// role, examples), never lowering the score: a placeholder after the
// prompt changes nothing in how its sentences read.
func TestOptimizeAsksForItsFixes(t *testing.T) {
	set, err := figures.LoadDev(evalDir)
	if err != nil {
		t.Fatal(err)
	}
	asked, missed := 0, 0
	for _, it := range set.Careful {
		rw, err := Optimize(it.Prompt, General)
		if err != nil {
			t.Fatal(err)
		}
		if rw.After.Total < rw.Before.Total {
			t.Errorf("%s: the rewrite scores %d, the prompt %d", it.ID, rw.After.Total, rw.Before.Total)
		}
		wants := false
		for _, f := range rw.Before.TopFixes {
			switch f.Dimension {
			case "context", "constraints", "output_format", "role_definition", "examples":
				wants = true
			}
		}
		switch {
		case wants && len(rw.Changes) == 0:
			missed++
			t.Logf("%s: fixes %v but no rewrite", it.ID, rw.Before.TopFixes)
		case wants:
			asked++
		}
	}
	// A prompt that is JSON keeps its text; nothing else goes unasked.
	if missed > asked/50 {
		t.Errorf("%d prompts with fixes got a rewrite, %d got none", asked, missed)
	}
}

// TestOptimizeUnreadLanguage: a prompt in a language the engine does not
// read gets no fix, and so no placeholder either.
func TestOptimizeUnreadLanguage(t *testing.T) {
	p := "Напишите статью о климате для школьников. Не более 300 слов."
	rw, err := Optimize(p, General)
	if err != nil {
		t.Fatal(err)
	}
	if rw.Before.Language == "en" || len(rw.Before.TopFixes) != 0 {
		t.Fatalf("read as %s with fixes %v, want an unread language and none", rw.Before.Language, rw.Before.TopFixes)
	}
	if rw.Prompt != p || len(rw.Changes) != 0 {
		t.Errorf("rewritten to %q with %v, want the prompt as it is", rw.Prompt, rw.Changes)
	}
}
