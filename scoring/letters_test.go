package scoring

import "testing"

// countLetters must agree with byteClass on every byte value, in every
// position of the eight-byte words and in the tail.
func TestCountLetters(t *testing.T) {
	for c := range 256 {
		for _, n := range []int{1, 7, 8, 9, 17} {
			b := make([]byte, n)
			for i := range b {
				b[i] = '.'
			}
			for pos := range n {
				b[pos] = byte(c)
				want := 0
				if byteClass[c] == clLetter {
					want = 1
				}
				if got := countLetters(string(b), len(b)+1); got != want {
					t.Fatalf("byte %#x at %d of %d: %d letters, want %d", c, pos, n, got, want)
				}
				b[pos] = '.'
			}
		}
	}
}

func FuzzCountLetters(f *testing.F) {
	f.Add("Hello, wörld 123 {\"a\":1}")
	f.Fuzz(func(t *testing.T, s string) {
		want := 0
		for i := range len(s) {
			if byteClass[s[i]] == clLetter {
				want++
			}
		}
		if got := countLetters(s, len(s)+1); got != want {
			t.Fatalf("countLetters(%q) = %d, want %d", s, got, want)
		}
		// Below the limit exact, else at least the limit.
		for _, limit := range []int{0, 1, want / 2, want, want + 1, len(s) * 4 / 10} {
			got := countLetters(s, limit)
			if want < limit && got != want || want >= limit && got < limit || got > want {
				t.Fatalf("countLetters(%q, %d) = %d, want %d (exact below the limit)", s, limit, got, want)
			}
		}
	})
}
