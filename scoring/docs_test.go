package scoring

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// rubricMarkdown renders the rubric table for docs/scoring.md.
func rubricMarkdown() string {
	var b strings.Builder
	dim := "-"
	for _, r := range rubric {
		d := r.Dimension
		if d == "" {
			d = "(none)"
		}
		if d != dim {
			fmt.Fprintf(&b, "\n| %s rule | points | rationale | source |\n|---|---|---|---|\n", d)
			dim = d
		}
		fmt.Fprintf(&b, "| `%s` | %+d | %s | %s |\n", r.ID, r.Points, strings.ReplaceAll(r.Rationale, "|", "\\|"), r.Source)
	}
	return b.String()
}

// TestDocsListEveryRule keeps docs/scoring.md in step with the rubric.
func TestDocsListEveryRule(t *testing.T) {
	if os.Getenv("PQS_PRINT_RUBRIC") != "" {
		fmt.Print(rubricMarkdown())
	}
	doc, err := os.ReadFile("../docs/scoring.md")
	if err != nil {
		t.Skipf("docs/scoring.md not found: %v", err)
	}
	for _, r := range rubric {
		if !strings.Contains(string(doc), "`"+r.ID+"`") {
			t.Errorf("docs/scoring.md does not document rule %s", r.ID)
		}
	}
	for _, f := range Frameworks() {
		if !strings.Contains(string(doc), f.ID) {
			t.Errorf("docs/scoring.md does not name framework %s", f.ID)
		}
	}
}
