package tools

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools/wire"
)

// CompareNeeds says what compare needs of the server's settings, for its
// error and its tool description alike (docs/models.md).
const CompareNeeds = "a model endpoint: OPENAI_BASE_URL or OPENAI_API_KEY, with PQS_TARGET_MODEL on an endpoint other than " +
	"OpenAI's; the models compared are PQS_MODELS and the judge is PQS_JUDGE_MODEL, each the target model when not set"

// Compare runs the optimized prompt on every model of the comparison set
// concurrently and has the judge model score each output on completeness,
// relevancy, reasoning_depth and faithfulness (0..25 each).
//
// The optimized prompt is chosen as in Full. A model that fails is reported
// in its entry and the others still count; when no entry succeeds, Compare
// returns the error, so that the call is not charged. Without a model it
// fails with CodeModelNotConfigured.
func (s *Service) Compare(ctx context.Context, req Request) (*CompareResult, error) {
	prompt, v, err := s.validate(req, "")
	if err != nil {
		return nil, err
	}
	if !s.cfg.Models.Configured() {
		return nil, Errorf(CodeModelNotConfigured, "compare needs %s", CompareNeeds)
	}
	rw, err := s.rewrite(ctx, prompt, req.Messages, v)
	if err != nil {
		return nil, err
	}
	set := s.cfg.Models.compareSet()
	runs := make([]run, len(set))
	var wg sync.WaitGroup
	for i, m := range set {
		wg.Go(func() {
			text, err := s.cfg.Models.Client.Complete(ctx, Completion{
				Model:    m.Model,
				Messages: []Message{{Role: "user", Content: rw.prompt}},
			})
			runs[i] = run{text: text, err: err}
		})
	}
	wg.Wait()
	if err := ended(ctx); err != nil {
		return nil, err
	}

	var answered []judgeInput
	for i, r := range runs {
		if r.err == nil {
			answered = append(answered, judgeInput{label: set[i].Label, output: r.text})
		}
	}
	scores, judgeErrs, judgeErr := s.judge(ctx, rw.prompt, answered)
	if err := ended(ctx); err != nil {
		return nil, err
	}

	res := &CompareResult{
		ScorerVersion:    scoring.Version,
		OriginalPrompt:   prompt,
		OriginalMessages: req.Messages,
		OptimizedPrompt:  rw.prompt,
		Vertical:         string(v),
		Language:         rw.before.Language,
		Warnings:         wire.WarningsOf(rw.before.Warnings),
		Results:          make(map[string]CompareEntry, len(set)),
		PoweredBy:        s.cfg.PoweredBy,
	}
	var ok []ranked
	var firstErr error
	for i, m := range set {
		e := CompareEntry{Model: m.Model, Output: runs[i].text}
		err := runs[i].err
		if err == nil {
			err = judgeErrs[m.Label]
		}
		if err != nil {
			e.Error = entryError(err)
			firstErr = cmp.Or(firstErr, err)
		} else {
			e.Scores = scores[m.Label]
			ok = append(ok, ranked{label: m.Label, scores: e.Scores})
		}
		res.Results[m.Label] = e
	}
	if len(ok) == 0 {
		if judgeErr != nil {
			return nil, judgeErr
		}
		return nil, firstErr
	}
	rankEntries(ok)
	res.Winner = ok[0].label
	res.Verdict = verdict(ok, res.Results)
	return res, nil
}

// entryError is an entry's error text: the stable code, then the message.
func entryError(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code + ": " + e.Message
	}
	return CodeInternal + ": " + err.Error()
}

// ranked is a successful entry's place in the ranking.
type ranked struct {
	label  string
	scores JudgeScores
}

// rankEntries orders entries best first: by total, then faithfulness,
// completeness, relevancy and reasoning depth, then by label so that ties
// always resolve the same way.
func rankEntries(r []ranked) {
	slices.SortFunc(r, func(a, b ranked) int {
		x, y := a.scores, b.scores
		return cmp.Or(
			cmp.Compare(y.Total, x.Total),
			cmp.Compare(y.Faithfulness, x.Faithfulness),
			cmp.Compare(y.Completeness, x.Completeness),
			cmp.Compare(y.Relevancy, x.Relevancy),
			cmp.Compare(y.ReasoningDepth, x.ReasoningDepth),
			strings.Compare(a.label, b.label),
		)
	})
}

