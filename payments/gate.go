package payments

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"
)

// Payment is an x402 payment recorded in the ledger.
type Payment struct {
	Payer       string // lower-case 0x address (authorization.from)
	Nonce       string // lower-case 0x 32-byte hex
	Network     string // CAIP-2, e.g. eip155:8453
	Asset       string
	Amount      string // atomic units
	Operation   string
	Version     int // x402Version of the payload
	Transaction string
	Settled     bool
	CreatedAt   time.Time
	SettledAt   time.Time
	ValidBefore time.Time
}

// ErrPaymentReplayed is returned by a Ledger for a (payer, nonce) it has seen.
var ErrPaymentReplayed = errors.New("payment already used")

// Ledger records x402 payments. ReservePayment must be atomic on
// (payer, nonce): of concurrent reservations of one payment, exactly one
// succeeds, across processes and restarts.
type Ledger interface {
	// ReservePayment records a verified payment before the work is done.
	ReservePayment(ctx context.Context, p Payment) error
	// SettlePayment marks a reserved payment settled by transaction tx.
	SettlePayment(ctx context.Context, payer, nonce, tx string, at time.Time) error
	// ReleasePayment forgets a reserved, unsettled payment whose work or
	// settlement failed, so the payer's authorization is not lost.
	ReleasePayment(ctx context.Context, payer, nonce string) error
	// Payments lists recorded payments, newest first, at most limit.
	Payments(ctx context.Context, limit int) ([]Payment, error)
}

// Credentials is what a caller presented for a paid call.
type Credentials struct {
	// Bearer is the API key from "Authorization: Bearer ...", if any.
	Bearer Secret
	// PaymentHeader is the raw PAYMENT-SIGNATURE (v2) or X-PAYMENT (v1)
	// header value, if any.
	PaymentHeader string
	// PaymentObject is an x402 PaymentPayload given as JSON (MCP
	// _meta["x402/payment"]), if any.
	PaymentObject json.RawMessage
	// Resource is the URL of the resource being paid for.
	Resource string
}

// Error kinds a Gate reports. Transports map them to codes and statuses.
var (
	ErrPaymentRequired  = errors.New("payment required")
	ErrPaymentInvalid   = errors.New("payment invalid")
	ErrPaymentMalformed = errors.New("payment malformed")
	ErrSettlement       = errors.New("settlement failed")
	ErrUnavailable      = errors.New("payment backend unavailable")
)

// GateConfig configures a Gate.
type GateConfig struct {
	Prices PriceTable
	Keys   KeyStore
	Ledger Ledger
	// X402 is nil when x402 is off (no pay-to address): paid calls then
	// take API keys only.
	X402   *X402Config
	Now    func() time.Time
	Logger *slog.Logger
}

// X402Config configures x402 payments.
type X402Config struct {
	PayTo       string // receiving address
	Network     string // "base" or "base-sepolia"
	Facilitator string // facilitator base URL, or "local"
	// MaxTimeoutSeconds is offered in the requirements (default 300).
	MaxTimeoutSeconds int
}

// Gate decides whether a paid call may run, and charges it afterwards.
type Gate struct {
	cfg GateConfig
}

// NewGate returns a Gate.
func NewGate(cfg GateConfig) (*Gate, error) {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Keys == nil {
		return nil, errors.New("gate: no key store")
	}
	for _, p := range cfg.Prices {
		if _, err := p.Atomic(6); err != nil {
			return nil, fmt.Errorf("gate: %w", err)
		}
	}
	return &Gate{cfg: cfg}, nil
}

// Prices returns the gate's price table.
func (g *Gate) Prices() PriceTable { return g.cfg.Prices }

// X402Enabled reports whether x402 payments are accepted.
func (g *Gate) X402Enabled() bool { return g.cfg.X402 != nil }

// Charge is an authorized paid call. Exactly one of Commit or Cancel must be
// called once the work is done.
type Charge struct {
	g   *Gate
	op  string
	key *Key
	// Payer identifies who pays: a key ID or a payer address.
	Payer string
}

// Begin authorizes a paid call of op. On failure the error wraps one of the
// Err* kinds above (or ErrKeyNotFound, ErrKeyRevoked, ErrQuotaExceeded).
func (g *Gate) Begin(ctx context.Context, op string, c Credentials) (*Charge, error) {
	if _, ok := g.cfg.Prices.Lookup(op); !ok {
		return nil, fmt.Errorf("begin %s: unknown paid operation", op)
	}
	if c.Bearer != "" {
		k, err := Authenticate(ctx, g.cfg.Keys, c.Bearer)
		if err != nil {
			return nil, err
		}
		if err := g.cfg.Keys.Reserve(ctx, k.ID); err != nil {
			return nil, err
		}
		return &Charge{g: g, op: op, key: &k, Payer: k.ID}, nil
	}
	// x402 is added by the payments work; until then only keys pay.
	return nil, ErrPaymentRequired
}

// Commit charges the call: it records the key's usage or settles the
// payment. Receipt, for x402, is the settlement response to return.
func (c *Charge) Commit(ctx context.Context, route string) (receipt *Receipt, err error) {
	if c.key != nil {
		if err := c.g.cfg.Keys.RecordUsage(ctx, c.key.ID, route, c.g.cfg.Now()); err != nil {
			return nil, fmt.Errorf("record usage: %w", err)
		}
		return nil, nil
	}
	return nil, nil
}

// Cancel releases the call without charging: its work failed.
func (c *Charge) Cancel(ctx context.Context) {
	if c.key != nil {
		if err := c.g.cfg.Keys.Release(ctx, c.key.ID); err != nil {
			c.g.cfg.Logger.ErrorContext(ctx, "release key reservation", "key", c.key.ID, "err", err)
		}
	}
}

// Receipt is an x402 settlement response.
type Receipt struct {
	Success     bool   `json:"success"`
	Transaction string `json:"transaction"`
	Network     string `json:"network"`
	Payer       string `json:"payer,omitempty"`
	ErrorReason string `json:"errorReason,omitempty"`
	// Version is the x402Version of the payment; it picks the header name.
	Version int `json:"-"`
}
