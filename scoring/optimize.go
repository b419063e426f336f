package scoring

import (
	"fmt"
	"strings"
)

// Optimize rewrites prompt for vertical v without a model. It only
// restructures what the prompt already says: the task first, then each
// component under its own label, pasted input set apart in tags. What the
// prompt lacks it asks for as placeholders, which earn nothing until the
// user fills them in, so the rewrite's score counts only the user's own
// words. A prompt that is already sectioned keeps its layout. The rewrite
// never scores lower than the original; if it would, the original is
// returned unchanged.
func Optimize(prompt string, v Vertical) (Rewrite, error) {
	v, err := checkVertical(v)
	if err != nil {
		return Rewrite{}, err
	}
	lx := lexOnce()
	a := lx.analyze(prompt, v, defaultWeights, true)
	defer a.release()
	before := a.result(true)
	if a.d.fromJSON {
		// Keep a JSON prompt valid JSON: no layout, no placeholders.
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	// The score is taken on the restructured prompt alone: the block of
	// placeholders appended below it earns nothing.
	body, changes := a.restructure()
	b := lx.analyze(body, v, defaultWeights, true)
	after := b.result(true)
	b.release()
	if after.Total < before.Total {
		body, changes = strings.TrimSpace(prompt), nil // keep the user's layout
		after = before
	}
	out, changes := a.withMissing(body, changes)
	if len(changes) == 0 {
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	return Rewrite{Prompt: out, Changes: changes, Before: before, After: after}, nil
}

// sections of the rewrite, in order, with their labels.
var rewriteSections = []struct {
	part  part
	label string
	dim   int
}{
	{pContext, "Context", dContext},
	{pConstraint, "Requirements", dConstraints},
	{pFormat, "Output format", dOutputFormat},
	{pReasoning, "Steps", dCoT},
}

func (a *analysis) restructure() (string, []Change) {
	d := a.d
	if d.headings+d.tags >= 2 || len(d.spans) < 2 {
		return strings.TrimSpace(d.src), nil
	}
	var b strings.Builder
	var changes []Change
	// texts are the spans' own words, each span once, in prompt order.
	texts := func(spans []*span) []string {
		var out []string
		for _, s := range spans {
			if !s.heading {
				out = append(out, s.text)
			}
		}
		return out
	}
	if r := a.byPart[pRole]; len(r) > 0 {
		b.WriteString(strings.Join(texts(r), " ") + "\n\n")
		if &d.spans[0] != r[0] {
			changes = append(changes, Change{dimensionNames[dRole], "Put the role first."})
		}
	}
	var task []*span
	for i := range d.spans {
		if p := d.spans[i].part; p == pTask || p == pDetail {
			task = append(task, &d.spans[i])
		}
	}
	b.WriteString(strings.Join(texts(task), " ") + "\n\n")
	for _, sec := range rewriteSections {
		lines := texts(a.byPart[sec.part])
		if len(lines) == 0 {
			continue // a lone primer stays last
		}
		fmt.Fprintf(&b, "%s:\n", sec.label)
		for i, l := range lines {
			if sec.part == pReasoning {
				fmt.Fprintf(&b, "%d. %s\n", i+1, l)
			} else {
				fmt.Fprintf(&b, "- %s\n", l)
			}
		}
		b.WriteByte('\n')
		changes = append(changes, Change{dimensionNames[sec.dim], fmt.Sprintf("Gathered the prompt's %d %s sentence(s) under \"%s:\".", len(lines), strings.ToLower(sec.label), sec.label)})
	}
	if ex := a.byPart[pExample]; len(ex) > 0 {
		b.WriteString("Examples:\n")
		if contiguous(d, ex) {
			b.WriteString(d.src[ex[0].start:ex[len(ex)-1].end])
		} else {
			b.WriteString(strings.Join(texts(ex), "\n"))
		}
		b.WriteString("\n\n")
		changes = append(changes, Change{dimensionNames[dExamples], "Gathered the examples under \"Examples:\"."})
	}
	if m := a.byPart[pMaterial]; len(m) > 0 {
		text := strings.Join(texts(m), "\n")
		if contiguous(d, m) {
			text = d.src[m[0].start:m[len(m)-1].end]
		}
		if strings.Contains(text, "<") || strings.HasPrefix(text, "```") {
			b.WriteString(text)
		} else {
			b.WriteString("<input>\n" + text + "\n</input>")
			changes = append(changes, Change{"clarity", "Put the pasted input in <input> tags, apart from the instructions."})
		}
		b.WriteString("\n\n")
	}
	if dropped := len(a.byPart[pFiller]) - headingCount(a.byPart[pFiller]); dropped > 0 {
		changes = append(changes, Change{"clarity", fmt.Sprintf("Left out %d sentence(s) that earn nothing: greetings, tips, threats, repeats or instructions about nothing.", dropped)})
	}
	if d.primer != "" {
		b.WriteString(d.primer)
	}
	if len(changes) == 0 {
		return strings.TrimSpace(d.src), nil
	}
	return strings.TrimSpace(b.String()), changes
}

// contiguous reports spans with nothing of another part between the
// first and the last.
func contiguous(d *doc, spans []*span) bool {
	first, last := spans[0], spans[len(spans)-1]
	for i := range d.spans {
		s := &d.spans[i]
		if s.start >= first.start && s.end <= last.end && s.part != first.part && !s.heading {
			return false
		}
	}
	return true
}

func headingCount(spans []*span) int {
	n := 0
	for _, s := range spans {
		if s.heading {
			n++
		}
	}
	return n
}

// withMissing appends a request for what the prompt lacks: placeholders
// the user fills in. They earn nothing as they stand.
func (a *analysis) withMissing(text string, changes []Change) (string, []Change) {
	sc := a.scores()
	var asks []string
	var dims []string
	add := func(d int, ask string) {
		asks = append(asks, ask)
		dims = append(dims, dimensionNames[d])
		changes = append(changes, Change{dimensionNames[d], "Asked for " + strings.SplitN(ask, ":", 2)[0] + " as a placeholder to fill in; it earns nothing until filled."})
	}
	if sc[dContext] < weak {
		add(dContext, "Audience: [who will read this and what they already know]")
		add(dContext, "Purpose: [what the answer is for]")
	}
	if sc[dConstraints] < weak {
		length := "; a length such as " + a.lengthHint()
		if a.lengthStated() {
			length = ""
		}
		add(dConstraints, "Requirements: [what the answer must include or avoid"+length+"]")
	}
	if sc[dOutputFormat] < weak {
		add(dOutputFormat, "Output format: [for example, "+a.shapeHint()+"]")
	}
	if sc[dRole] < weak && a.needs(dRole) {
		add(dRole, "Role: [the expertise the answer needs, e.g. "+a.roleHint()+"]")
	}
	if sc[dExamples] < weak && a.needsExamples() {
		add(dExamples, "Example: [one input and the output you want for it]")
	}
	if len(asks) == 0 {
		return text, changes
	}
	return text + "\n\n" + strings.Join(asks, "\n"), changes
}
