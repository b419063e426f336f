// Package payments gates paid operations: x402 per-call payments (USDC on
// Base) and bearer API keys, priced from one price table.
//
// The order of a paid call is always verify -> do the work -> settle ->
// respond. A call whose work fails is not settled and not metered, and a
// settled payment is never accepted twice.
package payments
