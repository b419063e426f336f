//go:build race

package check

// raceEnabled: the race detector is on, and the fits and full-corpus
// checks, many times slower under it, are left to the run without it
// (.ci/run runs them).
const raceEnabled = true
