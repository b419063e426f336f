// Package checktest writes trees of prompt files for tests and
// benchmarks of pqs check.
package checktest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

// Sentences a prompt is drawn from: roles, tasks, context, rules, formats
// and examples, so that the engine has real work on every dimension.
var sentences = [][]string{
	{
		"You are a senior support engineer for a billing product.",
		"You are a research librarian for a public health team.",
		"You are an editor for a developer documentation site.",
		"You are a payments analyst at a subscription software company.",
	},
	{
		"Summarize the customer's ticket below and propose the next step.",
		"Classify each refund request against the policy and explain the decision.",
		"Rewrite the draft below for readers who know Go but not our product.",
		"Find peer-reviewed studies on the question and list them with their sample sizes.",
	},
	{
		"The readers are account managers who have not seen the ticket.",
		"The answer goes into a weekly report for the finance team.",
		"Our product is a scheduling API used by clinics in three countries.",
		"The input is pasted from the help desk and may contain signatures and quoted replies.",
	},
	{
		"Use only the data in the message; if it does not answer the question, say so.",
		"Keep the answer under 150 words and never promise refunds.",
		"Leave out internal ticket numbers and names of staff.",
		"Cite every figure you use with the line it comes from.",
	},
	{
		"Answer as a Markdown table with the columns item, decision and reason.",
		"Format: a one-line summary, then a numbered list of steps, then a closing line.",
		"Return JSON with the keys decision, reason and policy_clause.",
		"Write three short paragraphs: what happened, why, and what to do next.",
	},
	{
		"First list the facts the input gives, then decide, then check the decision against the rules.",
		"Example: Input: \"charged twice in March\" Output: \"Duplicate charge; the second invoice was voided on 3 March.\"",
		"Context:\n<ticket>\n{{ticket}}\n</ticket>",
		"Data:\n\"\"\"\n{data}\n\"\"\"",
	},
}

// prompt returns a prompt of size bytes or a sentence more: paragraphs
// of a sentence from each group in turn.
func prompt(r *rand.Rand, size int) string {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		group := sentences[i%len(sentences)]
		b.WriteString(group[r.IntN(len(group))])
		if i%len(sentences) == len(sentences)-1 {
			b.WriteString("\n\n")
		} else {
			b.WriteString(" ")
		}
	}
	return b.String()
}

// WriteTree writes n prompt files of 1 to 4 KiB under dir, in ten
// directories and the four kinds in turn (*.prompt.txt, *.prompt.md,
// *.prompt.yml, chat *.json), the same for the same seed.
func WriteTree(dir string, n int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, 22))
	for i := range n {
		size := 1024 + r.IntN(3*1024-400) // the last sentence and the file's wrapping add the rest
		sub := filepath.Join(dir, fmt.Sprintf("team%02d", i%10))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			return err
		}
		p := prompt(r, size)
		var name, data string
		switch i % 4 {
		case 0:
			name, data = fmt.Sprintf("p%04d.prompt.txt", i), p
		case 1:
			name, data = fmt.Sprintf("p%04d.prompt.md", i), "---\ndescription: generated\n---\n\n# Task\n"+p
		case 2:
			sys, user, _ := strings.Cut(p, "\n\n")
			c, _ := json.Marshal(sys) // a JSON string is a YAML string
			u, _ := json.Marshal(user + "\n{{input}}")
			name, data = fmt.Sprintf("p%04d.prompt.yml", i),
				fmt.Sprintf("name: generated %d\nmodel: openai/gpt-4o-mini\nmessages:\n  - role: system\n    content: %s\n  - role: user\n    content: %s\n", i, c, u)
		case 3:
			sys, user, _ := strings.Cut(p, "\n\n")
			b, err := json.MarshalIndent([]map[string]string{{"role": "system", "content": sys}, {"role": "user", "content": user}}, "", "  ")
			if err != nil {
				return err
			}
			name, data = fmt.Sprintf("p%04d.json", i), string(b)
		}
		if err := os.WriteFile(filepath.Join(sub, name), []byte(data), 0o644); err != nil {
			return err
		}
	}
	return nil
}
