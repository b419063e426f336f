package scoring

import (
	"math/rand"
	"strings"
	"testing"
)

// mayRepeat may say yes for a sentence that repeats nothing, but never no
// for one whose stems repeat as often as mayPad needs.
func TestMayRepeat(t *testing.T) {
	e := newEngine()
	r := rand.New(rand.NewSource(1))
	// Few words, so that stems repeat often; plurals share a stem.
	vocab := strings.Fields("cat cats dog data model models the a of is to report reports summary write list on it go step by 12 2024 x API")
	var filtered, repeats, sents int
	for range 2000 {
		a := e.analyze(randomSentences(r, vocab, 4, 45, false))
		for i := range a.sents {
			s := &a.sents[i]
			if s.t1-s.t0 > 40 {
				continue
			}
			sents++
			most := a.mostRepeated(s)
			for _, need := range []int{2, 3} {
				may := a.mayRepeat(s, need)
				if most >= need && !may {
					t.Fatalf("%q: a stem occurs %d times, but mayRepeat(need %d) is false", a.src[s.os:s.oe], most, need)
				}
				if !may {
					filtered++
				}
				if most >= need {
					repeats++
				}
			}
		}
		e.release(a)
	}
	// Not a vacuous pass: both answers came up.
	if filtered == 0 || repeats == 0 {
		t.Fatalf("%d sentences: %d filtered, %d with repeats; want both", sents, filtered, repeats)
	}
}

// randomSentences returns up to n sentences of up to k words of vocab;
// with fixed, a quarter of the words are "X by X", "X to X" or "X of X".
func randomSentences(r *rand.Rand, vocab []string, n, k int, fixed bool) string {
	var b strings.Builder
	for range 1 + r.Intn(n) {
		for i := range 1 + r.Intn(k) {
			if i > 0 {
				b.WriteByte(' ')
			}
			w := vocab[r.Intn(len(vocab))]
			b.WriteString(w)
			if fixed && r.Intn(4) == 0 {
				b.WriteString(" " + []string{"by", "to", "of"}[r.Intn(3)] + " " + w)
			}
		}
		b.WriteString(". ")
	}
	return b.String()
}

// mayPad is a pre-filter of paddingWord: whenever paddingWord finds a
// keyword, mayPad must have said yes. Sentences of "step by step" phrases
// check that both skip the fixed phrase alike.
func TestMayPad(t *testing.T) {
	e := newEngine()
	r := rand.New(rand.NewSource(2))
	vocab := strings.Fields("step steps by one day to data model report write cat cats the a of is list 12 x")
	var padded, skipped, sents int
	for range 3000 {
		a := e.analyze(randomSentences(r, vocab, 3, 20, true))
		for i := range a.sents {
			s := &a.sents[i]
			sents++
			w := a.paddingWord(e, s)
			may := a.mayPad(s)
			if w != "" && !may {
				t.Fatalf("%q: paddingWord finds %q, but mayPad is false", a.src[s.os:s.oe], w)
			}
			if w != "" {
				padded++
			}
			if !may && strings.Contains(a.src[s.os:s.oe], " by ") {
				skipped++
			}
		}
		e.release(a)
	}
	if padded == 0 || skipped == 0 {
		t.Fatalf("%d sentences: %d padded, %d filtered with a fixed phrase; want both", sents, padded, skipped)
	}
	t.Logf("%d sentences: %d padded, %d with \" by \" filtered", sents, padded, skipped)
}

// The load prompt's "Think step by step" repeats no keyword: mayPad
// filters it before paddingWord.
func TestMayPadFixedPhrase(t *testing.T) {
	e := newEngine()
	for _, tc := range []struct {
		text string
		may  bool
	}{
		{"Think step by step: first find the guidance changes, then the margin trends.", false},
		{"Go one by one through the reports and the data.", false},
		{"Forests, dense and biodiverse forests, serve as habitats.", true},
		{"Step by step by step, list the step.", true}, // paddingWord counts the third "step"
	} {
		a := e.analyze(tc.text)
		s := &a.sents[0]
		if got := a.mayPad(s); got != tc.may {
			t.Errorf("mayPad(%q) = %v, want %v (paddingWord %q)", tc.text, got, tc.may, a.paddingWord(e, s))
		}
		e.release(a)
	}
}
