package transport

import (
	"math"
	"net/http"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/internal/jsonstr"
	"github.com/pqs-dev/pqs/scoring"
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
// not escaped; writeJSON adds a newline) without reflection: the free route
// is the hot path. TestAppendFreeMatchesJSON keeps the two in step.
func appendFree(b []byte, res *tools.FreeResult) []byte {
	b = append(b, `{"scorer_version":`...)
	b = appendString(b, res.ScorerVersion)
	b = append(b, `,"mode":`...)
	b = appendString(b, res.Mode)
	b = appendScored(append(b, ','), res.Prompt, res.Messages, res.Vertical, res.Language, res.Warnings, res.Score, res.OutOf, res.Grade)
	b = append(b, `,"dimensions":`...)
	b = appendDimensions(b, &res.Dimensions)
	b = append(b, `},"upgrade":`...)
	b = appendString(b, res.Upgrade)
	b = append(b, `,"try_free":`...)
	b = appendString(b, res.TryFree)
	b = append(b, `,"powered_by":`...)
	b = appendString(b, res.PoweredBy)
	return append(b, '}')
}

// appendScore appends res as writeJSON would encode it, like appendFree:
// the paid score is the hot path of keyed calls. TestAppendPaidMatchesJSON
// keeps the two in step.
func appendScore(b []byte, res *tools.ScoreResult) []byte {
	b = append(b, `{"scorer_version":`...)
	b = appendString(b, res.ScorerVersion)
	b = appendScored(append(b, ','), res.Prompt, res.Messages, res.Vertical, res.Language, res.Warnings, res.Score, res.OutOf, res.Grade)
	b = append(b, `,"percentile":`...)
	b = strconv.AppendInt(b, int64(res.Percentile), 10)
	b = append(b, `,"dimensions":`...)
	b = appendDimensionsTotal(b, &res.Dimensions)
	b = append(b, `,"top_fixes":`...)
	b = appendStrings(b, res.TopFixes)
	b = append(b, `,"fixes":`...)
	b = appendFixes(b, res.Fixes)
	b = append(b, `,"powered_by":`...)
	b = appendString(b, res.PoweredBy)
	return append(b, '}')
}

// appendBatch appends res as writeJSON would encode it.
func appendBatch(b []byte, res *tools.BatchResult) []byte {
	b = append(b, `{"scorer_version":`...)
	b = appendString(b, res.ScorerVersion)
	b = append(b, `,"batch_size":`...)
	b = strconv.AppendInt(b, int64(res.BatchSize), 10)
	b = append(b, `,"results":`...)
	if res.Results == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range res.Results {
			it := &res.Results[i]
			if i > 0 {
				b = append(b, ',')
			}
			b = appendScored(append(b, '{'), it.Prompt, it.Messages, it.Vertical, it.Language, it.Warnings, it.Score, it.OutOf, it.Grade)
			b = append(b, `,"dimensions":`...)
			b = appendDimensionsTotal(b, &it.Dimensions)
			b = append(b, `,"top_fixes":`...)
			b = appendStrings(b, it.TopFixes)
			b = append(b, `,"fixes":`...)
			b = appendFixes(b, it.Fixes)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	s := &res.Summary
	b = append(b, `,"summary":{"total_scored":`...)
	b = strconv.AppendInt(b, int64(s.TotalScored), 10)
	b = append(b, `,"avg_score":`...)
	b = appendFloat(b, s.AvgScore)
	b = append(b, `,"avg_out_of":`...)
	b = strconv.AppendInt(b, int64(s.AvgOutOf), 10)
	b = append(b, `,"lowest_grade":`...)
	b = appendString(b, s.LowestGrade)
	b = append(b, `,"highest_score":`...)
	b = strconv.AppendInt(b, int64(s.HighestScore), 10)
	b = append(b, `,"lowest_score":`...)
	b = strconv.AppendInt(b, int64(s.LowestScore), 10)
	b = append(b, `},"powered_by":`...)
	b = appendString(b, res.PoweredBy)
	return append(b, '}')
}

// appendScored appends the members every result shape has, "prompt" to
// "grade", with "messages" (omitempty) when the request was a chat.
func appendScored(b []byte, prompt string, msgs []scoring.Message, vertical, language string, warnings []tools.Warning, score, outOf int, grade string) []byte {
	b = append(b, `"prompt":`...)
	b = appendString(b, prompt)
	if len(msgs) > 0 {
		b = append(b, `,"messages":[`...)
		for i := range msgs {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"role":`...)
			b = appendString(b, msgs[i].Role)
			b = append(b, `,"content":`...)
			b = appendString(b, msgs[i].Content)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"vertical":`...)
	b = appendString(b, vertical)
	b = append(b, `,"language":`...)
	b = appendString(b, language)
	if len(warnings) > 0 {
		b = append(b, `,"warnings":[`...)
		for i, w := range warnings {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"code":`...)
			b = appendString(b, w.Code)
			b = append(b, `,"message":`...)
			b = appendString(b, w.Message)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"score":`...)
	b = strconv.AppendInt(b, int64(score), 10)
	b = append(b, `,"out_of":`...)
	b = strconv.AppendInt(b, int64(outOf), 10)
	b = append(b, `,"grade":`...)
	return appendString(b, grade)
}

// appendDimensions appends the eight dimensions as an object left open,
// for the caller to add to and close.
func appendDimensions(b []byte, d *tools.Dimensions) []byte {
	b = append(b, `{"clarity":`...)
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
	return strconv.AppendInt(b, int64(d.CoTStructure), 10)
}

func appendDimensionsTotal(b []byte, d *tools.DimensionsTotal) []byte {
	b = appendDimensions(b, &d.Dimensions)
	b = append(b, `,"total":`...)
	b = strconv.AppendInt(b, int64(d.Total), 10)
	return append(b, '}')
}

func appendStrings(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// appendFloat appends f as encoding/json does (float64).
func appendFloat(b []byte, f float64) []byte {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return append(b, "null"...) // encoding/json fails; our averages are finite
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
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

// appendFixes appends fixes as encoding/json would.
func appendFixes(b []byte, fixes []tools.Fix) []byte {
	if fixes == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, f := range fixes {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"dimension":`...)
		b = appendString(b, f.Dimension)
		b = append(b, `,"gain":`...)
		b = strconv.AppendInt(b, int64(f.Gain), 10)
		b = append(b, `,"action":`...)
		b = appendString(b, f.Action)
		b = append(b, '}')
	}
	return append(b, ']')
}
