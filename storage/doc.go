// Package storage holds the backends of the service's durable state: API
// keys, their usage, and the x402 payment ledger ([storage/sqlite] embedded,
// [storage/postgres] shared by replicas), plus the Redis-backed rate limiter
// and replay guard ([storage/redis]). Each backend implements the
// interfaces declared by package payments; [storage/storagetest] is the one
// suite they all pass.
package storage
