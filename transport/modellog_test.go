package transport_test

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// TestProviderErrorBodyNotLogged: a model provider that echoes what it
// was sent (the prompt, our Authorization header) in its error answers
// gets neither into the logs nor to the client, whatever the answer's
// shape: an OpenAI error object, a list message, plain text, a 429.
func TestProviderErrorBodyNotLogged(t *testing.T) {
	const (
		apiKey = "sk-planted-provider-key"
		prompt = "PLANTED-PROMPT-TEXT: write a blog post about our coffee grinder."
	)
	for _, tc := range []struct {
		name   string
		status int
		body   func(echo string) string
		code   string
	}{
		{"error object", 400, func(e string) string {
			return `{"error":{"message":` + jsonString(e) + `,"type":"invalid_request_error","code":` + jsonString(e) + `}}`
		}, tools.CodeModelError},
		{"message list", 500, func(e string) string {
			return `{"error":{"message":[` + jsonString(e) + `],"type":` + jsonString(e) + `}}`
		}, tools.CodeModelError},
		{"plain text", 502, func(e string) string { return "<html>" + e + "</html>" }, tools.CodeModelError},
		{"rate limited", 429, func(e string) string {
			return `{"error":{"message":` + jsonString(e) + `,"type":"requests","code":"rate_limit_exceeded"}}`
		}, tools.CodeModelRateLimited},
	} {
		t.Run(tc.name, func(t *testing.T) {
			provider := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				b, _ := io.ReadAll(r.Body)
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tc.status)
				io.WriteString(w, tc.body("you sent "+r.Header.Get("Authorization")+" and "+string(b)))
			}))
			t.Cleanup(provider.Close)
			logs := &pqstest.SyncBuffer{}
			logger := slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
			client, err := model.New(model.Config{BaseURL: provider.URL, APIKey: apiKey, Timeout: 5 * time.Second, Logger: logger})
			if err != nil {
				t.Fatal(err)
			}
			_, secret, gate := keyedStore(t, "provider", 0, payments.DefaultPrices())
			svc := tools.New(tools.Config{Prices: payments.DefaultPrices().ByOperation(),
				Models: tools.Models{Client: client, Target: "target-model"}})
			srv := httptest.NewServer(transport.New(transport.Config{Service: svc, Gate: gate, Logger: logger}))
			t.Cleanup(srv.Close)
			status, body, err := postJSON(srv.Client(), srv.URL+"/api/score/full",
				[]byte(`{"prompt":`+jsonString(prompt)+`}`), "Bearer "+string(secret), false)
			if err != nil {
				t.Fatal(err)
			}
			if pqstest.ErrorCode(body) != tc.code {
				t.Errorf("answer %d %s, want %s", status, body, tc.code)
			}
			if !strings.Contains(logs.String(), "model call failed") {
				t.Fatalf("the failure was not logged:\n%s", logs)
			}
			for _, secret := range []string{apiKey, "PLANTED-PROMPT-TEXT"} {
				if strings.Contains(logs.String(), secret) || strings.Contains(string(body), secret) {
					t.Errorf("%q shows:\nanswer: %s\nlogs:\n%s", secret, body, logs)
				}
			}
			if !strings.Contains(logs.String(), "status "+strconv.Itoa(tc.status)) {
				t.Errorf("the log does not name the provider's status %d:\n%s", tc.status, logs)
			}
		})
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
