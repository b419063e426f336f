package scoring

// weights are the engine's numbers other than rule points: how strongly
// each cue says what a span is, and how many specific words make a
// component specific. They were fitted on the development files with the
// pairwise objective described in docs/scoring.md, and are kept here in
// one place so that a change to one is a change to one line.
type weights struct {
	// Classifying a span: a span is the part with the highest score, if
	// that score reaches Threshold.
	Threshold float64
	Section   float64 // a heading or tag around the span names the part
	RoleSec   float64 // ... when it is an identity or role section
	Label     float64 // the span's own label names the part ("Output: ...")
	Role      float64 // "You are a ...", "Act as ...", "As a nutritionist, ..."
	Doing     float64 // "You are analysing ...": the model's situation
	Self      float64 // "I'm a nurse ...", "Our team ..."
	Audience  float64 // "for beginners", "replying to users"
	Purpose   float64 // "so that", "in order to"
	Reference float64 // "here is the text", "the following"
	FirstPers float64 // any I, we, my, our in a statement
	Binding   float64 // per "must", "only", "never", "don't" (up to 3)
	Require   float64 // per "keep", "include", "without" in an instruction (up to 2)
	NegStart  float64 // an instruction that starts with "Don't", "Never"
	Length    float64 // "under", "brief"
	Fallback  float64 // "if you don't know", "if there are no ..."
	OnlyIf    float64 // "Only answer if ..."
	Style     float64 // per tone or register word
	Format    float64 // per format cue (up to 3)
	OutVerb   float64 // "output", "return"
	Tags      float64 // "in <answer></answer> tags"
	FormatW   float64 // per format word: list, table, JSON
	Only      float64 // "only the", "nothing else"
	Example   float64 // "For example", "Here is an example"
	Imitate   float64 // "use the same style as the provided ..."
	Reason    float64 // "step by step", "think", "reason"
	Sequence  float64 // "First, identify ...", "Then compare ..."
	Numbered  float64 // a numbered item that starts with a thinking verb
	Verify    float64 // "double-check", "verify"
	Scratch   float64 // "scratchpad", "thought process"
	Before    float64 // "before answering"

	// Measuring specificity.
	Concrete   float64 // weight of a number, name or identifier (a word is 1)
	Quality    float64 // weight of a quality asked of the deliverable in the task
	Hedged     float64 // scale of a span softened by "where appropriate"
	Generic    float64 // scale of a span made mostly of generic words
	FactsCap   float64 // most weight stated facts add to the task's detail
	DetailPer  float64 // specificity.detail points per specific word of the task
	SpanK      float64 // specific words that make one requirement, format instruction or step specific
	ExampleK   float64 // specific words that make one example specific
	SituationK float64 // specific words that make one situation statement specific
	AudienceK  float64 // specific words that name an audience
	PurposeK   float64 // specific words that state a purpose
	RoleK      float64 // specific words that make a role specific
	PerRequire float64 // constraints.specific points per requirement
	PerFormat  float64 // output_format.specific points per format instruction
	PerStep    float64 // cot_structure.specific points per step
	PerExample float64 // examples.content points per example
	PerSituate float64 // context.situation points per statement
	Phrase     float64 // share a requirement or format phrase inside the task earns

	points [numRules]float64 // rule points, from the rubric
}

var defaultWeights = newWeights()

func newWeights() *weights {
	w := &weights{
		Threshold: 1.49,
		Section:   2, RoleSec: 0.5, Label: 4, Role: 4, Doing: 2.5,
		Self: 2.5, Audience: 2, Purpose: 1.5, Reference: 1.5, FirstPers: 1,
		Binding: 1.5, Require: 1.5, NegStart: 2, Length: 1, Fallback: 2, OnlyIf: 2, Style: 0.5,
		Format: 1.5, OutVerb: 0.75, Tags: 1.5, FormatW: 0.5, Only: 1,
		Example: 4, Imitate: 2.5,
		Reason: 3, Sequence: 2.5, Numbered: 2, Verify: 2, Scratch: 1.5, Before: 1,

		Concrete: 1.5, Quality: 0.4, Hedged: 0.5, Generic: 0.5, FactsCap: 8,
		DetailPer: 0.6, SpanK: 3, ExampleK: 4, SituationK: 3, AudienceK: 2, PurposeK: 2, RoleK: 1.5,
		PerRequire: 1.2, PerFormat: 1.2, PerStep: 1, PerExample: 2, PerSituate: 2, Phrase: 0.5,
	}
	for r := range rubric {
		w.points[r] = float64(rubric[r].Points)
	}
	return w
}
