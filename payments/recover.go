package payments

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// What a crash leaves of x402 payments, and how it is resolved.
//
// A paid call reserves its payment in the ledger, does the work, has the
// facilitator settle it, records it settled with its answer pending,
// answers, and records it answered. A process killed in between leaves the
// reservation unsettled, and the ledger alone cannot tell whether the
// facilitator settled it: killed before /settle, the payer's authorization
// is unused and should be given back; killed after, the payer paid for a
// call that was never answered. Killed after the ledger recorded the
// settlement, it is known settled, and its answer was not written.
//
// Reconcile asks the facilitator, then the chain. A /verify that takes
// the payment means it was never used: the reservation is forgotten.
// Otherwise the authorization was used, or expired, or cannot pay; and a
// used nonce is not a settlement: the payer may have cancelled the
// authorization (USDC's cancelAuthorization), or used the nonce for
// another transfer. So the chain is read (Chain.Lookup): the payment is
// settled only when a successful transaction transferred the amount to
// us under this authorization, and is then recorded settled, with that
// transaction, and RedeemOpen. Cancelled, used otherwise, or expired
// unused, it is forgotten. What neither the facilitator nor the chain can
// tell yet (a nonce used, no transaction seen: the node lags) waits for
// the next round. The payer whose call died may then send the same call
// with the same payment again: a forgotten payment is taken as new, and an
// open one serves that call once (redeem), without being settled again.
//
// A redeeming call is AnswerPending under the process that serves it,
// like a first one: should that process die, or the call fail, or its
// caller leave, the payment is open again. Each change of state names the
// state it was decided on (RecoveringLedger), so two processes
// reconciling the same orphan at once, one slowly, resolve it once.

// Reconcile resolves the reservations that processes which have died left
// unsettled, or settled with their answer pending
// (RecoveringLedger.OrphanedPayments), at least ReconcileAfter old. In
// local mode nothing was settled that the ledger does not show. It returns
// how many it resolved, as settled and as not; a payment that cannot be
// decided now is left for the next run, and one that another process
// resolved meanwhile is left alone. Without a RecoveringLedger it does
// nothing.
func (g *Gate) Reconcile(ctx context.Context) (settled, released int, err error) {
	rl, ok := g.cfg.Ledger.(RecoveringLedger)
	if !ok || !g.X402Enabled() {
		return 0, 0, nil
	}
	now := g.cfg.Now()
	orphans, err := rl.OrphanedPayments(ctx, g.cfg.Boot, now.Add(-g.cfg.ReconcileAfter))
	if err != nil {
		return 0, 0, fmt.Errorf("reconcile payments: %w", err)
	}
	var errs []error
	for _, p := range orphans {
		was, tx, err := g.settlement(ctx, p)
		if err != nil {
			errs = append(errs, fmt.Errorf("reconcile payment %s/%s: %w", p.Payer, p.Nonce, err))
			continue
		}
		if p.Transaction == "" {
			p.Transaction = tx
		}
		// Open from now: the payer learns of it only now.
		resolved, err := rl.ResolvePayment(ctx, p, was, g.cfg.Now().Add(g.cfg.RedeemWindow))
		if err != nil {
			errs = append(errs, fmt.Errorf("resolve payment %s/%s: %w", p.Payer, p.Nonce, err))
			continue
		}
		log := g.cfg.Logger.With("payer", p.Payer, "nonce", p.Nonce, "operation", p.Operation, "settled", was,
			"transaction", p.Transaction, "boot", p.Boot)
		if !resolved {
			log.InfoContext(ctx, "x402 payment of a stopped process already resolved by another")
			continue
		}
		if was {
			settled++
		} else {
			released++
		}
		log.InfoContext(ctx, "x402 payment of a stopped process resolved")
	}
	return settled, released, errors.Join(errs...)
}

// settlement tells whether p was settled, and by which transaction if
// known: from the ledger, or from the facilitator and the chain.
func (g *Gate) settlement(ctx context.Context, p Payment) (bool, string, error) {
	if p.Settled {
		return true, p.Transaction, nil // settled, its answer pending when the process stopped
	}
	if g.fac == nil || len(p.Payload) == 0 {
		// Local mode settles by the ledger write alone; a reservation
		// recorded without its payload (before this was kept) cannot be
		// checked, and forgetting it is safe: the facilitator refuses a
		// used authorization when it is presented again.
		return false, "", nil
	}
	vr, err := g.fac.Verify(ctx, p.Version, p.Payload, p.Requirements)
	if err != nil {
		return false, "", err
	}
	if vr.IsValid {
		return false, "", nil // unused, and it still pays: given back
	}
	var req PaymentRequirements
	if err := json.Unmarshal(p.Requirements, &req); err != nil || req.PayTo == "" {
		return false, "", fmt.Errorf("requirements kept with the reservation: %v", err)
	}
	a, err := g.chain.Lookup(ctx, Authorization3009{
		Token: p.Asset, Payer: p.Payer, Nonce: p.Nonce, PayTo: req.PayTo, Amount: p.Amount,
		From: p.CreatedAt, To: p.ValidBefore, BlockTime: g.network.BlockTime,
	})
	if err != nil {
		return false, "", err
	}
	switch {
	case a.Use == UsePaid:
		return true, a.Transaction, nil
	case a.Use == UseOther:
		return false, "", nil // cancelled, or spent elsewhere: never paid us
	case vr.InvalidReason == ReasonNonceUsed:
		return false, "", fmt.Errorf("the facilitator finds the nonce used, the chain shows no use of it up to %s",
			a.Head.UTC().Format(time.RFC3339))
	case !p.ValidBefore.IsZero() && !a.Head.After(p.ValidBefore):
		// Refused (insufficient_funds, ...) yet unexpired: it could still
		// land; decide once it cannot.
		return false, "", fmt.Errorf("not used up to %s, and valid until %s (facilitator: %s)",
			a.Head.UTC().Format(time.RFC3339), p.ValidBefore.UTC().Format(time.RFC3339), vr.InvalidReason)
	default:
		return false, "", nil // expired, or unusable, and never used
	}
}

// redeem serves a call with a payment that was settled for it by a
// process that died before answering (RedeemOpen, for the same request):
// the payment is checked as it was when it was first accepted, and marked
// used. An error means there is nothing to redeem.
func (g *Gate) redeem(ctx context.Context, op string, c Credentials, p *payment) (*Charge, error) {
	rl, ok := g.cfg.Ledger.(RecoveringLedger)
	if !ok || c.Request == "" {
		return nil, ErrNotRedeemable
	}
	a := p.v2.Payload.Authorization
	payer, nonce := lowerHex(a.From), lowerHex(a.Nonce)
	now := g.cfg.Now()
	rp, err := rl.RedeemPayment(ctx, payer, nonce, c.Request, now.UTC(), g.cfg.Boot)
	if err != nil {
		return nil, err
	}
	pp := &pendingPayment{p: p, payer: payer, nonce: nonce, redeemed: &rp}
	ch := &Charge{g: g, op: op, pay: pp, Payer: payer}
	// Signed by the payer, for this operation, when it was accepted.
	if _, err := VerifyExact(p.v2, g.offers[op], rp.CreatedAt); err != nil || rp.Operation != op ||
		!strings.EqualFold(rp.Network, g.network.CAIP2) {
		ch.Cancel(ctx) // opens it again
		return nil, ErrNotRedeemable
	}
	return ch, nil
}
