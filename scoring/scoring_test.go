package scoring

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// lexOnce returns the English lexicon.
func lexOnce() lexicon { return lexFor("en") }

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
		if d.Score < 0 || d.Score > 10 {
			t.Errorf("%s = %d, want 0..10", d.Name, d.Score)
		}
		sum += d.Score
	}
	if sum != r.Total || r.OutOf != 80 || r.Grade != Grade(r.Total) || r.Vertical != General {
		t.Errorf("Result = total %d (sum %d), out of %d, grade %q, vertical %q", r.Total, sum, r.OutOf, r.Grade, r.Vertical)
	}
	if len(r.TopFixes) == 0 || len(r.TopFixes) > 3 {
		t.Fatalf("len(TopFixes) = %d, want 1..3", len(r.TopFixes))
	}
	for _, f := range r.TopFixes {
		if f.Gain < 1 || dimScore(r, f.Dimension)+f.Gain > 10 {
			t.Errorf("fix %+v promises a gain outside 1..%d", f, 10-dimScore(r, f.Dimension))
		}
		if f.Dimension != "clarity" && f.Dimension != "specificity" && dimScore(r, f.Dimension) > 0 {
			t.Errorf("fix %+v asks for a component that earns %d points", f, dimScore(r, f.Dimension))
		}
	}
	s, err := Summarize("Write a haiku about autumn leaves for a children's magazine.", General)
	if err != nil || s.Total != r.Total || s.Grade != r.Grade {
		t.Errorf("Summarize = %+v, %v; want the total and grade of Score (%d, %s)", s, err, r.Total, r.Grade)
	}
}

