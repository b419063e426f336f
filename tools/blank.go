package tools

import (
	"unicode"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/scoring"
)

// blank reports whether s holds nothing a reader would see: only white
// space, control characters (NUL included), format characters (zero-width
// space and joiners, the byte order mark, bidi marks, tags) and the other
// default-ignorable code points (variation selectors, Hangul fillers), or
// the blank Braille pattern. Such a prompt renders as empty, so it is
// refused as empty_prompt rather than scored and charged.
func blank(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c > ' ' && c != 0x7f {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !invisible(r) {
			return false
		}
		i += size
	}
	return true
}

// invisible reports whether r renders as nothing. An invalid byte
// (utf8.RuneError) is visible: it renders as the replacement character.
func invisible(r rune) bool {
	return unicode.IsSpace(r) ||
		unicode.In(r, unicode.Cc, unicode.Cf, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector) ||
		r == '\u2800' // BRAILLE PATTERN BLANK
}

// allBlank reports whether no message of a chat has visible text.
func allBlank(msgs []scoring.Message) bool {
	for _, m := range msgs {
		if !blank(m.Content) {
			return false
		}
	}
	return true
}
