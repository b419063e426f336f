package settings

import (
	"bytes"
	"crypto/ed25519"
	"encoding/base64"
	"io"
	"log/slog"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
)

// parseServe parses serve's settings from args and env, with the data
// directory set unless args or env name one.
func parseServe(env map[string]string, args ...string) (*Serve, error) {
	return ParseServe(args, func(k string) string { return env[k] }, io.Discard)
}

// TestParseServe: each setting from its flag or its variable (a flag
// wins), the defaults, and what a value resolves to.
func TestParseServe(t *testing.T) {
	def, err := parseServe(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		env  map[string]string
		args []string
		want func(c *Serve) // changes to the defaults
	}{
		{"defaults", nil, nil, func(c *Serve) {}},
		{"env", map[string]string{"PQS_ADDR": ":9", "PQS_FREE_LIMIT": "3", "PQS_DATA_DIR": "/d", "PQS_WEB": "false"}, nil,
			func(c *Serve) { c.Addr, c.FreeLimit, c.Storage.DataDir, c.Web = ":9", 3, "/d", false }},
		{"a flag wins", map[string]string{"PQS_ADDR": ":9"}, []string{"--addr", ":10"}, func(c *Serve) { c.Addr = ":10" }},
		{"secrets", map[string]string{"PQS_DATABASE_URL": "postgres://h/db", "PQS_REDIS_URL": "redis://h", "PQS_METRICS_TOKEN": "t"}, nil,
			func(c *Serve) {
				c.Storage.DatabaseURL, c.RedisURL, c.MetricsToken = "postgres://h/db", "redis://h", "t"
			}},
		{"no data directory with PostgreSQL", nil, []string{"--data", "", "--database-url", "postgres://h/db"},
			func(c *Serve) { c.Storage = Storage{DatabaseURL: "postgres://h/db"} }},
		{"lists", map[string]string{"PQS_TRUSTED_PROXIES": "10.0.0.0/8, 192.0.2.1", "PQS_ALLOWED_HOSTS": " a.example, ,b.example"}, nil,
			func(c *Serve) {
				c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.0.2.1/32")}
				c.AllowedHosts = []string{"a.example", "b.example"}
			}},
		{"prices", nil, []string{"--prices", "score=0.05"}, func(c *Serve) { c.Prices, _ = payments.DefaultPrices().ParseOverrides("score=0.05") }},
		{"public URL", nil, []string{"--public-url", "https://pqs.example.com/p/"}, func(c *Serve) { c.PublicURL = "https://pqs.example.com/p" }},
		{"log level", nil, []string{"--log-level", "debug"}, func(c *Serve) { c.LogLevel = slog.LevelDebug }},
		{"x402", map[string]string{"PQS_X402_PAY_TO": "0xab", "PQS_X402_NETWORK": "base-sepolia", "PQS_X402_DISCOVERABLE": "false"},
			[]string{"--x402-reconcile-after", "2m"},
			func(c *Serve) { c.X402 = X402{PayTo: "0xab", Network: "base-sepolia", ReconcileAfter: 2 * time.Minute} }},
		{"prompt limit sets the body limits", nil, []string{"--max-prompt-bytes", "1000"}, func(c *Serve) {
			c.MaxPromptBytes, c.MaxBodyBytes, c.MaxBodyMemory = 1000, tools.MaxBodyBytes(1000), 8*tools.MaxBodyBytes(1000)
		}},
		{"body limit sets the body memory", nil, []string{"--max-body-bytes", "50000"}, func(c *Serve) {
			c.MaxBodyBytes, c.MaxBodyMemory = 50000, 8*50000
		}},
		{"memory", nil, []string{"--memory-limit", "256MiB", "--max-body-memory", "3GiB"}, func(c *Serve) {
			c.MemoryLimit, c.MaxBodyMemory = 256<<20, 3<<30
		}},
		{"no memory limit", map[string]string{"PQS_MEMORY_LIMIT": "0"}, nil, func(c *Serve) { c.MemoryLimit = 0 }},
		{"body deadlines", nil, []string{"--min-body-rate", "0", "--read-header-timeout", "2s", "--body-timeout", "20s"}, func(c *Serve) {
			c.MinBodyRate, c.HeaderTimeout, c.BodyTimeout = 0, 2*time.Second, 20*time.Second
		}},
		{"body rate", map[string]string{"PQS_MIN_BODY_RATE": "4KiB"}, nil, func(c *Serve) { c.MinBodyRate = 4 << 10 }},
		{"model", map[string]string{"OPENAI_API_KEY": "k"}, nil, func(c *Serve) { c.Model.APIKey, c.Model.Target = "k", DefaultTargetModel }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseServe(tt.env, tt.args...)
			if err != nil {
				t.Fatal(err)
			}
			want := *def
			want.TrustedProxies, want.AllowedHosts = nil, nil
			tt.want(&want)
			if d := cmp.Diff(&want, got, cmpopts.EquateComparable(netip.Prefix{}), cmpopts.IgnoreUnexported(Serve{})); d != "" {
				t.Errorf("settings (-want +got):\n%s", d)
			}
		})
	}
	// The defaults, as the docs state them.
	want := Serve{Addr: "127.0.0.1:8080", Storage: Storage{DataDir: "./data"}, MaxPromptBytes: tools.DefaultMaxPromptBytes,
		MaxBodyBytes: tools.DefaultMaxBodyBytes, FreeLimit: 5, Prices: payments.DefaultPrices(),
		X402: X402{Network: "base", Listed: true, ReconcileAfter: time.Minute}, LogLevel: slog.LevelInfo,
		ShutdownTimeout: 30 * time.Second, WriteTimeout: 2 * time.Minute, GCPercent: 400, MemoryLimit: 192 << 20,
		MaxBodyMemory: 8 * tools.DefaultMaxBodyBytes, MinBodyRate: 16 << 10, HeaderTimeout: 5 * time.Second,
		BodyTimeout: 10 * time.Second, Web: true, Model: def.Model}
	if d := cmp.Diff(&want, def, cmpopts.IgnoreUnexported(Serve{})); d != "" {
		t.Errorf("defaults (-want +got):\n%s", d)
	}
}

