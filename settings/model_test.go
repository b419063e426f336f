package settings

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/tools"
)

// parseModel parses the model settings as mcp does.
func parseModel(env map[string]string, args ...string) (Model, error) {
	c, err := ParseMCP(args, func(k string) string { return env[k] }, io.Discard)
	if err != nil {
		return Model{}, err
	}
	return c.Model, nil
}

func TestModel(t *testing.T) {
	limits := Model{Timeout: model.DefaultTimeout, MaxTokens: model.DefaultMaxTokens, Concurrency: model.DefaultConcurrency}
	with := func(m Model) Model {
		m.Timeout, m.MaxTokens, m.Concurrency = limits.Timeout, limits.MaxTokens, limits.Concurrency
		return m
	}
	for _, tc := range []struct {
		name    string
		env     map[string]string
		args    []string
		want    Model
		wantErr string
	}{
		{name: "nothing configured", want: limits},
		{name: "model names without a provider", env: map[string]string{"PQS_TARGET_MODEL": "x", "PQS_MODELS": "a=b"},
			want: with(Model{Target: "x", Named: true})},
		{name: "bad model set without a provider is not read", env: map[string]string{"PQS_MODELS": "a=x,a=y"}, want: with(Model{Named: true})},
		{name: "OpenAI key only", env: map[string]string{"OPENAI_API_KEY": "sk-x"},
			want: with(Model{APIKey: "sk-x", Target: "gpt-4o-mini"})},
		{name: "OpenAI's URL needs no target", env: map[string]string{"OPENAI_BASE_URL": "https://api.openai.com/v1/", "OPENAI_API_KEY": "k"},
			want: with(Model{APIKey: "k", BaseURL: "https://api.openai.com/v1/", Target: "gpt-4o-mini"})},
		{name: "Ollama", env: map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1", "PQS_TARGET_MODEL": "llama3.1"},
			want: with(Model{BaseURL: "http://127.0.0.1:11434/v1", Target: "llama3.1"})},
		{name: "full set", env: map[string]string{
			"OPENAI_BASE_URL": "http://vllm:8000/v1", "PQS_TARGET_MODEL": "qwen", "PQS_JUDGE_MODEL": "judge",
			"PQS_REWRITE_MODEL": "rw", "PQS_MODELS": " fast = qwen-7b ,big=qwen-72b,mistral ",
			"PQS_MODEL_TIMEOUT": "5s", "PQS_MODEL_MAX_TOKENS": "99", "PQS_MODEL_CONCURRENCY": "3",
		}, want: Model{BaseURL: "http://vllm:8000/v1", Target: "qwen", Judge: "judge", Rewriter: "rw", Compare: []tools.LabeledModel{
			{Label: "fast", Model: "qwen-7b"}, {Label: "big", Model: "qwen-72b"}, {Label: "mistral", Model: "mistral"}},
			Timeout: 5 * time.Second, MaxTokens: 99, Concurrency: 3}},
		{name: "flags override env", env: map[string]string{"OPENAI_BASE_URL": "http://a/v1", "PQS_TARGET_MODEL": "env"},
			args: []string{"--target-model", "flag", "--models", "x=y", "--openai-api-key", "k2"},
			want: with(Model{BaseURL: "http://a/v1", APIKey: "k2", Target: "flag", Compare: []tools.LabeledModel{{Label: "x", Model: "y"}}})},
		{name: "base URL needs a target", env: map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1"},
			wantErr: "PQS_TARGET_MODEL"},
		{name: "duplicate label", env: map[string]string{"OPENAI_API_KEY": "k", "PQS_MODELS": "a=x,a=y"}, wantErr: "twice"},
		{name: "empty label", env: map[string]string{"OPENAI_API_KEY": "k", "PQS_MODELS": "=x"}, wantErr: "label=model"},
		{name: "bad timeout env", env: map[string]string{"OPENAI_API_KEY": "k", "PQS_MODEL_TIMEOUT": "soon"}, wantErr: "PQS_MODEL_TIMEOUT"},
		{name: "bad concurrency env", env: map[string]string{"OPENAI_API_KEY": "k", "PQS_MODEL_CONCURRENCY": "many"}, wantErr: "PQS_MODEL_CONCURRENCY"},
		{name: "zero concurrency", env: map[string]string{"OPENAI_API_KEY": "k"}, args: []string{"--model-concurrency", "0"}, wantErr: "positive"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseModel(tc.env, tc.args...)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("parse: error %v, want one mentioning %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("model settings (-want +got):\n%s", d)
			}
		})
	}
}
