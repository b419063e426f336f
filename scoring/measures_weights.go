package scoring

// weights are the engine's numbers beside the reader's: how many specific
// words make a component specific, how much of it earns all its points,
// and what each rule is worth. The rule points and the numbers marked
// "fit" are fit on the development files by TestFit and written to
// measures_weights_gen.go; the others are design choices. docs/scoring.md lists
// them (TestRubricDoc).
type weights struct {
	rd      *readerModel // the reader, see reader.go
	ReadMin float64      `doc:"the least probability of its class that makes a span a part"`

	// Measuring specificity.
	Concrete   float64 `doc:"weight of a number, name or identifier (a word is 1)"`
	Quality    float64 `doc:"weight of a quality asked of the deliverable in the task"`
	Hedged     float64 `doc:"scale of a span softened by 'where appropriate'"`
	Generic    float64 `doc:"scale of a span made mostly of generic words"`
	FactsCap   float64 `doc:"most weight stated facts add to the task's detail"`
	CapDetail  float64 `doc:"specific words of the task that earn all of specificity.detail"`
	PinWhich   float64 `doc:"share of specificity.pinned for naming which one: a name, a quoted term"`
	PinCount   float64 `doc:"... for saying how many"`
	PinPeriod  float64 `doc:"... for the period: a year, a date, 'last week'"`
	PinBy      float64 `doc:"... for a criterion: 'cheapest', 'top-rated'"`
	PinLimit   float64 `doc:"... for a limit: 'under $200', 'a budget of'"`
	SpanK      float64 `doc:"specific words that make one requirement, format instruction or step specific"`
	ExampleK   float64 `doc:"specific words that make one example specific"`
	SituationK float64 `doc:"specific words that make one situation statement specific"`
	AudienceK  float64 `doc:"specific words that name an audience"`
	PurposeK   float64 `doc:"specific words that state a purpose"`
	RoleK      float64 `doc:"specific words that make a role specific"`
	CapRequire float64 `doc:"specific requirements that earn all of constraints.specific"`
	CapFormat  float64 `doc:"specific format instructions that earn all of output_format.specific"`
	CapStep    float64 `doc:"specific steps that earn all of cot_structure.specific"`
	CapExample float64 `doc:"specific examples that earn all of examples.content"`
	CapSituate float64 `doc:"specific situation statements that earn all of context.situation"`
	Phrase     float64 `doc:"share a requirement or format phrase inside the task earns"`

	points    [numRules]float64 // rule points, from the rubric
	earnsText [numRules]string  // the rubric's Earns with these weights filled in
}

var defaultWeights = newWeights()

func newWeights() *weights {
	w := &weights{
		rd:       &reader,
		Concrete: 1.5, Quality: 0.6, Hedged: 0.5, Generic: 0.5, FactsCap: 8, Phrase: 0.5,
	}
	for r := range rubric {
		w.points[r] = float64(rubric[r].Points)
	}
	applyFitted(w) // measures_weights_gen.go
	for r := range rubric {
		w.earnsText[r] = rubric[r].Earns
	}
	return w
}
