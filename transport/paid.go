package transport

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/netip"
	"strings"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
)

// paid returns the handler of a paid operation: decode and validate (bad
// input never consumes a payment), then the gate's one paid-call path,
// which authorizes, runs, and charges or cancels.
func paid[T any, PT interface {
	*T
	json.Unmarshaler
}, R any](s *rest, op string, validate func(T) error, run func(context.Context, T) (R, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		var req T
		if err := decodeJSON(w, r, s.maxBody, PT(&req)); err != nil {
			return err
		}
		if err := validate(req); err != nil {
			return err
		}
		creds, err := Credentials(r)
		if err != nil {
			return err
		}
		if creds.Bearer != "" {
			creds.Client = limitKey(ClientIP(r, s.trusted)) // bounds lookups of unknown keys
		}
		if creds.PaymentHeader != "" {
			creds.Resource = s.resourceURL(r, op) // x402 requirements name it
			creds.Discovery = s.discovery[op]
			// The call the payment is for, in a canonical form: should
			// its answer be lost in a crash, the same call redeems it.
			input, err := json.Marshal(req)
			if err != nil {
				return fmt.Errorf("request digest: %w", err)
			}
			creds.Request = payments.RequestDigest(s.routeOf(op), input)
		}
		ri := infoOf(w)
		ri.payerKind = creds.Kind()
		if s.gate == nil {
			return tools.Errorf(tools.CodePaymentUnavailable, "paid routes are not configured on this server")
		}
		call := payments.Call{Op: op, Route: s.routeOf(op), Credentials: creds}
		call.Deadline, _ = writeDeadline(w)
		var res R
		paid, err := s.gate.Run(r.Context(), call, func(ctx context.Context) (err error) {
			res, err = run(ctx, req)
			return err
		})
		ri.payer = paid.Payer
		var refused *payments.RefusedError
		if errors.As(err, &refused) {
			return s.paymentError(w, r, op, s.resourceURL(r, op), refused.Err)
		}
		if err != nil {
			return err
		}
		if paid.Receipt != nil {
			name, value := paid.Receipt.Header()
			w.Header().Set(name, value)
			w.Header().Set("Access-Control-Expose-Headers", name)
		}
		s.countScores(op, res)
		writeResult(w, res)
		paid.Done(r.Context(), flush(w))
		return nil
	}
}

// writeResult writes a paid result, by hand for the two hot shapes.
func writeResult(w http.ResponseWriter, res any) {
	var enc func([]byte) []byte
	switch v := res.(type) {
	case *tools.ScoreResult:
		enc = func(b []byte) []byte { return appendScore(b, v) }
	case *tools.BatchResult:
		enc = func(b []byte) []byte { return appendBatch(b, v) }
	default:
		writeJSON(w, http.StatusOK, res)
		return
	}
	bp := getSlice()
	*bp = append(enc((*bp)[:0]), '\n')
	writeBody(w, http.StatusOK, *bp)
	putSlice(bp)
}

func (s *rest) routeOf(op string) string {
	if p, ok := s.prices.Lookup(op); ok && p.Route != "" {
		return p.Route
	}
	return op
}

func (s *rest) countScores(op string, res any) {
	switch v := res.(type) {
	case *tools.ScoreResult:
		s.metrics.scored(op, v.Grade)
	case *tools.BatchResult:
		for _, it := range v.Results {
			s.metrics.scored(op, it.Grade)
		}
	case *tools.FullResult:
		s.metrics.scored(op, v.Original.Score.Grade)
	}
}

// Credentials extracts what a caller presented for a paid call: a bearer
// API key and/or an x402 payment header (v2 PAYMENT-SIGNATURE, else v1
// X-PAYMENT). An Authorization header that is not "Bearer <key>" is an
// invalid_api_key error. Resource is left for the caller to fill in.
func Credentials(r *http.Request) (payments.Credentials, error) {
	var c payments.Credentials
	if auth := r.Header.Get("Authorization"); auth != "" {
		scheme, token, _ := strings.Cut(auth, " ")
		token = strings.TrimSpace(token)
		if !strings.EqualFold(scheme, "Bearer") || token == "" {
			return c, tools.Errorf(tools.CodeInvalidAPIKey, "the Authorization header must be \"Bearer <API key>\"")
		}
		c.Bearer = payments.Secret(token)
	}
	c.PaymentHeader = payments.PaymentHeader(r.Header)
	return c, nil
}

