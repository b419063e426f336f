package payments

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
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

	// Boot is the process that reserved the payment (GateConfig.Boot):
	// when it dies with the payment unsettled, another resolves it.
	Boot int64
	// Request is a digest of the call the payment was for
	// (Credentials.Request): a payment settled for a call that was never
	// answered is redeemed only by the same call.
	Request string
	// Payload and Requirements are what the facilitator was (or would
	// have been) sent, so that a reservation its process left behind can
	// be checked there. Empty in local mode.
	Payload, Requirements json.RawMessage
	// Redeem says where the answer of a settled payment's call stands:
	// AnswerPending (under Boot), RedeemNone, RedeemOpen until
	// RedeemBefore, RedeemUsed.
	Redeem       int
	RedeemBefore time.Time
}

// Redemption states of a Payment. A settled payment is AnswerPending while
// the process Boot writes its call's answer: the one that settled it, or
// one that redeems it. Written, the payment is RedeemNone (or RedeemUsed,
// once redeemed); not written (the process died, the caller left, the
// redeeming call failed), it is RedeemOpen: the same call may be served
// once more, which makes it AnswerPending again.
const (
	RedeemNone    = iota // an ordinary payment, its call answered
	RedeemOpen           // settled, its call never answered: the same call may be served once
	RedeemUsed           // that call was served, redeemed
	AnswerPending        // settled, its answer being written (SettlePayment and RedeemPayment set it)
)

// ErrPaymentReplayed is returned by a Ledger for a (payer, nonce) it has
// seen. The Gate wraps it with context; it is not an ErrPaymentInvalid, so
// transports test for it first and report payment_replayed.
var ErrPaymentReplayed = errors.New("payment already used")

// Ledger records x402 payments. ReservePayment must be atomic on
// (payer, nonce): of concurrent reservations of one payment, exactly one
// succeeds, across processes and restarts.
type Ledger interface {
	// ReservePayment records a verified payment before the work is done.
	ReservePayment(ctx context.Context, p Payment) error
	// SettlePayment marks a reserved payment settled by transaction tx,
	// its answer pending (AnswerPending, for a RecoveringLedger).
	SettlePayment(ctx context.Context, payer, nonce, tx string, at time.Time) error
	// ReleasePayment forgets a reserved, unsettled payment whose work or
	// settlement failed, so the payer's authorization is not lost.
	ReleasePayment(ctx context.Context, payer, nonce string) error
	// Payments lists recorded payments, newest first, at most limit.
	Payments(ctx context.Context, limit int) ([]Payment, error)
}

// RecoveringLedger is a Ledger that can resolve the reservations of a
// process that died mid-call, and serve the payments that such a process
// settled without answering. The Gate uses these methods when its ledger
// has them (see Gate.Reconcile).
//
// Every change of state names the state it starts from, so that a change
// decided on a stale reading does nothing: a reconciler that took long to
// ask the facilitator must not reopen a payment that another resolved and
// that has been redeemed since.
type RecoveringLedger interface {
	Ledger
	// OrphanedPayments lists the payments made before before by
	// processes other than live that are no longer running, and that they
	// left unsettled or settled with their answer pending.
	OrphanedPayments(ctx context.Context, live int64, before time.Time) ([]Payment, error)
	// AnsweredPayment records that process boot wrote the answer of the
	// call a settled payment paid for: AnswerPending under boot to
	// RedeemNone (RedeemUsed when it was a redemption).
	AnsweredPayment(ctx context.Context, payer, nonce string, boot int64) error
	// ResolvePayment ends the pending state p was read in: unsettled, or
	// AnswerPending, under process p.Boot. Settled, it is recorded as
	// settled (by p.Transaction when the ledger has none) and RedeemOpen
	// until redeemBefore; not settled, it is forgotten, so that the payer
	// may present it again. It reports false, changing nothing, when the
	// payment has left that state since (resolved by another process,
	// redeemed, answered, or forgotten and reserved anew).
	ResolvePayment(ctx context.Context, p Payment, settled bool, redeemBefore time.Time) (bool, error)
	// RedeemPayment takes a RedeemOpen payment of (payer, nonce) for
	// request, open until after at, to serve that call in process boot
	// (AnswerPending under boot), and returns it; ErrNotRedeemable if
	// there is none.
	RedeemPayment(ctx context.Context, payer, nonce, request string, at time.Time, boot int64) (Payment, error)
}

