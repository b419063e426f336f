package scoring

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/internal/loadprompt"
)

// benchPrompt builds a realistic prompt of about n bytes: authored
// instructions followed by pasted material (a document, a log and code),
// which is what long prompts are in practice.
func benchPrompt(n int) string {
	head := "You are a senior site reliability engineer. Your task is to review the incident notes below and write a postmortem for our engineering team. " +
		"Focus on the root cause, the timeline and the follow-up actions; you must keep it under 600 words, in a neutral, blameless tone. " +
		"Format it as markdown with the sections Summary, Timeline, Root cause and Actions. Think step by step before you write.\n\nNotes:\n"
	body := []string{
		"At 09:12 the on-call engineer noticed elevated latency on the checkout service after a configuration change rolled out to the eu-west cluster.",
		"2024-05-01T09:12:03Z ERROR checkout: upstream timeout after 3000ms (attempt 3/5) host=10.0.4.17:8443",
		"    if err := client.Do(ctx, req); err != nil { return fmt.Errorf(\"checkout: %w\", err) }",
		"The rollback completed at 09:41 and error rates returned to baseline within five minutes; customers saw failed payments for 29 minutes.",
	}
	var b strings.Builder
	b.WriteString(head)
	for i := 0; b.Len() < n; i++ {
		b.WriteString(body[i%len(body)])
		b.WriteString(" #")
		b.WriteString(itoa(i)) // keep lines distinct so they are not dropped as repeats
		b.WriteByte('\n')
	}
	s := b.String()
	if len(s) > n {
		s = s[:n]
	}
	return strings.ToValidUTF8(s, "")
}

// benchProse is authored prose only: the worst case, every word is analysed.
func benchProse(n int) string {
	s := "Explain to a first-year student, in under 300 words and a friendly tone, how vaccines train the immune system; include one example and focus on memory cells. "
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(s[:len(s)-2])
		b.WriteString(" number ")
		b.WriteString(itoa(i))
		b.WriteString(". ")
	}
	return b.String()[:n]
}

func BenchmarkScore(b *testing.B) {
	for _, size := range []struct {
		name string
		n    int
	}{{"200B", 200}, {"1KiB", 1 << 10}, {"8KiB", 8 << 10}, {"32KiB", 32 << 10}} {
		for _, kind := range []string{"mixed", "prose", "pairs", "fresh"} {
			ps := benchInputs(b, kind, size.n)
			if ps == nil {
				continue // no ../shared: only the generated prompts
			}
			b.Run(size.name+"/"+kind, func(b *testing.B) { scoreInTurn(b, ps) })
		}
	}
}

