package scoring

import (
	"errors"
	"fmt"
)

// Version is the scorer_version reported with every result.
const Version = "4.0"

// OutOf is the maximum total: eight dimensions of 0..10.
const OutOf = 80

// A Vertical is a domain that changes what the scorer rewards.
type Vertical string

// The supported verticals.
const (
	General  Vertical = "general"
	Crypto   Vertical = "crypto"
	Content  Vertical = "content"
	Research Vertical = "research"
)

// ErrUnknownVertical is wrapped by the error ParseVertical and Score return
// for a vertical that is not one of [Verticals].
var ErrUnknownVertical = errors.New("unknown vertical")

// Verticals returns the supported verticals in a fixed order.
func Verticals() []Vertical {
	return []Vertical{General, Crypto, Content, Research}
}

// ParseVertical returns the vertical named s. The empty string means General.
// Names are case-sensitive.
func ParseVertical(s string) (Vertical, error) {
	if s == "" {
		return General, nil
	}
	for _, v := range Verticals() {
		if string(v) == s {
			return v, nil
		}
	}
	return "", fmt.Errorf("%w %q: want one of general, crypto, content, research", ErrUnknownVertical, s)
}

func validVertical(v Vertical) error {
	if v == "" {
		return nil
	}
	_, err := ParseVertical(string(v))
	return err
}

// DimensionNames returns the eight dimension names in result order.
func DimensionNames() []string {
	return append([]string(nil), dimensionNames[:]...)
}

// Result is the score of one prompt.
type Result struct {
	Language   string // ISO 639-1 code of the language the prompt is written in
	Warnings   []Warning
	Vertical   Vertical
	Dimensions []Dimension // always 8, in DimensionNames order
	Total      int
	OutOf      int // 80
	Grade      string
	Percentile int
	TopFixes   []Fix  // the 3 most valuable, ordered by Gain desc
	Ignored    string // what was set aside: pasted material, repeats, gimmicks
}

// Warning tells the caller something the scores alone do not: that the
// prompt's language is not one the engine reads, or that its percentile
// compares it with prompts in another language.
type Warning struct {
	Code    string // stable: WarnLanguageNotSupported, WarnPercentileEnglish
	Message string // in English
}

// Warning codes.
const (
	// WarnLanguageNotSupported: the engine does not read the prompt's
	// language. Its scores reflect only what can be read without the
	// language (layout, numbers, names), and no fix is offered.
	WarnLanguageNotSupported = "language_not_supported"
	// WarnPercentileEnglish: the percentile places the prompt among the
	// reference corpus, which is English.
	WarnPercentileEnglish = "percentile_english_reference"
)

// Dimension is the score of one dimension with its evidence.
type Dimension struct {
	Name     string
	Score    int      // 0..10
	Fired    []string // rules that earned points, quoting the words that fired them
	Deducted []string // rules that took points away, quoting the words
	Missing  []string // rules with points this prompt could still earn
}

// Scores are the dimensions' scores, in DimensionNames order.
func (r *Result) Scores() [8]int {
	var s [8]int
	for i, d := range r.Dimensions {
		s[i] = d.Score
	}
	return s
}

// FixDimensions are the dimensions of the fixes, in order.
func (r *Result) FixDimensions() []string {
	out := make([]string, len(r.TopFixes))
	for i, f := range r.TopFixes {
		out[i] = f.Dimension
	}
	return out
}

// Fix is one concrete improvement.
type Fix struct {
	Dimension string
	Gain      int    // points it would gain
	Action    string // imperative, naming what is missing
}

// Rewrite is the result of Optimize.
type Rewrite struct {
	Prompt        string
	Changes       []Change // what was added or changed, per dimension
	Before, After Result
}

// Change describes one edit made by Optimize.
type Change struct{ Dimension, Description string }

// Framework is a published prompt-engineering framework behind the rubric.
type Framework struct {
	ID, Name, Citation, URL string
	Dimensions              []string
}

// Grade returns the letter grade for a total out of 80.
func Grade(total int) string {
	switch {
	case total >= 68:
		return "A"
	case total >= 56:
		return "B"
	case total >= 44:
		return "C"
	case total >= 32:
		return "D"
	}
	return "F"
}
