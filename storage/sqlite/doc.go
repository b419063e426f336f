// Package sqlite stores API keys, their usage and the x402 payment ledger
// in one SQLite file, through the pure-Go modernc.org/sqlite driver (no cgo).
// It is the embedded default: one process, no setup.
//
// Writes go through a single connection (SQLite has one writer anyway), so
// a quota check and its increment never interleave with another writer;
// reads use a separate pool and, in WAL mode, never wait for the writer.
// Times are stored as fixed-width UTC text, which sorts in time order.
package sqlite
