// Package storage holds the backends of the service's durable state: API
// keys, their usage, and the x402 payment ledger ([storage/sqlite] embedded,
// [storage/postgres] shared by replicas), plus the Redis-backed rate limiter
// and replay guard ([storage/redis]). Each backend implements the
// interfaces declared by package payments; [storage/storagetest] is the one
// suite they all pass.
//
// The two SQL backends keep the same tables with the same statements:
// [Tables] holds them once (keys, usage, the payment ledger), written with
// ? placeholders and run through each backend's [SQL]; a [Dialect] says
// what differs (how times are stored, the spelling of an index's
// predicate, the insertion-order column). A backend keeps only what it
// alone does: SQLite's single writer, PostgreSQL's shared quota
// reservations and boot locks, and which processes count as stopped.
package storage
