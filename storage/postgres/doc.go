// Package postgres stores API keys, their usage and the x402 payment ledger
// in PostgreSQL (through pgx), so that any number of replicas share them.
//
// Every rule that must hold across replicas is one statement: a quota check
// and its increment are one UPDATE (the row lock orders concurrent ones), a
// payment reservation is one INSERT on the (payer, nonce) primary key.
// Migrations are applied in one transaction under an advisory lock, so
// replicas starting together don't race.
package postgres
