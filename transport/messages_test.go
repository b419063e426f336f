package transport_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/check"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

// parityChats are chat prompts of each shape: a system prompt with a
// bare user turn, developer rules, earlier exchanges as examples, a lone
// user turn, and text that needs escaping.
var parityChats = [][]scoring.Message{
	{
		{Role: "system", Content: "You are a senior data analyst. Answer in Markdown, as at most five bullet points of under 20 words each. Think step by step: first the trends, then the outliers."},
		{Role: "user", Content: "Summarize the attached Q4 sales report for the executive team."},
	},
	{
		{Role: "developer", Content: "Reply in JSON with the keys summary and risks. Never invent figures."},
		{Role: "user", Content: "Summarize Q3 sales."},
		{Role: "assistant", Content: `{"summary": "Revenue up 12% QoQ", "risks": ["FX"]}`},
		{Role: "user", Content: "Summarize Q4 sales for the {{audience}}."},
	},
	{{Role: "user", Content: "Write a haiku."}},
	{
		{Role: "system", Content: "You are <b>\"terse\"</b> & exact.\n\u2028Rules:\n- cite every claim"},
		{Role: "assistant", Content: "Example: caf\u00e9 ☕"},
		{Role: "user", Content: "Explain the Bitcoin halving to a retail investor in 3 short paragraphs, with the risks."},
	},
}

// TestChatParity sends chats through REST (with an API key) and MCP and
// checks that both return the same results, that the scores are those of
// the promptfile.Chat rendering, and that pqs check scores the same chat
// as a JSON file alike.
func TestChatParity(t *testing.T) {
	ctx := context.Background()
	rm := newRestMCP(t, "chat")

	dir := t.TempDir()
	for i, msgs := range parityChats {
		rendered, err := promptfile.Chat(msgs)
		if err != nil {
			t.Fatal(err)
		}
		file, err := json.Marshal(map[string]any{"model": "openai/gpt-4.1", "messages": msgs})
		if err != nil {
			t.Fatal(err)
		}
		name := "chat" + string(rune('a'+i)) + ".json"
		if err := os.WriteFile(filepath.Join(dir, name), file, 0o600); err != nil {
			t.Fatal(err)
		}
		for _, v := range scoring.Verticals() {
			args := map[string]any{"messages": msgs, "vertical": string(v)}
			ref, err := scoring.Score(rendered, v)
			if err != nil {
				t.Fatal(err)
			}
			want := tools.NewScoreResult(rendered, ref, tools.DefaultPoweredBy)
			want.Messages = msgs

			rs := viaBoth[tools.ScoreResult](rm, tools.OpScore, args, fmt.Sprintf("score chat %d %s", i, v))
			if d := cmp.Diff(*want, rs); d != "" {
				t.Errorf("score chat %d %s (-rendering +REST):\n%s", i, v, d)
			}

			rf := viaBoth[tools.FreeResult](rm, tools.OpScoreFree, args, fmt.Sprintf("free chat %d %s", i, v))
			if rf.Score != ref.Total || rf.Prompt != rendered || !cmp.Equal(rf.Messages, msgs) {
				t.Errorf("free chat %d %s: %d for %q, want %d for %q", i, v, rf.Score, rf.Prompt, ref.Total, rendered)
			}

			ro := viaBoth[tools.FullResult](rm, tools.OpFull, args, fmt.Sprintf("optimize chat %d %s", i, v))
			if ro.Original.Prompt != rendered || ro.Original.Score.Total != ref.Total || !cmp.Equal(ro.Original.Messages, msgs) {
				t.Errorf("optimize chat %d %s: original %+v, want %d for %q", i, v, ro.Original, ref.Total, rendered)
			}

			// pqs check scores the chat as a file.
			rep, err := check.Run(ctx, check.Options{Dir: dir, Paths: []string{name}, Vertical: v})
			if err != nil || len(rep.Files) != 1 {
				t.Fatalf("check %s: %v, %+v", name, err, rep)
			}
			if got := rep.Files[0].Score; got.Total != rs.Score || got.Percentile != rs.Percentile || got.Grade != rs.Grade {
				t.Errorf("chat %d %s: pqs check %d p%d %s, API %d p%d %s", i, v, got.Total, got.Percentile, got.Grade, rs.Score, rs.Percentile, rs.Grade)
			}
		}
	}

	items := []any{"Write a haiku."}
	for _, msgs := range parityChats {
		items = append(items, map[string]any{"messages": msgs, "vertical": "content"})
	}
	rb := viaBoth[tools.BatchResult](rm, tools.OpBatch, map[string]any{"prompts": items}, "batch")
	for i, msgs := range parityChats {
		if it := rb.Results[i+1]; !cmp.Equal(it.Messages, msgs) {
			t.Errorf("batch item %d echoes %v, want %v", i+1, it.Messages, msgs)
		}
	}
}

