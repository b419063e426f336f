package tools

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools/wire"
)

const chatBody = `{"messages":[` +
	`{"role":"system","content":"You are a senior data analyst. Answer in Markdown, in at most five bullet points."},` +
	`{"role":"user","content":"Summarize Q3 sales."},` +
	`{"role":"assistant","content":"- Revenue up 12% QoQ"},` +
	`{"role":"user","content":"Summarize the attached Q4 sales report for the executive team."}],"vertical":"general"}`

// TestRequestMessages decodes and validates chat requests: a valid chat
// scores as promptfile.Chat renders it, and every kind of bad input is a
// 400 code naming the field at fault.
func TestRequestMessages(t *testing.T) {
	s := New(Config{MaxPromptBytes: 300})
	for _, tc := range []struct {
		name, body string
		code       string // "" = valid
		field      string
	}{
		{"chat", chatBody, "", ""},
		{"one user turn", `{"messages":[{"role":"user","content":"Write a haiku about autumn."}]}`, "", ""},
		{"developer, null vertical", `{"vertical":null,"messages":[{"content":"Be terse.","role":"developer"},{"role":"user","content":"Hi"}]}`, "", ""},
		{"an empty turn among others", `{"messages":[{"role":"system","content":"You are a poet."},{"role":"user","content":""}]}`, "", ""},
		{"both", `{"prompt":"a","messages":[{"role":"user","content":"b"}]}`, CodePromptAndMessages, "messages"},
		{"both, empty prompt", `{"prompt":"","messages":[{"role":"user","content":"b"}]}`, CodePromptAndMessages, "messages"},
		{"neither", `{"vertical":"crypto"}`, CodeMissingPrompt, "prompt"},
		{"empty array", `{"messages":[]}`, CodeEmptyPrompt, "messages"},
		{"empty content", `{"messages":[{"role":"user","content":""}]}`, CodeEmptyPrompt, "messages"},
		{"blank contents", `{"messages":[{"role":"system","content":" \n"},{"role":"user","content":"\t"}]}`, CodeEmptyPrompt, "messages"},
		{"bad role", `{"messages":[{"role":"user","content":"a"},{"role":"tool","content":"b"}]}`, CodeInvalidMessages, "messages[1].role"},
		{"role case", `{"messages":[{"role":"User","content":"a"}]}`, CodeInvalidMessages, "messages[0].role"},
		{"empty role", `{"messages":[{"role":"","content":"a"}]}`, CodeInvalidMessages, "messages[0].role"},
		{"missing role", `{"messages":[{"content":"a"}]}`, CodeInvalidMessages, "messages[0].role"},
		{"missing content", `{"messages":[{"role":"user"}]}`, CodeInvalidMessages, "messages[0].content"},
		{"null content", `{"messages":[{"role":"user","content":null}]}`, CodeInvalidMessages, "messages[0].content"},
		{"content parts", `{"messages":[{"role":"user","content":[{"type":"text","text":"a"}]}]}`, CodeInvalidMessages, "messages[0].content"},
		{"role number", `{"messages":[{"role":1,"content":"a"}]}`, CodeInvalidMessages, "messages[0].role"},
		{"extra member", `{"messages":[{"role":"user","content":"a","name":"bob"}]}`, CodeInvalidMessages, "messages[0].name"},
		{"string", `{"messages":"hello"}`, CodeInvalidMessages, "messages"},
		{"object", `{"messages":{"role":"user","content":"a"}}`, CodeInvalidMessages, "messages"},
		{"null", `{"messages":null}`, CodeInvalidMessages, "messages"},
		{"item string", `{"messages":["hello"]}`, CodeInvalidMessages, "messages[0]"},
		{"item null", `{"messages":[null]}`, CodeInvalidMessages, "messages[0]"},
		{"too large", `{"messages":[{"role":"system","content":"` + strings.Repeat("a", 170) + `"},{"role":"user","content":"` + strings.Repeat("b", 140) + `"}]}`, CodePromptTooLarge, "messages"},
		{"bad vertical", `{"messages":[{"role":"user","content":"a"}],"vertical":"law"}`, CodeUnknownVertical, "vertical"},
		{"most messages", `{"messages":[` + strings.Repeat(`{"role":"user","content":""},`, MaxMessages-1) + `{"role":"user","content":"a"}]}`, "", ""},
		{"too many messages", `{"messages":[` + strings.Repeat(`{"role":"user","content":""},`, MaxMessages) + `{"role":"user","content":"a"}]}`, CodeInvalidMessages, "messages"},
		{"long member name", `{"messages":[{"role":"user","content":"a","` + strings.Repeat("n", 100) + `":1}]}`, CodeInvalidMessages, "messages[0]." + strings.Repeat("n", 64) + "..."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r Request
			err := r.UnmarshalJSON([]byte(tc.body))
			if err == nil {
				err = s.Validate(r)
			}
			if tc.code != "" {
				var te *Error
				if !errors.As(err, &te) || te.Code != tc.code || te.Field != tc.field {
					t.Fatalf("%s: err = %v, want code %s field %q", tc.body, err, tc.code, tc.field)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", tc.body, err)
			}
			want, err := promptfile.Chat(r.Messages)
			if err != nil {
				t.Fatal(err)
			}
			got, err := s.Score(context.Background(), r)
			if err != nil {
				t.Fatal(err)
			}
			if got.Prompt != want || !reflect.DeepEqual(got.Messages, r.Messages) {
				t.Errorf("Score: prompt %q messages %v, want %q and the request's %v", got.Prompt, got.Messages, want, r.Messages)
			}
			v, _ := scoring.ParseVertical(r.Vertical)
			ref, err := scoring.Score(want, v)
			if err != nil {
				t.Fatal(err)
			}
			if got.Score != ref.Total || got.Percentile != ref.Percentile || !reflect.DeepEqual(got.TopFixes, wire.TopFixesOf(ref)) {
				t.Errorf("Score = %d (p%d, %v), want the rendering's %d (p%d, %v)", got.Score, got.Percentile, got.TopFixes,
					ref.Total, ref.Percentile, wire.TopFixesOf(ref))
			}
		})
	}
}

