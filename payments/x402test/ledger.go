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
	mu sync.Mutex
	m  map[[2]string]payments.Payment
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
	p.Settled, p.Transaction, p.SettledAt = true, tx, at
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
