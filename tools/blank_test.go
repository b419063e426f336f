package tools

import (
	"errors"
	"testing"
)

// TestInvisiblePrompt refuses, as empty_prompt, a prompt or chat that holds
// only characters that render as nothing, and scores one with any visible
// character among them.
func TestInvisiblePrompt(t *testing.T) {
	s := New(Config{})
	for _, tc := range []struct {
		name, body string
		code       string // "" = valid
		field      string
	}{
		{"zero-width space", `{"prompt":"\u200b\u200b"}`, CodeEmptyPrompt, "prompt"},
		{"byte order mark", `{"prompt":"\ufeff"}`, CodeEmptyPrompt, "prompt"},
		{"NUL", `{"prompt":"\u0000\u0000"}`, CodeEmptyPrompt, "prompt"},
		{"controls and spaces", `{"prompt":" \u0001\u007f\u0085\u00a0\u3000\t"}`, CodeEmptyPrompt, "prompt"},
		{"joiners and marks", `{"prompt":"\u200c\u200d\u2060\u200e\u202e\u00ad"}`, CodeEmptyPrompt, "prompt"},
		{"fillers and selectors", `{"prompt":"\u3164\u115f\ufe0f\u2800\u034f"}`, CodeEmptyPrompt, "prompt"},
		{"tag characters", `{"prompt":"\udb40\udc41\udb40\udc7f"}`, CodeEmptyPrompt, "prompt"},
		{"chat of invisibles", `{"messages":[{"role":"system","content":"\u200b"},{"role":"user","content":"\ufeff"},{"role":"assistant","content":"\u0000"},{"role":"user","content":"\u2060"}]}`, CodeEmptyPrompt, "messages"},
		{"batch item", `{"prompts":["Write a haiku.","\u200b"]}`, CodeEmptyPrompt, "prompts[1].prompt"},
		{"one visible letter", `{"prompt":"\u200ba\u200b"}`, "", ""},
		{"emoji with selector", `{"prompt":"\u2764\ufe0f"}`, "", ""},
		{"invalid UTF-8 renders", "{\"prompt\":\"\xff\"}", "", ""},
		{"chat with one visible turn", `{"messages":[{"role":"system","content":"\u200b"},{"role":"user","content":"Hi"}]}`, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			if tc.code == CodeEmptyPrompt && tc.field == "prompts[1].prompt" {
				var b BatchRequest
				if err = b.UnmarshalJSON([]byte(tc.body)); err == nil {
					err = s.ValidateBatch(b)
				}
			} else {
				var r Request
				if err = r.UnmarshalJSON([]byte(tc.body)); err == nil {
					err = s.Validate(r)
				}
			}
			var te *Error
			switch {
			case tc.code == "" && err != nil:
				t.Fatalf("%s: %v, want it scored", tc.body, err)
			case tc.code != "" && (!errors.As(err, &te) || te.Code != tc.code || te.Field != tc.field):
				t.Fatalf("%s: err = %v, want code %s field %q", tc.body, err, tc.code, tc.field)
			}
		})
	}
}
