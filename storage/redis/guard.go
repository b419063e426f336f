package redis

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/pqs-dev/pqs/payments"
)

// DefaultGuardTTL is how long a payment without a known expiry is
// remembered.
const DefaultGuardTTL = 24 * time.Hour

// expiryMargin keeps a claim a little past the authorization's validBefore,
// so clock skew between the chain and Redis can't reopen a window.
const expiryMargin = time.Minute

// Guard remembers x402 payments, by (network, asset, payer, nonce), for
// as long as they could be presented again.
type Guard struct {
	c *Client
}

// NewGuard returns a guard on c.
func NewGuard(c *Client) *Guard { return &Guard{c: c} }

func (g *Guard) key(network, asset, payer, nonce string) string {
	return g.c.prefix + "pay:" + strings.ToLower(network) + ":" + strings.ToLower(asset) + ":" +
		strings.ToLower(payer) + ":" + strings.ToLower(nonce)
}

// Claim records a payment until validBefore (plus a margin; zero means
// [DefaultGuardTTL] from now). It reports false when the payment was
// already claimed. It is atomic: of concurrent claims, one wins.
func (g *Guard) Claim(ctx context.Context, network, asset, payer, nonce string, validBefore time.Time) (bool, error) {
	args := goredis.SetArgs{Mode: "NX"}
	if validBefore.IsZero() {
		args.TTL = DefaultGuardTTL
	} else {
		// Absolute expiry on the Redis server's clock (PXAT).
		args.ExpireAt = validBefore.Add(expiryMargin).Truncate(time.Millisecond).Add(time.Millisecond)
	}
	err := g.c.rdb.SetArgs(ctx, g.key(network, asset, payer, nonce), "1", args).Err()
	if errors.Is(err, goredis.Nil) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("redis: claim payment: %w", err)
	}
	return true, nil
}

// Forget removes a claim, so that the payment may be presented again.
func (g *Guard) Forget(ctx context.Context, network, asset, payer, nonce string) error {
	if err := g.c.rdb.Del(ctx, g.key(network, asset, payer, nonce)).Err(); err != nil {
		return fmt.Errorf("redis: forget payment: %w", err)
	}
	return nil
}

// GuardLedger is a payments.Ledger that checks the Guard before the
// durable ledger behind it: a replay is refused by Redis without touching
// the database. The ledger stays authoritative: when Redis can't be asked,
// the ledger alone decides (it is atomic on (payer, nonce) too).
type GuardLedger struct {
	guard  *Guard
	ledger payments.Ledger
	log    *slog.Logger

	mu sync.Mutex
	// pending maps a reserved, unsettled payment (payer, nonce) to its
	// claim, so that ReleasePayment, which a Gate calls in the process
	// and request that reserved it, can forget the claim.
	pending map[[2]string]claim
}

type claim struct{ network, asset string }

var _ payments.RecoveringLedger = (*GuardLedger)(nil)

// NewGuardLedger puts guard in front of ledger. logger may be nil.
func NewGuardLedger(guard *Guard, ledger payments.Ledger, logger *slog.Logger) *GuardLedger {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &GuardLedger{guard: guard, ledger: ledger, log: logger, pending: make(map[[2]string]claim)}
}

func pendingKey(payer, nonce string) [2]string {
	return [2]string{strings.ToLower(payer), strings.ToLower(nonce)}
}

// ReservePayment claims the payment in Redis, then reserves it in the ledger.
func (l *GuardLedger) ReservePayment(ctx context.Context, p payments.Payment) error {
	ok, err := l.guard.Claim(ctx, p.Network, p.Asset, p.Payer, p.Nonce, p.ValidBefore)
	if err != nil {
		l.log.WarnContext(ctx, "replay guard unavailable; the ledger alone guards this payment", "err", err)
	} else if !ok {
		return payments.ErrPaymentReplayed
	}
	if lerr := l.ledger.ReservePayment(ctx, p); lerr != nil {
		if err == nil && !errors.Is(lerr, payments.ErrPaymentReplayed) {
			// Not reserved after all: let the payer try again.
			l.forget(ctx, p.Network, p.Asset, p.Payer, p.Nonce)
		}
		return lerr
	}
	if err == nil {
		l.mu.Lock()
		l.pending[pendingKey(p.Payer, p.Nonce)] = claim{p.Network, p.Asset}
		l.mu.Unlock()
	}
	return nil
}