// TestComponents checks that each component, written in plain sentences,
// raises its own dimension, one specific sentence to the specific band
// (3 points and more; bare is 1-2).
func TestComponents(t *testing.T) {
	const base = "Explain how vaccines train the immune system."
	for _, test := range []struct {
		dim, add string
		min      int
	}{
		{"role_definition", "You are an immunologist who teaches first-year medical students.", 3},
		{"context", "I am preparing a talk for parents at my daughter's primary school, most of whom worry about side effects.", 3},
		{"constraints", "Keep it under 150 words, mention mRNA and inactivated vaccines, and do not give medical advice.", 5},
		{"output_format", "Answer in three bullet points, then a one-sentence summary in bold.", 3},
		{"examples", "For example: \"A vaccine is like a wanted poster: it shows the immune system the face of the intruder before it arrives.\"", 3},
		{"cot_structure", "First list what the immune system needs to recognise a virus, then explain how a vaccine supplies it, then check each step against how mRNA vaccines work.", 3},
	} {
		b, x := mustScore(t, base, General), mustScore(t, base+" "+test.add, General)
		if got := dimScore(x, test.dim); got < test.min || got <= dimScore(b, test.dim) {
			t.Errorf("%s: %d -> %d, want at least %d\n  added: %s", test.dim, dimScore(b, test.dim), got, test.min, test.add)
		}
		moved := 0
		for i := range b.Dimensions {
			if b.Dimensions[i].Name != test.dim {
				moved += abs(x.Dimensions[i].Score - b.Dimensions[i].Score)
			}
		}
		if moved > 2 {
			t.Errorf("%s: adding it moved the other dimensions by %d in total, want at most 2:\n  %v\n  %v", test.dim, moved, b.Dimensions, x.Dimensions)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestAnyForm: a component counts however it is written: a sentence, a
// label, a Markdown section, an XML block.
func TestAnyForm(t *testing.T) {
	const task = "List the planets of the solar system."
	for _, test := range []struct {
		dim   string
		forms []string
	}{
		{"output_format", []string{
			task + " Format: a Markdown table with columns name, diameter and moons.",
			task + " Output: a Markdown table with columns name, diameter and moons.",
			task + " Return a Markdown table with columns name, diameter and moons.",
			task + "\n\n## Output format\nA Markdown table with columns name, diameter and moons.",
			task + "\n<format>\nA Markdown table with columns name, diameter and moons.\n</format>",
		}},
		{"constraints", []string{
			task + " Include only the eight planets recognised since 2006 and leave out dwarf planets.",
			task + "\n\nRules:\n- Include only the eight planets recognised since 2006.\n- Leave out dwarf planets.",
			task + "\n<rules>\nInclude only the eight planets recognised since 2006. Leave out dwarf planets.\n</rules>",
		}},
	} {
		first := -1
		for _, p := range test.forms {
			got := dimScore(mustScore(t, p, General), test.dim)
			if got < 3 {
				t.Errorf("%s = %d for %q, want at least 3", test.dim, got, p)
			}
			if first >= 0 && abs(got-first) > 2 {
				t.Errorf("%s = %d for %q, but %d for the first form: forms should score alike", test.dim, got, p, first)
			}
			if first < 0 {
				first = got
			}
		}
	}
}

// TestXMLSections: the same content in XML sections scores at least as
// well as one flat paragraph.
func TestXMLSections(t *testing.T) {
	flat := "You are a support agent for Acme Cloud. Customers are small-business owners who are not technical. " +
		"Answer the customer's question below. Never promise refunds; link to acme.com/billing for billing questions. " +
		"Reply in at most 120 words, greeting the customer by name."
	tagged := "<role>You are a support agent for Acme Cloud.</role>\n" +
		"<context>Customers are small-business owners who are not technical.</context>\n" +
		"<task>Answer the customer's question below.</task>\n" +
		"<rules>Never promise refunds; link to acme.com/billing for billing questions.</rules>\n" +
		"<format>Reply in at most 120 words, greeting the customer by name.</format>"
	f, x := mustScore(t, flat, General), mustScore(t, tagged, General)
	if x.Total < f.Total {
		t.Errorf("XML sections score %d, the flat paragraph %d; want at least as much\n  %v\n  %v", x.Total, f.Total, x.Dimensions, f.Dimensions)
	}
}

// TestSlots: a template slot is neither penalised nor rewarded.
func TestSlots(t *testing.T) {
	for _, test := range []struct{ plain, slotted string }{
		{"Write a thank-you note to my colleague.", "Write a thank-you note to {name}."},
		{"Write a thank-you note to my colleague.", "Write a thank-you note to {{name}}."},
		{"Summarize the article below in three bullet points.", "Summarize the article below in three bullet points.\n\n{article}"},
		{"Translate the text into French.", "Translate the text into French: [TEXT]"},
	} {
		p, s := mustScore(t, test.plain, General), mustScore(t, test.slotted, General)
		if d := s.Total - p.Total; d < -2 || d > 3 {
			t.Errorf("slot moved the score by %d: %q = %d, %q = %d", d, test.plain, p.Total, test.slotted, s.Total)
		}
	}
	// Placeholders earn nothing.
	p := "Write a product description for our new kettle."
	a, b := mustScore(t, p, General), mustScore(t, p+"\nAudience: [who will read it]\nPurpose: [what it is for]", General)
	if b.Total > a.Total+1 {
		t.Errorf("placeholders raised %d -> %d", a.Total, b.Total)
	}
}

// TestPaddingDoesNotRaise: pasted logs, code, data, repeated text, filler,
// tips, threats and keyword stuffing never raise a score, except that
// input an instruction points at ("the function below") earns context and
// its fence counts as a section, once.
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
			"log":      base + "\n" + log,
			"code":     base + "\n" + code,
			"data":     base + "\n" + csv,
			"repeated": strings.Repeat(base+"\n", 8),
			"filler":   base + "\n" + strings.Repeat("This is very important.\n", 20),
			"tip":      "I'm going to tip $300000 for a better solution! " + base,
			"threat":   base + " You will be penalized if you get this wrong.",
			"keywords": strings.Repeat("photosynthesis ", 30) + base,
		} {
			limit := want
			if (name == "log" || name == "code" || name == "data") && strings.Contains(base, " below") || strings.Contains(base, "following") {
				limit = want + 3
			}
			if got := mustScore(t, padded, General).Total; got > limit {
				t.Errorf("padding %q raised %d -> %d for %q", name, want, got, base)
			}
		}
	}
}

// TestSubstanceBeatsBoilerplate: the same request with task-specific
// sentences outscores it with generic ones of the same length.
func TestSubstanceBeatsBoilerplate(t *testing.T) {
	base := "Write a function that validates email addresses."
	generic := base + " You are a world-class expert. Think step by step. Make sure your answer is high quality and follows best practices. Format your answer nicely."
	specific := base + " Use Go 1.22 and only the standard library. Accept plus-addressing like a+b@x.io but reject addresses over 254 characters. Return an error that names the rule that failed."
	g, s := mustScore(t, generic, General), mustScore(t, specific, General)
	if s.Total <= g.Total {
		t.Errorf("specific %d <= generic %d\n  %v\n  %v", s.Total, g.Total, s.Dimensions, g.Dimensions)
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
		gw, gs := mustScore(t, test.weak, General), mustScore(t, test.strong, General)
		if s.Total-w.Total <= gs.Total-gw.Total {
			t.Errorf("%s: vertical gap %d <= general gap %d", test.v, s.Total-w.Total, gs.Total-gw.Total)
		}
	}
}

