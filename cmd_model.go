package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/model"
	"github.com/pqs-dev/pqs/tools"
)

// modelFlags are the model provider settings shared by serve and mcp.
type modelFlags struct {
	apiKey      secretFlag
	baseURL     string
	target      string
	rewriter    string
	models      string
	judge       string
	timeout     time.Duration
	maxTokens   int
	concurrency int

	envErr error // a malformed environment value, reported by build
}

// addModelFlags registers the model flags on fs; each defaults to its
// environment variable read through getenv.
func addModelFlags(fs *flag.FlagSet, getenv func(string) string) *modelFlags {
	f := &modelFlags{apiKey: secretFlag(getenv("OPENAI_API_KEY"))}
	fs.Var(&f.apiKey, "openai-api-key", "API key of the model provider, sent as a bearer token (env OPENAI_API_KEY; prefer the env var: flags show in ps)")
	fs.StringVar(&f.baseURL, "openai-base-url", getenv("OPENAI_BASE_URL"),
		"OpenAI-compatible API root, e.g. http://127.0.0.1:11434/v1 for Ollama; empty with a key set means "+model.DefaultBaseURL+" (env OPENAI_BASE_URL)")
	fs.StringVar(&f.target, "target-model", getenv("PQS_TARGET_MODEL"),
		"model that answers the original and the optimized prompt in optimize; default gpt-4o-mini on OpenAI, required elsewhere (env PQS_TARGET_MODEL)")
	fs.StringVar(&f.rewriter, "rewrite-model", getenv("PQS_REWRITE_MODEL"),
		"model that rewrites prompts in optimize and compare; default the target model (env PQS_REWRITE_MODEL)")
	fs.StringVar(&f.models, "models", getenv("PQS_MODELS"),
		"comparison set for compare as label=model,label=model (a bare model is its own label); default the target model (env PQS_MODELS)")
	fs.StringVar(&f.judge, "judge-model", getenv("PQS_JUDGE_MODEL"),
		"model that judges compare outputs; default the target model, a model outside the set is better (env PQS_JUDGE_MODEL)")
	f.timeout = envValue(getenv, "PQS_MODEL_TIMEOUT", model.DefaultTimeout, time.ParseDuration, "a duration such as 60s", &f.envErr)
	fs.DurationVar(&f.timeout, "model-timeout", f.timeout, "time limit of each model call (env PQS_MODEL_TIMEOUT)")
	f.maxTokens = envValue(getenv, "PQS_MODEL_MAX_TOKENS", model.DefaultMaxTokens, strconv.Atoi, "an integer", &f.envErr)
	fs.IntVar(&f.maxTokens, "model-max-tokens", f.maxTokens, "maximum tokens of each model reply (env PQS_MODEL_MAX_TOKENS)")
	f.concurrency = envValue(getenv, "PQS_MODEL_CONCURRENCY", model.DefaultConcurrency, strconv.Atoi, "an integer", &f.envErr)
	fs.IntVar(&f.concurrency, "model-concurrency", f.concurrency, "most model calls in flight at once, across all requests (env PQS_MODEL_CONCURRENCY)")
	return f
}

// build returns the configured models. With neither a base URL nor an API
// key, no model is configured: the zero tools.Models, which is valid.
func (f *modelFlags) build(logger *slog.Logger) (tools.Models, error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if f.envErr != nil {
		return tools.Models{}, f.envErr
	}
	if f.baseURL == "" && f.apiKey == "" {
		if f.target != "" || f.models != "" || f.judge != "" || f.rewriter != "" {
			logger.Warn("model names are set but no provider is: set OPENAI_BASE_URL or OPENAI_API_KEY; optimize runs offline and compare is unavailable")
		} else {
			logger.Info("no model provider configured: optimize runs offline and compare is unavailable")
		}
		return tools.Models{}, nil
	}
	if f.timeout <= 0 || f.maxTokens <= 0 || f.concurrency <= 0 {
		return tools.Models{}, errors.New("model timeout, max tokens and concurrency must be positive")
	}
	target := f.target
	if target == "" {
		if f.baseURL != "" && strings.TrimRight(f.baseURL, "/") != model.DefaultBaseURL {
			return tools.Models{}, fmt.Errorf("PQS_TARGET_MODEL (--target-model) is required with OPENAI_BASE_URL %s", f.baseURL)
		}
		target = "gpt-4o-mini"
	}
	set, err := parseModelSet(f.models)
	if err != nil {
		return tools.Models{}, err
	}
	client, err := model.New(model.Config{
		BaseURL:     f.baseURL,
		APIKey:      string(f.apiKey),
		Timeout:     f.timeout,
		MaxTokens:   f.maxTokens,
		Concurrency: f.concurrency,
		Logger:      logger,
	})
	if err != nil {
		return tools.Models{}, err
	}
	m := tools.Models{Client: client, Target: target, Rewriter: f.rewriter, Compare: set, Judge: f.judge}
	labels := make([]string, 0, len(set))
	for _, lm := range set {
		labels = append(labels, lm.Label+"="+lm.Model)
	}
	logger.Info("model provider configured",
		slog.String("base_url", cmp.Or(f.baseURL, model.DefaultBaseURL)),
		slog.Bool("api_key_set", f.apiKey != ""),
		slog.String("target", target),
		slog.String("rewriter", cmp.Or(f.rewriter, target)),
		slog.String("compare", cmp.Or(strings.Join(labels, ","), target)),
		slog.String("judge", cmp.Or(f.judge, target)),
		slog.Duration("timeout", f.timeout),
		slog.Int("max_tokens", f.maxTokens),
		slog.Int("concurrency", f.concurrency))
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

// secretFlag is a string flag whose value never shows in --help or logs.
type secretFlag string

func (s *secretFlag) String() string     { return "" }
func (s *secretFlag) Set(v string) error { *s = secretFlag(v); return nil }

// LogValue redacts the secret.
func (s secretFlag) LogValue() slog.Value { return slog.StringValue("REDACTED") }
