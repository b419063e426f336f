package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/pqs-dev/pqs/scoring"
)

// evalPair is one line of eval/pairs_dev.jsonl.
type evalPair struct {
	ID        string `json:"id"`
	Weak      string `json:"weak"`
	Strong    string `json:"strong"`
	Set       string `json:"set"`
	Principle int    `json:"principle"`
	Hint      string `json:"rubric_dimension_hint"`
}

// isTrick reports the ATLAS principles the rubric must not reward:
// politeness (1), tipping (6), "you will be penalized" (10), repetition (18).
func isTrick(p int) bool { return p == 1 || p == 6 || p == 10 || p == 18 }

// cmdEval prints the scorer's pairwise accuracy on labelled weak/strong
// prompt pairs, beside the accuracy of "longer is better".
func cmdEval(ctx context.Context, e *cliEnv, args []string) error {
	fs := flag.NewFlagSet("eval", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	pairsPath := fs.String("pairs", envOr(e.Getenv, "PQS_EVAL_PAIRS", "../shared/eval/pairs_dev.jsonl"), "JSON lines of weak/strong prompt pairs (env PQS_EVAL_PAIRS)")
	vert := fs.String("vertical", "general", "vertical to score with")
	failures := fs.Bool("failures", false, "list the pairs the scorer gets wrong")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return err
		}
		return usageError("eval: %v", err)
	}
	v, err := scoring.ParseVertical(*vert)
	if err != nil {
		return usageError("eval: %v", err)
	}
	f, err := os.Open(*pairsPath)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	defer f.Close()
	pairs, err := readEvalPairs(f)
	if err != nil {
		return fmt.Errorf("eval: %s: %w", *pairsPath, err)
	}
	rep := evaluate(pairs, v)
	rep.write(e.Stdout, *pairsPath, *failures)
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

func readEvalPairs(r io.Reader) ([]evalPair, error) {
	var pairs []evalPair
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var p evalPair
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		pairs = append(pairs, p)
	}
	return pairs, sc.Err()
}

// evalGroup accumulates pairwise accuracy for one group of pairs.
type evalGroup struct {
	name         string
	n            int
	wins, ties   int
	lenWins      int
	lenTies      int
	stable       int // trick pairs whose score moved by at most 3
	trick        bool
	meanDelta    float64
	failureLines []string
}

func (g *evalGroup) add(p evalPair, weak, strong int) {
	g.n++
	switch {
	case strong > weak:
		g.wins++
	case strong == weak:
		g.ties++
	}
	if len(p.Strong) > len(p.Weak) {
		g.lenWins++
	} else if len(p.Strong) == len(p.Weak) {
		g.lenTies++
	}
	d := strong - weak
	if d >= -3 && d <= 3 {
		g.stable++
	}
	g.meanDelta += float64(d)
	if !g.trick && strong <= weak || g.trick && (d < -3 || d > 3) {
		g.failureLines = append(g.failureLines, fmt.Sprintf("%s p%d weak=%d strong=%d  W: %.90q  S: %.90q", p.ID, p.Principle, weak, strong, p.Weak, p.Strong))
	}
}

func (g *evalGroup) acc() float64 {
	if g.n == 0 {
		return 0
	}
	return 100 * (float64(g.wins) + 0.5*float64(g.ties)) / float64(g.n)
}

func (g *evalGroup) lenAcc() float64 {
	if g.n == 0 {
		return 0
	}
	return 100 * (float64(g.lenWins) + 0.5*float64(g.lenTies)) / float64(g.n)
}

func (g *evalGroup) stability() float64 {
	if g.n == 0 {
		return 0
	}
	return 100 * float64(g.stable) / float64(g.n)
}

type evalReport struct {
	guide, hinted, trick, other evalGroup
	principles                  map[int]*evalGroup
}

func evaluate(pairs []evalPair, v scoring.Vertical) *evalReport {
	rep := &evalReport{
		guide:      evalGroup{name: "guide"},
		hinted:     evalGroup{name: "atlas (dimension hint)"},
		trick:      evalGroup{name: "atlas tricks 1,6,10,18", trick: true},
		other:      evalGroup{name: "atlas other (11,13,15)"},
		principles: map[int]*evalGroup{},
	}
	for _, p := range pairs {
		w, _ := scoring.Score(p.Weak, v)
		s, _ := scoring.Score(p.Strong, v)
		var g *evalGroup
		switch {
		case p.Set == "guide":
			g = &rep.guide
		case isTrick(p.Principle):
			g = &rep.trick
		case p.Hint != "":
			g = &rep.hinted
		default:
			g = &rep.other
		}
		g.add(p, w.Total, s.Total)
		if p.Set != "guide" {
			pg := rep.principles[p.Principle]
			if pg == nil {
				pg = &evalGroup{name: fmt.Sprintf("principle %d", p.Principle), trick: isTrick(p.Principle)}
				rep.principles[p.Principle] = pg
			}
			pg.add(p, w.Total, s.Total)
		}
	}
	return rep
}

func (r *evalReport) write(w io.Writer, path string, failures bool) {
	fmt.Fprintf(w, "pairwise accuracy (strong > weak, ties half), scorer %s, %s\n\n", scoring.Version, path)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "set\tpairs\taccuracy\tlength baseline\tbar\t")
	fmt.Fprintf(tw, "%s\t%d\t%.1f%%\t%.1f%%\t>= 95%%\t\n", r.guide.name, r.guide.n, r.guide.acc(), r.guide.lenAcc())
	fmt.Fprintf(tw, "%s\t%d\t%.1f%%\t%.1f%%\t>= 96%%\t\n", r.hinted.name, r.hinted.n, r.hinted.acc(), r.hinted.lenAcc())
	tw.Flush()
	fmt.Fprintf(w, "\ntrick principles (score must not move): |change| <= 3 in %.1f%% of %d pairs (bar >= 85%%), mean change %+.2f\n",
		r.trick.stability(), r.trick.n, r.trick.meanDelta/float64(max(r.trick.n, 1)))
	fmt.Fprintf(w, "other principles without a hint: accuracy %.1f%% of %d pairs (informational)\n\n", r.other.acc(), r.other.n)

	fmt.Fprintln(w, "per principle:")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "principle\tpairs\taccuracy\tlength\t|change|<=3\tmean change\t")
	keys := make([]int, 0, len(r.principles))
	for k := range r.principles {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	for _, k := range keys {
		g := r.principles[k]
		mark := ""
		if g.trick {
			mark = " (trick)"
		}
		fmt.Fprintf(tw, "%d%s\t%d\t%.1f%%\t%.1f%%\t%.0f%%\t%+.2f\t\n", k, mark, g.n, g.acc(), g.lenAcc(), g.stability(), g.meanDelta/float64(g.n))
	}
	tw.Flush()
	if failures {
		fmt.Fprintln(w, "\nfailures:")
		for _, g := range []*evalGroup{&r.guide, &r.hinted, &r.trick} {
			for _, l := range g.failureLines {
				fmt.Fprintln(w, " ", l)
			}
		}
	}
}
