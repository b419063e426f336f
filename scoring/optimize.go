package scoring

import (
	"fmt"
	"slices"
	"strings"
)

// Optimize rewrites prompt for vertical v without a model. It keeps the
// user's sentences where they are, in their order: it sets pasted input
// apart in <input> tags where nothing delimits it, and asks for each
// component the prompt lacks with a labelled placeholder after it
// ("Audience: [who will read this ...]"). Placeholders are template slots,
// which earn nothing until the user fills them in, and no section the
// prompt has is asked for again. After is the score of the rewrite exactly
// as returned, so it equals [Score] of Rewrite.Prompt.
func Optimize(prompt string, v Vertical) (Rewrite, error) {
	v, err := checkVertical(v)
	if err != nil {
		return Rewrite{}, err
	}
	a := analyze(prompt, v, defaultWeights, true)
	defer a.release()
	before := a.result(true)
	if a.d.fromJSON {
		// Keep a JSON prompt valid JSON: no layout, no placeholders.
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	body, changes := a.setApart()
	out, changes := a.withMissing(body, changes)
	if len(changes) == 0 {
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	b := analyze(out, v, defaultWeights, true)
	after := b.result(true)
	b.release()
	if after.Total < before.Total {
		// The sections would cost what the prompt earns as it stands
		// (a trailing primer no longer last): leave it as it is.
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	return Rewrite{Prompt: out, Changes: changes, Before: before, After: after}, nil
}

// OptimizeChat is [Optimize] for a chat: the placeholders go at the end of
// the system message (one is added first when the chat has none), so the
// rewrite is still a chat with its turns as they were. Rewrite.Prompt is
// the rewritten chat as [ChatPrompt] renders it.
func OptimizeChat(msgs []Message, v Vertical) ([]Message, Rewrite, error) {
	v, err := checkVertical(v)
	if err != nil {
		return nil, Rewrite{}, err
	}
	prompt := ChatPrompt(msgs)
	a := analyze(prompt, v, defaultWeights, true)
	defer a.release()
	before := a.result(true)
	missing, changes := a.withMissing("", nil)
	if len(changes) == 0 {
		return msgs, Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	out := append([]Message(nil), msgs...)
	i := slices.IndexFunc(out, func(m Message) bool { return m.Role == "system" || m.Role == "developer" })
	if i < 0 {
		out = append([]Message{{Role: "system"}}, out...)
		i = 0
	}
	out[i].Content = strings.TrimSpace(out[i].Content + "\n\n" + strings.TrimSpace(missing))
	text := ChatPrompt(out)
	b := analyze(text, v, defaultWeights, true)
	after := b.result(true)
	b.release()
	if after.Total < before.Total {
		return msgs, Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	return out, Rewrite{Prompt: text, Changes: changes, Before: before, After: after}, nil
}

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

// withMissing appends a request for each component the prompt lacks and
// needs (the components its fixes add): a labelled placeholder the user
// fills in. Placeholders are template slots and earn nothing as they
// stand; a component the prompt has, however weakly, is not asked for
// again.
func (a *analysis) withMissing(text string, changes []Change) (string, []Change) {
	var asks []string
	add := func(d int, ask string) {
		asks = append(asks, ask)
		changes = append(changes, Change{dimensionNames[d], fmt.Sprintf(a.lang.say("change.asked"), strings.SplitN(ask, ":", 2)[0])})
	}
	need := a.needProbs(&a.str)
	missing := [numDims]bool{}
	for _, d := range wanted(&a.str, &need) {
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
	if len(asks) == 0 {
		return text, changes
	}
	return strings.TrimSpace(text + "\n\n" + strings.Join(asks, "\n")), changes
}
