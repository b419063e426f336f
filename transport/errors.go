package transport

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
)

// statusByCode is the only code->status table: every stable code of
// tools/errors.go and the HTTP status it is sent with.
var statusByCode = map[string]int{
	tools.CodeInvalidJSON:          http.StatusBadRequest,
	tools.CodeInvalidField:         http.StatusBadRequest,
	tools.CodeMissingPrompt:        http.StatusBadRequest,
	tools.CodeEmptyPrompt:          http.StatusBadRequest,
	tools.CodeUnknownVertical:      http.StatusBadRequest,
	tools.CodeBatchSize:            http.StatusBadRequest,
	tools.CodePaymentMalformed:     http.StatusBadRequest,
	tools.CodeInvalidAPIKey:        http.StatusUnauthorized,
	tools.CodeRevokedAPIKey:        http.StatusUnauthorized,
	tools.CodePaymentRequired:      http.StatusPaymentRequired,
	tools.CodePaymentInvalid:       http.StatusPaymentRequired,
	tools.CodePaymentReplayed:      http.StatusPaymentRequired,
	tools.CodeSettlementFailed:     http.StatusPaymentRequired,
	tools.CodeNotFound:             http.StatusNotFound,
	tools.CodeMethodNotAllowed:     http.StatusMethodNotAllowed,
	tools.CodePromptTooLarge:       http.StatusRequestEntityTooLarge,
	tools.CodeBodyTooLarge:         http.StatusRequestEntityTooLarge,
	tools.CodeUnsupportedMediaType: http.StatusUnsupportedMediaType,
	tools.CodeQuotaExceeded:        http.StatusTooManyRequests,
	tools.CodeRateLimited:          http.StatusTooManyRequests,
	tools.CodeInternal:             http.StatusInternalServerError,
	tools.CodeModelError:           http.StatusBadGateway,
	tools.CodeModelNotConfigured:   http.StatusServiceUnavailable,
	tools.CodeModelRateLimited:     http.StatusServiceUnavailable,
	tools.CodeStorageUnavailable:   http.StatusServiceUnavailable,
	tools.CodeLimiterUnavailable:   http.StatusServiceUnavailable,
	tools.CodePaymentUnavailable:   http.StatusServiceUnavailable,
	tools.CodeModelTimeout:         http.StatusGatewayTimeout,
	tools.CodeMissingPrompts:       http.StatusBadRequest,
	tools.CodeBadRequest:           http.StatusBadRequest,
	tools.CodeInvalidHost:          http.StatusForbidden,
	tools.CodeHeadersTooLarge:      http.StatusRequestHeaderFieldsTooLarge,
	tools.CodeUnsupportedEncoding:  http.StatusNotImplemented,
	tools.CodeUnsupportedHTTP:      http.StatusHTTPVersionNotSupported,
	tools.CodePromptAndMessages:    http.StatusBadRequest,
	tools.CodeInvalidMessages:      http.StatusBadRequest,
	tools.CodeExpectationFailed:    http.StatusExpectationFailed,
	tools.CodeServerBusy:           http.StatusServiceUnavailable,
	tools.CodeBodyTimeout:          http.StatusRequestTimeout,
}

// ErrorStatus returns the HTTP status of a stable error code; an unknown
// code is a 500.
func ErrorStatus(code string) int {
	if s, ok := statusByCode[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// errorBody is the error envelope. Field is omitted when no single input
// field is at fault.
type errorBody struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
}

type envelope struct {
	Error errorBody `json:"error"`
}

// clientError returns the *tools.Error to send for err: err's own, or a
// generic internal error whose details stay in the log.
func clientError(err error) (*tools.Error, bool) {
	var te *tools.Error
	if errors.As(err, &te) {
		return te, true
	}
	return &tools.Error{Code: tools.CodeInternal, Message: "internal error; it has been logged", Err: err}, false
}

// writeError writes err as the JSON envelope with its status, logging
// anything that is not a client error.
func (s *rest) writeError(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, payments.ErrCallerGone) {
		s.log.InfoContext(r.Context(), "caller went away", "route", routeOf(r))
		callerGone(w)
		return
	}
	te, known := clientError(err)
	switch {
	case !known || ErrorStatus(te.Code) >= 500:
		s.log.ErrorContext(r.Context(), "request failed", "route", routeOf(r), "code", te.Code, "err", err)
	}
	writeEnvelope(w, te)
}

