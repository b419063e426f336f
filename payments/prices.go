package payments

import (
	"fmt"
	"math/big"
	"strings"
)

// Price is what one call of a paid operation costs.
type Price struct {
	Operation string // tools operation name: score, batch, optimize, compare
	Route     string // REST route, e.g. /api/score
	USD       string // decimal dollars, e.g. "0.025"
}

// Atomic returns the price in atomic units of a token with the given
// decimals (USDC: 6), as the decimal string x402 uses ("25000").
func (p Price) Atomic(decimals int) (string, error) {
	r, ok := new(big.Rat).SetString(p.USD)
	if !ok || r.Sign() < 0 {
		return "", fmt.Errorf("price %q of %s: not a non-negative decimal", p.USD, p.Operation)
	}
	r.Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)))
	if !r.IsInt() {
		return "", fmt.Errorf("price %q of %s: finer than %d decimals", p.USD, p.Operation, decimals)
	}
	return r.Num().String(), nil
}

// PriceTable is the one price table: it drives the 402 requirements,
// preview texts, the OpenAPI document and the MCP tool descriptions.
type PriceTable []Price

// DefaultPrices returns the default prices of DESIGN §5.
func DefaultPrices() PriceTable {
	return PriceTable{
		{Operation: "score", Route: "/api/score", USD: "0.025"},
		{Operation: "batch", Route: "/api/score/batch", USD: "0.25"},
		{Operation: "optimize", Route: "/api/score/full", USD: "0.125"},
		{Operation: "compare", Route: "/api/score/compare", USD: "1.25"},
	}
}

// Lookup returns the price of an operation.
func (t PriceTable) Lookup(op string) (Price, bool) {
	for _, p := range t {
		if p.Operation == op {
			return p, true
		}
	}
	return Price{}, false
}

// ByOperation returns operation -> USD string.
func (t PriceTable) ByOperation() map[string]string {
	m := make(map[string]string, len(t))
	for _, p := range t {
		m[p.Operation] = p.USD
	}
	return m
}

// ParseOverrides applies "op=usd,op=usd" overrides (PQS_PRICES) to t.
func (t PriceTable) ParseOverrides(s string) (PriceTable, error) {
	out := append(PriceTable(nil), t...)
	if strings.TrimSpace(s) == "" {
		return out, nil
	}
	for _, kv := range strings.Split(s, ",") {
		op, usd, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok {
			return nil, fmt.Errorf("price override %q: want op=usd", kv)
		}
		found := false
		for i := range out {
			if out[i].Operation == op {
				out[i].USD = usd
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("price override %q: unknown operation %q", kv, op)
		}
		if _, err := (Price{Operation: op, USD: usd}).Atomic(6); err != nil {
			return nil, err
		}
	}
	return out, nil
}
