package scoring

// A rule is one scored check. The table is the rubric: docs/scoring.md is
// written from it, and every rule names its rationale and source.
type rule struct {
	ID        string
	Dimension string
	Points    int    // points when the rule fires; negative for a penalty
	Fired     string // evidence label when it fires
	Missing   string // evidence label when it does not
	Rationale string
	Source    string // framework ID, see Frameworks
}

// Framework IDs.
const (
	fwOpenAI    = "openai-guide"
	fwAnthropic = "anthropic-docs"
	fwGoogle    = "google-ptcf"
	fwCoT       = "cot-wei-kojima"
	fwBsharat   = "bsharat-2023"
)

// ruleID indexes rubric.
type ruleID int

const (
	rClarityTask ruleID = iota
	rClarityObject
	rClarityFraming
	rClarityDelimiters
	rClarityAsk
	rClarityAffirmative
	rClarityPositiveQuestion
	rClarityDirect
	rClarityVague
	rClarityShort
	rSpecificityDetail
	rSpecificityNumbers
	rSpecificityEntities
	rSpecificityQuantified
	rSpecificityDepth
	rSpecificityNarrow
	rSpecificityVague
	rContextAudience
	rContextPurpose
	rContextSituation
	rContextReference
	rContextBackground
	rConstraintsMust
	rConstraintsLength
	rConstraintsStyle
	rConstraintsScope
	rConstraintsOut
	rConstraintsEdge
	rConstraintsExclude
	rOutputFormatStructure
	rOutputFormatDeliverable
	rOutputFormatPrimer
	rOutputFormatOnly
	rOutputFormatTemplate
	rOutputFormatSections
	rOutputFormatOptions
	rRoleDefinitionRole
	rRoleDefinitionExpertise
	rRoleDefinitionDetail
	rRoleDefinitionDuties
	rExamplesGiven
	rExamplesSeveral
	rExamplesLabelled
	rExamplesInline
	rExamplesNotNeeded
	rCotStructureReasoning
	rCotStructureSteps
	rCotStructureScratch
	rCotStructureVerify
	rCotStructureWorked
	rCotStructureNotNeeded
	rResearchCitations
	rResearchEvidence
	rResearchTimeframe
	rCryptoChain
	rCryptoAsset
	rCryptoTimeframe
	rCryptoRisk
	rContentAudience
	rContentTone
	rContentLength
	rContentPlatform
	rContentCta
	rGimmickIgnored
	rMaterialIgnored
	numRules
)

