package scoring

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/figures"
	"github.com/pqs-dev/pqs/internal/pqstest"
)

// determinismPrompts are the development prompts the determinism test
// scores: the careful readers' prompts, the pairs, the translated prompts
// and the IN3 tasks, in every language the files hold.
func determinismPrompts(t *testing.T) []string {
	set, err := figures.LoadDev(evalDir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range set.Careful {
		out = append(out, c.Prompt)
	}
	for _, p := range set.Pairs {
		out = append(out, p.Weak, p.Strong)
	}
	for _, l := range set.Languages {
		for _, code := range append([]string{"en"}, figures.Languages...) {
			out = append(out, l.Text[code])
		}
	}
	for _, task := range set.IN3 {
		out = append(out, task.Prompt)
	}
	// The prompt that once got a different role fix in each run, and one
	// for each word two of a language's deliverable kinds list.
	return append(out,
		"Quels sont les atouts d'un excellent programme d'échange international ? Évitez d'employer des virgules dans votre réponse.",
		"Prépare un programme d'entraînement pour un débutant.",
		"Prepara una clase sobre la fotosíntesis.",
		"Escreva um roteiro para um vídeo sobre reciclagem.",
		"Scrivi un programma di studio per l'esame di storia.")
}

// digest scores every prompt (the full result, fixes, evidence and
// rewrite) and returns the SHA-256 of it all.
func digest(t *testing.T, prompts []string) string {
	h := sha256.New()
	enc := json.NewEncoder(h)
	for _, p := range prompts {
		r, err := Score(p, General)
		if err != nil {
			t.Fatal(err)
		}
		rw, err := Optimize(p, General)
		if err != nil {
			t.Fatal(err)
		}
		if err := enc.Encode([]any{r, rw.Prompt, rw.Changes}); err != nil {
			t.Fatal(err)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// TestDeterministicAcrossProcesses scores the development prompts in three
// processes of this test binary and compares what they give: the same
// input must give the same bytes in every process, whatever the order Go
// gives a map's keys in each.
func TestDeterministicAcrossProcesses(t *testing.T) {
	if pqstest.Race {
		t.Skip("slow under the race detector: .ci/run runs it without")
	}
	prompts := determinismPrompts(t)
	if os.Getenv("PQS_DETERMINISM_CHILD") != "" {
		fmt.Println("digest", digest(t, prompts))
		return
	}
	if _, err := os.Stat(filepath.Join(evalDir, "careful")); err != nil {
		t.Skip("no evaluation files")
	}
	var first string
	for i := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestDeterministicAcrossProcesses$", "-test.v")
		cmd.Env = append(os.Environ(), "PQS_DETERMINISM_CHILD=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("process %d: %v\n%s", i, err, out)
		}
		_, d, ok := strings.Cut(string(out), "digest ")
		if !ok {
			t.Fatalf("process %d printed no digest:\n%s", i, out)
		}
		d = strings.Fields(d)[0]
		switch {
		case i == 0:
			first = d
		case d != first:
			t.Fatalf("process %d scored %d prompts to %s, process 0 to %s", i, len(prompts), d, first)
		}
	}
	// And within this process, twice over.
	if d := digest(t, prompts); d != digest(t, prompts) {
		t.Fatal("the same process scored the prompts differently twice")
	}
}

// TestScoresUnchanged compares what the engine gives every development
// prompt and every prompt of the percentile's reference corpus with the
// digest recorded in testdata/scores.sha256: a change meant to move no
// score (a reorganisation, a rename) must leave it as it is. A change of
// the scores updates it, with -update, and says so in its commit.
func TestScoresUnchanged(t *testing.T) {
	if pqstest.Race {
		t.Skip("slow under the race detector: .ci/run runs it without")
	}
	prompts := determinismPrompts(t)
	set, err := figures.LoadDev(evalDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range set.CorpusPrompts {
		prompts = append(prompts, p.Text)
	}
	for _, p := range set.Validity {
		prompts = append(prompts, p.Base, p.Variant)
	}
	for _, p := range set.Substance {
		prompts = append(prompts, p.Base, p.Boilerplate, p.Substantive, p.Stuffed)
	}
	refs, err := referencePrompts()
	if err != nil {
		t.Fatal(err)
	}
	prompts = append(prompts, refs...)
	got := digest(t, prompts)
	const file = "testdata/scores.sha256"
	if *update {
		if err := os.WriteFile(file, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(string(want)) != got {
		t.Errorf("the scores of %d prompts changed (digest %s, recorded %s); if that is meant, run go test ./scoring -run TestScoresUnchanged -update", len(prompts), got, strings.TrimSpace(string(want)))
	}
}

// referencePrompts reads the prompts of the percentile's reference corpus
// as refdist does: every row but image prompts.
func referencePrompts() ([]string, error) {
	rows, err := figures.ReadCSV(filepath.Join(evalDir, "reference_prompts.csv"))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, row := range rows[1:] {
		if len(row) >= 4 && row[3] != "IMAGE" {
			out = append(out, row[1])
		}
	}
	return out, nil
}