func TestDeterministic(t *testing.T) {
	p := "You are a tax accountant. Explain the 2024 standard deduction for a married couple filing jointly, in under 150 words."
	a, b := mustScore(t, p, General), mustScore(t, p, General)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Error("Score is not deterministic")
	}
}

// TestEvidence: evidence quotes the words that fired a rule, and
// deductions are reported apart from what earned points.
func TestEvidence(t *testing.T) {
	r := mustScore(t, "Could you please tell me about Bitcoin? Don't use jargon.", General)
	var fired, deducted string
	for _, d := range r.Dimensions {
		fired += strings.Join(d.Fired, "\n")
		deducted += strings.Join(d.Deducted, "\n")
	}
	for _, want := range []string{defaultWeights.earnsText[rVague], `"tell me about`} {
		if !strings.Contains(deducted, want) {
			t.Errorf("deductions %q do not contain %q", deducted, want)
		}
	}
	if strings.Contains(fired, defaultWeights.earnsText[rVague]) || strings.Contains(fired, defaultWeights.earnsText[rNegative]) {
		t.Errorf("a deduction is listed among what earned points: %q", fired)
	}
}

func TestEmptyAndOdd(t *testing.T) {
	for _, p := range []string{"", " ", "\n\n", "???", "```", "<a>", "{x}", strings.Repeat("a", 40000), "\xff\xfe", "# \n## \n"} {
		r, err := Score(p, General)
		if err != nil || len(r.Dimensions) != 8 || r.Total < 0 || r.Total > 80 {
			t.Errorf("Score(%.20q) = %v, %v", p, r.Total, err)
		}
		if _, err := Optimize(p, General); err != nil {
			t.Errorf("Optimize(%.20q) = %v", p, err)
		}
	}
}

func FuzzScore(f *testing.F) {
	for _, p := range append(plainRequests,
		"You are a lawyer.\n\n## Rules\n- Never invent cases.\n\n<example>\nQ: x\nA: y\n</example>\n\nAnswer:",
		"Text 1: a\nKeywords 1: b\n##\nText 2: {text}\nKeywords 2:",
		"```go\nfunc main() {}\n```\nReview this code.") {
		f.Add(p)
	}
	// A seed per script the engine reads or recognises.
	for _, x := range perLanguage {
		f.Add(x.rich)
	}
	f.Add("Напишите статью о климате. Не более 300 слов.")
	f.Add("## 输出格式\n请用表格回答：名称、价格。\n例：苹果｜5元")
	f.Add("キャラクター：あなたは先生です。\n例：入力→出力")
	f.Fuzz(func(t *testing.T, p string) {
		r, err := Score(p, General)
		if err != nil {
			t.Fatal(err)
		}
		sum := 0
		for _, d := range r.Dimensions {
			if d.Score < 0 || d.Score > 10 {
				t.Fatalf("%s = %d", d.Name, d.Score)
			}
			sum += d.Score
		}
		if sum != r.Total {
			t.Fatalf("total %d, sum %d", r.Total, sum)
		}
		if rw, err := Optimize(p, General); err != nil || rw.After.Total < rw.Before.Total {
			t.Fatalf("Optimize: %v, %d -> %d", err, rw.Before.Total, rw.After.Total)
		}
	})
}

