// Package model runs chat completions on any OpenAI-compatible endpoint
// (OpenAI, Ollama, vLLM, llama.cpp's server, LM Studio, OpenRouter) through
// github.com/sashabaranov/go-openai. [Client] implements tools.Model.
//
// Every call has its own timeout, and a [Client] bounds how many calls run
// at once across all requests. Provider failures come back as *tools.Error
// with stable codes: a provider 429 is model_rate_limited (with the
// provider's Retry-After), a timeout is model_timeout, anything else is
// model_error. Provider messages are logged, never passed to clients, since
// they can echo configuration. A cancelled context cancels the HTTP request
// and is returned as is, so that transports can tell a departed client
// from a failed provider.
package model
