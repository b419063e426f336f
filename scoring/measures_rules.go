package scoring

import "strings"

// The rubric. Every point the engine gives or takes comes from one rule
// of this table; docs/scoring.md is generated from it (TestRubricDoc).
// A rule's Points are the most it adds (or, when negative, takes away);
// how much of them a prompt earns is measured in measures.go, mostly by how
// specific the text that fires the rule is to this task.

// Dimension indexes, in result order.
const (
	dClarity = iota
	dSpecificity
	dContext
	dConstraints
	dOutputFormat
	dRole
	dExamples
	dCoT
	numDims
)

var dimensionNames = [numDims]string{"clarity", "specificity", "context", "constraints", "output_format", "role_definition", "examples", "cot_structure"}

// Framework IDs, see Frameworks.
const (
	fwOpenAI    = "openai-guide"
	fwAnthropic = "anthropic-docs"
	fwGoogle    = "google-ptcf"
	fwCoT       = "cot-wei-kojima"
	fwBsharat   = "bsharat-2023"
)

// A rule is one scored check.
type rule struct {
	ID     string
	Dim    int
	Points int
	Earns  string // what earns the points, or what costs them
	Fix    string // the action when the rule has points to give; see fixes.go
	Why    string // rationale
	Source string // framework ID
}

// Rule indexes.
const (
	rTask = iota
	rObject
	rDirect
	rDelimiters
	rSections
	rAskQuestions
	rNegative
	rVague
	rFiller

	rDetail
	rPinned
	rFocus
	rQuantity
	rDepth
	rOpen
	rVagueWords

	rAudience
	rSituation
	rPurpose
	rReference

	rConstraintStated
	rConstraintSpecific
	rLength
	rScope
	rFallback
	rStyle

	rFormatStated
	rShape
	rFormatSpecific
	rTemplate
	rPrimer
	rDeliverable

	rRoleStated
	rRoleDomain
	rRoleTask
	rRoleSetting

	rExampleGiven
	rExampleContent
	rExamplesSeveral
	rExampleLabelled

	rReasonStated
	rReasonSteps
	rReasonSpecific
	rScratch
	rVerify
	rWorked

	rResearchSources
	rResearchPeriod
	rCryptoAsset
	rCryptoPeriod
	rCryptoRisk
	rContentPlatform
	rContentTone
	rContentLength
	rContentCTA

	rIgnored
	numRules
)

