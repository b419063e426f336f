package tools

import (
	"context"
	"strings"
	"testing"
	"time"
)

// The try_free and upgrade texts follow the configuration: the real limit,
// and x402 only when it is on.
func TestServiceTexts(t *testing.T) {
	prices := map[string]string{OpScore: "0.025", OpBatch: "0.25", OpFull: "0.125", OpCompare: "1.25"}
	for _, tc := range []struct {
		name         string
		cfg          Config
		tryFree, pay string
		absent       string
	}{
		{"defaults", Config{Prices: prices}, "scores a prompt free.", "$0.025 per call with an API key", "x402"},
		{"limit", Config{Prices: prices, FreeLimit: 20}, "free (20 requests per minute per client IP).", "Bearer", "x402"},
		{"one per hour", Config{Prices: prices, FreeLimit: 1, FreeWindow: time.Hour}, "free (1 request per hour per client IP).", "Bearer", "x402"},
		{"x402", Config{Prices: prices, FreeLimit: 5, X402Network: "base-sepolia"}, "(5 requests per minute per client IP)",
			"$0.025 USDC per call via x402 (base-sepolia), or send Authorization: Bearer <API key>", "Base)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := New(tc.cfg)
			free, err := s.Free(context.Background(), NewRequest("Write a haiku about autumn.", ""))
			if err != nil {
				t.Fatal(err)
			}
			pre, err := s.Preview(context.Background(), OpScore)
			if err != nil {
				t.Fatal(err)
			}
			for _, got := range []string{free.TryFree, pre.TryFree} {
				if !strings.Contains(got, tc.tryFree) {
					t.Errorf("try_free %q lacks %q", got, tc.tryFree)
				}
			}
			for _, got := range []string{free.Upgrade, pre.Upgrade} {
				if !strings.Contains(got, tc.pay) {
					t.Errorf("upgrade %q lacks %q", got, tc.pay)
				}
			}
			for _, got := range []string{free.TryFree, free.Upgrade, pre.Message, pre.Upgrade, pre.TryFree} {
				if strings.Contains(got, tc.absent) {
					t.Errorf("%q mentions %q", got, tc.absent)
				}
			}
		})
	}
}

// TestServiceTextsLocal: over stdio (Local) every tool is free, so the free
// probe's texts name tools and never a price, a route or a way to pay.
func TestServiceTextsLocal(t *testing.T) {
	s := New(Config{Local: true, FreeLimit: 5, X402Network: "base",
		Prices: map[string]string{OpScore: "0.025", OpBatch: "0.25", OpFull: "0.125", OpCompare: "1.25"}})
	free, err := s.Free(context.Background(), NewRequest("Write a haiku about autumn.", ""))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(free.Upgrade, "score tool") || !strings.Contains(free.Upgrade, "free") {
		t.Errorf("upgrade %q: want the score tool and that it is free", free.Upgrade)
	}
	if !strings.Contains(free.TryFree, "score_free") {
		t.Errorf("try_free %q: want the score_free tool", free.TryFree)
	}
	for _, got := range []string{free.Upgrade, free.TryFree} {
		for _, paid := range []string{"$", "USDC", "x402", "Bearer", "API key", "POST", "/api/", "per call", "per minute"} {
			if strings.Contains(got, paid) {
				t.Errorf("%q mentions %q", got, paid)
			}
		}
	}
}

// TestFreeMatchesScore checks that the free probe, which scores on the
// quiet path, reports the same scores as the paid score.
func TestFreeMatchesScore(t *testing.T) {
	s := New(Config{Prices: map[string]string{OpScore: "0.025", OpBatch: "0.25", OpFull: "0.125", OpCompare: "1.25"}})
	for _, p := range []string{
		"Write a haiku about autumn.",
		"You are a senior tax advisor. Explain to a first-time freelancer in Germany, in under 200 words, which expenses they can deduct; answer as a bulleted list and say so if you are unsure.",
		"Don't be vague. Why isn't the build failing?",
	} {
		for _, v := range []string{"", "crypto", "content", "research"} {
			free, err := s.Free(context.Background(), NewRequest(p, v))
			if err != nil {
				t.Fatal(err)
			}
			paid, err := s.Score(context.Background(), NewRequest(p, v))
			if err != nil {
				t.Fatal(err)
			}
			if free.Dimensions != paid.Dimensions.Dimensions || free.Score != paid.Dimensions.Total || free.Grade != paid.Grade {
				t.Errorf("%q (%s): free %+v %d %s, paid %+v %d %s", p, v, free.Dimensions, free.Score, free.Grade,
					paid.Dimensions.Dimensions, paid.Dimensions.Total, paid.Grade)
			}
		}
	}
}
