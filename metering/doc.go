// Package metering checks API keys and meters their calls without a
// storage round trip per call, and without losing a call:
//
//   - Keys are served from memory. The table is reloaded when the store's
//     [KeysVersion] changes, polled every [Config.Refresh] (250 ms), so a
//     key revoked by another process is refused within a second. A key
//     not in the table yet (created a moment ago) is looked up once.
//   - A quota is reserved before the work. When this process alone serves
//     the store (SQLite), the reservation is decided in memory. When
//     replicas share the store ([SharedStore], PostgreSQL), reservations
//     are decided by the store in groups: one transaction, committed
//     without waiting for a disk flush, grants the calls queued
//     meanwhile, and the row lock of each key serializes replicas, so a
//     quota is never over-spent.
//   - Usage is made durable in groups (group commit): one transaction
//     records every call that finished while the previous one ran, and a
//     call's Commit returns only once its record is durable. An answered
//     call therefore always has its record, even if the process is killed
//     right after.
//   - Reservations of calls that never finish are released: in memory
//     they die with the process; in a shared store each process holds a
//     liveness lock for its boot ID, and any process releases the
//     reservations of boots whose lock is gone, at start-up and then
//     every few seconds.
//
// A [Meter] implements payments.KeyMeter:
//
//	m, err := metering.Start(ctx, store, metering.Config{})
//	c, err := m.Begin(ctx, secret)     // key from memory, one call reserved
//	err = m.Commit(ctx, c, "/api/score") // durable when it returns
//	m.Cancel(ctx, c)                   // or: the work failed, not charged
//	m.Close()
package metering