// scoreInTurn scores the prompts ps one after another, round and round.
func scoreInTurn(b *testing.B, ps []string) {
	b.ReportAllocs()
	b.SetBytes(int64(len(ps[0])))
	i := 0
	for b.Loop() {
		if _, err := Score(ps[i%len(ps)], General); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkScoreWindows scores 8 KiB windows of the dev prose in turn,
// over 1 to 12 different windows: how the time per KiB grows as the CPU
// can no longer learn the text's branches. (Copying each window just before
// it is scored, so that its bytes are in the cache, does not change it.)
func BenchmarkScoreWindows(b *testing.B) {
	dev, err := os.ReadFile("../../shared/eval/pairs_dev.jsonl")
	if err != nil {
		b.Skip("no ../shared")
	}
	all := devProse(b, dev, 96<<10)
	for _, w := range []int{1, 2, 4, 8, 12} {
		ps := windows(all, 8<<10, w)
		b.Run(fmt.Sprint(len(ps)), func(b *testing.B) { scoreInTurn(b, ps) })
	}
}

// windows cuts up to w consecutive windows of n bytes from text.
func windows(text string, n, w int) []string {
	var ps []string
	for off := 0; off+n <= len(text) && len(ps) < w; off += n {
		ps = append(ps, strings.ToValidUTF8(text[off:off+n], ""))
	}
	return ps
}

// benchInputs returns the prompts of a kind at size n, nil when the dev
// pairs it needs are missing. mixed, prose and pairs are one prompt each;
// fresh is up to eight different windows of the dev prose (96 KiB in all),
// scored in turn: a prompt the branch predictor has not just seen, as in
// service. Scoring one text over and over lets the CPU learn its branches,
// which flatters pairs.
func benchInputs(t testing.TB, kind string, n int) []string {
	switch kind {
	case "mixed":
		return []string{benchPrompt(n)}
	case "prose":
		return []string{benchProse(n)}
	case "load":
		return []string{loadprompt.Text}
	}
	dev, err := os.ReadFile("../../shared/eval/pairs_dev.jsonl")
	if err != nil {
		return nil
	}
	switch kind {
	case "pairs":
		// Real prose: the strong prompts of the dev pairs run together on
		// one line, cut to size. Less repetitive than benchProse.
		return []string{devProse(t, dev, n)}
	case "fresh":
		return windows(devProse(t, dev, 96<<10), n, 8)
	}
	panic("benchInputs: unknown kind " + kind)
}

func BenchmarkOptimize(b *testing.B) {
	p := benchPrompt(1 << 10)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Optimize(p, General); err != nil {
			b.Fatal(err)
		}
	}
}

func checkResult(t *testing.T, r Result) {
	t.Helper()
	if len(r.Dimensions) != 8 {
		t.Fatalf("len(Dimensions) = %d", len(r.Dimensions))
	}
	sum := 0
	for _, d := range r.Dimensions {
		if d.Score < 0 || d.Score > 10 {
			t.Fatalf("%s = %d, out of 0..10", d.Name, d.Score)
		}
		sum += d.Score
		for _, s := range append(append([]string{}, d.Fired...), d.Missing...) {
			if !utf8.ValidString(s) {
				t.Fatalf("invalid UTF-8 in evidence %q", s)
			}
		}
	}
	if sum != r.Total || r.Total < 0 || r.Total > OutOf || r.Percentile < 0 || r.Percentile > 100 || len(r.TopFixes) > 3 {
		t.Fatalf("bad result: total %d (sum %d), percentile %d, %d fixes", r.Total, sum, r.Percentile, len(r.TopFixes))
	}
	for _, f := range r.TopFixes {
		if !utf8.ValidString(f.Action) || f.Gain <= 0 {
			t.Fatalf("bad fix %+v", f)
		}
	}
}

func fuzzSeeds(f *testing.F) {
	for _, s := range []string{
		"", " ", "\n\n", "Who's president?", "```\ncode\n", "\"\"\"", "<doc>\nx", "[audience: x]",
		"Act as a linguist. Explain X. Let's think step by step.", "\xff\xfe\xe2\x80", "“”” a ”””", "{{X}}", "a) b) c)",
		"Text:\n" + strings.Repeat("word ", 50), "1. a\n2. b\n3. c", "E0 x", "### Instruction ###\nDo it.\nAnswer:",
	} {
		f.Add(s)
	}
}

func FuzzScore(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, p string) {
		for _, v := range Verticals() {
			r1, err := Score(p, v)
			if err != nil {
				t.Fatal(err)
			}
			checkResult(t, r1)
			r2, _ := Score(p, v)
			if r1.Total != r2.Total || len(r1.TopFixes) != len(r2.TopFixes) {
				t.Fatalf("not deterministic: %d vs %d", r1.Total, r2.Total)
			}
			s, _ := Summarize(p, v)
			for i, d := range r1.Dimensions {
				if s.Scores[i] != d.Score {
					t.Fatalf("Summarize: %s = %d, Score gives %d", d.Name, s.Scores[i], d.Score)
				}
			}
			if s.Total != r1.Total || s.Grade != r1.Grade {
				t.Fatalf("Summarize: %d %s, Score gives %d %s", s.Total, s.Grade, r1.Total, r1.Grade)
			}
		}
	})
}

func FuzzOptimize(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, p string) {
		rw, err := Optimize(p, General)
		if err != nil {
			t.Fatal(err)
		}
		checkResult(t, rw.Before)
		checkResult(t, rw.After)
		if !utf8.ValidString(rw.Prompt) {
			t.Fatalf("invalid UTF-8 in rewrite")
		}
		if rw.After.Total < rw.Before.Total {
			t.Fatalf("rewrite scored lower: %d -> %d", rw.Before.Total, rw.After.Total)
		}
	})
}

// devProse joins the strong prompts of pairs_dev.jsonl with spaces into one
// line of n bytes.
func devProse(t testing.TB, dev []byte, n int) string {
	var b strings.Builder
	for b.Len() < n {
		sc := bufio.NewScanner(bytes.NewReader(dev))
		sc.Buffer(nil, 1<<22)
		for sc.Scan() && b.Len() < n {
			var p struct{ Strong string }
			if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
				t.Fatal(err)
			}
			b.WriteString(strings.Join(strings.Fields(p.Strong), " "))
			b.WriteByte(' ')
		}
	}
	return strings.ToValidUTF8(b.String()[:n], "")
}
