package scoring

import (
	"strings"
	"testing"
)

// TestFixRoles: a role fix, when a prompt needs one, names a role from the
// prompt's domain.
func TestFixRoles(t *testing.T) {
	for _, test := range []struct{ prompt, want string }{
		{"Summarize what randomized controlled trials say about intermittent fasting and weight loss in adults.", "clinical researcher"},
		{"Write a Python function that parses ISO 8601 dates and returns a datetime.", "software engineer"},
		{"Write three email subject lines under 50 characters for our spring sale.", "copywriter"},
		{"Review this lease clause about the tenant's liability for water damage.", "lawyer"},
		{"Write a haiku about the first snow of winter.", "poet"},
	} {
		a := analyze(test.prompt, General, defaultWeights, false)
		role := a.action(a.fixRule(dRole))
		a.release()
		if !strings.Contains(role, test.want) {
			t.Errorf("%q: role fix %q, want one naming %q", test.prompt, role, test.want)
		}
	}
}

// TestFixesFitThePrompt: no fix asks for what the prompt has, and none
// contradicts what it states.
func TestFixesFitThePrompt(t *testing.T) {
	for _, test := range []struct {
		prompt string
		not    []string // words no fix may contain
		dims   []string // dimensions no fix may address
	}{
		{"Write three email subject lines under 50 characters for our spring sale.",
			[]string{"paragraph", "words", "essay"}, nil},
		{"You are a pediatric nurse who writes for parents of toddlers. Explain how to treat a mild fever at home, for parents who are anxious and have no medical training.",
			[]string{"who the answer is for", "add a role"}, []string{"role_definition"}},
		{"Compare PostgreSQL and SQLite for a mobile app's offline cache. Answer as a Markdown table with columns feature, PostgreSQL, SQLite.",
			[]string{"paragraph"}, []string{"output_format"}},
		{"Who wrote Hamlet?", nil, []string{"role_definition", "examples", "cot_structure", "context"}},
		{"Now make it shorter.", nil, []string{"role_definition", "examples", "cot_structure", "context", "constraints", "specificity"}},
		{"Translate that into French.", nil, []string{"role_definition", "examples", "cot_structure", "context", "constraints", "specificity"}},
		// A length in the task and an audience in the role are there already.
		{"You are a crypto market analyst writing for retail investors new to Bitcoin. Write a 600-word blog post on what the April 2024 halving changed for miners' revenue.",
			[]string{"800 words", "who the answer is for"}, nil},
	} {
		r := mustScore(t, test.prompt, General)
		for _, f := range r.TopFixes {
			for _, w := range test.not {
				if strings.Contains(strings.ToLower(f.Action), w) {
					t.Errorf("%q: fix %q contradicts the prompt (%q)", test.prompt, f.Action, w)
				}
			}
			for _, d := range test.dims {
				if f.Dimension == d {
					t.Errorf("%q: fix for %s, which the prompt has or does not need: %q", test.prompt, d, f.Action)
				}
			}
		}
	}
}

// TestWeakPromptsGetFixes: a weak prompt that names its input ("this
// text") is not a follow-up to an earlier answer, so it gets fixes.
func TestWeakPromptsGetFixes(t *testing.T) {
	for _, p := range []string{"Summarize this text.", "Summarize this article.", "Translate this email into French.", "Review this code."} {
		if r := mustScore(t, p, General); len(r.TopFixes) == 0 {
			t.Errorf("%q scores %d and gets no fix", p, r.Total)
		}
	}
}

// TestFixesRealContentWins: a fix carried out with real content raises
// the score more than the same fix carried out with boilerplate.
func TestFixesRealContentWins(t *testing.T) {
	real := map[string]string{
		"role_definition": "You are a registered dietitian who writes meal plans for people with type 2 diabetes.",
		"context":         "The plan is for my parents, both in their seventies, newly diagnosed with type 2 diabetes and used to eating Indian food.",
		"constraints":     "Keep each dinner under 45 grams of carbohydrates, use ingredients from an ordinary supermarket, and avoid rice.",
		"output_format":   "Answer as a table with one row per day and columns for dish, carbohydrates and cooking time.",
		"examples":        "For example: \"Monday: paneer and spinach curry with cauliflower rice, 18 g carbohydrates, 30 minutes.\"",
		"cot_structure":   "First list the carbohydrate budget per meal, then pick dishes that fit it, then check each day's total against the budget.",
		"specificity":     "The plan is for weeknight dinners from Monday to Friday.",
		"clarity":         "Plan the dinners in the \"Monday to Friday\" order.",
	}
	boiler := map[string]string{
		"role_definition": "You are a world-class expert with years of experience.",
		"context":         "Consider the context and the audience carefully.",
		"constraints":     "Be accurate, thorough and avoid any mistakes.",
		"output_format":   "Format your answer nicely and make it easy to read.",
		"examples":        "Use examples where helpful.",
		"cot_structure":   "Think step by step before answering.",
		"specificity":     "Be as specific and detailed as possible.",
		"clarity":         "Be clear and concise.",
	}
	const base = "Write a weekly dinner plan."
	r := mustScore(t, base, General)
	if len(r.TopFixes) == 0 {
		t.Fatal("no fixes")
	}
	for _, f := range r.TopFixes {
		good := mustScore(t, base+" "+real[f.Dimension], General)
		bad := mustScore(t, base+" "+boiler[f.Dimension], General)
		if good.Total <= bad.Total || dimScore(good, f.Dimension) <= dimScore(bad, f.Dimension) {
			t.Errorf("fix %q: real content scores %d (%s %d), boilerplate %d (%s %d)", f.Action,
				good.Total, f.Dimension, dimScore(good, f.Dimension), bad.Total, f.Dimension, dimScore(bad, f.Dimension))
		}
		if gain := dimScore(good, f.Dimension) - dimScore(r, f.Dimension); gain < f.Gain/2 {
			t.Errorf("fix %q promises +%d, real content gains %d", f.Action, f.Gain, gain)
		}
	}
}

