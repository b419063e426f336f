package tools_test

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

// provider is a scripted OpenAI-compatible provider: each kind of request
// (rewrite, answer, judge) has its own reply function. Nil functions give
// the defaults below.
type provider struct {
	rewrite func(r modeltest.Request) modeltest.Reply
	answer  func(r modeltest.Request) modeltest.Reply
	judge   func(r modeltest.Request, responses map[string]string) modeltest.Reply
}

func isRewrite(r modeltest.Request) bool { return strings.HasPrefix(r.System(), "You rewrite prompts") }
func isJudge(r modeltest.Request) bool   { return r.ResponseFormat != nil }

func (p provider) handle(ctx context.Context, r modeltest.Request) modeltest.Reply {
	switch {
	case isRewrite(r):
		if p.rewrite != nil {
			return p.rewrite(r)
		}
		return modeltest.Reply{Content: strongRewrite}
	case isJudge(r):
		resp := judgeResponses(r.User())
		if p.judge != nil {
			return p.judge(r, resp)
		}
		return judgeReply(resp, scoreByLength)
	default:
		if p.answer != nil {
			return p.answer(r)
		}
		return modeltest.Reply{Content: answerText(r)}
	}
}

// answerText is the fake's answer: it names the model and the prompt, so
// tests can tell which prompt produced which output.
func answerText(r modeltest.Request) string {
	return fmt.Sprintf("[%s answers] %s", r.Model, r.User())
}

var responseRE = regexp.MustCompile(`(?s)<response id="([A-Z])">\n(.*?)\n</response>`)

// judgeResponses reads the responses shown to the judge, by id.
func judgeResponses(user string) map[string]string {
	out := map[string]string{}
	for _, m := range responseRE.FindAllStringSubmatch(user, -1) {
		out[m[1]] = m[2]
	}
	return out
}

// judgeReply answers as a well-behaved judge, scoring each response with score.
func judgeReply(responses map[string]string, score func(output string) [4]int) modeltest.Reply {
	var items []string
	for id, out := range responses {
		s := score(out)
		items = append(items, fmt.Sprintf(`{"id":%q,"rationale":"fine","completeness":%d,"relevancy":%d,"reasoning_depth":%d,"faithfulness":%d}`,
			id, s[0], s[1], s[2], s[3]))
	}
	return modeltest.Reply{Content: `{"scores":[` + strings.Join(items, ",") + `]}`}
}

// scoreByModel scores outputs by the model that wrote them (see answerText).
func scoreByModel(table map[string][4]int) func(string) [4]int {
	return func(out string) [4]int {
		for m, s := range table {
			if strings.HasPrefix(out, "["+m+" ") {
				return s
			}
		}
		return [4]int{}
	}
}

func scoreByLength(out string) [4]int {
	n := min(len(out)%26, 25)
	return [4]int{n, n, n, n}
}

const originalPrompt = "Write a blog post about our new coffee grinder."

// strongRewrite covers every dimension; it must outscore both the original
// and the engine's offline rewrite (checked in newFixture).
const strongRewrite = `You are a senior product marketer for a specialty coffee brand.
Write a 600-word blog post for home baristas who are beginners, announcing our new burr coffee grinder [product name], so that readers understand why grind consistency matters for taste.
You must use a friendly, plain tone and explain every technical term in simple words. Only use facts from this prompt; write [placeholder] for any fact you do not have.
Format: a title, then 3 sections with H2 headings, then a closing call to action.
Example heading: "## Why grind size matters".
First outline the key points, then write the post, then check that it stays under 600 words.`

type fixture struct {
	svc      *tools.Service
	fake     *modeltest.Server
	rewrite  string // what the fake's rewriter returns by default
	offline  scoring.Rewrite
	original scoring.Result
}