// resourceURL is the x402 resource URL of op: under the configured public
// URL when there is one, else the request's own.
func (s *rest) resourceURL(r *http.Request, op string) string {
	if s.publicURL != "" {
		return s.publicURL + s.routeOf(op)
	}
	return ResourceURL(r, s.trusted)
}

// ResourceURL is the absolute URL of the requested resource, as x402
// payment requirements name it. The scheme comes from the connection, or
// from X-Forwarded-Proto when the peer is a trusted proxy.
func ResourceURL(r *http.Request, trusted []netip.Prefix) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	} else if p := r.Header.Get("X-Forwarded-Proto"); (p == "https" || p == "http") && inPrefixes(parseHost(r.RemoteAddr), trusted) {
		scheme = p
	}
	return scheme + "://" + r.Host + r.URL.Path
}

// paymentRequiredBody is the 402 answer: x402 v1 payment requirements
// plus our error envelope.
type paymentRequiredBody struct {
	X402Version int       `json:"x402Version"`
	Accepts     []any     `json:"accepts"`
	Error       errorBody `json:"error"`
}

// paymentError writes a payment failure. 402s carry the x402 payment
// requirements (PAYMENT-REQUIRED header for v2, accepts in the body for
// v1) and say how to pay; other failures go through the usual envelope.
func (s *rest) paymentError(w http.ResponseWriter, r *http.Request, op, resource string, err error) error {
	te := PaymentError(err)
	if ErrorStatus(te.Code) != http.StatusPaymentRequired {
		return te
	}
	msg := te.Message
	if te.Code == tools.CodePaymentRequired {
		msg = s.howToPay(op)
	}
	pr, rerr := s.gate.PaymentRequired(op, resource, msg, s.discovery[op])
	if rerr != nil {
		return fmt.Errorf("payment requirements for %s: %w", op, rerr)
	}
	accepts := pr.Accepts
	if accepts == nil {
		accepts = []any{}
	}
	if pr.Header != "" {
		w.Header().Set(payments.HeaderPaymentRequired, pr.Header)
		w.Header().Set("Access-Control-Expose-Headers", payments.HeaderPaymentRequired)
	}
	if te.Err != nil && !errors.Is(te.Err, payments.ErrPaymentRequired) {
		s.log.InfoContext(r.Context(), "payment refused", "operation", op, "code", te.Code, "err", te.Err)
	}
	writeJSON(w, http.StatusPaymentRequired, paymentRequiredBody{
		X402Version: 1,
		Accepts:     accepts,
		Error:       errorBody{Code: te.Code, Message: msg},
	})
	return nil
}

// howToPay is the message of a 402 without payment: the price and both
// ways to pay.
func (s *rest) howToPay(op string) string {
	p, _ := s.prices.Lookup(op)
	if s.gate != nil && s.gate.X402Enabled() {
		return fmt.Sprintf("POST %s costs $%s per call: pay with x402 (USDC; see accepts and the PAYMENT-REQUIRED header) or send Authorization: Bearer <API key>.", p.Route, p.USD)
	}
	return fmt.Sprintf("POST %s costs $%s per call: send Authorization: Bearer <API key> (x402 payments are not enabled on this server).", p.Route, p.USD)
}

// flush sends what w holds to the client and says whether that failed: a
// paid answer that did not reach its caller reopens its payment. A writer
// that cannot flush has written what it was given.
func flush(w http.ResponseWriter) error {
	if err := http.NewResponseController(w).Flush(); !errors.Is(err, http.ErrNotSupported) {
		return err
	}
	return nil
}
