package main

import (
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

// TestDSNPasswordsNeverShow plants a password in each form of address and
// scans all that serve, keys and migrate write (the configuration line,
// the start-up logs, the error) for it.
func TestDSNPasswordsNeverShow(t *testing.T) {
	for _, tc := range dsnForms {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			var runs [][]string
			if strings.HasPrefix(tc.dsn, "redis") {
				runs = [][]string{{"serve", "--addr", "127.0.0.1:0", "--data", dir, "--redis-url", tc.dsn}}
			} else {
				runs = [][]string{
					{"serve", "--addr", "127.0.0.1:0", "--data", dir, "--database-url", tc.dsn},
					{"keys", "list", "--database-url", tc.dsn},
					{"keys", "create", "--name", "x", "--database-url", tc.dsn},
					{"migrate", "--database-url", tc.dsn},
				}
			}
			for _, args := range runs {
				stdout, stderr, err := runCLI(t, nil, args...)
				if err == nil {
					t.Fatalf("%s: no error with an unreachable server", args[0])
				}
				all := stdout + stderr + err.Error()
				if strings.Contains(all, "hunter2") {
					t.Errorf("%s %s: the password shows:\nerror: %v\n%s%s", args[0], args[1], err, stdout, stderr)
				}
				if args[0] == "serve" && !strings.Contains(stderr, `"msg":"configuration"`) {
					t.Errorf("serve logged no configuration line:\n%s", stderr)
				}
			}
		})
	}
}
