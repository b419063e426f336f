package x402test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/pqs-dev/pqs/payments"
)

// Bazaar is a decoded x402 Bazaar extension ({"info": …, "schema": …}).
type Bazaar struct {
	Info struct {
		Input  map[string]any `json:"input"`
		Output *struct {
			Type    string `json:"type"`
			Example any    `json:"example"`
		} `json:"output"`
	} `json:"info"`
	Schema map[string]any `json:"schema"`
}

// CheckBazaar does what the Bazaar specification asks of a facilitator
// before it catalogs a resource (coinbase/x402 specs/extensions/bazaar.md):
// it validates "info" against the extension's own "schema", a JSON Schema
// of draft 2020-12, with an independent validator. It also checks the
// schema's required parts: an "input" property, required, whose "type" is
// "http" or "mcp".
func CheckBazaar(ext json.RawMessage) (Bazaar, error) {
	var b Bazaar
	if err := json.Unmarshal(ext, &b); err != nil {
		return b, fmt.Errorf("bazaar: %w", err)
	}
	var doc struct {
		Info   json.RawMessage `json:"info"`
		Schema json.RawMessage `json:"schema"`
	}
	if err := json.Unmarshal(ext, &doc); err != nil || doc.Info == nil || doc.Schema == nil {
		return b, errors.New("bazaar: want {\"info\": …, \"schema\": …}")
	}
	if b.Schema["$schema"] != "https://json-schema.org/draft/2020-12/schema" {
		return b, fmt.Errorf("bazaar: schema dialect %v, want draft 2020-12", b.Schema["$schema"])
	}
	props, _ := b.Schema["properties"].(map[string]any)
	input, _ := props["input"].(map[string]any)
	req, _ := b.Schema["required"].([]any)
	if input == nil || len(req) == 0 || req[0] != "input" {
		return b, errors.New("bazaar: the schema must define input and require it")
	}
	if t := b.Info.Input["type"]; t != "http" && t != "mcp" {
		return b, fmt.Errorf("bazaar: info.input.type %v, want http or mcp", t)
	}
	schema, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc.Schema))
	if err != nil {
		return b, fmt.Errorf("bazaar schema: %w", err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("mem:///bazaar/schema.json", schema); err != nil {
		return b, fmt.Errorf("bazaar schema: %w", err)
	}
	s, err := c.Compile("mem:///bazaar/schema.json")
	if err != nil {
		return b, fmt.Errorf("bazaar schema: %w", err)
	}
	info, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc.Info))
	if err != nil {
		return b, fmt.Errorf("bazaar info: %w", err)
	}
	if err := s.Validate(info); err != nil {
		return b, fmt.Errorf("bazaar: info does not match its schema: %w", err)
	}
	return b, nil
}

// Listing is what the fake facilitator cataloged for one resource.
type Listing struct {
	Version int // x402Version of the payment
	// Bazaar is the v2 extension the payer echoed, or the v1 requirements'
	// outputSchema.
	Bazaar json.RawMessage
	// Err is why a v2 listing was rejected (CheckBazaar), if it was.
	Err error
}

// Listed returns what the facilitator cataloged from settled payments, by
// resource URL, as a facilitator with discovery does: for v2 the payload's
// extensions.bazaar (clients echo the 402's extensions), checked with
// CheckBazaar; for v1 the requirements' outputSchema.
func (f *Facilitator) Listed() map[string]Listing {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make(map[string]Listing, len(f.listed))
	for k, v := range f.listed {
		out[k] = v
	}
	return out
}

// catalog records the discovery metadata of a settled payment; f.mu is
// held.
func (f *Facilitator) catalog(version int, payload, reqs json.RawMessage) {
	var l Listing
	var url string
	switch version {
	case 2:
		var p struct {
			Resource   struct{ URL string }       `json:"resource"`
			Extensions map[string]json.RawMessage `json:"extensions"`
		}
		if json.Unmarshal(payload, &p) != nil || p.Extensions["bazaar"] == nil {
			return
		}
		url = p.Resource.URL
		l = Listing{Version: 2, Bazaar: p.Extensions["bazaar"]}
		_, l.Err = CheckBazaar(l.Bazaar)
	case 1:
		var r struct {
			Resource     string          `json:"resource"`
			OutputSchema json.RawMessage `json:"outputSchema"`
		}
		if json.Unmarshal(reqs, &r) != nil || r.OutputSchema == nil {
			return
		}
		url, l = r.Resource, Listing{Version: 1, Bazaar: r.OutputSchema}
	default:
		return
	}
	if f.listed == nil {
		f.listed = map[string]Listing{}
	}
	f.listed[url] = l
}

// Extensions decodes a PAYMENT-REQUIRED header value and returns the
// extensions of the v2 answer in it, with the decoded JSON.
func Extensions(header string) (ext map[string]json.RawMessage, raw []byte, err error) {
	raw, err = payments.DecodeHeader(header)
	if err != nil {
		return nil, nil, err
	}
	var v2 struct {
		Extensions map[string]json.RawMessage `json:"extensions"`
	}
	if err := json.Unmarshal(raw, &v2); err != nil {
		return nil, raw, err
	}
	return v2.Extensions, raw, nil
}
