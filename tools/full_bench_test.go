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
	f := newFixture(b, provider{}, model.Config{}, tools.Models{})
	req := tools.NewRequest(originalPrompt, "")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := f.svc.Full(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompare is the same for compare with three models and a judge
// (rewrite + 3 answers + 1 judge call).
func BenchmarkCompare(b *testing.B) {
	f := newFixture(b, provider{judge: func(r modeltest.Request, resp map[string]string) modeltest.Reply {
		return judgeReply(resp, scoreByModel(threeScores))
	}}, model.Config{}, threeModels)
	req := tools.NewRequest(originalPrompt, "")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := f.svc.Compare(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFullOffline is the analysis without a model, for reference.
func BenchmarkFullOffline(b *testing.B) {
	svc := tools.New(tools.Config{})
	req := tools.NewRequest(originalPrompt, "")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := svc.Full(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}