// ErrNotRedeemable is returned by RecoveringLedger.RedeemPayment when no
// payment of that (payer, nonce) waits to serve that request.
var ErrNotRedeemable = errors.New("payment not redeemable")

// Credentials is what a caller presented for a paid call.
type Credentials struct {
	// Bearer is the API key from "Authorization: Bearer ...", if any.
	Bearer Secret
	// PaymentHeader is the raw PAYMENT-SIGNATURE (v2) or X-PAYMENT (v1)
	// header value, if any (see PaymentHeader).
	PaymentHeader string
	// PaymentObject is an x402 PaymentPayload from MCP
	// _meta["x402/payment"]: a JSON object, or a JSON string holding the
	// base64 header form.
	PaymentObject json.RawMessage
	// Resource is the absolute URL of the resource being paid for
	// (mcp://tool/NAME for MCP tools). It is sent to the facilitator.
	Resource string
	// Discovery is the x402 Bazaar metadata of the resource, if any: a v1
	// payment's requirements carry it to the facilitator (in v2 the payer
	// echoes the 402's extensions in its payment).
	Discovery *Discovery
	// Client names the caller as the free limit counts callers (its IP,
	// or /64), for a ClientKeyMeter; "" when unknown (stdio).
	Client string
	// Request is a digest of the call (RequestDigest of its route and
	// input) that an x402 payment pays for: a payment settled for a call
	// whose answer was lost in a crash serves that same call once more.
	Request string
}

// RequestDigest is the Credentials.Request of a call of route with input,
// the request in a canonical JSON form.
func RequestDigest(route string, input []byte) string {
	h := sha256.New()
	h.Write([]byte(route))
	h.Write([]byte{0})
	h.Write(input)
	return hex.EncodeToString(h.Sum(nil))
}

// Error kinds a Gate reports. Transports map them to codes and statuses:
// ErrPaymentReplayed (test it first) -> payment_replayed 402,
// ErrPaymentRequired -> 402, ErrPaymentInvalid -> 402,
// ErrPaymentMalformed -> 400, ErrSettlement -> 402, ErrUnavailable -> 503.
var (
	ErrPaymentRequired  = errors.New("payment required")
	ErrPaymentInvalid   = errors.New("payment invalid")
	ErrPaymentMalformed = errors.New("payment malformed")
	ErrSettlement       = errors.New("settlement failed")
	ErrUnavailable      = errors.New("payment backend unavailable")
)

// SettleError is a settlement the facilitator refused. It wraps
// ErrSettlement.
type SettleError struct {
	Reason  string
	Message string
}

func (e *SettleError) Error() string { return ErrSettlement.Error() + ": " + e.Message }

// Unwrap makes errors.Is(err, ErrSettlement) true.
func (e *SettleError) Unwrap() error { return ErrSettlement }

// GateConfig configures a Gate.
type GateConfig struct {
	Prices PriceTable
	// Keys checks API keys and meters their calls.
	Keys KeyMeter
	// Ledger records x402 payments; required when X402 is set.
	Ledger Ledger
	// X402 is nil when x402 is off (no pay-to address): paid calls then
	// take API keys only.
	X402 *X402Config
	// Metrics is where pqs_paid_calls_total is registered (main's
	// registry); nil keeps it private.
	Metrics prometheus.Registerer
	Now     func() time.Time
	Logger  *slog.Logger
	// Boot identifies this process in the ledger: the reservations it
	// leaves when it dies are resolved by another (Reconcile). Processes
	// sharing a ledger must have distinct boots; with PostgreSQL, the
	// meter's (metering.Meter.Boot), which a live process holds a lock on.
	Boot int64
	// ReconcileAfter is how old an orphaned reservation must be before
	// Reconcile resolves it (default 1 minute): long enough for a
	// settlement the dead process had started to land on chain.
	ReconcileAfter time.Duration
	// RedeemWindow is how long a payment settled for a call that was never
	// answered can serve that call (default 24 hours).
	RedeemWindow time.Duration
}

