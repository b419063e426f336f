package transport

import (
	"encoding/json"
	"fmt"

	"github.com/pqs-dev/pqs/payments"
)

// requirements returns the x402 v2 PaymentRequired JSON for a tool: the
// gate's, with the tool's Bazaar metadata, or, when the server takes no
// x402 payments, one with an empty accepts list (the hint beside it names
// the API-key alternative).
func (m *mcpTools) requirements(op, resource, reason string, d *payments.Discovery) ([]byte, error) {
	if m.cfg.Gate != nil {
		pr, err := m.cfg.Gate.PaymentRequired(op, resource, reason, d)
		if err != nil {
			return nil, err
		}
		if pr.V2 != nil {
			return json.Marshal(pr.V2)
		}
	}
	return json.Marshal(payments.PaymentRequiredV2{
		X402Version: 2,
		Error:       reason,
		Resource:    &payments.ResourceInfo{URL: resource, Description: fmt.Sprintf("pqs %s tool call", op), MimeType: "application/json"},
		Accepts:     []payments.PaymentRequirements{},
	})
}
