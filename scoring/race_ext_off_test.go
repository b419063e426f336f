//go:build !race

package scoring_test

const raceOn = false