// X402Config configures x402 payments.
type X402Config struct {
	PayTo string // receiving address (PQS_X402_PAY_TO)
	// Network is "base" (default) or "base-sepolia" (or their CAIP-2 ids).
	Network string
	// Facilitator is a facilitator base URL, FacilitatorLocal ("local"), or
	// "" for the default: FacilitatorCDP with a CDPAuth, FacilitatorPayAI
	// with a PayAIAuth, else the network's. Base mainnet has no keyless
	// default: the public facilitator serves testnets only, so NewGate
	// fails.
	Facilitator string
	// MaxTimeoutSeconds is offered in the requirements (default 300).
	MaxTimeoutSeconds int
	// FacilitatorTimeout bounds one facilitator request
	// (DefaultFacilitatorTimeout); a transport failure is retried once.
	FacilitatorTimeout time.Duration
	// FacilitatorHeader is sent with every facilitator request, e.g. an
	// Authorization header for a facilitator that takes a static key.
	FacilitatorHeader http.Header
	// FacilitatorAuth authenticates every facilitator request (CDPAuth,
	// PayAIAuth); nil sends none.
	FacilitatorAuth Authorizer
	// ChainRPC is an Ethereum JSON-RPC URL of the network, from which
	// Reconcile reads whether an authorization a stopped process left
	// unsettled was settled (its transaction) or not (cancelled, or never
	// used); "" means the network's public endpoint (Network.RPC).
	ChainRPC string
	// HTTPClient for the facilitator and the chain; nil means
	// http.DefaultClient.
	HTTPClient *http.Client
	// Unlisted keeps the paid resources out of x402 discovery catalogs
	// (the Bazaar, PQS_X402_DISCOVERABLE=false): no 402 carries the
	// bazaar extension, and v1 requirements say "discoverable": false.
	Unlisted bool
}

// Gate decides whether a paid call may run, and charges it afterwards.
type Gate struct {
	cfg     GateConfig
	network Network
	payTo   string
	fac     *Facilitator // nil in local mode
	chain   *Chain       // with fac, where settlements are read after a crash
	offers  map[string]PaymentRequirements
	calls   *callMetrics
}

// NewGate returns a Gate. It checks the configuration: prices, the pay-to
// address (an EIP-55 checksum typo is refused), network and facilitator.
func NewGate(cfg GateConfig) (*Gate, error) {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Keys == nil {
		return nil, errors.New("gate: no key meter")
	}
	if cfg.ReconcileAfter <= 0 {
		cfg.ReconcileAfter = time.Minute
	}
	if cfg.RedeemWindow <= 0 {
		cfg.RedeemWindow = 24 * time.Hour
	}
	for _, p := range cfg.Prices {
		if _, err := p.Atomic(6); err != nil {
			return nil, fmt.Errorf("gate: %w", err)
		}
	}
	g := &Gate{cfg: cfg, calls: newCallMetrics(cfg.Metrics)}
	if cfg.X402 == nil {
		return g, nil
	}
	x := *cfg.X402
	if cfg.Ledger == nil {
		return nil, errors.New("gate: x402 needs a payment ledger")
	}
	payTo, err := ChecksumAddress(strings.TrimSpace(x.PayTo))
	if err != nil {
		return nil, fmt.Errorf("gate: x402 pay-to: %w", err)
	}
	if x.Network == "" {
		x.Network = "base"
	}
	n, ok := LookupNetwork(x.Network)
	if !ok {
		return nil, fmt.Errorf("gate: x402 network %q: want base or base-sepolia", x.Network)
	}
	if x.Facilitator == "" {
		// A facilitator's own key names it.
		switch x.FacilitatorAuth.(type) {
		case *CDPAuth:
			x.Facilitator = FacilitatorCDP
		case *PayAIAuth:
			x.Facilitator = FacilitatorPayAI
		default:
			x.Facilitator = n.Facilitator
		}
	}
	switch {
	case x.Facilitator == "":
		return nil, fmt.Errorf("gate: x402 on %s needs a facilitator (PQS_X402_FACILITATOR): the keyless public one "+
			"(%s) serves testnets only; set CDP_API_KEY_ID and CDP_API_KEY_SECRET for Coinbase CDP (%s), "+
			"a mainnet facilitator URL such as PayAI's (%s, no key up to its free tier), or %q for offline "+
			"verification that moves no money", n.Name, FacilitatorX402Org, FacilitatorCDP, FacilitatorPayAI, FacilitatorLocal)
	case x.Facilitator == FacilitatorLocal:
	default:
		u, err := url.Parse(x.Facilitator)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			return nil, fmt.Errorf("gate: x402 facilitator %q: want an http(s) URL or %q", x.Facilitator, FacilitatorLocal)
		}
		g.fac = &Facilitator{URL: x.Facilitator, Client: x.HTTPClient, Timeout: x.FacilitatorTimeout,
			Header: x.FacilitatorHeader, Auth: x.FacilitatorAuth}
		if x.ChainRPC == "" {
			x.ChainRPC = n.RPC
		}
		if u, err := url.Parse(x.ChainRPC); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			return nil, fmt.Errorf("gate: x402 chain RPC: want an http(s) URL")
		}
		g.chain = &Chain{URL: x.ChainRPC, Client: x.HTTPClient, Timeout: x.FacilitatorTimeout}
	}
	if x.MaxTimeoutSeconds <= 0 {
		x.MaxTimeoutSeconds = 300
	}
	g.cfg.X402 = &x
	g.network = n
	g.payTo = payTo
	g.offers = make(map[string]PaymentRequirements, len(cfg.Prices))
	for _, p := range cfg.Prices {
		amount, _ := p.Atomic(n.Decimals)
		g.offers[p.Operation] = PaymentRequirements{
			Scheme:            SchemeExact,
			Network:           n.CAIP2,
			Amount:            amount,
			Asset:             n.USDC,
			PayTo:             payTo,
			MaxTimeoutSeconds: x.MaxTimeoutSeconds,
			Extra:             map[string]any{"name": n.TokenName, "version": n.TokenVersion},
		}
	}
	return g, nil
}

