package scoring

// Frameworks returns the five published frameworks the rubric cites, with
// the dimensions each one grounds.
func Frameworks() []Framework {
	return []Framework{
		{ID: fwOpenAI, Name: "OpenAI prompt engineering guide and best practices",
			Citation:   "OpenAI (2023). Prompt engineering guide: six strategies; Help Center, Best practices for prompt engineering with the OpenAI API.",
			URL:        "https://platform.openai.com/docs/guides/prompt-engineering",
			Dimensions: DimensionNames()},
		{ID: fwAnthropic, Name: "Anthropic prompt engineering documentation",
			Citation:   "Anthropic (2024-2025). Prompt engineering overview: be clear and direct, multishot prompting, let Claude think, XML tags, system prompts.",
			URL:        "https://docs.claude.com/en/docs/build-with-claude/prompt-engineering/overview",
			Dimensions: dims(dClarity, dContext, dConstraints, dOutputFormat, dRole, dExamples, dCoT)},
		{ID: fwGoogle, Name: "Google Prompting guide 101 (persona, task, context, format)",
			Citation:   "Google Workspace (2024). Prompting guide 101: Gemini for Google Workspace.",
			URL:        "https://workspace.google.com/learning/content/gemini-prompt-guide",
			Dimensions: dims(dClarity, dSpecificity, dContext, dOutputFormat, dRole)},
		{ID: fwCoT, Name: "Chain-of-thought and few-shot prompting",
			Citation:   "Wei et al. (2022). Chain-of-Thought Prompting Elicits Reasoning in Large Language Models, NeurIPS; Kojima et al. (2022). Large Language Models are Zero-Shot Reasoners, NeurIPS; Brown et al. (2020). Language Models are Few-Shot Learners, NeurIPS.",
			URL:        "https://arxiv.org/abs/2201.11903",
			Dimensions: dims(dExamples, dCoT)},
		{ID: fwBsharat, Name: "Principled instructions (26 principles)",
			Citation:   "Bsharat, Myrzakhan, Shen (2023). Principled Instructions Are All You Need for Questioning LLaMA-1/2, GPT-3.5/4. arXiv:2312.16171.",
			URL:        "https://arxiv.org/abs/2312.16171",
			Dimensions: DimensionNames()},
	}
}

// dims returns the names of the dimensions ds.
func dims(ds ...int) []string {
	names := make([]string, len(ds))
	for i, d := range ds {
		names[i] = dimensionNames[d]
	}
	return names
}
