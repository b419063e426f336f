package transport

import (
	"encoding/json"
	"fmt"
)

// requirements returns the x402 v2 PaymentRequired JSON for a tool.
//
// Until the gate builds requirements itself, accepts is empty: the body
// still names the resource and the reason, and the hint beside it names
// the price and the API-key alternative.
func (m *mcpTools) requirements(op, resource, reason string) ([]byte, error) {
	type res struct {
		URL         string `json:"url"`
		Description string `json:"description"`
		MimeType    string `json:"mimeType"`
	}
	body := struct {
		X402Version int    `json:"x402Version"`
		Error       string `json:"error"`
		Resource    res    `json:"resource"`
		Accepts     []any  `json:"accepts"`
	}{
		X402Version: 2,
		Error:       reason,
		Resource:    res{URL: resource, Description: fmt.Sprintf("pqs %s tool call", op), MimeType: "application/json"},
		Accepts:     []any{},
	}
	return json.Marshal(body)
}
