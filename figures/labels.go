package figures

import (
	"fmt"
	"slices"
	"strings"
)

// DimNames are the eight dimensions in result order, as labels name them.
var DimNames = [8]string{"clarity", "specificity", "context", "constraints",
	"output_format", "role_definition", "examples", "cot_structure"}

// CarefulItem is a prompt a careful reader labelled.
type CarefulItem struct {
	ID     string `json:"id"`
	Source string `json:"source"`
	Prompt string `json:"prompt"`
}

// Label is one careful reader's reading of one prompt (eval/RUBRIC.md).
type Label struct {
	ID        string              `json:"id"`
	Annotator string              `json:"annotator"`
	Dims      map[string]LabelDim `json:"dims"`
	Needed    []string            `json:"needed"`
	Overall   int                 `json:"overall"`
	Note      string              `json:"note,omitempty"`
}

// LabelDim is what a reader sees of one dimension: its strength (0 absent,
// 1 bare, 2 specific, 3 thorough) and the verbatim quotes that state it.
type LabelDim struct {
	Strength int      `json:"strength"`
	Evidence []string `json:"evidence"`
}

// Strengths returns the label's strengths in result order.
func (l *Label) Strengths() [8]int {
	var s [8]int
	for i, d := range DimNames {
		s[i] = l.Dims[d].Strength
	}
	return s
}

// Check says what is wrong with l as a reading of prompt, by the rubric's
// rules: every dimension present with a strength of 0..3, evidence quoted
// verbatim and present exactly when the strength is not 0, needed naming
// at most three dimensions below 3, overall 1..10.
func (l *Label) Check(prompt string) []string {
	var bad []string
	for _, d := range DimNames {
		ld, ok := l.Dims[d]
		switch {
		case !ok:
			bad = append(bad, "no "+d)
			continue
		case ld.Strength < 0 || ld.Strength > 3:
			bad = append(bad, fmt.Sprintf("%s: strength %d outside 0..3", d, ld.Strength))
		case ld.Strength == 0 && len(ld.Evidence) > 0:
			bad = append(bad, d+": evidence for strength 0")
		case ld.Strength > 0 && len(ld.Evidence) == 0:
			bad = append(bad, d+": no evidence for strength above 0")
		}
		for _, e := range ld.Evidence {
			if strings.TrimSpace(e) == "" || !strings.Contains(prompt, e) {
				bad = append(bad, fmt.Sprintf("%s: evidence not verbatim in the prompt: %q", d, e))
			}
		}
	}
	for d := range l.Dims {
		if !slices.Contains(DimNames[:], d) {
			bad = append(bad, "unknown dimension "+d)
		}
	}
	if len(l.Needed) > 3 {
		bad = append(bad, "needed lists more than 3")
	}
	for i, d := range l.Needed {
		switch {
		case !slices.Contains(DimNames[:], d):
			bad = append(bad, "needed: unknown dimension "+d)
		case l.Dims[d].Strength == 3:
			bad = append(bad, "needed: "+d+" is at strength 3")
		case slices.Contains(l.Needed[:i], d):
			bad = append(bad, "needed: "+d+" twice")
		}
	}
	if l.Overall < 1 || l.Overall > 10 {
		bad = append(bad, fmt.Sprintf("overall %d outside 1..10", l.Overall))
	}
	if l.Annotator == "" {
		bad = append(bad, "no annotator")
	}
	return bad
}
