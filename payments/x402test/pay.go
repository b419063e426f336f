package x402test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/pqs-dev/pqs/payments"
)

// PayJSON pays for one JSON POST the way a v2 client does: it posts body
// to url without a payment, takes the challenge from the 402's
// PAYMENT-REQUIRED header (which must offer exactly one requirement),
// signs a payment for it with key and posts body again with that payment
// in PAYMENT-SIGNATURE. It returns the second answer, whose body it has
// read and closed.
func PayJSON(key *secp256k1.PrivateKey, url, body string) (*http.Response, []byte, error) {
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return nil, nil, err
	}
	resp.Body.Close()
	raw, err := payments.DecodeHeader(resp.Header.Get(payments.HeaderPaymentRequired))
	if err != nil {
		return nil, nil, err
	}
	var pr payments.PaymentRequiredV2
	if err := json.Unmarshal(raw, &pr); err != nil || len(pr.Accepts) != 1 {
		return nil, nil, fmt.Errorf("PAYMENT-REQUIRED %s: %v", raw, err)
	}
	h, _, err := SignPayment(key, pr.Accepts[0], time.Now())
	if err != nil {
		return nil, nil, err
	}
	req, err := http.NewRequest("POST", url, strings.NewReader(body))
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(payments.HeaderPaymentSignature, h)
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp, b, err
}
