package settings

import (
	"cmp"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/tools"
)

// DefaultTargetModel answers optimize's prompts on OpenAI's endpoint when
// no target model is named.
const DefaultTargetModel = "gpt-4o-mini"

// Model are the model provider settings of serve and mcp. Without a base
// URL or an API key no provider is configured: optimize runs offline and
// compare is unavailable, and the other fields are not checked.
type Model struct {
	APIKey      string
	BaseURL     string // "": model.DefaultBaseURL, with a key
	Target      string // resolved: DefaultTargetModel on OpenAI's endpoint
	Rewriter    string // "": the target
	Compare     []tools.LabeledModel
	Judge       string // "": the target
	Timeout     time.Duration
	MaxTokens   int
	Concurrency int

	// Named reports model names set without a provider: they are
	// ignored, which deserves a warning.
	Named bool
}

// Configured reports whether a model provider is set.
func (m *Model) Configured() bool { return m.BaseURL != "" || m.APIKey != "" }

// modelFlags are the raw values of the model flags, checked by resolve.
type modelFlags struct {
	m      Model
	models string
}

// addModel registers the model flags on f.
func addModel(f *Flags) *modelFlags {
	mf := &modelFlags{}
	m := &mf.m
	f.Secret(&m.APIKey, "openai-api-key", "OPENAI_API_KEY",
		"API key of the model provider, sent as a bearer token; prefer the env var: flags show in ps")
	f.String(&m.BaseURL, "openai-base-url", "OPENAI_BASE_URL", "",
		"OpenAI-compatible API root, e.g. http://127.0.0.1:11434/v1 for Ollama; empty with a key set means "+model.DefaultBaseURL)
	f.String(&m.Target, "target-model", "PQS_TARGET_MODEL", "",
		"model that answers the original and the optimized prompt in optimize; default "+DefaultTargetModel+" on OpenAI, required elsewhere")
	f.String(&m.Rewriter, "rewrite-model", "PQS_REWRITE_MODEL", "",
		"model that rewrites prompts in optimize and compare; default the target model")
	f.String(&mf.models, "models", "PQS_MODELS", "",
		"comparison set for compare as label=model,label=model (a bare model is its own label); default the target model")
	f.String(&m.Judge, "judge-model", "PQS_JUDGE_MODEL", "",
		"model that judges compare outputs; default the target model, a model outside the set is better")
	f.Duration(&m.Timeout, "model-timeout", "PQS_MODEL_TIMEOUT", model.DefaultTimeout, "time limit of each model call")
	f.Int(&m.MaxTokens, "model-max-tokens", "PQS_MODEL_MAX_TOKENS", model.DefaultMaxTokens, "maximum tokens of each model reply")
	f.Int(&m.Concurrency, "model-concurrency", "PQS_MODEL_CONCURRENCY", model.DefaultConcurrency,
		"most model calls in flight at once, across all requests")
	return mf
}

// resolve checks the model settings once parsed and fills in defaults.
func (mf *modelFlags) resolve() (Model, error) {
	m := mf.m
	if !m.Configured() {
		m.Named = m.Target != "" || mf.models != "" || m.Judge != "" || m.Rewriter != ""
		return m, nil
	}
	if m.Timeout <= 0 || m.MaxTokens <= 0 || m.Concurrency <= 0 {
		return Model{}, errors.New("model timeout, max tokens and concurrency must be positive")
	}
	if m.BaseURL != "" {
		// model.New checks this too; here the error can name the setting.
		u, err := url.Parse(m.BaseURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return Model{}, fmt.Errorf("OPENAI_BASE_URL (--openai-base-url) %s: want an http or https base URL such as %s",
				Redact(m.BaseURL), model.DefaultBaseURL)
		}
	}
	if m.Target == "" {
		if m.BaseURL != "" && strings.TrimRight(m.BaseURL, "/") != model.DefaultBaseURL {
			return Model{}, fmt.Errorf("PQS_TARGET_MODEL (--target-model) is required with OPENAI_BASE_URL %s", Redact(m.BaseURL))
		}
		m.Target = DefaultTargetModel
	}
	set, err := parseModelSet(mf.models)
	if err != nil {
		return Model{}, err
	}
	m.Compare = set
	return m, nil
}

// parseModelSet parses "label=model,label=model"; a bare "model" is
// labelled with its own name. Labels are unique.
func parseModelSet(s string) ([]tools.LabeledModel, error) {
	var set []tools.LabeledModel
	seen := map[string]bool{}
	for item := range strings.SplitSeq(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		label, name, ok := strings.Cut(item, "=")
		label, name = strings.TrimSpace(label), strings.TrimSpace(name)
		if !ok {
			name = label
		}
		if label == "" || name == "" {
			return nil, fmt.Errorf("PQS_MODELS item %q: want label=model", item)
		}
		if seen[label] {
			return nil, fmt.Errorf("PQS_MODELS: label %q appears twice", label)
		}
		seen[label] = true
		set = append(set, tools.LabeledModel{Label: label, Model: name})
	}
	return set, nil
}

// Secrets are the model settings that must never show in a log: the API
// key and the secrets of the base URL (see RedactHandler).
func (m *Model) Secrets() []string { return secretsIn([]string{m.BaseURL}, m.APIKey) }

// LogAttrs describe a configured provider for the log: the base URL
// without its secrets, whether a key is set (never the key), the models
// with their defaults filled in, and the limits.
func (m *Model) LogAttrs() []slog.Attr {
	labels := make([]string, 0, len(m.Compare))
	for _, lm := range m.Compare {
		labels = append(labels, lm.Label+"="+lm.Model)
	}
	return []slog.Attr{
		slog.String("base_url", Redact(cmp.Or(m.BaseURL, model.DefaultBaseURL))),
		slog.Bool("api_key_set", m.APIKey != ""),
		slog.String("target", m.Target),
		slog.String("rewriter", cmp.Or(m.Rewriter, m.Target)),
		slog.String("compare", cmp.Or(strings.Join(labels, ","), m.Target)),
		slog.String("judge", cmp.Or(m.Judge, m.Target)),
		slog.Duration("timeout", m.Timeout),
		slog.Int("max_tokens", m.MaxTokens),
		slog.Int("concurrency", m.Concurrency),
	}
}
