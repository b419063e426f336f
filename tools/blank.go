package tools

import (
	"unicode"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/scoring"
)

// blank reports whether s holds no text a reader could read: only white
// space, control characters (NUL included), format characters (zero-width
// space and joiners, the byte order mark, bidi marks, tags) and the other
// default-ignorable code points (variation selectors, Hangul fillers), the
// blank Braille pattern, private-use characters (no meaning without an
// agreement), the object replacement character and the replacement
// character (what invalid UTF-8 decodes to), and combining marks with no
// letter to combine with. Such a prompt renders as empty or as boxes, so
// it is refused as empty_prompt rather than scored and charged.
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

// invisible reports whether r carries no text of its own. A mark does,
// on a letter, but a prompt of marks alone has no letter: blank asks only
// whether every rune is invisible. An invalid byte decodes as
// utf8.RuneError, the replacement character.
func invisible(r rune) bool {
	return unicode.IsSpace(r) ||
		unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.M, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector) ||
		r == '\u2800' || // BRAILLE PATTERN BLANK
		r == '\ufffc' || // OBJECT REPLACEMENT CHARACTER
		r == utf8.RuneError // REPLACEMENT CHARACTER
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
