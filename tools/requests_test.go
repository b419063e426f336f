package tools

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/internal/loadprompt"
	"github.com/pqs-dev/pqs/scoring"
)

func TestRequestUnmarshal(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		fast       bool // decoded by the one-pass path
		want       Request
		code       string
		field      string
	}{
		{"plain", `{"prompt":"hi","vertical":"crypto"}`, true, Request{Prompt: "hi", Vertical: "crypto", hasPrompt: true}, "", ""},
		{"spaces", " \n{ \"vertical\" : null ,\t\"prompt\" : \"a b\" }\r\n", true, Request{Prompt: "a b", hasPrompt: true}, "", ""},
		{"empty object", `{}`, true, Request{}, "", ""},
		{"escapes", `{"prompt":"a\n\"b\"\\\/\u00e9\ud83d\ude00\ud800x"}`, true, Request{Prompt: "a\n\"b\"\\/é😀\uFFFDx", hasPrompt: true}, "", ""},
		{"utf8", "{\"prompt\":\"caf\u00e9 \xff\"}", true, Request{Prompt: "café \uFFFD", hasPrompt: true}, "", ""},
		{"empty prompt", `{"prompt":""}`, true, Request{hasPrompt: true}, "", ""},
		{"empty vertical", `{"prompt":"a","vertical":""}`, true, Request{Prompt: "a", hasPrompt: true, emptyVertical: true}, "", ""},
		{"empty vertical, general path", `{"vertical":"","prompt":"a","prompt":"a"}`, false, Request{Prompt: "a", hasPrompt: true, emptyVertical: true}, "", ""},
		{"duplicate key: last wins", `{"prompt":1,"prompt":"b"}`, false, Request{Prompt: "b", hasPrompt: true}, "", ""},
		{"escaped key", `{"pr\u006fmpt":"a"}`, false, Request{Prompt: "a", hasPrompt: true}, "", ""},
		{"prompt null", `{"prompt":null}`, false, Request{}, CodeInvalidField, "prompt"},
		{"prompt number", `{"prompt":1}`, false, Request{}, CodeInvalidField, "prompt"},
		{"vertical number", `{"prompt":"a","vertical":2}`, false, Request{}, CodeInvalidField, "vertical"},
		{"unknown field", `{"prompt":"a","x":1}`, false, Request{}, CodeInvalidField, "x"},
		{"messages", `{"messages":[{"role":"user","content":"a"}]}`, false, Request{Messages: []scoring.Message{{Role: "user", Content: "a"}}, hasMessages: true}, "", ""},
		{"messages not an array", `{"messages":{}}`, false, Request{}, CodeInvalidMessages, "messages"},
		{"array", `[]`, false, Request{}, CodeInvalidJSON, ""},
		{"null", `null`, false, Request{}, CodeInvalidJSON, ""},
		{"trailing", `{"prompt":"a"}{}`, false, Request{}, CodeInvalidJSON, ""},
		{"trailing comma", `{"prompt":"a",}`, false, Request{}, CodeInvalidJSON, ""},
		{"control char", "{\"prompt\":\"a\tb\"}", false, Request{}, CodeInvalidJSON, ""},
		{"bad escape", `{"prompt":"a\x"}`, false, Request{}, CodeInvalidJSON, ""},
		{"unterminated", `{"prompt":"a`, false, Request{}, CodeInvalidJSON, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var fast Request
			if got := fast.decodeFast([]byte(tc.body)); got != tc.fast {
				t.Errorf("decodeFast = %v, want %v", got, tc.fast)
			}
			var r Request
			err := r.UnmarshalJSON([]byte(tc.body))
			if tc.code == "" {
				if err != nil {
					t.Fatalf("err = %v", err)
				}
				if !reflect.DeepEqual(r, tc.want) {
					t.Errorf("got %+v, want %+v", r, tc.want)
				}
				return
			}
			var te *Error
			if !errors.As(err, &te) || te.Code != tc.code || te.Field != tc.field {
				t.Errorf("err = %v, want code %s field %q", err, tc.code, tc.field)
			}
		})
	}
}

