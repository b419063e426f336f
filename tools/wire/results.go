// Package wire holds the JSON shapes of the results of the five
// operations, built from the engine's results. tools answers with them, and
// the web page's engine, which must not carry the rest of tools into the
// browser, builds the same shapes from the same code.
package wire

import "github.com/pqs-dev/pqs/scoring"

// Wire shapes of the specification §2.5 and DESIGN §3. Field order follows
// the specification so that JSON output reads in the documented order.

// Dimensions holds the 8 dimension scores in the specification's order.
type Dimensions struct {
	Clarity        int `json:"clarity"`
	Specificity    int `json:"specificity"`
	Context        int `json:"context"`
	Constraints    int `json:"constraints"`
	OutputFormat   int `json:"output_format"`
	RoleDefinition int `json:"role_definition"`
	Examples       int `json:"examples"`
	CoTStructure   int `json:"cot_structure"`
}

// DimensionsTotal is Dimensions plus their sum, as paid results carry it.
type DimensionsTotal struct {
	Dimensions
	Total int `json:"total"`
}

// ScoreObject is the score object of specification §2.4.
type ScoreObject struct {
	Total      int             `json:"total"`
	OutOf      int             `json:"out_of"`
	Grade      string          `json:"grade"`
	Percentile int             `json:"percentile"`
	Dimensions DimensionsTotal `json:"dimensions"`
}

// FreeResult is the free-probe result of POST /api/score/free.
type FreeResult struct {
	ScorerVersion string `json:"scorer_version"`
	Mode          string `json:"mode"`
	Prompt        string `json:"prompt"`
	// Messages echoes a chat request's messages; Prompt is then the text
	// they were scored as. Omitted for a prompt request.
	Messages   []scoring.Message `json:"messages,omitempty"`
	Vertical   string            `json:"vertical"`
	Language   string            `json:"language"`           // ISO 639-1, as the engine read it
	Warnings   []Warning         `json:"warnings,omitempty"` // see Warning
	Score      int               `json:"score"`
	OutOf      int               `json:"out_of"`
	Grade      string            `json:"grade"`
	Dimensions Dimensions        `json:"dimensions"`
	Upgrade    string            `json:"upgrade"`
	TryFree    string            `json:"try_free"`
	PoweredBy  string            `json:"powered_by"`
}

// ScoreResult is the paid result of POST /api/score (DESIGN §3).
type ScoreResult struct {
	ScorerVersion string            `json:"scorer_version"`
	Prompt        string            `json:"prompt"`
	Messages      []scoring.Message `json:"messages,omitempty"` // as in FreeResult
	Vertical      string            `json:"vertical"`
	Language      string            `json:"language"`           // as in FreeResult
	Warnings      []Warning         `json:"warnings,omitempty"` // as in FreeResult
	Score         int               `json:"score"`
	OutOf         int               `json:"out_of"`
	Grade         string            `json:"grade"`
	Percentile    int               `json:"percentile"`
	Dimensions    DimensionsTotal   `json:"dimensions"`
	TopFixes      []string          `json:"top_fixes"`
	Fixes         []Fix             `json:"fixes"` // TopFixes with the dimension each is for
	PoweredBy     string            `json:"powered_by"`
}

// Warning says what the scores alone do not: that the engine does not
// read the prompt's language (code language_not_supported), or that the
// percentile compares a prompt with English ones (code
// percentile_english_reference).
type Warning struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// WarningsOf converts the engine's warnings.
func WarningsOf(ws []scoring.Warning) []Warning {
	if len(ws) == 0 {
		return nil
	}
	out := make([]Warning, len(ws))
	for i, w := range ws {
		out[i] = Warning{Code: w.Code, Message: w.Message}
	}
	return out
}

// Fix is one of a result's top fixes: the dimension it raises, the points
// it would gain carried out with real content, and what to do.
type Fix struct {
	Dimension string `json:"dimension"`
	Gain      int    `json:"gain"`
	Action    string `json:"action"`
}

// BatchItemResult is one element of a batch result.
type BatchItemResult struct {
	Prompt     string            `json:"prompt"`
	Messages   []scoring.Message `json:"messages,omitempty"` // as in FreeResult
	Vertical   string            `json:"vertical"`
	Language   string            `json:"language"`           // as in FreeResult
	Warnings   []Warning         `json:"warnings,omitempty"` // as in FreeResult
	Score      int               `json:"score"`
	OutOf      int               `json:"out_of"`
	Grade      string            `json:"grade"`
	Dimensions DimensionsTotal   `json:"dimensions"`
	TopFixes   []string          `json:"top_fixes"`
	Fixes      []Fix             `json:"fixes"` // as in ScoreResult
}

// BatchSummary summarises a batch.
type BatchSummary struct {
	TotalScored  int     `json:"total_scored"`
	AvgScore     float64 `json:"avg_score"`
	AvgOutOf     int     `json:"avg_out_of"`
	LowestGrade  string  `json:"lowest_grade"`
	HighestScore int     `json:"highest_score"`
	LowestScore  int     `json:"lowest_score"`
}

// BatchResult is the result of POST /api/score/batch.
type BatchResult struct {
	ScorerVersion string            `json:"scorer_version"`
	BatchSize     int               `json:"batch_size"`
	Results       []BatchItemResult `json:"results"`
	Summary       BatchSummary      `json:"summary"`
	PoweredBy     string            `json:"powered_by"`
}

// PromptRun is one side (original or optimized) of a full analysis.
type PromptRun struct {
	Prompt string `json:"prompt"`
	// Messages echoes a chat request's messages on the original side;
	// Prompt is the text they render to, which is what was scored,
	// rewritten and run.
	Messages []scoring.Message `json:"messages,omitempty"`
	Score    ScoreObject       `json:"score"`
	// Output is the target model's answer. It is empty when no model ran;
	// OutputStatus then says why. An output is never invented.
	Output       string `json:"output"`
	OutputStatus string `json:"output_status"`
}

