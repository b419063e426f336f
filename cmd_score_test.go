package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/scoring"
)

// runScore runs pqs score with stdin and returns its output and error.
func runScore(t *testing.T, stdin string, args ...string) (string, string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), append([]string{"score"}, args...), func(string) string { return "" },
		strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), err
}

// Flags may follow the prompt, as in pqs check; they used to be scored
// as words of the prompt.
func TestScoreFlagsAfterThePrompt(t *testing.T) {
	for _, test := range []struct {
		args             []string
		prompt, vertical string
	}{
		{[]string{"Write a haiku", "--json"}, "Write a haiku", "general"},
		{[]string{"--json", "Write a haiku"}, "Write a haiku", "general"},
		{[]string{"Write", "a", "haiku", "--vertical", "content", "--json"}, "Write a haiku", "content"},
		{[]string{"--json", "Write a haiku", "--vertical=crypto"}, "Write a haiku", "crypto"},
		{[]string{"--json", "--", "--json is part of this prompt", "--vertical", "x"}, "--json is part of this prompt --vertical x", "general"},
	} {
		out, _, err := runScore(t, "", test.args...)
		if err != nil {
			t.Errorf("score %q: %v", test.args, err)
			continue
		}
		var r struct{ Prompt, Vertical string }
		if err := json.Unmarshal([]byte(out), &r); err != nil || r.Prompt != test.prompt || r.Vertical != test.vertical {
			t.Errorf("score %q: prompt %q vertical %q (%v), want %q %q", test.args, r.Prompt, r.Vertical, err, test.prompt, test.vertical)
		}
	}
	_, _, err := runScore(t, "", "-x marks the spot: explain the idiom")
	var ee exitError
	if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), "a prompt that starts with - goes after --") {
		t.Errorf("a prompt that looks like a flag: %v, want a usage error saying to put it after --", err)
	}
	_, _, err = runScore(t, "", "Write a haiku", "--vertical", "legal")
	if !errors.As(err, &ee) || ee.code != 2 || strings.Contains(err.Error(), "goes after --") {
		t.Errorf("a bad vertical after the prompt: %v, want a usage error about the vertical", err)
	}
}

// A prompt read from --file or stdin is held to maxPromptBytes, read no
// further than one byte past it.
func TestScorePromptLimit(t *testing.T) {
	big := strings.Repeat("a", maxPromptBytes+1)
	path := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(path, []byte(big), 0o600); err != nil {
		t.Fatal(err)
	}
	for name, args := range map[string][]string{"--file": {"--file", path}, "stdin": {"-"}} {
		_, _, err := runScore(t, big, args...)
		var ee exitError
		if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), "longer than") {
			t.Errorf("%s: a prompt of %d bytes: %v, want a usage error", name, len(big), err)
		}
	}
	if out, _, err := runScore(t, "Write a haiku about rain.", "-", "--json"); err != nil || !strings.Contains(out, `"prompt":"Write a haiku about rain."`) {
		t.Errorf("stdin: %v %s", err, out)
	}
}