// Prices returns the gate's price table.
func (g *Gate) Prices() PriceTable { return g.cfg.Prices }

// X402Enabled reports whether x402 payments are accepted.
func (g *Gate) X402Enabled() bool { return g.cfg.X402 != nil }

// Network returns the network x402 payments are taken on (zero when off).
func (g *Gate) Network() Network { return g.network }

// Local reports whether payments are verified offline and not settled on
// chain (facilitator "local").
func (g *Gate) Local() bool { return g.X402Enabled() && g.fac == nil }

// startCheckTimeout bounds the /supported check of Start, retry included.
const startCheckTimeout = 10 * time.Second

// Start checks the facilitator's /supported against what we offer and logs
// the outcome. A facilitator that is down or lacks our network is logged,
// not fatal: payments then fail per call with ErrUnavailable or a verdict.
// The serve command calls it once at start-up.
func (g *Gate) Start(ctx context.Context) error {
	log := g.cfg.Logger
	if !g.X402Enabled() {
		log.InfoContext(ctx, "x402 off: paid routes take API keys only")
		return nil
	}
	if g.fac == nil {
		level := slog.LevelWarn
		if g.network.Name == "base-sepolia" {
			level = slog.LevelInfo
		}
		log.Log(ctx, level, "x402 in local mode: payments are verified offline and recorded, no money moves",
			"network", g.network.Name, "pay_to", g.payTo)
		return nil
	}
	// Bounded: a hanging facilitator must not hold up start-up.
	sctx, cancel := context.WithTimeout(ctx, startCheckTimeout)
	defer cancel()
	sup, err := g.fac.Supported(sctx)
	if err != nil {
		log.ErrorContext(ctx, "x402 facilitator unreachable at start-up; payments fail until it answers",
			"facilitator", g.fac.URL, "err", err)
		return nil
	}
	for _, want := range []SupportedKind{
		{X402Version: 2, Scheme: SchemeExact, Network: g.network.CAIP2},
		{X402Version: 1, Scheme: SchemeExact, Network: g.network.Name},
	} {
		found := false
		for _, k := range sup.Kinds {
			if k.X402Version == want.X402Version && k.Scheme == want.Scheme && k.Network == want.Network {
				found = true
			}
		}
		if !found {
			log.WarnContext(ctx, "x402 facilitator does not list a kind we accept; such payments will fail",
				"facilitator", g.fac.URL, "x402_version", want.X402Version, "scheme", want.Scheme, "network", want.Network)
		}
	}
	log.InfoContext(ctx, "x402 on", "network", g.network.Name, "pay_to", g.payTo, "facilitator", g.fac.URL,
		"kinds", len(sup.Kinds))
	return nil
}

// PaymentRequired is what a 402 answer carries, built by Gate.PaymentRequired.
type PaymentRequired struct {
	// Header is the base64 v2 PaymentRequired for the PAYMENT-REQUIRED
	// header; "" when x402 is off.
	Header string
	// Accepts are the v1 requirements for the JSON body
	// {"x402Version":1,"accepts":[...],"error":{...}}; empty (not nil)
	// when x402 is off.
	Accepts []any
	// V2 is the v2 PaymentRequired object (a PaymentRequiredV2), for the
	// MCP tool error result; nil when x402 is off.
	V2 any
}