// FuzzRequestFast checks the one-pass decoder against the general one:
// whenever it accepts a body, the general decoder accepts it too and
// decodes the same request.
func FuzzRequestFast(f *testing.F) {
	for _, s := range []string{
		`{"prompt":"hi","vertical":"crypto"}`, `{}`, `{"vertical":null}`, `{"prompt":"\u00e9\ud800\udc00"}`,
		`{"prompt":"\ud800\u0041"}`, "{\"prompt\":\"\xed\xa0\x80\"}", `{"prompt":"a\/\b\f\r\t"}`, ` { "prompt" : "x" } `,
		`{"prompt":"a","prompt":"b"}`, `{"prompt":"a"}x`, `{"vertical":nul}`,
		`{"prompt":"Summarize the transcript. Example: \"- Revenue up 12%\"\nThen list the risks: caf\u00e9 ☕."}`,
	} {
		f.Add(s)
	}
	fuzzFast(f, func(a, b *Request) bool { return reflect.DeepEqual(*a, *b) })
}

// decoder is a request type with both decoders.
type decoder[T any] interface {
	*T
	decodeFast([]byte) bool
	unmarshalGeneral([]byte) error
}

// fuzzFast checks that whenever the one-pass decoder of T accepts a body,
// the general one accepts it too and decodes what equal says is the same.
func fuzzFast[T any, P decoder[T]](f *testing.F, equal func(a, b *T) bool) {
	f.Fuzz(func(t *testing.T, body string) {
		var fast, general T
		ok := P(&fast).decodeFast([]byte(body))
		err := P(&general).unmarshalGeneral([]byte(body))
		if !ok {
			return
		}
		if err != nil {
			t.Fatalf("%q: fast path accepted, general decoder: %v", body, err)
		}
		if !equal(&fast, &general) {
			t.Fatalf("%q: fast %+v, general %+v", body, fast, general)
		}
	})
}

// TestRequestFastRuns puts each kind of byte that ends a plain run at
// every offset of a string longer than the eight-byte steps of jsonstr.PlainRun,
// and checks the one-pass decoder against the general one.
func TestRequestFastRuns(t *testing.T) {
	for _, special := range []string{`\"`, `\\`, `\n`, `\u00e9`, "é", "\xff", "\x01", `"`} {
		for at := range 20 {
			body := `{"prompt":"` + strings.Repeat("a", at) + special + strings.Repeat("b", 19-at) + `"}`
			var fast, general Request
			ok := fast.decodeFast([]byte(body))
			err := general.unmarshalGeneral([]byte(body))
			if ok != (err == nil) {
				t.Fatalf("%q: fast path ok %v, general decoder: %v", body, ok, err)
			}
			if ok && !reflect.DeepEqual(fast, general) {
				t.Fatalf("%q: fast %+v, general %+v", body, fast, general)
			}
		}
	}
}

// TestLoadBodies checks that the bodies pqs load sends decode to the
// requests it means to send, so that a load run measures scoring, not
// rejections.
func TestLoadBodies(t *testing.T) {
	var one Request
	if err := one.UnmarshalJSON(loadprompt.Body()); err != nil {
		t.Fatalf("free body: %v", err)
	}
	if one.Prompt != loadprompt.Text || one.Vertical != "general" {
		t.Errorf("free body decodes to %q, %q", one.Prompt, one.Vertical)
	}
	var b BatchRequest
	if err := b.UnmarshalJSON(loadprompt.BatchBody()); err != nil {
		t.Fatalf("batch body: %v", err)
	}
	want := []struct{ prompt, vertical string }{
		{loadprompt.Text, ""},
		{"Write a haiku about autumn.", ""},
		{"Explain the Bitcoin halving in 3 sentences.", "crypto"},
	}
	if len(b.Prompts) != len(want) {
		t.Fatalf("batch body decodes to %d prompts, want %d", len(b.Prompts), len(want))
	}
	for i, w := range want {
		if p := b.Prompts[i]; p.Prompt != w.prompt || p.Vertical != w.vertical {
			t.Errorf("prompts[%d] = %q, %q; want %q, %q", i, p.Prompt, p.Vertical, w.prompt, w.vertical)
		}
	}
}

