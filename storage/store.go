package storage

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/payments"
)

// Store is what every backend keeps: API keys, their usage and the x402
// payment ledger.
type Store interface {
	payments.KeyStore
	payments.RecoveringLedger
	metering.Store
	Ping(ctx context.Context) error
	Close() error
}

// LedgerFront is Store with its payment ledger calls sent to Ledger
// instead: the Redis replay guard in front of a shared store's ledger.
// Close closes Closer too, when it is set.
type LedgerFront struct {
	Store
	Ledger payments.Ledger
	Closer io.Closer
}

func (s LedgerFront) ReservePayment(ctx context.Context, p payments.Payment) error {
	return s.Ledger.ReservePayment(ctx, p)
}

func (s LedgerFront) SettlePayment(ctx context.Context, payer, nonce, tx string, at time.Time) error {
	return s.Ledger.SettlePayment(ctx, payer, nonce, tx, at)
}

func (s LedgerFront) ReleasePayment(ctx context.Context, payer, nonce string) error {
	return s.Ledger.ReleasePayment(ctx, payer, nonce)
}

func (s LedgerFront) Payments(ctx context.Context, limit int) ([]payments.Payment, error) {
	return s.Ledger.Payments(ctx, limit)
}

// recovering is the Ledger's recovery, or the Store's when the Ledger has
// none.
func (s LedgerFront) recovering() payments.RecoveringLedger {
	if rl, ok := s.Ledger.(payments.RecoveringLedger); ok {
		return rl
	}
	return s.Store
}

func (s LedgerFront) OrphanedPayments(ctx context.Context, live int64, before time.Time) ([]payments.Payment, error) {
	return s.recovering().OrphanedPayments(ctx, live, before)
}

func (s LedgerFront) AnsweredPayment(ctx context.Context, payer, nonce string, boot int64) error {
	return s.recovering().AnsweredPayment(ctx, payer, nonce, boot)
}

func (s LedgerFront) ResolvePayment(ctx context.Context, p payments.Payment, settled bool, redeemBefore time.Time) (bool, error) {
	return s.recovering().ResolvePayment(ctx, p, settled, redeemBefore)
}

func (s LedgerFront) RedeemPayment(ctx context.Context, payer, nonce, request string, at time.Time, boot int64) (payments.Payment, error) {
	return s.recovering().RedeemPayment(ctx, payer, nonce, request, at, boot)
}

func (s LedgerFront) Close() error {
	var err error
	if s.Closer != nil {
		err = s.Closer.Close()
	}
	return errors.Join(err, s.Store.Close())
}
