package settings

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
)

// dsnForms are database and Redis addresses in every form their clients
// take, each holding the password "hunter2" (quoted, escaped or not).
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
	for _, s := range []string{"", "postgres://u@host/db", "host=h user=u", "redis://127.0.0.1:6379/0"} {
		if got := Redact(s); got != s {
			t.Errorf("Redact(%q) = %q, want it unchanged (no password)", s, got)
		}
	}
}