// TestDomainWordsNotStop: roleHint skips stop words without looking them
// up, which holds only while no domain word is one.
func TestDomainWordsNotStop(t *testing.T) {
	for _, l := range languages {
		lx := lexFor(l.code)
		for _, d := range l.domains {
			for _, w := range fields(d.words) {
				if e := lx.words[w]; e != nil && e.cls&cStop != 0 {
					t.Errorf("%s: domain word %q is a stop word", l.code, w)
				}
			}
		}
	}
}

// TestFixesDoNotComeBack: a fix carried out with real content is not
// offered again for its dimension.
func TestFixesDoNotComeBack(t *testing.T) {
	real := map[string]string{
		"role_definition": "You are a registered dietitian who plans weeknight meals for families.",
		"context":         "The plan is for my parents, both in their seventies, newly diagnosed with type 2 diabetes and used to eating Indian food.",
		"constraints":     "Keep each dinner under 45 grams of carbohydrates, use ingredients from an ordinary supermarket, and avoid rice.",
		"output_format":   "Answer as a table with one row per day and columns for dish, carbohydrates and cooking time.",
		"examples":        "For example: \"Monday: paneer and spinach curry with cauliflower rice, 18 g carbohydrates, 30 minutes.\"",
		"cot_structure":   "First list the carbohydrate budget per meal, then pick dishes that fit it, then check each day's total against the budget.",
	}
	const base = "Write a weekly dinner plan."
	for _, f := range mustScore(t, base, General).TopFixes {
		add, ok := real[f.Dimension]
		if !ok {
			continue
		}
		after := mustScore(t, base+" "+add, General)
		for _, g := range after.TopFixes {
			if g.Dimension == f.Dimension && g.Action == f.Action {
				t.Errorf("fix %q comes back after %q", f.Action, add)
			}
		}
	}
}

// TestFixesGrammatical: a fix never splices a fragment of the prompt into
// a sentence of its own (it may quote the prompt's words it asks to
// change), and names a role only from the prompt's domain.
func TestFixesGrammatical(t *testing.T) {
	quoting := map[string]bool{"clarity": true, "specificity": true} // "Replace "stuff" with ..."
	for _, test := range []struct{ prompt, notRole string }{
		{"The nightly ETL job failed with a timeout on the orders table; find the cause.", "career coach"},
		{"Write a literary short story about a lighthouse keeper who stops trusting the tide tables.", "copywriter"},
		{"Answer a legal question from the user about tenancy deposits in England.", ""},
		{"Help the customer accomplish their goal with our billing page.", ""},
		{"Classify the review as positive, negative or neutral. Answer with the label only.", ""},
		{"Summarize this article.", ""},
	} {
		r := mustScore(t, test.prompt, General)
		words := strings.Fields(strings.ToLower(strings.Trim(test.prompt, ".")))
		for _, f := range r.TopFixes {
			a := strings.ToLower(f.Action)
			if test.notRole != "" && strings.Contains(a, test.notRole) {
				t.Errorf("%q: role from another domain: %q", test.prompt, f.Action)
			}
			for _, bad := range []string{"specialist in ", "who helps with ", "words set", " per line\"", "..."} {
				if bad == "..." && f.Dimension == "examples" {
					continue // "Input: ... Output: ..." is a template to fill
				}
				if strings.Contains(a, bad) && bad != "..." {
					t.Errorf("%q: fix %q has a slot filled with the prompt", test.prompt, f.Action)
				}
			}
			if quoting[f.Dimension] {
				continue
			}
			// No run of four of the prompt's words outside quotes.
			for i := 0; i+4 <= len(words); i++ {
				if run := strings.Join(words[i:i+4], " "); strings.Contains(a, run) {
					t.Errorf("%q: fix %q repeats the prompt's %q", test.prompt, f.Action, run)
				}
			}
			if strings.Contains(test.prompt, "label only") && (f.Dimension == "cot_structure" || strings.Contains(a, "reason")) {
				t.Errorf("%q: fix %q contradicts the label-only answer", test.prompt, f.Action)
			}
		}
	}
}

// TestFixesFitThePurpose: fixes are what a prompt needs for its purpose. A
// short factual question needs nothing more; a bare brief needs its
// details and its reader, never a role, examples or steps first.
func TestFixesFitThePurpose(t *testing.T) {
	for _, p := range []string{
		"What year did the Berlin Wall fall?",
		"What is the boiling point of water at sea level in Fahrenheit?",
		"Who wrote Pride and Prejudice?",
	} {
		if r := mustScore(t, p, General); len(r.TopFixes) != 0 {
			t.Errorf("%q: fixes %v, want none for a factual question", p, r.TopFixes)
		}
	}
	for _, p := range []string{"Write a poem.", "Write a cover letter.", "Explain how a transistor works."} {
		r := mustScore(t, p, General)
		if len(r.TopFixes) == 0 {
			t.Errorf("%q: no fix for a bare brief", p)
		}
		for _, f := range r.TopFixes {
			switch f.Dimension {
			case "role_definition", "examples", "cot_structure":
				t.Errorf("%q: a fix asks for %s: %s", p, f.Dimension, f.Action)
			}
		}
	}
}
