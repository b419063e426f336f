package tools_test

import (
	"context"
	"testing"

	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/tools"
)

// BenchmarkFull measures our own overhead per full analysis beyond model
// time: the provider is a loopback fake that answers instantly, so ns/op is
// the engine (3 scorings), prompt building, 3 HTTP round trips through
// go-openai (rewrite + 2 answers) and JSON on both ends, including the
// fake's own work.
func BenchmarkFull(b *testing.B) {
	benchOp(b, newFixture(b, provider{}, model.Config{}, tools.Models{}).svc.Full)
}

// BenchmarkCompare is the same for compare with three models and a judge
// (rewrite + 3 answers + 1 judge call).
func BenchmarkCompare(b *testing.B) {
	f := newFixture(b, provider{judge: func(r modeltest.Request, resp map[string]string) modeltest.Reply {
		return judgeReply(resp, scoreByModel(threeScores))
	}}, model.Config{}, threeModels)
	benchOp(b, f.svc.Compare)
}

// BenchmarkFullOffline is the analysis without a model, for reference.
func BenchmarkFullOffline(b *testing.B) {
	benchOp(b, tools.New(tools.Config{}).Full)
}

// benchOp measures op on the original prompt.
func benchOp[R any](b *testing.B, op func(context.Context, tools.Request) (R, error)) {
	req := tools.NewRequest(originalPrompt, "")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := op(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}
