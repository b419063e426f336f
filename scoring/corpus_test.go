package scoring_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"testing"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/scoring/internal/refdist"
)

var printDigest = flag.Bool("corpus-digest", false, "print the digest TestCorpusDigest expects")

// corpusDigest pins every result (scores, evidence and fixes) for every
// reference prompt and vertical, so that work on speed cannot change a score
// unnoticed. Update it only together with an intended scoring change (and
// the golden files and refdist_gen.go): go test ./scoring -run CorpusDigest -corpus-digest.
const corpusDigest = "bb81c5e030e3e30716e3d9b912f2193539252b8e829cd235388850d904761470"

func TestCorpusDigest(t *testing.T) {
	f, err := os.Open(corpusPath)
	if err != nil {
		t.Skipf("skipping: reference corpus not available (%v); it lives in ../shared beside the repository", err)
	}
	defer f.Close()
	prompts, err := refdist.Prompts(f)
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.New()
	enc := json.NewEncoder(h)
	for _, p := range prompts {
		for _, v := range scoring.Verticals() {
			r, err := scoring.Score(p, v)
			if err != nil {
				t.Fatal(err)
			}
			if err := enc.Encode(r); err != nil {
				t.Fatal(err)
			}
		}
	}
	got := hex.EncodeToString(h.Sum(nil))
	if *printDigest {
		t.Logf("corpus digest: %s", got)
		return
	}
	if got != corpusDigest {
		t.Errorf("results on the reference corpus changed (digest %s, want %s): a scoring change must be intended, reviewed and followed by go generate ./scoring and the golden files", got, corpusDigest)
	}
}

// TestSummarizeMatchesScore checks that the quiet path, which skips the
// evidence, scores every reference prompt exactly as Score does.
func TestSummarizeMatchesScore(t *testing.T) {
	f, err := os.Open(corpusPath)
	if err != nil {
		t.Skipf("skipping: reference corpus not available (%v)", err)
	}
	defer f.Close()
	prompts, err := refdist.Prompts(f)
	if err != nil {
		t.Fatal(err)
	}
	prompts = append(prompts, "", "Who's president?", "Don't be vague. Isn't it wrong to not fail?", "\xff\xfe [NAME] {{x}}")
	for _, p := range prompts {
		for _, v := range append(scoring.Verticals(), "") {
			r, err := scoring.Score(p, v)
			if err != nil {
				t.Fatal(err)
			}
			s, err := scoring.Summarize(p, v)
			if err != nil {
				t.Fatal(err)
			}
			var want scoring.Summary
			want.Vertical, want.Total, want.Grade = r.Vertical, r.Total, r.Grade
			for i, d := range r.Dimensions {
				want.Scores[i] = d.Score
			}
			if s != want {
				t.Fatalf("Summarize(%.60q, %q) = %+v, Score gives %+v", p, v, s, want)
			}
		}
	}
	if _, err := scoring.Summarize("x", "finance"); !errors.Is(err, scoring.ErrUnknownVertical) {
		t.Errorf("Summarize with an unknown vertical: err = %v", err)
	}
}
