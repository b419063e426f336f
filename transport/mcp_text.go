package transport

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pqs-dev/pqs/tools"
)

// weakest returns the names of the n lowest-scoring dimensions, lowest first
// (ties in dimension order).
func weakest(d tools.Dimensions, n int) []string {
	type ds struct {
		name  string
		score int
	}
	all := []ds{
		{"clarity", d.Clarity}, {"specificity", d.Specificity}, {"context", d.Context},
		{"constraints", d.Constraints}, {"output_format", d.OutputFormat},
		{"role_definition", d.RoleDefinition}, {"examples", d.Examples}, {"cot_structure", d.CoTStructure},
	}
	out := make([]string, 0, n)
	used := make([]bool, len(all))
	for range n {
		best := -1
		for i, x := range all {
			if !used[i] && (best < 0 || x.score < all[best].score) {
				best = i
			}
		}
		used[best] = true
		out = append(out, fmt.Sprintf("%s %d/10", all[best].name, all[best].score))
	}
	return out
}

func dimensionLine(d tools.Dimensions) string {
	return fmt.Sprintf("clarity %d, specificity %d, context %d, constraints %d, output_format %d, role_definition %d, examples %d, cot_structure %d",
		d.Clarity, d.Specificity, d.Context, d.Constraints, d.OutputFormat, d.RoleDefinition, d.Examples, d.CoTStructure)
}

func writeFixes(b *strings.Builder, fixes []string) {
	if len(fixes) == 0 {
		b.WriteString("Top fixes: none; every dimension is covered.\n")
		return
	}
	b.WriteString("Top fixes:\n")
	for i, f := range fixes {
		fmt.Fprintf(b, "%d. %s\n", i+1, f)
	}
}

// The text summaries below go in content[0] next to structuredContent, for
// hosts and models that read text. They state the numbers a person acts on;
// the structured result carries everything.

func freeText(r *tools.FreeResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Score %d/%d, grade %s (vertical %s).\n", r.Score, r.OutOf, r.Grade, r.Vertical)
	fmt.Fprintf(&b, "Weakest: %s.\n", strings.Join(weakest(r.Dimensions, 3), ", "))
	fmt.Fprintf(&b, "Dimensions (0-10): %s.\n", dimensionLine(r.Dimensions))
	b.WriteString("For the percentile and the three most valuable fixes, call score.")
	return b.String()
}

func scoreText(r *tools.ScoreResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Score %d/%d, grade %s, percentile %d (vertical %s).\n", r.Score, r.OutOf, r.Grade, r.Percentile, r.Vertical)
	fmt.Fprintf(&b, "Weakest: %s.\n", strings.Join(weakest(r.Dimensions.Dimensions, 3), ", "))
	fmt.Fprintf(&b, "Dimensions (0-10): %s.\n", dimensionLine(r.Dimensions.Dimensions))
	writeFixes(&b, r.TopFixes)
	return strings.TrimRight(b.String(), "\n")
}

func batchText(r *tools.BatchResult) string {
	var b strings.Builder
	s := r.Summary
	fmt.Fprintf(&b, "Scored %d prompts: average %.2f/%d, highest %d, lowest %d, lowest grade %s.\n",
		s.TotalScored, s.AvgScore, s.AvgOutOf, s.HighestScore, s.LowestScore, s.LowestGrade)
	for i, it := range r.Results {
		fmt.Fprintf(&b, "%d. %d/%d grade %s (%s): %s", i+1, it.Score, it.OutOf, it.Grade, it.Vertical, excerpt(it.Prompt, 60))
		if len(it.TopFixes) > 0 {
			fmt.Fprintf(&b, "\n   First fix: %s", it.TopFixes[0])
		}
		b.WriteString("\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

func fullText(r *tools.FullResult) string {
	var b strings.Builder
	o, n := r.Original.Score, r.Optimized.Score
	fmt.Fprintf(&b, "Original %d/%d (grade %s) -> optimized %d/%d (grade %s): %+d%%. Rewrite by the %s rewriter.\n",
		o.Total, o.OutOf, o.Grade, n.Total, n.OutOf, n.Grade, r.ImprovementPct, r.Rewriter)
	fmt.Fprintf(&b, "What changed: %s\n", r.Explanation)
	fmt.Fprintf(&b, "\nOptimized prompt:\n%s\n", r.Optimized.Prompt)
	for _, side := range []struct {
		name string
		run  tools.PromptRun
	}{{"original", r.Original}, {"optimized", r.Optimized}} {
		if side.run.OutputStatus == tools.OutputOK {
			fmt.Fprintf(&b, "\nTarget model's answer to the %s prompt:\n%s\n", side.name, side.run.Output)
		} else {
			fmt.Fprintf(&b, "\nNo model answer to the %s prompt: %s.\n", side.name, side.run.OutputStatus)
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

func compareText(r *tools.CompareResult) string {
	var b strings.Builder
	if r.Winner != "" {
		fmt.Fprintf(&b, "Winner: %s. %s\n", r.Winner, r.Verdict)
	} else {
		fmt.Fprintf(&b, "No winner. %s\n", r.Verdict)
	}
	labels := make([]string, 0, len(r.Results))
	for l := range r.Results {
		labels = append(labels, l)
	}
	slices.Sort(labels)
	for _, l := range labels {
		e := r.Results[l]
		if e.Error != "" {
			fmt.Fprintf(&b, "- %s (%s): failed: %s\n", l, e.Model, e.Error)
			continue
		}
		s := e.Scores
		fmt.Fprintf(&b, "- %s (%s): %d/100 (completeness %d, relevancy %d, reasoning_depth %d, faithfulness %d)\n",
			l, e.Model, s.Total, s.Completeness, s.Relevancy, s.ReasoningDepth, s.Faithfulness)
	}
	fmt.Fprintf(&b, "\nOptimized prompt used:\n%s", r.OptimizedPrompt)
	return b.String()
}

// excerpt shortens s to at most n runes on one line.
func excerpt(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) <= n {
		return fmt.Sprintf("%q", s)
	}
	return fmt.Sprintf("%q", string(r[:n-1])+"…")
}