// writeEnvelope writes te as the JSON error envelope with its status.
func writeEnvelope(w http.ResponseWriter, te *tools.Error) {
	if te.RetryAfter > 0 {
		w.Header().Set("Retry-After", seconds(te.RetryAfter))
	}
	writeJSON(w, ErrorStatus(te.Code), envelope{Error: errorBody{Code: te.Code, Message: te.Message, Field: te.Field}})
}

// PaymentError maps an error from payments.Gate (Begin or Commit) to the
// client error to report. Transports other than REST (MCP over HTTP) use it
// so that every transport reports payment failures alike.
func PaymentError(err error) *tools.Error {
	var te *tools.Error
	if errors.As(err, &te) {
		return te
	}
	e := func(code, msg string) *tools.Error { return &tools.Error{Code: code, Message: msg, Err: err} }
	switch {
	case errors.Is(err, payments.ErrKeyRevoked):
		return e(tools.CodeRevokedAPIKey, "this API key has been revoked")
	case errors.Is(err, payments.ErrKeyNotFound):
		return e(tools.CodeInvalidAPIKey, "unknown or malformed API key")
	case errors.Is(err, payments.ErrQuotaExceeded):
		return e(tools.CodeQuotaExceeded, "this API key has used up its quota of paid calls; the operator can raise it (pqs keys quota ID N) or issue a new key")
	case errors.Is(err, payments.ErrPaymentReplayed):
		return e(tools.CodePaymentReplayed, "this payment has already been used; sign a new one")
	case errors.Is(err, payments.ErrPaymentMalformed):
		return e(tools.CodePaymentMalformed, "the payment header cannot be decoded: "+reason(err, payments.ErrPaymentMalformed))
	case errors.Is(err, payments.ErrPaymentInvalid):
		return e(tools.CodePaymentInvalid, "the payment failed verification: "+reason(err, payments.ErrPaymentInvalid))
	case errors.Is(err, payments.ErrSettlement):
		return e(tools.CodeSettlementFailed, "the payment could not be settled; nothing was charged: "+reason(err, payments.ErrSettlement))
	case errors.Is(err, payments.ErrPaymentRequired):
		return e(tools.CodePaymentRequired, "payment required")
	case errors.Is(err, payments.ErrUnavailable):
		return e(tools.CodePaymentUnavailable, "the payment service is unavailable; try again later")
	default:
		return e(tools.CodeStorageUnavailable, "storage is unavailable; try again later")
	}
}

// reason is what err says after its kind ("...: payment invalid: amount
// too low" -> "amount too low"): the part meant for the payer.
func reason(err, kind error) string {
	msg := err.Error()
	if _, after, ok := strings.Cut(msg, kind.Error()+": "); ok && after != "" {
		return after
	}
	if msg == kind.Error() || msg == "" {
		return "no reason given"
	}
	return msg
}

// bufPool recycles response buffers: responses are small and many.
var bufPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// writeJSON writes v as JSON with status. HTML is not escaped: prompts
// often contain angle brackets, and the content type is not HTML.
func writeJSON(w http.ResponseWriter, status int, v any) {
	buf := bufPool.Get().(*bytes.Buffer)
	defer func() {
		if buf.Cap() <= 64<<10 { // don't keep the odd huge buffer alive
			buf.Reset()
			bufPool.Put(buf)
		}
	}()
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Our own result types always encode; this is a programming error.
		status = http.StatusInternalServerError
		buf.Reset()
		buf.WriteString(`{"error":{"code":"internal","message":"response encoding failed"}}` + "\n")
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// seconds formats d as whole seconds, rounded up, for Retry-After and
// RateLimit-Reset.
func seconds(d time.Duration) string {
	return strconv.FormatInt(int64(math.Ceil(d.Seconds())), 10)
}
