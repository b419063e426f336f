// Package loadprompt holds the prompt that `pqs load` scores on the free
// route, so that the load generator and the benchmarks that time its parts
// (the engine, the request decoder, the handler) measure the same text.
package loadprompt

import "encoding/json"

// Text is a realistic, mid-sized prompt (about 450 bytes) that exercises
// every dimension.
const Text = "You are a senior financial analyst. Summarize the attached Q3 earnings call transcript for a " +
	"retail investor in five bullet points of at most 20 words each, then list the two biggest risks the CFO mentioned. " +
	"Use only facts from the transcript and quote the figures exactly. Think step by step: first find the guidance " +
	"changes, then the margin trends. Format: Markdown. Example bullet: \"- Revenue up 12% year on year, driven by cloud.\""

// request is one prompt as the score routes take it.
type request struct {
	Prompt   string `json:"prompt"`
	Vertical string `json:"vertical"`
}

// Body is the request body `pqs load` sends to POST /api/score/free.
func Body() []byte {
	return mustMarshal(request{Text, "general"})
}

// BatchBody is the request body of the batch calls of `pqs load --mix
// mixed`: Text, a bare string and an object with its own vertical, the
// three forms a batch accepts.
func BatchBody() []byte {
	return mustMarshal(struct {
		Prompts []any `json:"prompts"`
	}{[]any{Text, "Write a haiku about autumn.", request{"Explain the Bitcoin halving in 3 sentences.", "crypto"}}})
}

// Batch10Body is the body of the keyed batch calls of `pqs load --mix
// paid`: ten prompts, the most a batch takes.
func Batch10Body() []byte {
	items := make([]request, 10)
	for i := range items {
		items[i] = request{Text, "general"}
	}
	return mustMarshal(struct {
		Prompts []request `json:"prompts"`
	}{items})
}

// MCPScoreBody is the JSON-RPC request of `pqs load --mix paid`'s MCP
// calls: tools/call score on Text, as Body scores it over REST.
func MCPScoreBody() []byte {
	type params struct {
		Name      string  `json:"name"`
		Arguments request `json:"arguments"`
	}
	return mustMarshal(struct {
		JSONRPC string `json:"jsonrpc"`
		ID      int    `json:"id"`
		Method  string `json:"method"`
		Params  params `json:"params"`
	}{"2.0", 1, "tools/call", params{"score", request{Text, "general"}}})
}

func mustMarshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // constant strings always marshal
	}
	return b
}
