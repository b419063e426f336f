package tools

import (
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools/wire"
)

// The results' JSON shapes live in package wire, which the web page's
// engine shares without the rest of tools.
type (
	Dimensions      = wire.Dimensions
	DimensionsTotal = wire.DimensionsTotal
	ScoreObject     = wire.ScoreObject
	FreeResult      = wire.FreeResult
	ScoreResult     = wire.ScoreResult
	Warning         = wire.Warning
	Fix             = wire.Fix
	BatchItemResult = wire.BatchItemResult
	BatchSummary    = wire.BatchSummary
	BatchResult     = wire.BatchResult
	PromptRun       = wire.PromptRun
	FullResult      = wire.FullResult
	JudgeScores     = wire.JudgeScores
	CompareEntry    = wire.CompareEntry
	CompareResult   = wire.CompareResult
	PreviewResult   = wire.PreviewResult
)

// NewScoreObject converts an engine result to the specification's score object.
func NewScoreObject(r scoring.Result) ScoreObject { return wire.NewScoreObject(r) }

// NewScoreResult converts an engine result to the paid /api/score shape.
func NewScoreResult(prompt string, r scoring.Result, poweredBy string) *ScoreResult {
	return wire.NewScoreResult(prompt, nil, r, poweredBy)
}

// FixesOf returns r's top fixes with their dimensions and gains.
func FixesOf(r scoring.Result) []Fix { return wire.FixesOf(r) }
