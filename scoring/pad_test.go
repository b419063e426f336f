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
		var b strings.Builder
		for range 1 + r.Intn(4) {
			for k := range 1 + r.Intn(45) {
				if k > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(vocab[r.Intn(len(vocab))])
			}
			b.WriteString(". ")
		}
		a := e.analyze(b.String())
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
