package tools_test

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

var threeModels = tools.Models{
	Target: "target-model",
	Judge:  "judge-model",
	Compare: []tools.LabeledModel{
		{Label: "alpha", Model: "model-a"},
		{Label: "beta", Model: "model-b"},
		{Label: "gamma", Model: "model-c"},
	},
}

var threeScores = map[string][4]int{
	"model-a": {20, 22, 15, 24}, // 81
	"model-b": {23, 24, 18, 21}, // 86
	"model-c": {10, 12, 8, 20},  // 50
}

func TestCompareHappyPath(t *testing.T) {
	f := newFixture(t, provider{judge: func(r modeltest.Request, resp map[string]string) modeltest.Reply {
		return judgeReply(resp, scoreByModel(threeScores))
	}}, model.Config{}, threeModels)
	res, err := f.svc.Compare(context.Background(), tools.NewRequest(originalPrompt, ""))
	if err != nil {
		t.Fatal(err)
	}
	if res.OriginalPrompt != originalPrompt || res.OptimizedPrompt != f.rewrite || res.Vertical != "general" {
		t.Errorf("prompts %q -> %q (%s)", res.OriginalPrompt, res.OptimizedPrompt, res.Vertical)
	}
	for label, m := range map[string]string{"alpha": "model-a", "beta": "model-b", "gamma": "model-c"} {
		e, ok := res.Results[label]
		s := threeScores[m]
		want := tools.JudgeScores{Completeness: s[0], Relevancy: s[1], ReasoningDepth: s[2], Faithfulness: s[3], Total: s[0] + s[1] + s[2] + s[3]}
		if !ok || e.Model != m || e.Error != "" || e.Scores != want || e.Output != "["+m+" answers] "+f.rewrite {
			t.Errorf("%s: %+v, want model %s scores %+v", label, e, m, want)
		}
	}
	if res.Winner != "beta" {
		t.Errorf("winner %q, want beta", res.Winner)
	}
	for _, want := range []string{"beta (model-b) wins with 86/100", "Against alpha (81/100): ahead on completeness 23 vs 20", "behind on faithfulness 21 vs 24"} {
		if !strings.Contains(res.Verdict, want) {
			t.Errorf("verdict %q lacks %q", res.Verdict, want)
		}
	}

	answers := f.requests(isAnswer)
	if len(answers) != 3 {
		t.Fatalf("%d answer requests, want 3", len(answers))
	}
	for _, a := range answers {
		if a.User() != f.rewrite {
			t.Errorf("%s was asked %q, want the optimized prompt", a.Model, a.User())
		}
	}
	judges := f.requests(isJudge)
	if len(judges) != 1 {
		t.Fatalf("%d judge requests, want 1", len(judges))
	}
	j := judges[0]
	if j.Model != "judge-model" {
		t.Errorf("judge model %q", j.Model)
	}
	rf := j.ResponseFormat
	if rf.Type != "json_schema" || rf.JSONSchema == nil || !rf.JSONSchema.Strict {
		t.Fatalf("judge response_format %+v, want strict json_schema", rf)
	}
	var schema struct {
		Properties struct {
			Scores struct {
				Items struct {
					Properties map[string]struct {
						Type string   `json:"type"`
						Enum []string `json:"enum"`
					} `json:"properties"`
					Required             []string `json:"required"`
					AdditionalProperties *bool    `json:"additionalProperties"`
				} `json:"items"`
			} `json:"scores"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(rf.JSONSchema.Schema, &schema); err != nil {
		t.Fatal(err)
	}
	items := schema.Properties.Scores.Items
	if ids := items.Properties["id"].Enum; strings.Join(ids, ",") != "A,B,C" {
		t.Errorf("schema ids %v, want A,B,C", ids)
	}
	for _, d := range []string{"completeness", "relevancy", "reasoning_depth", "faithfulness"} {
		if items.Properties[d].Type != "integer" {
			t.Errorf("schema %s: %+v", d, items.Properties[d])
		}
	}
	if len(items.Required) != 6 || items.AdditionalProperties == nil || *items.AdditionalProperties {
		t.Errorf("schema items required %v additionalProperties %v: strict mode needs all required and none additional", items.Required, items.AdditionalProperties)
	}
	if j.Temperature == nil || *j.Temperature > 1e-6 {
		t.Errorf("judge temperature %v, want near zero", j.Temperature)
	}
	// The judge sees anonymous responses, never model names or labels.
	user := judgeUserWithoutOutputs(j.User())
	for _, name := range []string{"alpha", "beta", "gamma"} {
		if strings.Contains(user, name) {
			t.Errorf("judge request names %q: %s", name, user)
		}
	}
	if got := len(judgeResponses(j.User())); got != 3 {
		t.Errorf("judge saw %d responses, want 3", got)
	}
}

// judgeUserWithoutOutputs drops the responses (which quote model names in
// this fake) and keeps the framing the judge sees.
func judgeUserWithoutOutputs(user string) string {
	return responseRE.ReplaceAllString(user, `<response id="$1">…</response>`)
}

func TestCompareOneModelFails(t *testing.T) {
	f := newFixture(t, provider{
		answer: func(r modeltest.Request) modeltest.Reply {
			if r.Model == "model-b" {
				return modeltest.Reply{Status: 503, ErrorType: "server_error", Message: "overloaded"}
			}
			return modeltest.Reply{Content: answerText(r)}
		},
		judge: func(r modeltest.Request, resp map[string]string) modeltest.Reply {
			return judgeReply(resp, scoreByModel(threeScores))
		},
	}, model.Config{}, threeModels)
	res, err := f.svc.Compare(context.Background(), tools.NewRequest(originalPrompt, ""))
	if err != nil {
		t.Fatal(err)
	}
	b := res.Results["beta"]
	if !strings.HasPrefix(b.Error, tools.CodeModelError+": ") || b.Output != "" || b.Scores != (tools.JudgeScores{}) {
		t.Errorf("beta = %+v, want a model_error entry without output or scores", b)
	}
	if strings.Contains(b.Error, "overloaded") {
		t.Errorf("beta error %q passes the provider's message on", b.Error)
	}
	if res.Winner != "alpha" || !strings.Contains(res.Verdict, "Not judged: beta (model_error)") {
		t.Errorf("winner %q verdict %q", res.Winner, res.Verdict)
	}
	if n := len(judgeResponses(f.requests(isJudge)[0].User())); n != 2 {
		t.Errorf("judge saw %d responses, want the 2 that answered", n)
	}
}

func TestCompareMalformedJudge(t *testing.T) {
	good := func(resp map[string]string) modeltest.Reply { return judgeReply(resp, scoreByModel(threeScores)) }
	for _, tc := range []struct {
		name       string
		replies    []func(resp map[string]string) modeltest.Reply // per judge call; the last repeats
		wantCalls  int
		wantErr    string            // whole-call error code, if any
		wantFailed map[string]string // label -> error prefix
		wantSecond int               // responses shown in the second call
	}{
		{
			name: "not JSON then good",
			replies: []func(map[string]string) modeltest.Reply{
				func(map[string]string) modeltest.Reply { return modeltest.Reply{Content: "I think A is best."} },
				good,
			},
			wantCalls: 2, wantSecond: 3,
		},
		{
			name: "always malformed",
			replies: []func(map[string]string) modeltest.Reply{
				func(map[string]string) modeltest.Reply { return modeltest.Reply{Content: `{"scores":"none"}`} },
			},
			wantCalls: 2, wantErr: tools.CodeModelError, wantSecond: 3,
		},
		{
			name: "one out of range, retried alone, then good",
			replies: []func(map[string]string) modeltest.Reply{
				func(resp map[string]string) modeltest.Reply {
					return judgeReply(resp, func(out string) [4]int {
						if strings.HasPrefix(out, "[model-c ") {
							return [4]int{30, 1, 1, 1}
						}
						return scoreByModel(threeScores)(out)
					})
				},
				good,
			},
			wantCalls: 2, wantSecond: 1,
		},
		{
			name: "one missing twice",
			replies: []func(map[string]string) modeltest.Reply{
				func(resp map[string]string) modeltest.Reply {
					for id, out := range resp {
						if strings.HasPrefix(out, "[model-c ") {
							delete(resp, id)
						}
					}
					return good(resp)
				},
			},
			wantCalls: 2, wantSecond: 1,
			wantFailed: map[string]string{"gamma": tools.CodeModelError + ": the judge model's reply for this output was malformed twice"},
		},
		{
			name: "fenced JSON is accepted",
			replies: []func(map[string]string) modeltest.Reply{
				func(resp map[string]string) modeltest.Reply {
					r := good(resp)
					r.Content = "```json\n" + r.Content + "\n```"
					return r
				},
			},
			wantCalls: 1,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var mu sync.Mutex
			calls := 0
			f := newFixture(t, provider{judge: func(r modeltest.Request, resp map[string]string) modeltest.Reply {
				mu.Lock()
				i := min(calls, len(tc.replies)-1)
				calls++
				mu.Unlock()
				return tc.replies[i](resp)
			}}, model.Config{}, threeModels)
			res, err := f.svc.Compare(context.Background(), tools.NewRequest(originalPrompt, ""))
			judges := f.requests(isJudge)
			if len(judges) != tc.wantCalls {
				t.Errorf("%d judge calls, want %d", len(judges), tc.wantCalls)
			}
			if tc.wantSecond > 0 && len(judges) > 1 {
				if n := len(judgeResponses(judges[1].User())); n != tc.wantSecond {
					t.Errorf("second judge call showed %d responses, want %d", n, tc.wantSecond)
				}
			}
			if tc.wantErr != "" {
				wantCode(t, err, tc.wantErr)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for label, e := range res.Results {
				prefix, failed := tc.wantFailed[label]
				switch {
				case failed && !strings.HasPrefix(e.Error, prefix):
					t.Errorf("%s error %q, want prefix %q", label, e.Error, prefix)
				case failed && e.Output == "":
					t.Errorf("%s: a judging failure must keep the model's output", label)
				case !failed && (e.Error != "" || e.Scores.Total == 0):
					t.Errorf("%s = %+v, want judged", label, e)
				}
			}
			if res.Winner != "beta" {
				t.Errorf("winner %q, want beta", res.Winner)
			}
		})
	}
}

func TestCompareNoModel(t *testing.T) {
	_, err := tools.New(tools.Config{}).Compare(context.Background(), tools.NewRequest(originalPrompt, ""))
	wantCode(t, err, tools.CodeModelNotConfigured)
	// Invalid input is still reported as such first.
	_, err = tools.New(tools.Config{}).Compare(context.Background(), tools.NewRequest("", ""))
	wantCode(t, err, tools.CodeEmptyPrompt)
}

func TestCompareAllFail(t *testing.T) {
	for _, tc := range []struct {
		name  string
		p     provider
		code  string
		calls int // judge calls
	}{
		{"every model rate limited", provider{answer: func(modeltest.Request) modeltest.Reply { return modeltest.RateLimited("9") }},
			tools.CodeModelRateLimited, 0},
		{"judge rate limited", provider{judge: func(modeltest.Request, map[string]string) modeltest.Reply { return modeltest.RateLimited("9") }},
			tools.CodeModelRateLimited, 1},
		{"judge down", provider{judge: func(modeltest.Request, map[string]string) modeltest.Reply { return modeltest.Reply{Status: 500} }},
			tools.CodeModelError, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, tc.p, model.Config{}, threeModels)
			_, err := f.svc.Compare(context.Background(), tools.NewRequest(originalPrompt, ""))
			e := wantCode(t, err, tc.code)
			if tc.code == tools.CodeModelRateLimited && e.RetryAfter.Seconds() != 9 {
				t.Errorf("RetryAfter %v, want 9s", e.RetryAfter)
			}
			if n := len(f.requests(isJudge)); n != tc.calls {
				t.Errorf("%d judge calls, want %d (provider errors are not retried)", n, tc.calls)
			}
		})
	}
}

func TestCompareOrderRandomised(t *testing.T) {
	var mu sync.Mutex
	firsts := map[string]int{}
	f := newFixture(t, provider{judge: func(r modeltest.Request, resp map[string]string) modeltest.Reply {
		mu.Lock()
		firsts[strings.Fields(resp["A"])[0]]++
		mu.Unlock()
		return judgeReply(resp, scoreByModel(threeScores))
	}}, model.Config{}, threeModels)
	const runs = 30
	for range runs {
		res, err := f.svc.Compare(context.Background(), tools.NewRequest(originalPrompt, ""))
		if err != nil {
			t.Fatal(err)
		}
		if res.Winner != "beta" {
			t.Fatalf("winner %q changed with the order", res.Winner)
		}
	}
	// Under a uniform shuffle all 30 judge calls showing the same model
	// first has probability 3·3^-30.
	if len(firsts) < 2 {
		t.Errorf("the judge saw the same model first in all %d calls: %v", runs, firsts)
	}
}

func TestCompareTies(t *testing.T) {
	for _, tc := range []struct {
		name   string
		scores map[string][4]int
		winner string
		says   string
	}{
		{"total tie, faithfulness decides",
			map[string][4]int{"model-a": {20, 20, 20, 20}, "model-b": {21, 20, 20, 19}, "model-c": {1, 1, 1, 1}},
			"alpha", "tied on total"},
		{"full tie, label decides",
			map[string][4]int{"model-a": {20, 20, 20, 20}, "model-b": {20, 20, 20, 20}, "model-c": {20, 20, 20, 20}},
			"alpha", "equal on every dimension"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, provider{judge: func(r modeltest.Request, resp map[string]string) modeltest.Reply {
				return judgeReply(resp, scoreByModel(tc.scores))
			}}, model.Config{}, threeModels)
			for range 5 {
				res, err := f.svc.Compare(context.Background(), tools.NewRequest(originalPrompt, ""))
				if err != nil {
					t.Fatal(err)
				}
				if res.Winner != tc.winner || !strings.Contains(res.Verdict, tc.says) {
					t.Fatalf("winner %q verdict %q; want %s and %q", res.Winner, res.Verdict, tc.winner, tc.says)
				}
			}
		})
	}
}

func TestCompareSingleModelDefault(t *testing.T) {
	// Without a comparison set, compare runs the target model alone and
	// the target model judges.
	f := newFixture(t, provider{}, model.Config{}, tools.Models{Target: "solo"})
	res, err := f.svc.Compare(context.Background(), tools.NewRequest(originalPrompt, ""))
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := res.Results["solo"]; !ok || e.Model != "solo" || res.Winner != "solo" ||
		!strings.Contains(res.Verdict, "only model judged") {
		t.Errorf("result %+v", res)
	}
	if j := f.requests(isJudge); len(j) != 1 || j[0].Model != "solo" {
		t.Errorf("judge requests %+v", j)
	}
}

// TestModelsGetTheRenderedChat runs optimize and compare on a chat: the
// rendered text is what is rewritten and answered, and the results echo
// the messages beside it.
func TestModelsGetTheRenderedChat(t *testing.T) {
	f := newFixture(t, provider{}, model.Config{}, threeModels)
	msgs := []scoring.Message{{Role: "system", Content: "Be friendly."}, {Role: "user", Content: originalPrompt}}
	rendered, err := promptfile.Chat(msgs)
	if err != nil {
		t.Fatal(err)
	}
	req := tools.NewChatRequest(msgs, "")
	full, err := f.svc.Full(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if full.Original.Prompt != rendered || !reflect.DeepEqual(full.Original.Messages, msgs) {
		t.Errorf("optimize: original %q %v; want %q and the chat", full.Original.Prompt, full.Original.Messages, rendered)
	}
	if got := full.Optimized.Messages; len(got) != 2 || got[0].Role != "system" || got[1] != msgs[1] || full.Optimized.Prompt != scoring.ChatPrompt(got) {
		t.Errorf("optimize: optimized %q %v; want the chat with its user turn kept, rendered", full.Optimized.Prompt, got)
	}
	if want := "[target-model answers] " + rendered; full.Original.Output != want {
		t.Errorf("optimize: original output %q, want %q", full.Original.Output, want)
	}
	cmp, err := f.svc.Compare(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if cmp.OriginalPrompt != rendered || !reflect.DeepEqual(cmp.OriginalMessages, msgs) {
		t.Errorf("compare: original %q %v, want %q and the chat", cmp.OriginalPrompt, cmp.OriginalMessages, rendered)
	}
	rewrites := f.requests(isRewrite)
	if len(rewrites) == 0 {
		t.Fatal("no rewrite request")
	}
	for _, r := range rewrites {
		if !strings.Contains(r.User(), rendered) {
			t.Errorf("the rewriter was not shown the rendered chat: %q", r.User())
		}
	}
}