var rubric = [numRules]rule{
	rTask: {"clarity.task", dClarity, 4, "an explicit instruction or question",
		"State the task as one instruction: start with a verb that names the job, e.g. %q.",
		"A model can only do what the prompt asks; be clear and direct.", fwAnthropic},
	rObject: {"clarity.object", dClarity, 2, "the instruction names what it acts on: a content word or a {slot} after the verb",
		"Name what the instruction acts on: the text, data or topic it works on.",
		"A direct instruction names its object (\"Summarize the attached report\").", fwAnthropic},
	rDirect: {"clarity.direct", dClarity, 1, "the request is made directly, not through a hedged or polite form",
		"Ask directly: drop %q and start with the verb.",
		"No need to be polite with the model; get straight to the point (principle 1).", fwBsharat},
	rDelimiters: {"clarity.delimiters", dClarity, 1, "quotes or tags mark key terms or data",
		"Put the exact terms or the input the task is about in quotes or tags, so the model can tell them from the instruction.",
		"Delimiters mark where instructions end and data begins (principle 17).", fwOpenAI},
	rSections: {"clarity.sections", dClarity, 1, "the prompt is laid out in parts: headings, labels, tags, fences or a quoted passage",
		"Set the input apart from the instruction: put it after a label or inside tags, e.g. <text>...</text>.",
		"Start with ###Instruction### and mark sections (principle 8).", fwBsharat},
	rAskQuestions: {"clarity.questions", dClarity, 1, "invites clarifying questions before the answer",
		"", "Letting the model ask until it has enough information avoids guessing (principle 14).", fwBsharat},
	rNegative: {"clarity.negative", dClarity, -2, "instructions phrased as what not to do; 2 for a negated question",
		"Say what to do instead of what not to do: rephrase %q as a positive instruction.",
		"Affirmative directives are easier to follow than negations (principle 4).", fwBsharat},
	rVague: {"clarity.vague", dClarity, -2, "a vague verb (\"tell me about\", \"help with\") or a reference to nothing",
		"Replace %q with the job itself: explain, list, compare, draft ...",
		"\"Tell me about\" and \"fix it\" leave the model to guess what is wanted.", fwOpenAI},
	rFiller: {"clarity.filler", dClarity, -1, "greetings and small talk around the request",
		"Drop %q: it adds nothing the model can use.",
		"Politeness and small talk are not needed (principle 1).", fwBsharat},

	rDetail: {"specificity.detail", dSpecificity, 8, "the task's own details: the specific words of the instruction and the facts it gives; generic words and repeats do not count",
		"Add the details only you know: which one, for whom, how much, by when, in what setting.",
		"Include details in the query to get more relevant answers.", fwOpenAI},
	rPinned: {"specificity.pinned", dSpecificity, 4, "what the task pins down that decides the answer, each kind once: which one (a name, a quoted term), how many, which period, by what criterion, within what limit",
		"Pin down what decides the answer: which one exactly, how many, for which period, by what criterion, within what budget.",
		"Numbers and names pin down scope and remove guesswork.", fwOpenAI},
	rFocus: {"specificity.focus", dSpecificity, 1, "narrows the focus (\"focusing on\", \"specifically\", \"compared to\")",
		"Say which part matters most, e.g. \"focusing on the costs, not the features\".",
		"Narrowing the scope tells the model what matters most.", fwGoogle},
	rQuantity: {"specificity.quantity", dSpecificity, 1, "says how many or how much is wanted",
		"Say how many or how much you want, e.g. \"three %s\".",
		"\"Use a 3 to 5 sentence paragraph\" beats \"fairly short\".", fwOpenAI},
	rDepth: {"specificity.depth", dSpecificity, 1, "asks for a level of detail in the task itself (\"a detailed essay\")",
		"", "Asking for a detailed answer with the necessary information sets its depth (principle 21).", fwBsharat},
	rOpen: {"specificity.open", dSpecificity, -1, "leaves the choice open: \"some\", \"a few ideas\", \"any tips\" with no number or criterion",
		"Say how many and by what criterion, instead of \"some\" or \"a few\".",
		"An open request leaves the model to guess what would satisfy it.", fwOpenAI},
	rVagueWords: {"specificity.vague", dSpecificity, -2, "vague words in the task (\"something\", \"stuff\", \"things\")",
		"Replace %q with the thing you mean.",
		"Reduce fluffy and imprecise descriptions.", fwOpenAI},

	rAudience: {"context.audience", dContext, 3, "who the answer is for, by the specific words that name them",
		"Say who the answer is for and what they already know, e.g. %q.",
		"Stating the intended audience adapts level and vocabulary (principles 2 and 5).", fwBsharat},
	rSituation: {"context.situation", dContext, 4, "who is asking and their situation, by what each statement says specifically",
		"Describe your situation in a sentence: who you are, what you are working on, what you have tried.",
		"Context is one of the four parts of an effective prompt (persona, task, context, format).", fwGoogle},
	rPurpose: {"context.purpose", dContext, 2, "what the output is for, by the specific words that say it",
		"Say what the output is for, e.g. \"so that I can ...\", and what success looks like.",
		"Tell the model what the output is for and what success looks like.", fwAnthropic},
	rReference: {"context.reference", dContext, 1, "supplies the material to work on and points at it (counts once)",
		"Paste the material to work on after a label or in tags, and point at it (\"the text below\").",
		"Providing reference text grounds the answer (principles 24, 26).", fwOpenAI},

	rConstraintStated: {"constraints.stated", dConstraints, 1, "a requirement is stated, however generic",
		"State a requirement the answer must meet, e.g. %q.",
		"Explicit requirements state what a correct answer needs (principles 9 and 25).", fwBsharat},
	rConstraintSpecific: {"constraints.specific", dConstraints, 8, "requirements that bind this answer, by their task-specific words, numbers and names",
		"Make the requirements specific to this task: what to include, what to leave out, which limits apply.",
		"Constraints only help when they bind this output; generic ones (\"be accurate\") bind nothing.", fwOpenAI},
	rLength: {"constraints.length", dConstraints, 1, "a measurable length (\"under 100 words\", \"one sentence\")",
		"Give a measurable length, e.g. %q.",
		"Ask for outputs of a given target length.", fwOpenAI},
	rScope: {"constraints.scope", dConstraints, 1, "what to include or leave out, naming it",
		"Say what the answer must include or leave out, naming it.",
		"Stating required keywords or points to cover (principle 25).", fwBsharat},
	rFallback: {"constraints.fallback", dConstraints, 1, "what to do when unsure or in an edge case",
		"Say what to do when the answer is unknown or the input is unusual, e.g. \"If the text has no dates, reply 'none'.\"",
		"Allowing \"I don't know\" and naming edge cases reduces made-up answers.", fwAnthropic},
	rStyle: {"constraints.style", dConstraints, 1, "a named tone, register or style",
		"Name the tone or register, e.g. \"plain and friendly, no jargon\".",
		"Style and tone constraints keep the output consistent (principle 22).", fwBsharat},

	rFormatStated: {"output_format.stated", dOutputFormat, 1, "says what the answer should look like",
		"Say what the answer should look like, e.g. %q.",
		"Articulate the desired output format.", fwOpenAI},
	rShape: {"output_format.shape", dOutputFormat, 3, "names a concrete shape: list, table, JSON, sections, tags, code block",
		"Name the shape of the answer, e.g. %q.",
		"Articulate the desired output format; show it when possible.", fwOpenAI},
	rFormatSpecific: {"output_format.specific", dOutputFormat, 5, "the shape's parts for this task: its fields, order, counts and names",
		"Spell out the parts of the answer for this task: which fields or sections, in what order, how many.",
		"A format that names this deliverable's parts can be checked and parsed.", fwAnthropic},
	rTemplate: {"output_format.template", dOutputFormat, 1, "shows a template, skeleton or tags to fill",
		"", "Use XML tags or a template for the response so it can be parsed.", fwAnthropic},
	rPrimer: {"output_format.primer", dOutputFormat, 1, "ends by priming the answer (\"Answer:\", \"import\")",
		"", "Ending with the start of the answer steers the output (principle 20).", fwBsharat},
	rDeliverable: {"output_format.deliverable", dOutputFormat, 1, "the task names its deliverable (essay, email, function ...)",
		"Name the deliverable: an email, a table, a Python function ...",
		"Format is one of the four parts of an effective prompt.", fwGoogle},

	rRoleStated: {"role_definition.stated", dRole, 1, "a role or persona is given, however generic",
		"Add a role tied to this task: %q.",
		"Role prompting focuses tone and expertise (principle 16).", fwAnthropic},
	rRoleDomain: {"role_definition.domain", dRole, 5, "the role names a domain or specialty (words beyond \"expert\", \"assistant\")",
		"Name the role's domain: %q.",
		"A specific role (\"General Counsel of a Fortune 500 company\") beats a generic one.", fwAnthropic},
	rRoleTask: {"role_definition.task", dRole, 2, "the role is tied to this task: shares its words or states its duty",
		"Tie the role to the task: say what this role does here and for whom.",
		"Tie the persona to its goal.", fwOpenAI},
	rRoleSetting: {"role_definition.setting", dRole, 2, "where the role works or whom it serves: names, organisations, people",
		"Say where the role works or whom it serves.",
		"Domain and setting make the persona concrete.", fwGoogle},

	rExampleGiven: {"examples.given", dExamples, 2, "gives an example of the task: an input, an output or both",
		"Show one example of the task: an input and the output you want for it, e.g. <example>%s</example>.",
		"Few-shot examples show format and style better than description.", fwOpenAI},
	rExampleContent: {"examples.content", dExamples, 4, "what the examples show of this task",
		"Make the example a real case of this task, with its actual input and output.",
		"Examples teach by their content: a real case beats a placeholder.", fwCoT},
	rExamplesSeveral: {"examples.several", dExamples, 2, "two or more examples",
		"Add a second, different example so the model does not copy the first.",
		"Language models are few-shot learners: more than one demonstration generalises better.", fwCoT},
	rExampleLabelled: {"examples.labelled", dExamples, 2, "examples are delimited or labelled (tags, Input/Output)",
		"Wrap the example in <example> tags or label its input and output.",
		"Wrap examples in <example> tags or label input and output.", fwAnthropic},

	rReasonStated: {"cot_structure.stated", dCoT, 1, "asks for reasoning before the answer, however generic",
		"Ask for the reasoning before the answer: %q.",
		"\"Let's think step by step\" improves multi-step reasoning.", fwCoT},
	rReasonSteps: {"cot_structure.steps", dCoT, 3, "lays out the steps of the work (numbered, or first/then)",
		"Lay out the steps of the work in order, e.g. %q.",
		"Specify the steps required to complete a task.", fwOpenAI},
	rReasonSpecific: {"cot_structure.specific", dCoT, 4, "steps that fit this problem: their objects, checks and order",
		"Make the steps specific to this problem: name what to check or compute first.",
		"Reasoning steps help when they fit the problem; generic ones (\"think carefully\") add little.", fwCoT},
	rScratch: {"cot_structure.scratch", dCoT, 1, "separates the working from the answer (thinking tags, \"then give the answer\")",
		"", "Structured thinking before answering (<thinking>, a scratchpad, quotes first).", fwAnthropic},
	rVerify: {"cot_structure.verify", dCoT, 1, "asks to check the result",
		"", "Asking the model to check its answer catches errors.", fwOpenAI},
	rWorked: {"cot_structure.worked", dCoT, 2, "examples show the reasoning, not only the answer",
		"", "Chain-of-thought exemplars show the reasoning, not just the answer.", fwCoT},

	rResearchSources: {"research.sources", dConstraints, 2, "research: asks for sources or citations",
		"Ask for sources: \"cite a peer-reviewed source for each claim\".",
		"Research answers must be traceable to sources.", fwAnthropic},
	rResearchPeriod: {"research.period", dSpecificity, 1, "research: bounds the time period",
		"Bound the period, e.g. \"studies published since 2020\".",
		"A time window makes literature questions answerable.", fwOpenAI},
	rCryptoAsset: {"crypto.asset", dSpecificity, 1, "crypto: names the asset, token or chain",
		"Name the asset and chain, e.g. \"ETH on Ethereum mainnet\".",
		"The same token or protocol differs by chain.", fwOpenAI},
	rCryptoPeriod: {"crypto.period", dSpecificity, 1, "crypto: gives a time frame",
		"Give the time frame, e.g. \"over the last 30 days\".",
		"Prices and metrics move fast; state the period.", fwOpenAI},
	rCryptoRisk: {"crypto.risk", dConstraints, 2, "crypto: asks for risks and caveats",
		"Ask for the risks: \"flag the main risks; this is not financial advice\".",
		"Outputs should flag risk and not read as financial advice.", fwAnthropic},
	rContentPlatform: {"content.platform", dSpecificity, 1, "content: names the channel (blog, LinkedIn, newsletter)",
		"Name the channel: blog, LinkedIn, newsletter, X ...",
		"The channel sets format and length.", fwGoogle},
	rContentTone: {"content.tone", dConstraints, 1, "content: sets the voice or tone",
		"Set the voice: \"warm and plain, second person\".",
		"Tone and voice are part of a content brief.", fwGoogle},
	rContentLength: {"content.length", dConstraints, 1, "content: sets the length",
		"Set the length, e.g. \"about 300 words\".",
		"Length is part of a content brief.", fwOpenAI},
	rContentCTA: {"content.cta", dOutputFormat, 1, "content: asks for a call to action",
		"Say what the reader should do next: a call to action.",
		"A call to action completes a content piece.", fwGoogle},

	rIgnored: {"ignored", -1, 0, "set aside: pasted material, repeats, tips, threats and filler earn nothing", "",
		"Logs, code, data, repeated lines and gimmicks are not quality (principles 6, 10, 18).", fwBsharat},
}

// ruleVertical is the vertical a rule belongs to, "" for a rule of every
// vertical; its ID starts with the vertical's name ("research.sources").
var ruleVertical = func() (out [numRules]Vertical) {
	for r := range rubric {
		for _, v := range [...]Vertical{Research, Crypto, Content} {
			if strings.HasPrefix(rubric[r].ID, string(v)+".") {
				out[r] = v
			}
		}
	}
	return out
}()

// verticalRule reports a rule of one vertical only.
func verticalRule(r int) bool { return ruleVertical[r] != "" }

// applies reports whether a missing rule is worth naming for this prompt:
// a vertical's rules only in that vertical.
func (a *analysis) applies(i int) bool { return ruleVertical[i] == "" || ruleVertical[i] == a.v }
