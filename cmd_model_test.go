package main

import (
	"bytes"
	"context"
	"flag"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/tools"
)

func parseModelFlags(t *testing.T, env map[string]string, args ...string) (*modelFlags, *flag.FlagSet) {
	t.Helper()
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(new(bytes.Buffer))
	mf := addModelFlags(fs, func(k string) string { return env[k] })
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return mf, fs
}

func TestModelFlagsBuild(t *testing.T) {
	for _, tc := range []struct {
		name    string
		env     map[string]string
		args    []string
		want    tools.Models // Client compared only as nil / non-nil
		client  bool
		wantErr string
	}{
		{name: "nothing configured", env: nil},
		{name: "model names without a provider", env: map[string]string{"PQS_TARGET_MODEL": "x", "PQS_MODELS": "a=b"}},
		{name: "OpenAI key only", env: map[string]string{"OPENAI_API_KEY": "sk-x"},
			client: true, want: tools.Models{Target: "gpt-4o-mini"}},
		{name: "Ollama", env: map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1", "PQS_TARGET_MODEL": "llama3.1"},
			client: true, want: tools.Models{Target: "llama3.1"}},
		{name: "full set", env: map[string]string{
			"OPENAI_BASE_URL": "http://vllm:8000/v1", "PQS_TARGET_MODEL": "qwen", "PQS_JUDGE_MODEL": "judge",
			"PQS_REWRITE_MODEL": "rw", "PQS_MODELS": " fast = qwen-7b ,big=qwen-72b,mistral ",
		}, client: true, want: tools.Models{Target: "qwen", Judge: "judge", Rewriter: "rw", Compare: []tools.LabeledModel{
			{Label: "fast", Model: "qwen-7b"}, {Label: "big", Model: "qwen-72b"}, {Label: "mistral", Model: "mistral"}}}},
		{name: "flags override env", env: map[string]string{"OPENAI_BASE_URL": "http://a/v1", "PQS_TARGET_MODEL": "env"},
			args: []string{"--target-model", "flag", "--models", "x=y"}, client: true,
			want: tools.Models{Target: "flag", Compare: []tools.LabeledModel{{Label: "x", Model: "y"}}}},
		{name: "base URL needs a target", env: map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1"},
			wantErr: "PQS_TARGET_MODEL"},
		{name: "duplicate label", env: map[string]string{"OPENAI_API_KEY": "k", "PQS_MODELS": "a=x,a=y"}, wantErr: "twice"},
		{name: "empty label", env: map[string]string{"OPENAI_API_KEY": "k", "PQS_MODELS": "=x"}, wantErr: "label=model"},
		{name: "bad timeout env", env: map[string]string{"OPENAI_API_KEY": "k", "PQS_MODEL_TIMEOUT": "soon"}, wantErr: "PQS_MODEL_TIMEOUT"},
		{name: "bad concurrency env", env: map[string]string{"OPENAI_API_KEY": "k", "PQS_MODEL_CONCURRENCY": "many"}, wantErr: "PQS_MODEL_CONCURRENCY"},
		{name: "zero concurrency", env: map[string]string{"OPENAI_API_KEY": "k"}, args: []string{"--model-concurrency", "0"}, wantErr: "positive"},
		{name: "bad base URL", env: map[string]string{"OPENAI_BASE_URL": "127.0.0.1:11434", "PQS_TARGET_MODEL": "m"}, wantErr: "base URL"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mf, _ := parseModelFlags(t, tc.env, tc.args...)
			got, err := mf.build(nil)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("build() error = %v, want one mentioning %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if (got.Client != nil) != tc.client {
				t.Errorf("client configured = %v, want %v", got.Client != nil, tc.client)
			}
			got.Client = nil
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("models (-want +got):\n%s", d)
			}
		})
	}
}

// TestModelFlagsEndToEnd checks that the settings reach the wire: key,
// model, max tokens and timeout.
func TestModelFlagsEndToEnd(t *testing.T) {
	fake := modeltest.NewServer(t, func(ctx context.Context, r modeltest.Request) modeltest.Reply {
		if r.User() == "slow" {
			return modeltest.Reply{Content: "late", Delay: 5 * time.Second}
		}
		return modeltest.Reply{Content: "hello"}
	})
	env := map[string]string{
		"OPENAI_BASE_URL": fake.BaseURL, "OPENAI_API_KEY": "sk-secret-123", "PQS_TARGET_MODEL": "tgt",
		"PQS_MODEL_MAX_TOKENS": "321", "PQS_MODEL_TIMEOUT": "150ms", "PQS_MODEL_CONCURRENCY": "2",
	}
	mf, fs := parseModelFlags(t, env)
	var logs bytes.Buffer
	m, err := mf.build(slog.New(slog.NewJSONHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	got, err := m.Client.Complete(context.Background(), tools.Completion{Model: m.Target, Messages: []tools.Message{{Role: "user", Content: "hi"}}})
	if err != nil || got != "hello" {
		t.Fatalf("Complete = %q, %v", got, err)
	}
	r := fake.Requests()[0]
	if r.Authorization != "Bearer sk-secret-123" || r.Model != "tgt" || r.MaxTokens != 321 {
		t.Errorf("request %+v", r)
	}
	_, err = m.Client.Complete(context.Background(), tools.Completion{Model: m.Target, Messages: []tools.Message{{Role: "user", Content: "slow"}}})
	if code := tools.ErrorCode(err); code != tools.CodeModelTimeout {
		t.Errorf("slow call: %v, want %s", err, tools.CodeModelTimeout)
	}

	// The key never shows in logs or --help.
	var help bytes.Buffer
	fs.SetOutput(&help)
	fs.PrintDefaults()
	for where, s := range map[string]string{"log": logs.String(), "help": help.String()} {
		if strings.Contains(s, "sk-secret") {
			t.Errorf("%s shows the API key: %s", where, s)
		}
	}
	for _, want := range []string{"OPENAI_API_KEY", "OPENAI_BASE_URL", "PQS_TARGET_MODEL", "PQS_MODELS", "PQS_JUDGE_MODEL",
		"PQS_MODEL_TIMEOUT", "PQS_MODEL_MAX_TOKENS", "PQS_MODEL_CONCURRENCY"} {
		if !strings.Contains(help.String(), want) {
			t.Errorf("--help does not name %s", want)
		}
	}
	if !strings.Contains(logs.String(), `"api_key_set":true`) {
		t.Errorf("log %s does not record that a key is set", logs.String())
	}
}
