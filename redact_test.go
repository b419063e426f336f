package main

import (
	"strings"
	"testing"
)

// dsnForms are database and Redis addresses in every form their clients
// take, each holding the password "hunter2" (quoted, escaped or not).
var dsnForms = []struct{ name, dsn string }{
	{"postgres URL", "postgres://u:hunter2@127.0.0.1:1/db?connect_timeout=1"},
	{"postgresql URL, escaped", "postgresql://u:hunter2%2F@127.0.0.1:1/db?connect_timeout=1"},
	{"unescaped slash and at", "postgres://u:hun/ter@2hunter2@127.0.0.1:1/db?connect_timeout=1"},
	{"unescaped question mark", "postgres://alice:hunter2?PW6@127.0.0.1:1/db"}, // pgx accepts it
	{"password parameter", "postgres://u@127.0.0.1:1/db?connect_timeout=1&password=hunter2"},
	{"sslpassword parameter", "postgres://u@127.0.0.1:1/db?sslpassword=hunter2&connect_timeout=1"},
	{"escaped parameter name", "postgres://u@127.0.0.1:1/db?connect_timeout=1&pass%77ord=hunter2"},
	{"key=value", "host=127.0.0.1 port=1 user=u password=hunter2 dbname=db connect_timeout=1"},
	{"key = 'quoted value'", "host=127.0.0.1 port=1 password = 'hunter2 is \\'quoted\\'' dbname=db connect_timeout=1"},
	{"key=value, escaped space", `host=127.0.0.1 port=1 password=hunter2\ x dbname=db connect_timeout=1`},
	{"redis URL", "redis://:hunter2@127.0.0.1:1/0"},
	{"redis URL with user", "rediss://default:hunter2@127.0.0.1:1/0"},
	{"redis URL, unescaped question mark", "redis://:hunter2?PW6@127.0.0.1:1/0"},
	{"redis password parameter", "redis://127.0.0.1:1/0?password=hunter2"},
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

// TestModelEndpointSecretsNeverShow plants a secret in OPENAI_BASE_URL
// (user info, an api-key parameter) and scans all that serve and mcp write
// for it: the configuration, the start-up logs, a failed model call's log
// and the errors of a bad setting.
func TestModelEndpointSecretsNeverShow(t *testing.T) {
	for _, base := range []string{"http://u:hunter2@127.0.0.1:1/v1", "http://127.0.0.1:1/v1?api-key=hunter2"} {
		t.Run(base, func(t *testing.T) {
			dir := t.TempDir()
			key, _, err := runCLI(t, nil, "keys", "create", "--name", "m", "--data", dir)
			if err != nil {
				t.Fatal(err)
			}
			env := map[string]string{"OPENAI_BASE_URL": base, "PQS_TARGET_MODEL": "m", "PQS_MODEL_TIMEOUT": "2s"}
			s := startServe(t, dir, env)
			// The endpoint is unreachable: the call fails, and its log says why.
			post(t, s.url+"/api/score/full", servePrompt, "Authorization", "Bearer "+strings.TrimSpace(key))
			if err := s.stop(t); err != nil {
				t.Fatal(err)
			}
			logs := s.logs.String()
			for _, want := range []string{`"msg":"model provider configured"`, `"msg":"model call failed"`} {
				if !strings.Contains(logs, want) {
					t.Errorf("serve logged no %s:\n%s", want, logs)
				}
			}
			if strings.Contains(logs, "hunter2") {
				t.Errorf("serve: the secret shows:\n%s", logs)
			}
			_, stderr, err := runCLI(t, env, "mcp")
			if err != nil || !strings.Contains(stderr, `"msg":"model provider configured"`) || strings.Contains(stderr, "hunter2") {
				t.Errorf("mcp: %v, want the provider logged without its secret:\n%s", err, stderr)
			}
			for _, bad := range []map[string]string{
				{"OPENAI_BASE_URL": base}, // no target model
				{"OPENAI_BASE_URL": strings.Replace(base, "http", "ftp", 1), "PQS_TARGET_MODEL": "m"}, // not HTTP
			} {
				for _, cmd := range [][]string{{"serve", "--addr", "127.0.0.1:0", "--data", dir}, {"mcp"}} {
					_, stderr, err := runCLI(t, bad, cmd...)
					if err == nil || strings.Contains(err.Error()+stderr, "hunter2") {
						t.Errorf("%s with OPENAI_BASE_URL %s: %v, want a usage error without the secret:\n%s", cmd[0], bad["OPENAI_BASE_URL"], err, stderr)
					}
				}
			}
		})
	}
}
