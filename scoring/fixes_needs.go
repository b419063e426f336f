package scoring

import (
	"math"
	"sort"
)

// Needs: which components this prompt most needs for its purpose. A short
// question of fact needs no role, examples or steps; a story may need an
// audience and a length; a coding task an example input and output. A
// logistic model per dimension, over the strengths read and the words of
// the prompt, gives the probability that a careful reader lists the
// dimension as needed (RUBRIC.md's `needed`); it is fit on the readers'
// lists and written to strengths_gen.go.

// The features of a dimension's need, beside the prompt's words.
const (
	nAtLeast1     = iota // P(strength >= 1)
	nAtLeast2            // P(strength >= 2)
	nLevel               // the strength's level
	nSize                // log(1 + the prompt's length)
	nFollowUp            // the task refers to an earlier turn ("Now make it shorter.")
	nLookup              // the task looks up a fact ("Who wrote Hamlet?")
	nReasonTask          // the task is one that reasoning steps help
	nExampleTask         // the task's output has a form or style to copy
	nNoObject            // the task is the prompt\'s only instruction and names nothing to act on
	nOthers              // + dimension: each dimension's level
	nNeedFeatures = nOthers + numDims
)

// needModel holds a logistic model per dimension.
type needModel struct {
	bias  [numDims]float64
	w     [numDims][nNeedFeatures]float64
	words map[string][numDims]float32
}

// needFeatures returns dimension d's features; task holds the features
// of the task that every dimension shares.
func needFeatures(d int, st *[numDims]strength, task [nNeedFeatures]float64) [nNeedFeatures]float64 {
	x := task
	x[nAtLeast1], x[nAtLeast2], x[nLevel] = st[d].atLeast[0], st[d].atLeast[1], st[d].level
	for k := range st {
		x[nOthers+k] = st[k].level
	}
	return x
}

// taskFeatures are the need features that do not depend on a dimension.
func (a *analysis) taskFeatures() [nNeedFeatures]float64 {
	var x [nNeedFeatures]float64
	b := func(ok bool) float64 {
		if ok {
			return 1
		}
		return 0
	}
	x[nSize] = math.Log1p(float64(len(a.d.src)))
	x[nFollowUp] = b(a.followUp())
	x[nLookup] = b(a.lookup())
	x[nReasonTask] = b(a.needsReasoning())
	x[nExampleTask] = b(a.needsExamples())
	x[nNoObject] = b(a.main != nil && len(a.tasks) == 1 && a.hits[rObject].frac == 0 && len(a.d.spans) == 1)
	return x
}

// promptStems calls f with the stem of each distinct word the prompt
// writes itself (not pasted input), in order, and returns their number.
func (a *analysis) promptStems(f func(string)) int {
	seen := a.fresh()
	n := 0
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if s.material {
			continue
		}
		for k := range s.toks {
			if s.toks[k].kind != tWord {
				continue
			}
			st := s.toks[k].stem()
			if _, raised := seen.raise(st, 1); !raised {
				continue
			}
			n++
			if f != nil {
				f(st)
			}
		}
	}
	return n
}

// needed returns the probability that each dimension is needed, read once.
func (a *analysis) needed() *[numDims]float64 {
	if !a.needRead {
		a.need, a.needRead = a.needProbs(&a.str), true
	}
	return &a.need
}

// needProbs returns the probability that each dimension is needed.
func (a *analysis) needProbs(st *[numDims]strength) [numDims]float64 {
	var z [numDims]float64
	task := a.taskFeatures()
	for d := range z {
		z[d] = needFit.bias[d]
		x := needFeatures(d, st, task)
		for j, v := range x {
			z[d] += needFit.w[d][j] * v
		}
	}
	if a.supported {
		// Each word weighs one over the root of their number.
		var sum [numDims]float64
		n := a.promptStems(func(w string) {
			if row, ok := needFit.words[w]; ok {
				for d := range sum {
					sum[d] += float64(row[d])
				}
			}
		})
		v := 1 / math.Sqrt(float64(max(1, n)))
		for d := range z {
			z[d] += v * sum[d]
		}
	}
	var p [numDims]float64
	for d := range z {
		p[d] = 1 / (1 + math.Exp(-z[d]))
	}
	gate(&p, &task)
	return p
}

// gate applies what a task's purpose rules out, whatever the model says:
// a follow-up to an earlier answer ("Now make it shorter.") needs nothing
// more; a lookup ("Who wrote Hamlet?") needs at most its detail sharpened;
// an instruction that names nothing to act on ("Summarize this.") needs
// that first.
func gate(p *[numDims]float64, task *[nNeedFeatures]float64) {
	switch {
	case task[nFollowUp] > 0:
		*p = [numDims]float64{}
	case task[nLookup] > 0:
		*p = [numDims]float64{dSpecificity: p[dSpecificity]}
	}
	if task[nNoObject] > 0 {
		p[dClarity] = 1
	}
}

// wanted returns the dimensions worth a fix, most needed first: needed
// at least needMin, and not stated (a fix never asks for a component that
// earns points; clarity and specificity, in every prompt, are sharpened
// unless they are likely specific already). At most three; none when
// nothing is needed enough.
func wanted(st *[numDims]strength, need *[numDims]float64) []int {
	return wantedAt(st, need, needMin, specificMax)
}

func wantedAt(st *[numDims]strength, need *[numDims]float64, needMin, specificMax float64) []int {
	var ds []int
	for d := range need {
		stated := st[d].points() > 0 && d != dClarity && d != dSpecificity
		forced := need[d] >= 1 // gate: what the task's purpose asks first
		if forced || need[d] >= needMin && st[d].atLeast[1] < specificMax && !stated {
			ds = append(ds, d)
		}
	}
	sort.SliceStable(ds, func(i, j int) bool { return need[ds[i]] > need[ds[j]] })
	return ds[:min(3, len(ds))]
}

// needFit is the fit model of strengths_gen.go, its words unpacked once.
var needFit = func() needModel {
	m := needFixed
	m.words = map[string][numDims]float32{}
	at := 0
	unpack(needWords, needWeights, needUnit, &at, func(w string, row []float32) { m.words[w] = [numDims]float32(row) }, numDims)
	return m
}()