// PaymentRequiredV2 is the v2 402 answer, sent base64-encoded in the
// PAYMENT-REQUIRED header and as an MCP tool's error result.
type PaymentRequiredV2 struct {
	X402Version int                   `json:"x402Version"`
	Error       string                `json:"error,omitempty"`
	Resource    *ResourceInfo         `json:"resource,omitempty"`
	Accepts     []PaymentRequirements `json:"accepts"`
	Extensions  map[string]any        `json:"extensions,omitempty"`
}

// PaymentRequiredV1 is the v1 402 body.
type PaymentRequiredV1 struct {
	X402Version int                     `json:"x402Version"`
	Error       string                  `json:"error,omitempty"`
	Accepts     []PaymentRequirementsV1 `json:"accepts"`
}

// PaymentRequired returns the payment requirements of op for a 402 answer.
// resource is the absolute URL being paid for (mcp://tool/NAME for MCP);
// reason says why payment is (still) required and becomes the v2 "error";
// d, when not nil, is the resource's x402 Bazaar metadata: the v2 answer
// carries it as extensions.bazaar and the v1 requirements as outputSchema
// (unless X402Config.Unlisted, see there).
func (g *Gate) PaymentRequired(op, resource, reason string, d *Discovery) (PaymentRequired, error) {
	if _, ok := g.cfg.Prices.Lookup(op); !ok {
		return PaymentRequired{}, fmt.Errorf("payment required: unknown paid operation %q", op)
	}
	if !g.X402Enabled() {
		return PaymentRequired{Accepts: []any{}}, nil
	}
	if reason == "" {
		reason = "payment required: pay with x402 (" + HeaderPaymentSignature + " or " + HeaderXPayment + ") or use an API key"
	}
	r2 := g.offers[op]
	info := g.resourceInfo(op, resource)
	v2 := PaymentRequiredV2{X402Version: 2, Error: reason, Resource: &info, Accepts: []PaymentRequirements{r2}}
	if d != nil && !g.cfg.X402.Unlisted {
		v2.Extensions = map[string]any{ExtensionBazaar: d}
	}
	h, err := EncodeHeader(v2)
	if err != nil {
		return PaymentRequired{}, fmt.Errorf("payment required: %w", err)
	}
	return PaymentRequired{Header: h, Accepts: []any{g.requirementsV1(op, info, d)}, V2: v2}, nil
}

// Requirements returns the v2 requirement we offer for op (false when
// x402 is off or op is not paid).
func (g *Gate) Requirements(op string) (PaymentRequirements, bool) {
	r, ok := g.offers[op]
	return r, ok
}

func (g *Gate) resourceInfo(op, resource string) ResourceInfo {
	if resource == "" {
		// Clients validate resource as a URL; this one names the op.
		resource = "urn:x-pqs:" + op
	}
	return ResourceInfo{URL: resource, Description: g.describe(op), MimeType: "application/json"}
}

func (g *Gate) describe(op string) string {
	p, _ := g.cfg.Prices.Lookup(op)
	what := map[string]string{
		"score":    "Prompt quality score: 8 dimensions, grade, percentile and top fixes",
		"batch":    "Prompt quality scores for a batch of 1 to 10 prompts",
		"optimize": "Full prompt analysis with an optimized rewrite",
		"compare":  "Multi-model comparison of a prompt and its optimized rewrite",
	}[op]
	if what == "" {
		what = "pqs " + op
	}
	return fmt.Sprintf("%s ($%s per call)", what, p.USD)
}

func (g *Gate) requirementsV1(op string, info ResourceInfo, d *Discovery) PaymentRequirementsV1 {
	r := g.offers[op]
	var schema map[string]any
	if d != nil {
		schema = d.outputSchemaV1(!g.cfg.X402.Unlisted)
	}
	return PaymentRequirementsV1{
		Scheme:            r.Scheme,
		Network:           g.network.Name,
		MaxAmountRequired: r.Amount,
		Resource:          info.URL,
		Description:       info.Description,
		MimeType:          info.MimeType,
		PayTo:             r.PayTo,
		MaxTimeoutSeconds: r.MaxTimeoutSeconds,
		Asset:             r.Asset,
		Extra:             r.Extra,
		OutputSchema:      schema,
	}
}

// Charge is an authorized paid call. Exactly one of Commit or Cancel must be
// called once the work is done; later calls do nothing. After a Commit,
// Answered says the answer was written.
type Charge struct {
	g    *Gate
	op   string
	key  *KeyCall
	pay  *pendingPayment
	done atomic.Bool
	// Payer identifies who pays: a key ID or a payer address.
	Payer string
}