// TestChatErrors sends bad chat requests to the free and paid routes and
// the MCP score tool: each is refused with the same code and field, and
// the paid route refuses before asking for payment.
func TestChatErrors(t *testing.T) {
	e := newEnv(t, options{})
	secret, _ := e.newKey(0)
	c := mcpInProcess(t, localMCP(), mcp.LATEST_PROTOCOL_VERSION)
	for _, tc := range []struct {
		name, args  string
		status      int
		code, field string
	}{
		{"both", `{"prompt":"Write a haiku.","messages":[{"role":"user","content":"Write a haiku."}]}`, 400, tools.CodePromptAndMessages, "messages"},
		{"neither", `{"vertical":"content"}`, 400, tools.CodeMissingPrompt, "prompt"},
		{"bad role", `{"messages":[{"role":"system","content":"Be brief."},{"role":"tool","content":"42"}]}`, 400, tools.CodeInvalidMessages, "messages[1].role"},
		{"empty content", `{"messages":[{"role":"user","content":""}]}`, 400, tools.CodeEmptyPrompt, "messages"},
		{"blank chat", `{"messages":[{"role":"system","content":"  "},{"role":"user","content":"\n"}]}`, 400, tools.CodeEmptyPrompt, "messages"},
		{"no messages", `{"messages":[]}`, 400, tools.CodeEmptyPrompt, "messages"},
		{"not an array", `{"messages":"Write a haiku."}`, 400, tools.CodeInvalidMessages, "messages"},
		{"object", `{"messages":{"role":"user","content":"Write a haiku."}}`, 400, tools.CodeInvalidMessages, "messages"},
		{"item not an object", `{"messages":["Write a haiku."]}`, 400, tools.CodeInvalidMessages, "messages[0]"},
		{"content not a string", `{"messages":[{"role":"user","content":3}]}`, 400, tools.CodeInvalidMessages, "messages[0].content"},
		{"missing content", `{"messages":[{"role":"user"}]}`, 400, tools.CodeInvalidMessages, "messages[0].content"},
		{"extra member", `{"messages":[{"role":"user","content":"a","name":"x"}]}`, 400, tools.CodeInvalidMessages, "messages[0].name"},
		{"too large", `{"messages":[{"role":"user","content":"` + strings.Repeat("a ", 17<<10) + `"}]}`, 413, tools.CodePromptTooLarge, "messages"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range []struct{ path, auth string }{
				{"/api/score/free", ""}, {"/api/score", ""}, {"/api/score", "Authorization: Bearer " + string(secret)},
				{"/api/score/full", ""}, {"/api/score/batch", ""},
			} {
				body := tc.args
				field := tc.field
				if r.path == "/api/score/batch" {
					body = `{"prompts":["Write a haiku.",` + tc.args + `]}`
					field = "prompts[1]." + tc.field
				}
				resp := e.do("POST", r.path, body, r.auth)
				var env struct {
					Error struct{ Code, Field string } `json:"error"`
				}
				json.Unmarshal(resp.body, &env)
				if resp.status != tc.status || env.Error.Code != tc.code || env.Error.Field != field {
					t.Errorf("POST %s %s: %d %s, want %d %s field %q", r.path, r.auth, resp.status, resp.body, tc.status, tc.code, field)
				}
			}
			var args map[string]any
			if err := json.Unmarshal([]byte(tc.args), &args); err != nil {
				t.Fatal(err)
			}
			for _, tool := range []string{tools.OpScore, tools.OpScoreFree, tools.OpFull, tools.OpCompare} {
				res := mcpCall(t, c, tool, args, nil)
				if text := mcpText(res, 0); !res.IsError || !strings.Contains(text, "Error "+tc.code+":") || !strings.Contains(text, `(field "`+tc.field+`")`) {
					t.Errorf("MCP %s: isError %v %q, want %s on %s", tool, res.IsError, text, tc.code, tc.field)
				}
			}
		})
	}
}

