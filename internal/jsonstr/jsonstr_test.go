package jsonstr

import (
	"strings"
	"testing"
)

func TestPlainRun(t *testing.T) {
	// Each kind of byte that ends a run, at every offset of a string
	// longer than two eight-byte steps, in both forms.
	for _, end := range []string{`"`, `\`, "\x00", "\x1f", "\x7f\x80", "é", "\xff"} {
		for at := range 20 {
			s := strings.Repeat("a", at) + end + strings.Repeat(" ", 19-at)
			want := at
			if end == "\x7f\x80" {
				want = at + 1 // 0x7f is plain
			}
			if got := PlainRun(s); got != want {
				t.Errorf("PlainRun(%q) = %d, want %d", s, got, want)
			}
			if got := PlainRun([]byte(s)); got != want {
				t.Errorf("PlainRun([]byte(%q)) = %d, want %d", s, got, want)
			}
		}
	}
	if s := strings.Repeat("plain text ", 3); PlainRun(s) != len(s) {
		t.Errorf("PlainRun(%q) = %d, want %d", s, PlainRun(s), len(s))
	}
}
