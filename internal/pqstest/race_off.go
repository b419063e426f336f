//go:build !race

package pqstest

// Race says the race detector is on (see race_on.go).
const Race = false