// SettlePayment settles in the ledger; the claim stays until it expires.
func (l *GuardLedger) SettlePayment(ctx context.Context, payer, nonce, tx string, at time.Time) error {
	err := l.ledger.SettlePayment(ctx, payer, nonce, tx, at)
	if err == nil {
		l.mu.Lock()
		delete(l.pending, pendingKey(payer, nonce))
		l.mu.Unlock()
	}
	return err
}

// ReleasePayment releases in the ledger, then forgets the claim.
func (l *GuardLedger) ReleasePayment(ctx context.Context, payer, nonce string) error {
	if err := l.ledger.ReleasePayment(ctx, payer, nonce); err != nil {
		return err
	}
	k := pendingKey(payer, nonce)
	l.mu.Lock()
	c, ok := l.pending[k]
	delete(l.pending, k)
	l.mu.Unlock()
	if ok {
		l.forget(ctx, c.network, c.asset, payer, nonce)
	}
	return nil
}

func (l *GuardLedger) forget(ctx context.Context, network, asset, payer, nonce string) {
	if err := l.guard.Forget(ctx, network, asset, payer, nonce); err != nil {
		// The claim expires by itself at the authorization's validBefore.
		l.log.ErrorContext(ctx, "forget payment claim", "payer", payer, "nonce", nonce, "err", err)
	}
}

// Payments lists the ledger's payments.
func (l *GuardLedger) Payments(ctx context.Context, limit int) ([]payments.Payment, error) {
	return l.ledger.Payments(ctx, limit)
}

// recovering is the ledger behind, which must be a RecoveringLedger for
// the recovery methods.
func (l *GuardLedger) recovering() (payments.RecoveringLedger, error) {
	rl, ok := l.ledger.(payments.RecoveringLedger)
	if !ok {
		return nil, errors.New("redis: the ledger behind the guard cannot resolve orphaned payments")
	}
	return rl, nil
}

// OrphanedPayments lists the ledger's orphaned reservations.
func (l *GuardLedger) OrphanedPayments(ctx context.Context, live int64, before time.Time) ([]payments.Payment, error) {
	rl, err := l.recovering()
	if err != nil {
		return nil, err
	}
	return rl.OrphanedPayments(ctx, live, before)
}

// AnsweredPayment records it in the ledger.
func (l *GuardLedger) AnsweredPayment(ctx context.Context, payer, nonce string, boot int64) error {
	rl, err := l.recovering()
	if err != nil {
		return err
	}
	return rl.AnsweredPayment(ctx, payer, nonce, boot)
}

// ResolvePayment resolves in the ledger; a payment it forgets is
// forgotten by the guard too, so that its payer may present it again.
func (l *GuardLedger) ResolvePayment(ctx context.Context, p payments.Payment, settled bool, redeemBefore time.Time) (bool, error) {
	rl, err := l.recovering()
	if err != nil {
		return false, err
	}
	resolved, err := rl.ResolvePayment(ctx, p, settled, redeemBefore)
	if err != nil {
		return false, err
	}
	if resolved && !settled {
		l.forget(ctx, p.Network, p.Asset, p.Payer, p.Nonce)
	}
	return resolved, nil
}

// RedeemPayment redeems in the ledger: the guard's claim, which refused
// the payment as a replay, stays.
func (l *GuardLedger) RedeemPayment(ctx context.Context, payer, nonce, request string, at time.Time, boot int64) (payments.Payment, error) {
	rl, err := l.recovering()
	if err != nil {
		return payments.Payment{}, err
	}
	return rl.RedeemPayment(ctx, payer, nonce, request, at, boot)
}
