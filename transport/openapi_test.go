package transport_test

import (
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/transport"
)

func TestOpenAPI(t *testing.T) {
	prices, err := payments.DefaultPrices().ParseOverrides("score=0.5")
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, options{mcp: http.NotFoundHandler(), mutate: func(c *transport.Config) { c.Prices = prices }})
	r := e.do("GET", "/openapi.json", "")
	var doc struct {
		OpenAPI string `json:"openapi"`
		Info    struct {
			Version string `json:"version"`
		} `json:"info"`
		Paths      map[string]map[string]map[string]any `json:"paths"`
		Components struct {
			Schemas         map[string]any `json:"schemas"`
			SecuritySchemes map[string]any `json:"securitySchemes"`
		} `json:"components"`
	}
	r.decode(t, &doc)
	if doc.OpenAPI != "3.1.0" || doc.Info.Version != "1.0.0" {
		t.Errorf("openapi %q version %q, want 3.1.0 and 1.0.0", doc.OpenAPI, doc.Info.Version)
	}
	for _, s := range []string{"bearer", "x402"} {
		if doc.Components.SecuritySchemes[s] == nil {
			t.Errorf("no %s security scheme", s)
		}
	}
	for _, name := range []string{"Request", "BatchRequest", "FreeResult", "ScoreResult", "BatchResult", "FullResult",
		"CompareResult", "PreviewResult", "Error", "PaymentRequired", "Dimensions", "ScoreObject"} {
		if doc.Components.Schemas[name] == nil {
			t.Errorf("no schema %s", name)
		}
	}
	for _, tt := range []struct{ path, method, price string }{
		{"/api/score/free", "post", ""},
		{"/api/score", "post", "0.5"},
		{"/api/score", "get", ""},
		{"/api/score/batch", "post", "0.25"},
		{"/api/score/batch", "get", ""},
		{"/api/score/full", "post", "0.125"},
		{"/api/score/full", "get", ""},
		{"/api/score/compare", "post", "1.25"},
		{"/api/score/compare", "get", ""},
		{"/healthz", "get", ""}, {"/readyz", "get", ""}, {"/metrics", "get", ""}, {"/openapi.json", "get", ""},
		{"/mcp", "post", ""},
	} {
		op := doc.Paths[tt.path][tt.method]
		if op == nil {
			t.Errorf("no %s %s", tt.method, tt.path)
			continue
		}
		if tt.price == "" {
			continue
		}
		xp, _ := op["x-price"].(map[string]any)
		if xp["amount"] != tt.price || !strings.Contains(op["description"].(string), "$"+tt.price) {
			t.Errorf("%s %s: price %v, description %q; want %s", tt.method, tt.path, xp, op["description"], tt.price)
		}
		sec, _ := json.Marshal(op["security"])
		if string(sec) != `[{"bearer":[]},{"x402":[]}]` {
			t.Errorf("%s %s security = %s", tt.method, tt.path, sec)
		}
		if op["responses"].(map[string]any)["402"] == nil {
			t.Errorf("%s %s documents no 402", tt.method, tt.path)
		}
	}
	// Every $ref resolves.
	var raw any
	json.Unmarshal(r.body, &raw)
	checkRefs(t, raw, raw)
}

func checkRefs(t *testing.T, root, v any) {
	t.Helper()
	switch v := v.(type) {
	case map[string]any:
		if ref, ok := v["$ref"].(string); ok {
			node := root
			for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
				m, _ := node.(map[string]any)
				node = m[part]
			}
			if node == nil {
				t.Errorf("dangling $ref %s", ref)
			}
		}
		for _, c := range v {
			checkRefs(t, root, c)
		}
	case []any:
		for _, c := range v {
			checkRefs(t, root, c)
		}
	}
}

// TestOpenAPIValidates checks the document with an independent OpenAPI 3.1
// validator (Python openapi-spec-validator) when the machine has it.
func TestOpenAPIValidates(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not installed; skipping the independent OpenAPI validation")
	}
	if exec.Command(py, "-c", "import openapi_spec_validator").Run() != nil {
		t.Skip("python module openapi-spec-validator not installed; skipping the independent OpenAPI validation")
	}
	e := newEnv(t, options{mcp: http.NotFoundHandler()})
	r := e.do("GET", "/openapi.json", "")
	path := filepath.Join(t.TempDir(), "openapi.json")
	if err := os.WriteFile(path, r.body, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(py, "-c", "import json,sys\nfrom openapi_spec_validator import validate\nvalidate(json.load(open(sys.argv[1])))", path).CombinedOutput()
	if err != nil {
		t.Fatalf("openapi-spec-validator: %v\n%s", err, out)
	}
}

// TestOpenAPIVersion: a release's version is the document's info.version.
func TestOpenAPIVersion(t *testing.T) {
	e := newEnv(t, options{mcp: http.NotFoundHandler(), mutate: func(c *transport.Config) { c.Version = "2.3.4-rc.1" }})
	var doc struct {
		Info struct {
			Version string `json:"version"`
		} `json:"info"`
	}
	e.do("GET", "/openapi.json", "").decode(t, &doc)
	if doc.Info.Version != "2.3.4-rc.1" {
		t.Errorf("info.version = %q, want 2.3.4-rc.1", doc.Info.Version)
	}
}
