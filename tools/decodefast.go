package tools

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/internal/jsonstr"
)

// decodeFast decodes b in one pass if it is an object holding only a
// string "prompt" and a string or null "vertical", each at most once, and
// nothing after it but white space. It reports false, leaving r alone, for
// anything else; the general decoder then decides.
func (r *Request) decodeFast(b []byte) bool {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return false
	}
	var prompt, vertical string
	var seenPrompt, seenVertical, hasVertical bool
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == '}' {
		i++
	} else {
		for {
			if i >= len(b) || b[i] != '"' {
				return false
			}
			j := i + 1
			for j < len(b) && b[j] != '"' && b[j] != '\\' {
				j++
			}
			if j >= len(b) || b[j] != '"' {
				return false // escaped or unterminated key
			}
			key := b[i+1 : j]
			i = skipSpace(b, j+1)
			if i >= len(b) || b[i] != ':' {
				return false
			}
			i = skipSpace(b, i+1)
			var ok bool
			switch string(key) {
			case "prompt":
				if seenPrompt {
					return false
				}
				seenPrompt = true
				if prompt, i, ok = scanString(b, i); !ok {
					return false
				}
			case "vertical":
				if seenVertical {
					return false
				}
				seenVertical = true
				if len(b)-i >= 4 && string(b[i:i+4]) == "null" {
					i += 4
					break
				}
				if vertical, i, ok = scanString(b, i); !ok {
					return false
				}
				hasVertical = true
			default:
				return false
			}
			i = skipSpace(b, i)
			if i >= len(b) {
				return false
			}
			if b[i] == ',' {
				i = skipSpace(b, i+1)
				continue
			}
			if b[i] != '}' {
				return false
			}
			i++
			break
		}
	}
	if skipSpace(b, i) != len(b) {
		return false
	}
	if seenPrompt {
		r.Prompt, r.hasPrompt = prompt, true
	}
	if hasVertical {
		r.Vertical, r.emptyVertical = vertical, vertical == ""
	}
	return true
}

// skipSpace returns the index of the first byte at or after i that is not
// JSON white space.
func skipSpace(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// scanString decodes the JSON string starting at b[i] and returns it with
// the index just past its closing quote. Plain ASCII without escapes is a
// single copy; anything else is decoded as encoding/json does (invalid
// UTF-8 and lone surrogates become U+FFFD).
func scanString(b []byte, i int) (string, int, bool) {
	if i >= len(b) || b[i] != '"' {
		return "", 0, false
	}
	start := i + 1
	j := start + jsonstr.PlainRun(b[start:])
	if j < len(b) && b[j] == '"' {
		return string(b[start:j]), j + 1, true
	}
	// Slow path: escapes, non-ASCII or an error.
	var sb strings.Builder
	sb.Grow(len(b) - start)
	sb.Write(b[start:j])
	for j < len(b) {
		if k := jsonstr.PlainRun(b[j:]); k > 0 {
			sb.Write(b[j : j+k])
			if j += k; j == len(b) {
				break
			}
		}
		c := b[j]
		switch {
		case c == '"':
			return sb.String(), j + 1, true
		case c < 0x20:
			return "", 0, false
		case c == '\\':
			if j+1 >= len(b) {
				return "", 0, false
			}
			switch b[j+1] {
			case '"', '\\', '/':
				sb.WriteByte(b[j+1])
			case 'b':
				sb.WriteByte('\b')
			case 'f':
				sb.WriteByte('\f')
			case 'n':
				sb.WriteByte('\n')
			case 'r':
				sb.WriteByte('\r')
			case 't':
				sb.WriteByte('\t')
			case 'u':
				r1, ok := hex4(b, j+2)
				if !ok {
					return "", 0, false
				}
				j += 6
				if utf16.IsSurrogate(r1) {
					if j+1 < len(b) && b[j] == '\\' && b[j+1] == 'u' {
						if r2, ok := hex4(b, j+2); ok {
							if d := utf16.DecodeRune(r1, r2); d != utf8.RuneError {
								sb.WriteRune(d)
								j += 6
								continue
							}
						}
					}
					r1 = utf8.RuneError
				}
				sb.WriteRune(r1)
				continue
			default:
				return "", 0, false
			}
			j += 2
		default: // c >= utf8.RuneSelf: PlainRun took the other bytes
			r, size := utf8.DecodeRune(b[j:])
			if r == utf8.RuneError && size == 1 {
				sb.WriteRune(utf8.RuneError)
			} else {
				sb.Write(b[j : j+size])
			}
			j += size
		}
	}
	return "", 0, false
}

// hex4 reads the four hex digits at b[i:].
func hex4(b []byte, i int) (rune, bool) {
	if i+4 > len(b) {
		return 0, false
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
