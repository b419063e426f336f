package transport

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzRPCMessage checks parseRPC against json.Unmarshal: the same message,
// or both an error.
func FuzzRPCMessage(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"score","arguments":{"prompt":"a \"b\" \\ c"}}}`,
		`{"jsonrpc":"2.0","id":"x","method":"tools/call","params":{"name":"batch","arguments":{"prompts":["a",{"prompt":"b"}]},"_meta":{"x402/payment":{"x402Version":2},"progressToken":3}}}`,
		`{"method":"tools/call","METHOD":"ping","params":null}`, `{"params":{"name":"a"},"params":{"arguments":[1,{"x":[]}]}}`,
		`{"jsonrpc":"2.\u0030","id":null}`, `[{"jsonrpc":"2.0"}]`, `{"params":{"_meta":{"a":1},"_meta":{"b":2}}}`,
		`{"jsonrpc":"2.0","ID":5}`, `{"id":1e3,"params":{"Name":"score"}}`, ` { "jsonrpc" : "2.0" , "params" : { } } `,
		"{\"method\":\"tools/call\xff\"}", `{"params":{"_meta":null}}`, `{"params":"x"}`, `{"id":{"a":"}"}}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		var fast, ref rpcMessage
		ferr := parseRPC([]byte(body), &fast)
		rerr := json.Unmarshal([]byte(body), &ref)
		if (ferr == nil) != (rerr == nil) {
			t.Fatalf("%q: parseRPC error %v, json.Unmarshal %v", body, ferr, rerr)
		}
		if ferr != nil {
			return
		}
		if d := cmp.Diff(ref, fast); d != "" {
			t.Fatalf("%q: (-json.Unmarshal +parseRPC)\n%s", body, d)
		}
	})
}

func BenchmarkParseRPC(b *testing.B) {
	body := []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"score","arguments":{"prompt":"You are a senior financial analyst. Summarize the attached Q3 earnings call transcript for a retail investor in five bullet points of at most 20 words each, then list the two biggest risks the CFO mentioned. Use only facts from the transcript and quote the figures exactly. Think step by step: first find the guidance changes, then the margin trends. Format: Markdown. Example bullet: \"- Revenue up 12% year on year, driven by cloud.\"","vertical":"general"}}}`)
	for _, bm := range []struct {
		name  string
		parse func([]byte, *rpcMessage) error
	}{
		{"parseRPC", parseRPC},
		{"json.Unmarshal", func(b []byte, m *rpcMessage) error { return json.Unmarshal(b, m) }},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var m rpcMessage
				if err := bm.parse(body, &m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