// TestParseServeErrors: a bad setting is an error that names it, and never
// quotes a secret.
func TestParseServeErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		env  map[string]string
		want string // in the error
	}{
		{"bad flag", []string{"--nope"}, nil, "flag provided but not defined"},
		{"bad env", nil, map[string]string{"PQS_FREE_LIMIT": "many"}, `PQS_FREE_LIMIT="many"`},
		{"extra arg", []string{"now"}, nil, "unexpected argument"},
		{"bad proxies", []string{"--trusted-proxies", "10.0.0.0/99"}, nil, "--trusted-proxies"},
		{"bad prices", []string{"--prices", "score=abc"}, nil, "--prices"},
		{"unknown op price", []string{"--prices", "free=1"}, nil, "unknown operation"},
		{"bad level", []string{"--log-level", "loud"}, nil, "--log-level"},
		{"negative limit", []string{"--free-limit", "-1"}, nil, "--free-limit"},
		{"negative gc percent", []string{"--gc-percent", "-1"}, nil, "--gc-percent"},
		{"no prompt", []string{"--max-prompt-bytes", "0"}, nil, "--max-prompt-bytes"},
		{"body below prompt", []string{"--max-body-bytes", "100"}, nil, "--max-body-bytes"},
		{"no shutdown time", []string{"--shutdown-timeout", "0s"}, nil, "--shutdown-timeout"},
		{"no reconcile age", []string{"--x402-reconcile-after", "0s"}, nil, "--x402-reconcile-after"},
		{"no storage", []string{"--data", ""}, nil, "--data must not be empty"},
		{"public URL without scheme", []string{"--public-url", "pqs.example.com"}, nil, "--public-url"},
		{"bad memory limit", []string{"--memory-limit", "lots"}, nil, "--memory-limit"},
		{"memory limit unit", nil, map[string]string{"PQS_MEMORY_LIMIT": "512MB"}, "--memory-limit"},
		{"body memory below a body", []string{"--max-body-memory", "1KiB"}, nil, "--max-body-memory"},
		{"bad body rate", nil, map[string]string{"PQS_MIN_BODY_RATE": "16kbps"}, "--min-body-rate"},
		{"no body timeout", []string{"--body-timeout", "0s"}, nil, "--body-timeout"},
		{"no header timeout", nil, map[string]string{"PQS_READ_HEADER_TIMEOUT": "0s"}, "--read-header-timeout"},
		{"public URL with credentials", []string{"--public-url", "https://u:hunter2@pqs.example.com"}, nil, "--public-url"},
		{"public URL with a query", nil, map[string]string{"PQS_PUBLIC_URL": "https://pqs.example.com/?a=1"}, "--public-url"},
		{"cdp id without secret", nil, map[string]string{"CDP_API_KEY_ID": "k"}, "CDP_API_KEY_ID (--cdp-api-key-id) is set without CDP_API_KEY_SECRET"},
		{"cdp secret without id", []string{"--cdp-api-key-secret", "s"}, nil, "CDP_API_KEY_SECRET (--cdp-api-key-secret) is set without CDP_API_KEY_ID"},
		{"bad cdp secret", nil, map[string]string{"CDP_API_KEY_ID": "k", "CDP_API_KEY_SECRET": "hunter2-not-a-key"},
			"CDP_API_KEY_SECRET (--cdp-api-key-secret): secret is neither a PEM EC key nor a base64 Ed25519 key"},
		{"bad payai secret", nil, map[string]string{"PAYAI_API_KEY_ID": "k", "PAYAI_API_KEY_SECRET": "payai_sk_hunter2"},
			"PAYAI_API_KEY_SECRET (--payai-api-key-secret): secret is not a base64 Ed25519 key"},
		{"both facilitators' keys", nil, map[string]string{"CDP_API_KEY_ID": "k", "CDP_API_KEY_SECRET": testEd25519Secret,
			"PAYAI_API_KEY_ID": "k", "PAYAI_API_KEY_SECRET": testEd25519Secret}, "both CDP_API_KEY_* and PAYAI_API_KEY_*"},
		{"bad model setting", nil, map[string]string{"OPENAI_API_KEY": "hunter2", "PQS_MODELS": "a=x,a=y"}, "twice"},
		{"model endpoint without a target", nil, map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:1/v1?api-key=hunter2"}, "PQS_TARGET_MODEL"},
		{"bad model endpoint", nil, map[string]string{"OPENAI_BASE_URL": "ftp://u:hunter2@127.0.0.1:1/v1", "PQS_TARGET_MODEL": "m"},
			"OPENAI_BASE_URL (--openai-base-url) ftp://u:xxxxx@127.0.0.1:1/v1: want an http or https base URL"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseServe(tt.env, tt.args...)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want it to mention %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "hunter2") {
				t.Errorf("the secret shows: %v", err)
			}
		})
	}
}

