package scoring

import "strconv"

// Percentile returns the mid-rank percentile of total among the reference
// corpus scored for vertical v: 100 * (#below + 0.5 * #equal) / N, rounded.
// The corpus is awesome-chatgpt-prompts (see score_refdist_gen.go and
// docs/scoring.md); an unknown vertical uses General.
func Percentile(total int, v Vertical) int {
	counts := refCounts(v)
	n, below := 0, 0
	for s, c := range counts {
		n += int(c)
		if s < total {
			below += int(c)
		}
	}
	if n == 0 {
		return 0
	}
	eq := 0
	if total >= 0 && total < len(counts) {
		eq = int(counts[total])
	}
	// Round half up in integer arithmetic: (200*below + 100*eq + n) / (2n).
	return (200*below + 100*eq + n) / (2 * n)
}

func refCounts(v Vertical) *[OutOf + 1]uint16 {
	switch v {
	case Crypto:
		return &refDist[1]
	case Content:
		return &refDist[2]
	case Research:
		return &refDist[3]
	}
	return &refDist[0]
}

// PercentileBasis says in plain words what Percentile is relative to, for
// display beside the number; docs/scoring.md says how the reference was
// built.
func PercentileBasis() string {
	return "the share of " + thousands(refN) + " public prompts (" + refCorpus + ") that score lower"
}

// thousands writes n with a comma between its thousands.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