func BenchmarkRequestUnmarshal(b *testing.B) {
	body := loadprompt.Body() // what pqs load sends
	for _, bm := range []struct {
		name string
		f    func(*Request, []byte) error
	}{
		{"onepass", (*Request).UnmarshalJSON},
		{"general", (*Request).unmarshalGeneral},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var r Request
				if err := bm.f(&r, body); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestValidateVertical(t *testing.T) {
	s := New(Config{})
	for _, tc := range []struct {
		body string
		code string // "" = valid
	}{
		{`{"prompt":"a"}`, ""},
		{`{"prompt":"a","vertical":null}`, ""},
		{`{"prompt":"a","vertical":"crypto"}`, ""},
		{`{"prompt":"a","vertical":""}`, CodeUnknownVertical},
		{`{"prompt":"a","vertical":"Crypto"}`, CodeUnknownVertical},
		{`{"prompt":"a","vertical":"law"}`, CodeUnknownVertical},
	} {
		var r Request
		if err := r.UnmarshalJSON([]byte(tc.body)); err != nil {
			t.Fatalf("%s: %v", tc.body, err)
		}
		err := s.Validate(r)
		if got := ""; err != nil {
			got = ErrorCode(err)
			if got != tc.code {
				t.Errorf("Validate(%s) = %v, want %q", tc.body, err, tc.code)
			}
		} else if tc.code != "" {
			t.Errorf("Validate(%s) = nil, want %s", tc.body, tc.code)
		}
	}
}

func TestBatchFast(t *testing.T) {
	for _, tc := range []struct {
		body string
		fast bool // decoded by the one-pass path
	}{
		{`{"prompts":["a",{"prompt":"b","vertical":"crypto"},{"vertical":null,"prompt":"c"}]}`, true},
		{" { \"prompts\" : [ \"a\" , { } ] } \n", true},
		{`{"prompts":[]}`, true},
		{`{"prompts":["a\n\u00e9\ud83d\ude00"]}`, true},
		{`{"prompts":[{"prompt":"a","vertical":""}]}`, true},
		{`{}`, false},
		{`{"prompts":null}`, false},
		{`{"prompts":"a"}`, false},
		{`{"prompts":[1]}`, false},
		{`{"prompts":[null]}`, false},
		{`{"prompts":[{"prompt":"a","x":1}]}`, false},
		{`{"prompts":["a"],"prompts":["b"]}`, false},
		{`{"prompts":["a"],"x":1}`, false},
		{`{"prompts":["a",]}`, false},
		{`{"prompts":["a"]}x`, false},
		{`{"prompts":["a"`, false},
		{`{"pr\u006fmpts":["a"]}`, false},
		{`{"prompts":["a",{"messages":[{"role":"user","content":"b"}]}]}`, false},
	} {
		var fast, general BatchRequest
		if ok := fast.decodeFast([]byte(tc.body)); ok != tc.fast {
			t.Errorf("%s: decodeFast = %v, want %v", tc.body, ok, tc.fast)
			continue
		}
		err := general.unmarshalGeneral([]byte(tc.body))
		if tc.fast && (err != nil || !reflect.DeepEqual(fast.Prompts, general.Prompts) || fast.hasPrompts != general.hasPrompts) {
			t.Errorf("%s: fast %+v, general %+v (%v)", tc.body, fast, general, err)
		}
	}
}

// FuzzBatchFast checks the one-pass batch decoder against the general one:
// whenever it accepts a body, the general decoder accepts it too and
// decodes the same batch.
func FuzzBatchFast(f *testing.F) {
	for _, s := range []string{
		`{"prompts":["a",{"prompt":"b","vertical":"crypto"}]}`, `{"prompts":[]}`, `{"prompts":[{}]}`,
		`{"prompts":["\ud800"]}`, `{"prompts":[{"vertical":null}]}`, ` {"prompts" :[ "x" ] } `, `{"prompts":["a"]}{}`,
		`{"prompts":["a",{"messages":[{"role":"user","content":"b"}]}]}`, `{"prompts":[{"messages":"x","prompt":"a"}]}`,
		string(loadprompt.Batch10Body()),
	} {
		f.Add(s)
	}
	fuzzFast(f, func(a, b *BatchRequest) bool {
		return reflect.DeepEqual(a.Prompts, b.Prompts) && a.hasPrompts == b.hasPrompts
	})
}
