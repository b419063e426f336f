package tools

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/pqs-dev/pqs/scoring"
)

// Output statuses of a PromptRun.
const (
	OutputOK      = "ok"
	OutputNoModel = "model_not_configured"
)

// Full runs the full analysis: an optimized rewrite, both prompts scored,
// and (with a model) both prompts answered by the target model.
func (s *Service) Full(ctx context.Context, req Request) (*FullResult, error) {
	prompt, v, err := s.validate(req, "")
	if err != nil {
		return nil, err
	}
	return s.offlineFull(prompt, v)
}

// offlineFull is the analysis without a model: the engine's rewrite and no outputs.
func (s *Service) offlineFull(prompt string, v scoring.Vertical) (*FullResult, error) {
	rw, err := scoring.Optimize(prompt, v)
	if err != nil {
		return nil, fmt.Errorf("optimize: %w", err)
	}
	res := &FullResult{
		ScorerVersion: scoring.Version,
		Original: PromptRun{Prompt: prompt, Score: NewScoreObject(rw.Before),
			OutputStatus: OutputNoModel},
		Optimized: PromptRun{Prompt: rw.Prompt, Score: NewScoreObject(rw.After),
			OutputStatus: OutputNoModel},
		ImprovementPct: ImprovementPct(rw.Before.Total, rw.After.Total),
		Explanation:    explain(rw.Changes),
		Rewriter:       "offline",
		PoweredBy:      s.cfg.PoweredBy,
	}
	return res, nil
}

// ImprovementPct is round(100*(after-before)/before), and 0 when before is 0
// (DESIGN §3).
func ImprovementPct(before, after int) int {
	if before == 0 {
		return 0
	}
	return int(math.Round(100 * float64(after-before) / float64(before)))
}

func explain(changes []scoring.Change) string {
	if len(changes) == 0 {
		return "No change: the prompt already covers every dimension the engine checks."
	}
	var b strings.Builder
	for i, c := range changes {
		if i > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%s: %s.", c.Dimension, strings.TrimSuffix(c.Description, "."))
	}
	return b.String()
}

// Compare runs the optimized prompt on every configured model and judges the outputs.
func (s *Service) Compare(ctx context.Context, req Request) (*CompareResult, error) {
	if _, _, err := s.validate(req, ""); err != nil {
		return nil, err
	}
	if s.cfg.Model == nil {
		return nil, Errorf(CodeModelNotConfigured, "compare needs a configured model endpoint (OPENAI_BASE_URL, PQS_MODELS, PQS_JUDGE_MODEL)")
	}
	return nil, Errorf(CodeModelNotConfigured, "compare is not available yet")
}

// compareExample is the documented shape of a comparison for previews. Its
// outputs are labelled as illustrative; real calls never invent output.
func (s *Service) compareExample() *CompareResult {
	return &CompareResult{
		ScorerVersion:   scoring.Version,
		OriginalPrompt:  "Explain Bitcoin halving.",
		OptimizedPrompt: "You are a crypto market analyst. Explain the Bitcoin halving to a retail investor in 3 short paragraphs...",
		Vertical:        "crypto",
		Results: map[string]CompareEntry{
			"model_a": {Model: "example-model-a", Output: "(illustrative: model output appears here)",
				Scores: JudgeScores{Completeness: 22, Relevancy: 24, ReasoningDepth: 18, Faithfulness: 23, Total: 87}},
			"model_b": {Model: "example-model-b", Output: "(illustrative: model output appears here)",
				Scores: JudgeScores{Completeness: 19, Relevancy: 22, ReasoningDepth: 15, Faithfulness: 24, Total: 80}},
		},
		Winner:    "model_a",
		Verdict:   "model_a scored 87/100 against 80/100, mainly on completeness and reasoning depth.",
		PoweredBy: s.cfg.PoweredBy,
	}
}