// pendingPayment is a verified, reserved, not yet settled x402 payment,
// or (redeemed) one settled for this call by a process that died before
// answering.
type pendingPayment struct {
	p            *payment
	payer, nonce string // lower-case ledger key
	requirements any    // ours, in the payment's version, for the facilitator
	redeemed     *Payment
}

// Begin authorizes a paid call of op. On failure the error wraps one of the
// Err* kinds above (or ErrKeyNotFound, ErrKeyRevoked, ErrQuotaExceeded),
// and its text says what was wrong (e.g. "payment invalid: value 1000 !=
// price 25000"). A bearer key wins over a payment.
//
// For x402 the order is: decode the payment (PaymentHeader, else
// PaymentObject) -> check it against what we offer for op -> verify
// (offline rules, then the facilitator unless local) -> reserve (payer,
// nonce) in the ledger. A payment seen before gives ErrPaymentReplayed.
func (g *Gate) Begin(ctx context.Context, op string, c Credentials) (*Charge, error) {
	if _, ok := g.cfg.Prices.Lookup(op); !ok {
		return nil, fmt.Errorf("begin %s: unknown paid operation", op)
	}
	if c.Bearer != "" {
		var k KeyCall
		var err error
		if km, ok := g.cfg.Keys.(ClientKeyMeter); ok && c.Client != "" {
			k, err = km.BeginFrom(ctx, c.Client, c.Bearer)
		} else {
			k, err = g.cfg.Keys.Begin(ctx, c.Bearer)
		}
		if err != nil {
			return nil, err
		}
		return &Charge{g: g, op: op, key: &k, Payer: k.KeyID}, nil
	}
	hasPayment := c.PaymentHeader != "" || len(c.PaymentObject) > 0
	if !hasPayment {
		return nil, ErrPaymentRequired
	}
	if !g.X402Enabled() {
		return nil, fmt.Errorf("%w: x402 payments are not accepted here; use an API key", ErrPaymentRequired)
	}
	return g.beginX402(ctx, op, c)
}

func (g *Gate) beginX402(ctx context.Context, op string, c Credentials) (*Charge, error) {
	var doc []byte
	var err error
	if c.PaymentHeader != "" {
		doc, err = DecodeHeader(c.PaymentHeader)
	} else {
		doc, err = decodePaymentObject(c.PaymentObject)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrPaymentMalformed, err)
	}
	p, err := parsePayment(doc)
	var ve *VerifyError
	if errors.As(err, &ve) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrPaymentMalformed, err)
	}
	offer := g.offers[op]
	now := g.cfg.Now()
	payer, err := VerifyExact(p.v2, offer, now)
	if r := Reason(err); r == ReasonExpired || r == ReasonNotYetValid {
		// Out of its window now, but perhaps settled for this very call
		// by a process that died before answering.
		if ch, rerr := g.redeem(ctx, op, c, p); rerr == nil {
			return ch, nil
		}
	}
	if err != nil {
		return nil, err
	}
	a := p.v2.Payload.Authorization
	pp := &pendingPayment{p: p, payer: lowerHex(payer), nonce: lowerHex(a.Nonce)}
	if p.version == 1 {
		pp.requirements = g.requirementsV1(op, g.resourceInfo(op, c.Resource), c.Discovery)
	} else {
		pp.requirements = offer
	}
	before, _ := parseUint256(a.ValidBefore)
	rec := Payment{
		Payer: pp.payer, Nonce: pp.nonce, Network: g.network.CAIP2, Asset: offer.Asset,
		Amount: offer.Amount, Operation: op, Version: p.version, CreatedAt: now.UTC(),
		Boot: g.cfg.Boot, Request: c.Request,
	}
	if g.fac != nil {
		// For Reconcile, should this process die with it reserved.
		rec.Payload = p.raw
		if rec.Requirements, err = json.Marshal(pp.requirements); err != nil {
			return nil, fmt.Errorf("begin %s: requirements: %w", op, err)
		}
	}
	if before.IsInt64() && before.Int64() < 1<<40 {
		rec.ValidBefore = time.Unix(before.Int64(), 0).UTC()
	}
	if err := g.cfg.Ledger.ReservePayment(ctx, rec); err != nil {
		if errors.Is(err, ErrPaymentReplayed) {
			if ch, rerr := g.redeem(ctx, op, c, p); rerr == nil {
				return ch, nil
			}
			return nil, fmt.Errorf("%w: nonce %s of payer %s was presented before", ErrPaymentReplayed, pp.nonce, pp.payer)
		}
		return nil, fmt.Errorf("%w: reserve payment: %v", ErrUnavailable, err)
	}
	if g.fac != nil {
		vr, err := g.fac.Verify(ctx, p.version, p.raw, pp.requirements)
		if err == nil && !vr.IsValid {
			err = verdictError(vr)
		} else if err != nil {
			err = fmt.Errorf("%w: %v", ErrUnavailable, err)
		}
		if err != nil {
			g.release(ctx, pp)
			return nil, err
		}
	}
	return &Charge{g: g, op: op, pay: pp, Payer: pp.payer}, nil
}

