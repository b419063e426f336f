package main

import (
	"context"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/pqs-dev/pqs/figures"
	"github.com/pqs-dev/pqs/scoring"
)

// cmdEval prints the scoring figures of the development files (the
// definitions of eval/figures.py) beside their bars, and fails
// when one misses its bar.
func cmdEval(ctx context.Context, e *cliEnv, args []string) error {
	f := e.newFlags("eval", "usage: pqs eval [--dir DIR]\n\n"+
		"Score the development files of DIR (the pair, validity and substance files, the expert-prompt\n"+
		"corpus, the IN3 tasks, the translated prompts and the careful readers' labels) and print\n"+
		"each figure of the scoring and languages issues beside its bar, with the definitions of\n"+
		"figures.py. Exits 1 when a figure misses its bar, 2 on a usage error.\n\nflags:\n")
	var dir string
	f.String(&dir, "dir", "PQS_EVAL_DIR", "eval", "`directory` of the evaluation files (eval/ of the repository)")
	if err := e.parsed(f, f.Parse(args)); err != nil {
		return err
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usageError("eval: no evaluation directory at %s: give --dir DIR or set PQS_EVAL_DIR "+
			"to the evaluation files (eval/ of the repository: run pqs eval from its root)", dir)
	}
	set, err := figures.LoadDev(dir)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	figs := figures.Compute(set, scoring.DimensionNames(), engineScorer)
	fmt.Fprintf(e.Stdout, "scoring figures, scorer %s, %s (%d pairs, %d validity items, %d substance items, "+
		"%d corpus items, %d corpus prompts, %d IN3 tasks, %d translated prompts)\n",
		scoring.Version, dir, len(set.Pairs), len(set.Validity), len(set.Substance),
		len(set.CorpusItems), len(set.CorpusPrompts), len(set.IN3), len(set.Languages))
	short := 0
	for _, g := range figures.Groups {
		fmt.Fprintf(e.Stdout, "\n%s\n", g)
		tw := tabwriter.NewWriter(e.Stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "figure\tvalue\tbar\titems\t")
		for _, f := range figs {
			if f.Group != g {
				continue
			}
			if f.Text != "" {
				fmt.Fprintf(tw, "%s\t%s\t\t\t\n", f.Name, f)
				continue
			}
			op, mark := ">=", ""
			if f.AtMost {
				op = "<="
			}
			if !f.OK() {
				mark, short = "  short", short+1
			}
			fmt.Fprintf(tw, "%s\t%s\t%s %g\t%d\t%s\n", f.Name, f, op, f.Bar, f.N, mark)
		}
		tw.Flush()
	}
	if short > 0 {
		return exitError{code: 1, msg: fmt.Sprintf("eval: %d figure(s) short of their bar", short)}
	}
	return nil
}

// engineScorer scores a prompt as `pqs score --jsonl` does, for the
// figures.
func engineScorer(p string) figures.Scored {
	r, _ := scoring.ScoreBrief(p, scoring.General) // General is always known
	return figures.Scored{Total: r.Total, Dims: r.Scores(), FixDims: r.FixDimensions()}
}
