package scoring

import "math"

// Strength: how strongly the prompt states each component, on the scale a
// careful reader uses (eval/RUBRIC.md): 0 absent, 1 bare or generic, 2
// specific, 3 thorough. A dimension's strength is read from what its
// spans say (the mentions) and what its rules measured (measures.go), by an
// ordinal model fit on the careful readers' strengths (strengths_gen.go).
// A dimension's points follow its expected strength.

// The features of a dimension's strength.
const (
	sAny              = iota // the probability that some span states it
	sTop                     // the most likely span's probability
	sAmount                  // log(1 + the expected number of spans that state it)
	sSpecific                // log(1 + that number, each span weighed by how specific it is)
	sBest                    // the most likely span's probability times how specific it is
	sRules                   // the points its rules measured
	sRulesL                  // log(1 + those points)
	sRule                    // + k: the points of the dimension's k-th rule
	nStrengthFeatures = sRule + maxDimRules
)

// maxDimRules is the most general rules a dimension has.
const maxDimRules = 9

// dimRules lists each dimension's rules in rubric order, and generalRules
// those of them that apply in every vertical: a vertical's own rules
// count in their dimension's sum alone, since the labels, all general,
// cannot weigh them one by one.
var dimRules, generalRules = func() (all, general [numDims][]int) {
	for r := range rubric {
		d := rubric[r].Dim
		if d < 0 {
			continue
		}
		all[d] = append(all[d], r)
		if !verticalRule(r) {
			general[d] = append(general[d], r)
		}
	}
	return all, general
}()

// strengthModel is an ordinal (cumulative logit) model per dimension
// whose cuts are equally spaced: a dimension's level, linear in its
// features, is w·x read on a scale where each strength is one step, and
// P(strength >= k) = sigmoid(step * (level - k + 0.5)). The level is what
// the points follow, so that points keep rising with what is stated
// where a probability would have flattened.
type strengthModel struct {
	w     [numDims][nStrengthFeatures]float64
	at    [numDims]float64 // w·x at level 0.5, between absent and bare
	step  [numDims]float64 // w·x per step of strength
	knots [numDims][nKnots][2]float64
}

// nKnots is the number of points of the calibration of each dimension.
const nKnots = 12

// A strength is what the model says of one dimension.
type strength struct {
	atLeast [3]float64 // P(strength >= 1, 2, 3)
	level   float64    // the strength on the readers' 0..3 scale, not bounded
	scale   float64    // the level on the scale of the readers' strengths, see calibrate
}

func (m *strengthModel) read(d int, x [nStrengthFeatures]float64) strength {
	z := 0.0
	for j, v := range x {
		z += m.w[d][j] * v
	}
	s := strength{level: (z-m.at[d])/m.step[d] + 0.5}
	for k := range s.atLeast {
		s.atLeast[k] = 1 / (1 + math.Exp(-(z - m.at[d] - float64(k)*m.step[d])))
	}
	s.scale = m.calibrate(d, s.level)
	return s
}

// points turns a strength into a dimension's 0..10 by the rubric's
// bands: a level under 0.5 (more likely absent than not) is 0, bare (one
// step around 1) earns 1 to 3 points, specific (around 2) 3 to 7, and
// thorough (3 and beyond) 7 to 10. A bare mention is worth little, and
// points keep growing within a band with what is stated.
func (s strength) points() int { return pointsOf(s.scale) }

// A model that is never sure predicts levels near the middle: one clear
// statement of a format reads as 1.2 where a reader says 2. calibrate maps
// a dimension's level to the scale of the readers' strengths, by matching
// the share of prompts below each knot to the share of the readers'
// strengths below it (generated with the model), so that points spread as
// the readers' strengths do while keeping the order the model gives.
func (m *strengthModel) calibrate(d int, level float64) float64 {
	k := &m.knots[d]
	if k[len(k)-1][0] == 0 {
		return level // not calibrated
	}
	i := 0
	for i+2 < len(k) && level > k[i+1][0] {
		i++
	}
	lo, hi := k[i], k[i+1]
	x := lo[1] + (level-lo[0])*(hi[1]-lo[1])/max(1e-9, hi[0]-lo[0])
	// Beyond the last knot a level grows at the rate of the last step.
	return (1-calibrationKeep)*x + calibrationKeep*level
}

// calibrationKeep is the share of the level kept as it is, so that levels
// the readers' ties would flatten stay in order.
const calibrationKeep = 0.15

// pointBands are the levels and the points at them; points are linear
// between them.
var pointBands = [...][2]float64{{0.5, 0.5}, {1.5, 2.5}, {2.5, 6.5}, {3.25, 10}}

func pointsOf(level float64) int {
	if level < pointBands[0][0] {
		return 0
	}
	p := 10.0
	for k := 1; k < len(pointBands); k++ {
		if lo, hi := pointBands[k-1], pointBands[k]; level < hi[0] {
			p = lo[1] + (level-lo[0])*(hi[1]-lo[1])/(hi[0]-lo[0])
			break
		}
	}
	return int(max(1, math.Floor(p+0.5)))
}

// strengthFeatures returns dimension d's features, from the mentions of
// the prompt's spans and the points its rules measured. The prompt's
// length is not one of them: a longer prompt is not a better one.
func strengthFeatures(d int, ment []mention, pts *[numRules]float64) [nStrengthFeatures]float64 {
	none, top, sum, spec, best := 1.0, 0.0, 0.0, 0.0, 0.0
	for i := range ment {
		p := float64(ment[i].p[d])
		none *= 1 - p
		top = max(top, p)
		sum += p
		spec += p * float64(ment[i].specific)
		best = max(best, p*float64(ment[i].specific))
	}
	rules := 0.0
	for _, r := range dimRules[d] {
		rules += pts[r]
	}
	x := [nStrengthFeatures]float64{
		sAny:      1 - none,
		sTop:      top,
		sAmount:   math.Log1p(sum),
		sSpecific: math.Log1p(spec),
		sBest:     best,
		sRules:    rules,
		sRulesL:   math.Log1p(max(0, rules)),
	}
	for k, r := range generalRules[d] {
		x[sRule+k] = pts[r]
	}
	return x
}

// strengths reads each dimension's strength.
func (a *analysis) strengths(ment []mention, pts *[numRules]float64) [numDims]strength {
	var out [numDims]strength
	for d := range out {
		x := strengthFeatures(d, ment, pts)
		if x == ([nStrengthFeatures]float64{}) {
			continue // nothing read of it: absent, whatever a model's intercept says
		}
		out[d] = strengths.read(d, x)
	}
	return out
}
