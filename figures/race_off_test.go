//go:build !race

package figures_test

const raceEnabled = false