// newFixture starts a fake provider answering with p and a Service using it.
func newFixture(t testing.TB, p provider, cfg model.Config, models tools.Models) *fixture {
	t.Helper()
	f := &fixture{}
	var err error
	if f.offline, err = scoring.Optimize(originalPrompt, scoring.General); err != nil {
		t.Fatal(err)
	}
	f.original = f.offline.Before
	// The fixture's rewrite must beat the offline rewrite whatever the
	// engine's current rules; if the plain strong prompt does not, the
	// offline rewrite with the strong prompt's additions must.
	f.rewrite = strongRewrite
	for _, cand := range []string{strongRewrite, f.offline.Prompt + "\n\n" + strongRewrite} {
		r, _ := scoring.Score(cand, scoring.General)
		if r.Total > f.original.Total && r.Total >= f.offline.After.Total {
			f.rewrite = cand
			break
		}
		if cand != strongRewrite {
			t.Fatalf("the test's strong rewrite scores %d, not above the offline rewrite's %d: strengthen strongRewrite", r.Total, f.offline.After.Total)
		}
	}
	if p.rewrite == nil {
		rw := f.rewrite
		p.rewrite = func(modeltest.Request) modeltest.Reply { return modeltest.Reply{Content: rw} }
	}
	f.fake = modeltest.NewServer(t, p.handle)
	cfg.BaseURL = f.fake.BaseURL
	client, err := model.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	models.Client = client
	if models.Target == "" {
		models.Target = "target-model"
	}
	f.svc = tools.New(tools.Config{Models: models})
	return f
}

func (f *fixture) requests(kind func(modeltest.Request) bool) []modeltest.Request {
	var out []modeltest.Request
	for _, r := range f.fake.Requests() {
		if kind(r) {
			out = append(out, r)
		}
	}
	return out
}

func isAnswer(r modeltest.Request) bool { return !isRewrite(r) && !isJudge(r) }

func wantCode(t *testing.T, err error, code string) *tools.Error {
	t.Helper()
	var e *tools.Error
	if !errors.As(err, &e) || e.Code != code {
		t.Fatalf("err = %v, want *tools.Error %s", err, code)
	}
	return e
}

func TestFullModelRewrite(t *testing.T) {
	f := newFixture(t, provider{}, model.Config{}, tools.Models{Target: "target-model", Rewriter: "rewriter-model"})
	res, err := f.svc.Full(context.Background(), tools.NewRequest(originalPrompt, ""))
	if err != nil {
		t.Fatal(err)
	}
	after, _ := scoring.Score(f.rewrite, scoring.General)
	if res.Rewriter != tools.RewriterModel || res.Optimized.Prompt != f.rewrite {
		t.Errorf("rewriter %q, optimized %q; want the model's rewrite", res.Rewriter, res.Optimized.Prompt)
	}
	if res.Original.Score.Total != f.original.Total || res.Optimized.Score.Total != after.Total {
		t.Errorf("scores %d -> %d, want %d -> %d", res.Original.Score.Total, res.Optimized.Score.Total, f.original.Total, after.Total)
	}
	if want := tools.ImprovementPct(f.original.Total, after.Total); res.ImprovementPct != want {
		t.Errorf("improvement_pct %d, want %d", res.ImprovementPct, want)
	}
	for _, side := range []struct {
		name string
		run  tools.PromptRun
	}{{"original", res.Original}, {"optimized", res.Optimized}} {
		want := "[target-model answers] " + side.run.Prompt
		if side.run.OutputStatus != tools.OutputOK || side.run.Output != want {
			t.Errorf("%s: output %q (%s), want %q (ok)", side.name, side.run.Output, side.run.OutputStatus, want)
		}
	}
	for _, want := range []string{"model's rewrite was kept", fmt.Sprintf("Total %d→%d", f.original.Total, after.Total)} {
		if !strings.Contains(res.Explanation, want) {
			t.Errorf("explanation %q lacks %q", res.Explanation, want)
		}
	}
	// Every dimension that moved is listed with its delta.
	for i, d := range after.Dimensions {
		was := f.original.Dimensions[i].Score
		if d.Score != was {
			if want := fmt.Sprintf("%s %d→%d (%+d)", d.Name, was, d.Score, d.Score-was); !strings.Contains(res.Explanation, want) {
				t.Errorf("explanation %q lacks %q", res.Explanation, want)
			}
		}
	}

	rw := f.requests(isRewrite)
	if len(rw) != 1 || rw[0].Model != "rewriter-model" {
		t.Fatalf("rewrite requests %+v, want one to rewriter-model", rw)
	}
	sys := rw[0].System()
	for _, want := range append([]string{"Invent nothing", "placeholder", "Keep the user's intent"}, scoring.DimensionNames()...) {
		if !strings.Contains(sys, want) {
			t.Errorf("rewrite system prompt lacks %q", want)
		}
	}
	for _, fix := range f.original.TopFixes {
		if !strings.Contains(sys, fix.Action) {
			t.Errorf("rewrite system prompt lacks the engine's fix %q", fix.Action)
		}
	}
	if !strings.Contains(rw[0].User(), originalPrompt) {
		t.Errorf("rewrite request %q does not carry the prompt", rw[0].User())
	}
	if n := len(f.requests(isAnswer)); n != 2 {
		t.Errorf("%d answer requests, want 2", n)
	}
}

