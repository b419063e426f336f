package tools

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// TestInvisiblePrompt refuses, as empty_prompt, a prompt or chat that holds
// no text (characters that render as nothing, private-use and replacement
// characters, marks with no letter), and scores one with any text among
// them.
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
		{"a combining mark repeated", `{"prompt":"` + strings.Repeat(`\u0301`, 50) + `"}`, CodeEmptyPrompt, "prompt"},
		{"enclosing and spacing marks", `{"prompt":"\u20dd\u0903 \u0e31"}`, CodeEmptyPrompt, "prompt"},
		{"private use", `{"prompt":"\ue000\uf8ff\udb80\udc00"}`, CodeEmptyPrompt, "prompt"},
		{"object replacement", `{"prompt":"\ufffc\ufffc"}`, CodeEmptyPrompt, "prompt"},
		{"replacement character", `{"prompt":"\ufffd"}`, CodeEmptyPrompt, "prompt"},
		{"invalid UTF-8 decodes to replacement characters", "{\"prompt\":\"\xff\xfe\"}", CodeEmptyPrompt, "prompt"},
		{"chat of marks", `{"messages":[{"role":"user","content":"\u0301\u0301"},{"role":"user","content":"\ue000"}]}`, CodeEmptyPrompt, "messages"},
		{"one visible letter", `{"prompt":"\u200ba\u200b"}`, "", ""},
		{"a letter with its marks", `{"prompt":"e\u0301\u0301"}`, "", ""},
		{"emoji with selector", `{"prompt":"\u2764\ufe0f"}`, "", ""},
		{"a replacement character among text", `{"prompt":"caf\ufffd"}`, "", ""},
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

// TestMaxBodyBytesFitsEveryRequest encodes the largest valid requests as
// encoding/json does (a control character as six bytes): a batch of full
// prompts of control characters, and a batch of chats of MaxMessages
// messages. Each fits MaxBodyBytes, and the batch of prompts is valid.
func TestMaxBodyBytesFitsEveryRequest(t *testing.T) {
	for _, limit := range []int{DefaultMaxPromptBytes, 1000} {
		s := New(Config{MaxPromptBytes: limit})
		text := "a" + strings.Repeat("\x01", limit-1)
		var prompts, chats []any
		for range MaxBatch {
			prompts = append(prompts, map[string]any{"prompt": text, "vertical": "research"})
			msgs := make([]map[string]string, MaxMessages)
			for i := range msgs {
				msgs[i] = map[string]string{"role": "developer", "content": ""}
			}
			msgs[len(msgs)-1] = map[string]string{"role": "developer", "content": text[:limit/2]}
			chats = append(chats, map[string]any{"messages": msgs, "vertical": "research"})
		}
		for name, items := range map[string][]any{"prompts": prompts, "chats": chats} {
			body, err := json.Marshal(map[string]any{"prompts": items})
			if err != nil {
				t.Fatal(err)
			}
			if n := int64(len(body)); n > MaxBodyBytes(limit) {
				t.Errorf("limit %d, a batch of %s: %d bytes, over MaxBodyBytes %d", limit, name, n, MaxBodyBytes(limit))
			}
			var b BatchRequest
			if err := b.UnmarshalJSON(body); err != nil {
				t.Fatalf("limit %d, %s: %v", limit, name, err)
			}
			// A chat of MaxMessages turns renders to more than its text
			// (so it may be over a small limit): it bounds the body only.
			if err := s.ValidateBatch(b); err != nil && name == "prompts" {
				t.Errorf("limit %d, a batch of %s is not valid: %v", limit, name, err)
			}
		}
	}
	if DefaultMaxBodyBytes != MaxBodyBytes(DefaultMaxPromptBytes) {
		t.Errorf("DefaultMaxBodyBytes %d != MaxBodyBytes(DefaultMaxPromptBytes) %d", DefaultMaxBodyBytes, MaxBodyBytes(DefaultMaxPromptBytes))
	}
}
