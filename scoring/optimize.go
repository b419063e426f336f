package scoring

import "strings"

// Optimize rewrites prompt for vertical v. It keeps the user's text verbatim
// and adds what the fixes call for: a fitting role, the purpose and audience
// as placeholders (only the user knows them, and the scorer gives
// placeholders no points), sensible requirements, an output format suited to
// the task, and a reasoning cue where the task needs one. The rewrite never
// scores lower than the original; if it would, the original is returned.
func Optimize(prompt string, v Vertical) (Rewrite, error) {
	if err := validVertical(v); err != nil {
		return Rewrite{}, err
	}
	if v == "" {
		v = General
	}
	e := defaultEngine()
	prompt = strings.ToValidUTF8(prompt, "\uFFFD")
	a := e.analyze(prompt)
	before := e.score(a, v)
	t := a.classify()

	dimScore := func(name string) int {
		for _, d := range before.Dimensions {
			if d.Name == name {
				return d.Score
			}
		}
		return 0
	}
	out, changes := build(a, t, v, prompt, dimScore, 6)
	if len(changes) == 0 {
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	after := e.score(e.analyze(out), v)
	if after.Total < before.Total+15 {
		// Not enough: add every part, not only those for weak dimensions.
		out2, changes2 := build(a, t, v, prompt, dimScore, 11)
		if after2 := e.score(e.analyze(out2), v); after2.Total > after.Total {
			out, changes, after = out2, changes2, after2
		}
	}
	if after.Total < before.Total {
		return Rewrite{Prompt: prompt, Before: before, After: before}, nil
	}
	return Rewrite{Prompt: out, Changes: changes, Before: before, After: after}, nil
}

// build assembles the rewrite, adding the parts for dimensions scoring
// below limit.
func build(a *analysis, t task, v Vertical, prompt string, dimScore func(string) int, limit int) (string, []Change) {
	var (
		head, tail []string
		changes    []Change
	)
	if dimScore("role_definition") < min(limit, 6) {
		head = append(head, "You are "+inferRole(a, t)+"; your goal is to give an accurate, useful answer.")
		changes = append(changes, Change{"role_definition", "Added a role that fits the task."})
	}
	if dimScore("context") < min(limit, 4) {
		tail = append(tail, "Context: "+contextSentence(a, v))
		changes = append(changes, Change{"context", "Asked for the audience and purpose as placeholders; only you know them, so they earn no points until filled in."})
	}
	if dimScore("constraints") < limit {
		tail = append(tail, "Requirements: "+requirements(a, t, v))
		changes = append(changes, Change{"constraints", "Added requirements: what to cover, a length, a tone, and what to do when unsure."})
	}
	if s := verticalNeeds(a, v); s != "" {
		tail = append(tail, s)
		changes = append(changes, Change{"constraints", "Added what the " + string(v) + " vertical expects."})
	}
	reason := dimScore("cot_structure") < limit && !a.has(sigStepByStep)
	format := dimScore("output_format") < limit
	if format || reason {
		tail = append(tail, "Approach and format: "+formatAndReasoning(t, format, reason))
		if format {
			changes = append(changes, Change{"output_format", "Added an output format suited to a " + t.kind + " task."})
		}
		if reason {
			changes = append(changes, Change{"cot_structure", "Asked for step-by-step reasoning and a final check before the answer."})
		}
	}
	if limit > 10 && !reason && dimScore("cot_structure") < 10 {
		tail = append(tail, "Before you answer, double-check the result against these requirements.")
		changes = append(changes, Change{"cot_structure", "Asked for a final check before the answer."})
	}
	if len(changes) == 0 {
		return prompt, nil
	}
	body := strings.TrimSpace(prompt)
	var parts []string
	parts = append(parts, head...)
	if a.has(sigPrimer) {
		// The prompt ends by priming the answer: keep that last.
		parts = append(parts, tail...)
		parts = append(parts, body)
	} else {
		parts = append(parts, body)
		parts = append(parts, tail...)
	}
	return strings.Join(parts, "\n\n"), changes
}

// domainRoles maps a domain signal (words in the task, see lexicon) to a
// fitting role; the first domain found wins.
var domainRoles = [...]struct {
	sig  signal
	role string
}{
	{sigDom0, "a senior software engineer"},
	{sigDom1, "an experienced lawyer"},
	{sigDom2, "an experienced financial analyst"},
	{sigDom3, "an experienced physician and health educator"},
	{sigDom4, "a patient mathematics tutor"},
	{sigDom5, "a historian"},
	{sigDom6, "an experienced science educator"},
	{sigDom7, "an experienced writer and editor"},
	{sigDom8, "a senior marketing strategist"},
	{sigDom9, "an experienced data analyst"},
	{sigDom10, "an experienced teacher"},
}

// inferRole suggests a fitting role for the task.
func inferRole(a *analysis, t task) string {
	for _, d := range domainRoles {
		if a.has(d.sig) {
			return d.role
		}
	}
	switch t.kind {
	case "code":
		return "a senior software engineer"
	case "math":
		return "a patient mathematics tutor"
	case "writing":
		return "an experienced writer and editor"
	case "analysis":
		return "an experienced analyst"
	}
	return "an expert in this subject who explains things clearly"
}

func contextSentence(a *analysis, v Vertical) string {
	switch v {
	case Content:
		return "This is for [audience: who will read it] and should help them [purpose: what the piece should achieve]."
	case Research:
		return "I need this for [purpose: what the research is for], and the readers are [audience: who will read it]."
	case Crypto:
		return "I am asking because [purpose: the decision this informs], and the answer is for [audience: who will read it]."
	}
	return "This is for [audience: who will read it], and I will use it to [purpose: what the answer is for]."
}

func requirements(a *analysis, t task, v Vertical) string {
	var b strings.Builder
	b.WriteString("Make sure the answer covers the key points the task asks for and stays within its scope")
	switch {
	case t.kind == "code":
		b.WriteString("; keep the code idiomatic and the explanation under 150 words, in a clear, professional tone.")
	case v == Content || t.kind == "writing":
		b.WriteString("; keep it under 400 words, in a clear, engaging tone that suits the reader.")
	case t.kind == "extraction":
		b.WriteString("; include only items found in the input, in a neutral tone.")
	default:
		b.WriteString("; keep it under 250 words, in a clear, neutral tone.")
	}
	b.WriteString(" If something is uncertain or missing, say so instead of guessing.")
	return b.String()
}

func verticalNeeds(a *analysis, v Vertical) string {
	switch v {
	case Research:
		if !a.has(sigCitation) {
			return "Cite your sources for each claim (author, year and a link where possible), prefer peer-reviewed studies from the last five years, and say where the evidence is weak."
		}
	case Crypto:
		var s []string
		if !a.has(sigChain) || !a.has(sigAsset) || !a.has(sigTimeframe) {
			s = append(s, "Use data from the last 30 days unless I say otherwise. The chain and token are [chain and token: e.g. USDC on Ethereum].")
		}
		if !a.has(sigRisk) {
			s = append(s, "Flag the main risks, such as volatility, smart-contract and liquidity risk, and note that this is not financial advice.")
		}
		return strings.Join(s, " ")
	case Content:
		if !a.has(sigTone) {
			return "Use a warm, conversational voice, and end with a clear call to action."
		}
	}
	return ""
}

// formatAndReasoning returns the closing paragraph: how to think and how to
// shape the answer, worded for the kind of task.
func formatAndReasoning(t task, format, reason bool) string {
	var think, shape string
	if reason {
		switch t.kind {
		case "math":
			think = "Work through the problem step by step, checking each step"
		case "code":
			think = "First think through the approach step by step"
		case "analysis":
			think = "Think it through step by step: list the relevant facts, weigh them, then decide"
		default:
			think = "Think it through step by step before you answer"
		}
	}
	if format {
		switch t.kind {
		case "code":
			shape = "return one code block with the complete code, followed by a short explanation of how it works"
		case "extraction":
			shape = "return the result as a table with one row per item, and nothing else"
		case "analysis":
			shape = "structure the answer as a one-line summary, the key points as a bulleted list, and a final recommendation"
		case "math":
			shape = "show the working, then give the final answer on its own line"
		case "writing":
			shape = "format it as a short title followed by a few focused paragraphs"
		default:
			shape = "format the answer as a short paragraph followed by 3-5 bullet points with the key facts"
		}
	}
	check := ""
	if reason {
		check = " Before you answer, double-check the result against these requirements."
	}
	switch {
	case think != "" && shape != "":
		return think + ", then " + shape + "." + check
	case think != "":
		return think + "." + check
	}
	return strings.ToUpper(shape[:1]) + shape[1:] + "."
}
