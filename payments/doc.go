// Package payments gates paid operations: x402 per-call payments (USDC on
// Base) and bearer API keys, priced from one price table.
//
// The order of a paid call is always verify -> do the work -> settle ->
// respond. A call whose work fails is not settled and not metered, and a
// settled payment is never accepted twice.
//
// A transport drives a [Gate]:
//
//	charge, err := gate.Begin(ctx, op, creds)  // key, or decode+verify+reserve a payment
//	if err != nil { /* 402 with gate.PaymentRequired(op, resource, reason, discovery), or 400/401/429/503 */ }
//	res, err := work(ctx)
//	if err != nil { charge.Cancel(ctx); return err }  // not charged
//	receipt, err := charge.Commit(ctx, route)         // settle; on error discard res, answer 402
//	if receipt != nil { w.Header().Set(receipt.Header()) }
//
// x402 is implemented here from the specification (v1 and v2 wire shapes,
// the "exact" scheme with EIP-3009 TransferWithAuthorization signed under
// EIP-712): [VerifyExact] checks a payment offline, [Facilitator] talks to
// a facilitator's /verify, /settle and /supported, and a [Ledger] keyed on
// (payer, nonce) refuses replays atomically. After a crash, [Gate.Reconcile]
// resolves the payments a stopped process left: a [RecoveringLedger] keeps
// each one's state, and a [Chain] says whether an authorization the ledger
// does not know settled was paid (its transaction) or not (cancelled, spent
// elsewhere); a payment settled for a call that was never answered serves
// that call once more. An [Authorizer] ([CDPAuth],
// [PayAIAuth]) signs each facilitator request with a fresh JWT. A 402 lists
// the resource in x402 discovery catalogs with its [Discovery] metadata (the
// Bazaar extension; [X402Config].Unlisted turns it off). Package x402test
// signs payments like the official clients, fakes a facilitator (and the
// chain it settles on) and checks CDP JWTs in front of it, for tests.
package payments