// TestMessagesEveryOperation sends one chat to each operation that takes
// a prompt: each scores the rendered text and echoes the messages.
func TestMessagesEveryOperation(t *testing.T) {
	ctx := context.Background()
	s := New(Config{})
	var req Request
	if err := req.UnmarshalJSON([]byte(chatBody)); err != nil {
		t.Fatal(err)
	}
	prompt, err := promptfile.Chat(req.Messages)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := scoring.Score(prompt, scoring.General)
	if err != nil {
		t.Fatal(err)
	}
	free, err := s.Free(ctx, req)
	if err != nil || free.Prompt != prompt || free.Score != ref.Total || !reflect.DeepEqual(free.Messages, req.Messages) {
		t.Errorf("Free = %+v, %v; want score %d of %q", free, err, ref.Total, prompt)
	}
	var b BatchRequest
	body := `{"prompts":["plain",` + chatBody + `]}`
	if err := b.UnmarshalJSON([]byte(body)); err != nil {
		t.Fatal(err)
	}
	batch, err := s.Batch(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	if it := batch.Results[1]; it.Prompt != prompt || it.Score != ref.Total || !reflect.DeepEqual(it.Messages, req.Messages) {
		t.Errorf("Batch item = %+v; want score %d of %q", it, ref.Total, prompt)
	}
	if batch.Results[0].Messages != nil {
		t.Errorf("a prompt item echoes messages %v", batch.Results[0].Messages)
	}
	full, err := s.Full(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if full.Original.Prompt != prompt || full.Original.Score.Total != ref.Total || !reflect.DeepEqual(full.Original.Messages, req.Messages) {
		t.Errorf("Full original = %+v; want score %d of %q", full.Original, ref.Total, prompt)
	}
	if got := full.Optimized.Messages; len(got) != len(req.Messages) || got[len(got)-1] != req.Messages[len(req.Messages)-1] ||
		full.Optimized.Prompt != scoring.ChatPrompt(got) {
		t.Errorf("Full optimized messages %+v; want the chat rewritten with its last user turn kept", got)
	}
	var bad BatchRequest
	if err := bad.UnmarshalJSON([]byte(`{"prompts":["a",{"messages":[{"role":"bot","content":"x"}]}]}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.ValidateBatch(bad); ErrorCode(err) != CodeInvalidMessages || err.(*Error).Field != "prompts[1].messages[0].role" {
		t.Errorf("ValidateBatch(bad role) = %v, want invalid_messages at prompts[1].messages[0].role", err)
	}
}

// FuzzRequestMessages decodes arbitrary chat requests: no panic; a
// request that validates scores exactly as its promptfile.Chat rendering,
// and encoding its messages back decodes to the same request.
func FuzzRequestMessages(f *testing.F) {
	for _, s := range []string{
		chatBody, `{"messages":[]}`, `{"messages":[{"role":"user","content":"a"}]}`, `{"messages":[{"role":"tool","content":"a"}]}`,
		`{"messages":[{"role":"user"}]}`, `{"messages":"x"}`, `{"messages":[1]}`, `{"prompt":"a","messages":[]}`,
		`{"messages":[{"role":"assistant","content":"- ok"},{"role":"user","content":"\u00e9\ud800"}],"vertical":"crypto"}`,
		`{"messages":[{"role":"user","content":"a","role":"system"}]}`, `{"prompts":[{"messages":[{"role":"user","content":"a"}]}]}`,
	} {
		f.Add(s)
	}
	svc := New(Config{})
	f.Fuzz(func(t *testing.T, body string) {
		var r Request
		if err := r.UnmarshalJSON([]byte(body)); err != nil {
			var te *Error
			if !errors.As(err, &te) {
				t.Fatalf("%q: error %v is not an *Error", body, err)
			}
			return
		}
		var b BatchRequest
		_ = b.UnmarshalJSON([]byte(body))
		_ = svc.ValidateBatch(b)
		if err := svc.Validate(r); err != nil {
			if ErrorCode(err) == CodeInternal {
				t.Fatalf("%q: %v", body, err)
			}
			return
		}
		if r.Messages == nil {
			return
		}
		want, err := promptfile.Chat(r.Messages)
		if err != nil {
			t.Fatalf("%q: validates, but promptfile.Chat: %v", body, err)
		}
		got, err := svc.Score(context.Background(), r)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := scoring.Score(want, scoring.Vertical(got.Vertical))
		if err != nil {
			t.Fatal(err)
		}
		if got.Prompt != want || got.Score != ref.Total {
			t.Fatalf("%q: scored %q as %d, want %q as %d", body, got.Prompt, got.Score, want, ref.Total)
		}
		raw, err := json.Marshal(map[string]any{"messages": r.Messages})
		if err != nil {
			t.Fatal(err)
		}
		var again Request
		if err := again.UnmarshalJSON(raw); err != nil || !reflect.DeepEqual(again.Messages, r.Messages) {
			t.Fatalf("%q: re-encoded %s decodes to %+v, %v", body, raw, again.Messages, err)
		}
	})
}