// --jsonl takes the request bodies of /api/score, prompt or messages,
// writes a line per request, goes on past bad ones and then exits 2.
func TestScoreJSONL(t *testing.T) {
	long := `{"prompt":"` + strings.Repeat("a", maxLineBytes) + `"}`
	in := strings.Join([]string{
		`{"prompt":"Write a haiku about autumn."}`,
		``,
		`{"messages":[{"role":"system","content":"You are a poet."},{"role":"user","content":"Write a haiku."}],"vertical":"content"}`,
		`{"prompt":"  "}`,
		`not json`,
		`{"prompt":"x","messages":[{"role":"user","content":"y"}]}`,
		`{"messages":[{"role":"bot","content":"x"}]}`,
		long,
		`{"prompt":"Explain the halving.","id":7}`,
		`{"prompt":"Explain the halving."}`,
	}, "\n") // no newline after the last line
	out, _, err := runScore(t, in, "--jsonl", "--vertical", "crypto")
	var ee exitError
	if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), "6 of 9 lines could not be scored") {
		t.Errorf("exit: %v, want status 2 and 6 of 9 lines", err)
	}
	type line struct {
		Prompt   string
		Vertical string
		Messages []struct{ Role, Content string }
		Error    *struct {
			Code, Field string
			Line        int
		}
	}
	var got []line
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var v line
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("output line %.80q: %v", l, err)
		}
		got = append(got, v)
	}
	if len(got) != 9 {
		t.Fatalf("%d output lines, want one per non-blank input line (9):\n%.2000s", len(got), out)
	}
	if got[0].Prompt != "Write a haiku about autumn." || got[0].Vertical != "crypto" || got[0].Error != nil {
		t.Errorf("line 1: %+v, want scored with the flag's vertical", got[0])
	}
	chat := scoring.ChatPrompt([]scoring.Message{{Role: "system", Content: "You are a poet."}, {Role: "user", Content: "Write a haiku."}})
	if got[1].Prompt != chat || got[1].Vertical != "content" || len(got[1].Messages) != 2 {
		t.Errorf("line 3 (messages): %+v, want the chat scored as /api/score scores it", got[1])
	}
	for i, want := range []struct {
		code, field string
		line        int
	}{
		{"empty_prompt", "prompt", 4},
		{"invalid_json", "", 5},
		{"prompt_and_messages", "messages", 6},
		{"invalid_messages", "messages[0].role", 7},
		{"body_too_large", "", 8},
		{"invalid_field", "id", 9},
	} {
		e := got[2+i].Error
		if e == nil || e.Code != want.code || e.Field != want.field || e.Line != want.line {
			t.Errorf("output %d: %+v, want error %s field %q line %d", 3+i, e, want.code, want.field, want.line)
		}
	}
	if got[8].Prompt != "Explain the halving." || got[8].Error != nil {
		t.Errorf("last line (after a 4 MiB one, without a newline): %+v, want it scored", got[8])
	}

	out, _, err = runScore(t, `{"prompt":"Write a haiku."}`+"\n\n"+`{"messages":[{"role":"user","content":"Write a limerick."}]}`+"\n", "--jsonl")
	if err != nil || strings.Count(out, "\n") != 2 {
		t.Errorf("good lines: %v\n%s", err, out)
	}
}

// A --file that cannot be read is a usage error (status 2), as a missing
// prompt is.
func TestScoreFileUnreadable(t *testing.T) {
	for _, path := range []string{filepath.Join(t.TempDir(), "nonexistent"), t.TempDir()} {
		_, _, err := runScore(t, "", "--file", path)
		var ee exitError
		if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), path) {
			t.Errorf("--file %s: %v, want a usage error naming it", path, err)
		}
	}
}

// When no fix is worth making, the report says so under its heading, as
// the page does; a prompt in a language the engine does not read gets no
// fixes and no such line (its warning says why).
func TestBreakdownNoFixes(t *testing.T) {
	r := scoring.Result{Language: "en", Grade: "A", Vertical: "general", Total: 70, OutOf: 80}
	var b bytes.Buffer
	writeBreakdown(&b, r, false)
	if !strings.Contains(b.String(), "\nTop fixes\n  No fix worth making") {
		t.Errorf("report without fixes:\n%s", b.String())
	}
	r.Warnings = []scoring.Warning{{Code: scoring.WarnLanguageNotSupported, Message: "The engine does not read this prompt's language."}}
	b.Reset()
	writeBreakdown(&b, r, false)
	if strings.Contains(b.String(), "No fix worth making") || strings.Contains(b.String(), "Top fixes") {
		t.Errorf("report in a language not read:\n%s", b.String())
	}
}

// A prompt with no text is refused with the API's code, as REST and MCP
// refuse it.
func TestScoreEmptyPrompt(t *testing.T) {
	for _, prompt := range []string{" \t", "\u200b", strings.Repeat("\u0301", 50), "\ue000", "\ufffc\ufffd"} {
		_, _, err := runScore(t, "", "--", prompt)
		var ee exitError
		if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), "empty_prompt") {
			t.Errorf("score %q: %v, want a usage error empty_prompt", prompt, err)
		}
	}
}
