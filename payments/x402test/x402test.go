// Package x402test provides x402 test helpers: payers that sign EIP-3009
// authorizations like the official clients do, an in-memory payment
// ledger, a fake facilitator that speaks the facilitator HTTP API, and
// CDPAuthCheck, which admits only requests carrying a valid CDP JWT.
// It is for tests only; nothing here moves money.
package x402test

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/pqs-dev/pqs/payments"
)

// HardhatKeyHex is Hardhat's well-known test account #0 (address
// 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266). Never fund it.
const HardhatKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"

// HardhatKey returns the key of HardhatKeyHex.
func HardhatKey() *secp256k1.PrivateKey {
	b, _ := hex.DecodeString(HardhatKeyHex)
	return secp256k1.PrivKeyFromBytes(b)
}

// NewKey returns a random throwaway key.
func NewKey() (*secp256k1.PrivateKey, error) {
	return secp256k1.GeneratePrivateKey()
}

// KeyHex returns the 0x hex form of key, as viem's privateKeyToAccount
// takes it.
func KeyHex(key *secp256k1.PrivateKey) string {
	b := key.Key.Bytes()
	return "0x" + hex.EncodeToString(b[:])
}

// Address returns the EIP-55 address of key.
func Address(key *secp256k1.PrivateKey) string {
	return payments.PublicKeyAddress(key.PubKey())
}

// Nonce returns a random EIP-3009 nonce.
func Nonce() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail
	}
	return "0x" + hex.EncodeToString(b[:])
}

// Domain returns the EIP-712 domain a payer signs for requirements r.
func Domain(r payments.PaymentRequirements) (payments.Domain, error) {
	n, ok := payments.LookupNetwork(r.Network)
	if !ok {
		return payments.Domain{}, fmt.Errorf("unknown network %q", r.Network)
	}
	name, _ := r.Extra["name"].(string)
	version, _ := r.Extra["version"].(string)
	return payments.Domain{Name: name, Version: version, ChainID: n.ChainID, VerifyingContract: r.Asset}, nil
}

// Authorization returns the authorization a client makes for r at now:
// value = amount, to = payTo, a random nonce, valid from now-600 s to
// now+maxTimeoutSeconds (what @x402/evm's v1 path and the Go client do).
func Authorization(key *secp256k1.PrivateKey, r payments.PaymentRequirements, now time.Time) payments.Authorization {
	timeout := r.MaxTimeoutSeconds
	if timeout <= 0 {
		timeout = 60
	}
	return payments.Authorization{
		From:        Address(key),
		To:          r.PayTo,
		Value:       r.Amount,
		ValidAfter:  strconv.FormatInt(now.Unix()-600, 10),
		ValidBefore: strconv.FormatInt(now.Unix()+int64(timeout), 10),
		Nonce:       Nonce(),
	}
}

// Sign returns the 0x r‖s‖v signature of a under domain d.
func Sign(key *secp256k1.PrivateKey, d payments.Domain, a payments.Authorization) (string, error) {
	digest, err := payments.AuthorizationDigest(d, a)
	if err != nil {
		return "", err
	}
	return "0x" + hex.EncodeToString(payments.SignDigest(key, digest)), nil
}

// Payload returns a signed v2 payment for r at now. Tests may change it
// and re-sign with Sign to build invalid payments.
func Payload(key *secp256k1.PrivateKey, r payments.PaymentRequirements, now time.Time) (payments.PaymentPayload, error) {
	d, err := Domain(r)
	if err != nil {
		return payments.PaymentPayload{}, err
	}
	a := Authorization(key, r, now)
	sig, err := Sign(key, d, a)
	if err != nil {
		return payments.PaymentPayload{}, err
	}
	return payments.PaymentPayload{
		X402Version: 2,
		Accepted:    r,
		Payload:     payments.ExactPayload{Signature: sig, Authorization: a},
	}, nil
}

// SignPayment returns a signed v2 payment for r at now: the
// PAYMENT-SIGNATURE header value and the payload JSON (the MCP
// _meta["x402/payment"] object).
func SignPayment(key *secp256k1.PrivateKey, r payments.PaymentRequirements, now time.Time) (header string, payload json.RawMessage, err error) {
	p, err := Payload(key, r, now)
	if err != nil {
		return "", nil, err
	}
	return Encode(p)
}

// SignPaymentV1 returns a signed v1 payment for r at now: the X-PAYMENT
// header value and the payload JSON.
func SignPaymentV1(key *secp256k1.PrivateKey, r payments.PaymentRequirementsV1, now time.Time) (header string, payload json.RawMessage, err error) {
	p, err := Payload(key, r.Upgrade(), now)
	if err != nil {
		return "", nil, err
	}
	return Encode(payments.PaymentPayloadV1{
		X402Version: 1, Scheme: r.Scheme, Network: r.Network, Payload: p.Payload,
	})
}

// Encode returns the header form and the JSON of a payment.
func Encode(p any) (header string, payload json.RawMessage, err error) {
	b, err := json.Marshal(p)
	if err != nil {
		return "", nil, err
	}
	h, err := payments.EncodeHeader(p)
	return h, b, err
}