// verdict says why the winner won: its total against each other successful
// entry and the judge dimensions where it was ahead or behind.
func verdict(r []ranked, entries map[string]CompareEntry) string {
	w := r[0]
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s) wins with %d/100", w.label, entries[w.label].Model, w.scores.Total)
	if len(r) == 1 {
		fmt.Fprintf(&b, " as the only model judged: %s.", dimList(w.scores))
	} else {
		b.WriteString(".")
		for _, o := range r[1:] {
			fmt.Fprintf(&b, " Against %s (%d/100)", o.label, o.scores.Total)
			if o.scores.Total == w.scores.Total {
				b.WriteString(", tied on total and ranked by the tie-break (faithfulness, completeness, relevancy, reasoning_depth, then label)")
			}
			var ahead, behind []string
			for _, d := range dims(w.scores) {
				od := dimScore(o.scores, d.name)
				switch {
				case d.score > od:
					ahead = append(ahead, fmt.Sprintf("%s %d vs %d", d.name, d.score, od))
				case d.score < od:
					behind = append(behind, fmt.Sprintf("%s %d vs %d", d.name, d.score, od))
				}
			}
			switch {
			case len(ahead) > 0 && len(behind) > 0:
				fmt.Fprintf(&b, ": ahead on %s; behind on %s.", strings.Join(ahead, ", "), strings.Join(behind, ", "))
			case len(ahead) > 0:
				fmt.Fprintf(&b, ": ahead on %s.", strings.Join(ahead, ", "))
			case len(behind) > 0:
				fmt.Fprintf(&b, ": behind on %s.", strings.Join(behind, ", "))
			default:
				b.WriteString(": equal on every dimension.")
			}
		}
	}
	var failed []string
	for _, label := range sortedKeys(entries) {
		if e := entries[label]; e.Error != "" {
			code, _, _ := strings.Cut(e.Error, ":")
			failed = append(failed, fmt.Sprintf("%s (%s)", label, code))
		}
	}
	if len(failed) > 0 {
		fmt.Fprintf(&b, " Not judged: %s.", strings.Join(failed, ", "))
	}
	return b.String()
}

type dimValue struct {
	name  string
	score int
}

func dims(s JudgeScores) []dimValue {
	return []dimValue{
		{"completeness", s.Completeness},
		{"relevancy", s.Relevancy},
		{"reasoning_depth", s.ReasoningDepth},
		{"faithfulness", s.Faithfulness},
	}
}

func dimScore(s JudgeScores, name string) int {
	for _, d := range dims(s) {
		if d.name == name {
			return d.score
		}
	}
	return 0
}

func dimList(s JudgeScores) string {
	var parts []string
	for _, d := range dims(s) {
		parts = append(parts, fmt.Sprintf("%s %d", d.name, d.score))
	}
	return strings.Join(parts, ", ")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// compareExample is the documented shape of a comparison for previews. Its
// outputs are labelled as illustrative; real calls never invent output.
func (s *Service) compareExample() *CompareResult {
	return &CompareResult{
		ScorerVersion:   scoring.Version,
		OriginalPrompt:  "Explain Bitcoin halving.",
		OptimizedPrompt: "You are a crypto market analyst. Explain the Bitcoin halving to a retail investor in 3 short paragraphs...",
		Vertical:        "crypto",
		Language:        "en",
		Results: map[string]CompareEntry{
			"model_a": {Model: "example-model-a", Output: "(illustrative: model output appears here)",
				Scores: JudgeScores{Completeness: 22, Relevancy: 24, ReasoningDepth: 18, Faithfulness: 23, Total: 87}},
			"model_b": {Model: "example-model-b", Output: "(illustrative: model output appears here)",
				Scores: JudgeScores{Completeness: 19, Relevancy: 22, ReasoningDepth: 15, Faithfulness: 24, Total: 80}},
		},
		Winner:    "model_a",
		Verdict:   "model_a (example-model-a) wins with 87/100. Against model_b (80/100): ahead on completeness 22 vs 19, relevancy 24 vs 22, reasoning_depth 18 vs 15; behind on faithfulness 23 vs 24.",
		PoweredBy: s.cfg.PoweredBy,
	}
}
