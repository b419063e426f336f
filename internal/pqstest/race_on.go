//go:build race

package pqstest

// Race says the race detector is on: tests many times slower under it (the
// fits, the full-corpus checks) leave themselves to the run without it,
// which .ci/run makes.
const Race = true
