package scoring

import (
	"fmt"
	"os"
	"testing"
)

func TestDbgSpans(t *testing.T) {
	p := os.Getenv("P")
	if p == "" {
		t.Skip()
	}
	a := analyze(p, General, defaultWeights, false)
	for i := range a.d.spans {
		s := &a.d.spans[i]
		fmt.Printf("%2d part=%-10s sec=%-10s mat=%v head=%v item=%v %q\n", i, s.part, s.section, s.material, s.heading, s.item, s.text[:min(len(s.text), 80)])
	}
	a.release()
}

func TestDbgLevels(t *testing.T) {
	p := os.Getenv("L")
	if p == "" {
		t.Skip()
	}
	a := analyze(p, General, defaultWeights, false)
	defer a.release()
	ment := a.mentions()
	k := 0
	for i := range a.d.spans {
		s := &a.d.spans[i]
		if !mentionable(s) {
			continue
		}
		fmt.Printf("%-50q %v spec=%.2f\n", clip(s.text, 50), fmtP(ment[k].p), ment[k].specific)
		k++
	}
	pts := a.rulePoints()
	for d := range numDims {
		x := strengthFeatures(d, ment, &pts)
		st := strengths.read(d, x)
		fmt.Printf("%-16s level %.2f pts %d  x=%v\n", dimensionNames[d], st.level, st.points(), fmtF(x[:7]))
	}
}

func fmtP(p [numDims]float32) string {
	s := ""
	for _, x := range p {
		s += fmt.Sprintf(" %.2f", x)
	}
	return s
}

func fmtF(p []float64) string {
	s := ""
	for _, x := range p {
		s += fmt.Sprintf(" %.2f", x)
	}
	return s
}

func TestDbgRules(t *testing.T) {
	p := os.Getenv("R")
	if p == "" {
		t.Skip()
	}
	a := analyze(p, General, defaultWeights, true)
	defer a.release()
	for r := range rubric {
		if a.hits[r].frac != 0 {
			fmt.Printf("%-28s frac %.2f pts %.2f %q\n", rubric[r].ID, a.hits[r].frac, a.points(r), a.hits[r].quote)
		}
	}
}
