// Package ratelimit decides whether a caller may make one more request.
//
// A [Decision] is the common answer of every limiter: the in-memory
// [Memory] limiter here (one process) and the shared Redis limiter of
// package storage/redis (many replicas). Both use GCRA (the generic cell
// rate algorithm): limit requests per window, at most limit at once, one
// more every window/limit after that, and O(1) state per key.
package ratelimit