func TestFullModelRewriteScoresLower(t *testing.T) {
	for _, tc := range []struct {
		name, reply, why string
	}{
		{"worse than original", "Do it.", "not above the original"},
		{"empty", "   ", "empty"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, provider{rewrite: func(modeltest.Request) modeltest.Reply {
				return modeltest.Reply{Content: tc.reply}
			}}, model.Config{}, tools.Models{})
			res, err := f.svc.Full(context.Background(), tools.NewRequest(originalPrompt, ""))
			if err != nil {
				t.Fatal(err)
			}
			if res.Rewriter != tools.RewriterOffline || res.Optimized.Prompt != f.offline.Prompt {
				t.Errorf("rewriter %q, optimized %q; want the offline rewrite %q", res.Rewriter, res.Optimized.Prompt, f.offline.Prompt)
			}
			if res.Optimized.Score.Total != f.offline.After.Total {
				t.Errorf("optimized total %d, want the offline rewrite's %d", res.Optimized.Score.Total, f.offline.After.Total)
			}
			if !strings.Contains(res.Explanation, "offline rewrite was used") || !strings.Contains(res.Explanation, tc.why) {
				t.Errorf("explanation %q does not say why the offline rewrite was used (%s)", res.Explanation, tc.why)
			}
			if res.Original.OutputStatus != tools.OutputOK || res.Optimized.OutputStatus != tools.OutputOK {
				t.Errorf("output statuses %s, %s; want ok", res.Original.OutputStatus, res.Optimized.OutputStatus)
			}
		})
	}
}

func TestFullNoModel(t *testing.T) {
	svc := tools.New(tools.Config{})
	res, err := svc.Full(context.Background(), tools.NewRequest(originalPrompt, ""))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []tools.PromptRun{res.Original, res.Optimized} {
		if r.Output != "" || r.OutputStatus != tools.OutputNoModel {
			t.Errorf("output %q status %q, want none and %s", r.Output, r.OutputStatus, tools.OutputNoModel)
		}
	}
	if res.Rewriter != tools.RewriterOffline || !strings.Contains(res.Explanation, "no model is configured") {
		t.Errorf("rewriter %q explanation %q", res.Rewriter, res.Explanation)
	}
}

func TestFullOneSideFails(t *testing.T) {
	f := newFixture(t, provider{answer: func(r modeltest.Request) modeltest.Reply {
		if r.User() == originalPrompt {
			return modeltest.Reply{Status: 500, Message: "boom"}
		}
		return modeltest.Reply{Content: answerText(r)}
	}}, model.Config{}, tools.Models{})
	res, err := f.svc.Full(context.Background(), tools.NewRequest(originalPrompt, ""))
	if err != nil {
		t.Fatal(err)
	}
	if res.Original.OutputStatus != tools.CodeModelError || res.Original.Output != "" {
		t.Errorf("original: %q (%s), want no output and %s", res.Original.Output, res.Original.OutputStatus, tools.CodeModelError)
	}
	if res.Optimized.OutputStatus != tools.OutputOK {
		t.Errorf("optimized status %s, want ok", res.Optimized.OutputStatus)
	}
}

