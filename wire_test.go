package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/settings"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/redis/redistest"
	"github.com/pqs-dev/pqs/storage/storagetest"
	"github.com/pqs-dev/pqs/tools"
)

func TestOpenStoreModes(t *testing.T) {
	storagetest.Run(t, func(t *testing.T) storagetest.Store {
		st, err := openStore(context.Background(), filepath.Join(t.TempDir(), "data"), "", nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

func TestOpenStoreShared(t *testing.T) {
	// PostgreSQL with the Redis replay guard: the replica configuration.
	storagetest.Run(t, func(t *testing.T) storagetest.Store {
		ctx := context.Background()
		st, err := openStore(ctx, "", postgrestest.NewSchema(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		st, err = guardPayments(ctx, st, redistest.Start(t).URL, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

func TestOpenLimiter(t *testing.T) {
	ctx := context.Background()
	srv := redistest.Start(t)
	for _, url := range []string{"", srv.URL} {
		lim, err := openLimiter(ctx, url, 2, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		var allowed int
		for range 3 {
			d, err := lim.Allow(ctx, "192.0.2.1")
			if err != nil {
				t.Fatal(err)
			}
			if d.Allowed {
				allowed++
			}
		}
		if allowed != 2 {
			t.Errorf("openLimiter(%q): %d of 3 allowed, want 2", url, allowed)
		}
		lim.Close()
	}
	if _, err := openLimiter(ctx, "redis://127.0.0.1:1/0", 2, time.Minute); err == nil {
		t.Error("openLimiter(unreachable) = nil error")
	}
}

func TestGuardPaymentsNoRedis(t *testing.T) {
	st, err := openStore(context.Background(), t.TempDir(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	g, err := guardPayments(context.Background(), st, "", nil)
	if err != nil || g != st {
		t.Errorf("guardPayments without Redis = %v, %v; want the store itself", g, err)
	}
	if err := g.ReleasePayment(context.Background(), "0xa", "0xb"); err != nil && !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("ReleasePayment: %v", err)
	}
}

// TestModelSettingsReachTheWire checks that the model settings reach the
// wire: key, model, max tokens and timeout; and that the key never shows
// in the log or in --help.
func TestModelSettingsReachTheWire(t *testing.T) {
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
	c, err := settings.ParseMCP(nil, func(k string) string { return env[k] }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	m, err := newModels(c.Model, slog.New(slog.NewJSONHandler(&logs, nil)))
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

	help, _, _ := runCLI(t, env, "mcp", "--help")
	for where, s := range map[string]string{"log": logs.String(), "help": help} {
		if strings.Contains(s, "sk-secret") {
			t.Errorf("%s shows the API key: %s", where, s)
		}
	}
	for _, want := range []string{"OPENAI_API_KEY", "OPENAI_BASE_URL", "PQS_TARGET_MODEL", "PQS_MODELS", "PQS_JUDGE_MODEL",
		"PQS_MODEL_TIMEOUT", "PQS_MODEL_MAX_TOKENS", "PQS_MODEL_CONCURRENCY"} {
		if !strings.Contains(help, want) {
			t.Errorf("--help does not name %s", want)
		}
	}
	if !strings.Contains(logs.String(), `"api_key_set":true`) {
		t.Errorf("log %s does not record that a key is set", logs.String())
	}
}
