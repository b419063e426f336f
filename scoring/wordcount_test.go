package scoring

import (
	"math/rand"
	"testing"
)

func TestWordCountSWAR(t *testing.T) {
	ref := func(s string) int {
		n, in := 0, uint8(0)
		for i := 0; i < len(s); i++ {
			w := uint8(0)
			if isWordByte(s[i]) {
				w = 1
			}
			n += int(w &^ in)
			in = w
		}
		return n
	}
	r := rand.New(rand.NewSource(1))
	alpha := "ab Z09 ,.'\"\xe2\x80\x9c\xc3\xa9-_\t\n"
	for k := 0; k < 200000; k++ {
		b := make([]byte, r.Intn(40))
		for i := range b {
			if r.Intn(10) == 0 {
				b[i] = byte(r.Intn(256))
			} else {
				b[i] = alpha[r.Intn(len(alpha))]
			}
		}
		if got, want := wordCount(string(b)), ref(string(b)); got != want {
			t.Fatalf("wordCount(%q) = %d, want %d", b, got, want)
		}
	}
}