func TestFullProviderErrors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		reply     modeltest.Reply
		timeout   time.Duration
		code      string
		retry     time.Duration
		rewriteOK bool
	}{
		{name: "429", reply: modeltest.RateLimited("3"), code: tools.CodeModelRateLimited, retry: 3 * time.Second},
		{name: "429 answers only", reply: modeltest.RateLimited("3"), code: tools.CodeModelRateLimited, retry: 3 * time.Second, rewriteOK: true},
		{name: "timeout", reply: modeltest.Reply{Content: "late", Delay: 5 * time.Second}, timeout: 100 * time.Millisecond, code: tools.CodeModelTimeout},
		{name: "500", reply: modeltest.Reply{Status: 500}, code: tools.CodeModelError},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := provider{answer: func(modeltest.Request) modeltest.Reply { return tc.reply }}
			if !tc.rewriteOK {
				p.rewrite = p.answer
			}
			f := newFixture(t, p, model.Config{Timeout: tc.timeout}, tools.Models{})
			start := time.Now()
			_, err := f.svc.Full(context.Background(), tools.NewRequest(originalPrompt, ""))
			e := wantCode(t, err, tc.code)
			if e.RetryAfter != tc.retry {
				t.Errorf("RetryAfter %v, want %v", e.RetryAfter, tc.retry)
			}
			if tc.timeout > 0 && time.Since(start) > 3*time.Second {
				t.Errorf("took %v with a %v per-call timeout", time.Since(start), tc.timeout)
			}
		})
	}
}

func TestFullClientCancels(t *testing.T) {
	var mu sync.Mutex
	answers := 0
	allArrived := make(chan struct{})
	f := newFixture(t, provider{answer: func(r modeltest.Request) modeltest.Reply {
		mu.Lock()
		answers++
		if answers == 2 {
			close(allArrived)
		}
		mu.Unlock()
		return modeltest.Reply{Content: "late", Delay: 10 * time.Second}
	}}, model.Config{}, tools.Models{})
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-allArrived; cancel() }()
	start := time.Now()
	_, err := f.svc.Full(ctx, tools.NewRequest(originalPrompt, ""))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Full returned after %v; cancellation did not stop the model calls", d)
	}
	deadline := time.Now().Add(5 * time.Second)
	for f.fake.Cancelled() < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("the provider saw %d cancelled requests, want 2", f.fake.Cancelled())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestFullUnchangedPromptRunsOnce(t *testing.T) {
	// A prompt the offline rewrite leaves alone and the model cannot beat
	// is answered once; both sides share that answer.
	f := newFixture(t, provider{rewrite: func(modeltest.Request) modeltest.Reply {
		return modeltest.Reply{Content: "Do it."}
	}}, model.Config{}, tools.Models{})
	res, err := f.svc.Full(context.Background(), tools.NewRequest(originalPrompt, ""))
	if err != nil {
		t.Fatal(err)
	}
	want := 2
	if res.Optimized.Prompt == res.Original.Prompt {
		want = 1
	}
	if n := len(f.requests(isAnswer)); n != want {
		t.Errorf("%d answer requests, want %d", n, want)
	}
	if res.Original.Output == "" || res.Optimized.Output == "" {
		t.Errorf("outputs %q / %q, want both", res.Original.Output, res.Optimized.Output)
	}
}

