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
	req, end, ok := scanRequest(b, skipSpace(b, 0))
	if !ok || skipSpace(b, end) != len(b) {
		return false
	}
	*r = req
	return true
}

// scanRequest decodes the object at b[i:] if it holds only a string
// "prompt" and a string or null "vertical", each at most once, and returns
// the index just past it.
func scanRequest(b []byte, i int) (r Request, end int, ok bool) {
	if i >= len(b) || b[i] != '{' {
		return r, 0, false
	}
	var seenPrompt, seenVertical bool
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == '}' {
		return r, i + 1, true
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return r, 0, false
		}
		j := i + 1
		for j < len(b) && b[j] != '"' && b[j] != '\\' {
			j++
		}
		if j >= len(b) || b[j] != '"' {
			return r, 0, false // escaped or unterminated key
		}
		key := b[i+1 : j]
		i = skipSpace(b, j+1)
		if i >= len(b) || b[i] != ':' {
			return r, 0, false
		}
		i = skipSpace(b, i+1)
		switch string(key) {
		case "prompt":
			if seenPrompt {
				return r, 0, false
			}
			seenPrompt = true
			if r.Prompt, i, ok = scanString(b, i); !ok {
				return r, 0, false
			}
			r.hasPrompt = true
		case "vertical":
			if seenVertical {
				return r, 0, false
			}
			seenVertical = true
			if len(b)-i >= 4 && string(b[i:i+4]) == "null" {
				i += 4
				break
			}
			if r.Vertical, i, ok = scanString(b, i); !ok {
				return r, 0, false
			}
			r.emptyVertical = r.Vertical == ""
		default:
			return r, 0, false
		}
		i = skipSpace(b, i)
		if i >= len(b) {
			return r, 0, false
		}
		if b[i] == ',' {
			i = skipSpace(b, i+1)
			continue
		}
		if b[i] != '}' {
			return r, 0, false
		}
		return r, i + 1, true
	}
}

// decodeFast decodes a batch in one pass if it is an object holding only
// "prompts", an array of strings and of objects that scanRequest takes,
// and nothing after it but white space. It reports false, leaving b alone,
// for anything else; the general decoder then decides.
func (b *BatchRequest) decodeFast(data []byte) bool {
	const key = `"prompts"`
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return false
	}
	i = skipSpace(data, i+1)
	if len(data)-i < len(key) || string(data[i:i+len(key)]) != key {
		return false
	}
	i = skipSpace(data, i+len(key))
	if i >= len(data) || data[i] != ':' {
		return false
	}
	i = skipSpace(data, i+1)
	if i >= len(data) || data[i] != '[' {
		return false
	}
	i = skipSpace(data, i+1)
	items := make([]Request, 0, MaxBatch)
	if i < len(data) && data[i] == ']' {
		i++
	} else {
		for {
			if i >= len(data) {
				return false
			}
			var (
				r   Request
				end int
				ok  bool
			)
			switch data[i] {
			case '"':
				r.Prompt, end, ok = scanString(data, i)
				r.hasPrompt = true
			case '{':
				r, end, ok = scanRequest(data, i)
			}
			if !ok {
				return false
			}
			items = append(items, r)
			i = skipSpace(data, end)
			if i >= len(data) {
				return false
			}
			if data[i] == ',' {
				i = skipSpace(data, i+1)
				continue
			}
			if data[i] != ']' {
				return false
			}
			i++
			break
		}
	}
	i = skipSpace(data, i)
	if i >= len(data) || data[i] != '}' || skipSpace(data, i+1) != len(data) {
		return false
	}
	b.Prompts, b.hasPrompts = items, true
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
