package payments_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
)

// BenchmarkX402 measures where an x402 call's time goes, in local mode
// (offline verification, the ledger on a real store): VerifyExact alone
// (EIP-712 digest and signature recovery), the ledger alone (reserve
// (payer, nonce), then mark it settled: two synchronous writes), and the
// whole charge (Begin and Commit) on SQLite and on PostgreSQL. Payments
// are signed before the timer starts.
//
//	go test ./payments -run '^$' -bench X402 -benchtime 2000x
func BenchmarkX402(b *testing.B) {
	key, err := x402test.NewKey()
	if err != nil {
		b.Fatal(err)
	}
	offer := func(g *payments.Gate) payments.PaymentRequirements {
		r, _ := g.Requirements("score")
		return r
	}
	sign := func(b *testing.B, r payments.PaymentRequirements) []string {
		hs := make([]string, b.N)
		for i := range hs {
			if hs[i], _, err = x402test.SignPayment(key, r, time.Now()); err != nil {
				b.Fatal(err)
			}
		}
		return hs
	}

	b.Run("verify", func(b *testing.B) {
		r := offer(newGate(&testing.T{}, gateOpts{}))
		ps := make([]payments.PaymentPayload, b.N)
		for i := range ps {
			if ps[i], err = x402test.Payload(key, r, time.Now()); err != nil {
				b.Fatal(err)
			}
		}
		b.ResetTimer()
		for i := range b.N {
			if _, err := payments.VerifyExact(ps[i], r, time.Now()); err != nil {
				b.Fatal(err)
			}
		}
	})

	for _, store := range []struct {
		name string
		open func(b *testing.B) payments.Ledger
	}{
		{"sqlite", func(b *testing.B) payments.Ledger {
			return sqlitetest.Open(b)
		}},
		{"postgres", func(b *testing.B) payments.Ledger {
			return postgrestest.Open(b, postgrestest.NewSchema(b))
		}},
	} {
		b.Run("ledger/"+store.name, func(b *testing.B) {
			l := store.open(b)
			ctx := context.Background()
			now := time.Now()
			b.ResetTimer()
			for i := range b.N {
				p := payments.Payment{Payer: "0x857b06519e91e3a54538791bdbb0e22373e36b66", Nonce: fmt.Sprintf("0x%064x", i),
					Network: "eip155:84532", Asset: "0x036cbd53842c5426634e7929541ec2318f3dcf7e", Amount: "25000",
					Operation: "score", Version: 2, CreatedAt: now, ValidBefore: now.Add(time.Hour)}
				if err := l.ReservePayment(ctx, p); err != nil {
					b.Fatal(err)
				}
				if err := l.SettlePayment(ctx, p.Payer, p.Nonce, "local:0x01", now); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("charge/"+store.name, func(b *testing.B) {
			g := newGate(&testing.T{}, gateOpts{ledger: store.open(b)})
			hs := sign(b, offer(g))
			ctx := context.Background()
			b.ResetTimer()
			for i := range b.N {
				c, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: hs[i]})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := c.Commit(ctx, "/api/score"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