func TestRequestDeadlineIsModelTimeout(t *testing.T) {
	// A deadline on the request's context (a transport's time limit) ends
	// the model calls and reads as a model timeout, not an internal error.
	f := newFixture(t, provider{
		rewrite: func(modeltest.Request) modeltest.Reply {
			return modeltest.Reply{Content: "late", Delay: 10 * time.Second}
		},
		answer: func(modeltest.Request) modeltest.Reply {
			return modeltest.Reply{Content: "late", Delay: 10 * time.Second}
		},
	}, model.Config{}, threeModels)
	for name, op := range map[string]func(context.Context) error{
		"full": func(ctx context.Context) error {
			_, err := f.svc.Full(ctx, tools.NewRequest(originalPrompt, ""))
			return err
		},
		"compare": func(ctx context.Context) error {
			_, err := f.svc.Compare(ctx, tools.NewRequest(originalPrompt, ""))
			return err
		},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		start := time.Now()
		err := op(ctx)
		cancel()
		if tools.ErrorCode(err) != tools.CodeModelTimeout {
			t.Errorf("%s: %v, want %s", name, err, tools.CodeModelTimeout)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s took %v with a 100ms deadline", name, d)
		}
	}
}

func TestPreviewWithModelRunsNoModel(t *testing.T) {
	f := newFixture(t, provider{}, model.Config{}, tools.Models{})
	p, err := f.svc.Preview(context.Background(), tools.OpFull)
	if err != nil {
		t.Fatal(err)
	}
	res := p.ExampleResponse.(*tools.FullResult)
	if res.Original.Output != "" || res.Optimized.Output != "" || !strings.Contains(res.Explanation, "preview ran no model") {
		t.Errorf("preview %+v", res)
	}
	if n := len(f.fake.Requests()); n != 0 {
		t.Errorf("the preview made %d model calls", n)
	}
}

// TestFullChatStaysChat: the optimized side of a chat is a chat with the
// same turns, offline and with a model, and its score is the score of
// its rendering.
func TestFullChatStaysChat(t *testing.T) {
	msgs := []scoring.Message{
		{Role: "system", Content: "You answer questions about the Acme return policy."},
		{Role: "user", Content: "Can I return shoes I wore once?"},
	}
	check := func(name string, res *tools.FullResult) {
		t.Helper()
		got := res.Optimized.Messages
		if len(got) != 2 || got[0].Role != "system" || got[1] != msgs[1] {
			t.Fatalf("%s: optimized messages %+v, want the chat with its user turn", name, got)
		}
		if res.Optimized.Prompt != scoring.ChatPrompt(got) {
			t.Errorf("%s: optimized prompt is not the rendered chat", name)
		}
		if r, _ := scoring.Score(res.Optimized.Prompt, scoring.General); r.Total != res.Optimized.Score.Total {
			t.Errorf("%s: optimized score %d, the rendering scores %d", name, res.Optimized.Score.Total, r.Total)
		}
	}
	res, err := tools.New(tools.Config{}).Full(context.Background(), tools.NewChatRequest(msgs, ""))
	if err != nil {
		t.Fatal(err)
	}
	check("offline", res)

	const system = "You are the returns assistant of Acme Shoes, a shop in Leeds. Answer in at most three sentences, " +
		"quote the policy's exact words for deadlines, and if the question is not about returns, say you only handle returns."
	f := newFixture(t, provider{rewrite: func(modeltest.Request) modeltest.Reply { return modeltest.Reply{Content: system} }},
		model.Config{}, tools.Models{Target: "target-model", Rewriter: "rewriter-model"})
	res, err = f.svc.Full(context.Background(), tools.NewChatRequest(msgs, ""))
	if err != nil {
		t.Fatal(err)
	}
	if res.Rewriter == tools.RewriterModel && res.Optimized.Messages[0].Content != system {
		t.Errorf("model rewrite: system message %q, want the model's", res.Optimized.Messages[0].Content)
	}
	check("model", res)
	if rw := f.requests(isRewrite); len(rw) != 1 || !strings.Contains(rw[0].User(), msgs[0].Content) || !strings.Contains(rw[0].User(), "system message") {
		t.Errorf("rewrite request %+v: want the system message to rewrite", rw)
	}
}