// TestChatPrompt: a chat prompt keeps its parts' roles: the system
// message's role, rules and format count, and an earlier exchange is an
// example.
func TestChatPrompt(t *testing.T) {
	msgs := []Message{
		{Role: "system", Content: "You are a support agent for Acme Cloud, a host for small online shops. Reply in at most 80 words and never promise refunds."},
		{Role: "user", Content: "My site is down."},
		{Role: "assistant", Content: "Your DNS record changed at 08:52; restore the A record in Settings > Domains."},
		{Role: "user", Content: "Answer the customer's question: {{question}}"},
	}
	text := ChatPrompt(msgs)
	if !strings.HasPrefix(text, msgs[0].Content) || !strings.Contains(text, "<example>\nMy site is down.") {
		t.Fatalf("ChatPrompt = %q", text)
	}
	chat, bare := mustScore(t, text, General), mustScore(t, msgs[3].Content, General)
	if chat.Total <= bare.Total+10 {
		t.Errorf("chat prompt %d, bare user turn %d: the system message should count", chat.Total, bare.Total)
	}
	for _, d := range []string{"role_definition", "constraints", "examples"} {
		if dimScore(chat, d) == 0 {
			t.Errorf("chat prompt: %s = 0", d)
		}
	}
	// The same chat as JSON scores the same.
	js := `[{"role":"system","content":` + quoteJSON(msgs[0].Content) + `},{"role":"user","content":"My site is down."},` +
		`{"role":"assistant","content":` + quoteJSON(msgs[2].Content) + `},{"role":"user","content":"Answer the customer's question: {{question}}"}]`
	if got := mustScore(t, js, General).Total; got != chat.Total {
		t.Errorf("as a JSON chat array: %d, as messages: %d", got, chat.Total)
	}
}

func quoteJSON(s string) string { return fmt.Sprintf("%q", s) }

// TestNoFreePoints: forms that look like components but add nothing the
// task did not already say.
func TestNoFreePoints(t *testing.T) {
	base := "Summarize this article about tax reform."
	// A role that restates the task names no domain.
	taut := mustScore(t, "You are an article summarizer who summarizes articles about tax reform. "+base, General)
	real := mustScore(t, "You are a tax policy analyst at a think tank. "+base, General)
	if d := dimScore(taut, "role_definition"); d > 3 || d >= dimScore(real, "role_definition") {
		t.Errorf("tautological role = %d, real role = %d; want at most 3 and below the real one", d, dimScore(real, "role_definition"))
	}
	// List numbers in prose are not details; generic honesty is not a requirement.
	fix := "Fix the bug in my login form."
	steps := mustScore(t, fix+" 1. Understand the problem. 2. Find the cause. 3. Explain the fix.", General)
	if d := dimScore(steps, "specificity") - dimScore(mustScore(t, fix, General), "specificity"); d > 1 {
		t.Errorf("inline list numbers raised specificity by %d", d)
	}
	if got := dimScore(mustScore(t, fix+" If you are unsure, say so.", General), "constraints"); got > 1 {
		t.Errorf("\"If you are unsure, say so.\" constraints = %d, want at most 1", got)
	}
	// Punctuation asks nothing; a slot is what an instruction acts on.
	if got := mustScore(t, "???", General).Total; got != 0 {
		t.Errorf(`"???" = %d, want 0`, got)
	}
	if s, p := dimScore(mustScore(t, "Summarize {text}.", General), "clarity"), dimScore(mustScore(t, "Summarize the text.", General), "clarity"); s != p {
		t.Errorf(`clarity of "Summarize {text}." = %d, of "Summarize the text." = %d; want equal`, s, p)
	}
	// Slots where examples go show no example.
	ex := mustScore(t, "Classify the sentiment of the review.\n\nExamples:\n{example_1}\n{example_2}\n\nReview: {review}\n", General)
	if d := dimScore(ex, "examples"); d != 0 {
		t.Errorf("slot examples = %d, want 0", d)
	}
}

// TestChatTask: the task of a chat is its last user turn, not the system
// message's first instruction.
func TestChatTask(t *testing.T) {
	msgs := []Message{
		{Role: "system", Content: "Answer questions about the Acme return policy. Keep answers under 80 words."},
		{Role: "user", Content: "Translate our return policy summary into formal German for the Berlin store."},
	}
	lx := lexOnce()
	a := analyzeIn(lx, ChatPrompt(msgs), General, defaultWeights, false)
	defer a.release()
	if a.main == nil || !strings.Contains(a.main.text, "Translate our return policy") {
		t.Errorf("task = %v, want the last user turn", a.main)
	}
}

// TestWorkIsNotTheTask: "Take a deep breath and think step by step" is how
// to work, never the task.
func TestWorkIsNotTheTask(t *testing.T) {
	lx := lexOnce()
	a := analyzeIn(lx, "Take a deep breath and think step by step. Write a limerick about a cat who learns to code in Go.", General, defaultWeights, false)
	defer a.release()
	if a.main == nil || !strings.HasPrefix(a.main.text, "Write a limerick") {
		t.Errorf("task = %v, want the limerick", a.main)
	}
}