// rubric lists every rule. Order within a dimension is the order of evidence.
var rubric = [numRules]rule{
	// clarity
	rClarityTask: {"clarity.task", "clarity", 3, "states the task", "no clear task: start with a verb that names the job",
		"A model can only do what the prompt asks; the golden rule is to be clear and direct.", fwAnthropic},
	rClarityObject: {"clarity.object", "clarity", 2, "names what the task acts on", "the task does not say what it acts on",
		"A direct instruction names its object (\"Summarize the attached report in 3 bullets\"); be clear and direct.", fwAnthropic},
	rClarityFraming: {"clarity.framing", "clarity", 1, "frames the task explicitly", "",
		"\"Your task is ...\" makes the instruction unambiguous (principle 9).", fwBsharat},
	rClarityDelimiters: {"clarity.delimiters", "clarity", 2, "separates parts with delimiters or sections", "no delimiters between instructions, data and key terms",
		"Delimiters (###, XML tags, quotes) mark where instructions end and data begins.", fwOpenAI},
	rClarityAsk: {"clarity.ask", "clarity", 2, "asks the model to ask clarifying questions", "",
		"Letting the model ask questions until it has enough information avoids guessing (principle 14).", fwBsharat},
	rClarityAffirmative: {"clarity.affirmative", "clarity", -1, "negative phrasing", "",
		"Say what to do rather than what not to do; negations are easy to misread (principle 4).", fwBsharat},
	rClarityPositiveQuestion: {"clarity.positive_question", "clarity", -2, "question phrased in the negative", "",
		"Ask for what is, not what is not: a negated or double-negated question (\"isn't absent\", \"without what\", \"to avoid\") makes the reader invert it first; 1 point, 2 for a double negation (principle 4).", fwBsharat},
	rClarityDirect: {"clarity.direct", "clarity", -1, "hedged or polite request form adds no information", "",
		"Politeness is not needed; get straight to the point (principle 1).", fwBsharat},
	rClarityVague: {"clarity.vague", "clarity", -2, "vague request or reference with nothing to refer to", "",
		"\"Tell me about\", \"fix it\" or \"do this\" leave the model to guess what is wanted.", fwOpenAI},
	rClarityShort: {"clarity.short", "clarity", -1, "too short to be unambiguous", "",
		"Prompts under about nine words are often too vague to act on.", fwGoogle},

	// specificity
	rSpecificityDetail: {"specificity.detail", "specificity", 5, "concrete detail", "little concrete detail",
		"Include details in the query to get more relevant answers; measured by distinct content words in authored text, saturating so length alone cannot win.", fwOpenAI},
	rSpecificityNumbers: {"specificity.numbers", "specificity", 1, "gives numbers or quantities", "no numbers or quantities",
		"Numbers pin down scope, size and values.", fwOpenAI},
	rSpecificityEntities: {"specificity.entities", "specificity", 1, "names specific things", "names no specific entity, language or term",
		"Naming the language, product, place or term removes guesswork.", fwOpenAI},
	rSpecificityQuantified: {"specificity.quantified", "specificity", 2, "quantifies the ask", "nothing quantified (how many, how long)",
		"\"Use a 3 to 5 sentence paragraph\" beats \"fairly short\": reduce imprecise descriptions.", fwOpenAI},
	rSpecificityDepth: {"specificity.depth", "specificity", 1, "asks for a level of detail", "",
		"Asking for a detailed answer with all necessary information raises depth (principle 21).", fwBsharat},
	rSpecificityNarrow: {"specificity.narrow", "specificity", 1, "narrows the focus", "no focus (\"focusing on ...\", \"in terms of ...\")",
		"Narrowing the scope tells the model what matters most.", fwGoogle},
	rSpecificityVague: {"specificity.vague", "specificity", -1, "vague wording", "",
		"Reduce fluffy and imprecise descriptions.", fwOpenAI},

	// context
	rContextAudience: {"context.audience", "context", 4, "names the audience", "no audience",
		"Stating the intended audience adapts level and vocabulary (principles 2 and 5).", fwBsharat},
	rContextPurpose: {"context.purpose", "context", 2, "gives the purpose", "no purpose (why or what for)",
		"Tell the model what the output is for and what success looks like.", fwAnthropic},
	rContextSituation: {"context.situation", "context", 2, "describes the situation", "no background on who is asking or the situation",
		"Context is one of the four parts of an effective prompt (persona, task, context, format).", fwGoogle},
	rContextReference: {"context.reference", "context", 2, "supplies reference material to work from", "",
		"Providing reference text, a beginning to continue or a sample to imitate grounds the answer (principles 24, 26).", fwOpenAI},
	rContextBackground: {"context.background", "context", 1, "adds background statements", "",
		"Background facts stated by the user narrow down the problem.", fwGoogle},

	// constraints
	rConstraintsMust: {"constraints.must", "constraints", 3, "states requirements", "no explicit requirement (must, should, only)",
		"Explicit requirements (\"must\", \"Keep the signature.\", \"Use a formal tone.\") state what a correct answer needs (principles 9 and 25).", fwBsharat},
	rConstraintsLength: {"constraints.length", "constraints", 2, "limits length", "no length limit",
		"Ask for outputs of a given target length.", fwOpenAI},
	rConstraintsStyle: {"constraints.style", "constraints", 2, "sets tone or style", "no tone or style",
		"Style and tone constraints keep the output consistent (principle 22).", fwBsharat},
	rConstraintsScope: {"constraints.scope", "constraints", 2, "says what to include", "does not say what to include or cover",
		"Stating required keywords or points to cover (principle 25).", fwBsharat},
	rConstraintsOut: {"constraints.out", "constraints", 2, "gives the model an out when unsure", "",
		"Allowing \"I don't know\" reduces hallucination.", fwAnthropic},
	rConstraintsEdge: {"constraints.edge", "constraints", 1, "handles edge cases", "",
		"Saying what to do in special cases (\"if no PII is found ...\") removes ambiguity.", fwAnthropic},
	rConstraintsExclude: {"constraints.exclude", "constraints", 1, "excludes something", "",
		"Boundaries on what to leave out narrow the answer.", fwOpenAI},

	// output_format
	rOutputFormatStructure: {"output_format.structure", "output_format", 4, "specifies the structure", "no output structure (list, table, JSON, sections)",
		"Articulate the desired output format; show it when possible.", fwOpenAI},
	rOutputFormatDeliverable: {"output_format.deliverable", "output_format", 3, "names the deliverable", "does not name what to produce (essay, email, function ...)",
		"Format is one of the four parts of an effective prompt.", fwGoogle},
	rOutputFormatPrimer: {"output_format.primer", "output_format", 3, "primes the answer", "",
		"Ending with the start of the answer (\"Answer:\", \"import\") steers the output (principle 20).", fwBsharat},
	rOutputFormatOnly: {"output_format.only", "output_format", 2, "says what to return and nothing else", "",
		"Stating exactly what to return (\"only the final answer\") prevents padding.", fwAnthropic},
	rOutputFormatTemplate: {"output_format.template", "output_format", 2, "gives a format template or tags", "",
		"Use XML tags or a template for the response so it can be parsed.", fwAnthropic},
	rOutputFormatSections: {"output_format.sections", "output_format", 2, "organises the prompt in sections", "",
		"Start with ###Instruction### and mark sections (principle 8).", fwBsharat},
	rOutputFormatOptions: {"output_format.options", "output_format", 2, "constrains the answer to options", "",
		"Turning an open task into a choice among options makes output predictable.", fwGoogle},

	// role_definition
	rRoleDefinitionRole: {"role_definition.role", "role_definition", 6, "assigns a role", "no role or persona",
		"Role prompting focuses tone and expertise (principle 16).", fwAnthropic},
	rRoleDefinitionExpertise: {"role_definition.expertise", "role_definition", 2, "gives the role expertise", "",
		"A specific expert role (\"General Counsel of a Fortune 500 company\") beats a generic one.", fwAnthropic},
	rRoleDefinitionDetail: {"role_definition.detail", "role_definition", 1, "describes the role's domain", "",
		"Domain and setting make the persona concrete.", fwGoogle},
	rRoleDefinitionDuties: {"role_definition.duties", "role_definition", 1, "gives the role a goal", "",
		"Tie the persona to its goal (\"your task is ...\").", fwOpenAI},

	// examples
	rExamplesGiven: {"examples.given", "examples", 6, "gives examples", "no examples",
		"Few-shot examples show the format and style better than description.", fwOpenAI},
	rExamplesSeveral: {"examples.several", "examples", 2, "gives several examples", "",
		"Language models are few-shot learners: more than one demonstration generalises better.", fwCoT},
	rExamplesLabelled: {"examples.labelled", "examples", 2, "labels or delimits examples", "",
		"Wrap examples in <example> tags or label input and output.", fwAnthropic},
	rExamplesInline: {"examples.inline", "examples", 2, "illustrates with inline examples", "",
		"Inline illustrations (\"such as ...\") clarify the category meant.", fwOpenAI},
	rExamplesNotNeeded: {"examples.not_needed", "examples", 0, "examples not needed for this task", "",
		"Short, self-contained questions do not need demonstrations; they are not penalised.", fwOpenAI},

	// cot_structure
	rCotStructureReasoning: {"cot_structure.reasoning", "cot_structure", 6, "asks for step-by-step reasoning", "no reasoning cue",
		"\"Let's think step by step\" improves multi-step reasoning.", fwCoT},
	rCotStructureSteps: {"cot_structure.steps", "cot_structure", 2, "lays out the steps", "",
		"Specify the steps required to complete a task.", fwOpenAI},
	rCotStructureScratch: {"cot_structure.scratch", "cot_structure", 2, "separates thinking from the answer", "",
		"Structured thinking (<thinking>, a scratchpad, quotes first) before answering.", fwAnthropic},
	rCotStructureVerify: {"cot_structure.verify", "cot_structure", 1, "asks the model to check its work", "",
		"Asking the model to check its answer catches errors.", fwOpenAI},
	rCotStructureWorked: {"cot_structure.worked", "cot_structure", 6, "gives worked examples with reasoning", "",
		"Chain-of-thought exemplars show the reasoning, not just the answer.", fwCoT},
	rCotStructureNotNeeded: {"cot_structure.not_needed", "cot_structure", 0, "reasoning steps not needed for this task", "",
		"A direct lookup or creative task does not need an explicit reasoning cue.", fwCoT},

	// vertical rules
	rResearchCitations: {"research.citations", "constraints", 2, "requires sources or citations", "no requirement to cite sources",
		"Research vertical: answers must be traceable to sources; ask for citations.", fwAnthropic},
	rResearchEvidence: {"research.evidence", "context", 1, "asks about evidence or method", "",
		"Research vertical: naming the evidence standard or method grounds claims.", fwAnthropic},
	rResearchTimeframe: {"research.timeframe", "specificity", 1, "bounds the time period", "no time period",
		"Research vertical: a time window makes literature and data questions answerable.", fwOpenAI},
	rCryptoChain: {"crypto.chain", "specificity", 1, "names the chain", "no chain or network",
		"Crypto vertical: the same token or protocol differs by chain.", fwOpenAI},
	rCryptoAsset: {"crypto.asset", "specificity", 1, "names the asset or token", "no asset or token",
		"Crypto vertical: name the asset so figures refer to one thing.", fwOpenAI},
	rCryptoTimeframe: {"crypto.timeframe", "specificity", 1, "gives a time frame", "no time frame",
		"Crypto vertical: prices and metrics move fast; state the period.", fwOpenAI},
	rCryptoRisk: {"crypto.risk", "constraints", 2, "asks for risk caveats", "no risk caveats",
		"Crypto vertical: outputs should flag risk and not read as financial advice.", fwAnthropic},
	rContentAudience: {"content.audience", "context", 0, "content for a named audience", "content without an audience",
		"Content vertical: audience drives everything; without it context is capped.", fwGoogle},
	rContentTone: {"content.tone", "constraints", 1, "sets the voice or tone", "no tone or voice",
		"Content vertical: tone and voice are part of the brief.", fwGoogle},
	rContentLength: {"content.length", "constraints", 0, "sets the length", "no length",
		"Content vertical: length is part of the brief; without it constraints are capped.", fwOpenAI},
	rContentPlatform: {"content.platform", "specificity", 1, "names the channel", "",
		"Content vertical: the channel (blog, LinkedIn, newsletter) sets format and length.", fwGoogle},
	rContentCta: {"content.cta", "output_format", 1, "asks for a call to action", "",
		"Content vertical: a call to action is part of a complete piece.", fwGoogle},

	// gimmicks: recorded, never rewarded
	rGimmickIgnored: {"gimmick.ignored", "", 0, "ignored: tipping, threats and repetition are not quality", "",
		"Tips, penalties and repeated keywords (principles 6, 10, 18) are not scored.", fwBsharat},
	rMaterialIgnored: {"material.ignored", "", 0, "pasted material set aside", "",
		"Logs, code, data and repeated lines are material, not instructions; they earn nothing.", fwAnthropic},
}
