package transport

import (
	"testing"

	"github.com/pqs-dev/pqs/tools"
)

func TestSummaryTexts(t *testing.T) {
	d := tools.Dimensions{Clarity: 9, Specificity: 3, Context: 3, Constraints: 7, OutputFormat: 2, RoleDefinition: 10, Examples: 0, CoTStructure: 5}
	const lines = "Weakest: examples 0/10, output_format 2/10, specificity 3/10.\n" +
		"Dimensions (0-10): clarity 9, specificity 3, context 3, constraints 7, output_format 2, role_definition 10, examples 0, cot_structure 5.\n"
	score := &tools.ScoreResult{Score: 39, OutOf: 80, Grade: "D", Percentile: 41, Vertical: "crypto",
		Dimensions: tools.DimensionsTotal{Dimensions: d, Total: 39},
		TopFixes:   []string{"Add examples: one input and its answer.", "Name the output format: a table."}}
	noFixes := *score
	noFixes.TopFixes = nil
	for _, tc := range []struct {
		name, got, want string
	}{
		{"score", scoreText(score), "Score 39/80, grade D, percentile 41 (vertical crypto).\n" + lines +
			"Top fixes:\n1. Add examples: one input and its answer.\n2. Name the output format: a table."},
		{"score without fixes", scoreText(&noFixes), "Score 39/80, grade D, percentile 41 (vertical crypto).\n" + lines +
			"Top fixes: none; every dimension is covered."},
		{"free", freeText(&tools.FreeResult{Score: 39, OutOf: 80, Grade: "D", Vertical: "general", Dimensions: d}),
			"Score 39/80, grade D (vertical general).\n" + lines + "For the percentile and the three most valuable fixes, call score."},
	} {
		if tc.got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, tc.got, tc.want)
		}
	}
}
