package transport

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

// dimensionScores pairs each dimension's name with its score, in order.
func dimensionScores(d tools.Dimensions) [8]struct {
	name  string
	score int
} {
	var all [8]struct {
		name  string
		score int
	}
	scores := d.Scores()
	for i, name := range scoring.DimensionNames() {
		all[i].name, all[i].score = name, scores[i]
	}
	return all
}

// appendWeakest appends the n lowest-scoring dimensions, lowest first
// (ties in dimension order), as "examples 0/10, output_format 2/10".
func appendWeakest(b []byte, d tools.Dimensions, n int) []byte {
	all := dimensionScores(d)
	var used [len(all)]bool
	for k := range n {
		best := -1
		for i, x := range all {
			if !used[i] && (best < 0 || x.score < all[best].score) {
				best = i
			}
		}
		used[best] = true
		if k > 0 {
			b = append(b, ", "...)
		}
		b = append(append(b, all[best].name...), ' ')
		b = append(strconv.AppendInt(b, int64(all[best].score), 10), "/10"...)
	}
	return b
}

// appendDimensionLine appends "clarity 9, specificity 3, ...".
func appendDimensionLine(b []byte, d tools.Dimensions) []byte {
	for i, x := range dimensionScores(d) {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(append(append(b, x.name...), ' '), int64(x.score), 10)
	}
	return b
}

// The text summaries below go in content[0] next to structuredContent, for
// hosts and models that read text. They state the numbers a person acts on;
// the structured result carries everything. The two of every call are
// appended by hand: fmt cost as much as the rest of the answer.

// appendScoreLines appends the lines free and paid scores share.
func appendScoreLines(b []byte, d tools.Dimensions) []byte {
	b = appendWeakest(append(b, ".\nWeakest: "...), d, 3)
	b = appendDimensionLine(append(b, ".\nDimensions (0-10): "...), d)
	return append(b, ".\n"...)
}

func freeText(r *tools.FreeResult) string {
	b := make([]byte, 0, 320)
	b = strconv.AppendInt(append(b, "Score "...), int64(r.Score), 10)
	b = strconv.AppendInt(append(b, '/'), int64(r.OutOf), 10)
	b = append(append(b, ", grade "...), r.Grade...)
	b = append(append(append(b, " (vertical "...), r.Vertical...), ')')
	b = appendScoreLines(b, r.Dimensions)
	b = append(b, "For the percentile and the three most valuable fixes, call score."...)
	return string(b)
}

func scoreText(r *tools.ScoreResult) string {
	b := make([]byte, 0, 512)
	b = strconv.AppendInt(append(b, "Score "...), int64(r.Score), 10)
	b = strconv.AppendInt(append(b, '/'), int64(r.OutOf), 10)
	b = append(append(b, ", grade "...), r.Grade...)
	b = strconv.AppendInt(append(b, ", percentile "...), int64(r.Percentile), 10)
	b = append(append(append(b, " (vertical "...), r.Vertical...), ')')
	b = appendScoreLines(b, r.Dimensions.Dimensions)
	if len(r.TopFixes) == 0 {
		return string(append(b, "Top fixes: none; every dimension is covered."...))
	}
	b = append(b, "Top fixes:"...)
	for i, f := range r.TopFixes {
		b = strconv.AppendInt(append(b, '\n'), int64(i+1), 10)
		b = append(append(b, ". "...), f...)
	}
	return string(b)
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
