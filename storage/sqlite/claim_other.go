//go:build !unix

package sqlite

// claim is not enforced here: serve one SQLite file from one process.
func claim(string) (func(), error) { return func() {}, nil }
