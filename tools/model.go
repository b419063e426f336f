package tools

import "context"

// Model runs prompts on language models. It is implemented by package
// model over any OpenAI-compatible endpoint; tests use a real HTTP server
// speaking the chat completions wire format.
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
	// Model is the model identifier; empty means the target model.
	Model    string
	Messages []Message
	// JSONSchema, when set, asks for structured output matching it.
	JSONSchema     []byte
	JSONSchemaName string
}