// FullResult is the result of POST /api/score/full (MCP optimize).
type FullResult struct {
	ScorerVersion  string    `json:"scorer_version"`
	Language       string    `json:"language"`           // of the original prompt, as in FreeResult
	Warnings       []Warning `json:"warnings,omitempty"` // as in FreeResult
	Original       PromptRun `json:"original"`
	Optimized      PromptRun `json:"optimized"`
	ImprovementPct int       `json:"improvement_pct"`
	Explanation    string    `json:"explanation"`
	// Rewriter is "model" when a model's rewrite was kept, "offline" when
	// the engine's own rewrite was used.
	Rewriter  string `json:"rewriter"`
	PoweredBy string `json:"powered_by"`
}

// JudgeScores are a judge's scores for one model output (0..25 each).
type JudgeScores struct {
	Completeness   int `json:"completeness"`
	Relevancy      int `json:"relevancy"`
	ReasoningDepth int `json:"reasoning_depth"`
	Faithfulness   int `json:"faithfulness"`
	Total          int `json:"total"`
}

// CompareEntry is one model's entry in a comparison.
type CompareEntry struct {
	Model  string      `json:"model"`
	Output string      `json:"output"`
	Scores JudgeScores `json:"scores"`
	// Error is set when this model (or its judging) failed; the entry
	// then does not compete for winner.
	Error string `json:"error,omitempty"`
}

// CompareResult is the result of POST /api/score/compare.
type CompareResult struct {
	ScorerVersion  string `json:"scorer_version"`
	OriginalPrompt string `json:"original_prompt"`
	// OriginalMessages echoes a chat request's messages; OriginalPrompt
	// is the text they render to.
	OriginalMessages []scoring.Message       `json:"original_messages,omitempty"`
	OptimizedPrompt  string                  `json:"optimized_prompt"`
	Vertical         string                  `json:"vertical"`
	Language         string                  `json:"language"`           // of the original prompt, as in FreeResult
	Warnings         []Warning               `json:"warnings,omitempty"` // as in FreeResult
	Results          map[string]CompareEntry `json:"results"`
	Winner           string                  `json:"winner"`
	Verdict          string                  `json:"verdict"`
	PoweredBy        string                  `json:"powered_by"`
}

// PreviewResult is what GET on a paid route returns.
type PreviewResult struct {
	Mode            string `json:"mode"`
	Message         string `json:"message"`
	ExampleResponse any    `json:"example_response"`
	Upgrade         string `json:"upgrade"`
	TryFree         string `json:"try_free"`
	PoweredBy       string `json:"powered_by"`
}

// DimensionsOf takes r's scores, which come in scoring.DimensionNames
// order.
func DimensionsOf(r scoring.Result) Dimensions {
	var s [8]int
	for i, d := range r.Dimensions {
		s[i] = d.Score
	}
	return DimensionsFrom(s)
}

// DimensionsFrom takes scores in scoring.DimensionNames order.
func DimensionsFrom(s [8]int) Dimensions {
	return Dimensions{
		Clarity: s[0], Specificity: s[1], Context: s[2], Constraints: s[3],
		OutputFormat: s[4], RoleDefinition: s[5], Examples: s[6], CoTStructure: s[7],
	}
}

// Scores returns d's scores in scoring.DimensionNames order.
func (d Dimensions) Scores() [8]int {
	return [8]int{d.Clarity, d.Specificity, d.Context, d.Constraints, d.OutputFormat, d.RoleDefinition, d.Examples, d.CoTStructure}
}

// TopFixesOf returns r's top fixes, their actions alone.
func TopFixesOf(r scoring.Result) []string {
	fixes := make([]string, 0, len(r.TopFixes))
	for _, f := range r.TopFixes {
		fixes = append(fixes, f.Action)
	}
	return fixes
}

// FixesOf returns r's top fixes with their dimensions and gains.
func FixesOf(r scoring.Result) []Fix {
	fixes := make([]Fix, 0, len(r.TopFixes))
	for _, f := range r.TopFixes {
		fixes = append(fixes, Fix{Dimension: f.Dimension, Gain: f.Gain, Action: f.Action})
	}
	return fixes
}

// NewScoreObject converts an engine result to the specification's score object.
func NewScoreObject(r scoring.Result) ScoreObject {
	return ScoreObject{
		Total:      r.Total,
		OutOf:      r.OutOf,
		Grade:      r.Grade,
		Percentile: r.Percentile,
		Dimensions: DimensionsTotal{Dimensions: DimensionsOf(r), Total: r.Total},
	}
}

// NewScoreResult converts an engine result to the paid /api/score shape;
// msgs are a chat request's messages, nil for a prompt.
func NewScoreResult(prompt string, msgs []scoring.Message, r scoring.Result, poweredBy string) *ScoreResult {
	return &ScoreResult{
		ScorerVersion: scoring.Version,
		Prompt:        prompt,
		Messages:      msgs,
		Vertical:      string(r.Vertical),
		Language:      r.Language,
		Warnings:      WarningsOf(r.Warnings),
		Score:         r.Total,
		OutOf:         r.OutOf,
		Grade:         r.Grade,
		Percentile:    r.Percentile,
		Dimensions:    DimensionsTotal{Dimensions: DimensionsOf(r), Total: r.Total},
		TopFixes:      TopFixesOf(r),
		Fixes:         FixesOf(r),
		PoweredBy:     poweredBy,
	}
}
