package transport_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// knownCodes are every stable code of tools/errors.go.
var knownCodes = map[string]bool{
	tools.CodeInvalidJSON: true, tools.CodeInvalidField: true, tools.CodeMissingPrompt: true,
	tools.CodeEmptyPrompt: true, tools.CodeUnknownVertical: true, tools.CodeBatchSize: true,
	tools.CodePromptTooLarge: true, tools.CodeBodyTooLarge: true, tools.CodeUnsupportedMediaType: true,
	tools.CodeMethodNotAllowed: true, tools.CodeNotFound: true, tools.CodeInvalidAPIKey: true,
	tools.CodeRevokedAPIKey: true, tools.CodePaymentRequired: true, tools.CodePaymentInvalid: true,
	tools.CodePaymentMalformed: true, tools.CodePaymentReplayed: true, tools.CodeSettlementFailed: true,
	tools.CodeQuotaExceeded: true, tools.CodeRateLimited: true, tools.CodeModelNotConfigured: true,
	tools.CodeModelRateLimited: true, tools.CodeModelTimeout: true, tools.CodeModelError: true,
	tools.CodeStorageUnavailable: true, tools.CodeLimiterUnavailable: true, tools.CodePaymentUnavailable: true,
	tools.CodeInternal: true, tools.CodeMissingPrompts: true, tools.CodeBadRequest: true, tools.CodeInvalidHost: true,
	tools.CodeHeadersTooLarge: true, tools.CodeUnsupportedEncoding: true, tools.CodeUnsupportedHTTP: true,
	tools.CodePromptAndMessages: true, tools.CodeInvalidMessages: true, tools.CodeExpectationFailed: true,
	tools.CodeServerBusy: true, tools.CodeBodyTimeout: true,
}

func TestErrorStatusCoversEveryCode(t *testing.T) {
	for code := range knownCodes {
		if s := transport.ErrorStatus(code); s == 500 && code != tools.CodeInternal {
			t.Errorf("ErrorStatus(%q) = 500: missing from the table", code)
		}
	}
}

// FuzzDecode sends arbitrary bodies to the free and batch routes: the
// server must never panic, and must answer 200 with a result or an error
// envelope with a known code (402 for a valid batch without payment).
func FuzzDecode(f *testing.F) {
	for _, seed := range []string{
		scoreBody, `{"prompt":"a"}`, `{"prompt":""}`, `{"prompt":null}`, `{"prompt":"a","vertical":null}`,
		`{"prompts":["a",{"prompt":"b","vertical":"crypto"}]}`, `{"prompts":[1]}`, `{"prompts":{}}`,
		`[]`, `null`, `"x"`, `{"a":1}{}`, `{"prompt":"\u0000\ud800"}`, "\xff\xfe", `{"prompt":"a"`, ``,
		`{"messages":[{"role":"system","content":"You are a poet."},{"role":"user","content":"A haiku."}]}`,
		`{"messages":[{"role":"bot","content":"a"}]}`, `{"messages":[]}`, `{"messages":"a"}`, `{"prompt":"a","messages":[]}`,
		`{"prompts":[{"messages":[{"role":"user","content":"a"}]},{"messages":[{"role":"user"}]}]}`,
	} {
		f.Add(seed, false)
		f.Add(seed, true)
	}
	h := transport.New(transport.Config{MaxBodyBytes: 4096})
	f.Fuzz(func(t *testing.T, body string, batch bool) {
		path := "/api/score/free"
		if batch {
			path = "/api/score/batch"
		}
		r := httptest.NewRequest("POST", path, strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code == http.StatusOK {
			if !json.Valid(w.Body.Bytes()) {
				t.Fatalf("200 with invalid JSON: %q", w.Body)
			}
			return
		}
		var env struct {
			Error struct {
				Code string `json:"code"`
			} `json:"error"`
		}
		if err := json.Unmarshal(w.Body.Bytes(), &env); err != nil {
			t.Fatalf("status %d body %q is not JSON: %v", w.Code, w.Body, err)
		}
		if !knownCodes[env.Error.Code] {
			t.Fatalf("status %d: unknown code %q in %q", w.Code, env.Error.Code, w.Body)
		}
		if want := transport.ErrorStatus(env.Error.Code); w.Code != want {
			t.Fatalf("code %s sent with status %d, want %d", env.Error.Code, w.Code, want)
		}
		if w.Code == http.StatusInternalServerError {
			t.Fatalf("input %q: internal error %q", body, w.Body)
		}
	})
}
