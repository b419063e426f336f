// Package redis keeps the state replicas must share but need not keep:
// the free-route rate limit ([Limiter], GCRA in one Lua script, timed by
// the Redis server's clock so replicas' clocks don't matter) and a payment
// replay guard ([Guard], SET NX until the authorization expires) that sits
// in front of the durable ledger ([GuardLedger]).
//
// When Redis is unreachable the Limiter returns an error (the caller must
// refuse the request: no unlimited free use), while GuardLedger falls back
// to the ledger alone, which refuses replays by itself.
package redis
