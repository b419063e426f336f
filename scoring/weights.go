package scoring

// weights are the engine's numbers other than rule points: how strongly
// each cue says what a span is, and how many specific words make a
// component specific. They are set by hand and checked against a fit with
// 2-fold cross-validation on the development files (TestFit); they live
// here in one place, and docs/scoring.md lists them (TestRubricDoc).
type weights struct {
	// Classifying a span: a span is the part with the highest score, if
	// that score reaches Threshold.
	Threshold float64 `doc:"the least score that makes a span a part"`
	Section   float64 `doc:"a heading or tag around the span names the part"`
	RoleSec   float64 `doc:"... when it is an identity or role section"`
	Label     float64 `doc:"the span's own label names the part ('Output: ...')"`
	Role      float64 `doc:"'You are a ...', 'Act as ...', 'As a nutritionist, ...'"`
	Doing     float64 `doc:"'You are analysing ...': the model's situation"`
	Self      float64 `doc:"'I'm a nurse ...', 'Our team ...'"`
	Audience  float64 `doc:"'for beginners', 'replying to users'"`
	Purpose   float64 `doc:"'so that', 'in order to'"`
	Reference float64 `doc:"'here is the text', 'the following'"`
	FirstPers float64 `doc:"any I, we, my, our in a statement"`
	Binding   float64 `doc:"per 'must', 'only', 'never', 'don't' (up to 3)"`
	Require   float64 `doc:"per 'keep', 'include', 'without' in an instruction (up to 2)"`
	NegStart  float64 `doc:"an instruction that starts with 'Don't', 'Never'"`
	Length    float64 `doc:"'under', 'brief'"`
	Fallback  float64 `doc:"'if you don't know', 'if there are no ...'"`
	OnlyIf    float64 `doc:"'Only answer if ...'"`
	Style     float64 `doc:"per tone or register word"`
	Format    float64 `doc:"per format cue (up to 3)"`
	OutVerb   float64 `doc:"'output', 'return'"`
	Tags      float64 `doc:"'in <answer></answer> tags'"`
	FormatW   float64 `doc:"per format word: list, table, JSON"`
	Shape     float64 `doc:"a concrete shape: 'a numbered list', 'as JSON', 'in one sentence'"`
	Only      float64 `doc:"'only the', 'nothing else'"`
	Example   float64 `doc:"'For example', 'Here is an example'"`
	Imitate   float64 `doc:"'use the same style as the provided ...'"`
	Reason    float64 `doc:"'step by step', 'think', 'reason'"`
	Sequence  float64 `doc:"'First, identify ...', 'Then compare ...'"`
	Numbered  float64 `doc:"a numbered item that starts with a thinking verb"`
	Verify    float64 `doc:"'double-check', 'verify'"`
	Scratch   float64 `doc:"'scratchpad', 'thought process'"`
	Before    float64 `doc:"'before answering'"`

	// Measuring specificity.
	Concrete   float64 `doc:"weight of a number, name or identifier (a word is 1)"`
	Quality    float64 `doc:"weight of a quality asked of the deliverable in the task"`
	Hedged     float64 `doc:"scale of a span softened by 'where appropriate'"`
	Generic    float64 `doc:"scale of a span made mostly of generic words"`
	FactsCap   float64 `doc:"most weight stated facts add to the task's detail"`
	DetailPer  float64 `doc:"specificity.detail points per specific word of the task"`
	SpanK      float64 `doc:"specific words that make one requirement, format instruction or step specific"`
	ExampleK   float64 `doc:"specific words that make one example specific"`
	SituationK float64 `doc:"specific words that make one situation statement specific"`
	AudienceK  float64 `doc:"specific words that name an audience"`
	PurposeK   float64 `doc:"specific words that state a purpose"`
	RoleK      float64 `doc:"specific words that make a role specific"`
	PerRequire float64 `doc:"constraints.specific points per requirement"`
	PerFormat  float64 `doc:"output_format.specific points per format instruction"`
	PerStep    float64 `doc:"cot_structure.specific points per step"`
	PerExample float64 `doc:"examples.content points per example"`
	PerSituate float64 `doc:"context.situation points per statement"`
	Phrase     float64 `doc:"share a requirement or format phrase inside the task earns"`

	points    [numRules]float64 // rule points, from the rubric
	earnsText [numRules]string  // the rubric's Earns with these weights filled in
}

var defaultWeights = newWeights()

func newWeights() *weights {
	w := &weights{
		Threshold: 1.49,
		Section:   2, RoleSec: 0.5, Label: 4, Role: 4, Doing: 2.5,
		Self: 2.5, Audience: 2, Purpose: 1.5, Reference: 1.5, FirstPers: 1,
		Binding: 1.5, Require: 1.5, NegStart: 2, Length: 1, Fallback: 2, OnlyIf: 2, Style: 0.5,
		Format: 1.5, OutVerb: 0.75, Tags: 1.5, FormatW: 0.5, Shape: 2, Only: 1,
		Example: 4, Imitate: 2.5,
		Reason: 3, Sequence: 2.5, Numbered: 2, Verify: 2, Scratch: 1.5, Before: 1,

		Concrete: 1.5, Quality: 0.6, Hedged: 0.5, Generic: 0.5, FactsCap: 8,
		DetailPer: 0.6, SpanK: 3, ExampleK: 4, SituationK: 3, AudienceK: 2, PurposeK: 2, RoleK: 1.5,
		PerRequire: 1.2, PerFormat: 1.2, PerStep: 1, PerExample: 2, PerSituate: 2, Phrase: 0.5,
	}
	for r := range rubric {
		w.points[r] = float64(rubric[r].Points)
		w.earnsText[r] = w.earns(r)
	}
	return w
}
