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
// the ledger knows it: from the ledger, or from the facilitator.
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
	return !vr.IsValid && vr.InvalidReason == ReasonNonceUsed, "", nil
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
