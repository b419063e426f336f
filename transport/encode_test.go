package transport

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

// encodeJSON is what writeJSON sends for v.
func encodeJSON(t testing.TB, v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func freeResult(prompt string, n int) *tools.FreeResult {
	return &tools.FreeResult{
		ScorerVersion: "2.0", Mode: "free-probe", Prompt: prompt, Vertical: "general",
		Score: n, OutOf: 80, Grade: "B", Upgrade: "POST /api/score <x> & $0.025", TryFree: "try \"free\"", PoweredBy: "pqs",
		Dimensions: tools.Dimensions{Clarity: n, Specificity: -n, Context: 3, Constraints: 4, OutputFormat: 5,
			RoleDefinition: 6, Examples: 7, CoTStructure: 8},
	}
}

func TestAppendFreeMatchesJSON(t *testing.T) {
	for _, p := range []string{
		"", "plain", "<b>&amp;</b>", "quote \" backslash \\ slash /", "\b\f\n\r\t\x00\x01\x1f\x7f",
		"caf\u00e9 😀 \u2028\u2029", "bad \xff\xfe utf8 \xed\xa0\x80", "\u00e9\xc3",
	} {
		got := append(appendFree(nil, freeResult(p, 42)), '\n')
		if want := encodeJSON(t, freeResult(p, 42)); !bytes.Equal(got, want) {
			t.Errorf("prompt %q:\n got %s\nwant %s", p, got, want)
		}
	}
	// A field added to FreeResult without appendFree shows up here too:
	// encoding/json would emit it.
	for _, msgs := range chatEchoes {
		res := freeResult("rendered <chat>", 42)
		res.Messages = msgs
		if got, want := append(appendFree(nil, res), '\n'), encodeJSON(t, res); !bytes.Equal(got, want) {
			t.Errorf("messages %q:\n got %s\nwant %s", msgs, got, want)
		}
	}
}

// chatEchoes are the messages results echo, for the encoders' tests: none,
// empty (omitted as by omitempty) and awkward text.
var chatEchoes = [][]scoring.Message{
	nil, {},
	{{Role: "system", Content: "You are <b>\"x\"</b>\n\u2028"}, {Role: "user", Content: "bad \xff utf8 \x00"}},
	{{Role: "", Content: ""}},
}

func TestAppendPaidMatchesJSON(t *testing.T) {
	for _, p := range []string{
		"", "plain", "<b>&amp;</b>", "quote \" backslash \\", "\b\f\n\r\t\x00\x1f", "caf\u00e9 \u2028", "bad \xff utf8",
	} {
		score := &tools.ScoreResult{ScorerVersion: "2.0", Prompt: p, Vertical: "crypto", Score: 42, OutOf: 80, Grade: "C",
			Percentile: 37, Dimensions: tools.DimensionsTotal{Dimensions: tools.Dimensions{Clarity: 1, Specificity: 2, Context: 3,
				Constraints: 4, OutputFormat: 5, RoleDefinition: 6, Examples: 7, CoTStructure: 8}, Total: 36},
			TopFixes: []string{"Add a role: \"You are ...\"", p}, PoweredBy: "pqs"}
		if got, want := append(appendScore(nil, score), '\n'), encodeJSON(t, score); !bytes.Equal(got, want) {
			t.Errorf("score, prompt %q:\n got %s\nwant %s", p, got, want)
		}
		score.TopFixes = nil
		if got, want := append(appendScore(nil, score), '\n'), encodeJSON(t, score); !bytes.Equal(got, want) {
			t.Errorf("score without fixes:\n got %s\nwant %s", got, want)
		}
		for _, msgs := range chatEchoes {
			score.Messages = msgs
			if got, want := append(appendScore(nil, score), '\n'), encodeJSON(t, score); !bytes.Equal(got, want) {
				t.Errorf("score, messages %q:\n got %s\nwant %s", msgs, got, want)
			}
		}
		for _, avg := range []float64{0, 41.5, 12.33, 1e-7, 80} {
			batch := &tools.BatchResult{ScorerVersion: "2.0", BatchSize: 2, PoweredBy: "pqs",
				Results: []tools.BatchItemResult{
					{Prompt: p, Vertical: "general", Score: 3, OutOf: 80, Grade: "F", TopFixes: []string{"x"}},
					{Prompt: "b", Vertical: "research", Score: 70, OutOf: 80, Grade: "A", TopFixes: []string{},
						Dimensions: tools.DimensionsTotal{Total: 70}, Messages: chatEchoes[2]},
				},
				Summary: tools.BatchSummary{TotalScored: 2, AvgScore: avg, AvgOutOf: 80, LowestGrade: "F", HighestScore: 70, LowestScore: 3}}
			if got, want := append(appendBatch(nil, batch), '\n'), encodeJSON(t, batch); !bytes.Equal(got, want) {
				t.Errorf("batch, prompt %q, avg %v:\n got %s\nwant %s", p, avg, got, want)
			}
		}
	}
	if got, want := append(appendBatch(nil, &tools.BatchResult{}), '\n'), encodeJSON(t, &tools.BatchResult{}); !bytes.Equal(got, want) {
		t.Errorf("empty batch:\n got %s\nwant %s", got, want)
	}
}

func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "a", "\u2028", "\xff", "<>&", "\"\\", "\x00\x1f"} {
		f.Add(s, 3)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		got := append(appendFree(nil, freeResult(s, n)), '\n')
		if want := encodeJSON(t, freeResult(s, n)); !bytes.Equal(got, want) {
			t.Fatalf("%q:\n got %s\nwant %s", s, got, want)
		}
	})
}
