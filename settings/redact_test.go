package settings

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"slices"
	"strings"
	"testing"
)

// dsnForms are database, Redis and model endpoint addresses in every form
// their clients take, each holding the secret "hunter2" (quoted, escaped
// or not).
var dsnForms = []struct {
	name, dsn string
	keep      string // what must remain readable
}{
	{"postgres URL", "postgres://u:hunter2@127.0.0.1:1/db?connect_timeout=1", "postgres://u:xxxxx@127.0.0.1:1/db?connect_timeout=1"},
	{"postgresql URL, escaped", "postgresql://u:hunter2%2F@127.0.0.1:1/db?connect_timeout=1", "127.0.0.1:1/db"},
	{"unescaped slash and at", "postgres://u:hun/ter@2hunter2@127.0.0.1:1/db?connect_timeout=1", "@127.0.0.1:1/db"},
	{"password parameter", "postgres://u@127.0.0.1:1/db?connect_timeout=1&password=hunter2", "postgres://u@127.0.0.1:1/db?connect_timeout=1&password=xxxxx"},
	{"sslpassword parameter", "postgres://u@127.0.0.1:1/db?sslpassword=hunter2&connect_timeout=1", "sslpassword=xxxxx&connect_timeout=1"},
	{"escaped parameter name", "postgres://u@127.0.0.1:1/db?connect_timeout=1&pass%77ord=hunter2", "connect_timeout=1"},
	{"key=value", "host=127.0.0.1 port=1 user=u password=hunter2 dbname=db connect_timeout=1", "host=127.0.0.1 port=1 user=u password=xxxxx dbname=db"},
	{"key = 'quoted value'", "host=127.0.0.1 port=1 password = 'hunter2 is \\'quoted\\'' dbname=db connect_timeout=1", "password = xxxxx dbname=db"},
	{"key=value, escaped space", `host=127.0.0.1 port=1 password=hunter2\ x dbname=db connect_timeout=1`, "password=xxxxx dbname=db"},
	{"redis URL", "redis://:hunter2@127.0.0.1:1/0", "redis://:xxxxx@127.0.0.1:1/0"},
	{"redis URL with user", "rediss://default:hunter2@127.0.0.1:1/0", "rediss://default:xxxxx@127.0.0.1:1/0"},
	{"redis password parameter", "redis://127.0.0.1:1/0?password=hunter2", "redis://127.0.0.1:1/0?password=xxxxx"},
	// pgx, after libpq, ends the user info at the first '@' before any '/'.
	{"unescaped question mark", "postgres://alice:hunter2?PW6@127.0.0.1:1/db?connect_timeout=1", "postgres://alice:xxxxx@127.0.0.1:1/db?connect_timeout=1"},
	{"question mark and slash", "postgres://alice:hun?ter/2hunter2@127.0.0.1:1/db", "postgres://alice:xxxxx@127.0.0.1:1/db"},
	{"redis, unescaped question mark", "redis://:hunter2?PW6@127.0.0.1:1/0", "redis://:xxxxx@127.0.0.1:1/0"},
	{"model endpoint user info", "https://u:hunter2@llm.example.com/v1", "https://u:xxxxx@llm.example.com/v1"},
	{"model endpoint api-key", "https://llm.example.com/v1?api-version=1&api-key=hunter2", "https://llm.example.com/v1?api-version=1&api-key=xxxxx"},
	{"model endpoint key, escaped", "http://127.0.0.1:1/v1?k%65y=hunter2", "http://127.0.0.1:1/v1?k%65y=xxxxx"},
}

func TestRedactDSN(t *testing.T) {
	for _, tc := range dsnForms {
		got := Redact(tc.dsn)
		if strings.Contains(got, "hunter2") || !strings.Contains(got, tc.keep) {
			t.Errorf("%s: Redact(%q) = %q, want no password and %q kept", tc.name, tc.dsn, got, tc.keep)
		}
		err := ScrubError(fs.ErrNotExist, tc.dsn)
		wrapped := ScrubError(errors.New("cannot connect to "+tc.dsn), tc.dsn)
		if !errors.Is(err, fs.ErrNotExist) || strings.Contains(wrapped.Error(), "hunter2") {
			t.Errorf("%s: ScrubError: %v (Is %v)", tc.name, wrapped, errors.Is(err, fs.ErrNotExist))
		}
	}
	for _, s := range []string{"", "postgres://u@host/db", "host=h user=u", "redis://127.0.0.1:6379/0",
		"http://127.0.0.1:11434/v1", "https://x.openai.azure.com/openai?api-version=2024-02-01"} {
		if got := Redact(s); got != s {
			t.Errorf("Redact(%q) = %q, want it unchanged (no password)", s, got)
		}
	}
}

// TestRedactHandler: a record's secrets are masked wherever they are (the
// message, a string, an error, a group, attributes added beforehand), and
// a record without them passes unchanged.
func TestRedactHandler(t *testing.T) {
	secrets := secretsIn([]string{"postgres://u:hunter2?x@h/db", "https://h/v1?api-key=s3cr3t-key"}, "sk-abc123", "ab")
	if want := []string{"s3cr3t-key", "hunter2?x", "sk-abc123"}; !slices.Equal(secrets, want) {
		t.Fatalf("secretsIn = %q, want %q (the longest first, none under %d bytes)", secrets, want, minSecret)
	}
	var b bytes.Buffer
	log := slog.New(RedactHandler(slog.NewJSONHandler(&b, nil), secrets)).With("key", "sk-abc123")
	log.Info("dial hunter2?x", "err", errors.New(`Post "https://h/v1?api-key=s3cr3t-key/chat": refused`),
		slog.Group("g", "s", "x sk-abc123 y", "n", 7), "ab", "ab")
	got := b.String()
	for _, want := range []string{`"msg":"dial xxxxx"`, `"err":"Post \"https://h/v1?api-key=xxxxx/chat\": refused"`,
		`"g":{"s":"x xxxxx y","n":7}`, `"key":"xxxxx"`, `"ab":"ab"`} {
		if !strings.Contains(got, want) {
			t.Errorf("log %s lacks %s", got, want)
		}
	}
	for _, s := range secrets {
		if strings.Contains(got, s) {
			t.Errorf("log %s shows %q", got, s)
		}
	}
	h := slog.NewJSONHandler(io.Discard, nil)
	if RedactHandler(h, nil) != h {
		t.Error("RedactHandler without secrets wraps the handler")
	}
}
