package payments

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// HTTP header names of x402. Go canonicalizes header names, so lookups
// through http.Header are case-insensitive.
const (
	HeaderPaymentRequired  = "PAYMENT-REQUIRED"   // v2, on a 402
	HeaderPaymentSignature = "PAYMENT-SIGNATURE"  // v2, the payment
	HeaderPaymentResponse  = "PAYMENT-RESPONSE"   // v2, the settlement
	HeaderXPayment         = "X-PAYMENT"          // v1, the payment
	HeaderXPaymentResponse = "X-PAYMENT-RESPONSE" // v1, the settlement
)

// MCP _meta keys of the coinbase x402 MCP convention.
const (
	MetaPayment         = "x402/payment"
	MetaPaymentResponse = "x402/payment-response"
)

// SchemeExact is the only scheme we accept: an EIP-3009 authorization of
// exactly the price.
const SchemeExact = "exact"

// ResourceInfo describes the paid resource (v2).
type ResourceInfo struct {
	URL         string `json:"url"`
	Description string `json:"description"`
	MimeType    string `json:"mimeType"`
}

// PaymentRequirements is one way to pay (v2).
type PaymentRequirements struct {
	Scheme            string         `json:"scheme"`
	Network           string         `json:"network"` // CAIP-2
	Amount            string         `json:"amount"`  // atomic units
	Asset             string         `json:"asset"`
	PayTo             string         `json:"payTo"`
	MaxTimeoutSeconds int            `json:"maxTimeoutSeconds"`
	Extra             map[string]any `json:"extra,omitempty"`
}

// PaymentRequirementsV1 is one way to pay (v1). The v1 JS client requires
// resource, description and mimeType, so they are never omitted.
type PaymentRequirementsV1 struct {
	Scheme            string         `json:"scheme"`
	Network           string         `json:"network"` // v1 name, e.g. base-sepolia
	MaxAmountRequired string         `json:"maxAmountRequired"`
	Resource          string         `json:"resource"`
	Description       string         `json:"description"`
	MimeType          string         `json:"mimeType"`
	PayTo             string         `json:"payTo"`
	MaxTimeoutSeconds int            `json:"maxTimeoutSeconds"`
	Asset             string         `json:"asset"`
	Extra             map[string]any `json:"extra,omitempty"`
	// OutputSchema carries the x402 Bazaar discovery metadata in its v1
	// form (see Discovery); nil when there is none.
	OutputSchema map[string]any `json:"outputSchema,omitempty"`
}

// Authorization is an EIP-3009 TransferWithAuthorization message. Numbers
// are decimal strings, nonce is 0x and 32 bytes of hex.
type Authorization struct {
	From        string `json:"from"`
	To          string `json:"to"`
	Value       string `json:"value"`
	ValidAfter  string `json:"validAfter"`
	ValidBefore string `json:"validBefore"`
	Nonce       string `json:"nonce"`
}

// ExactPayload is the scheme payload of an exact EVM payment.
type ExactPayload struct {
	Signature     string        `json:"signature"` // 0x r‖s‖v
	Authorization Authorization `json:"authorization"`
}

// PaymentPayload is a v2 payment (PAYMENT-SIGNATURE, or MCP _meta).
type PaymentPayload struct {
	X402Version int                 `json:"x402Version"`
	Resource    *ResourceInfo       `json:"resource,omitempty"`
	Accepted    PaymentRequirements `json:"accepted"`
	Payload     ExactPayload        `json:"payload"`
	Extensions  map[string]any      `json:"extensions,omitempty"`
}

// PaymentPayloadV1 is a v1 payment (X-PAYMENT).
type PaymentPayloadV1 struct {
	X402Version int          `json:"x402Version"`
	Scheme      string       `json:"scheme"`
	Network     string       `json:"network"`
	Payload     ExactPayload `json:"payload"`
}

// VerifyResponse is a facilitator's /verify answer.
type VerifyResponse struct {
	IsValid        bool   `json:"isValid"`
	InvalidReason  string `json:"invalidReason,omitempty"`
	InvalidMessage string `json:"invalidMessage,omitempty"`
	Payer          string `json:"payer,omitempty"`
}

// SettleResponse is a facilitator's /settle answer, and what we echo to the
// payer in PAYMENT-RESPONSE / X-PAYMENT-RESPONSE.
type SettleResponse struct {
	Success      bool   `json:"success"`
	ErrorReason  string `json:"errorReason,omitempty"`
	ErrorMessage string `json:"errorMessage,omitempty"`
	Payer        string `json:"payer,omitempty"`
	Transaction  string `json:"transaction"`
	Network      string `json:"network"`
	Amount       string `json:"amount,omitempty"`
}

