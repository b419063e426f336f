package scoring

import (
	"fmt"
	"strings"
)

// setApart returns the prompt with its pasted input put in <input> tags
// in place, when the input is one undelimited stretch after the
// instructions; otherwise the prompt as it is.
func (a *analysis) setApart() (string, []Change) {
	d := a.d
	src := strings.TrimSpace(d.src)
	m := a.byPart[pMaterial]
	if len(m) == 0 || !contiguous(d, m) || d.tags > 0 || d.fences > 0 {
		return src, nil
	}
	first, last := m[0], m[len(m)-1]
	if strings.TrimSpace(d.src[last.end:]) != "" || first.start == 0 {
		return src, nil // the input is not the prompt's last stretch
	}
	text := d.src[first.start:last.end]
	return strings.TrimSpace(d.src[:first.start]) + "\n\n<input>\n" + text + "\n</input>",
		[]Change{{"clarity", a.lang.say("change.input")}}
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

// An ask is one placeholder line of a rewrite and the change it makes.
type ask struct {
	line   string
	change Change
}

// asks are the placeholder lines for each component the prompt lacks and
// needs (the components its fixes add), for the user to fill in.
// Placeholders are template slots and earn nothing as they stand; a
// component the prompt has, however weakly, is not asked for again.
func (a *analysis) asks() []ask {
	if !a.supported {
		return nil // no fix is offered in a language the engine does not read
	}
	var out []ask
	add := func(d int, line string) {
		out = append(out, ask{line, Change{dimensionNames[d], fmt.Sprintf(a.lang.say("change.asked"), strings.SplitN(line, ":", 2)[0])}})
	}
	missing := [numDims]bool{}
	for _, d := range wanted(&a.str, a.needed()) {
		missing[d] = !a.stated(d)
	}
	if missing[dContext] {
		add(dContext, a.lang.say("placeholder.audience"))
		add(dContext, a.lang.say("placeholder.purpose"))
	}
	if missing[dConstraints] {
		length := fmt.Sprintf(a.lang.say("placeholder.length"), a.lengthHint())
		if a.lengthStated() {
			length = ""
		}
		add(dConstraints, fmt.Sprintf(a.lang.say("placeholder.requirements"), length))
	}
	if missing[dOutputFormat] {
		add(dOutputFormat, fmt.Sprintf(a.lang.say("placeholder.format"), a.shapeHint()))
	}
	if missing[dRole] {
		role := a.roleHint()
		if strings.Contains(role, "[") {
			role = a.lang.say("placeholder.anyrole")
		}
		add(dRole, fmt.Sprintf(a.lang.say("placeholder.role"), role))
	}
	if missing[dExamples] {
		add(dExamples, a.lang.say("placeholder.example"))
	}
	return out
}

// keptAsks returns the placeholder lines of asks to add, and their
// changes appended to changes. A line is kept only while the rewrite that
// compose makes of the lines scores at least floor, the prompt's total as
// it stands: placeholders earn nothing, but a line can change how the
// reading weighs the sentences before it, and a rewrite must not cost the
// user points.
func keptAsks(asks []ask, changes []Change, floor int, compose func([]string) string, total func(string) int) ([]string, []Change) {
	all := make([]string, len(asks))
	for i, k := range asks {
		all[i] = k.line
	}
	if len(all) == 0 || total(compose(all)) >= floor {
		for _, k := range asks {
			changes = append(changes, k.change)
		}
		return all, changes
	}
	var kept []string
	for _, k := range asks {
		if total(compose(append(kept, k.line))) >= floor {
			kept = append(kept, k.line)
			changes = append(changes, k.change)
		}
	}
	return kept, changes
}
