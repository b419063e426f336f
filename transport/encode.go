package transport

import (
	"net/http"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/internal/jsonstr"
	"github.com/pqs-dev/pqs/tools"
)

// slicePool recycles byte slices for request bodies and hand-encoded
// responses.
var slicePool = sync.Pool{New: func() any { b := make([]byte, 0, 2048); return &b }}

func getSlice() *[]byte { return slicePool.Get().(*[]byte) }

func putSlice(p *[]byte) {
	if cap(*p) <= 64<<10 { // don't keep the odd huge buffer alive
		*p = (*p)[:0]
		slicePool.Put(p)
	}
}

// jsonContentType is shared by every JSON answer; net/http only reads it.
var jsonContentType = []string{"application/json"}

// writeBody writes an encoded JSON body with status.
func writeBody(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h["Content-Type"] = jsonContentType
	h["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.WriteHeader(status)
	w.Write(body)
}

// appendFree appends res as writeJSON would encode it (encoding/json, HTML
// not escaped, then a newline) without reflection: the free route is the
// hot path. TestAppendFreeMatchesJSON keeps the two in step.
func appendFree(b []byte, res *tools.FreeResult) []byte {
	b = append(b, `{"scorer_version":`...)
	b = appendString(b, res.ScorerVersion)
	b = append(b, `,"mode":`...)
	b = appendString(b, res.Mode)
	b = append(b, `,"prompt":`...)
	b = appendString(b, res.Prompt)
	b = append(b, `,"vertical":`...)
	b = appendString(b, res.Vertical)
	b = append(b, `,"score":`...)
	b = strconv.AppendInt(b, int64(res.Score), 10)
	b = append(b, `,"out_of":`...)
	b = strconv.AppendInt(b, int64(res.OutOf), 10)
	b = append(b, `,"grade":`...)
	b = appendString(b, res.Grade)
	d := &res.Dimensions
	b = append(b, `,"dimensions":{"clarity":`...)
	b = strconv.AppendInt(b, int64(d.Clarity), 10)
	b = append(b, `,"specificity":`...)
	b = strconv.AppendInt(b, int64(d.Specificity), 10)
	b = append(b, `,"context":`...)
	b = strconv.AppendInt(b, int64(d.Context), 10)
	b = append(b, `,"constraints":`...)
	b = strconv.AppendInt(b, int64(d.Constraints), 10)
	b = append(b, `,"output_format":`...)
	b = strconv.AppendInt(b, int64(d.OutputFormat), 10)
	b = append(b, `,"role_definition":`...)
	b = strconv.AppendInt(b, int64(d.RoleDefinition), 10)
	b = append(b, `,"examples":`...)
	b = strconv.AppendInt(b, int64(d.Examples), 10)
	b = append(b, `,"cot_structure":`...)
	b = strconv.AppendInt(b, int64(d.CoTStructure), 10)
	b = append(b, `},"upgrade":`...)
	b = appendString(b, res.Upgrade)
	b = append(b, `,"try_free":`...)
	b = appendString(b, res.TryFree)
	b = append(b, `,"powered_by":`...)
	b = appendString(b, res.PoweredBy)
	return append(b, "}\n"...)
}

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string exactly as encoding/json does
// with HTML escaping off: invalid UTF-8 becomes \ufffd, and U+2028 and
// U+2029 are escaped.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if i += jsonstr.PlainRun(s[i:]); i == len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf { // a control byte, '"' or '\\'
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