// testEd25519Secret is a base64 Ed25519 key (seed and public key) as CDP
// gives it: the seed is 32 bytes of 7.
var testEd25519Secret = base64.StdEncoding.EncodeToString(ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, 32)))

// TestServeFacilitatorKeys: CDP keys make the CDP facilitator the default
// (Base mainnet then needs nothing else) and an authorizer that signs with
// them; an explicit facilitator URL still wins; the log names the key id
// and never the secret.
func TestServeFacilitatorKeys(t *testing.T) {
	payTo := []string{"--x402-pay-to", "0x209693Bc6afc0C5328bA36FaF03C514EF312287C", "--public-url", "https://pqs.example.com/"}
	for _, tt := range []struct {
		name        string
		env         map[string]string
		args        []string
		facilitator string
		auth        string
		warning     string // in the one warning, if any
	}{
		{"cdp", map[string]string{"CDP_API_KEY_ID": "kid-1", "CDP_API_KEY_SECRET": testEd25519Secret}, payTo,
			payments.FacilitatorCDP, "cdp key kid-1 (EdDSA)", ""},
		{"cdp flags and URL", nil, append([]string{"--cdp-api-key-id", "kid-2", "--cdp-api-key-secret", testEd25519Secret,
			"--x402-facilitator", "http://127.0.0.1:9/x402"}, payTo...), "http://127.0.0.1:9/x402", "cdp key kid-2 (EdDSA)", "HTTPS_PROXY"},
		{"payai", map[string]string{"PAYAI_API_KEY_ID": "kid-3", "PAYAI_API_KEY_SECRET": "payai_sk_" + testEd25519Secret}, payTo,
			payments.FacilitatorPayAI, "payai key kid-3", ""},
		{"cdp, x402 off", map[string]string{"CDP_API_KEY_ID": "kid-4", "CDP_API_KEY_SECRET": testEd25519Secret}, nil,
			payments.FacilitatorCDP, "cdp key kid-4 (EdDSA)", "x402 is off"},
		{"cdp, local", map[string]string{"CDP_API_KEY_ID": "kid-5", "CDP_API_KEY_SECRET": testEd25519Secret},
			append([]string{"--x402-facilitator", "local"}, payTo...), "local", "cdp key kid-5 (EdDSA)", "local"},
		{"no keys", nil, payTo, "", "", ""},
		{"no public URL", nil, payTo[:2], "", "", "PQS_PUBLIC_URL"},
		{"no public URL, unlisted", nil, append([]string{"--x402-discoverable=false"}, payTo[:2]...), "", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := parseServe(tt.env, tt.args...)
			if err != nil {
				t.Fatal(err)
			}
			if c.X402.Facilitator != tt.facilitator || AuthName(c.X402.Auth) != tt.auth {
				t.Errorf("facilitator %q auth %q, want %q %q", c.X402.Facilitator, AuthName(c.X402.Auth), tt.facilitator, tt.auth)
			}
			var log bytes.Buffer
			slog.New(slog.NewJSONHandler(&log, nil)).Info("configuration", "config", c)
			if strings.Contains(log.String(), testEd25519Secret[:20]) || (tt.auth != "" && !strings.Contains(log.String(), tt.auth)) {
				t.Errorf("log %s: want %q and no secret", log.String(), tt.auth)
			}
			w := c.Warnings()
			if tt.warning == "" && len(w) != 0 || tt.warning != "" && (len(w) != 1 || !strings.Contains(w[0], tt.warning)) {
				t.Errorf("warnings %q, want one holding %q", w, tt.warning)
			}
		})
	}
}