// TestChatCharged checks that a chat costs what a prompt costs: the same
// 402 requirements without payment, one metered use per call with a key
// over REST and MCP, and nothing for a chat refused as bad input.
func TestChatCharged(t *testing.T) {
	ctx := context.Background()
	const (
		prompt = `{"prompt":"Write a haiku about autumn."}`
		chat   = `{"messages":[{"role":"system","content":"You are a poet."},{"role":"user","content":"Write a haiku about autumn."}]}`
		bad    = `{"messages":[{"role":"poet","content":"Write a haiku about autumn."}]}`
	)
	e := newEnv(t, options{facilitator: "http://127.0.0.1:1"})
	for _, path := range []string{"/api/score", "/api/score/full"} {
		p, c := e.do("POST", path, prompt), e.do("POST", path, chat)
		if p.status != 402 || c.status != 402 || string(p.body) != string(c.body) ||
			p.header.Get(payments.HeaderPaymentRequired) != c.header.Get(payments.HeaderPaymentRequired) {
			t.Errorf("POST %s without payment: prompt %d %s, chat %d %s: want the same 402", path, p.status, p.body, c.status, c.body)
		}
	}
	secret, id := e.newKey(0)
	bearer := "Authorization: Bearer " + string(secret)
	for _, tc := range []struct{ path, body string }{
		{"/api/score", prompt}, {"/api/score", chat}, {"/api/score/full", chat},
		{"/api/score/batch", `{"prompts":[` + chat + `,"x"]}`},
	} {
		if r := e.do("POST", tc.path, tc.body, bearer); r.status != 200 {
			t.Fatalf("POST %s %s: %d %s", tc.path, tc.body, r.status, r.body)
		}
	}
	if r := e.do("POST", "/api/score", bad, bearer); r.status != 400 {
		t.Fatalf("bad chat: %d %s", r.status, r.body)
	}
	usage, err := e.store.Usage(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]int64{"/api/score": 2, "/api/score/full": 1, "/api/score/batch": 1}; !cmp.Equal(usage, want) {
		t.Errorf("REST usage = %v, want %v", usage, want)
	}

	h := startMCPHTTP(t, 0)
	key := h.newKey(t)
	c := h.client(t, mcp.LATEST_PROTOCOL_VERSION, map[string]string{"Authorization": "Bearer " + string(key)})
	var chatArgs, badArgs map[string]any
	json.Unmarshal([]byte(chat), &chatArgs)
	json.Unmarshal([]byte(bad), &badArgs)
	if res := mcpCall(t, c, tools.OpScore, chatArgs, nil); res.IsError {
		t.Fatalf("MCP score of a chat: %s", mcpText(res, 0))
	}
	if res := mcpCall(t, c, tools.OpScore, badArgs, nil); !res.IsError {
		t.Fatalf("MCP score of a bad chat succeeded")
	}
	keys, err := h.store.ListKeys(ctx)
	if err != nil {
		t.Fatal(err)
	}
	mu, err := h.store.Usage(ctx, keys[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]int64{"mcp://tool/score": 1}; !cmp.Equal(mu, want) || keys[0].Used != 1 {
		t.Errorf("MCP usage = %v, used %d; want %v, 1", mu, keys[0].Used, want)
	}
}
