package engine

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/tools/wire"
)

var prompts = []struct{ prompt, vertical string }{
	{"Write a blog post about Bitcoin.", ""},
	{"Write a blog post about Bitcoin.", "crypto"},
	{"You are a crypto market analyst writing for retail investors new to Bitcoin. Write a 600-word blog post on what the April 2024 halving changed for miners' revenue. Use three sections with headings and end with a two-line summary. Cite a source for every figure.", "content"},
	{"## Task\nSummarize the report below for the board.\n\n## Format\nFive bullets, each under 20 words.\n\n<document>\nRevenue grew 12%.\n</document>", "research"},
}

// TestScoreIsTheCLIJSON checks that the page's result is what
// pqs score --json prints: tools.NewScoreResult of scoring.Score.
func TestScoreIsTheCLIJSON(t *testing.T) {
	for _, p := range prompts {
		v, _ := scoring.ParseVertical(p.vertical)
		r, err := scoring.Score(p.prompt, v)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(tools.NewScoreResult(p.prompt, r, tools.DefaultPoweredBy))
		var got struct {
			Result   json.RawMessage `json:"result"`
			Evidence []Evidence      `json:"evidence"`
		}
		if err := json.Unmarshal([]byte(Call(Score, mustJSON(Input{Prompt: p.prompt, Vertical: p.vertical}))), &got); err != nil {
			t.Fatal(err)
		}
		var res struct {
			Fixes []wire.Fix `json:"fixes"`
		}
		if err := json.Unmarshal(got.Result, &res); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(string(want), string(got.Result)); d != "" {
			t.Errorf("Score(%q, %q).result differs from pqs score --json (-want +got):\n%s", p.prompt, p.vertical, d)
		}
		if len(got.Evidence) != 8 {
			t.Fatalf("Score(%q): %d dimensions of evidence, want 8", p.prompt, len(got.Evidence))
		}
		for i, d := range r.Dimensions {
			e := got.Evidence[i]
			if e.Dimension != d.Name || e.Score != d.Score || len(e.Fired) != len(d.Fired) || len(e.Missing) != len(d.Missing) || len(e.Deducted) != len(d.Deducted) {
				t.Errorf("Score(%q).evidence[%d] = %+v, want %+v", p.prompt, i, e, d)
			}
		}
		if len(res.Fixes) != len(r.TopFixes) {
			t.Fatalf("Score(%q): %d fixes, want %d", p.prompt, len(res.Fixes), len(r.TopFixes))
		}
		for i, f := range r.TopFixes {
			if res.Fixes[i] != (wire.Fix{Dimension: f.Dimension, Gain: f.Gain, Action: f.Action}) {
				t.Errorf("Score(%q).result.fixes[%d] = %+v, want %+v", p.prompt, i, res.Fixes[i], f)
			}
		}
	}
}

// TestScoreChatIsTheAPI checks that a chat scores as POST /api/score
// scores its messages.
func TestScoreChatIsTheAPI(t *testing.T) {
	msgs := []scoring.Message{
		{Role: "system", Content: "You are a support agent for Acme's billing team. Answer in two short paragraphs."},
		{Role: "user", Content: "My invoice shows two charges for March."},
		{Role: "assistant", Content: "I see a duplicate charge of $12 on March 3; I have refunded it."},
		{Role: "user", Content: "Why was I charged twice for April?"},
	}
	api, err := tools.New(tools.Config{}).Score(context.Background(), tools.NewChatRequest(msgs, "general"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := Score(Input{Messages: msgs, Vertical: "general"})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(api, got.Result); d != "" {
		t.Errorf("chat result differs from the API's (-api +page):\n%s", d)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in, code, field string
	}{
		{"empty", `{"prompt":"  "}`, tools.CodeEmptyPrompt, "prompt"},
		{"empty chat", `{"messages":[{"role":"user","content":""}]}`, tools.CodeEmptyPrompt, "messages"},
		{"bad role", `{"messages":[{"role":"user","content":"hi"},{"role":"robot","content":"x"}]}`, tools.CodeInvalidMessages, "messages[1].role"},
		{"both", `{"prompt":"a","messages":[{"role":"user","content":"b"}]}`, tools.CodePromptAndMessages, "messages"},
		{"vertical", `{"prompt":"Write a poem.","vertical":"sports"}`, tools.CodeUnknownVertical, "vertical"},
		{"not json", `{`, tools.CodeInvalidJSON, ""},
		{"too large", mustJSON(Input{Prompt: strings.Repeat("a ", MaxPromptBytes/2+1)}), tools.CodePromptTooLarge, "prompt"},
	} {
		var env errorEnvelope
		if err := json.Unmarshal([]byte(Call(Score, tc.in)), &env); err != nil {
			t.Fatal(err)
		}
		if env.Error.Code != tc.code || env.Error.Field != tc.field || env.Error.Message == "" {
			t.Errorf("%s: error = %+v, want code %s field %q", tc.name, env.Error, tc.code, tc.field)
		}
	}
}

func TestOptimizeIsScoringOptimize(t *testing.T) {
	for _, p := range prompts {
		v, _ := scoring.ParseVertical(p.vertical)
		want, err := scoring.Optimize(p.prompt, v)
		if err != nil {
			t.Fatal(err)
		}
		var got Rewritten
		if err := json.Unmarshal([]byte(Call(Optimize, mustJSON(Input{Prompt: p.prompt, Vertical: p.vertical}))), &got); err != nil {
			t.Fatal(err)
		}
		if got.Prompt != want.Prompt || got.Original != p.prompt || got.Before.Score != want.Before.Total || got.After.Score != want.After.Total || len(got.Changes) != len(want.Changes) {
			t.Errorf("Optimize(%q) = %+v, want %+v", p.prompt, got, want)
		}
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// TestCodesAreTheAPIs: the engine's error codes and credit line are
// tools' own.
func TestCodesAreTheAPIs(t *testing.T) {
	for _, c := range [][2]string{
		{codeEmptyPrompt, tools.CodeEmptyPrompt}, {codeInvalidMessages, tools.CodeInvalidMessages},
		{codePromptAndMessages, tools.CodePromptAndMessages}, {codePromptTooLarge, tools.CodePromptTooLarge},
		{codeUnknownVertical, tools.CodeUnknownVertical}, {codeInvalidJSON, tools.CodeInvalidJSON},
		{codeInternal, tools.CodeInternal}, {poweredBy, tools.DefaultPoweredBy},
	} {
		if c[0] != c[1] {
			t.Errorf("the page says %q where tools says %q", c[0], c[1])
		}
	}
}
