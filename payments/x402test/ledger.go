package x402test

import (
	"context"
	"errors"
	"sort"
	"sync"
	"time"

	"github.com/pqs-dev/pqs/payments"
)

// Ledger is an in-memory payments.Ledger for tests. It is atomic within
// one process only; production uses the storage packages.
type Ledger struct {
	mu   sync.Mutex
	m    map[[2]string]payments.Payment
	dead map[int64]bool
}

var _ payments.Ledger = (*Ledger)(nil)

// NewLedger returns an empty Ledger.
func NewLedger() *Ledger { return &Ledger{m: map[[2]string]payments.Payment{}} }

// ReservePayment implements payments.Ledger.
func (l *Ledger) ReservePayment(ctx context.Context, p payments.Payment) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := [2]string{p.Payer, p.Nonce}
	if _, ok := l.m[k]; ok {
		return payments.ErrPaymentReplayed
	}
	l.m[k] = p
	return nil
}

// SettlePayment implements payments.Ledger.
func (l *Ledger) SettlePayment(ctx context.Context, payer, nonce, tx string, at time.Time) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := [2]string{payer, nonce}
	p, ok := l.m[k]
	if !ok || p.Settled {
		return errors.New("settle: no reserved payment")
	}
	p.Settled, p.Transaction, p.SettledAt, p.Redeem = true, tx, at, payments.AnswerPending
	l.m[k] = p
	return nil
}

// ReleasePayment implements payments.Ledger.
func (l *Ledger) ReleasePayment(ctx context.Context, payer, nonce string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := [2]string{payer, nonce}
	if p, ok := l.m[k]; ok && !p.Settled {
		delete(l.m, k)
	}
	return nil
}

// Payments implements payments.Ledger.
func (l *Ledger) Payments(ctx context.Context, limit int) ([]payments.Payment, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []payments.Payment
	for _, p := range l.m {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].CreatedAt.After(out[j].CreatedAt) })
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

var _ payments.RecoveringLedger = (*Ledger)(nil)

// Dead marks boots as stopped processes, for OrphanedPayments: a test's
// stand-in for the locks a live process holds.
func (l *Ledger) Dead(boots ...int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.dead == nil {
		l.dead = map[int64]bool{}
	}
	for _, b := range boots {
		l.dead[b] = true
	}
}

// OrphanedPayments implements payments.RecoveringLedger: the unsettled
// reservations of boots marked Dead.
func (l *Ledger) OrphanedPayments(ctx context.Context, live int64, before time.Time) ([]payments.Payment, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []payments.Payment
	for _, p := range l.m {
		if (!p.Settled || p.Redeem == payments.AnswerPending) && p.Boot != live && l.dead[p.Boot] && p.CreatedAt.Before(before) {
			out = append(out, p)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].CreatedAt.Before(out[j].CreatedAt) })
	return out, nil
}

// ResolvePayment implements payments.RecoveringLedger.
func (l *Ledger) ResolvePayment(ctx context.Context, p payments.Payment, settled bool, redeemBefore time.Time) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := [2]string{p.Payer, p.Nonce}
	q, ok := l.m[k]
	if !ok || q.Boot != p.Boot || (q.Settled && q.Redeem != payments.AnswerPending) {
		return false, nil
	}
	switch {
	case !settled && !q.Settled:
		delete(l.m, k)
	case settled:
		if q.Transaction == "" {
			q.Transaction = p.Transaction
		}
		q.Settled, q.Redeem, q.RedeemBefore = true, payments.RedeemOpen, redeemBefore
		l.m[k] = q
	default:
		return false, nil
	}
	return true, nil
}

// AnsweredPayment implements payments.RecoveringLedger.
func (l *Ledger) AnsweredPayment(ctx context.Context, payer, nonce string, boot int64) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := [2]string{payer, nonce}
	if p, ok := l.m[k]; ok && p.Redeem == payments.AnswerPending && p.Boot == boot {
		p.Redeem = payments.RedeemNone
		if !p.RedeemBefore.IsZero() {
			p.Redeem = payments.RedeemUsed
		}
		l.m[k] = p
	}
	return nil
}

// RedeemPayment implements payments.RecoveringLedger.
func (l *Ledger) RedeemPayment(ctx context.Context, payer, nonce, request string, at time.Time, boot int64) (payments.Payment, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := [2]string{payer, nonce}
	p, ok := l.m[k]
	if !ok || p.Redeem != payments.RedeemOpen || request == "" || p.Request != request || !p.RedeemBefore.After(at) {
		return payments.Payment{}, payments.ErrNotRedeemable
	}
	p.Redeem, p.Boot = payments.AnswerPending, boot
	l.m[k] = p
	return p, nil
}
