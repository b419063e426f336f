package sqlite

import "errors"

// ErrServed is returned by Claim for a file another process serves.
var ErrServed = errors.New("the database file is served by another process")

// Claim marks the file as served by this process until release is called
// or the process ends. One process per file: a Meter keeps the quota
// reservations of a SQLite store in its own memory, where a second
// process serving the same file would not see them. The keys command and
// other readers need no claim.
func (db *DB) Claim() (release func(), err error) {
	return claim(db.path + "-serve.lock")
}
