package tools

import (
	"context"
	"encoding/json"
)

// Model runs prompts on language models. It is implemented by package
// model over any OpenAI-compatible endpoint; tests use a real HTTP server
// speaking the chat completions wire format.
//
// Complete returns an *Error with CodeModelRateLimited, CodeModelTimeout or
// CodeModelError when the provider fails, and an error wrapping ctx.Err()
// when ctx is cancelled.
type Model interface {
	// Complete sends one chat completion and returns the reply text.
	Complete(ctx context.Context, c Completion) (string, error)
}

// Message is one chat message.
type Message struct {
	Role    string // "system", "user" or "assistant"
	Content string
}

// Completion is one chat completion request.
type Completion struct {
	// Model is the provider's model identifier.
	Model    string
	Messages []Message
	// JSONSchema, when set, asks for structured output matching it
	// (response_format json_schema, strict).
	JSONSchema     json.RawMessage
	JSONSchemaName string
	// Deterministic asks for the lowest sampling temperature the model
	// accepts (the judge uses it).
	Deterministic bool
}

// LabeledModel is one model of the comparison set.
type LabeledModel struct {
	Label string // the key of the model's entry in a comparison result
	Model string // the provider's model identifier
}

// Models configures the language models behind optimize and compare. The
// zero value means no model is configured: optimize returns the offline
// rewrite without outputs, and compare fails with CodeModelNotConfigured.
type Models struct {
	// Client runs completions; nil means no model is configured.
	Client Model
	// Target answers the original and the optimized prompt in optimize.
	Target string
	// Rewriter rewrites prompts guided by the engine's fixes; empty means
	// Target.
	Rewriter string
	// Compare is the comparison set; empty means Target alone, labelled
	// with its identifier.
	Compare []LabeledModel
	// Judge scores comparison outputs; empty means Target.
	Judge string
}

// Configured reports whether a model can be called.
func (m Models) Configured() bool { return m.Client != nil && m.Target != "" }

func (m Models) rewriter() string {
	if m.Rewriter != "" {
		return m.Rewriter
	}
	return m.Target
}

func (m Models) judge() string {
	if m.Judge != "" {
		return m.Judge
	}
	return m.Target
}

func (m Models) compareSet() []LabeledModel {
	if len(m.Compare) > 0 {
		return m.Compare
	}
	return []LabeledModel{{Label: m.Target, Model: m.Target}}
}
