// Command refgen writes scoring/score_refdist_gen.go, the reference score
// distribution behind scoring.Percentile. It reads the awesome-chatgpt-prompts
// corpus from ../shared (never copied into the repository), keeps the text
// prompts (type != IMAGE), scores each one for every vertical and writes the
// counts per total. Run it through go generate in package scoring:
//
//	go generate ./scoring
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/pqs-dev/pqs/scoring/internal/refdist"
)

func main() {
	corpus := flag.String("corpus", "../eval/reference_prompts.csv", "reference corpus CSV")
	out := flag.String("out", "score_refdist_gen.go", "output file")
	flag.Parse()
	if err := run(*corpus, *out); err != nil {
		fmt.Fprintln(os.Stderr, "refgen:", err)
		os.Exit(1)
	}
}

func run(corpus, out string) error {
	f, err := os.Open(corpus)
	if err != nil {
		return err
	}
	defer f.Close()
	prompts, err := refdist.Prompts(f)
	if err != nil {
		return fmt.Errorf("%s: %w", corpus, err)
	}
	src, err := refdist.Generate(prompts, refdist.Default)
	if err != nil {
		return err
	}
	return os.WriteFile(out, src, 0o644)
}