func verdictError(vr VerifyResponse) error {
	msg := vr.InvalidMessage
	if msg == "" {
		msg = vr.InvalidReason
	}
	if msg == "" {
		msg = "refused without a reason"
	}
	if vr.InvalidReason == ReasonNonceUsed {
		return fmt.Errorf("%w: facilitator: %s", ErrPaymentReplayed, msg)
	}
	return &VerifyError{Reason: vr.InvalidReason, Message: "facilitator: " + msg}
}

// bookkeeping gives ledger writes their own deadline: they must happen
// even when the caller has gone away.
func bookkeeping(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
}

func (g *Gate) release(ctx context.Context, pp *pendingPayment) {
	if rp := pp.redeemed; rp != nil {
		// The redeeming call failed: the payment serves it again later.
		g.reopen(ctx, pp, rp.RedeemBefore)
		return
	}
	ctx, cancel := bookkeeping(ctx)
	defer cancel()
	if err := g.cfg.Ledger.ReleasePayment(ctx, pp.payer, pp.nonce); err != nil {
		g.cfg.Logger.ErrorContext(ctx, "release payment reservation", "payer", pp.payer, "nonce", pp.nonce, "err", err)
	}
}

// reopen makes a settled payment whose answer this process was writing
// (AnswerPending under its boot) serve its call once more, until before:
// the call failed, or its caller left, before the answer was written.
func (g *Gate) reopen(ctx context.Context, pp *pendingPayment, before time.Time) {
	rl, ok := g.cfg.Ledger.(RecoveringLedger)
	if !ok {
		return
	}
	ctx, cancel := bookkeeping(ctx)
	defer cancel()
	p := Payment{Payer: pp.payer, Nonce: pp.nonce, Boot: g.cfg.Boot, Settled: true, Redeem: AnswerPending}
	if _, err := rl.ResolvePayment(ctx, p, true, before); err != nil {
		g.cfg.Logger.ErrorContext(ctx, "reopen settled payment", "payer", pp.payer, "nonce", pp.nonce, "err", err)
	}
}

// Commit charges the call: it records the key's usage, or settles the
// payment (facilitator /settle, or a local ledger entry) and returns the
// settlement to send back (Receipt.Header). If settlement fails, the
// reservation is released and the error wraps ErrSettlement (or, for a
// facilitator that cannot be reached, ErrUnavailable too): the caller must
// discard the work and answer 402; a non-nil Receipt then is the failed
// settlement to echo.
func (c *Charge) Commit(ctx context.Context, route string) (*Receipt, error) {
	if !c.done.CompareAndSwap(false, true) {
		return nil, errors.New("commit: charge already finished")
	}
	g := c.g
	if c.key != nil {
		if err := g.cfg.Keys.Commit(ctx, *c.key, route); err != nil {
			return nil, fmt.Errorf("record usage: %w", err)
		}
		return nil, nil
	}
	if c.pay == nil {
		return nil, errors.New("commit: nothing to charge")
	}
	if rp := c.pay.redeemed; rp != nil {
		// Paid already: settled for this call, which was never answered.
		g.cfg.Logger.InfoContext(ctx, "x402 payment redeemed for the call it paid", "operation", c.op, "route", route,
			"payer", rp.Payer, "settled_at", rp.SettledAt)
		return c.receipt(SettleResponse{Success: true, Payer: rp.Payer, Transaction: rp.Transaction, Network: g.network.CAIP2}), nil
	}
	ctx, cancel := context.WithTimeout(ctx, commitTimeout)
	defer cancel()
	pp := c.pay
	var sr SettleResponse
	if g.fac == nil {
		sr = SettleResponse{Success: true, Payer: pp.payer, Transaction: localTransaction(pp), Network: g.network.CAIP2}
	} else {
		var err error
		sr, err = g.fac.Settle(ctx, pp.p.version, pp.p.raw, pp.requirements)
		if err != nil {
			g.release(ctx, pp)
			return nil, fmt.Errorf("%w: %w: %v", ErrSettlement, ErrUnavailable, err)
		}
		if !sr.Success {
			g.release(ctx, pp)
			msg := sr.ErrorMessage
			if msg == "" {
				msg = sr.ErrorReason
			}
			if msg == "" {
				msg = "refused without a reason"
			}
			return c.receipt(sr), &SettleError{Reason: sr.ErrorReason, Message: "facilitator: " + msg}
		}
		if sr.Payer == "" {
			sr.Payer = pp.payer
		}
	}
	bctx, cancel := bookkeeping(ctx)
	defer cancel()
	if err := g.cfg.Ledger.SettlePayment(bctx, pp.payer, pp.nonce, sr.Transaction, g.cfg.Now().UTC()); err != nil {
		// The money moved: serve the result. The reservation stays, so the
		// payment still can't be replayed; the ledger row just says unsettled.
		g.cfg.Logger.ErrorContext(ctx, "record settled payment", "payer", pp.payer, "nonce", pp.nonce,
			"transaction", sr.Transaction, "err", err)
	}
	g.cfg.Logger.InfoContext(ctx, "x402 payment settled", "operation", c.op, "route", route, "payer", pp.payer,
		"amount", g.offers[c.op].Amount, "transaction", sr.Transaction, "local", g.fac == nil)
	return c.receipt(sr), nil
}

