package payments

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"
)

// Reasons a payment is refused. They are the open error codes facilitators
// use (x402 spec v2 §9 and the coinbase Go SDK), so that a reason reads the
// same whether we or a facilitator found it.
const (
	ReasonInvalidPayload    = "invalid_payload"
	ReasonInvalidVersion    = "invalid_x402_version"
	ReasonUnsupportedScheme = "unsupported_scheme"
	ReasonWrongNetwork      = "invalid_network"
	ReasonWrongAmount       = "invalid_exact_evm_payload_authorization_value_mismatch"
	ReasonWrongPayTo        = "invalid_exact_evm_payload_recipient_mismatch"
	ReasonWrongAsset        = "invalid_exact_evm_asset_mismatch"
	ReasonExpired           = "invalid_exact_evm_payload_authorization_valid_before"
	ReasonNotYetValid       = "invalid_exact_evm_payload_authorization_valid_after"
	ReasonMissingDomain     = "invalid_exact_evm_missing_eip712_domain"
	ReasonBadSignature      = "invalid_exact_evm_payload_signature"
	ReasonNonceUsed         = "invalid_exact_evm_nonce_already_used"
)

// validBeforeBuffer is how long an authorization must still be valid when
// we accept it, so that it can still be settled (the Go facilitator's 6 s:
// about three Base blocks).
const validBeforeBuffer = 6 * time.Second

// VerifyError is a payment that failed verification. It wraps
// ErrPaymentInvalid.
type VerifyError struct {
	Reason  string // one of the Reason* codes, or a facilitator's
	Message string // for people: what was wrong
}

func (e *VerifyError) Error() string { return ErrPaymentInvalid.Error() + ": " + e.Message }

// Unwrap makes errors.Is(err, ErrPaymentInvalid) true.
func (e *VerifyError) Unwrap() error { return ErrPaymentInvalid }

func invalid(reason, format string, args ...any) *VerifyError {
	return &VerifyError{Reason: reason, Message: fmt.Sprintf(format, args...)}
}

// Reason returns the machine reason of a payment error: the VerifyError's
// or SettleError's code, ReasonNonceUsed for a replay, "" otherwise.
func Reason(err error) string {
	var ve *VerifyError
	if errors.As(err, &ve) {
		return ve.Reason
	}
	var se *SettleError
	if errors.As(err, &se) {
		return se.Reason
	}
	if errors.Is(err, ErrPaymentReplayed) {
		return ReasonNonceUsed
	}
	return ""
}

// VerifyExact checks an exact-scheme EVM payment against the requirements
// we offered, offline, at time now (research rules 1-10): version and
// scheme, network, the accepted requirement, recipient, amount, validity
// window, EIP-712 domain, and the signature (65 bytes, v 27/28, low s,
// recovering to authorization.from). It returns the payer's address.
//
// A v1 payment is checked after upgrading it (its "accepted" then carries
// only scheme and network). What needs the chain (nonce unused, balance,
// smart-wallet signatures) is the facilitator's job; the replay of a
// nonce is the ledger's.
func VerifyExact(p PaymentPayload, r PaymentRequirements, now time.Time) (payer string, err error) {
	// 1. version and scheme
	if p.X402Version != 1 && p.X402Version != 2 {
		return "", invalid(ReasonInvalidVersion, "x402Version %d not supported (1 or 2)", p.X402Version)
	}
	if p.Accepted.Scheme != SchemeExact || r.Scheme != SchemeExact {
		return "", invalid(ReasonUnsupportedScheme, "scheme %q not supported (exact)", p.Accepted.Scheme)
	}
	// 2. network
	want, ok := LookupNetwork(r.Network)
	if !ok {
		return "", invalid(ReasonWrongNetwork, "network %q of the requirements is not supported", r.Network)
	}
	got, ok := LookupNetwork(p.Accepted.Network)
	if !ok || got.CAIP2 != want.CAIP2 {
		return "", invalid(ReasonWrongNetwork, "network %q != required %s", p.Accepted.Network, want.CAIP2)
	}
	price, err := parseUint256(r.Amount)
	if err != nil {
		return "", invalid(ReasonInvalidPayload, "requirements amount: %v", err)
	}
	// 3. the requirement the payer accepted is the one we offer (v2 echoes it)
	if p.X402Version == 2 {
		if a, err := parseUint256(p.Accepted.Amount); err != nil || a.Cmp(price) != 0 {
			return "", invalid(ReasonWrongAmount, "accepted amount %q != price %s", p.Accepted.Amount, r.Amount)
		}
		if !sameAddress(p.Accepted.Asset, r.Asset) {
			return "", invalid(ReasonWrongAsset, "accepted asset %q != %s", p.Accepted.Asset, r.Asset)
		}
		if !sameAddress(p.Accepted.PayTo, r.PayTo) {
			return "", invalid(ReasonWrongPayTo, "accepted payTo %q != %s", p.Accepted.PayTo, r.PayTo)
		}
	}
	a := p.Payload.Authorization
	if _, err := authorizationHash(a); err != nil {
		return "", invalid(ReasonInvalidPayload, "authorization: %v", err)
	}
	// 4. recipient
	if !sameAddress(a.To, r.PayTo) {
		return "", invalid(ReasonWrongPayTo, "authorization to %s != payTo %s", a.To, r.PayTo)
	}
	// 5. amount: exactly the price
	if v, _ := parseUint256(a.Value); v.Cmp(price) != 0 {
		return "", invalid(ReasonWrongAmount, "value %s != price %s", a.Value, r.Amount)
	}
	// 6, 7. validity window
	before, _ := parseUint256(a.ValidBefore)
	if before.Cmp(big.NewInt(now.Add(validBeforeBuffer).Unix())) < 0 {
		return "", invalid(ReasonExpired, "authorization expired: validBefore %s is before now+%v (%d)",
			a.ValidBefore, validBeforeBuffer, now.Add(validBeforeBuffer).Unix())
	}
	after, _ := parseUint256(a.ValidAfter)
	if after.Cmp(big.NewInt(now.Unix())) > 0 {
		return "", invalid(ReasonNotYetValid, "authorization not yet valid: validAfter %s is after now (%d)",
			a.ValidAfter, now.Unix())
	}
	// 8. EIP-712 domain
	name, _ := r.Extra["name"].(string)
	version, _ := r.Extra["version"].(string)
	if name == "" || version == "" {
		return "", invalid(ReasonMissingDomain, "requirements lack extra.name and extra.version (the token's EIP-712 domain)")
	}
	// 9, 10. signature by from
	sig, err := parseSignature(p.Payload.Signature)
	if err != nil {
		return "", invalid(ReasonBadSignature, "bad signature: %v", err)
	}
	digest, err := AuthorizationDigest(Domain{Name: name, Version: version, ChainID: want.ChainID, VerifyingContract: r.Asset}, a)
	if err != nil {
		return "", invalid(ReasonInvalidPayload, "typed data: %v", err)
	}
	signer, err := RecoverAddress(digest, sig)
	if err != nil {
		return "", invalid(ReasonBadSignature, "bad signature: %v", err)
	}
	if !sameAddress(signer, a.From) {
		return "", invalid(ReasonBadSignature, "bad signature: signed by %s, not by from %s", signer, a.From)
	}
	return signer, nil
}

// lowerHex normalizes an address or nonce for ledger keys.
func lowerHex(s string) string { return strings.ToLower(s) }