// SupportedKind is one (version, scheme, network) a facilitator handles.
type SupportedKind struct {
	X402Version int            `json:"x402Version"`
	Scheme      string         `json:"scheme"`
	Network     string         `json:"network"`
	Extra       map[string]any `json:"extra,omitempty"`
}

// Supported is a facilitator's /supported answer.
type Supported struct {
	Kinds      []SupportedKind     `json:"kinds"`
	Extensions []string            `json:"extensions,omitempty"`
	Signers    map[string][]string `json:"signers,omitempty"`
}

// EncodeHeader returns the x402 header form of v: standard base64, with
// padding, of its JSON.
func EncodeHeader(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

// DecodeHeader decodes an x402 header into its JSON bytes. It takes
// standard base64 with or without padding, and the URL-safe alphabet,
// because clients differ.
func DecodeHeader(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, errors.New("empty header")
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			return b, nil
		}
	}
	return nil, errors.New("not base64")
}

// PaymentHeader returns the payment a request carries: PAYMENT-SIGNATURE
// (v2) first, then X-PAYMENT (v1); "" when there is none.
func PaymentHeader(h http.Header) string {
	// The canonical keys, looked up directly: Get would canonicalize (and
	// allocate) on every paid call.
	if v := h["Payment-Signature"]; len(v) > 0 && v[0] != "" {
		return v[0]
	}
	if v := h["X-Payment"]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Version returns the x402Version field of a JSON document.
func Version(doc []byte) (int, error) {
	var v struct {
		X402Version *int `json:"x402Version"`
	}
	if err := json.Unmarshal(doc, &v); err != nil {
		return 0, fmt.Errorf("not a JSON object: %w", err)
	}
	if v.X402Version == nil {
		return 0, errors.New("no x402Version")
	}
	return *v.X402Version, nil
}

// Upgrade returns r in v2 form (the resource fields are dropped).
func (r PaymentRequirementsV1) Upgrade() PaymentRequirements {
	network := r.Network
	if n, ok := LookupNetwork(network); ok && n.Name == network {
		network = n.CAIP2
	}
	return PaymentRequirements{
		Scheme: r.Scheme, Network: network, Amount: r.MaxAmountRequired, Asset: r.Asset,
		PayTo: r.PayTo, MaxTimeoutSeconds: r.MaxTimeoutSeconds, Extra: r.Extra,
	}
}

// payment is a decoded payment of either version, normalized to v2.
type payment struct {
	version int
	raw     json.RawMessage // the JSON as the payer sent it
	v2      PaymentPayload  // v1 payloads are upgraded; Accepted then has only scheme and network
}

// parsePayment decodes a payment from its JSON, of either version.
func parsePayment(doc []byte) (*payment, error) {
	ver, err := Version(doc)
	if err != nil {
		return nil, err
	}
	p := &payment{version: ver, raw: json.RawMessage(bytes.Clone(doc))}
	switch ver {
	case 2:
		if err := json.Unmarshal(doc, &p.v2); err != nil {
			return nil, fmt.Errorf("v2 payload: %w", err)
		}
	case 1:
		var v1 PaymentPayloadV1
		if err := json.Unmarshal(doc, &v1); err != nil {
			return nil, fmt.Errorf("v1 payload: %w", err)
		}
		p.v2 = v1.Upgrade()
	default:
		// Readable but not ours: a refused payment (402 with our
		// requirements), not a malformed one.
		return nil, invalid(ReasonInvalidVersion, "x402Version %d not supported (1 or 2)", ver)
	}
	return p, nil
}

// Upgrade returns p in v2 form, for VerifyExact: "accepted" carries only
// scheme and network (CAIP-2 when known).
func (p PaymentPayloadV1) Upgrade() PaymentPayload {
	network := p.Network
	if n, ok := LookupNetwork(network); ok && n.Name == network {
		network = n.CAIP2
	}
	return PaymentPayload{
		X402Version: p.X402Version,
		Accepted:    PaymentRequirements{Scheme: p.Scheme, Network: network},
		Payload:     p.Payload,
	}
}

// decodePaymentObject accepts an MCP _meta["x402/payment"] value: a JSON
// object, or a JSON string holding the base64 header form.
func decodePaymentObject(raw json.RawMessage) ([]byte, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '"' {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, err
		}
		return DecodeHeader(s)
	}
	return raw, nil
}