func (c *Charge) receipt(sr SettleResponse) *Receipt {
	r := &Receipt{
		Success: sr.Success, Transaction: sr.Transaction, Network: sr.Network, Payer: sr.Payer,
		ErrorReason: sr.ErrorReason, Version: c.pay.p.version,
	}
	if r.Network == "" {
		r.Network = c.g.network.CAIP2
	}
	if r.Version == 1 {
		if n, ok := LookupNetwork(r.Network); ok {
			r.Network = n.Name
		}
	}
	return r
}

// localTransaction is the synthetic transaction id of a local-mode
// settlement: marked "local:" so nobody mistakes it for a chain hash.
func localTransaction(pp *pendingPayment) string {
	return "local:0x" + hex.EncodeToString(keccak([]byte(pp.payer), []byte(pp.nonce)))
}

// Answered records that the answer of a committed x402 call was written
// (flushed to the connection): should the process die now, the payment is
// not taken for one whose call was never answered. It does nothing for a
// key or a ledger that cannot recover.
func (c *Charge) Answered(ctx context.Context) {
	rl, ok := c.g.cfg.Ledger.(RecoveringLedger)
	if c.pay == nil || !ok {
		return
	}
	ctx, cancel := bookkeeping(ctx)
	defer cancel()
	if err := rl.AnsweredPayment(ctx, c.pay.payer, c.pay.nonce, c.g.cfg.Boot); err != nil {
		c.g.cfg.Logger.ErrorContext(ctx, "record answered payment", "payer", c.pay.payer, "nonce", c.pay.nonce, "err", err)
	}
}

// unanswered reopens the payment of a committed x402 call whose answer
// will not be written, its caller gone: the same call redeems it.
func (c *Charge) unanswered(ctx context.Context) {
	if c.pay == nil {
		return
	}
	before := c.g.cfg.Now().Add(c.g.cfg.RedeemWindow)
	if rp := c.pay.redeemed; rp != nil {
		before = rp.RedeemBefore
	}
	c.g.reopen(ctx, c.pay, before)
}

// Cancel releases the call without charging: its work failed.
func (c *Charge) Cancel(ctx context.Context) {
	if !c.done.CompareAndSwap(false, true) {
		return
	}
	if c.key != nil {
		c.g.cfg.Keys.Cancel(ctx, *c.key)
	}
	if c.pay != nil {
		c.g.release(ctx, c.pay)
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

// Header returns the response header that carries the receipt:
// PAYMENT-RESPONSE for a v2 payment, X-PAYMENT-RESPONSE for v1, with the
// base64 JSON value.
func (r *Receipt) Header() (name, value string) {
	name = HeaderPaymentResponse
	if r.Version == 1 {
		name = HeaderXPaymentResponse
	}
	value, _ = EncodeHeader(r) // a struct of strings always marshals
	return name, value
}
