package transport

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/pqs-dev/pqs/tools"
)

// DefaultMaxBodyBytes limits request bodies when Config.MaxBodyBytes is 0:
// every valid request fits, a batch of ten 32 KiB prompts of control
// characters included (tools.DefaultMaxBodyBytes).
const DefaultMaxBodyBytes = tools.DefaultMaxBodyBytes

// decodeJSON reads one JSON value from r's body into v: 415 unless the
// body is application/json, 413 past limit bytes, 400 for anything but
// exactly one JSON value. v's UnmarshalJSON (tools.Request, BatchRequest)
// checks fields and types; its *tools.Error passes through.
func decodeJSON(w http.ResponseWriter, r *http.Request, limit int64, v json.Unmarshaler) error {
	if err := checkJSONContentType(r.Header.Get("Content-Type")); err != nil {
		return err
	}
	bp := getSlice()
	defer putSlice(bp)
	body, err := readBody(w, r, limit, *bp)
	*bp = body // keep the grown buffer; decoded values never alias it
	if err != nil {
		return err
	}
	return unmarshalOne(body, v)
}

// sized returns b emptied, with room for a body of n bytes (unknown when
// negative) up to limit, and one more for the read that sees its end: a
// body read into a buffer that grows as it goes would hold up to twice
// its size.
func sized(b []byte, n, limit int64) []byte {
	if n > int64(cap(b)) && n <= limit {
		return make([]byte, 0, n+1)
	}
	return b[:0]
}

// readAll is io.ReadAll into b.
func readAll(r io.Reader, b []byte) ([]byte, error) {
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}

// unmarshalOne decodes body, which must hold exactly one JSON value.
// UnmarshalJSON validates the syntax itself (json.Unmarshal rejects
// trailing data), so the common, valid case parses once; only a failure
// pays for the detailed syntax message.
func unmarshalOne(body []byte, v json.Unmarshaler) error {
	err := v.UnmarshalJSON(body)
	if err == nil {
		return nil
	}
	var te *tools.Error
	if errors.As(err, &te) {
		if te.Code == tools.CodeInvalidJSON && !json.Valid(body) {
			return syntaxError(body)
		}
		return te
	}
	if !json.Valid(body) {
		return syntaxError(body)
	}
	return &tools.Error{Code: tools.CodeInvalidJSON, Message: "request body does not match the schema", Err: err}
}

// syntaxError explains why body is not exactly one JSON value. It runs
// only on bad input.
func syntaxError(body []byte) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return tools.Errorf(tools.CodeInvalidJSON, "request body is empty; send a JSON object")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return tools.Errorf(tools.CodeInvalidJSON, "request body is not valid JSON: %s", jsonProblem(err))
	}
	return tools.Errorf(tools.CodeInvalidJSON, "request body must hold exactly one JSON value")
}

// jsonProblem describes a JSON syntax error without echoing the input.
func jsonProblem(err error) string {
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		return se.Error() + " at offset " + strconv.FormatInt(se.Offset, 10)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "unexpected end of input"
	default:
		return "malformed value"
	}
}

// checkJSONContentType accepts application/json with optional parameters
// (a charset, if given, must be UTF-8: JSON is UTF-8).
func checkJSONContentType(ct string) error {
	if strings.EqualFold(ct, "application/json") {
		return nil // the common case, without parsing
	}
	if ct == "" {
		return tools.Errorf(tools.CodeUnsupportedMediaType, "send the body with Content-Type: application/json")
	}
	mt, params, err := mime.ParseMediaType(ct)
	if err != nil || mt != "application/json" {
		return tools.Errorf(tools.CodeUnsupportedMediaType, "Content-Type must be application/json")
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") {
		return tools.Errorf(tools.CodeUnsupportedMediaType, "JSON bodies must be UTF-8, not %q", cs)
	}
	return nil
}