// TestOnlyInstructionIsTheTask: a prompt that is one instruction is its
// task, however little it names, and its fix asks what it acts on.
func TestOnlyInstructionIsTheTask(t *testing.T) {
	lx := lexOnce()
	for _, p := range []string{"Summarize this.", "Translate this.", "Explain this."} {
		a := analyzeIn(lx, p, General, defaultWeights, false)
		if a.main == nil || a.main.text != p {
			t.Errorf("%q: task = %v, want the instruction", p, a.main)
		}
		a.release()
		r := mustScore(t, p, General)
		if len(r.TopFixes) == 0 || r.TopFixes[0].Dimension != "clarity" {
			t.Errorf("%q: fixes %v, want first what it acts on", p, r.TopFixes)
		}
	}
}

// TestPinnedBeatsVague: a task that pins down what decides the answer
// outscores one of about the same length that leaves it to guess.
func TestPinnedBeatsVague(t *testing.T) {
	for _, test := range []struct{ clear, vague string }{
		{"Find the three cheapest direct flights from Taipei to Sydney on 14 March.", "I want to fly somewhere nice soon, find me some good flight options please."},
		{"List the top 5 highest-grossing animated films of 2021 worldwide.", "Tell me about some animated films that people seem to like a lot lately."},
		{"Recommend two laptops under $800 with at least 16 GB of RAM for video editing.", "I need a new laptop for my work, can you suggest a few good ones for me?"},
	} {
		c, v := mustScore(t, test.clear, General), mustScore(t, test.vague, General)
		if dimScore(c, "specificity") <= dimScore(v, "specificity") {
			t.Errorf("specificity: clear %d <= vague %d\n  %s\n  %s", dimScore(c, "specificity"), dimScore(v, "specificity"), test.clear, test.vague)
		}
	}
}

// TestComponentWithoutHeading: a component keeps most of its points when
// its heading is gone and only its text says what it is.
func TestComponentWithoutHeading(t *testing.T) {
	const task = "Review the pull request for the payments service.\n\n"
	for _, test := range []struct{ dim, heading, body string }{
		{"constraints", "## Rules\n", "- Do not approve changes that skip the migration tests.\n- Never suggest logging card numbers.\n- Only comment on files in the diff.\n"},
		{"output_format", "## Output format\n", "- Return a Markdown table with columns file, line, severity and comment.\n- End with a one-line verdict: approve or request changes.\n"},
		{"cot_structure", "## Workflow\n", "1. First read the migration and the tests that cover it.\n2. Then trace each call into the payments client.\n3. Finally check the error paths against the retry policy.\n"},
	} {
		with := mustScore(t, task+test.heading+test.body, General)
		without := mustScore(t, task+test.body, General)
		if b, v := dimScore(with, test.dim), dimScore(without, test.dim); b < 2 || v*2 < b {
			t.Errorf("%s: %d with its heading, %d without", test.dim, b, v)
		}
	}
}

// FuzzClip: a quote is the start of the span's words joined by single
// spaces, however long the span: collapsing only the start of a long span
// gives what collapsing all of it would (clipAll).
func FuzzClip(f *testing.F) {
	for _, s := range []string{"a  b\tc\nd", strings.Repeat("word \n ", 100), " \u00a0x\u2003y \n", "é  " + strings.Repeat("ü", 60)} {
		f.Add(s)
	}
	clipAll := func(s string, n int) string {
		if strings.ContainsAny(s, "\n\t\r") || strings.Contains(s, "  ") {
			s = strings.Join(strings.Fields(s), " ")
		}
		return clip(s, n) // s has no runs of spaces left to collapse
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, n := range []int{10, 80} {
			if got, want := clip(s, n), clipAll(s, n); got != want {
				t.Fatalf("clip(%q, %d) = %q, want %q", s, n, got, want)
			}
		}
	})
}

// TestTableSizes: the strength features hold every general rule of a
// dimension, so that adding a rule fails here, saying what to change,
// rather than at run time.
func TestTableSizes(t *testing.T) {
	for d := range numDims {
		if n := len(generalRules[d]); n > maxDimRules {
			t.Errorf("%s has %d general rules, maxDimRules is %d: raise it and refit (go generate ./scoring)", dimensionNames[d], n, maxDimRules)
		}
	}
}
