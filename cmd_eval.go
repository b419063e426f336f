package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"text/tabwriter"

	"github.com/pqs-dev/pqs/figures"
	"github.com/pqs-dev/pqs/scoring"
)

// cmdEval prints the scoring figures of the development files (the
// definitions of ../shared/eval/figures.py) beside their bars, and fails
// when one misses its bar.
//
//	pqs eval [--dir DIR]
func cmdEval(ctx context.Context, e *cliEnv, args []string) error {
	fl := flag.NewFlagSet("eval", flag.ContinueOnError)
	fl.SetOutput(e.Stderr)
	dir := fl.String("dir", envOr(e.Getenv, "PQS_EVAL_DIR", "../shared/eval"), "directory of the evaluation files (env PQS_EVAL_DIR)")
	fl.Usage = func() {
		fmt.Fprintln(fl.Output(), "usage: pqs eval [--dir DIR]\n\n"+
			"Scores the development files (pairs_dev.jsonl, pairs_bpo_dev.jsonl, validity_dev.jsonl,\n"+
			"substance_dev.jsonl) in DIR and prints each figure of the scoring issue beside its bar,\n"+
			"with the definitions of figures.py. Exits 1 when a figure misses its bar.\n\nFlags:")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError("eval: %v", err)
	}
	if fl.NArg() > 0 {
		return usageError("eval: unexpected argument %q", fl.Arg(0))
	}
	set, err := figures.LoadDev(*dir)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("eval: %w; point --dir (or PQS_EVAL_DIR) at the evaluation files, shared/eval beside the repository", err)
	}
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	figs := figures.Compute(set, scoring.DimensionNames(), func(p string) (int, figures.Dimensions) {
		s, _ := scoring.Summarize(p, scoring.General)
		return s.Total, s.Scores
	})
	fmt.Fprintf(e.Stdout, "scoring figures, scorer %s, %s (%d pairs, %d validity items, %d substance items)\n\n",
		scoring.Version, *dir, len(set.Pairs), len(set.Validity), len(set.Substance))
	tw := tabwriter.NewWriter(e.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "figure\tvalue\tbar\titems\t")
	short := 0
	for _, f := range figs {
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
	if short > 0 {
		return exitError{code: 1, msg: fmt.Sprintf("eval: %d figure(s) short of their bar", short)}
	}
	return nil
}

func envOr(getenv func(string) string, key, def string) string {
	if getenv != nil {
		if v := getenv(key); v != "" {
			return v
		}
	}
	return def
}
