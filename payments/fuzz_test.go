package payments

import (
	"encoding/base64"
	"testing"
	"time"
)

// FuzzPaymentHeader feeds arbitrary headers through decoding, parsing and
// verification: no input may panic, and nothing random may verify.
func FuzzPaymentHeader(f *testing.F) {
	spec := `{"x402Version":2,"accepted":{"scheme":"exact","network":"eip155:84532","amount":"10000",` +
		`"asset":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","payTo":"0x209693Bc6afc0C5328bA36FaF03C514EF312287C",` +
		`"maxTimeoutSeconds":60,"extra":{"name":"USDC","version":"2"}},"payload":{"signature":"0x2d6a7588d6acca505cbf0d9a4a227e0c52c6c34008c8e8986a1283259764173608a2ce6496642e377d6da8dbbf5836e9bd15092f9ecab05ded3d6293af148b571c",` +
		`"authorization":{"from":"0x857b06519E91e3A54538791bDbb0E22373e36b66","to":"0x209693Bc6afc0C5328bA36FaF03C514EF312287C",` +
		`"value":"10000","validAfter":"1740672089","validBefore":"1740672154","nonce":"0xf3746613c2d920b5fdabc0856f2aeb2d4f88ee6037b8cc5d04a71a4462f13480"}}}`
	f.Add(base64.StdEncoding.EncodeToString([]byte(spec)))
	f.Add(base64.StdEncoding.EncodeToString([]byte(`{"x402Version":1,"scheme":"exact","network":"base-sepolia","payload":{}}`)))
	f.Add("e30=")
	f.Add("")
	req := PaymentRequirements{
		Scheme: "exact", Network: "eip155:84532", Amount: "10000", Asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
		PayTo: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C", MaxTimeoutSeconds: 60,
		Extra: map[string]any{"name": "USDC", "version": "2"},
	}
	now := time.Unix(1740672100, 0)
	f.Fuzz(func(t *testing.T, header string) {
		doc, err := DecodeHeader(header)
		if err != nil {
			return
		}
		p, err := parsePayment(doc)
		if err != nil {
			return
		}
		payer, err := VerifyExact(p.v2, req, now)
		if err == nil && !sameAddress(payer, "0x857b06519E91e3A54538791bDbb0E22373e36b66") {
			t.Errorf("a payment by %s verified", payer)
		}
	})
}
