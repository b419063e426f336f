package payments

import (
	"context"
	"errors"
	"fmt"
	"strings"
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
// Reconcile asks the facilitator. Its /verify of the payment fails with
// ReasonNonceUsed once the authorization has been used on chain: the
// payment is then recorded as settled, and RedeemOpen. Any other answer
// means it was not settled (and can no longer be, when it expired): the
// reservation is forgotten. The payer whose call died may then send the
// same call with the same payment again: a forgotten payment is taken as
// new, and an open one serves that call once (redeem), without being
// settled again.

// Reconcile resolves the reservations that processes which have died left
// unsettled (RecoveringLedger.OrphanedPayments), at least ReconcileAfter
// old, by asking the facilitator whether each was settled. In local mode
// nothing was settled that the ledger does not show. It returns how many
// it resolved, as settled and as not; a payment the facilitator cannot be
// asked about now is left for the next run. Without a RecoveringLedger it
// does nothing.
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
		was, err := g.wasSettled(ctx, p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if err := rl.ResolvePayment(ctx, p, was, now.Add(g.cfg.RedeemWindow)); err != nil {
			errs = append(errs, fmt.Errorf("resolve payment %s/%s: %w", p.Payer, p.Nonce, err))
			continue
		}
		if was {
			settled++
		} else {
			released++
		}
		g.cfg.Logger.InfoContext(ctx, "x402 payment of a stopped process resolved", "payer", p.Payer, "nonce", p.Nonce,
			"operation", p.Operation, "settled", was, "boot", p.Boot)
	}
	return settled, released, errors.Join(errs...)
}

// wasSettled asks the facilitator whether p's authorization was used.
func (g *Gate) wasSettled(ctx context.Context, p Payment) (bool, error) {
	if p.Settled {
		return true, nil // settled, its answer pending when the process stopped
	}
	if g.fac == nil || len(p.Payload) == 0 {
		// Local mode settles by the ledger write alone; a reservation
		// recorded without its payload (before this was kept) cannot be
		// checked, and forgetting it is safe: the facilitator refuses a
		// used authorization when it is presented again.
		return false, nil
	}
	vr, err := g.fac.Verify(ctx, p.Version, p.Payload, p.Requirements)
	if err != nil {
		return false, fmt.Errorf("reconcile payment %s/%s: %w", p.Payer, p.Nonce, err)
	}
	return !vr.IsValid && vr.InvalidReason == ReasonNonceUsed, nil
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
	rp, err := rl.RedeemPayment(ctx, payer, nonce, c.Request, now.UTC())
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
